/**
 * How an island appears in the page's HTML, shared by the build (Island.tsx), the page's boot
 * script (boot.ts) and each island's hydration (hydrate.tsx):
 *
 *   <div data-island="contact" data-hydrate="visible"> …the component, rendered… </div>
 *   <script type="application/json" data-island-props="contact">{…its props…}</script>
 *
 * The build moves the props to a file of their own (./propsFiles.ts): the element is then empty
 * and names it (PROPS_FILE).
 *
 * Elements outside the island that act on it (the picture buttons that open the enlarged view)
 * carry data-island-trigger="viewer".
 */
import { COPY } from '../code/copyMarkup.ts'

/** Every island of the page. Each has one entry module, src/islands/<name>.tsx. */
export const ISLANDS = ['viewer', 'contact'] as const
export type IslandName = (typeof ISLANDS)[number]

/**
 * When an island hydrates. 'intent': on the first sign that a visitor is about to use it
 * (pointer down, focus, key down, a click) on it or on one of its triggers. 'visible': also when
 * it comes near the viewport.
 */
export type HydrateWhen = 'intent' | 'visible'

export const ISLAND = 'data-island'
export const HYDRATE = 'data-hydrate'
export const PROPS = 'data-island-props'
/**
 * On an empty PROPS element: the address of the file that holds the props. The boot script
 * fetches it as the island wakes, beside the island's code, fills the element, drops this
 * attribute and dispatches PROPS_LOADED on it.
 */
export const PROPS_FILE = 'data-props-file'
export const PROPS_LOADED = 'island-props-loaded'
export const TRIGGER = 'data-island-trigger'
/**
 * Where a button's click, before the boot script has run, waits for it (scripts/boot-loader.mjs):
 * in an island, on a trigger, or a code block's copy button (src/code/copyMarkup.ts).
 */
export const HELD_BEFORE_BOOT = `[${ISLAND}],[${TRIGGER}],[${COPY}]`
/**
 * On a button that opens a modal <dialog> in an island: the dialog's id. Before the island is
 * ready, a click opens that dialog at once, from the page's own HTML: the dialog's elements
 * marked with PANEL show only if their key is the button's own PANEL, and the dialog is named
 * and described by that panel's title and description (panelTitleId, panelDescriptionId; a
 * closed dialog has neither attribute, as it is built). A
 * close (Escape, a `<form method="dialog">` button, a click outside) before the island is ready
 * hides the panels again, focus back on the button of the panel last shown (STEP moves between
 * panels). The island reads what is open when it hydrates.
 */
export const OPENS = 'data-opens'
/**
 * In a panel (PANEL), a picture's files until the panel first shows, so a hidden panel fetches
 * nothing (some engines fetch hidden lazy images): its <img> holds its src in DEFERRED_SRC and
 * the view's `sizes` for it in DEFERRED_SIZES, and its <picture> has no <source> yet (a <source>
 * without srcset is not valid HTML). Its files are those of the picture in the button that opens
 * the panel (openerSources), so the page names them once. Whoever shows the panel first (the
 * boot script, then the island) adds the sources and sets the src.
 */
export const DEFERRED_SRC = 'data-src'
export const DEFERRED_SIZES = 'data-sizes'
/** On a button with OPENS, the key of the panel it shows; in the dialog, the panel's key. */
export const PANEL = 'data-panel'
/**
 * The <source> elements of the picture in the (first) button that opens panel `key` of the
 * dialog `dialogId` (OPENS): the files the panel's own picture shows too.
 */
export const openerSources = (dialogId: string, key: string) => [
  ...(document
    .querySelector(`[${OPENS}="${dialogId}"][${PANEL}="${key}"]`)
    ?.querySelectorAll('source') ?? []),
]
/** The key of the panel a dialog shows (open or just closed), or null if it shows none. */
export const shownPanel = (dialog: Element): string | null =>
  dialog.querySelector(`[${PANEL}]:not([hidden])`)?.getAttribute(PANEL) ?? null
/** The id of a panel's title, which names its dialog while it shows. */
export const panelTitleId = (dialogId: string, key: string) => `${dialogId}-title-${key}`
/** The id of a panel's description, which describes its dialog while it shows. */
export const panelDescriptionId = (dialogId: string, key: string) =>
  `${dialogId}-description-${key}`
