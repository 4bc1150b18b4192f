/**
 * The cross-fade between pages, which plays only into a page the browser prerendered: where it
 * costs the visitor nothing (docs/decisions/between-pages.md). No stylesheet opts in; this
 * adopts the opt-in (VIEW_TRANSITION_OPT_IN) in a page while the browser prerenders it, and in the
 * page left at the click on a link to that page, which the prerendered page names in a cookie of
 * the site's (PRERENDERED_KEY). Anywhere else neither page opts in, so the browser prepares no
 * transition: an opt-in present when a navigation starts cost it about 30 ms at 4× CPU even when
 * skipped at once.
 *
 * Part of the boot script (./boot.ts), which the loader (scripts/boot-loader.mjs) starts at once
 * in a page the browser prerenders: there it opts in and waits for the visitor, and nothing else
 * of the boot script runs before the visitor arrives (no view counted, no island woken). In
 * every other page, the boot script runs after the first paint, and a click before then goes
 * without the cross-fade. Kept out of the inline loader: 400 B of gzip less in every page.
 */
import type { StoredItem } from '../privacy/registry.ts'

/**
 * The cookie in which a prerendered page leaves its path, for the page the visitor leaves to keep
 * its cross-fade into it (localStorage's first access, at the click, cost more than a cookie's).
 */
export const PRERENDERED_KEY = 'prerendered'

/**
 * That cookie as the privacy page lists it (src/privacy/registry.ts): written only in a page the
 * browser prepares as the visitor points at its link, cleared as that page is shown, with no age
 * (gone when the browser closes).
 */
export const PRERENDERED_COOKIE: StoredItem = {
  id: 'prerendered',
  name: PRERENDERED_KEY,
  where: 'cookie',
  keptFor: 'session',
}

/**
 * The cross-fade's opt-in, adopted as a constructed stylesheet (the CSP's `style-src` governs
 * elements, not the CSSOM), and never for a visitor who asked for less motion.
 */
export const VIEW_TRANSITION_OPT_IN =
  '@media (prefers-reduced-motion:no-preference){@view-transition{navigation:auto}}'

/**
 * Sets the cross-fade up in the page `view` shows: in a page the browser prerenders, opts in for
 * its reveal, leaves its path for the page the visitor is on, and gives a promise that resolves
 * once the visitor arrives; in any page, the page left opts in at a click on a link to the page
 * prerendered. Gives nothing in a page the visitor is on.
 */
export function crossFade(view: Window = window): Promise<void> | undefined {
  const page = view.document as Document & { prerendering?: boolean }
  let optedIn = false
  /**
   * Adopts the opt-in (true) or drops it (false); the site adopts no other sheet. Chromium reads
   * a page's opt-in only as it updates the page's style, so the style is updated at once: a
   * navigation started before that went without the transition (7 of 20 as measured).
   */
  const optIn = (on: boolean) => {
    if (on === optedIn) return
    try {
      const sheets: CSSStyleSheet[] = []
      if (on) {
        const sheet = new (view as Window & typeof globalThis).CSSStyleSheet()
        sheet.replaceSync(VIEW_TRANSITION_OPT_IN)
        sheets.push(sheet)
      }
      page.adoptedStyleSheets = sheets
      optedIn = on
      if (on) view.getComputedStyle(page.body).top
    } catch {}
  }
  /** The path a prerendered page left in the site's cookie, if any. */
  const prerenderedPath = () => {
    try {
      return new RegExp(`(^|; )${PRERENDERED_KEY}=([^;]*)`).exec(page.cookie)?.[2]
    } catch {
      return undefined
    }
  }

  // The page left opts in as the visitor follows a link in it to the page the browser
  // prerendered (the click's default, the navigation, comes after every listener; the site's
  // own scripts take no click on a link to another page); any other link drops the opt-in.
  view.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
    if (!link) return
    const followedHere = !(
      event.button ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      link.target
    )
    optIn(
      followedHere && link.origin === view.location.origin && link.pathname === prerenderedPath(),
    )
  })
  // Once the browser has set the transition up (or not), the page drops the opt-in: shown again
  // from the back/forward cache, it has none.
  view.addEventListener('pageswap', () => optIn(false))
  if (!page.prerendering) return undefined
  // A page the browser prerenders opts in for its reveal, and leaves its path in the cookie. Once
  // shown, it clears the path (used once), and drops the opt-in after its cross-fade: leaving it
  // is decided anew, at a click.
  try {
    page.cookie = `${PRERENDERED_KEY}=${view.location.pathname};path=/`
    optIn(true)
  } catch {}
  view.addEventListener(
    'pagereveal',
    (event) => {
      try {
        page.cookie = `${PRERENDERED_KEY}=;path=/;max-age=0`
      } catch {}
      const transition = (event as PageRevealEvent).viewTransition
      if (transition) void transition.finished.then(() => optIn(false))
      else optIn(false)
    },
    { once: true },
  )
  return new Promise((resolve) =>
    page.addEventListener('prerenderingchange', () => resolve(), { once: true }),
  )
}
