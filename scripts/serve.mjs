// @ts-check
/**
 * Serves dist/ on loopback the way a static host or CDN would: gzip, the headers the build
 * wrote to dist/_headers (security headers and caching), and for anything else status 404 with
 * the site's own page (dist/404.html). Under a base path (`--base /portfolio/`), as GitHub Pages
 * serves a project site: the site at that path, and for a missing address at any depth the
 * site's 404 page.
 * Used by `npm run preview`, the browser tests and the benchmark.
 *   node scripts/serve.mjs [--port 4173] [--root dist] [--base /]
 * The port is a preference: when another program holds it, a free port is used and named.
 */
import { createReadStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import { createServer as createTlsServer } from 'node:https'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { createGzip } from 'node:zlib'
import { startPreferring } from './ports.mjs'
import { headersForPath, NOT_FOUND_PAGE } from './security-headers.mjs'

/** Every kind of file the build can emit, images of the picture pipeline included. */
export const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xml': 'application/xml; charset=utf-8',
}
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.css',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
])

/**
 * @typedef {object} TestOptions Only for test servers (never in `dist/`):
 * @property {{ key: string, cert: string }} [tls] serve https with this key and certificate.
 * @property {(html: string) => string} [rewriteHtml] changes every HTML page before it is sent,
 *   the 404 page included.
 * @property {Record<string, { type: string, body: string }>} [extraFiles] files served at
 *   these paths, with the headers of their path, as if they were in root.
 * @property {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => boolean} [intercept]
 *   answers a request itself, before anything else, when it returns true.
 */

/**
 * @param {{ root: string, port?: number, host?: string, headersFile?: string | null, base?: string } & TestOptions} options
 *   headersFile: the _headers text to serve; by default root/_headers. base: the path the site
 *   is served from ('/' by default).
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export async function startStaticServer({
  root,
  port = 0,
  host = '127.0.0.1',
  headersFile,
  base: sitePath = '/',
  tls,
  rewriteHtml,
  extraFiles = {},
  intercept,
}) {
  const base = resolve(root)
  const rules = headersFile ?? (await readFile(join(base, '_headers'), 'utf8').catch(() => ''))

  /** @type {import('node:http').RequestListener} */
  const listener = async (request, response) => {
    if (intercept?.(request, response)) return
    const url = new URL(request.url ?? '/', 'http://localhost')
    let pathname
    try {
      pathname = decodeURIComponent(url.pathname)
    } catch {
      response.writeHead(400).end('Bad Request')
      return
    }
    if (`${pathname}/` === sitePath) {
      // As GitHub Pages does: the base without its slash redirects to it.
      response.writeHead(301, { Location: sitePath }).end()
      return
    }
    const inSite = pathname.startsWith(sitePath)
    const sitePathname = inSite ? `/${pathname.slice(sitePath.length)}` : ''
    const extra = Object.hasOwn(extraFiles, pathname) ? extraFiles[pathname] : undefined
    if (extra) {
      response.writeHead(200, { ...headersForPath(rules, pathname), 'Content-Type': extra.type })
      response.end(request.method === 'HEAD' ? undefined : extra.body)
      return
    }
    const relative = normalize(
      sitePathname.endsWith('/') ? `${sitePathname}index.html` : sitePathname,
    )
    const file = join(base, relative)
    const info = inSite && file.startsWith(base + sep) ? await stat(file).catch(() => null) : null
    if (!info?.isFile()) {
      // As the hosts do: the site's own 404 page, with the headers of that page.
      const page = await readFile(join(base, NOT_FOUND_PAGE), 'utf8').catch(() => null)
      const notFound = page !== null && rewriteHtml ? rewriteHtml(page) : page
      response.writeHead(404, {
        ...headersForPath(rules, `${sitePath}${NOT_FOUND_PAGE.slice(1)}`),
        'Content-Type': notFound !== null ? CONTENT_TYPES['.html'] : CONTENT_TYPES['.txt'],
      })
      response.end(request.method === 'HEAD' ? undefined : (notFound ?? 'Not Found'))
      return
    }
    const extension = extname(file)
    if (rewriteHtml && extension === '.html') {
      const html = rewriteHtml(await readFile(file, 'utf8'))
      response.writeHead(200, {
        ...headersForPath(rules, pathname),
        'Content-Type': CONTENT_TYPES['.html'],
      })
      response.end(request.method === 'HEAD' ? undefined : html)
      return
    }
    const gzip =
      COMPRESSIBLE.has(extension) && /\bgzip\b/.test(String(request.headers['accept-encoding']))
    response.writeHead(200, {
      ...headersForPath(rules, pathname),
      'Content-Type':
        CONTENT_TYPES[/** @type {keyof typeof CONTENT_TYPES} */ (extension)] ??
        'application/octet-stream',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : { 'Content-Length': info.size }),
      Vary: 'Accept-Encoding',
    })
    if (request.method === 'HEAD') {
      response.end()
      return
    }
    const body = createReadStream(file)
    if (gzip) body.pipe(createGzip()).pipe(response)
    else body.pipe(response)
  }
  const server = tls ? createTlsServer(tls, listener) : createServer(listener)

  await new Promise((done, fail) => {
    server.once('error', fail)
    server.listen(port, host, () => done(undefined))
  })
  const address = server.address()
  const actualPort = typeof address === 'object' && address ? address.port : port
  return {
    origin: `${tls ? 'https' : 'http'}://${host}:${actualPort}`,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections()
        server.close(() => done())
      }),
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '4173' },
      root: { type: 'string', default: 'dist' },
      base: { type: 'string', default: '/' },
    },
  })
  const preferredPort = Number(values.port)
  const server = await startPreferring(
    (port) => startStaticServer({ root: values.root, port, base: values.base }),
    preferredPort,
  )
  if (server.preferredPortTaken) console.log(`Port ${preferredPort} is taken; using a free port.`)
  console.log(`Serving ${values.root}/ at ${server.origin}${values.base}`)
}