/**
 * Shows the panel `key` of `dialog` (OPENS), or with null none: which panel is not hidden, and
 * what names and describes the dialog. The island does this at once as a visitor moves, and
 * renders the rest (its pictures' files) after the frame that shows it.
 */
export function showPanelOnly(dialog: HTMLDialogElement, key: string | null) {
  for (const panel of dialog.querySelectorAll<HTMLElement>(`[${PANEL}]`))
    panel.hidden = panel.getAttribute(PANEL) !== key
  if (key === null) {
    dialog.removeAttribute('aria-labelledby')
    dialog.removeAttribute('aria-describedby')
    return
  }
  dialog.setAttribute('aria-labelledby', panelTitleId(dialog.id, key))
  dialog.setAttribute('aria-describedby', panelDescriptionId(dialog.id, key))
}

/**
 * Shows the panel `key` of `dialog` (OPENS), or with null none (the built state), with its
 * pictures' files. The boot script does this before the island is ready.
 */
export function showPanel(dialog: HTMLDialogElement, key: string | null) {
  showPanelOnly(dialog, key)
  if (key === null) return
  // Its pictures' files, now wanted: its opener's, at the view's sizes.
  for (const image of dialog.querySelectorAll(`[${PANEL}="${key}"] [${DEFERRED_SRC}]`)) {
    if (!image.parentElement?.querySelector('source'))
      for (const opener of openerSources(dialog.id, key)) {
        const source = document.createElement('source')
        source.type = opener.type
        source.srcset = opener.srcset
        source.sizes = image.getAttribute(DEFERRED_SIZES) ?? ''
        image.before(source)
      }
    image.setAttribute('src', image.getAttribute(DEFERRED_SRC) ?? '')
  }
}
/**
 * Moving between a dialog's panels before its island is ready, at once: on a button, the step
 * it moves by ("1", "-1"); on the dialog, the keys that step back and forward
 * ("ArrowLeft ArrowRight"). Both wrap around; the island reads the panel shown as it hydrates.
 */
export const STEP = 'data-panel-step'
export const STEP_KEYS = 'data-step-keys'
/** Set on an island once hydrated (its effects have run); it then handles everything itself. */
export const HYDRATED = 'data-hydrated'
/**
 * An island whose code has not run yet: the page's inline loader keeps its form's text as a
 * draft from the first keystroke (keepEarlyDrafts, src/contact/draftStorage.ts).
 */
export const WAITING_ISLAND = `[${ISLAND}]:not([${HYDRATED}])`
/** When the island became usable (its page's script ran), in ms on the page's clock. */
export const USABLE_SINCE = 'data-usable-since'
/** Set on an island once a visitor's input event (typed, pasted, autofilled) reached it. */
export const VISITOR_INPUT = 'data-visitor-input'
/** Optional: text for the island's status line if its code cannot load (offline). */
export const LOAD_FAILED = 'data-load-failed'
/**
 * Optional, with LOAD_FAILED: when its code cannot load again without a reload (src/islands/
 * retry.ts), the status line adds this text and a button with RELOAD_LABEL that reloads the page,
 * keeping the island's form as a draft (src/contact/draftStore.ts).
 */
export const RELOAD_HINT = 'data-reload-hint'
export const RELOAD_LABEL = 'data-reload-label'
/** On that button. */
export const RELOAD = 'data-reload'
/** Dispatched on an island's element once hydrated. */
export const HYDRATED_EVENT = 'island-hydrated'
/**
 * The id of the JSON object of each island's files by name, its entry first: prefetched when
 * the page is idle, and loaded again after a failure (retry.ts); and beside them the site's
 * search's (src/search/markup.ts, SEARCH_ENTRY), never prefetched, loaded again the same way.
 */
export const ENTRIES_ID = 'island-entries'

/** Every island's files, once each, from the page's ENTRIES_ID object. */
export const islandFiles = (entries: Record<string, string[] | undefined>): string[] => [
  ...new Set(ISLANDS.flatMap((name) => entries[name] ?? [])),
]

/** Props travel as JSON in the HTML; "<" is escaped so no text can close the script element. */
export const serializeProps = (props: unknown): string =>
  JSON.stringify(props).replace(/</g, '\\u003c')
