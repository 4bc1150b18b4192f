// @ts-check
/**
 * From a card's "Read the case study" to the case study's largest paint, as `npm run bench`
 * measures it (and `npm run bench:navigation` alone): in Chromium over Chrome DevTools' "Fast 4G"
 * network with the CPU slowed 4× (both set once the home page has loaded, so only the step
 * between pages is slowed), a fresh browser context each run, three ways, alternating:
 * - before: the same pages without their speculation rules, clicked;
 * - click: with the rules, clicked at once (a moderate rule starts on the pointer's press);
 * - pointing: with the rules, the pointer resting on the link for a moment, then clicked.
 * The time runs from the click event in the home page to the case study's largest contentful
 * paint (its last entry), on one clock (each document's time origin plus its timestamps).
 *   node scripts/bench-navigation.mjs [--runs 5] [--root dist]
 */
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { CPU_SLOWDOWN, FAST_4G } from './bench-interactions.mjs'
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs'
import { startStaticServer } from './serve.mjs'

/** How long the pointer rests on the link before the click: a visitor reading its words. */
export const POINTING_MS = 1_000
export const WAYS = /** @type {const} */ (['before', 'click', 'pointing'])
const RULES = /\s*<script type="speculationrules">[^<]*<\/script>/

/** In every page: when a link was clicked, as an epoch time, kept for the next page to read. */
function recordClicks() {
  addEventListener(
    'click',
    (event) => {
      sessionStorage.setItem('clickedAt', String(performance.timeOrigin + event.timeStamp))
    },
    true,
  )
}

/**
 * The case study's largest paint after the click, in ms, and how the page was delivered.
 * @param {import('@playwright/test').Page} page
 */
async function paintAfterClick(page) {
  await page.waitForLoadState('load')
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        /** @type {PerformanceEntry[]} */
        const paints = []
        new PerformanceObserver((list) => paints.push(...list.getEntries())).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        })
        // The last candidate counts; none comes once the page has loaded and painted (a second
        // after the first one, or at most ten seconds after the load on a busy machine).
        const settled = () => {
          if (paints.length === 0 && performance.now() < 10_000) {
            setTimeout(settled, 100)
            return
          }
          const [navigation] =
            /** @type {(PerformanceNavigationTiming & { deliveryType?: string, activationStart?: number })[]} */ (
              performance.getEntriesByType('navigation')
            )
          const activation = navigation?.activationStart ?? 0
          const last = paints.at(-1)
          const paintedAt = performance.timeOrigin + Math.max(last?.startTime ?? 0, activation)
          resolve({
            ms: paintedAt - Number(sessionStorage.getItem('clickedAt')),
            delivery: activation > 0 ? 'prerender' : navigation?.deliveryType || 'network',
          })
        }
        setTimeout(settled, 1_000)
      }),
  )
}

/**
 * The built site's pages without their speculation rules, as they were before them: for a
 * second server of the same build (startStaticServer's rewriteHtml). Not a route in the browser:
 * Playwright's routing turns the browser's cache off.
 * @param {string} html
 */
export const withoutRules = (html) => html.replace(RULES, '')

/**
 * @param {{ origin: string, originWithoutRules: string, runs: number }} options origin: a
 *   server of the built site; originWithoutRules: one of the same build serving its pages
 *   through withoutRules. The home page's first "Read the case study" link is followed.
 * @returns {Promise<Record<(typeof WAYS)[number], { ms: number, delivery: string }[]>>}
 */
export async function measureNavigation({ origin, originWithoutRules, runs }) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  /** @type {Record<(typeof WAYS)[number], { ms: number, delivery: string }[]>} */
  const results = { before: [], click: [], pointing: [] }
  try {
    for (let run = 1; run <= runs; run += 1)
      for (const way of WAYS) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
        await context.addInitScript(recordClicks)
        const page = await context.newPage()
        await page.goto(`${way === 'before' ? originWithoutRules : origin}/`, {
          waitUntil: 'networkidle',
        })
        const link = page.locator('.project-more a').first()
        await link.scrollIntoViewIfNeeded()
        const cdp = await context.newCDPSession(page)
        await cdp.send('Network.enable')
        await cdp.send('Network.emulateNetworkConditions', FAST_4G)
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
        const box = await link.boundingBox()
        if (!box) throw new Error('The home page shows no "Read the case study" link')
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
        if (way === 'pointing') await page.waitForTimeout(POINTING_MS)
        await page.mouse.down()
        await page.mouse.up()
        await page.waitForURL('**/projects/**')
        const result = /** @type {{ ms: number, delivery: string }} */ (await paintAfterClick(page))
        results[way].push(result)
        process.stdout.write(
          `run ${run}/${runs} ${way}: click → LCP ${Math.round(result.ms)} ms (${result.delivery})\n`,
        )
        await context.close()
      }
  } finally {
    await browser.close()
  }
  return results
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: process.env.BENCH_RUNS ?? '5' },
      root: { type: 'string', default: 'dist' },
    },
  })
  const runs = Number(values.runs)
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number ≥ 1')
  // Both servers send the HTML the same way (rewriteHtml sends it uncompressed).
  const server = await startStaticServer({
    root: values.root,
    port: 0,
    rewriteHtml: (html) => html,
  })
  const before = await startStaticServer({ root: values.root, port: 0, rewriteHtml: withoutRules })
  try {
    process.stdout.write(
      `click → case study LCP over Fast 4G with ${CPU_SLOWDOWN}× CPU slowdown, ${runs} runs\n`,
    )
    const results = await measureNavigation({
      origin: server.origin,
      originWithoutRules: before.origin,
      runs,
    })
    for (const way of WAYS) process.stdout.write(`  ${way}: median ${summary(results[way])}\n`)
  } finally {
    await server.close()
    await before.close()
  }
}

/** @param {{ ms: number, delivery: string }[]} list */
export function summary(list) {
  const sorted = list.map(({ ms }) => ms).sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const median =
    sorted.length % 2 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
  const deliveries = [...new Set(list.map(({ delivery }) => delivery))].join(', ')
  return `${Math.round(median ?? 0)} ms (${sorted.map(Math.round).join(' / ')}; ${deliveries})`
}
