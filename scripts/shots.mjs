// @ts-check
/**
 * A picture of every page: every kind of page (home, case study, article index, tag page,
 * article, CV, service, privacy, 404) in each of the site's languages, at a phone's and a
 * laptop's width (390 and 1280 px), in the light and the dark theme, whole, into one folder with
 * an index.html that shows them side by side. An owner checks an edit with it; a reviewer checks
 * a change.
 *   npm run shots                       (builds the site, then writes build/shots/)
 *   node scripts/shots.mjs [--dist dist] [--out build/shots]   (an existing build)
 * Beside them, a search on each language's home page, as typed into its field.
 * It serves the build with the project's static server on a free port, in Chromium (the
 * browser the tests find: scripts/chromium.mjs), with reduced motion so that nothing is caught
 * mid-animation, and every picture loaded before its page is taken.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs'
import { startStaticServer } from './serve.mjs'

/** The widths, in CSS pixels, and the themes every page is taken at. */
export const SHOT_WIDTHS = [390, 1280]
export const SHOT_THEMES = /** @type {const} */ (['light', 'dark'])
/** An address no site publishes: the host answers it with the site's own 404 page. */
const MISSING = 'no-such-page/'

/**
 * The pages to take: the first of each kind in each language, from the build's server bundle
 * (what the build published), and the 404 page.
 * @param {string} root the project folder whose build/ssr/ made the build
 * @returns {Promise<{ name: string, path: string }[]>} a name for each, and its path from the base
 */
export async function pagesToTake(root) {
  /** @type {typeof import('../src/entry-server.tsx')} */
  const entry = await import(pathToFileURL(join(root, 'build/ssr/entry-server.js')).href)
  const languages = entry.siteLanguages()
  const base = entry.siteBase(languages[0]?.content ?? entry.site)
  const seen = new Set()
  /** @type {{ name: string, path: string }[]} */
  const pages = []
  for (const { path, lang, kind } of entry.publishedPages(languages, base)) {
    const name = `${lang} ${kind}`
    if (seen.has(name)) continue
    seen.add(name)
    pages.push({ name, path })
  }
  pages.push({ name: '404', path: MISSING })
  return pages
}

/**
 * A search to take in each language that has one: on its home page, a word of the first
 * article's or case study's text (not of its title), as a visitor would type it.
 * @param {string} root @param {string} dist
 * @returns {Promise<{ name: string, path: string, query: string }[]>}
 */
async function searchesToTake(root, dist) {
  /** @type {typeof import('../src/entry-server.tsx')} */
  const entry = await import(pathToFileURL(join(root, 'build/ssr/entry-server.js')).href)
  const searches = []
  for (const { content, prefix } of entry.siteLanguages()) {
    /** @type {import('../src/search/documents.ts').SearchIndex} */
    const index = JSON.parse(
      await readFile(join(dist, entry.searchIndexPath(prefix)), 'utf8').catch(() => 'null'),
    )
    const found = index?.documents.find(({ kind }) => kind === 'article' || kind === 'caseStudy')
    const title = found?.title.toLowerCase() ?? ''
    const query = found?.text
      .split(/[^\p{L}]+/u)
      .find((word) => word.length >= 7 && !title.includes(word.toLowerCase()))
    if (query) searches.push({ name: `${content.lang} search`, path: prefix, query })
  }
  return searches
}

/**
 * Types `query` into the page's search field (the phone's menu opened first) and waits for
 * its results. @param {import('@playwright/test').Page} page @param {string} query
 */
async function showSearch(page, query) {
  const menu = page.locator('.menu-button')
  if (await menu.isVisible()) await menu.click()
  const field = page.locator('#site-search')
  await field.click()
  await field.pressSequentially(query.slice(0, 6))
  await page.locator('#site-search-results').waitFor({ state: 'visible' })
  await page.locator('.nav-search [role="status"]').filter({ hasText: /./ }).waitFor()
}

