// @ts-check
/**
 * `npm run bench`: Lighthouse (mobile, default simulated throttling; its current major version,
 * from bench/ on a Node of its own: bench/install.mjs) on each kind of page of the build, the
 * first of each by name in every language (twin.mjs, pageKinds: home, case study, articles'
 * index, tag page, article, CV, service, 404), each against its script-free twin (twin.mjs: the same HTML
 * with every script element and script link taken out, with the same CSS, pictures and headers,
 * from the same server code), and against a one-paragraph page with the hero's text as a second
 * reference. Five runs, alternating page, twin and the twin again from a second server (page,
 * twin, twin again, ...: the last two are byte for byte the same, so their difference is the
 * bench's own spread, printed beside the page's gap), then the reference. Then the islands'
 * response times on the home page over Fast 4G with the CPU slowed 4× (bench-interactions.mjs),
 * and from a link to each kind of page to its largest paint, as built and without its view
 * transition, alternating with the build against itself (bench-navigation.mjs). Prints the
 * medians and whether each page meets its goals; full reports (JSON and HTML) go to
 * bench-results/.
 *   npm run bench [-- [--page /projects/name/]... [--runs 3]]
 *   node scripts/bench.mjs --dist <built site> [--base /portfolio/] [--ssr <entry-server.js>]
 *     [--skip-islands] [--skip-navigation]
 * --page (repeatable) measures the pages given instead of one of each kind; BENCH_RUNS sets the
 * runs too. --dist measures another built site (dist/ by default: `npm run bench` builds it);
 * its server bundle (for the one-paragraph page and the islands) is --ssr, by default
 * build/ssr/entry-server.js for dist/ and <dist>-ssr/entry-server.js (as e2e/build-subpath.mjs
 * leaves it) for another folder; without one, those two are skipped. --base is the path the site
 * was built for (its pages are served under it); --skip-islands measures the pages alone, and
 * --skip-navigation leaves out the navigations between them.
 */
import { mkdir, rm, stat, writeFile } from 'node:fs/promises'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { onBenchNode } from '../bench/install.mjs'
import { CPU_SLOWDOWN, measureInteractions } from './bench-interactions.mjs'
import { measureNavigation, navigationTable } from './bench-navigation.mjs'
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs'
import { FIRST_WINDOW, roundTripOf } from './first-window.mjs'
import { withRetries } from './retry.mjs'
import { startStaticServer } from './serve.mjs'
import { pageAddress, pageFile, pageKinds, writeTwinSite } from './twin.mjs'

const { lighthouse, launch } = await onBenchNode(import.meta.url)

const { values: options } = parseArgs({
  options: {
    page: { type: 'string', multiple: true, default: [] },
    runs: { type: 'string', default: process.env.BENCH_RUNS ?? '5' },
    dist: { type: 'string' },
    base: { type: 'string', default: '/' },
    ssr: { type: 'string' },
    'skip-islands': { type: 'boolean', default: false },
    'skip-navigation': { type: 'boolean', default: false },
  },
})
const RUNS = Number(options.runs)
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs must be a whole number ≥ 1`)
/** The goals against the twin: LCP at most this many times the twin's, TBT at most this more. */
const LCP_RATIO_GOAL = 1.03
const TBT_MARGIN_MS = 10
const root = fileURLToPath(new URL('..', import.meta.url))
const dist = options.dist ? resolve(options.dist) : join(root, 'dist')
const resultsDir = join(root, 'bench-results')
const referenceDir = join(resultsDir, 'reference')
const twinDir = join(resultsDir, 'twin-site')

const ssrFile = options.ssr
  ? resolve(options.ssr)
  : options.dist
    ? `${dist}-ssr/entry-server.js`
    : join(root, 'build/ssr/entry-server.js')
/** @type {typeof import('../src/entry-server.tsx') | undefined} */
const ssr = (await stat(ssrFile).catch(() => null))?.isFile()
  ? await import(pathToFileURL(ssrFile).href)
  : undefined
if (!ssr)
  process.stdout.write(
    `Skipped: the one-paragraph page and the islands (no server bundle at ${ssrFile}; --ssr names it)\n`,
  )

/**
 * The floor: one static HTML file with inline CSS and the hero's text, and no script.
 * @param {NonNullable<typeof ssr>} bundle
 */
function referencePage({ site, escapeHtml }) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(site.meta.title)}</title><meta name="description" content="${escapeHtml(site.meta.description)}">
<style>body{margin:0;font-family:system-ui,sans-serif;line-height:1.6;color:#0f172a;background:#f8fafc}
main{max-width:72rem;margin:0 auto;padding:3rem 1rem}h1{font-size:clamp(2.25rem,6vw + .5rem,3.75rem);line-height:1.1;margin:.5rem 0 0}
.s{color:#1d4ed8;font-weight:600;font-size:1.25rem}.d{color:#475569}a{display:inline-block;margin:2rem .75rem 0 0;padding:.75rem 1.25rem;border-radius:.75rem;background:#1d4ed8;color:#fff;font-weight:600;text-decoration:none}</style>
</head><body><main><p>${escapeHtml(site.hero.greeting)}</p><h1>${escapeHtml(site.owner.name)}</h1>
<p class="s">${escapeHtml(site.hero.subtitle)}</p><p class="d">${escapeHtml(site.hero.description)}</p>
<a href="#projects">${escapeHtml(site.hero.primaryAction.label)}</a><a href="#contact">${escapeHtml(site.hero.secondaryAction.label)}</a></main></body></html>
`
}

