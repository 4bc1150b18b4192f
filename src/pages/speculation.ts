/**
 * The pages a browser may fetch, or prerender, once a visitor shows they are about to open one
 * (Speculation Rules, docs/decisions/between-pages.md): each kind's pages in each language
 * (src/pages/kinds.ts), from the one home of the site's address rules (addresses.ts). Nothing else: not the
 * CV or any other file, no other host, not the counter or the email provider (neither is a link).
 */
import { pageHref } from './addresses.ts'

/**
 * "moderate": a pointer resting on the link (about 200 ms), or the start of a tap or click;
 * never a page the visitor shows no sign of opening.
 */
export const SPECULATION_EAGERNESS = 'moderate'

/** Links never speculated even where their address is a page's: a download, a counted click. */
export const NOT_SPECULATED = '[download],[data-count]'

/**
 * The rules' JSON, the same on every page of a build (one hash in the CSP): a prerender where
 * the browser allows one, and the page's document fetched where it does not. None (null) where
 * there is no other page to go to: one language and no case study, the spec's single page.
 * @param base the path the site is served from ('/', '/portfolio/')
 * @param paths the paths a visitor may open, from the base, each kind's in each language
 *   ('', 'projects/*\/', 'pl/', ...; speculatedPaths in src/entry-server.tsx)
 */
export function speculationRules(base: string, paths: readonly string[]): string | null {
  if (paths.length < 2) return null
  const where = {
    and: [
      { href_matches: paths.map((path) => pageHref(base, path)) },
      { not: { selector_matches: NOT_SPECULATED } },
    ],
  }
  const rule = { where, eagerness: SPECULATION_EAGERNESS }
  // "<" is escaped so no address can close the script element.
  return JSON.stringify({ prerender: [rule], prefetch: [rule] }).replace(/</g, '\\u003c')
}