/** A file name for a page at a width in a theme. @param {string} name @param {number} width @param {string} theme */
const fileName = (name, width, theme) =>
  `${name.replaceAll(/[^a-z0-9]+/gi, '-')}-${width}-${theme}.png`

/**
 * The index: one row per page, its pictures side by side, each a link to its file.
 * @param {{ name: string, path: string }[]} pages
 * @param {(text: string) => string} escapeHtml the site's own HTML escaping (entry-server.tsx)
 */
function indexHtml(pages, escapeHtml) {
  const cells = (/** @type {string} */ name) =>
    SHOT_WIDTHS.flatMap((width) =>
      SHOT_THEMES.map((theme) => {
        const file = fileName(name, width, theme)
        return `<figure><a href="${file}"><img src="${file}" alt="${escapeHtml(`${name}, ${width} px, ${theme}`)}" loading="lazy"></a><figcaption>${width} px, ${theme}</figcaption></figure>`
      }),
    ).join('')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Every page, at 390 and 1280 px, light and dark</title>
<style>body{font:14px system-ui,sans-serif;margin:1rem}section{margin-bottom:2rem}
.row{display:flex;gap:1rem;align-items:flex-start;overflow-x:auto}figure{margin:0}
img{display:block;width:240px;height:auto;border:1px solid #999}</style></head><body>
<h1>Every page, at 390 and 1280 px, light and dark</h1>
${pages.map(({ name, path }) => `<section><h2>${escapeHtml(name)} <small>/${escapeHtml(path)}</small></h2><div class="row">${cells(name)}</div></section>`).join('\n')}
</body></html>
`
}

/**
 * Takes every page of `dist` into `out`.
 * @param {{ root: string, dist: string, out: string }} options
 * @returns {Promise<string[]>} the files written, index.html last
 */
export async function takeShots({ root, dist, out }) {
  const searches = await searchesToTake(root, dist)
  const pages = await pagesToTake(root)
  const entry = await import(pathToFileURL(join(root, 'build/ssr/entry-server.js')).href)
  const base = entry.siteBase(entry.siteLanguages()[0]?.content ?? entry.site)
  await rm(out, { recursive: true, force: true })
  await mkdir(out, { recursive: true })
  const server = await startStaticServer({ root: dist, base })
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  /** @type {string[]} */
  const written = []
  try {
    for (const theme of SHOT_THEMES) {
      const context = await browser.newContext({ colorScheme: theme, reducedMotion: 'reduce' })
      const page = await context.newPage()
      for (const width of SHOT_WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        for (const { name, path } of pages) {
          await page.goto(`${server.origin}${base}${path}`, { waitUntil: 'load' })
          // Every picture, lazy ones too, loaded and decoded: the page as a visitor scrolls it.
          await page.evaluate(async () => {
            const images = [...document.images]
            for (const image of images) image.loading = 'eager'
            await Promise.all(images.map((image) => image.decode().catch(() => {})))
            await document.fonts.ready
          })
          const file = fileName(name, width, theme)
          await page.screenshot({ path: join(out, file), fullPage: true })
          written.push(file)
        }
        for (const { name, path, query } of searches) {
          await page.goto(`${server.origin}${base}${path}`, { waitUntil: 'load' })
          await showSearch(page, query)
          const file = fileName(name, width, theme)
          await page.screenshot({ path: join(out, file) })
          written.push(file)
        }
      }
      await context.close()
    }
  } finally {
    await browser.close()
    await server.close()
  }
  await writeFile(join(out, 'index.html'), indexHtml([...pages, ...searches], entry.escapeHtml))
  written.push('index.html')
  return written
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      dist: { type: 'string', default: 'dist' },
      out: { type: 'string', default: 'build/shots' },
    },
  })
  const out = resolve(values.out)
  const files = await takeShots({ root: process.cwd(), dist: resolve(values.dist), out })
  console.log(`${files.length - 1} pictures of every page: ${join(out, 'index.html')}`)
}
