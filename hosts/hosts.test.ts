/**
 * The build as the hosts serve it, proven on their own local emulators: Cloudflare Pages
 * (`wrangler pages dev`) and Azure Static Web Apps (the SWA CLI). Netlify's rules are checked as
 * files in scripts/security-headers.test.ts. Run with `npm run test:hosts` after `npm run build`.
 *
 * Each emulator serves a copy of dist/ with a few extra hashed images under /assets/, as the
 * image pipeline emits them, so the caching rules are proven for every file type there.
 */
import { copyFile, cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { type Browser, chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs'
import { headersForPath, IMMUTABLE_CACHE, NOT_FOUND_PAGE } from '../scripts/security-headers.mjs'
import { type Emulator, type HostName, startEmulator } from './emulators.ts'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const DIST = join(ROOT, 'dist')

type ServerEntry = typeof import('../src/entry-server.tsx')
const { site }: ServerEntry = await import(
  pathToFileURL(join(ROOT, 'build/ssr/entry-server.js')).href
)

// What the build declares: the security headers of every page (the "/*" rule of _headers).
const headersFile = await readFile(join(DIST, '_headers'), 'utf8')
const SECURITY_HEADERS = headersForPath(headersFile, '/no-such-page')
const POLICY = SECURITY_HEADERS['Content-Security-Policy'] ?? ''

/** Hashed images as the image pipeline names them, served next to the build's own assets. */
const EXTRA_IMAGES = [
  'project-screenshot-480w-Dk3f9QaZ.avif',
  'project-screenshot-1080w-Dk3f9QaZ.webp',
  'project-screenshot-1600w-Dk3f9QaZ.png',
  'project-photo-1080w-Hq7Lm2Xc.jpg',
]
/** The content type of each kind of file under /assets/. */
const ASSET_TYPES: Record<string, RegExp> = {
  js: /^(text|application)\/javascript/,
  css: /^text\/css/,
  avif: /^image\/avif/,
  webp: /^image\/webp/,
  png: /^image\/png/,
  jpg: /^image\/jpeg/,
  svg: /^image\/svg\+xml/,
}

/** HTML must be revalidated on every visit: no-cache, no-store, or max-age=0. */
const REVALIDATED = /\bno-cache\b|\bno-store\b|\bmax-age=0\b/

/**
 * Where a host puts the security headers on the 404 page it serves for a missing URL.
 * - Cloudflare Pages applies the _headers rules of the requested path to it.
 * - The SWA CLI serves a responseOverrides page without globalHeaders (its request middleware
 *   hands error pages straight to serve-static); the page's own CSP <meta> still applies there.
 */
const ERROR_PAGE_HEADERS: Record<HostName, 'http' | 'meta-csp-only'> = {
  cloudflare: 'http',
  azure: 'meta-csp-only',
}

let workDir = ''
let siteDir = ''
let assetFiles: string[] = []
let browser: Browser | undefined
const observed: Record<string, Record<string, { status: number; headers: object }>> = {}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'portfolio-hosts-'))
  siteDir = join(workDir, 'site')
  await cp(DIST, siteDir, { recursive: true })
  await mkdir(join(siteDir, 'assets'), { recursive: true })
  // A real picture (the 1200×630 sharing image) under each name: hosts type a file by its name.
  for (const name of EXTRA_IMAGES) {
    await copyFile(join(DIST, 'og-image.png'), join(siteDir, 'assets', name))
  }
  assetFiles = (await readdir(join(siteDir, 'assets'), { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(join(siteDir, 'assets').length + 1))
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
})

afterAll(async () => {
  await browser?.close()
  if (workDir) await rm(workDir, { recursive: true, force: true })
  await mkdir(join(ROOT, 'artifacts'), { recursive: true })
  await writeFile(
    join(ROOT, 'artifacts/hosts-observed.json'),
    `${JSON.stringify(observed, null, 2)}\n`,
  )
})

/** The directives of a policy, order aside. */
const directives = (policy: string) =>
  new Set(
    policy
      .split(';')
      .map((directive) => directive.trim())
      .filter(Boolean),
  )

/** The policy of the <meta http-equiv="Content-Security-Policy"> element of a page, if any. */
const metaPolicy = (html: string) =>
  html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/)?.[1]

