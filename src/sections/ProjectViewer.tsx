/**
 * The enlarged view of a project's picture (an island: src/islands/viewer.tsx): each card's
 * picture button opens a native modal <dialog> that shows the picture as large as the screen
 * allows, with the project's title and description. Escape, the close button or a click outside
 * close it, focus back on the button; arrow keys and swipes move between projects. The
 * picture's files are requested only once the view has measured its box.
 */
import {
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { Icon } from '../components/Icon.tsx'
import type { SiteContent } from '../content/types.ts'
import { TRIGGER } from '../islands/markup.ts'
import type { Picture } from '../pictures/catalog.ts'

/** What the view shows of a project. */
export interface ViewerItem {
  title: string
  description: string
  picture: Picture & { alt: string }
}

interface ProjectViewerProps {
  items: readonly ViewerItem[]
  labels: SiteContent['projects']['viewer']
}

/** The picture buttons on the cards, in the order of the projects. */
const triggers = () => [...document.querySelectorAll<HTMLElement>(`[${TRIGGER}="viewer"]`)]

/** Opens the view from the cards' picture buttons; renders nothing until then. */
export function ProjectViewer({ items, labels }: ProjectViewerProps) {
  const [shown, setShown] = useState<number | null>(null)

  // As the island commits (a layout effect), so a click held before it was ready opens the
  // view in the same frame.
  useLayoutEffect(() => {
    const buttons = triggers()
    const open = (event: Event) => setShown(buttons.indexOf(event.currentTarget as HTMLElement))
    for (const button of buttons) button.addEventListener('click', open)
    return () => {
      for (const button of buttons) button.removeEventListener('click', open)
    }
  }, [])

  if (shown === null) return null
  return (
    <ViewerDialog
      items={items}
      index={shown}
      labels={labels}
      onNavigate={setShown}
      onClose={(index) => {
        setShown(null)
        triggers()[index]?.focus()
      }}
    />
  )
}

interface ViewerDialogProps extends ProjectViewerProps {
  index: number
  onNavigate: (index: number) => void
  /** Called with the index of the project shown when the view closed. */
  onClose: (index: number) => void
}

/** A horizontal swipe longer than this, in CSS pixels, moves to the next or previous project. */
const SWIPE_DISTANCE = 48

function ViewerDialog({ items, index, labels, onNavigate, onClose }: ViewerDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const swipe = useRef<{ x: number; y: number } | null>(null)
  const item = items[index]
  const count = items.length

  useLayoutEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
  }, [])

  if (!item) return null
  const move = (step: number) => {
    onNavigate((index + step + count) % count)
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return
    if (event.key === 'ArrowRight') move(1)
    else if (event.key === 'ArrowLeft') move(-1)
    else return
    event.preventDefault()
  }
  const onPointerDown = (event: PointerEvent) => {
    swipe.current = event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY }
  }
  const onPointerUp = (event: PointerEvent) => {
    const start = swipe.current
    swipe.current = null
    if (!start || count < 2) return
    const dx = event.clientX - start.x
    if (Math.abs(dx) > SWIPE_DISTANCE && Math.abs(dx) > 2 * Math.abs(event.clientY - start.y))
      move(dx < 0 ? 1 : -1)
  }

  return (
    <dialog
      ref={dialog}
      className="viewer"
      aria-labelledby="viewer-title"
      aria-describedby="viewer-description"
      onClose={() => onClose(index)}
      onKeyDown={onKeyDown}
      // A click on the dialog itself is on the backdrop (its content fills it). Escape is the
      // keyboard's way out, built into <dialog>.
      onClick={(event) => {
        if (event.target === event.currentTarget) dialog.current?.close()
      }}
    >
      <div className="viewer-content">
        <div className="viewer-bar">
          {count > 1 && (
            <p className="viewer-position">
              {labels.position
                .replace('{index}', String(index + 1))
                .replace('{count}', String(count))}
            </p>
          )}
          <button
            type="button"
            className="viewer-button viewer-close"
            aria-label={labels.closeLabel}
            onClick={() => dialog.current?.close()}
          >
            <Icon name="close" />
          </button>
        </div>
        <figure
          className="viewer-figure"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            swipe.current = null
          }}
        >
          <ViewerPicture key={index} picture={item.picture} />
          <figcaption className="viewer-caption">
            <h2 id="viewer-title" className="viewer-title">
              {item.title}
            </h2>
            <p id="viewer-description">{item.description}</p>
          </figcaption>
        </figure>
        {count > 1 && (
          <div className="viewer-nav">
            <button type="button" className="viewer-button" onClick={() => move(-1)}>
              <span aria-hidden="true">←</span>
              {labels.previousLabel}
            </button>
            <button type="button" className="viewer-button" onClick={() => move(1)}>
              {labels.nextLabel}
              <span aria-hidden="true">→</span>
            </button>
          </div>
        )}
      </div>
    </dialog>
  )
}

/**
 * The picture, as large as the view allows. Its box is known from CSS before any file loads:
 * the view measures it, then asks for the smallest file that is sharp at that width on this
 * screen (so nothing is fetched before the view opens, nor larger than needed).
 */
function ViewerPicture({ picture }: { picture: ViewerItem['picture'] }) {
  const image = useRef<HTMLImageElement>(null)
  const [sizes, setSizes] = useState<string | null>(null)

  // Measured once the view shows (the dialog opens after this renders), and again whenever
  // the box changes size (a rotated phone, a resized window).
  useEffect(() => {
    const element = image.current
    if (!element) return
    const observer = new ResizeObserver(() => {
      const width = element.getBoundingClientRect().width
      if (width) setSizes(`${Math.ceil(width)}px`)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  return (
    <picture>
      {sizes &&
        picture.sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
        ))}
      <img
        ref={image}
        className="viewer-image"
        src={sizes ? picture.src : undefined}
        alt={picture.alt}
        width={picture.width}
        height={picture.height}
        style={
          {
            '--ratio': picture.width / picture.height,
            '--source-width': `${picture.width}px`,
          } as CSSProperties
        }
      />
    </picture>
  )
}
