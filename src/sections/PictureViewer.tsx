import type { ReactNode } from 'react'
import type { ViewerLabels } from '../content/types.ts'
import { Island } from '../islands/Island.tsx'
import { OPENS, PANEL, TRIGGER } from '../islands/markup.ts'
import type { Picture } from '../pictures/catalog.ts'
import { viewerPictureWidth } from '../styles/layout.ts'
import { ProjectViewer, VIEWER_ID } from './ProjectViewer.tsx'

interface ViewerButtonProps {
  /** The picture's place in the view, in the order of the page's picture buttons. */
  index: number
  /** The button's accessible name: what it opens. */
  label: string
  className: string
  children: ReactNode
}

/**
 * A picture that opens in the enlarged view: static HTML. A tap before the view's island is
 * ready opens it from the page's HTML at once (OPENS, src/islands/markup.ts).
 */
export function ViewerButton({ index, label, className, children }: ViewerButtonProps) {
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      aria-haspopup="dialog"
      {...{ [TRIGGER]: 'viewer', [OPENS]: VIEWER_ID, [PANEL]: index }}
    >
      {children}
    </button>
  )
}

interface PictureViewerProps {
  labels: ViewerLabels
  /** Each picture the page's buttons open, in their order, with the caption it shows under. */
  items: readonly { title: string; description?: string; picture: Picture & { alt: string } }[]
}

/** The enlarged view of a page's pictures: an island that wakes when a visitor reaches for one. */
export function PictureViewer({ labels, items }: PictureViewerProps) {
  return (
    <Island
      name="viewer"
      when="intent"
      component={ProjectViewer}
      // The island reads its items from the view's HTML (itemsInPage): only its words travel.
      serialized={{ labels }}
      props={{
        labels,
        items: items.map(
          ({ title, description, picture: { alt, src, width, height, sources } }) => ({
            title,
            ...(description ? { description } : {}),
            picture: {
              alt,
              src,
              width,
              height,
              sources,
              // Where the browser can (Chromium), the laid-out width itself.
              sizes: `auto, ${viewerPictureWidth({ width, height })}`,
            },
          }),
        ),
      }}
    />
  )
}
