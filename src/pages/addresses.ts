/**
 * Where each page of the site is: the one home of its address rules. A page's path is relative
 * to the site's base ('/' at the root of a domain, '/portfolio/' under a path), and ends in '/'
 * (a folder with its index.html), or is '' for the default language's home page. Each language
 * other than the default has its pages under its code: pl/, pl/projects/<name>/.
 */

/** A language's path prefix: '' for the default language, '<code>/' for each other. */
export const languagePrefix = (lang: string, isDefault: boolean) => (isDefault ? '' : `${lang}/`)

/** A language's home page. */
export const homePath = (prefix = '') => prefix

/** A case study's page: projects/<name>/, named by its Markdown file, in a language's prefix. */
export const caseStudyPath = (name: string, prefix = '') => `${prefix}projects/${name}/`

/** The CV's page, cv/, in a language's prefix (when the content has a made CV). */
export const cvPath = (prefix = '') => `${prefix}cv/`

/** The file a page's path is written to, in the built site. */
export const pageFile = (path: string) => `${path}index.html`

/** A page's address on this site, as a link gives it: the base, then the page's path. */
export const pageHref = (base: string, path: string) => `${base}${path}`
