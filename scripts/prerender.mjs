// @ts-check
/**
 * Last step of `npm run build`: turns Vite's client build into a finished static site.
 * - renders the React tree into dist/index.html, so the page reads without JavaScript;
 * - renders the site's own 404 page into dist/404.html (no script), for every missing URL;
 * - inlines the stylesheet, so the first paint needs no second request;
 * - starts the app from a tiny inline loader after first paint, so hydration never delays it;
 * - writes the security headers (with the hashes of those two inline elements),
 *   robots.txt, sitemap.xml and the web app manifest;
 * - lists every content value still marked sample(...): a warning, or with --strict (a release
 *   build) an error that fails the build.
 *   node scripts/prerender.mjs [--strict]
 */
import { createHash } from 'node:crypto'
import { readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import {
  azureStaticWebAppConfig,
  contentSecurityPolicy,
  NOT_FOUND_PAGE,
  netlifyHeadersFile,
  securityHeaders,
} from './security-headers.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const dist = join(root, 'dist')
/** @type {import('../src/entry-server.tsx')} */
const page = await import(pathToFileURL(join(root, 'build/ssr/entry-server.js')).href)

const sha256 = (/** @type {string} */ text) =>
  `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`

const template = await readFile(join(dist, 'index.html'), 'utf8')

const stylesheet = template.match(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/)
if (!stylesheet?.[1]) throw new Error('dist/index.html links no stylesheet')
const stylesheetLink = stylesheet[0]
const css = (await readFile(join(dist, stylesheet[1]), 'utf8')).trim()
await rm(join(dist, stylesheet[1]))

const entryScript = template.match(
  /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"[^>]*><\/script>/,
)
if (!entryScript?.[1]) throw new Error('dist/index.html loads no entry script')
// Runs after the load event and the next frame: the prerendered page is already painted,
// and the app's request cannot compete with anything the first paint needs.
const loader = `addEventListener("load",()=>requestAnimationFrame(()=>setTimeout(()=>{const s=document.createElement("script");s.type="module";s.src=${JSON.stringify(entryScript[1])};document.body.append(s)})))`

const policyInputs = {
  scriptHashes: [sha256(loader)],
  styleHashes: [sha256(css)],
  connectOrigins: [page.emailConfig.origin],
}
const headers = securityHeaders(policyInputs)

/**
 * The finishing every page gets: the stylesheet inlined (the CSP allows it by hash), and on
 * hosts that cannot set headers (GitHub Pages, CSP_META=true) the policy as a <meta> element.
 * @param {string} html
 * @param {{ cspMeta: boolean }} options
 */
function finishPage(html, { cspMeta }) {
  let finished = html.replace(stylesheetLink, () => `<style>${css}</style>`)
  if (cspMeta) {
    const policy = contentSecurityPolicy(policyInputs, { forMetaElement: true })
    finished = finished.replace(
      '<meta charset="UTF-8" />',
      () =>
        `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
    )
  }
  return finished
}

const cspMeta = process.env.CSP_META === 'true'

// The home page starts the app from the inline loader.
const html = finishPage(page.renderPage(template), { cspMeta })
  .replace(entryScript[0], '')
  .replace('</body>', () => `  <script>${loader}</script>\n  </body>`)

// The 404 page, served by the hosts for every missing URL: static HTML, no script at all. It
// always carries the policy as a <meta> element too: a host may serve its error pages without
// the configured headers (GitHub Pages always; the Azure Static Web Apps CLI does).
const notFoundHtml = finishPage(page.renderNotFoundPage(template), { cspMeta: true }).replace(
  entryScript[0],
  '',
)

await Promise.all([
  writeFile(join(dist, 'index.html'), html),
  writeFile(join(dist, NOT_FOUND_PAGE.slice(1)), notFoundHtml),
  writeFile(join(dist, '_headers'), netlifyHeadersFile(headers)),
  writeFile(join(dist, 'staticwebapp.config.json'), azureStaticWebAppConfig(headers)),
  writeFile(join(dist, 'robots.txt'), page.robotsTxt(page.site)),
  writeFile(join(dist, 'sitemap.xml'), page.sitemapXml(page.site)),
  writeFile(join(dist, 'manifest.webmanifest'), page.webManifest(page.site)),
])

const { values: options } = parseArgs({ options: { strict: { type: 'boolean', default: false } } })
// An identifier set at build time (VITE_EMAILJS_*) replaces the content file's sample.
const overridden = Object.entries(page.site.emailjs)
  .filter(
    ([name, value]) =>
      page.emailConfig[/** @type {keyof typeof page.emailConfig} */ (name)] !== value,
  )
  .map(([name]) => `site.emailjs.${name}`)
const samples = page.findSamples(page.site).filter(({ path }) => !overridden.includes(path))
if (samples.length === 0) {
  console.log('Content check: no sample values left in src/content/site.ts.')
} else {
  const report = `${samples.length} value${samples.length === 1 ? ' is' : 's are'} still marked sample(...) in src/content/site.ts:\n${page.describeSamples(samples)}\nReplace each one and drop the sample(...) around it (see README, "Make it yours").`
  if (options.strict) {
    console.error(`\n✗ Release build refused: ${report}\n`)
    process.exitCode = 1
  } else {
    console.warn(
      `\n⚠  ${report}\n   A release build (npm run build:release) refuses to ship them.\n`,
    )
  }
}
console.log(`Prerendered dist/index.html (${Buffer.byteLength(html)} bytes)`)
console.log(`Prerendered dist/404.html (${Buffer.byteLength(notFoundHtml)} bytes)`)
