/**
 * The page's only script before a visitor acts. The page is static HTML; this marks it loaded
 * and wakes each island (src/islands/markup.ts) when it is needed: the contact form when it
 * comes near the viewport, every island on the first sign of intent (pointer down, focus, a key,
 * a click) on it or on one of its triggers. React loads with the first island that needs it.
 *
 * Nothing a visitor does before an island is ready is lost: text typed into a field stays in
 * the field; a click on one of its buttons, or a form submitted, is held and replayed once the
 * island has hydrated, exactly once. What can show at once does, from the page's own HTML: a
 * dialog opens on the panel its button names (data-opens) and moves between its panels
 * (data-panel-step), and the island takes that state over. Links are never held: they work as
 * plain HTML. The header's menu is no island: a popover, it works without any script
 * (src/sections/NavMenu.tsx); a link chosen in it closes it here.
 *
 * Where the site counts visits (src/counting/count.ts), it counts this view and the clicks on
 * the CV's links, unless the visitor's browser asks not to be tracked.
 *
 * A code block's copy button is no island: its click writes the block's code to the clipboard
 * here, and a few lines of plain script (src/code/copy.ts), loaded then, say so. A form's text typed before its island runs is kept
 * as its draft by the page's inline loader (scripts/boot-loader.mjs), from the first keystroke.
 *
 * Once the page is idle, each island's files are prefetched (downloaded, not run), so the first
 * use costs little more than running them.
 *
 * An island whose code failed to load (offline) is loaded again on the next sign of intent, from
 * a fresh address (retry.ts); if only a reload can load it now, a held Send's status line offers
 * one (the form's text is kept as a draft already).
 */
import '../styles/global.css'
import 'virtual:layout.css'
import 'virtual:accent.css'
import { COPY, writeCode } from '../code/copyMarkup.ts'
import { startCounting } from '../counting/count.ts'
import { SEARCH, SEARCH_ENTRY, SEARCH_UNAVAILABLE } from '../search/markup.ts'
import { crossFade } from './crossFade.ts'
import {
  ENTRIES_ID,
  HYDRATE,
  HYDRATED,
  HYDRATED_EVENT,
  ISLAND,
  type IslandName,
  islandFiles,
  LOAD_FAILED,
  OPENS,
  PANEL,
  PROPS,
  PROPS_FILE,
  PROPS_LOADED,
  RELOAD,
  RELOAD_HINT,
  RELOAD_LABEL,
  STEP,
  STEP_KEYS,
  shownPanel,
  showPanel,
  TRIGGER,
  USABLE_SINCE,
  VISITOR_INPUT,
} from './markup.ts'
import { NEEDS_RELOAD, retrying } from './retry.ts'

const entries: Record<IslandName, () => Promise<unknown>> = {
  viewer: () => import('./viewer.tsx'),
  contact: () => import('./contact.tsx'),
}

/** How far beyond the viewport "near" reaches: the contact form hydrates a screen ahead. */
const NEAR = '100% 0px'

// The cross-fade between pages: in a page the browser prerenders (the loader starts this script
// at once there), it opts in for the reveal and waits for the visitor, and the page's script
// starts once the visitor arrives: no view counted, no island woken, no draft restored before.
const arrival = crossFade()
if (arrival) void arrival.then(start)
else start()

