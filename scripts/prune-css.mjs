// @ts-check
/**
 * Each kind of page's inlined stylesheet, pruned to the rules its pages can use: the build
 * (scripts/prerender.mjs) keeps a rule when every class, id, element and attribute its selector
 * names appears in some page of that kind, in any language, or in any script the site publishes
 * (a class the boot script or an island adds, a state React writes); anything else no page of the
 * kind can ever match, so it is dropped. A selector's pseudo-classes (:hover, :popover-open,
 * :has(), :not()) are kept as they are: only what they hang on decides.
 *
 * PurgeCSS (a build-time dependency: nothing of it reaches a visitor) does the matching, by the
 * words of the pages and scripts, which is conservative: a word that merely appears keeps its
 * rule. Custom properties are all kept (the search's own stylesheet, added later, reads them), as
 * is every rule of an attribute the scripts set by name at run time (`dynamicAttributes`: the
 * colour theme's, set through `dataset`). Why, with the numbers: docs/decisions/first-window.md.
 */
import { PurgeCSS } from 'purgecss'

/** A page's HTML without its own stylesheet, whose words would keep every rule. */
const withoutStyles = (/** @type {string} */ html) =>
  html.replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, '').replace(/<link rel="stylesheet"[^>]*>/g, '')

/**
 * The rules of `css` that the pages (their HTML) and the scripts (every script the site
 * publishes, and the inline ones) can use.
 * @param {string} css
 * @param {{ pages: readonly string[], scripts: readonly string[], dynamicAttributes: readonly string[] }} used
 * @returns {Promise<string>}
 */
export async function pruneStylesheet(css, { pages, scripts, dynamicAttributes }) {
  const [result] = await new PurgeCSS().purge({
    content: [
      ...pages.map((html) => ({ raw: withoutStyles(html), extension: 'html' })),
      ...scripts.map((raw) => ({ raw, extension: 'js' })),
    ],
    css: [{ raw: css }],
    dynamicAttributes: [...dynamicAttributes],
    // A rule whose selector is a pseudo-class alone (`:focus-visible`) applies to whatever
    // matches it; PurgeCSS would drop it, finding no class, id or element it names.
    safelist: { standard: [/^::?[a-z-]+$/] },
    keyframes: true,
    variables: false,
  })
  if (!result) throw new Error('PurgeCSS returned no stylesheet')
  return result.css.trim()
}
