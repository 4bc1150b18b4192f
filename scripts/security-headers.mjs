// @ts-check
/**
 * The one source of the site's HTTP security headers. The build writes them to dist/_headers
 * (Netlify, Cloudflare Pages) and dist/staticwebapp.config.json (Azure Static Web Apps);
 * the local server and the browser tests serve exactly what the build wrote.
 */

/** Google's reCAPTCHA v2 hosts, allowed only when the owner enabled the checkbox. */
export const RECAPTCHA_SOURCES = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
}

/**
 * @param {{ styleHashes: string[], scriptHashes?: string[], connectOrigins: string[], recaptcha?: boolean, counter?: string }} page
 *   hashes of the page's inline style and script elements ('sha256-…'), where the contact form
 *   may send messages, whether the owner enabled the reCAPTCHA checkbox, and where visits are
 *   counted, if they are: the counter's count address (src/counting/counter.ts), asked for
 *   with an image request, so allowed in img-src only.
 * @param {{ forMetaElement?: boolean }} [options] a <meta> CSP (for hosts that cannot set
 *   headers) must leave out frame-ancestors, which browsers ignore there with a console error.
 * @returns {string}
 */
export function contentSecurityPolicy(
  { styleHashes, scriptHashes = [], connectOrigins, recaptcha, counter },
  options = {},
) {
  const quoted = (/** @type {string[]} */ hashes) => hashes.map((hash) => `'${hash}'`)
  const directives = {
    'default-src': ["'self'"],
    // The page's scripts are files of this site, and the one inline script that starts them
    // after the first paint (scripts/boot-loader.mjs), allowed by its hash only. The islands'
    // props and the search data are JSON data blocks, which are never run.
    'script-src': [
      "'self'",
      ...quoted(scriptHashes),
      ...(recaptcha ? RECAPTCHA_SOURCES.script : []),
    ],
    // The critical CSS is inlined in the page, allowed by its hash only.
    'style-src': ["'self'", ...quoted(styleHashes)],
    // Images are files on this site, except the logo, inlined as a data: URI so that the
    // first paint needs no image request; and where visits are counted, the counter's address.
    'img-src': ["'self'", 'data:', ...(counter ? [counter] : [])],
    'font-src': ["'none'"],
    'connect-src': ["'self'", ...connectOrigins],
    'manifest-src': ["'self'"],
    'frame-src': recaptcha ? RECAPTCHA_SOURCES.frame : ["'none'"],
    'worker-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
    'upgrade-insecure-requests': [],
  }
  if (options.forMetaElement)
    delete (/** @type {Partial<typeof directives>} */ (directives)['frame-ancestors'])
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')
}

/**
 * No Cross-Origin-Opener-Policy: it asks Chromium for a renderer process of the page's own (on
 * Android, Chrome isolates every site that sends it), and a fresh process sets itself up during
 * the first frame: its layout took 22-30 ms here, against 11-13 ms without the header. The page
 * keeps no state another window could read, its external links are noopener, and framing is
 * refused (docs/decisions/coop.md).
 * @param {Parameters<typeof contentSecurityPolicy>[0]} page
 * @returns {Record<string, string>}
 */
export function securityHeaders(page) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(page),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()',
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'X-Frame-Options': 'DENY',
  }
}

/** Hashed file names never change content, so browsers may keep them for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable'

/**
 * HTML, and the CV's files, keep their address from one release to the next, so browsers
 * revalidate them on every visit (a 304 when unchanged).
 */
export const REVALIDATE_CACHE = 'no-cache'

/** The site's own page for a missing URL, which every host serves with status 404. */
export const NOT_FOUND_PAGE = '/404.html'

/** Every file under /assets/ has a content hash in its name (scripts, styles, images). */
export const HASHED_ASSETS = '/assets/*'

/** The addresses of the HTML pages, each revalidated on every visit. */
export const HTML_PATHS = ['/', '/index.html', NOT_FOUND_PAGE]

/** A site path ('/assets/*') as served under the site's base ('/portfolio/assets/*'). */
const underBase = (/** @type {string} */ base, /** @type {string} */ path) =>
  `${base}${path.slice(1)}`

