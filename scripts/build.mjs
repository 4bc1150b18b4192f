// @ts-check
/**
 * `npm run build` (after the type check): builds the site into dist/, on any system Node runs.
 * 1. The server bundle (build/ssr/entry-server.js): renders the pages, knows the content.
 * 2. The address the site is published at (SITE_URL, else `siteUrl` in site.ts) decides its
 *    base path: '/' at the root of a domain, '/<repo>/' for a GitHub Pages project site.
 * 3. The browser's files under that base: the boot script and one entry per island.
 * 4. The prerender (prerender.mjs): the pages' HTML, the pictures and CV, the hosts' files.
 *   node scripts/build.mjs [--strict] [--site-url https://you.github.io/portfolio] [--out dist]
 *     [--goatcounter https://yourcode.goatcounter.com] [--recaptcha <site key>]
 * --strict refuses to ship sample content; --site-url is SITE_URL's equivalent; --out builds
 * elsewhere than dist/ (the tests build a sub-path copy beside the main build); --goatcounter
 * counts visits there, as `analytics` in site.ts would, and --recaptcha shows reCAPTCHA's
 * checkbox, as `emailjs.recaptchaSiteKey` would (the tests build a copy with both on).
 */
import { join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { build } from 'vite'
import { prerender } from './prerender.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const { values: options } = parseArgs({
  options: {
    strict: { type: 'boolean', default: false },
    'site-url': { type: 'string' },
    out: { type: 'string', default: 'dist' },
    goatcounter: { type: 'string' },
    recaptcha: { type: 'string' },
  },
})

await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: 'build/ssr', emptyOutDir: true },
})
/** @type {typeof import('../src/entry-server.tsx')} */
const page = await import(
  `${pathToFileURL(join(root, 'build/ssr/entry-server.js')).href}?t=${Date.now()}`
)
const siteUrl = options['site-url'] ?? process.env.SITE_URL
// Every language is published at the same address, counted by the same counter and sends with
// the same checkbox: SITE_URL, --goatcounter and --recaptcha apply to each one's content.
const languages = page.siteLanguages().map((language) => ({
  ...language,
  content: page.withRecaptcha(
    page.withCounter(
      page.withSiteUrl(language.content, siteUrl, language.file),
      options.goatcounter,
    ),
    options.recaptcha,
  ),
}))
const content = languages[0]?.content ?? page.site
// Checked here so that a mistake names the option, not the content file.
if (options.goatcounter !== undefined) page.counterEndpoint(content, '--goatcounter')
const base = page.siteBase(content)
const dist = resolve(root, options.out)

await build({
  root,
  base,
  logLevel: 'warn',
  build: { manifest: true, outDir: dist, emptyOutDir: true },
})

process.exitCode = await prerender({ root, dist, page, languages, base, strict: options.strict })
