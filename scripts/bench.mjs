// @ts-check
/**
 * `npm run bench`: Lighthouse (mobile, default simulated throttling) on the built site, served
 * on loopback with gzip as a CDN would, five runs each for the site and for a script-free
 * reference page with the hero's text, alternating; then the islands' response times over Fast
 * 4G with the CPU slowed 4× (bench-interactions.mjs). Prints the medians and whether each target
 * is met; full reports (JSON and HTML) go to bench-results/.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CPU_SLOWDOWN, measureInteractions } from './bench-interactions.mjs'
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs'
import { withRetries } from './retry.mjs'
import { startStaticServer } from './serve.mjs'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
/**
 * What a new connection delivers in its first round trip (10 segments of 1,460 B, as in
 * Lighthouse's simulation): an HTML document larger than this, headers included, costs the first
 * paint a round trip more (141 ms in the simulation).
 */
const FIRST_WINDOW = 14_600
const root = fileURLToPath(new URL('..', import.meta.url))
const resultsDir = join(root, 'bench-results')
const referenceDir = join(resultsDir, 'reference')

/** @type {import('../src/entry-server.tsx')} */
const { site, escapeHtml, MIN_FILL_MS } = await import(
  pathToFileURL(join(root, 'build/ssr/entry-server.js')).href
)

/** The floor: one static HTML file with inline CSS and the hero's text, and no script. */
function referencePage() {
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
 * @param {import('lighthouse').Result} lhr
 */
function figures(lhr) {
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
  }
}

await rm(resultsDir, { recursive: true, force: true })
await mkdir(referenceDir, { recursive: true })
await writeFile(join(referenceDir, 'index.html'), referencePage())

const siteServer = await startStaticServer({ root: join(root, 'dist') })
const referenceServer = await startStaticServer({ root: referenceDir, headersFile: '' })
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
})

/** A run that fails (e.g. NO_NAVSTART on a busy machine) is retried this many times. */
const RETRIES_PER_RUN = 3

/** @type {Record<'site' | 'reference', ReturnType<typeof figures>[]>} */
const runs = { site: [], reference: [] }
/** @type {string[]} */
const failedRuns = []
let lighthouseVersion = ''

/**
 * One Lighthouse run; its reports are kept even when it failed.
 * @param {string} name @param {string} origin @param {string} label
 */
