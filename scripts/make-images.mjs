// @ts-check
/**
 * `npm run images`: redraws the icons and the 1200×630 sharing image in public/ from the logo
 * and the content file. Run it after changing the owner's name, title or logo; commit the result.
 */
import { copyFile, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs'
import { SHARE_CARD, shareCardColours, shareCardHtml } from './share-card.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const publicDir = join(root, 'public')
const logoPath = join(root, 'src/assets/logo.svg')
/** @type {typeof import('../src/entry-server.tsx')} */
const { site, escapeHtml, siteAccent } = await import(
  pathToFileURL(join(root, 'build/ssr/entry-server.js')).href
)

const logoDataUrl = `data:image/svg+xml;base64,${(await readFile(logoPath)).toString('base64')}`

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
try {
  /** @param {string} file @param {number} width @param {number} height @param {string} html */
  const render = async (file, width, height, html) => {
    const page = await browser.newPage({ viewport: { width, height } })
    await page.setContent(`<!doctype html><html><body style="margin:0">${html}</body></html>`)
    await page.screenshot({ path: join(publicDir, file), omitBackground: true })
    await page.close()
  }
  /** The logo on a white tile, as phones expect for home-screen icons. */
  const tile = (/** @type {number} */ size, /** @type {number} */ padding) =>
    `<div style="width:${size}px;height:${size}px;display:grid;place-items:center;background:#fff"><img src="${logoDataUrl}" width="${size - 2 * padding}" height="${size - 2 * padding}"></div>`

  await copyFile(logoPath, join(publicDir, 'favicon.svg'))
  await render('favicon-32.png', 32, 32, `<img src="${logoDataUrl}" width="32" height="32">`)
  await render('apple-touch-icon.png', 180, 180, tile(180, 20))
  await render('icon-192.png', 192, 192, tile(192, 16))
  await render('icon-512.png', 512, 512, tile(512, 48))
  await render(
    'og-image.png',
    SHARE_CARD.width,
    SHARE_CARD.height,
    shareCardHtml({
      name: site.owner.name,
      jobTitle: site.owner.jobTitle,
      tagline: site.hero.tagline,
      logoDataUrl,
      escapeHtml,
      colours: shareCardColours(siteAccent().card),
    }),
  )
} finally {
  await browser.close()
}
console.log('Redrew the icons and og-image.png in public/')