/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/**
 * @param {import('../bench/install.mjs').LighthouseResult} lhr
 */
function figures(lhr) {
  const longTaskList =
    /** @type {{ items?: { url?: string, startTime?: number, duration?: number }[] } | undefined} */ (
      lhr.audits['long-tasks']?.details
    )
  const longTasks = longTaskList?.items ?? []
  const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const numeric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? Number.NaN
  const summary =
    /** @type {{ items?: { resourceType: string, transferSize: number, requestCount: number }[] }} */ (
      lhr.audits['resource-summary']?.details ?? {}
    )
  const resources = Object.fromEntries(
    (summary.items ?? []).map((item) => [item.resourceType, item]),
  )
  const bytes = (/** @type {string} */ type) => resources[type]?.transferSize ?? 0
  const observed =
    /** @type {{ items?: { observedLargestContentfulPaint?: number }[] } | undefined} */ (
      lhr.audits.metrics?.details
    )?.items?.[0]
  const observedLcp = observed?.observedLargestContentfulPaint ?? Number.NaN
  const requests =
    /** @type {{ items?: { url: string, resourceType?: string, networkRequestTime?: number, networkEndTime?: number }[] } | undefined} */ (
      lhr.audits['network-requests']?.details
    )?.items ?? []
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    js: bytes('script'),
    css: bytes('stylesheet'),
    html: bytes('document'),
    images: bytes('image'),
    fonts: bytes('font'),
    thirdParty: bytes('third-party'),
    requests: resources.total?.requestCount ?? 0,
    /** The largest paint as the unthrottled load saw it: what Lantern cuts its graph at. */
    observedLcp,
    /**
     * Scripts asked for before that paint: Lantern counts each one that also arrived before it as
     * something the paint waited for.
     */
    scriptsBeforeLcp: requests.filter(
      ({ resourceType, networkRequestTime = Number.POSITIVE_INFINITY }) =>
        resourceType === 'Script' && networkRequestTime < observedLcp,
    ).length,
    /**
     * Requests other than the page's own document that arrived before that paint: each is in
     * Lantern's pessimistic graph, so whether a picture or the favicon (which the browser asks
     * for once the page has loaded) lands just before or just after the unthrottled paint moves
     * the simulated LCP by up to a round trip (docs/decisions/bench-twin.md).
     */
    arrivedBeforeLcp: requests.filter(
      ({ resourceType, networkEndTime = Number.POSITIVE_INFINITY }) =>
        resourceType !== 'Document' && networkEndTime < observedLcp,
    ).length,
    /** Lighthouse's long tasks (simulated): start and duration in ms, and what it blames. */
    longTasks: longTasks.map(({ url = '', startTime = 0, duration = 0 }) => ({
      start: Math.round(startTime),
      duration: Math.round(duration),
      url,
    })),
  }
}
/** @typedef {ReturnType<typeof figures>} Figures */
/** @typedef {Exclude<keyof Figures, 'longTasks'>} Metric */

