import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import { expect, openHydrated, test } from './fixtures.ts'

/** Byte budgets for the first load, in KiB (1 KiB = 1,024 bytes), gzip at zlib's default level. */
const BUDGET_KIB = {
  javascript: 65,
  css: 12,
  html: 20,
  firstViewportImages: 150,
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

    const images = await sized('image', (content) => content.length)
    expectWithinBudget('first-viewport images', images, BUDGET_KIB.firstViewportImages)
  })
}

test('asset names carry a content hash, so they can be cached forever', async ({ request }) => {
  const html = await (await request.get('/')).text()
  const assets = [...html.matchAll(/\/assets\/[^"]+/g)].map((match) => match[0])
  expect(assets.length).toBeGreaterThan(0)
  for (const asset of assets) expect(asset).toMatch(/-[\w-]{8}\.(js|svg)$/)
  const response = await request.get(assets[0] ?? '')
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
})
