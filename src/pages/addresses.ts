/**
 * Where each page of the site is: the one home of its address rules. A page's path is relative
 * to the site's base ('/' at the root of a domain, '/portfolio/' under a path), and ends in '/'
 * (a folder with its index.html), or is '' for the home page.
 */

/** The home page's path. */
export const HOME_PATH = ''

/** A case study's page: projects/<name>/, named by its Markdown file. */
export const caseStudyPath = (name: string) => `projects/${name}/`

/** The file a page's path is written to, in the built site. */
export const pageFile = (path: string) => `${path}index.html`

/** A page's address on this site, as a link gives it: the base, then the page's path. */
export const pageHref = (base: string, path: string) => `${base}${path}`
