/**
 * Visit counting in the page, with GoatCounter's plain image request: no cookie, no storage, no
 * script of the counter's. It is on only when the build put the counter's address in the page
 * (a <meta name="goatcounter">, from `analytics` in src/content/site.ts); the boot script
 * (src/islands/boot.ts) counts the page view and each click on an element marked COUNTED, the
 * contact form a message sent. The scripts are the same with counting on or off.
 *
 * Nothing is counted when the visitor's browser asks not to be tracked: Global Privacy Control,
 * or Do Not Track. What a count carries: the page's path and title (never its query string or
 * fragment), or an event's fixed name. Never anything a visitor typed.
 */

/** The <meta> whose content is the counter's count address, e.g. https://code.goatcounter.com/count. */
export const COUNTER_META = 'goatcounter'
/** On an element (the CV's links): a click on it counts the event this attribute names. */
export const COUNTED = 'data-count'
/** The events counted, as the counter's dashboard lists them. */
export const CV_DOWNLOADED = 'cv-download'
export const MESSAGE_SENT = 'message-sent'

/**
 * Asks `endpoint` (the counter's /count address) to count this page's view, or with `event` that
 * event: a plain image request. It uses nothing of this module, so the build can also write it
 * as the 404 page's one inline script (src/counting/counter.ts).
 * @returns the address asked, or undefined when the visitor asked not to be tracked.
 */
export function count(endpoint: string, event?: string): string | undefined {
  const { globalPrivacyControl, doNotTrack } = navigator as Navigator & {
    globalPrivacyControl?: boolean
  }
  if (globalPrivacyControl || doNotTrack === '1') return undefined
  const query = new URLSearchParams(
    event ? { p: event, e: 'true' } : { p: location.pathname, t: document.title },
  )
  // Two events of one name in one page must be two requests, not one image from the cache.
  query.set('rnd', `${Math.random()}`)
  const address = `${endpoint}?${query}`
  new Image().src = address
  return address
}

/** The count address the page names, or undefined when counting is off. */
const counter = () =>
  document.querySelector<HTMLMetaElement>(`meta[name="${COUNTER_META}"]`)?.content || undefined

/** Counts `event` where counting is on (and the visitor allows it); else does nothing. */
export function countEvent(event: string): void {
  const endpoint = counter()
  if (endpoint) count(endpoint, event)
}

/** Run once by the boot script: counts this page's view, and from now on the marked clicks. */
export function startCounting(): void {
  const endpoint = counter()
  if (!endpoint || !count(endpoint)) return
  document.addEventListener(
    'click',
    (event) => {
      const name = (event.target as Element | null)
        ?.closest?.(`[${COUNTED}]`)
        ?.getAttribute(COUNTED)
      if (name) count(endpoint, name)
    },
    { capture: true, passive: true },
  )
}
