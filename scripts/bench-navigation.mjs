// @ts-check
/**
 * From a click on a link to the next page's largest paint, as `npm run bench` measures it (and
 * `npm run bench:navigation` alone): in Chromium over Chrome DevTools' "Fast 4G" network with
 * the CPU slowed 4× (both set once the first page has loaded, so only the step between pages is
 * slowed), a fresh browser context each run. Three servers of one build, alternating run by run:
 * - as built;
 * - without its view transition: a copy of the build with `@view-transition` taken out (the
 *   opt-in the boot script adopts, and any stylesheet's), the boot script's integrity and the
 *   hashes in its CSP changed to match, so that only the cross-fade differs;
 * - as built again, a second server of the same files: the bench's own spread.
 * Each is reached two ways: the pointer resting on the link for a moment first (the speculation
 * rules fetch the page ahead), and a tap with no rest (a phone: the rules start at the press).
 *
 * The pages are found in the build's sitemap, not by kind: of every path under the site's base,
 * a second language's home (a language folder, e.g. `pl/`), and in the default language the
 * first page of each section (`projects/<name>/`, and any other kind a build has, such as
 * `insights/<name>/`). Each is reached from the first page of the sitemap (the home page first)
 * that links to it. The time runs from the click event in the first page to the next page's
 * largest contentful paint (its last entry), on one clock (each document's time origin plus its
 * timestamps).
 *   node scripts/bench-navigation.mjs [--runs 5] [--dist dist [--base /]]...
 * `--dist` and `--base` pair up in order (a build for a path, e.g. build/subpath with
 * /portfolio/); dist/ at / by default.
 */
import { createHash } from 'node:crypto'
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { CPU_SLOWDOWN, FAST_4G } from './bench-interactions.mjs'
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs'
import { startStaticServer } from './serve.mjs'
import { isLanguageFolder } from './twin.mjs'

/** How long the pointer rests on the link before the click: a visitor reading its words. */
export const POINTING_MS = 1_000
/** How the visitor reaches the link: resting the pointer on it first, or a tap with no rest. */
export const WAYS = /** @type {const} */ (['pointing', 'tap'])
/** The builds compared, in the order each run measures them. */
export const BUILDS = /** @type {const} */ (['as built', 'without transition', 'as built again'])
/** `@view-transition { … }`, as the build writes it (minified) or as written. */
const VIEW_TRANSITION_RULE = /@view-transition\s*\{[^}]*\}/g
/** An inline stylesheet or script (the loader names the boot script, with its integrity). */
const INLINE_ELEMENT = /(<(style|script)\b[^>]*>)([\s\S]*?)(<\/\2>)/g

/** @typedef {(typeof WAYS)[number]} Way */
/** @typedef {(typeof BUILDS)[number]} Build */
/** @typedef {{ ms: number, delivery: string, transition: boolean }} Result */
/** @typedef {{ label: string, path: string, from: string }} Target */

const sha256 = (/** @type {string} */ text) =>
  `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`

/**
 * Copies the built site to `out` without its cross-fade between pages: `@view-transition` out of
 * its scripts (the boot script carries the opt-in it adopts: src/islands/crossFade.ts) and every
 * page's inline stylesheets, each changed script's integrity changed to match where the loader
 * names it, and each changed inline element's hash wherever the policy names it (the hosts'
 * headers files, a page's CSP `<meta>` element), so the copy is served under the same CSP, byte
 * for byte the build but for that rule.
 * @param {string} dist @param {string} out
 * @returns {Promise<number>} how many files changed: scripts and pages
 */
