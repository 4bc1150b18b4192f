/**
 * The cross-engine suite's own server: the production build (dist/) served by the project's
 * static server on a free port, over https with a throwaway self-signed certificate made for
 * this run. https, not http, because the CSP's `upgrade-insecure-requests` makes WebKit upgrade
 * the page's own http://127.0.0.1 requests to https, so over plain http its script never runs;
 * serving https keeps the CSP exactly as it ships. The recorder (recorder.js) is injected first
 * in <head> and served from the same origin, so the CSP allows it.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { SUBPATH_BUILD } from '../e2e/subpathBuild.ts'
import { startStaticServer } from '../scripts/serve.mjs'

export const RECORDER_PATH = '/__engines/recorder.js'
/**
 * `?pattern=<regular expression>`: from now on, script requests whose path matches fail, as a
 * lost connection fails them (the connection is dropped); with no pattern, none fail from now
 * on. Each module script load that failed (Sec-Fetch-Dest: script) is remembered, and later
 * loads of that address fail too, as Firefox ESR 153, Chromium up to about 150 and older Safari
 * keep a failed module load for the life of a page; fetch() of it works. `&reset` forgets them.
 */
export const FAIL_SCRIPTS_PATH = '/__engines/fail-scripts'

/** Requests to fail (FAIL_SCRIPTS_PATH), and the module loads already failed. */
function scriptFailures() {
  let pattern: RegExp | undefined
  const failed = new Set<string>()
  return (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'https://localhost')
    if (url.pathname === FAIL_SCRIPTS_PATH) {
      const source = url.searchParams.get('pattern')
      pattern = source ? new RegExp(source) : undefined
      if (url.searchParams.has('reset')) failed.clear()
      response.writeHead(204).end()
      return true
    }
    const script = request.headers['sec-fetch-dest'] === 'script'
    const address = `${url.pathname}${url.search}`
    if (!pattern?.test(url.pathname) && !(script && failed.has(address))) return false
    if (script) failed.add(address)
    request.socket.destroy()
    return true
  }
}

export interface EngineServer {
  origin: string
  close: () => Promise<void>
}

/** A key and certificate for 127.0.0.1, valid for one day, made with openssl. */
async function throwawayCertificate() {
  const folder = await mkdtemp(join(tmpdir(), 'engines-tls-'))
  try {
    const key = join(folder, 'key.pem')
    const cert = join(folder, 'cert.pem')
    await promisify(execFile)('openssl', [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ])
    return { key: await readFile(key, 'utf8'), cert: await readFile(cert, 'utf8') }
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

/**
 * What the server serves: by default the production build (dist/, or ENGINES_DIST) at the root
 * of its origin with the headers the build wrote; `base` serves a site under a path instead.
 */
interface Served {
  root?: string
  /** The path the site is served from ('/' by default); see scripts/serve.mjs. */
  base?: string
  /** The _headers text to serve; by default root/_headers. */
  headersFile?: string
}

export async function startEngineServer({
  root = process.env.ENGINES_DIST ?? 'dist',
  base,
  headersFile,
}: Served = {}): Promise<EngineServer> {
  const recorder = await readFile(new URL('./recorder.js', import.meta.url), 'utf8')
  return startStaticServer({
    root,
    base,
    headersFile,
    port: 0,
    tls: await throwawayCertificate(),
    rewriteHtml: (html) => {
      if (!html.includes('<head>')) throw new Error('The page has no <head> to inject into')
      return html.replace('<head>', `<head><script src="${RECORDER_PATH}"></script>`)
    },
    extraFiles: {
      [RECORDER_PATH]: { type: 'text/javascript; charset=utf-8', body: recorder },
    },
    intercept: scriptFailures(),
  })
}

/**
 * The build for a GitHub Pages project site (e2e/build-subpath.mjs: build/subpath, in two
 * languages) served as GitHub Pages serves it: under its base path, the path of the address it
 * was built for (its home page's canonical link), with no headers of the site's (GitHub Pages
 * reads no headers file) and the site's 404 page at any depth. Null when that build is missing.
 */
export async function startSubpathServer(): Promise<EngineServer | null> {
  const home = await readFile(join(SUBPATH_BUILD, 'index.html'), 'utf8').catch(() => null)
  if (home === null) return null
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(home)?.[1]
  if (!canonical) throw new Error(`${SUBPATH_BUILD}/index.html has no canonical link`)
  return startEngineServer({
    root: SUBPATH_BUILD,
    base: new URL(canonical).pathname,
    headersFile: '',
  })
}