for (const host of ['cloudflare', 'azure'] as const) {
  describe(`${host} emulator`, () => {
    let emulator: Emulator
    const get = async (path: string) => {
      const response = await fetch(`${emulator.origin}${path}`, { redirect: 'manual' })
      const body = await response.text()
      observed[host] ??= {}
      observed[host][path] = {
        status: response.status,
        headers: Object.fromEntries(response.headers),
      }
      return { response, body, headers: response.headers }
    }

    beforeAll(async () => {
      emulator = await startEmulator(host, siteDir, workDir)
    })
    afterAll(async () => {
      await emulator?.stop()
    })

    it('serves the home page with 200, every security header and revalidation', async () => {
      const { response, body, headers } = await get('/')
      expect(response.status, emulator.output()).toBe(200)
      expect(headers.get('content-type')).toMatch(/^text\/html/)
      expect(body).toContain(`<h1 id="${site.sectionIds.home}-title"`)
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        expect(headers.get(name), name).toBe(value)
      }
      expect(headers.get('cache-control')).toMatch(REVALIDATED)
    })

    it("answers a missing page with 404 and the site's own page, under the site's CSP", async () => {
      const { response, body, headers } = await get('/no-such-page')
      expect(response.status).toBe(404)
      expect(headers.get('content-type')).toMatch(/^text\/html/)
      expect(body).toContain(`<title>${site.notFound.title.replace(/&/g, '&amp;')}</title>`)
      expect(body).toContain(site.notFound.heading)
      expect(body).toContain('<meta name="robots" content="noindex">')
      expect(body).toMatch(/<a class="button button-primary" href="\/">/)
      expect(headers.get('cache-control')).toMatch(REVALIDATED)
      // The page's own <meta> policy is the header's, less frame-ancestors (ignored in <meta>).
      const expected = directives(POLICY)
      expected.delete("frame-ancestors 'none'")
      expect(directives(metaPolicy(body) ?? '')).toEqual(expected)
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        // The day the SWA CLI sends them on error pages, this fails: switch azure to 'http'.
        expect(headers.get(name), name).toBe(ERROR_PAGE_HEADERS[host] === 'http' ? value : null)
      }
    })

    it('answers a missing asset with 404, never with HTML and 200, and never caches it for a year', async () => {
      for (const path of ['/assets/missing.js', '/assets/missing-Ab12Cd34.avif']) {
        const { response, headers } = await get(path)
        expect(response.status, path).toBe(404)
        expect(headers.get('cache-control') ?? '', path).not.toContain('immutable')
      }
    })

    it('caches every file under /assets/ for a year as immutable, images included', async () => {
      expect(assetFiles.filter((file) => /\.js$/.test(file))).not.toEqual([])
      for (const file of assetFiles) {
        const { response, headers } = await get(`/assets/${file}`)
        expect(response.status, file).toBe(200)
        expect(headers.get('cache-control'), file).toBe(IMMUTABLE_CACHE)
        const type = ASSET_TYPES[file.split('.').pop() ?? '']
        if (!type) throw new Error(`No content type known for /assets/${file}: add it here`)
        expect(headers.get('content-type'), file).toMatch(type)
        expect(headers.get('content-security-policy'), file).toBe(POLICY)
      }
    })

    it(`serves ${NOT_FOUND_PAGE} itself as revalidated HTML`, async () => {
      const { response, headers } = await get(NOT_FOUND_PAGE)
      // Cloudflare drops ".html" from addresses with a permanent redirect.
      if (response.status === 308) {
        expect(headers.get('location')).toBe(NOT_FOUND_PAGE.replace(/\.html$/, ''))
      } else {
        expect(response.status).toBe(200)
      }
      expect(headers.get('cache-control')).toMatch(REVALIDATED)
    })

    it("in Chromium, /no-such-page shows the site's own page and a way home, with no console error and no CSP violation", async () => {
      if (!browser) throw new Error('Chromium did not start')
      const context = await browser.newContext()
      context.setDefaultTimeout(10_000)
      const page = await context.newPage()
      const errors: string[] = []
      const documentStatus: string[] = []
      page.on('console', (message) => {
        if (message.type() !== 'error') return
        // Chromium reports the document's own 404 status as a console error: that status is
        // the point of this page. Any other error (a missing icon, a blocked style) counts.
        const isDocumentStatus =
          message.location().url === `${emulator.origin}/no-such-page` &&
          message.text().endsWith('status of 404 (Not Found)')
        ;(isDocumentStatus ? documentStatus : errors).push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await page.addInitScript(() => {
        const violations: string[] = []
        Object.assign(window, { cspViolations: violations })
        document.addEventListener('securitypolicyviolation', (event) =>
          violations.push(`${event.violatedDirective} ${event.blockedURI}`),
        )
      })
      try {
        const response = await page.goto(`${emulator.origin}/no-such-page`)
        expect(response?.status()).toBe(404)
        await expect
          .poll(() => page.getByRole('heading', { level: 1 }).textContent())
          .toBe(site.notFound.heading)
        expect(await page.title()).toBe(site.notFound.title)
        expect(await page.getByText(site.owner.name, { exact: true }).first().isVisible()).toBe(
          true,
        )
        expect(await page.locator('script').count()).toBe(0)
        // The inlined stylesheet applied (the CSP allowed it by its hash): the link is a button.
        const border = await page
          .locator('.button-primary')
          .evaluate((element) => getComputedStyle(element).borderTopStyle)
        expect(border).toBe('solid')
        const navHrefs = await page
          .locator('.nav-link')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
        expect(navHrefs).toEqual(site.navbar.links.map((link) => `/${link.href}`))

        const violations = () =>
          page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)
        expect(await violations()).toEqual([])
        expect(errors).toEqual([])
        expect(documentStatus).toHaveLength(1)

        const home = page.getByRole('link', { name: site.notFound.homeLinkLabel })
        expect(await home.isVisible()).toBe(true)
        await Promise.all([page.waitForURL(`${emulator.origin}/`), home.click()])
        await expect
          .poll(() => page.getByRole('heading', { level: 1 }).textContent())
          .toBe(site.owner.name)
        expect(await violations()).toEqual([])
        expect(errors).toEqual([])
      } finally {
        await context.close()
      }
    })
  })
}
