/**
 * The enlarged view of a project's picture (an island: src/islands/viewer.tsx): each card's
 * picture button opens a native modal <dialog> that shows the picture as large as the screen
 * allows, with the project's title and description. Escape, the close button or a click outside
 * close it, focus back on the button; arrow keys and swipes move between projects. A picture's
 * files are requested only once the view shows it.
 */
import {
  type KeyboardEvent,
  type PointerEvent,
  startTransition,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { Icon } from '../components/Icon.tsx'
import type { SiteContent } from '../content/types.ts'
import {
  DEFERRED_SIZES,
  DEFERRED_SRC,
  openerSources,
  PANEL,
  panelDescriptionId,
  panelTitleId,
  STEP,
  STEP_KEYS,
  shownPanel,
  showPanelOnly,
  TRIGGER,
} from '../islands/markup.ts'
import type { Picture } from '../pictures/catalog.ts'

/** What the view shows of a project. */
export interface ViewerItem {
  title: string
  description?: string
  /** `sizes`: the view's width for this picture (viewerPictureWidth, src/styles/layout.ts). */
  picture: Picture & { alt: string; sizes: string }
}

interface ProjectViewerProps {
  items: readonly ViewerItem[]
  labels: SiteContent['projects']['viewer']
}

/** The picture buttons on the cards, in the order of the projects. */
const triggers = () => [...document.querySelectorAll<HTMLElement>(`[${TRIGGER}="viewer"]`)]

/** The view's dialog: each card's picture button names it (src/islands/markup.ts, OPENS). */
export const VIEWER_ID = 'project-viewer'

/** The project the page shows in the view, if it is open (the boot script may have opened it). */
function shownInPage(): number | null {
  const element = document.getElementById(VIEWER_ID)
  if (!(element instanceof HTMLDialogElement) || !element.open) return null
  const panel = shownPanel(element)
  return panel === null ? null : Number(panel)
}

/**
 * The view, rendered closed at build time with every project in it, each hidden but the one
 * shown: a tap before this island is ready opens it at once from the page's own HTML (the boot
 * script shows that project and calls showModal), and the island takes that state over.
 */
export function ProjectViewer({ items, labels }: ProjectViewerProps) {
  const [shown, setShown] = useState<number | null>(() =>
    typeof document === 'undefined' ? null : shownInPage(),
  )

  // As the island commits (a layout effect), so a click held before it was ready opens the
  // view in the same frame; and a tap the boot script took between the first render and this
  // commit is not lost either.
  useLayoutEffect(() => {
    const inPage = shownInPage()
    setShown((current) => (current === inPage ? current : inPage))
    const buttons = triggers()
    // The view shows in the next frame, from the page's own HTML (as the boot script opens it
    // before this island is ready); React renders it after that frame (a transition), and adds
    // the picture's files. Rendered at once, every project's panel made the tap's frame wait
    // (docs/decisions/islands.md).
    const open = (event: Event) => {
      const index = buttons.indexOf(event.currentTarget as HTMLElement)
      const element = document.getElementById(VIEWER_ID)
      if (element instanceof HTMLDialogElement && !element.open) {
        showPanelOnly(element, String(index))
        element.showModal()
      }
      startTransition(() => setShown(index))
    }
    for (const button of buttons) button.addEventListener('click', open)
    return () => {
      for (const button of buttons) button.removeEventListener('click', open)
    }
  }, [])

  return (
    <ViewerDialog
      items={items}
      shown={shown}
      labels={labels}
      onNavigate={setShown}
      onClose={(index) => {
        startTransition(() => setShown(null))
        triggers()[index]?.focus()
      }}
    />
  )
}

interface ViewerDialogProps extends ProjectViewerProps {
  /** The project shown, or null while the view is closed. */
  shown: number | null
  onNavigate: (update: (index: number | null) => number | null) => void
  /** Called with the index of the project shown when the view closed. */
  onClose: (index: number) => void
}

/**
 * An <img>'s src until its files are wanted: a transparent pixel (valid HTML, no request). Here,
 * not in markup.ts: that module travels with the boot script, which never needs it.
 */
const NO_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'

/**
 * The keys that move to the previous and the next project: the view's own, and before it is
 * ready the boot script's (STEP_KEYS, in this order).
 */
const STEP_KEY_NAMES = ['ArrowLeft', 'ArrowRight'] as const

/** A horizontal swipe longer than this, in CSS pixels, moves to the next or previous project. */
const SWIPE_DISTANCE = 48

function ViewerDialog({ items, shown, labels, onNavigate, onClose }: ViewerDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const swipe = useRef<{ x: number; y: number } | null>(null)
  const count = items.length

  // Opens and closes the dialog as `shown` changes; not as the island hydrates. The page may have
  // opened or closed the view after this island's first render (the island hydrates in slices),
  // and ProjectViewer's own layout effect, which runs after this one, takes that state over.
  const hydrating = useRef(true)
  useLayoutEffect(() => {
    const element = dialog.current
    if (hydrating.current) {
      hydrating.current = false
      return
    }
    if (!element) return
    if (shown !== null && !element.open) element.showModal()
    else if (shown === null && element.open) element.close()
  }, [shown])

  // A step shows in the next frame: the panel from the page's own HTML at once (the one the page
  // shows, which may be ahead of a render still to come), then React's render after that frame.
  const move = (step: number) => {
    const element = dialog.current
    const panel = element && shownPanel(element)
    if (!element || panel === null) return
    const next = (Number(panel) + step + count) % count
    showPanelOnly(element, String(next))
    startTransition(() => onNavigate(() => next))
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return
    const key = STEP_KEY_NAMES.indexOf(event.key as (typeof STEP_KEY_NAMES)[number])
    if (key < 0) return
    move(key === 0 ? -1 : 1)
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
      id={VIEWER_ID}
      className="viewer"
      // Named and described by the project shown; closed, by none (as the page is built).
      aria-labelledby={shown === null ? undefined : panelTitleId(VIEWER_ID, String(shown))}
      aria-describedby={
        shown === null || !items[shown]?.description
          ? undefined
          : panelDescriptionId(VIEWER_ID, String(shown))
      }
      onClose={() => {
        // The panel the page showed: a render may be still to come.
        const panel = dialog.current && shownPanel(dialog.current)
        if (panel !== null) onClose(Number(panel))
      }}
      onKeyDown={onKeyDown}
      // Before the island is ready, the boot script moves between projects (STEP).
      {...{ [STEP_KEYS]: STEP_KEY_NAMES.join(' ') }}
      // A click on the dialog itself is on the backdrop (its content fills it). Escape is the
      // keyboard's way out, built into <dialog>.
      onClick={(event) => {
        if (event.target === event.currentTarget) dialog.current?.close()
      }}
    >
      <div className="viewer-content">
        <div className="viewer-bar">
          {count > 1 &&
            items.map((item, index) => (
              <p
                key={`${item.title} ${item.picture.src}`}
                className="viewer-position"
                hidden={index !== shown}
                {...{ [PANEL]: index }}
              >
                {labels.position
                  .replace('{index}', String(index + 1))
                  .replace('{count}', String(count))}
              </p>
            ))}
          {/* A dialog form's button closes the view without any script (before the island is
              ready too). */}
          <form method="dialog" className="viewer-close">
            <button type="submit" className="viewer-button" aria-label={labels.closeLabel}>
              <Icon name="close" />
            </button>
          </form>
        </div>
        {items.map((item, index) => (
          <figure
            key={`${item.title} ${item.picture.src}`}
            className="viewer-figure"
            hidden={index !== shown}
            {...{ [PANEL]: index }}
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              swipe.current = null
            }}
          >
            <ViewerPicture picture={item.picture} panel={index} shown={index === shown} />
            <figcaption className="viewer-caption">
              <h2 id={panelTitleId(VIEWER_ID, String(index))} className="viewer-title">
                {item.title}
              </h2>
              {item.description && (
                <p id={panelDescriptionId(VIEWER_ID, String(index))}>{item.description}</p>
              )}
            </figcaption>
          </figure>
        ))}
        {count > 1 && (
          <div className="viewer-nav">
            <button
              type="button"
              className="viewer-button"
              onClick={() => move(-1)}
              {...{ [STEP]: -1 }}
            >
              <span aria-hidden="true">←</span>
              {labels.previousLabel}
            </button>
            <button
              type="button"
              className="viewer-button"
              onClick={() => move(1)}
              {...{ [STEP]: 1 }}
            >
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
 * The picture, as large as the view allows: its box is known from the stylesheet before any
 * file loads, and its `sizes` say the same width (worked out by the build), so the browser asks
 * for the smallest file that is sharp at that width on this screen. Its files are named only
 * once it has shown (DEFERRED_SIZES, src/islands/markup.ts): nothing is fetched for a project
 * never shown, and until then the <picture> holds its <img> alone, as valid HTML. Its files are
 * its opener's picture's (the card's), which the page names once.
 */
function ViewerPicture({
  picture,
  panel,
  shown,
}: {
  picture: ViewerItem['picture']
  panel: number
  shown: boolean
}) {
  // Wanted once shown; as the island hydrates, also if the boot script showed it already (and
  // added its sources), so the island's first render matches the page.
  const [wanted, setWanted] = useState(() => shown || sourcesInPage(panel))
  if (shown && !wanted) setWanted(true)
  const sources = picture.sources.map(({ type, srcset }) => ({
    type,
    srcset,
    sizes: picture.sizes,
  }))
  return (
    // A new <picture> once wanted: any source the boot script added while the island hydrated
    // goes with the old one, and the browser picks from React's sources alone.
    <picture key={wanted ? 'wanted' : 'waiting'}>
      {wanted &&
        sources.map((source) => (
          <source
            key={source.type}
            type={source.type}
            srcSet={source.srcset}
            sizes={source.sizes}
          />
        ))}
      <img
        className="viewer-image"
        src={wanted ? picture.src : NO_IMAGE}
        alt={picture.alt}
        width={picture.width}
        height={picture.height}
        loading="lazy"
        decoding="async"
        {...{ [DEFERRED_SRC]: picture.src, [DEFERRED_SIZES]: picture.sizes }}
      />
    </picture>
  )
}

/**
 * The view's items as the page's HTML has them: each panel's title, description and picture,
 * its files those of the picture in the button that opens it (openerSources). The island reads
 * them there (src/islands/viewer.tsx) rather than from its props, so the page carries each
 * picture's files once, not three times; rendered from them, it matches the page.
 */
export function itemsInPage(dialog: Element): ViewerItem[] {
  return [...dialog.querySelectorAll('.viewer-figure')].map((figure) => {
    const image = figure.querySelector('img')
    const description = figure.querySelector('figcaption p')?.textContent
    return {
      title: figure.querySelector('h2')?.textContent ?? '',
      ...(description ? { description } : {}),
      picture: {
        alt: image?.alt ?? '',
        src: image?.getAttribute(DEFERRED_SRC) ?? '',
        width: image?.width ?? 0,
        height: image?.height ?? 0,
        sources: openerSources(VIEWER_ID, figure.getAttribute(PANEL) ?? '').map(
          ({ type, srcset }) => ({ type, srcset }),
        ),
        sizes: image?.getAttribute(DEFERRED_SIZES) ?? '',
      },
    }
  })
}

/** Whether the page's view already has the sources of panel `panel` (the boot script showed it). */
function sourcesInPage(panel: number): boolean {
  if (typeof document === 'undefined') return false
  return Boolean(document.getElementById(VIEWER_ID)?.querySelector(`[${PANEL}="${panel}"] source`))
}
