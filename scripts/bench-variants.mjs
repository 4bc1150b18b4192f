// @ts-check
/**
 * What each of a page's scripts costs its first paint: Lighthouse (mobile, simulated throttling,
 * the bench's own Lighthouse and Node: bench/install.mjs) on the page as built, its script-free
 * twin (twin.mjs), that twin again from a second server (the bench's own spread), and the page
 * less one candidate each: the colour theme's head script, the home page's `rel=expect` render
 * block, the islands' props and file list, the speculation rules, the boot loader, the search
 * data. Every variant is the build (its files linked, not copied) with that page written anew,
 * served by a server of its own with the build's headers, as the bench serves the twin. Each round measures
 * every variant once, in an order rotated by one each round, so a busy moment of the machine falls
 * on each in turn; the figures are pooled over all rounds: each variant's median FCP, LCP and TBT,
 * and its difference from the twins' (both twins pooled) with a 90% bootstrap interval. The
 * machine's load average is printed with every round.
 *   node scripts/bench-variants.mjs [--dist dist] [--page /] [--rounds 8] [--base /]
 *     [--only name,name]
 * Results: bench-results/variants.json and variants.md.
 */
import { spawnSync } from 'node:child_process'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { onBenchNode } from '../bench/install.mjs'
import { median } from './bench-navigation.mjs'
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs'
import { withRetries } from './retry.mjs'
import { startStaticServer } from './serve.mjs'
import { pageAddress, pageFile, scriptFreeTwin } from './twin.mjs'

const { lighthouse, launch } = await onBenchNode(import.meta.url)

const { values: options } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    page: { type: 'string', default: '/' },
    rounds: { type: 'string', default: '8' },
    base: { type: 'string', default: '/' },
    only: { type: 'string' },
  },
})
const ROUNDS = Number(options.rounds)
if (!Number.isInteger(ROUNDS) || ROUNDS < 2) throw new Error('--rounds must be a whole number ≥ 2')
const dist = resolve(options.dist)
const path = pageAddress(options.page)
const source = await readFile(pageFile(dist, path), 'utf8')
const root = fileURLToPath(new URL('..', import.meta.url))
const resultsDir = join(root, 'bench-results')

/**
 * The page without the elements `pick` chooses among those its twin lacks (each element's exact
 * source, as twin.mjs finds it); throws if none is there, so a variant never measures the page
 * unchanged.
 * @param {string} name @param {(element: string) => boolean} pick
 */
function without(name, pick) {
  const elements = scriptFreeTwin(source).removed.filter(pick)
  if (elements.length === 0) throw new Error(`${path}: no ${name} to take out`)
  return () => elements.reduce((html, element) => html.replace(element, ''), source)
}

/** @type {[string, () => string][]} */
const ALL = [
  ['as built', () => source],
  ['twin', () => scriptFreeTwin(source).html],
  ['twin again', () => scriptFreeTwin(source).html],
  ['no theme script', without('theme script', (element) => /^<script>/.test(element))],
  [
    'no render block',
    () => {
      const link = /<link rel="?expect"?[^>]*>/.exec(source)?.[0]
      if (!link) throw new Error(`${path}: no rel=expect link to take out`)
      return source.replace(link, '')
    },
  ],
  [
    'no island props',
    without('island props', (element) => /^<script type="application\/json"/.test(element)),
  ],
  [
    'no speculation rules',
    without('speculation rules', (element) => /^<script type="speculationrules"/.test(element)),
  ],
  ['no loader', without('loader', (element) => /^<script type="module"/.test(element))],
  [
    'no search data',
    without('search data', (element) => /^<script type="application\/ld\+json"/.test(element)),
  ],
]
const wanted = options.only?.split(',').map((name) => name.trim())
const VARIANTS = ALL.filter(
  ([name]) => !wanted || ['as built', 'twin', 'twin again', ...wanted].includes(name),
)

/**
 * The difference of two groups' medians, with a 90% interval from resampling each group (a
 * fixed seed: the same runs give the same interval).
 * @param {number[]} a @param {number[]} b
 */
function medianDifference(a, b) {
  let seed = 1
  const random = () => {
    seed = (seed * 16807) % 2147483647
    return seed / 2147483647
  }
  const resample = (/** @type {number[]} */ list) =>
    list.map(() => list[Math.floor(random() * list.length)] ?? 0)
  const differences = Array.from(
    { length: 2000 },
    () => median(resample(a)) - median(resample(b)),
  ).sort((x, y) => x - y)
  return {
    difference: median(a) - median(b),
    low: differences[Math.floor(0.05 * differences.length)] ?? 0,
    high: differences[Math.floor(0.95 * differences.length)] ?? 0,
  }
}