export async function writeWithoutViewTransition(dist, out) {
  await rm(out, { recursive: true, force: true })
  await cp(dist, out, { recursive: true })
  const files = /** @type {string[]} */ (await readdir(out, { recursive: true }))
  /** Each changed script's integrity, and each changed inline element's hash: old to new. */
  /** @type {Map<string, string>} */
  const hashes = new Map()
  let scripts = 0
  for (const file of files.filter((name) => name.endsWith('.js'))) {
    const text = await readFile(join(out, file), 'utf8')
    const without = text.replace(VIEW_TRANSITION_RULE, '')
    if (without === text) continue
    hashes.set(sha256(text), sha256(without))
    await writeFile(join(out, file), without)
    scripts += 1
  }
  const rehash = (/** @type {string} */ text) =>
    [...hashes].reduce((result, [from, to]) => result.replaceAll(from, to), text)
  /** @type {Map<string, string>} */
  const pages = new Map()
  /** Each changed inline element's hash, old to new, found page by page. */
  /** @type {Map<string, string>} */
  const inlineHashes = new Map()
  for (const file of files.filter((name) => name.endsWith('.html'))) {
    const html = await readFile(join(out, file), 'utf8')
    const changed = html.replace(INLINE_ELEMENT, (element, open, _name, text, close) => {
      const without = rehash(text.replace(VIEW_TRANSITION_RULE, ''))
      if (without === text) return element
      inlineHashes.set(sha256(text), sha256(without))
      return `${open}${without}${close}`
    })
    if (changed !== html) pages.set(file, changed)
  }
  if (scripts + pages.size === 0)
    throw new Error(`${dist}: no page has a @view-transition rule to take out`)
  for (const [from, to] of inlineHashes) hashes.set(from, to)
  for (const [file, html] of pages) await writeFile(join(out, file), rehash(html))
  for (const file of files.filter((name) => /(^|\/)(_headers|[^/]*\.json)$/.test(name))) {
    const text = await readFile(join(out, file), 'utf8')
    if (rehash(text) !== text) await writeFile(join(out, file), rehash(text))
  }
  return scripts + pages.size
}

/**
 * The pages to go to, from the build's sitemap (paths under `base`): a second language's home,
 * and in the default language the first page of each section other than the home page.
 * @param {string} dist @param {string} base
 * @returns {Promise<{ all: string[], targets: { label: string, path: string }[] }>} every page's
 *   path (the home page first), and those to go to, each with a label
 */
export async function sitemapTargets(dist, base) {
  const sitemap = await readFile(join(dist, 'sitemap.xml'), 'utf8')
  const all = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map(([, loc]) => new URL(loc ?? '').pathname)
    .filter((path) => path.startsWith(base))
  /** @type {Map<string, { label: string, path: string }>} */
  const targets = new Map()
  for (const path of all) {
    const [first = '', ...rest] = path.slice(base.length).split('/').filter(Boolean)
    if (isLanguageFolder(first)) {
      if (rest.length === 0 && !targets.has('language'))
        targets.set('language', { label: `home (${first})`, path })
      continue
    }
    if (first && !targets.has(first)) targets.set(first, { label: `${first}/`, path })
  }
  const home = all.filter((path) => path === base)
  return { all: [...home, ...all.filter((path) => path !== base)], targets: [...targets.values()] }
}

/** In every page: when a link was clicked, and whether the page was revealed with a transition. */
function recordNavigation() {
  addEventListener(
    'click',
    (event) => {
      sessionStorage.setItem('clickedAt', String(performance.timeOrigin + event.timeStamp))
    },
    true,
  )
  addEventListener('pagereveal', (event) => {
    const { viewTransition } = /** @type {Event & { viewTransition?: unknown }} */ (event)
    sessionStorage.setItem('revealedWithTransition', String(viewTransition != null))
  })
}

/**
 * The page's largest paint after the click, in ms, how it was delivered, and whether it was
 * revealed with a transition.
 * @param {import('@playwright/test').Page} page
 * @returns {Promise<Result>}
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
            transition: sessionStorage.getItem('revealedWithTransition') === 'true',
          })
        }
        setTimeout(settled, 1_000)
      }),
  )
}

/**
 * The link to `path` a visitor would follow on `page`: the first shown one naming it, not a
 * download; null when there is none.
 * @param {import('@playwright/test').Page} page @param {string} path
 */
async function linkTo(page, path) {
  const index = await page.evaluate(
    (wanted) =>
      [...document.querySelectorAll('a[href]')].findIndex(
        (link) =>
          link instanceof HTMLAnchorElement &&
          !link.hasAttribute('download') &&
          new URL(link.href).pathname === wanted &&
          link.getClientRects().length > 0,
      ),
    path,
  )
  return index < 0 ? null : page.locator('a[href]').nth(index)
}