/** Everything the page's script does, from the moment the visitor is on the page. */
function start() {
  /** The page has mounted (spec §2): its script runs. */
  document.querySelector('.app')?.classList.add('loaded')

  // Where the site counts visits (and the visitor allows it): this view, and the marked clicks.
  startCounting()

  /** Each island's wake in progress or done; a failed one is dropped, to be tried again. */
  const loading = new Map<HTMLElement, Promise<unknown>>()
  /** Each island's code, once it has loaded (a failed load is dropped, to load again). */
  const code = new Map<HTMLElement, Promise<unknown>>()
  /** Each island's props file (markup.ts, PROPS_FILE) being fetched, or in. */
  const props = new Map<HTMLElement, Promise<void>>()
  /**
   * Each island's files as built, its entry first, to load it again after a failure (retry.ts),
   * and the search's.
   */
  const built: Partial<Record<IslandName | typeof SEARCH_ENTRY, string[]>> = JSON.parse(
    document.getElementById(ENTRIES_ID)?.textContent || '{}',
  )
  const loaders = new Map<HTMLElement, () => Promise<unknown>>()
  /** What a visitor asked of an island before it was ready, to replay once it is. */
  const held = new Map<HTMLElement, () => void>()

  const islandOf = (target: EventTarget | null): HTMLElement | null => {
    if (!(target instanceof Element)) return null
    const island = target.closest<HTMLElement>(`[${ISLAND}]`)
    if (island) return island
    const name = target.closest(`[${TRIGGER}]`)?.getAttribute(TRIGGER)
    return name ? document.querySelector<HTMLElement>(`[${ISLAND}="${name}"]`) : null
  }

  const statusOf = (island: HTMLElement) => island.querySelector('[role="status"]')

  /** Runs `load` once, kept in `done` for `island`; a failure is dropped, so the next call tries again. */
  function once<T>(
    done: Map<HTMLElement, Promise<T>>,
    island: HTMLElement,
    load: () => Promise<T>,
  ) {
    const started = done.get(island)
    if (started) return started
    const loaded = load()
    done.set(island, loaded)
    loaded.catch(() => done.delete(island))
    return loaded
  }

  /** Fetches the island's props into their element, where the build moved them to a file. */
  function loadProps(island: HTMLElement, name: IslandName): Promise<void> {
    const element = document.querySelector(`[${PROPS}="${name}"][${PROPS_FILE}]`)
    const file = element?.getAttribute(PROPS_FILE)
    if (!element || !file) return Promise.resolve()
    return once(props, island, async () => {
      const answer = await fetch(file)
      if (!answer.ok) throw new Error(`${file}: ${answer.status}`)
      element.textContent = await answer.text()
      element.removeAttribute(PROPS_FILE)
      element.dispatchEvent(new Event(PROPS_LOADED))
    })
  }

  function wake(island: HTMLElement) {
    const started = loading.get(island)
    if (started) return started
    const status = statusOf(island)
    // A failed attempt's notice goes before the island is hydrated, so it finds its own HTML.
    if (status && island.hasAttribute(LOAD_FAILED)) status.textContent = ''
    const name = island.getAttribute(ISLAND) as IslandName
    // The island's module and, at once, every file it imports (the page's list of its files, its
    // module first): not one after another as each is parsed.
    const loader =
      loaders.get(island) ??
      retrying(
        () =>
          Promise.all([
            entries[name]?.(),
            ...(built[name] ?? []).slice(1).map((file) => import(/* @vite-ignore */ file)),
          ]),
        built[name],
      )
    loaders.set(island, loader)
    // Its props and its code at once; after a failure, only what failed is asked for again (the
    // island's module, once run, waits for its props: hydrate.tsx).
    const load = Promise.all([loadProps(island, name), once(code, island, loader)])
    loading.set(island, load)
    load.catch((reason) => {
      // Offline, most likely: tell the visitor if they were waiting, and try again next time.
      loading.delete(island)
      if (!held.delete(island) || !status) return
      status.textContent = island.getAttribute(LOAD_FAILED)
      const hint = island.getAttribute(RELOAD_HINT)
      if (reason !== NEEDS_RELOAD || !hint) return
      const reload = document.createElement('button')
      reload.type = 'button'
      reload.className = 'text-button'
      reload.setAttribute(RELOAD, '')
      reload.textContent = island.getAttribute(RELOAD_LABEL)
      status.append(` ${hint} `, reload)
    })
    return load
  }

  const hydrated = (island: HTMLElement) => island.hasAttribute(HYDRATED)

  const usableSince = String(Math.round(performance.now()))
  for (const island of document.querySelectorAll<HTMLElement>(`[${ISLAND}]`)) {
    island.setAttribute(USABLE_SINCE, usableSince)
    island.addEventListener(HYDRATED_EVENT, () => {
      const replay = held.get(island)
      held.delete(island)
      replay?.()
    })
    if (island.getAttribute(HYDRATE) === 'visible') {
      const watch = new IntersectionObserver(
        (seen) => {
          if (!seen.some((entry) => entry.isIntersecting)) return
          watch.disconnect()
          void wake(island)
        },
        { rootMargin: NEAR },
      )
      // The island's element lays out as its children (display: contents): they are what shows.
      for (const child of island.children) watch.observe(child)
    }
  }

  /** The site's search, loading or loaded (dropped after a failure, to be tried again). */
  let search: Promise<unknown> | undefined
  const loadSearch = retrying(() => import('../search/search.ts'), built[SEARCH_ENTRY])
  /**
   * Loads the site's search (src/search/search.ts), which fetches its language's index. Where it
   * cannot load (offline, a host error), the field `at` says so, and the next sign of intent on a
   * field, or the connection coming back, tries again from a fresh address (retry.ts).
   */
  function startSearch(at: Element) {
    if (search) return
    search = loadSearch().catch(() => {
      search = undefined
      const said = at.querySelector<HTMLElement>(`.${SEARCH_UNAVAILABLE}`)
      if (said) said.hidden = false
      // The connection coming back tries again (the page's one `online` handler: the latest).
      window.ononline = () => startSearch(at)
    })
  }

  // Signs of intent wake an island early; they are not held back. On a search field, they load
  // the site's search with its language's index; elsewhere, they close what a field said.
  for (const type of ['pointerdown', 'focusin', 'keydown']) {
    document.addEventListener(
      type,
      (event) => {
        const field = (event.target as Element).closest?.(`[${SEARCH}]`)
        if (field) startSearch(field)
        for (const said of document.querySelectorAll<HTMLElement>(`.${SEARCH_UNAVAILABLE}`))
          said.hidden ||= !field?.contains(said)
        const island = islandOf(event.target)
        // Not the reload offered when only a reload helps (wake): a new attempt would clear it.
        if (island && !hydrated(island) && !(event.target as Element).hasAttribute(RELOAD))
          void wake(island)
      },
      { capture: true, passive: true },
    )
  }

  // A visitor's own input (typed, pasted, dropped, autofilled: trusted events only) is noted on
  // the island, also before it hydrates; the contact form tells people from scripts by it.
  document.addEventListener(
    'input',
    (event) => {
      if (event.isTrusted) islandOf(event.target)?.setAttribute(VISITOR_INPUT, '')
    },
    true,
  )

  /** Opens the dialog `opener` names, at once, from the page's HTML; false if there is none. */
  function openDialog(opener: HTMLElement): boolean {
    const dialog = document.getElementById(opener.getAttribute(OPENS) ?? '')
    if (!(dialog instanceof HTMLDialogElement)) return false
    if (dialog.open) return true
    showPanel(dialog, opener.getAttribute(PANEL))
    dialog.showModal()
    return true
  }

  /** Shows the panel `step` away from the one shown, wrapping around (markup.ts, STEP). */
  function stepPanel(dialog: HTMLDialogElement, step: number) {
    const keys = [
      ...new Set(
        [...dialog.querySelectorAll(`[${PANEL}]`)].map((panel) => panel.getAttribute(PANEL)),
      ),
    ]
    const index = keys.indexOf(shownPanel(dialog))
    if (index < 0 || keys.length < 2) return
    showPanel(dialog, keys[(index + step + keys.length) % keys.length] ?? null)
  }

  // A dialog closed before its island is ready goes back to how the page was built, so the island
  // finds it as it renders it; focus goes back to the button that opened it. This happens as the
  // dialog closes (a mutation record, delivered before any other task), not at its `close` event,
  // which is a task of its own: the island may hydrate in between, and would then find a closed
  // dialog that still shows a project, with focus on the button it was opened from.
  const closing = new MutationObserver((records) => {
    for (const { target: dialog } of records) {
      if (!(dialog instanceof HTMLDialogElement) || dialog.open) continue
      const island = islandOf(dialog)
      if (!island || hydrated(island)) continue
      held.delete(island)
      const shown = shownPanel(dialog)
      showPanel(dialog, null)
      document.querySelector<HTMLElement>(`[${OPENS}="${dialog.id}"][${PANEL}="${shown}"]`)?.focus()
    }
  })
  for (const dialog of document.querySelectorAll(`[${ISLAND}] dialog`))
    closing.observe(dialog, { attributeFilter: ['open'] })

  /** Holds a click on a button, or a submitted form, until the island is ready, then replays it. */
  function hold(event: Event, replay: () => void) {
    const island = islandOf(event.target)
    if (!island || hydrated(island)) return
    event.preventDefault()
    // Not to React either: the replay, once hydrated, is the one the island acts on.
    event.stopPropagation()
    held.set(island, replay)
    void wake(island)
  }

  document.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null
      // A link chosen in a popover (the header's menu) closes it: a link to a section of this
      // page would otherwise land under it. (Hiding a hidden popover does nothing; a browser
      // without popovers has no hidePopover.)
      const link = target?.closest?.('a')
      link?.closest<HTMLElement>('[popover]')?.hidePopover?.()
      // A code block's copy button (no island): its code goes to the clipboard within the click
      // (Safari allows it nowhere else; a click replayed later is refused), then the copy module,
      // asked for now, says so, or selects the code where the browser refused. Offline, nothing
      // more is said.
      const copy = target?.closest?.(`[${COPY}]`)
      if (copy) {
        const written = writeCode(copy)
        // (The module whole, not destructured: Vite would wrap the import to tree-shake it.)
        import('../code/copy.ts').then(
          (module) => module.copied(copy, written),
          () => {},
        )
      }
      const island = islandOf(target)
      if (!island || hydrated(island)) return
      const opener = target?.closest?.<HTMLElement>(`[${OPENS}]`)
      if (opener && openDialog(opener)) {
        // It shows at once; the island takes the open dialog over when it hydrates.
        event.stopPropagation()
        void wake(island)
        return
      }
      const step = target?.closest?.(`[${STEP}]`)
      const stepped = step?.closest('dialog')
      if (step && stepped?.open) {
        stepPanel(stepped, Number(step.getAttribute(STEP)))
        event.stopPropagation()
        return
      }
      // A click on an open dialog itself is on its backdrop: it closes, as the island does.
      if (target instanceof HTMLDialogElement && target.open) {
        target.close()
        return
      }
      // A link leads on as usual.
      if (link) return
      const button = target?.closest?.('button')
      // The reload offered when only a reload can load the island (wake): its form's text is kept
      // as a draft already (the inline loader keeps it at every keystroke).
      if (button?.hasAttribute(RELOAD)) return location.reload()
      // A submit button's click goes on to submit its form, which is held below.
      if (button && button.type !== 'submit') hold(event, () => button.click())
    },
    true,
  )

  // Keys that move between a dialog's panels (the view's arrows) move at once too; Escape closes
  // it as the browser does. Neither key, down or up, goes on to React while the island hydrates:
  // a key event reaching an island mid-hydration makes React finish hydrating it within that event
  // (62 ms at 4× CPU at full size), and the step or close has shown already.
  const keysTaken = new Set<string>()
  document.addEventListener(
    'keydown',
    (event) => {
      if (!(event.target instanceof Element)) return
      const island = islandOf(event.target)
      const dialog = event.target.closest<HTMLDialogElement>(`dialog[open][${STEP_KEYS}]`)
      if (!island || hydrated(island) || !dialog) return
      const step = (dialog.getAttribute(STEP_KEYS)?.split(' ') ?? []).indexOf(event.key)
      if (step < 0 && event.key !== 'Escape') return
      // Not to React either: it reads the panel shown as it commits.
      event.stopPropagation()
      keysTaken.add(event.key)
      if (step < 0) return
      event.preventDefault()
      stepPanel(dialog, step === 0 ? -1 : 1)
    },
    true,
  )
  document.addEventListener(
    'keyup',
    (event) => {
      if (!keysTaken.delete(event.key)) return
      const island = islandOf(event.target)
      if (island && !hydrated(island)) event.stopPropagation()
    },
    true,
  )

  document.addEventListener(
    'submit',
    (event) => {
      const { submitter } = event as SubmitEvent
      const form = event.target as HTMLFormElement
      // A dialog's own form closes it, without any script.
      if (form.method === 'dialog') return
      // The replay clicks the same button, so the form checks its fields as for any send.
      hold(event, () =>
        submitter instanceof HTMLElement ? submitter.click() : form.requestSubmit(),
      )
    },
    true,
  )

  // `/` (not typed into a field) focuses the site's search field, opening the phone's menu it is
  // in; the focus loads the search (above).
  document.addEventListener('keydown', (event) => {
    const field = document.querySelector<HTMLInputElement>(`[${SEARCH}] input`)
    if (
      event.key !== '/' ||
      !field ||
      (event.target as Element).closest?.('input, textarea, select')
    )
      return
    event.preventDefault()
    if (!field.getClientRects().length) field.closest<HTMLElement>('[popover]')?.showPopover()
    field.focus()
  })

  // Controls that need the script wait for it (a no-script visitor must not lose a message to a
  // reload); now it runs, they work, and anything done before an island is ready is held above.
  for (const control of document.querySelectorAll<HTMLButtonElement>('[data-needs-script]'))
    control.disabled = false

  /**
   * Downloads each island's files and props when the page is idle, without running them: one file
   * per idle moment, because adding a prefetch link costs the main thread several milliseconds on
   * a slow phone, and five at once made one long task (docs/performance.md). Once a file is in the
   * cache its link goes: it has done its work. An island woken later asks for all its files at once
   * (wake), found in the cache.
   */
  function prefetch(files: string[]) {
    const href = files.shift()
    if (href === undefined) return
    const link = document.createElement('link')
    link.rel = 'prefetch'
    link.href = href
    link.addEventListener('load', () => link.remove(), { once: true })
    document.head.append(link)
    whenIdle(() => prefetch(files), 100)
  }
  /** Runs `run` when the page is idle; where the browser cannot say, after `fallbackMs`. */
  const whenIdle = (run: () => void, fallbackMs = 1000) =>
    'requestIdleCallback' in window
      ? requestIdleCallback(run, { timeout: 3000 })
      : setTimeout(run, fallbackMs)
  const prefetchAll = () => {
    const connection = (navigator as { connection?: { saveData?: boolean } }).connection
    if (connection?.saveData) return
    const propsFiles = [...document.querySelectorAll(`[${PROPS_FILE}]`)].flatMap(
      (element) => element.getAttribute(PROPS_FILE) ?? [],
    )
    prefetch([...islandFiles(built), ...propsFiles])
  }
  if (document.readyState === 'complete') whenIdle(prefetchAll)
  else addEventListener('load', () => whenIdle(prefetchAll), { once: true })
}
