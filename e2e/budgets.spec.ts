import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { site } from './content.ts'
import { expect, layoutShifts, openHydrated, recordLayoutShifts, test } from './fixtures.ts'

/**
 * Byte budgets for the first load, in KiB (1 KiB = 1,024 bytes), gzip at zlib's default level.
 * The page hydrates from the content, so every project's words and picture names travel in the
 * first-load script: 65 KiB holds the code and three projects, and each project beyond three
 * may add 1 KiB. The code's own share never grows with the owner's content.
 */
const SAMPLE_PROJECT_COUNT = 3
const BUDGET_KIB = {
  javascript: 65 + Math.max(0, site.projects.items.length - SAMPLE_PROJECT_COUNT),
  css: 12,
  html: 20,
}

/**
 * Picture budgets, in KB as the budget was set: 1 KB = 1,000 bytes (stricter than KiB), counted
 * as the files' bytes (pictures are not gzipped).
 */
const PICTURE_BUDGET_KB = {
  phoneFirstLoad: 150,
  phoneWholePage: 200,
  desktopWholePage: 150,
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
const gzipSize = (content: Buffer | string) => gzipSync(content).length
const distFile = (path: string) => readFile(join('dist', path))

/** Everything the page requests until it has hydrated and the network is quiet. */
async function firstLoad(page: Page, viewport: { width: number; height: number }) {
  const requests: { url: URL; type: string }[] = []
  page.on('request', (request) =>
    requests.push({ url: new URL(request.url()), type: request.resourceType() }),
  )
  await page.setViewportSize(viewport)
  await openHydrated(page)
  await page.waitForLoadState('networkidle')
  return requests
}

function expectWithinBudget(
  label: string,
  files: { name: string; bytes: number }[],
  budget: number,
) {
  const total = files.reduce((sum, file) => sum + file.bytes, 0)
  const breakdown = files.map((file) => `${file.name} ${kib(file.bytes)}`).join(', ')
  expect(
    total,
    `${label}: ${kib(total)} exceeds the ${budget} KiB budget (${breakdown || 'no files'})`,
  ).toBeLessThanOrEqual(budget * 1024)
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test(`first load at ${viewport.width}×${viewport.height} stays within the byte budgets`, async ({
    page,
    baseURL,
  }) => {
    const requests = await firstLoad(page, viewport)
    const origin = new URL(baseURL ?? '').origin

    const elsewhere = requests.filter((request) => request.url.origin !== origin)
    expect(
      elsewhere.map((request) => request.url.href),
      'requests to another host',
    ).toEqual([])
    expect(requests.filter((request) => request.type === 'font').map((r) => r.url.href)).toEqual([])

    // Every request is to this site (checked above), so each one is a file in dist/.
    const sized = async (type: string, size: (content: Buffer) => number) =>
      Promise.all(
        requests
          .filter((request) => request.type === type)
          .map(async ({ url }) => ({
            name: url.pathname,
            bytes: size(await distFile(url.pathname)),
          })),
      )

    const scripts = await sized('script', gzipSize)
    expect(scripts.length, 'the app script loads').toBeGreaterThan(0)
    expectWithinBudget('JavaScript', scripts, BUDGET_KIB.javascript)

    const html = await distFile('index.html')
    expectWithinBudget('HTML', [{ name: 'index.html', bytes: gzipSize(html) }], BUDGET_KIB.html)

    const inlineCss = [...html.toString().matchAll(/<style>([\s\S]*?)<\/style>/g)]
      .map((match) => match[1] ?? '')
      .join('')
    const cssFiles = await sized('stylesheet', gzipSize)
    expectWithinBudget(
      'CSS',
      [{ name: 'inline <style>', bytes: gzipSize(inlineCss) }, ...cssFiles],
      BUDGET_KIB.css,
    )
    expect(inlineCss, 'no web fonts').not.toMatch(/@font-face/)
  })
}

test('asset names carry a content hash, so they can be cached forever', async ({ request }) => {
  const html = await (await request.get('/')).text()
  // Every asset the page names (in src, href and srcset), whatever the pipeline emits.
  const assets = [...html.matchAll(/\/assets\/[^"\s,]+/g)].map((match) => match[0])
  expect(assets.length).toBeGreaterThan(0)
  for (const asset of assets) expect(asset).toMatch(/-[\w-]{8}\.[a-z0-9]+$/)
  const response = await request.get(assets[0] ?? '')
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
})

test('every file the build publishes carries a content hash, except the fixed public files', async () => {
  const files = await readdir(join('dist', 'assets'))
  expect(files.length).toBeGreaterThan(0)
  for (const file of files) expect(file).toMatch(/-[\w-]{8}\.[a-z0-9]+$/)
})

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`

/** The pictures the page requested (every request is to this site), with their file sizes. */
function pictureRequests(page: Page) {
  const urls = new Set<string>()
  page.on('request', (request) => {
    if (request.resourceType() === 'image') urls.add(new URL(request.url()).pathname)
  })
  return async () =>
    Promise.all(
      [...urls]
        .filter((path) => !path.startsWith('data:'))
        .map(async (path) => ({ name: path, bytes: (await distFile(path)).length })),
    )
}

function expectPicturesWithin(
  label: string,
  files: { name: string; bytes: number }[],
  budgetKb: number,
) {
  const total = files.reduce((sum, file) => sum + file.bytes, 0)
  const breakdown = files.map((file) => `${file.name} ${kb(file.bytes)}`).join(', ')
  expect(
    total,
    `${label}: ${kb(total)} of pictures exceeds ${budgetKb} KB (1 KB = 1,000 bytes): ${breakdown || 'no files'}`,
  ).toBeLessThanOrEqual(budgetKb * 1000)
}

/** Scrolls to the bottom in viewport steps, as a reader would, then waits for the network. */
async function scrollWholePage(page: Page) {
  await page.evaluate(async () => {
    const step = innerHeight * 0.8
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      scrollTo(0, y)
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)))
    }
    scrollTo(0, document.documentElement.scrollHeight)
  })
  await page.waitForLoadState('networkidle')
  // Every card picture has loaded before anything is measured.
  await expect
    .poll(() =>
      page
        .locator('.project-image')
        .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
    )
    .toBe(true)
}

const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
}
const DESKTOP = { viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 }

test.describe('pictures on a phone (412×823 CSS px at 2.625×)', () => {
  test.use(PHONE)

  test(`download at most ${PICTURE_BUDGET_KB.phoneFirstLoad} KB on first load and ${PICTURE_BUDGET_KB.phoneWholePage} KB after scrolling the whole page`, async ({
    page,
  }) => {
    const pictures = pictureRequests(page)
    await openHydrated(page)
    await page.waitForLoadState('networkidle')
    expectPicturesWithin('first load', await pictures(), PICTURE_BUDGET_KB.phoneFirstLoad)
    await scrollWholePage(page)
    const all = await pictures()
    expect(all.length, 'every project picture loaded').toBeGreaterThanOrEqual(
      site.projects.items.length,
    )
    expectPicturesWithin('whole page', all, PICTURE_BUDGET_KB.phoneWholePage)
  })
})

test.describe('pictures on a desktop (1280×900 at 1×)', () => {
  test.use(DESKTOP)

  test(`download at most ${PICTURE_BUDGET_KB.desktopWholePage} KB after scrolling the whole page`, async ({
    page,
  }) => {
    const pictures = pictureRequests(page)
    await openHydrated(page)
    await scrollWholePage(page)
    const all = await pictures()
    expect(all.length, 'every project picture loaded').toBeGreaterThanOrEqual(
      site.projects.items.length,
    )
    expectPicturesWithin('whole page', all, PICTURE_BUDGET_KB.desktopWholePage)
  })
})

/**
 * Sharp, not oversized: the file the browser chose for each displayed picture is 0.85× to 2.2×
 * as wide as the picture's box in device pixels (from `sizes` matching the real layout).
 */
for (const screen of [
  { name: 'phone', ...PHONE },
  { name: 'desktop', ...DESKTOP },
  { name: 'small phone', viewport: { width: 320, height: 640 }, deviceScaleFactor: 2 },
  { name: 'tablet', viewport: { width: 768, height: 1024 }, deviceScaleFactor: 2 },
  { name: 'small laptop', viewport: { width: 1024, height: 768 }, deviceScaleFactor: 1.5 },
  { name: 'large desktop', viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1 },
  { name: 'retina laptop', viewport: { width: 1440, height: 900 }, deviceScaleFactor: 2 },
]) {
  test.describe(`at ${screen.viewport.width}×${screen.viewport.height} @${screen.deviceScaleFactor}x (${screen.name})`, () => {
    test.use({ viewport: screen.viewport, deviceScaleFactor: screen.deviceScaleFactor })

    test('each picture’s file is 0.85–2.2× its box width in device pixels', async ({ page }) => {
      await openHydrated(page)
      await scrollWholePage(page)
      const shown = await page.locator('.project-image').evaluateAll((images) =>
        images.map((image) => ({
          file: new URL((image as HTMLImageElement).currentSrc).pathname,
          box: image.getBoundingClientRect().width * devicePixelRatio,
        })),
      )
      expect(shown).toHaveLength(site.projects.items.length)
      for (const { file, box } of shown) {
        const { width = 0 } = await sharp(await distFile(file)).metadata()
        const ratio = width / box
        expect(
          ratio,
          `${file}: ${width} px wide for a box of ${box.toFixed(0)} device px (${ratio.toFixed(2)}×)`,
        ).toBeGreaterThanOrEqual(0.85)
        expect(
          ratio,
          `${file}: ${width} px for a box of ${box.toFixed(0)} device px`,
        ).toBeLessThanOrEqual(2.2)
      }
    })
  })
}

for (const screen of [
  { name: 'phone', ...PHONE },
  { name: 'desktop', ...DESKTOP },
]) {
  test.describe(`${screen.name}`, () => {
    test.use(screen)

    test('nothing shifts while the page loads and pictures arrive (CLS 0)', async ({ page }) => {
      await recordLayoutShifts(page)
      await openHydrated(page)
      await scrollWholePage(page)
      const shifts = await layoutShifts(page)
      expect(shifts).toEqual([])
    })
  })
}