/** The pages to measure: those given, or the first of each kind the build has. */
const requested = options.page.map((path) => ({ kind: pageAddress(path), path: pageAddress(path) }))
for (const { path } of requested)
  if (!(await stat(pageFile(dist, path)).catch(() => null))?.isFile())
    throw new Error(`${path}: no such page in ${dist} (${pageFile(dist, path)})`)
const { pages, missing } =
  requested.length > 0 ? { pages: requested, missing: [] } : await pageKinds(dist)
for (const line of missing) process.stdout.write(`Skipped, not in this build: ${line}\n`)
if (pages.length === 0) throw new Error(`No page to measure in ${dist}`)

/** A page's name in report file names: `home`, `case-study`, `projects-name`. */
const slug = (/** @type {string} */ text) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'root'

await rm(resultsDir, { recursive: true, force: true })
await mkdir(referenceDir, { recursive: true })
if (ssr) await writeFile(join(referenceDir, 'index.html'), referencePage(ssr))
const removedFromTwins = await writeTwinSite(dist, twinDir)
for (const { kind, path } of pages) {
  const removed = removedFromTwins.get(relative(dist, pageFile(dist, path))) ?? []
  process.stdout.write(
    `${kind} (${path}): its twin lacks ${removed.length} element(s), ${removed.join('').length} characters\n`,
  )
}

/** @type {{ close: () => Promise<void> }[]} */
const servers = []
/** @param {Parameters<typeof startStaticServer>[0]} options */
const serve = async (options) => {
  const server = await startStaticServer(options)
  servers.push(server)
  return server
}
/** @type {import('../bench/install.mjs').LaunchedChrome | undefined} */
let chrome

/** A run that fails (e.g. NO_NAVSTART on a busy machine) is retried this many times. */
const RETRIES_PER_RUN = 3

/**
 * @typedef {{ name: string, url: string }} Target
 * @typedef {{ kind: string, path: string, page: Figures[], twin: Figures[], twinAgain: Figures[] }} Measured
 */
/** @type {Measured[]} */
const measured = pages.map(({ kind, path }) => ({ kind, path, page: [], twin: [], twinAgain: [] }))
/** @type {Figures[]} */
const referenceRuns = []
/** @type {string[]} */
const failedRuns = []
let lighthouseVersion = ''

/**
 * One Lighthouse run; its reports are kept even when it failed.
 * @param {string} url @param {string} label the reports' file name
 */
