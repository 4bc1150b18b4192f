/**
 * The 404 page's first guess (src/sections/NotFound.tsx): the missing address turned into words,
 * offered as its search field's query. The 404 page is one page, in the default language, served
 * at any missing address: the build writes this function out into the page's inline loader
 * (`guessScript`, scripts/boot-loader.mjs), so it uses nothing but its arguments. It loads
 * nothing: the search loads at the field's first touch, as on every page, and searches the words
 * at once, in the language the address is in (search.ts).
 */

/**
 * Offers as the query of the field `id` the words of the page's address's last part that has a
 * letter, after the site's `base` (its length), without a file's extension or the marks between
 * words: "/insights/sharepoint-permisions/" gives "sharepoint permisions"; no part with a letter,
 * nothing.
 */
export function offerGuess(id: string, baseLength: number): void {
  let last =
    location.pathname
      .slice(baseLength)
      .split('/')
      .filter((part) => /\p{L}/u.test(part))
      .pop() ?? ''
  try {
    last = decodeURIComponent(last)
  } catch {}
  ;(document.getElementById(id) as HTMLInputElement).value = last
    .replace(/\.[a-z]+$|[^\p{L}\p{N}]+/giu, ' ')
    .trim()
}

/** The statement that runs offerGuess, for the 404 page's loader. */
export const guessScript = (...args: Parameters<typeof offerGuess>): string =>
  `(${offerGuess})(${JSON.stringify(args).slice(1, -1).replaceAll('<', '\\u003c')})`
