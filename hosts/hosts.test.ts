/**
 * The build as the hosts serve it, proven on their own local emulators: Cloudflare Pages
 * (`wrangler pages dev`) and Azure Static Web Apps (the SWA CLI). Netlify's rules are checked as
 * files in scripts/security-headers.test.ts. Run with `npm run test:hosts` after `npm run build`.
 *
 * Each emulator serves a copy of dist/ with a few extra hashed images under /assets/, as the
 * image pipeline emits them, so the caching rules are proven for every file type there; then the
 * same for the build made for a path (build/subpath, by `npm test`), placed under that path.
 */
import { createHash } from 'node:crypto'
import { copyFile, cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { type Browser, chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHROMIUM_ARGS, checksBrowserPath } from '../scripts/chromium.mjs'
import { headersForPath, IMMUTABLE_CACHE, NOT_FOUND_PAGE } from '../scripts/security-headers.mjs'
import { THEME_SCRIPT } from '../src/document/themeScript.ts'
import type { SearchIndex } from '../src/search/documents.ts'
import { type Emulator, type HostName, startEmulator } from './emulators.ts'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

type ServerEntry = typeof import('../src/entry-server.tsx')
const ssr: ServerEntry = await import(pathToFileURL(join(ROOT, 'build/ssr/entry-server.js')).href)
const { site } = ssr

/** The builds to serve: for the root of a domain, and for a path (a GitHub Pages project site). */
const BUILDS = await Promise.all(
  ['dist', 'build/subpath'].map(async (dir) => {
    const html = await readFile(join(ROOT, dir, 'index.html'), 'utf8').catch(() => {
      throw new Error(`${dir}/index.html is missing: run \`npm test\` (it builds both) first`)
    })
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? ''
    return { dir: join(ROOT, dir), base: new URL(canonical).pathname }
  }),
)

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
  pdf: /^application\/pdf/,
  json: /^application\/json/,
  docx: /^application\/vnd\.openxmlformats-officedocument\.wordprocessingml\.document/,
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

/**
 * The SWA CLI (2.0.10) strips one "/" from a responseOverrides rewrite each time it applies it:
 * it changes its own copy of the config (`rule.rewrite = rule.rewrite.replace("/", "")` in
 * routes-engine/rules/response-overrides.js). "/404.html" survives that, but "/portfolio/404.html"
 * becomes "portfolio404.html" after its first use, and the CLI then shows its own 404 page. Azure
 * itself reads the config afresh. So the browser check of a build for a path starts a fresh
 * emulator, whose first 404 is the one that counts.
 */
const SERVES_ONE_NESTED_OVERRIDE: Record<HostName, boolean> = { cloudflare: false, azure: true }

let workDir = ''
let browser: Browser | undefined
const observed: Record<string, Record<string, { status: number; headers: object }>> = {}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'portfolio-hosts-'))
  browser = await chromium.launch({ executablePath: checksBrowserPath(), args: CHROMIUM_ARGS })
})

/**
 * A folder to serve: the build placed at its base path, with the hosts' rule files at the top
 * (where each host reads them), and the extra hashed images under its /assets/.
 */