/**
 * Each target with the first page of the sitemap that links to it.
 * @param {import('@playwright/test').Browser} browser @param {string} origin
 * @param {Awaited<ReturnType<typeof sitemapTargets>>} site
 * @returns {Promise<{ targets: Target[], unreachable: string[] }>}
 */
async function linkedFrom(browser, origin, site) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  /** @type {Target[]} */
  const targets = []
  /** @type {string[]} */
  const unreachable = []
  try {
    for (const target of site.targets) {
      let from = ''
      for (const path of site.all.filter((candidate) => candidate !== target.path)) {
        await page.goto(`${origin}${path}`)
        if (await linkTo(page, target.path)) {
          from = path
          break
        }
      }
      if (from) targets.push({ ...target, from })
      else unreachable.push(`${target.label} (${target.path}): no page of the sitemap links to it`)
    }
  } finally {
    await context.close()
  }
  return { targets, unreachable }
}

/**
 * @param {{ dist: string, base?: string, runs: number, work?: string,
 *   log?: (line: string) => void }} options dist: a built site; base: the path it was built
 *   for; work: where the copy without the transition is written (bench-results/; removed
 *   afterwards)
 * @returns {Promise<{ targets: Target[], unreachable: string[],
 *   results: Record<string, Record<Way, Record<Build, Result[]>>> }>} per target's path
 */
export async function measureNavigation({
  dist,
  base = '/',
  runs,
  work = join(fileURLToPath(new URL('..', import.meta.url)), 'bench-results/without-transition'),
  log = (line) => process.stdout.write(`${line}\n`),
}) {
  const changed = await writeWithoutViewTransition(dist, work)
  log(`${dist}: the copy without the transition differs in ${changed} page(s) (${work})`)
  /** @type {Record<Build, { origin: string, close: () => Promise<void> }>} */
  const servers = {
    'as built': await startStaticServer({ root: dist, base, port: 0 }),
    'without transition': await startStaticServer({ root: work, base, port: 0 }),
    'as built again': await startStaticServer({ root: dist, base, port: 0 }),
  }
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  /** @type {Record<string, Record<Way, Record<Build, Result[]>>>} */
  const results = {}
  try {
    const site = await sitemapTargets(dist, base)
    const { targets, unreachable } = await linkedFrom(browser, servers['as built'].origin, site)
    for (const line of unreachable) log(`Skipped: ${line}`)
    for (const { path } of targets)
      results[path] = {
        pointing: { 'as built': [], 'without transition': [], 'as built again': [] },
        tap: { 'as built': [], 'without transition': [], 'as built again': [] },
      }
    for (let run = 1; run <= runs; run += 1)
      for (const target of targets)
        for (const way of WAYS)
          for (const build of BUILDS) {
            const result = await navigate(browser, servers[build].origin, target, way)
            results[target.path]?.[way][build].push(result)
            log(
              `run ${run}/${runs} ${target.label} ${way}, ${build}: click → LCP ${Math.round(result.ms)} ms (${result.delivery}${result.transition ? ', with a transition' : ''})`,
            )
          }
    return { targets, unreachable, results }
  } finally {
    await browser.close()
    for (const server of Object.values(servers)) await server.close()
    await rm(work, { recursive: true, force: true })
  }
}

/**
 * One navigation, in a fresh context: the first page loaded at full speed, then the network and
 * CPU slowed, the link pointed at (for `pointing`) and clicked.
 * @param {import('@playwright/test').Browser} browser @param {string} origin
 * @param {Target} target @param {Way} way
 * @returns {Promise<Result>}
 */
async function navigate(browser, origin, target, way) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    await context.addInitScript(recordNavigation)
    const page = await context.newPage()
    await page.goto(`${origin}${target.from}`, { waitUntil: 'networkidle' })
    const link = await linkTo(page, target.path)
    if (!link) throw new Error(`${target.from}: no link to ${target.path}`)
    await link.scrollIntoViewIfNeeded()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', FAST_4G)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    // Its first line's box: a link that wraps onto two lines (a card's title) may have nothing
    // of it at the middle of its whole box, where a click lands on the heading around it.
    const box = await link.evaluate((element) => {
      const [line] = element.getClientRects()
      return line && { x: line.x, y: line.y, width: line.width, height: line.height }
    })
    if (!box) throw new Error(`${target.from}: the link to ${target.path} is not shown`)
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    if (way === 'pointing') await page.waitForTimeout(POINTING_MS)
    await page.mouse.down()
    await page.mouse.up()
    await page.waitForURL(`${origin}${target.path}`)
    return await paintAfterClick(page)
  } finally {
    await context.close()
  }
}

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