/**
 * The main thread's work before the first contentful paint, from the load's trace: each task
 * (RunTask) of the page's renderer from its navigation to that paint, its wall time and its own
 * thread (CPU) time, in ms. Lantern counts the tasks before the paint at four times their wall
 * time; on a busy machine the wall time grows with the wait for a core, the thread time hardly.
 * @param {{ traceEvents: { name: string, ph: string, pid: number, tid: number, ts: number, dur?: number, tdur?: number }[] } | undefined} trace
 */
function workBeforeFcp(trace) {
  const events = trace?.traceEvents ?? []
  const fcp = events.find((event) => event.name === 'firstContentfulPaint')
  if (!fcp) return { wall: Number.NaN, cpu: Number.NaN }
  const same = (/** @type {{ pid: number, tid: number }} */ event) =>
    event.pid === fcp.pid && event.tid === fcp.tid
  const start = Math.max(
    ...events
      .filter((event) => event.name === 'navigationStart' && same(event) && event.ts < fcp.ts)
      .map((event) => event.ts),
  )
  const tasks = events.filter(
    (event) =>
      event.name === 'RunTask' &&
      event.ph === 'X' &&
      same(event) &&
      event.ts >= start &&
      event.ts + (event.dur ?? 0) <= fcp.ts,
  )
  const sum = (/** @type {'dur' | 'tdur'} */ key) =>
    tasks.reduce((total, event) => total + (event[key] ?? 0), 0) / 1000
  return { wall: sum('dur'), cpu: sum('tdur') }
}

/**
 * @typedef {{ fcp: number, lcp: number, tbt: number, observedFcp: number, observedLcp: number,
 *   wallBeforeFcp: number, cpuBeforeFcp: number }} Run
 */