async function siteFolder({ dir, base }: (typeof BUILDS)[number]) {
  const siteDir = await mkdtemp(join(workDir, 'site-'))
  const placed = join(siteDir, base)
  await cp(dir, placed, { recursive: true })
  for (const file of ['_headers', 'staticwebapp.config.json'])
    if (base !== '/') await cp(join(placed, file), join(siteDir, file))
  // A real picture (the 1200×630 sharing image) under each name: hosts type a file by its name.
  for (const name of EXTRA_IMAGES)
    await copyFile(join(dir, 'og-image.png'), join(placed, 'assets', name))
  const assetFiles = (await readdir(join(placed, 'assets'), { withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
  return { siteDir, assetFiles }
}

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

/**
 * What a page's own <meta> policy must be: the headers' (one for every page, which allows every
 * kind's stylesheet), less frame-ancestors (ignored in <meta>), allowing the page's own
 * stylesheet alone.
 */
function ownPolicy(headersPolicy: string, html: string) {
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    ([, css]) =>
      `'sha256-${createHash('sha256')
        .update(css ?? '')
        .digest('base64')}'`,
  )
  const expected = directives(headersPolicy)
  expected.delete("frame-ancestors 'none'")
  for (const directive of expected)
    if (directive.startsWith('style-src ')) expected.delete(directive)
  expected.add(["style-src 'self'", ...styles].join(' '))
  return expected
}

for (const build of BUILDS)
  for (const host of ['cloudflare', 'azure'] as const) {
    const { base } = build
    describe(`${host} emulator, the build for ${base}`, () => {
      let emulator: Emulator
      let assetFiles: string[] = []
      let siteDir = ''
      // What the build declares: the security headers of every page (its "/*" rule of _headers).
      let SECURITY_HEADERS: Record<string, string> = {}
      let POLICY = ''
      const get = async (path: string) => {
        const response = await fetch(`${emulator.origin}${path}`, { redirect: 'manual' })
        const body = await response.text()
        const key = `${host} ${base}`
        observed[key] ??= {}
        observed[key][path] = {
          status: response.status,
          headers: Object.fromEntries(response.headers),
        }
        return { response, body, headers: response.headers }
      }

      beforeAll(async () => {
        const rules = await readFile(join(build.dir, '_headers'), 'utf8')
        SECURITY_HEADERS = headersForPath(rules, `${base}no-such-page`)
        POLICY = SECURITY_HEADERS['Content-Security-Policy'] ?? ''
        const folder = await siteFolder(build)
        assetFiles = folder.assetFiles
        siteDir = folder.siteDir
        emulator = await startEmulator(host, siteDir, workDir)
      })
      afterAll(async () => {
        await emulator?.stop()
      })

      it('serves the home page with 200, every security header and revalidation', async () => {
        const { response, body, headers } = await get(base)
        expect(response.status, emulator.output()).toBe(200)
        expect(headers.get('content-type')).toMatch(/^text\/html/)
        expect(body).toContain(`<h1 id="${site.sectionIds.home}-title"`)
        for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
          expect(headers.get(name), name).toBe(value)
        }
        expect(headers.get('cache-control')).toMatch(REVALIDATED)
      })

      it("answers a missing page, at any depth, with 404 and the site's own page, under the site's CSP", async () => {
        const { response, body, headers } = await get(`${base}no-such-page`)
        expect((await get(`${base}a/b/c`)).response.status).toBe(404)
        expect(response.status).toBe(404)
        expect(headers.get('content-type')).toMatch(/^text\/html/)
        expect(body).toContain(`<title>${site.notFound.title.replace(/&/g, '&amp;')}</title>`)
        expect(body).toContain(site.notFound.heading)
        expect(body).toContain('<meta name="robots" content="noindex">')
        expect(body).toContain(`<a class="button button-primary" href="${base}">`)
        expect(headers.get('cache-control')).toMatch(REVALIDATED)
        expect(directives(metaPolicy(body) ?? '')).toEqual(ownPolicy(POLICY, body))
        for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
          // The day the SWA CLI sends them on error pages, this fails: switch azure to 'http'.
          expect(headers.get(name), name).toBe(ERROR_PAGE_HEADERS[host] === 'http' ? value : null)
        }
      })

      it('answers a missing asset with 404, never with HTML and 200, and never caches it for a year', async () => {
        for (const path of [`${base}assets/missing.js`, `${base}assets/missing-Ab12Cd34.avif`]) {
          const { response, headers } = await get(path)
          expect(response.status, path).toBe(404)
          expect(headers.get('cache-control') ?? '', path).not.toContain('immutable')
        }
      })

      it('caches every file under /assets/ for a year as immutable, images included', async () => {
        expect(assetFiles.filter((file) => /\.js$/.test(file))).not.toEqual([])
        for (const file of assetFiles) {
          const { response, headers } = await get(`${base}assets/${file}`)
          expect(response.status, file).toBe(200)
          expect(headers.get('cache-control'), file).toBe(IMMUTABLE_CACHE)
          const type = ASSET_TYPES[file.split('.').pop() ?? '']
          if (!type) throw new Error(`No content type known for /assets/${file}: add it here`)
          expect(headers.get('content-type'), file).toMatch(type)
          expect(headers.get('content-security-policy'), file).toBe(POLICY)
        }
      })

      it(`serves ${NOT_FOUND_PAGE} itself as revalidated HTML`, async () => {
        const page = `${base}${NOT_FOUND_PAGE.slice(1)}`
        const { response, headers } = await get(page)
        // Cloudflare drops ".html" from addresses with a permanent redirect.
        if (response.status === 308) {
          expect(headers.get('location')).toBe(page.replace(/\.html$/, ''))
        } else {
          expect(response.status).toBe(200)
        }
        expect(headers.get('cache-control')).toMatch(REVALIDATED)
      })

      it("in Chromium, a missing page three levels down shows the site's own page, its search finding the page the address names despite a typo, and a way home, with no console error and no CSP violation", async () => {
        if (SERVES_ONE_NESTED_OVERRIDE[host] && base !== '/') {
          await emulator.stop()
          emulator = await startEmulator(host, siteDir, workDir)
        }
        // An article's address, a letter of its name left out, one level deeper.
        const index: SearchIndex = JSON.parse(
          await readFile(join(build.dir, 'search/index.json'), 'utf8'),
        )
        const article = index.documents.find((each) => each.kind === 'article' && !each.lang)
        const name = article?.href.split('/').filter(Boolean).pop() ?? ''
        const typo = `${name.slice(0, name.length - 3)}${name.slice(name.length - 2)}`
        const missing = `${emulator.origin}${base}insights/old/${typo}`
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
            message.location().url === missing &&
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
          const response = await page.goto(missing)
          expect(response?.status()).toBe(404)
          await expect
            .poll(() => page.getByRole('heading', { level: 1 }).textContent())
            .toBe(site.notFound.heading)
          expect(await page.title()).toBe(site.notFound.title)
          expect(await page.getByText(site.owner.name, { exact: true }).first().isVisible()).toBe(
            true,
          )
          // Its scripts, beside the colour theme's in the head of every page: the search's (the
          // loader, with the search's files named, and the boot script it adds).
          expect(
            await page.locator('script').evaluateAll(
              (scripts, theme) =>
                scripts
                  .filter((script) => script.textContent !== theme)
                  .map((script) =>
                    script.hasAttribute('src') ? 'src' : (script as HTMLScriptElement).type,
                  )
                  .sort(),
              THEME_SCRIPT,
            ),
          ).toEqual(['application/json', 'module', 'src'])
          // The address's words, offered as the query; at the field's first touch, the search and
          // its index load from the site's base, and find the article.
          const field = page.locator('#not-found-search')
          await expect.poll(() => field.isEnabled()).toBe(true)
          expect(await field.inputValue()).toBe(typo.replaceAll('-', ' '))
          await field.focus()
          await expect
            .poll(() => page.locator('#not-found-search-results a').first().getAttribute('href'))
            .toBe(article?.href)
          // Escape closes the results, which cover the way home below the field.
          await field.press('Escape')
          // The inlined stylesheet applied (the CSP allowed it by its hash): the link is a button.
          const border = await page
            .locator('.button-primary')
            .evaluate((element) => getComputedStyle(element).borderTopStyle)
          expect(border).toBe('solid')
          const navHrefs = await page
            .locator('.nav-link')
            .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
          const insights = ssr.insightsByLanguage(ssr.siteLanguages(), base)[0]?.entries ?? []
          expect(navHrefs).toEqual(
            ssr
              .menuLinks(site, ssr.headerPages(site, { insights }))
              .map((link) => `${base}${link.href}`),
          )

          const violations = () =>
            page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)
          expect(await violations()).toEqual([])
          expect(errors).toEqual([])
          expect(documentStatus).toHaveLength(1)

          const home = page.getByRole('link', { name: site.notFound.homeLinkLabel })
          expect(await home.isVisible()).toBe(true)
          await Promise.all([page.waitForURL(`${emulator.origin}${base}`), home.click()])
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