/**
 * dist/_headers, for Netlify and Cloudflare Pages. Both hosts apply the rules that match the
 * requested path, also to the 404 page they serve for a missing URL.
 * @param {Record<string, string>} headers
 * @param {string} [base] the path the site is served from
 * @param {{ stable?: readonly string[] }} [files] `stable`: files at addresses that keep their
 *   name when their content changes (the CV's: '/cv/zoe-cv.pdf', under the base), revalidated
 *   like the pages
 */
export function netlifyHeadersFile(headers, base = '/', { stable = [] } = {}) {
  // Hosts join a header set by two matching rules, so each header is set by one rule only:
  // Cache-Control by path, never in "/*".
  const lines = [
    underBase(base, '/*'),
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    underBase(base, HASHED_ASSETS),
    `  Cache-Control: ${IMMUTABLE_CACHE}`,
    ...[...HTML_PATHS.map((path) => underBase(base, path)), ...stable].flatMap((path) => [
      path,
      `  Cache-Control: ${REVALIDATE_CACHE}`,
    ]),
  ]
  return `${lines.join('\n')}\n`
}

/**
 * dist/staticwebapp.config.json, for Azure Static Web Apps. A route's headers override the
 * global ones, and a missing URL is answered with the site's 404 page, status 404 kept.
 * @param {Record<string, string>} headers
 * @param {string} [base] the path the site is served from
 * @param {{ stable?: readonly string[], redirects?: readonly Redirect[] }} [files] `stable`:
 *   files at addresses that keep their name when their content changes (the CV's), each a route
 *   that revalidates it, as the pages; `redirects`: pages' old addresses, each a 301 route
 */
export function azureStaticWebAppConfig(headers, base = '/', { stable = [], redirects = [] } = {}) {
  const config = {
    globalHeaders: { ...headers, 'Cache-Control': REVALIDATE_CACHE },
    routes: [
      // A route is matched before any file, so the old address's page is never served here.
      ...movedAddresses(redirects, base).map(([route, redirect]) => ({
        route,
        redirect,
        statusCode: 301,
      })),
      ...stable.map((route) => ({ route, headers: { 'Cache-Control': REVALIDATE_CACHE } })),
      { route: underBase(base, HASHED_ASSETS), headers: { 'Cache-Control': IMMUTABLE_CACHE } },
    ],
    responseOverrides: { 404: { rewrite: underBase(base, NOT_FOUND_PAGE) } },
    // The image formats of hashed pictures that not every server knows yet.
    mimeTypes: {
      '.webmanifest': 'application/manifest+json',
      '.avif': 'image/avif',
      '.webp': 'image/webp',
    },
  }
  return `${JSON.stringify(config, null, 2)}\n`
}

/**
 * @typedef {{ from: string, to: string }} Redirect a page's old path and its path now, from the
 *   site's base (src/pages/aliases.ts)
 */

/**
 * Each old address with and without its trailing slash, and where it leads (under the base):
 * a link kept either way is answered in one step.
 * @param {readonly Redirect[]} redirects @param {string} base
 * @returns {[string, string][]}
 */
const movedAddresses = (redirects, base) =>
  redirects.flatMap(({ from, to }) => [
    [`${base}${from}`, `${base}${to}`],
    [`${base}${from.replace(/\/$/, '')}`, `${base}${to}`],
  ])

/**
 * dist/_redirects, for Netlify and Cloudflare Pages: a 301 from each old address of a page to its
 * address now. Cloudflare applies a rule before any file; Netlify serves a file that exists at
 * the address instead (its `301!` would force the rule, but Cloudflare refuses that line), so
 * there the page at the old address leads on (docs/hosts.md).
 * @param {readonly Redirect[]} redirects @param {string} [base]
 */
export function redirectsFile(redirects, base = '/') {
  return movedAddresses(redirects, base)
    .map(([from, to]) => `${from} ${to} 301\n`)
    .join('')
}

/**
 * Reads dist/_headers back: the headers for a request path, later rules overriding earlier ones.
 * @param {string} file
 * @param {string} path
 * @returns {Record<string, string>}
 */
export function headersForPath(file, path) {
  /** @type {Record<string, string>} */
  const result = {}
  let applies = false
  for (const line of file.split('\n')) {
    if (!line.trim()) continue
    if (!line.startsWith(' ')) {
      const pattern = line.trim()
      applies = pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern
      continue
    }
    if (!applies) continue
    const separator = line.indexOf(':')
    result[line.slice(0, separator).trim()] = line.slice(separator + 1).trim()
  }
  return result
}
