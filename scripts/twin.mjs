// @ts-check
/**
 * The bench's yardstick for a page: its script-free twin, the same built HTML with every script
 * taken out, served with the same CSS, pictures and headers. What the page costs beyond its twin
 * is what its scripts cost; what the twin costs is the page's own HTML, CSS and pictures.
 *
 * Taken out: every `<script>` element, whatever its type: those that run (classic, module, any
 * JavaScript type, in HTML or SVG), import maps, the JSON data the scripts read (the islands'
 * props, the list of their files) and the search data (`application/ld+json`), which no visitor
 * needs to see the page; and every `<link>` that asks for a script ahead (`modulepreload`, or
 * `preload`/`prefetch` as a script). Everything else stays byte for byte: each element goes from
 * its `<` to its end tag's `>`, nothing around it is touched. The HTML is parsed by parse5 (the
 * parser of the HTML standard that jsdom uses), which says where each element starts and ends
 * in the source.
 *
 * The build writes each page as its twin with those elements at the end of its body
 * (`scriptsLast`), so the page's own content arrives first, byte for byte as in its twin.
 */
import { cp, readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { parse } from 'parse5'

/** @typedef {import('parse5').DefaultTreeAdapterMap['node']} Node */
/** @typedef {import('parse5').DefaultTreeAdapterMap['element']} Element */

/** @param {Element} element @param {string} name */
const attribute = (element, name) =>
  element.attrs.find((attr) => attr.name === name && !attr.namespace)?.value

/**
 * `type` values of scripts that run where they stand (lower case, parameters dropped): classic
 * scripts (no type, or a JavaScript MIME type), and those whose place matters to others
 * (import maps before modules, speculation rules).
 */
const RUN_IN_PLACE =
  /^(|(text|application)\/(x-)?(java|ecma)script|text\/(jscript|livescript)|importmap|speculationrules)$/

/**
 * A script element or link that means the same anywhere in the page: a module (it runs once
 * the page is parsed), a data block (JSON, search data), a link that fetches a script ahead.
 * @param {Element} element
 */
function waitsForDocument(element) {
  if (element.tagName !== 'script') return true
  const type = (attribute(element, 'type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  return !RUN_IN_PLACE.test(type)
}

/** @param {Element} element */
function isScriptElement(element) {
  // In HTML or in SVG: a script runs in both.
  if (element.tagName === 'script') return true
  if (element.tagName !== 'link') return false
  const rel = (attribute(element, 'rel') ?? '').toLowerCase().split(/\s+/)
  const as = (attribute(element, 'as') ?? '').toLowerCase()
  return (
    rel.includes('modulepreload') ||
    ((rel.includes('preload') || rel.includes('prefetch')) && as === 'script')
  )
}

/**
 * Where each script element and script link is in a page's source, in document order, and where
 * its body's end tag starts.
 * @param {string} html
 */
function scriptRanges(html) {
  const document = parse(html, { sourceCodeLocationInfo: true })
  /** @type {{ start: number, end: number, movable: boolean }[]} */
  const ranges = []
  /** @type {number | undefined} */
  let bodyEnd
  /** @param {Node} node */
  const visit = (node) => {
    if ('tagName' in node && isScriptElement(node)) {
      const location = node.sourceCodeLocation
      // An element the parser made up (no source of its own) has nothing to take out.
      if (location)
        ranges.push({
          start: location.startOffset,
          end: location.endOffset,
          movable: waitsForDocument(node),
        })
      return
    }
    if ('tagName' in node && node.tagName === 'body')
      bodyEnd = node.sourceCodeLocation?.endTag?.startOffset
    if ('childNodes' in node) for (const child of node.childNodes) visit(child)
  }
  visit(document)
  return { ranges: ranges.sort((a, b) => a.start - b.start), bodyEnd }
}

/**
 * The page's HTML with every script and script link taken out.
 * @param {string} html
 * @returns {{ html: string, removed: string[] }} the twin's HTML, and the removed elements'
 *   source, in document order.
 */
export function scriptFreeTwin(html) {
  const { ranges } = scriptRanges(html)
  let twin = ''
  let from = 0
  for (const { start, end } of ranges) {
    twin += html.slice(from, start)
    from = end
  }
  twin += html.slice(from)
  return { html: twin, removed: ranges.map(({ start, end }) => html.slice(start, end)) }
}

/**
 * The page with every script element and script link that means the same anywhere (modules,
 * data blocks, search data, links that fetch scripts ahead) moved, in their order, to the end of
 * its body. A script that runs where it stands (a classic script, an import map, speculation
 * rules) stays. With only the former, the page is its twin byte for byte up to the end of its
 * body; nothing is added, so the page's twin is the same.
 * @param {string} html a page with a `</body>` end tag in its source
 */
export function scriptsLast(html) {
  const { ranges, bodyEnd } = scriptRanges(html)
  if (bodyEnd === undefined)
    throw new Error('The page has no </body> end tag to put its scripts before')
  const moved = ranges.filter(({ movable, end }) => movable && end <= bodyEnd)
  let page = ''
  let from = 0
  for (const { start, end } of moved) {
    page += html.slice(from, start)
    from = end
  }
  page += html.slice(from, bodyEnd)
  return `${page}${moved.map(({ start, end }) => html.slice(start, end)).join('')}${html.slice(bodyEnd)}`
}

/** The CV page's folder (cvPath in src/pages/addresses.ts), which is no language's. */
const CV_FOLDER = 'cv'

/** A second language's folder: a 2-letter code, or a code and a region (`pt-BR`). */
const LANGUAGE_FOLDER = /^[a-z]{2}(-[A-Z]{2})?$/

/** Whether a folder of the build's root is a second language's (`cv/` is two letters too). @param {string} name */
export const isLanguageFolder = (name) => name !== CV_FOLDER && LANGUAGE_FOLDER.test(name)

/** @param {string} file */
const isFile = (file) =>
  stat(file).then(
    (info) => info.isFile(),
    () => false,
  )

/** @param {string} dir */
const folders = async (dir) =>
  (await readdir(dir, { withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()

/**
 * @typedef {{ kind: string, path: string }} PageKind a page to measure: what it stands for,
 *   and its address under the site's root (`/`, `/projects/name/`).
 */

/**
 * Names an article's folder cannot have (RESERVED_INSIGHT_NAMES in src/pages/addresses.ts, the
 * home of the address rules): the index's own later pages and its tags.
 */
const INSIGHTS_OWN_FOLDERS = ['page', 'tags']

/**
 * The first folder of `dir`, in name order, that holds an index.html and is not one of `not`.
 * @param {string} dir @param {string[]} [not]
 */
async function firstPage(dir, not = []) {
  for (const name of await folders(dir))
    if (!not.includes(name) && (await isFile(join(dir, name, 'index.html')))) return name
  return undefined
}

/**
 * A kind whose page is one address (`insights/`, `404.html`), the file there its page.
 * @param {string} address @param {string} file
 * @returns {(dir: string) => Promise<string | undefined>}
 */
const one =
  (address, file = `${address}index.html`) =>
  async (dir) =>
    (await isFile(join(dir, ...file.split('/')))) ? address : undefined

/**
 * A kind whose pages are the folders of `folder` (`projects/`), each holding an index.html: the
 * first by name but those named in `not`.
 * @param {string} folder @param {string[]} [not]
 * @returns {(dir: string) => Promise<string | undefined>}
 */
const firstOf = (folder, not) => async (dir) => {
  const name = await firstPage(join(dir, ...folder.split('/')), not)
  return name && `${folder}/${name}/`
}

/**
 * Each page kind of the site (src/pages/kinds.ts, and the 404 page), as a file under a
 * language's folder of the build: the first of its kind by name, or undefined.
 * @type {[string, (dir: string) => Promise<string | undefined>][]}
 */
const KINDS = [
  ['home', one('')],
  ['case study', firstOf('projects')],
  ['article index', one('insights/')],
  ['tag page', firstOf('insights/tags')],
  ['article', firstOf('insights', INSIGHTS_OWN_FOLDERS)],
  ['cv', one(`${CV_FOLDER}/`)],
  ['service', firstOf('services')],
  ['privacy', one('privacy/')],
  ['404', one('404.html', '404.html')],
]

/**
 * The page kinds of a build in every language, each by its first page in name order: the home
 * page, a case study (`projects/<name>/index.html`), the articles' index, a tag's page, an
 * article, the CV's page (`cv/index.html`), a service's page (`services/<name>/index.html`), the
 * privacy page and the 404 page, then the same under each second language's folder (`<code>/`),
 * where the build has them.
 * @param {string} dist
 * @returns {Promise<{ pages: PageKind[], missing: string[] }>} the kinds present, and a line
 *   for each kind that is not.
 */
export async function pageKinds(dist) {
  /** @type {PageKind[]} */
  const pages = []
  /** @type {string[]} */
  const missing = []
  const languages = []
  for (const name of await folders(dist))
    if (isLanguageFolder(name) && (await isFile(join(dist, name, 'index.html'))))
      languages.push(name)
  if (languages.length === 0) missing.push('second language: no <code>/index.html in the build')
  for (const language of ['', ...languages]) {
    const prefix = language ? `${language}/` : ''
    for (const [kind, find] of KINDS) {
      // One 404 page for the whole site, served for every missing address.
      if (language && kind === '404') continue
      const path = await find(join(dist, prefix))
      const name = language ? `${kind} (${language})` : kind
      if (path !== undefined) pages.push({ kind: name, path: `/${prefix}${path}` })
      else missing.push(`${name}: not in the build`)
    }
  }
  return { pages, missing }
}

/**
 * A page's address as the bench takes it (`/projects/foo`, `projects/foo/`, `/`) made into the
 * address the server answers with its index.html (`/projects/foo/`); a file's address
 * (`/404.html`) stays as it is.
 * @param {string} path
 */
export function pageAddress(path) {
  const absolute = path.startsWith('/') ? path : `/${path}`
  return absolute.endsWith('/') || extname(absolute) ? absolute : `${absolute}/`
}

/** The file a page's address names in a build. @param {string} dist @param {string} path */
export function pageFile(dist, path) {
  const address = pageAddress(path)
  return join(dist, ...address.split('/'), ...(address.endsWith('/') ? ['index.html'] : []))
}

/**
 * Copies the build to `out` with every HTML page made script-free: the twin site, to serve with
 * the same server, headers and files as the build.
 * @param {string} dist @param {string} out
 * @returns {Promise<Map<string, string[]>>} per HTML file (relative to out), what was removed.
 */
export async function writeTwinSite(dist, out) {
  await cp(dist, out, { recursive: true })
  /** @type {Map<string, string[]>} */
  const removed = new Map()
  const files = /** @type {string[]} */ (await readdir(out, { recursive: true }))
  for (const file of files.filter((name) => name.endsWith('.html')).sort()) {
    const twin = scriptFreeTwin(await readFile(join(out, file), 'utf8'))
    await writeFile(join(out, file), twin.html)
    removed.set(file, twin.removed)
  }
  return removed
}
