/**
 * Visit counting at build time: the counter's address from the content (`analytics` in
 * src/content/site.ts), checked, and what the pages carry for it. The browser's side is
 * count.ts; without `analytics` nothing of this reaches a page.
 */
import type { SiteContent } from '../content/types.ts'
import type { Recipient } from '../privacy/registry.ts'
import { count } from './count.ts'

/** Where the setting lives, as the build's messages name it. */
export const COUNTER_FIELD = 'analytics.goatcounter in src/content/site.ts'

/**
 * The counter's count address (`https://code.goatcounter.com/count`), or undefined when the
 * content counts nothing. Fails the build, naming the file and field, unless the setting is an
 * https origin alone: no path (not even /count), query or fragment. `where`: what the message
 * names as the setting's place.
 */
export function counterEndpoint(content: SiteContent, where = COUNTER_FIELD): string | undefined {
  const address = content.analytics?.goatcounter
  if (address === undefined) return undefined
  const refuse = (why: string): never => {
    throw new Error(
      `${where} must be your GoatCounter site's address alone, such as https://yourcode.goatcounter.com (or your own server's, https and no path): ${why} (got "${address}")`,
    )
  }
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return refuse('it is not an address')
  }
  if (url.protocol !== 'https:') refuse('it must start with https://')
  if (url.username || url.password) refuse('it must carry no user name or password')
  if (address !== url.origin)
    refuse(
      url.pathname !== '/' || url.search || url.hash
        ? `leave out the path, query and fragment: ${url.origin}`
        : `write it as ${url.origin}`,
    )
  return `${url.origin}/count`
}

/** GoatCounter's hosted service: its sites' addresses, and where it says what it keeps. */
const HOSTED = {
  domain: '.goatcounter.com',
  policy: 'https://www.goatcounter.com/help/privacy',
} as const

/**
 * The counter as the privacy page lists it (src/privacy/registry.ts), given its count address
 * (counterEndpoint): asked by an image request (count.ts) on every page opened and at a message
 * sent or a CV downloaded, with the page's path and title or the event's name, never with
 * anything typed, and never where the browser sends Global Privacy Control or Do Not Track. It
 * sets nothing in the browser. The hosted service keeps its data in the European Economic Area
 * (its policy: servers in Finland and Germany, run from Ireland); a counter of the owner's own
 * is wherever the owner runs it.
 */
export function counterRecipient(endpoint: string): Recipient {
  const { host } = new URL(endpoint)
  const hosted = host.endsWith(HOSTED.domain)
  return {
    id: 'counter',
    name: 'GoatCounter',
    hosts: [host],
    receives: ['page', 'event', 'connection'],
    when: 'pageView',
    ...(hosted ? { policy: HOSTED.policy, outsideEea: false } : {}),
  }
}

/**
 * The content with the counter the build names (`--goatcounter`), if it names one: counting on
 * for one build without editing the content file.
 */
export function withCounter(content: SiteContent, address: string | undefined): SiteContent {
  return address
    ? { ...content, analytics: { goatcounter: address as `https://${string}` } }
    : content
}

/**
 * The 404 page's one script, which counts the missing address: count.ts's own `count`, written
 * out. The 404 page runs no other script; its CSP allows this one by its hash.
 */
export const notFoundCountScript = (endpoint: string): string =>
  `(${count.toString()})(${JSON.stringify(endpoint).replace(/</g, '\\u003c')})`