async function lighthouseRun(url, label) {
  const result = await lighthouse(url, {
    port: chrome?.port,
    output: ['json', 'html'],
    logLevel: 'error',
  })
  if (!result) throw new Error('Lighthouse returned no result')
  const [json, html] = /** @type {string[]} */ (result.report)
  await writeFile(join(resultsDir, `${label}.report.json`), json ?? '')
  await writeFile(join(resultsDir, `${label}.report.html`), html ?? '')
  if (result.lhr.runtimeError)
    throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`)
  lighthouseVersion = result.lhr.lighthouseVersion
  return figures(result.lhr)
}

/**
 * A run, retried when it fails.
 * @param {string} name what is measured, in the reports' names and the lines printed
 * @param {string} url @param {number} run
 */
function measure(name, url, run) {
  return withRetries(
    (attempt) =>
      lighthouseRun(url, `${name}-run${run}${attempt === 1 ? '' : `-retry${attempt - 1}`}`),
    {
      retries: RETRIES_PER_RUN,
      onFailure: (error, attempt) => {
        const reason = error instanceof Error ? error.message : String(error)
        failedRuns.push(`${name} run ${run}, attempt ${attempt}: ${reason}`)
        process.stdout.write(`run ${run}/${RUNS} ${name} failed (${reason})\n`)
      },
    },
  )
}

/** @param {string} name @param {number} run @param {Figures} result */
const progress = (name, run, result) =>
  process.stdout.write(
    `run ${run}/${RUNS} ${name}: LCP ${Math.round(result.lcp)} ms, TBT ${Math.round(result.tbt)} ms\n`,
  )

/** @type {Awaited<ReturnType<typeof measureInteractions>> | undefined} */
let interactions
/** @type {Awaited<ReturnType<typeof measureNavigation>> | undefined} */
let navigation
/** Why the navigations could not be measured, if they could not. @type {string | undefined} */
let navigationFailure
const home = measured.find(({ path }) => path === '/')
/** Where a page of the site is served: its base, then its path in the build. */
const served = (/** @type {string} */ origin, /** @type {string} */ path) =>
  `${origin}${options.base.replace(/\/$/, '')}${path}`
try {
  const siteServer = await serve({ root: dist, base: options.base })
  const twinServer = await serve({ root: twinDir, base: options.base })
  // The same twin from a server of its own: two identical pages, the bench's own spread.
  const twinAgainServer = await serve({ root: twinDir, base: options.base })
  const referenceServer = await serve({ root: referenceDir, headersFile: '' })
  chrome = await launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  })
  for (let run = 1; run <= RUNS; run += 1) {
    for (const entry of measured) {
      const name = slug(entry.kind)
      const page = await measure(name, served(siteServer.origin, entry.path), run)
      entry.page.push(page)
      progress(name, run, page)
      const twin = await measure(`${name}-twin`, served(twinServer.origin, entry.path), run)
      entry.twin.push(twin)
      progress(`${name}-twin`, run, twin)
      const again = await measure(
        `${name}-twin-again`,
        served(twinAgainServer.origin, entry.path),
        run,
      )
      entry.twinAgain.push(again)
      progress(`${name}-twin-again`, run, again)
    }
    if (!ssr) continue
    const reference = await measure('one-paragraph', `${referenceServer.origin}/`, run)
    referenceRuns.push(reference)
    progress('one-paragraph', run, reference)
  }
  await chrome.kill()
  if (home && ssr && !options['skip-islands'] && options.base === '/') {
    process.stdout.write(`islands over Fast 4G with ${CPU_SLOWDOWN}× CPU slowdown, ${RUNS} runs\n`)
    interactions = await measureInteractions({
      origin: siteServer.origin,
      runs: RUNS,
      submittingLabel: ssr.site.contact.submittingLabel,
      minFillMs: ssr.MIN_FILL_MS,
      // With reCAPTCHA on, the form waits for Google's box, which the bench never loads.
      measureSend: !(
        /** @type {{ recaptchaSiteKey?: string }} */ (ssr.site.emailjs).recaptchaSiteKey
      ),
    })
  }
  if (!options['skip-navigation']) {
    process.stdout.write(
      `from a link to the next page over Fast 4G, ${CPU_SLOWDOWN}× CPU slowdown, with and without the view transition\n`,
    )
    // A navigation that fails is a goal not met, never the pages' figures lost.
    navigation = await measureNavigation({
      dist,
      base: options.base,
      runs: RUNS,
      work: join(resultsDir, 'without-transition'),
    }).catch((/** @type {unknown} */ error) => {
      navigationFailure = error instanceof Error ? error.message.split('\n')[0] : String(error)
      return undefined
    })
  }
} finally {
  await chrome?.kill()
  for (const server of servers) await server.close()
}

/** @param {Figures[]} list @returns {Record<Metric, number>} */
const medians = (list) =>
  /** @type {Record<Metric, number>} */ (
    Object.fromEntries(
      Object.keys(list[0] ?? {})
        .filter((key) => key !== 'longTasks')
        .map((key) => [
          key,
          median(list.map((entry) => Number(entry[/** @type {Metric} */ (key)]))),
        ]),
    )
  )
const reference = medians(referenceRuns)
const kib = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KiB`
const ms = (/** @type {number} */ value) => `${Math.round(value)} ms`
const pad = (/** @type {unknown} */ value, /** @type {number} */ width) =>
  String(value).padEnd(width)
/** @type {[string, (figures: Record<Metric, number>) => string | number][]} */
const ROWS = [
  ['Performance', (f) => f.performance],
  ['Accessibility', (f) => f.accessibility],
  ['Best practices', (f) => f['best-practices']],
  ['SEO', (f) => f.seo],
  ['FCP', (f) => ms(f.fcp)],
  ['LCP', (f) => ms(f.lcp)],
  ['TBT', (f) => ms(f.tbt)],
  ['CLS', (f) => f.cls.toFixed(3)],
  ['JS (transfer)', (f) => kib(f.js)],
  ['CSS (transfer)', (f) => kib(f.css)],
  ['HTML (transfer)', (f) => kib(f.html)],
  ['Images (transfer)', (f) => kib(f.images)],
  ['Fonts (transfer)', (f) => kib(f.fonts)],
  ['Third-party', (f) => kib(f.thirdParty)],
  ['Requests', (f) => f.requests],
]
/** Each run's long tasks, as Lighthouse simulates them: start+duration (ms). */
const longTaskLines = (/** @type {string} */ name, /** @type {Figures[]} */ list) =>
  `  ${pad(name, 13)} ${list
    .map(
      (run) =>
        run.longTasks
          .map(
            ({ start, duration, url }) =>
              `${start}+${duration}${url ? ` ${url.replace(/^https?:\/\/[^/]+/, '')}` : ''}`,
          )
          .join(', ') || '—',
    )
    .join(' | ')}`

/** @type {[string, boolean][]} */
const targets = []
/** @type {string[]} */
const sections = []
const summaries = measured.map((entry) => {
  const ours = medians(entry.page)
  const twin = medians(entry.twin)
  const twinAgain = medians(entry.twinAgain)
  const lcpRatio = ours.lcp / twin.lcp
  /** @type {[string, boolean][]} */
  const goals = [
    .../** @type {const} */ (['performance', 'accessibility', 'best-practices', 'seo']).map(
      (id) => /** @type {[string, boolean]} */ ([`${id} ${ours[id]} (goal 100)`, ours[id] === 100]),
    ),
    [
      `LCP ≤ ${LCP_RATIO_GOAL}× the twin's (${lcpRatio.toFixed(2)}×: ${ms(ours.lcp)} against ${ms(twin.lcp)})`,
      lcpRatio <= LCP_RATIO_GOAL,
    ],
    [
      `TBT within ${TBT_MARGIN_MS} ms of the twin's (${ms(ours.tbt)} against ${ms(twin.tbt)})`,
      ours.tbt <= twin.tbt + TBT_MARGIN_MS,
    ],
    [`CLS 0 (${ours.cls.toFixed(3)})`, ours.cls === 0],
  ]
  for (const [goal, met] of goals) targets.push([`${entry.kind}: ${goal}`, met])
  const perRun = (/** @type {Metric} */ metric, /** @type {Figures[]} */ list) =>
    list.map((run) => Math.round(run[metric])).join(', ')
  sections.push(
    [
      `## ${entry.kind} (${entry.path})`,
      '',
      `| ${pad('metric', 18)} | ${pad('page', 10)} | ${pad('twin', 10)} | ${pad('twin again', 10)} | ${pad('one-paragraph', 13)} |`,
      `| ${'-'.repeat(18)} | ${'-'.repeat(10)} | ${'-'.repeat(10)} | ${'-'.repeat(10)} | ${'-'.repeat(13)} |`,
      ...ROWS.map(
        ([name, cell]) =>
          `| ${pad(name, 18)} | ${pad(cell(ours), 10)} | ${pad(cell(twin), 10)} | ${pad(cell(twinAgain), 10)} | ${pad(referenceRuns.length > 0 ? cell(reference) : '—', 13)} |`,
      ),
      '',
      `Per run, page / twin / twin again: LCP ${perRun('lcp', entry.page)} / ${perRun('lcp', entry.twin)} / ${perRun('lcp', entry.twinAgain)}; TBT ${perRun('tbt', entry.page)} / ${perRun('tbt', entry.twin)} / ${perRun('tbt', entry.twinAgain)}`,
      `The bench's spread (twin again against twin, identical pages): LCP ${(twinAgain.lcp / twin.lcp).toFixed(2)}×, TBT ${Math.round(twinAgain.tbt - twin.tbt)} ms; the page against its twin: LCP ${lcpRatio.toFixed(2)}×, TBT ${Math.round(ours.tbt - twin.tbt)} ms`,
      `Per run, unthrottled LCP, page / twin: ${perRun('observedLcp', entry.page)} / ${perRun('observedLcp', entry.twin)}; scripts asked for before it, page: ${perRun('scriptsBeforeLcp', entry.page)}; other files arrived before it, page / twin: ${perRun('arrivedBeforeLcp', entry.page)} / ${perRun('arrivedBeforeLcp', entry.twin)}`,
      ...(referenceRuns.length > 0
        ? [
            `LCP against the one-paragraph page: ${(ours.lcp / reference.lcp).toFixed(2)}× (the twin: ${(twin.lcp / reference.lcp).toFixed(2)}×)`,
          ]
        : []),
      ours.html <= FIRST_WINDOW
        ? `The HTML (${ours.html} B with its headers) fits in TCP's first window (${FIRST_WINDOW} B).`
        : `⚠ The HTML (${ours.html} B with its headers) is over TCP's first window (${FIRST_WINDOW} B): the first paint waits one more round trip.`,
      'Long tasks per run (simulated start+duration, ms; run | run | ...):',
      longTaskLines('page', entry.page),
      longTaskLines('twin', entry.twin),
      longTaskLines('twin again', entry.twinAgain),
      '',
      ...goals.map(([goal, met]) => `${met ? '✓' : '✗'} ${goal}`),
    ].join('\n'),
  )
  return {
    kind: entry.kind,
    path: entry.path,
    page: ours,
    twin,
    twinAgain,
    lcpRatio,
    goals,
    runs: entry,
  }
})

const islandRuns = interactions?.runs ?? []
const islands = /** @type {const} */ (['menu', 'picture', 'keystroke', 'send'])
  // Send is not measured where the owner turned reCAPTCHA on.
  .filter((name) => islandRuns.some((run) => !Number.isNaN(run[name])))
  .map((name) => ({
    name,
    median: median(islandRuns.map((run) => run[name])),
    worst: Math.max(...islandRuns.map((run) => run[name])),
  }))
const worstInteraction = (interactions?.interactions ?? []).reduce(
  (worst, entry) => (entry.duration > worst.duration ? entry : worst),
  { island: '', action: '', event: '', duration: 0 },
)
const inp = worstInteraction.duration
/**
 * The later interactions' durations by island and what the visitor did, in the order first met.
 * @param {{ island: string, action: string, duration: number }[]} list
 */
function byAction(list) {
  /** @type {Map<string, number[]>} */
  const groups = new Map()
  for (const { island, action, duration } of list) {
    const key = `${island} ${action}`
    const group = groups.get(key) ?? []
    group.push(duration)
    groups.set(key, group)
  }
  return groups
}
if (interactions) {
  /** @type {[string, boolean][]} */
  const goals = [
    ...islands.map(
      ({ name, median: value, worst }) =>
        /** @type {[string, boolean]} */ ([
          `${name}: first tap or key to result ≤ 250 ms (median ${ms(value)}, worst ${ms(worst)})`,
          value <= 250,
        ]),
    ),
    [`every interaction ≤ 100 ms (INP: worst ${ms(inp)})`, inp <= 100],
  ]
  for (const [goal, met] of goals) targets.push([`home islands: ${goal}`, met])
  sections.push(
    [
      `## Islands on the home page over Fast 4G, CPU ${CPU_SLOWDOWN}× slower`,
      '',
      'First tap or key to visible result (ms), per run:',
      ...islands.map(
        ({ name }) =>
          `  ${pad(name, 10)} ${interactions.runs.map((run) => Math.round(run[name])).join(' / ')}`,
      ),
      ...(islands.some(({ name }) => name === 'send')
        ? []
        : [
            '  send       not measured: the form waits for reCAPTCHA’s box, which loads from Google',
          ]),
      `  later interactions recorded: ${interactions.interactions.length}, longest ${ms(inp)} (${worstInteraction.island} ${worstInteraction.action}, ${worstInteraction.event})`,
      'Later interactions by what the visitor did (ms: count, median, longest, over 100 ms):',
      ...[...byAction(interactions.interactions)].map(([what, durations]) => {
        const over = durations.filter((duration) => duration > 100).length
        return `  ${pad(what, 22)} ${durations.length}, ${ms(median(durations))}, ${ms(Math.max(...durations))}, ${over}`
      }),
      '',
      ...goals.map(([goal, met]) => `${met ? '✓' : '✗'} ${goal}`),
    ].join('\n'),
  )
}

if (navigationFailure) targets.push([`between pages: measured (${navigationFailure})`, false])
if (navigation) {
  const { lines, goals } = navigationTable(navigation)
  for (const [goal, met] of goals) targets.push([`between pages: ${goal}`, met])
  sections.push(
    [
      `## From a link to the next page's LCP over Fast 4G, CPU ${CPU_SLOWDOWN}× slower (scripts/bench-navigation.mjs)`,
      '',
      'Medians from the click; the same build without its view transition, and as built again (the bench’s own spread):',
      '',
      ...lines,
      ...navigation.unreachable.map((line) => `Skipped: ${line}`),
      '',
      ...goals.map(([goal, met]) => `${met ? '✓' : '✗'} ${goal}`),
    ].join('\n'),
  )
}

/**
 * Every page at its twins, a line each: FCP, LCP (and its ratio to the slower twin) and TBT, page
 * first, then its twin and its twin again; its script (transfer) and its HTML with its headers
 * (transfer), page and twin, each with the round trip it arrives in on a new connection.
 */
const atTwins = [
  '| page | FCP page / twins | LCP page / twins (ratio to slower twin) | TBT page / twins | JS | HTML page / twin (round trip) |',
  '|---|---|---|---|---|---|',
  ...summaries.map(({ kind, path, page, twin, twinAgain }) => {
    const trio = (/** @type {Metric} */ metric) =>
      `${Math.round(page[metric])} / ${Math.round(twin[metric])}, ${Math.round(twinAgain[metric])}`
    const ratio = page.lcp / Math.max(twin.lcp, twinAgain.lcp)
    const html = (/** @type {number} */ bytes) => `${bytes} B (${roundTripOf(bytes)})`
    return `| ${kind} (${path}) | ${trio('fcp')} | ${trio('lcp')} (${ratio.toFixed(2)}×) | ${trio('tbt')} | ${kib(page.js)} | ${html(page.html)} / ${html(twin.html)} |`
  }),
].join('\n')

const table = [
  `Lighthouse ${lighthouseVersion} mobile, simulated throttling, median of ${RUNS} runs, each page alternating with its script-free twin and that twin again (the bench's own spread)`,
  ...missing.map((line) => `Skipped, not in this build: ${line}`),
  '',
  sections.join('\n\n'),
  '',
  atTwins,
  '',
  failedRuns.length === 0
    ? 'No Lighthouse run failed.'
    : `${failedRuns.length} Lighthouse run(s) failed and were retried:\n${failedRuns.map((line) => `  ${line}`).join('\n')}`,
  '',
  targets.every(([, met]) => met)
    ? `Every goal met (${targets.length}).`
    : `Goals not met (${targets.filter(([, met]) => !met).length} of ${targets.length}):\n${targets
        .filter(([, met]) => !met)
        .map(([goal]) => `✗ ${goal}`)
        .join('\n')}`,
].join('\n')
console.log(`\n${table}\n`)
await writeFile(
  join(resultsDir, 'summary.json'),
  `${JSON.stringify({ runs: RUNS, pages: summaries, missing, reference, referenceRuns, islands, inp, interactions, navigation, targets, failedRuns }, null, 2)}\n`,
)
await writeFile(join(resultsDir, 'summary.md'), `${table}\n`)
console.log(`Reports: ${resultsDir}/`)
process.exitCode = targets.every(([, met]) => met) ? 0 : 1