async function lighthouseRun(name, origin, label) {
  const result = await lighthouse(`${origin}/`, {
    port: chrome.port,
    output: ['json', 'html'],
    logLevel: 'error',
  })
  if (!result) throw new Error('Lighthouse returned no result')
  const [json, html] = /** @type {string[]} */ (result.report)
  await writeFile(join(resultsDir, `${name}-${label}.report.json`), json ?? '')
  await writeFile(join(resultsDir, `${name}-${label}.report.html`), html ?? '')
  if (result.lhr.runtimeError)
    throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`)
  lighthouseVersion = result.lhr.lighthouseVersion
  return figures(result.lhr)
}

/** @type {Awaited<ReturnType<typeof measureInteractions>> | undefined} */
let interactions
try {
  for (let run = 1; run <= RUNS; run += 1) {
    for (const [name, origin] of /** @type {const} */ ([
      ['site', siteServer.origin],
      ['reference', referenceServer.origin],
    ])) {
      const figuresOfRun = await withRetries(
        (attempt) =>
          lighthouseRun(
            name,
            origin,
            attempt === 1 ? `run${run}` : `run${run}-retry${attempt - 1}`,
          ),
        {
          retries: RETRIES_PER_RUN,
          onFailure: (error, attempt) => {
            const reason = error instanceof Error ? error.message : String(error)
            failedRuns.push(`${name} run ${run}, attempt ${attempt}: ${reason}`)
            process.stdout.write(`run ${run}/${RUNS} ${name} failed (${reason})\n`)
          },
        },
      )
      runs[name].push(figuresOfRun)
      process.stdout.write(
        `run ${run}/${RUNS} ${name}: LCP ${Math.round(runs[name].at(-1)?.lcp ?? 0)} ms\n`,
      )
    }
  }
  await chrome.kill()
  process.stdout.write(`islands over Fast 4G with ${CPU_SLOWDOWN}× CPU slowdown, ${RUNS} runs\n`)
  interactions = await measureInteractions({
    origin: siteServer.origin,
    runs: RUNS,
    submittingLabel: site.contact.submittingLabel,
    minFillMs: MIN_FILL_MS,
  })
} finally {
  await chrome.kill()
  await siteServer.close()
  await referenceServer.close()
}

/** @param {ReturnType<typeof figures>[]} list */
const medians = (list) =>
  /** @type {ReturnType<typeof figures>} */ (
    Object.fromEntries(
      Object.keys(list[0] ?? {}).map((key) => [
        key,
        median(list.map((entry) => entry[/** @type {keyof ReturnType<typeof figures>} */ (key)])),
      ]),
    )
  )
const ours = medians(runs.site)
const reference = medians(runs.reference)
const lcpRatio = ours.lcp / reference.lcp
const islands = /** @type {const} */ (['menu', 'picture', 'keystroke', 'send']).map((name) => ({
  name,
  median: median((interactions?.runs ?? []).map((run) => run[name])),
  worst: Math.max(...(interactions?.runs ?? []).map((run) => run[name])),
}))
const worstInteraction = (interactions?.interactions ?? []).reduce(
  (worst, entry) => (entry.duration > worst.duration ? entry : worst),
  { island: '', event: '', duration: 0 },
)
const inp = worstInteraction.duration
const kib = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KiB`
const ms = (/** @type {number} */ value) => `${Math.round(value)} ms`

const rows = [
  ['Performance', ours.performance, reference.performance],
  ['Accessibility', ours.accessibility, reference.accessibility],
  ['Best practices', ours['best-practices'], reference['best-practices']],
  ['SEO', ours.seo, reference.seo],
  ['FCP', ms(ours.fcp), ms(reference.fcp)],
  ['LCP', ms(ours.lcp), ms(reference.lcp)],
  ['TBT', ms(ours.tbt), ms(reference.tbt)],
  ['CLS', ours.cls.toFixed(3), reference.cls.toFixed(3)],
  ['JS (transfer)', kib(ours.js), kib(reference.js)],
  ['CSS (transfer)', kib(ours.css), kib(reference.css)],
  ['HTML (transfer)', kib(ours.html), kib(reference.html)],
  ['Images (transfer)', kib(ours.images), kib(reference.images)],
  ['Fonts (transfer)', kib(ours.fonts), kib(reference.fonts)],
  ['Third-party', kib(ours.thirdParty), kib(reference.thirdParty)],
  ['Requests', ours.requests, reference.requests],
]
/** @param {string} name @param {number} score */
const scoreTarget = (name, score) => [`${name} ${score} (target 100)`, score === 100]
const targets = [
  scoreTarget('Performance', ours.performance),
  scoreTarget('Accessibility', ours.accessibility),
  scoreTarget('Best practices', ours['best-practices']),
  scoreTarget('SEO', ours.seo),
  [`LCP ≤ 1.05× reference (${lcpRatio.toFixed(2)}×)`, lcpRatio <= 1.05],
  [
    `TBT within 10 ms of the reference's (${ms(ours.tbt)} against ${ms(reference.tbt)})`,
    ours.tbt <= reference.tbt + 10,
  ],
  [`CLS 0 (${ours.cls.toFixed(3)})`, ours.cls === 0],
  ...islands.map(({ name, median: value, worst }) => [
    `${name}: first tap or key to result ≤ 250 ms (median ${ms(value)}, worst ${ms(worst)})`,
    value <= 250,
  ]),
  [`every interaction ≤ 100 ms (INP: worst ${ms(inp)})`, inp <= 100],
]

const pad = (/** @type {unknown} */ value, /** @type {number} */ width) =>
  String(value).padEnd(width)
const table = [
  `Lighthouse ${lighthouseVersion} mobile, simulated throttling, median of ${RUNS} runs`,
  '',
  `| ${pad('metric', 18)} | ${pad('site', 10)} | ${pad('reference', 10)} |`,
  `| ${'-'.repeat(18)} | ${'-'.repeat(10)} | ${'-'.repeat(10)} |`,
  ...rows.map(([name, a, b]) => `| ${pad(name, 18)} | ${pad(a, 10)} | ${pad(b, 10)} |`),
  '',
  `LCP ratio (site / script-free reference): ${lcpRatio.toFixed(2)}×`,
  ours.html <= FIRST_WINDOW
    ? `The HTML (${ours.html} B with its headers) fits in TCP's first window (${FIRST_WINDOW} B).`
    : `⚠ The HTML (${ours.html} B with its headers) is over TCP's first window (${FIRST_WINDOW} B): the first paint waits one more round trip.`,
  '',
  `Islands over Fast 4G, CPU ${CPU_SLOWDOWN}× slower, first tap or key to visible result (ms), per run:`,
  ...islands.map(
    ({ name }) =>
      `  ${pad(name, 10)} ${(interactions?.runs ?? []).map((run) => Math.round(run[name])).join(' / ')}`,
  ),
  `  later interactions recorded: ${interactions?.interactions.length ?? 0}, longest ${ms(inp)} (${worstInteraction.island} ${worstInteraction.event})`,
  failedRuns.length === 0
    ? 'No Lighthouse run failed.'
    : `${failedRuns.length} Lighthouse run(s) failed and were retried:\n${failedRuns.map((line) => `  ${line}`).join('\n')}`,
  '',
  ...targets.map(([name, met]) => `${met ? '✓' : '✗'} ${name}`),
].join('\n')
console.log(`\n${table}\n`)
await writeFile(
  join(resultsDir, 'summary.json'),
  `${JSON.stringify({ runs: RUNS, site: ours, reference, lcpRatio, islands, inp, interactions, targets, failedRuns }, null, 2)}\n`,
)
await writeFile(join(resultsDir, 'summary.md'), `${table}\n`)
console.log(`Reports: ${resultsDir}/`)
process.exitCode = targets.every(([, met]) => met) ? 0 : 1