/** @type {Map<string, Run[]>} */
const runs = new Map(VARIANTS.map(([name]) => [name, []]))
/** @type {number[][]} */
const loads = []
/** @type {{ close: () => Promise<void> }[]} */
const servers = []
/** @type {import('../bench/install.mjs').LaunchedChrome | undefined} */
let chrome
let lighthouseVersion = ''
try {
  /** @type {[string, string][]} */
  const origins = []
  for (const [name, make] of VARIANTS) {
    // The build linked, not copied (a full-size build is large), and the page written anew: its
    // link removed first, so the build's own file is never written to.
    const site = join(resultsDir, 'variants', name.replaceAll(' ', '-'))
    await rm(site, { recursive: true, force: true })
    await mkdir(join(site, '..'), { recursive: true })
    const linked = spawnSync('cp', ['-al', dist, site])
    if (linked.status !== 0) throw new Error(`cp -al ${dist} ${site}: ${linked.stderr}`)
    const file = pageFile(site, path)
    await rm(file)
    await writeFile(file, make())
    const server = await startStaticServer({ root: site, base: options.base })
    servers.push(server)
    origins.push([name, `${server.origin}${options.base.replace(/\/$/, '')}${path}`])
  }
  chrome = await launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  })
  await mkdir(resultsDir, { recursive: true })
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = origins.map((_, index) => origins[(index + round) % origins.length])
    for (const [name, url] of /** @type {[string, string][]} */ (order)) {
      const run = await withRetries(
        async () => {
          const result = await lighthouse(url, {
            port: chrome?.port,
            output: ['json'],
            logLevel: 'error',
            // The metrics alone: the other categories' checks run after the load, and cost time.
            onlyCategories: ['performance'],
          })
          if (!result) throw new Error('Lighthouse returned no result')
          const { lhr, artifacts } = result
          const work = workBeforeFcp(artifacts?.Trace)
          if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}`)
          lighthouseVersion = lhr.lighthouseVersion
          const numeric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? Number.NaN
          const observed =
            /** @type {{ items?: { observedFirstContentfulPaint?: number, observedLargestContentfulPaint?: number }[] } | undefined} */ (
              lhr.audits.metrics?.details
            )?.items?.[0]
          return {
            fcp: numeric('first-contentful-paint'),
            lcp: numeric('largest-contentful-paint'),
            tbt: numeric('total-blocking-time'),
            observedFcp: observed?.observedFirstContentfulPaint ?? Number.NaN,
            observedLcp: observed?.observedLargestContentfulPaint ?? Number.NaN,
            wallBeforeFcp: work.wall,
            cpuBeforeFcp: work.cpu,
          }
        },
        {
          retries: 3,
          onFailure: (error) => process.stdout.write(`${name}: failed (${String(error)})\n`),
        },
      )
      runs.get(name)?.push(run)
    }
    const load = loadavg().map((value) => Math.round(value * 10) / 10)
    loads.push(load)
    process.stdout.write(
      `round ${round + 1}/${ROUNDS} (load ${load.join(', ')}): ${order
        .map(([name]) => {
          const last = runs.get(name)?.at(-1)
          return `${name} ${Math.round(last?.fcp ?? 0)}/${Math.round(last?.lcp ?? 0)}/${Math.round(last?.tbt ?? 0)}`
        })
        .join('; ')}\n`,
    )
  }
} finally {
  await chrome?.kill()
  for (const server of servers) await server.close()
}

const twins = [...(runs.get('twin') ?? []), ...(runs.get('twin again') ?? [])]
const ms = (/** @type {number} */ value) => `${Math.round(value)}`
const interval = (/** @type {ReturnType<typeof medianDifference>} */ { difference, low, high }) =>
  `${difference >= 0 ? '+' : ''}${ms(difference)} (${ms(low)} to ${ms(high)})`
/** @type {('fcp' | 'lcp' | 'tbt' | 'cpuBeforeFcp')[]} */
const METRICS = ['fcp', 'lcp', 'tbt', 'cpuBeforeFcp']
const cpuInterval = (
  /** @type {ReturnType<typeof medianDifference>} */ { difference, low, high },
) =>
  `${difference >= 0 ? '+' : ''}${difference.toFixed(1)} (${low.toFixed(1)} to ${high.toFixed(1)})`
const rows = VARIANTS.map(([name]) => {
  const list = runs.get(name) ?? []
  const of = (/** @type {keyof Run} */ metric) => list.map((run) => run[metric])
  return {
    name,
    runs: list.length,
    medians: Object.fromEntries(
      [...METRICS, 'observedFcp', 'observedLcp', 'wallBeforeFcp', 'cpuBeforeFcp'].map((metric) => [
        metric,
        median(of(/** @type {keyof Run} */ (metric))),
      ]),
    ),
    againstTwins: Object.fromEntries(
      METRICS.map((metric) => [
        metric,
        medianDifference(
          of(metric),
          twins.map((run) => run[metric]),
        ),
      ]),
    ),
  }
})
const allLoads = loads.map((load) => load[0] ?? 0)
const table = [
  `Lighthouse ${lighthouseVersion} mobile, simulated throttling, ${path} of ${dist}, ${ROUNDS} rounds, every variant once a round in rotated order`,
  `Load average (1 min) at the rounds' ends: median ${median(allLoads)}, ${Math.min(...allLoads)}-${Math.max(...allLoads)}`,
  '',
  '| variant | FCP | LCP | TBT | unthrottled FCP / LCP | main thread before FCP: wall / CPU | FCP against the twins | LCP against the twins | TBT against the twins | CPU before FCP against the twins |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    ({ name, medians, againstTwins }) =>
      `| ${name} | ${ms(medians.fcp ?? 0)} | ${ms(medians.lcp ?? 0)} | ${ms(medians.tbt ?? 0)} | ${ms(medians.observedFcp ?? 0)} / ${ms(medians.observedLcp ?? 0)} | ${(medians.wallBeforeFcp ?? 0).toFixed(1)} / ${(medians.cpuBeforeFcp ?? 0).toFixed(1)} | ${interval(againstTwins.fcp)} | ${interval(againstTwins.lcp)} | ${interval(againstTwins.tbt)} | ${cpuInterval(againstTwins.cpuBeforeFcp)} |`,
  ),
  '',
  'Medians in ms; differences of medians from both twins pooled, with 90% bootstrap intervals.',
].join('\n')
console.log(`\n${table}\n`)
await writeFile(
  join(resultsDir, 'variants.json'),
  `${JSON.stringify({ lighthouseVersion, path, dist, rounds: ROUNDS, loads, rows, runs: Object.fromEntries(runs) }, null, 2)}\n`,
)
await writeFile(join(resultsDir, 'variants.md'), `${table}\n`)