const signed = (/** @type {number} */ ms) => `${ms >= 0 ? '+' : '−'}${Math.abs(Math.round(ms))} ms`

/**
 * The table: per page and way, the medians as built, without the transition, the difference,
 * and as built again; then each run, and whether the goal holds: as built never slower than
 * without the transition by more than the bench's spread.
 *
 * The spread is the largest gap between the medians of "as built" and "as built again" in any
 * row of the session: two servers of the same files, measured the same way, so every such gap is
 * noise, and the largest is how far noise alone moved a median here. One row's own gap is a
 * single draw of it (3 ms in one row of a session whose largest was 111 ms), too small a yardstick
 * to hold a difference against.
 * @param {Awaited<ReturnType<typeof measureNavigation>>} measured
 * @returns {{ lines: string[], goals: [string, boolean][], spread: number }}
 */
export function navigationTable({ targets, results }) {
  /** @type {string[]} */
  const lines = [
    `| page | way | as built | without transition | difference | as built again (gap) |`,
    `| --- | --- | --- | --- | --- | --- |`,
  ]
  /** @type {string[]} */
  const runsLines = []
  const rows = targets.flatMap((target) =>
    WAYS.flatMap((way) => {
      const measured = results[target.path]?.[way]
      if (!measured) return []
      const [built = 0, without = 0, again = 0] = BUILDS.map((build) =>
        median(measured[build].map(({ ms }) => ms)),
      )
      return [{ target, way, measured, built, without, again }]
    }),
  )
  const spread = Math.max(0, ...rows.map(({ built, again }) => Math.abs(again - built)))
  /** @type {[string, boolean][]} */
  const goals = []
  for (const { target, way, measured, built, without, again } of rows) {
    const difference = built - without
    const withTransition = measured['as built'].filter(({ transition }) => transition).length
    lines.push(
      `| ${target.label} ${target.path} | ${way} | ${Math.round(built)} ms | ${Math.round(without)} ms | ${signed(difference)} | ${Math.round(again)} ms (${signed(again - built)}) |`,
    )
    for (const build of BUILDS)
      runsLines.push(
        `  ${target.path} ${way}, ${build}: ${measured[build].map(({ ms }) => Math.round(ms)).join(' / ')} (${[...new Set(measured[build].map(({ delivery }) => delivery))].join(', ')})`,
      )
    goals.push([
      `${target.label} ${target.path}, ${way}: as built ${signed(difference)} against the same without the transition, the bench's spread ${Math.round(spread)} ms; ${withTransition} of ${measured['as built'].length} runs with a transition`,
      difference <= spread,
    ])
  }
  return {
    lines: [
      ...lines,
      '',
      `The bench's spread: ${Math.round(spread)} ms, the largest gap between as built and as built again (the same files) in any row.`,
      '',
      'Each run (ms; how the page came):',
      ...runsLines,
    ],
    goals,
    spread,
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: process.env.BENCH_RUNS ?? '5' },
      dist: { type: 'string', multiple: true, default: ['dist'] },
      base: { type: 'string', multiple: true, default: [] },
    },
  })
  const runs = Number(values.runs)
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number ≥ 1')
  let failed = false
  for (const [index, dist] of values.dist.entries()) {
    const base = values.base[index] ?? '/'
    process.stdout.write(
      `${dist} (${base}): click → next page's LCP over Fast 4G with ${CPU_SLOWDOWN}× CPU slowdown, ${runs} runs, alternating as built / without its view transition / as built again\n`,
    )
    const measured = await measureNavigation({ dist, base, runs })
    const { lines, goals } = navigationTable(measured)
    process.stdout.write(`\n${lines.join('\n')}\n\n`)
    for (const [goal, met] of goals) process.stdout.write(`${met ? '✓' : '✗'} ${goal}\n`)
    failed ||= goals.some(([, met]) => !met)
  }
  process.exitCode = failed ? 1 : 0
}
