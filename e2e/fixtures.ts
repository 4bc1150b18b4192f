import {
  type APIRequestContext,
  test as base,
  expect,
  type Locator,
  type Page,
  type Request,
  type Route,
} from '@playwright/test'
import { bootAddress } from '../scripts/boot-loader.mjs'
import { THEME_SCRIPT } from '../src/document/themeScript.ts'
import { ENTRIES_ID, islandFiles } from '../src/islands/markup.ts'
import { counter, emailConfig } from './content.ts'

export const SEND_URL = 'https://api.emailjs.com/api/v1.0/email/send'

/**
 * A stand-in for Google's reCAPTCHA script (no test reaches Google): a plain checkbox whose
 * token is the site key once ticked, the part of `grecaptcha` the form uses. The size asked for
 * is noted on the container (data-size).
 */
export const FAKE_RECAPTCHA_LABEL = 'I am not a robot'
export const FAKE_RECAPTCHA = `window.grecaptcha = {
  ready: (callback) => callback(),
  render(container, { sitekey, size }) {
    container.dataset.size = size
    container.innerHTML = '<label class="fake-recaptcha"><input type="checkbox">${FAKE_RECAPTCHA_LABEL}</label>'
    this.box = container.querySelector('input')
    this.sitekey = sitekey
    return 0
  },
  getResponse() { return this.box && this.box.checked ? 'token-' + this.sitekey : '' },
  reset() { if (this.box) this.box.checked = false },
}`

/** Console messages and page errors collected while a test runs. */
export interface ConsoleLog {
  errors: string[]
  warnings: string[]
}

export const test = base.extend<{ consoleLog: ConsoleLog }>({
  /**
   * Every page runs on Playwright's clock (time flows as usual), so a test can move time on
   * instead of waiting for it (contactForm.ts, asAPersonWould); what it prefetches is noted;
   * where the owner enabled reCAPTCHA, Google's script is answered by the stand-in; and where the
   * content counts visits, the browser answers the counter (routeCounter).
   */
  page: async ({ page }, use) => {
    await page.clock.install()
    const prefetched = new Set<string>()
    prefetchedBy.set(page, prefetched)
    page.on('requestfinished', (request) => {
      if (isPrefetch(request)) prefetched.add(new URL(request.url()).pathname)
    })
    if (emailConfig.recaptchaSiteKey)
      await page.route('https://www.google.com/recaptcha/**', (route) =>
        route.fulfill({ contentType: 'text/javascript', body: FAKE_RECAPTCHA }),
      )
    if (counter) await routeCounter(page, counter)
    await use(page)
  },
  consoleLog: async ({ page }, use) => {
    const log: ConsoleLog = { errors: [], warnings: [] }
    page.on('console', (message) => {
      if (message.type() === 'error') log.errors.push(message.text())
      if (message.type() === 'warning') log.warnings.push(message.text())
    })
    page.on('pageerror', (error) => log.errors.push(error.message))
    await use(log)
  },
})

export { expect }

/** A phone, as the budgets and the bench count one: 412×823 CSS px at 2.625×, touch only. */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
}

/**
 * Opens the page and waits until its script has run (the `loaded` class): the page is static,
 * and each island hydrates when a visitor needs it (src/islands/boot.ts).
 */
export async function openPage(page: Page, path = '') {
  // The boot script runs once the HTML is parsed; pictures may still be on their way.
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  // A busy machine may take a few seconds.
  await expect(page.locator('.app')).toHaveClass(/\bloaded\b/, { timeout: 15_000 })
}

/** The colour schemes a page is checked in, light first. */
export const SCHEMES = ['light', 'dark'] as const
export type Scheme = (typeof SCHEMES)[number]

/**
 * Runs `check` on the page as it is, in the light and then the dark scheme, each a named step.
 * One page for both: the scheme is CSS's `light-dark()`, which follows the emulated preference
 * without a reload.
 */
export async function inEachScheme(page: Page, check: (scheme: Scheme) => Promise<void>) {
  for (const colorScheme of SCHEMES)
    await test.step(colorScheme, async () => {
      await page.emulateMedia({ colorScheme })
      await check(colorScheme)
    })
}

/**
 * Holds back the boot script of the page at `path` (as the page names it) until the returned
 * `release` is called: what a visitor does meanwhile is done before the page's script arrives.
 */
export async function holdBootScript(page: Page, request: APIRequestContext, path: string) {
  const boot = bootAddress(await (await request.get(path)).text()) ?? ''
  expect(boot, 'the boot script, named by the page').toBeTruthy()
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(`**${boot}`, async (route) => {
    await released
    await route.continue()
  })
  return release
}

/**
 * Scrolls to the bottom in steps of 80 % of the viewport, as a reader would, with a pause on each
 * so lazy pictures start loading. Instant steps: the page scrolls smoothly without reduced motion,
 * and a smooth scroll lags behind and may skip whole screens on a busy machine.
 */
export async function scrollThroughPage(page: Page) {
  await page.evaluate(async () => {
    const to = (top: number) => scrollTo({ top, behavior: 'instant' })
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight * 0.8) {
      to(y)
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)))
    }
    to(document.documentElement.scrollHeight)
  })
}

/**
 * The script any page requests before a visitor does anything, gzip (e2e/budgets.spec.ts), on
 * every kind of page: 5,000 B. It was 5,650 B after four additions (the copy button's write
 * inside the click, the cross-fade's skip and its opt-in only where it plays, the theme's cookie,
 * the draft kept before the form runs), back under once the boot script lost Vite's preload
 * helper (791 B of gzip: it asks for an island's files itself) and the copy buttons' code and
 * the draft keeping went to modules of their own, asked for only where the page's content uses
 * them. Since, the draft is kept by the inline loader from the first keystroke, and the copy
 * buttons' module is the boot script's few lines: every kind of page loads the same script
 * (docs/performance.md has the figures).
 */
export const FIRST_LOAD_SCRIPT_BYTES = 5_000

/**
 * How long a first use may wait for its island: its scripts load and React hydrates it then,
 * which on a busy 2-core machine running several browsers can take more than the default 5 s.
 */
export const ISLAND_READY_MS = 15_000

/** Waits until the island `name` has hydrated (it then handles everything itself). */
export const islandHydrated = (page: Page, name: string) =>
  expect(page.locator(`[data-island="${name}"]`)).toHaveAttribute('data-hydrated', '', {
    timeout: ISLAND_READY_MS,
  })

/** Waits until the page has prefetched every island's files, as it does once idle. */
export async function islandsPrefetched(page: Page) {
  const files = islandFiles(
    JSON.parse((await page.locator(`#${ENTRIES_ID}`).textContent()) ?? '{}'),
  )
  expect(files.length).toBeGreaterThan(0)
  // The page waits for the browser to be idle, for at most 3 s: on the test's clock, at once.
  await page.clock.fastForward(3_100)
  await expect.poll(() => files.filter((file) => !prefetchedBy.get(page)?.has(file))).toEqual([])
}

/** The files each page has finished prefetching, by path (recorded by the `clock` fixture). */
const prefetchedBy = new WeakMap<Page, Set<string>>()

/** Requests the browser made only to fetch ahead (idle prefetches), not to run. */
export const isPrefetch = (request: Request) =>
  /prefetch/.test(request.headers()['sec-purpose'] ?? '')

/**
 * Fails the page's script requests for which `failing` holds, as a lost connection does. Each
 * script load that fails is remembered for the rest of the document, as Firefox ESR 153,
 * Chromium up to about 150 and older Safari remember a failed module load: a later load of that
 * address fails too, once the network is back, while fetch() of it works. A new document (a
 * reload) starts afresh. Returns the addresses remembered.
 */
export async function failScripts(page: Page, failing: (url: URL) => boolean) {
  const failed = new Set<string>()
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) failed.clear()
  })
  await page.route(/\.js(\?|$)/, async (route) => {
    const request = route.request()
    const script = request.resourceType() === 'script'
    if (failing(new URL(request.url())) || (script && failed.has(request.url()))) {
      if (script) failed.add(request.url())
      await route.abort('internetdisconnected')
    } else {
      await route.fallback()
    }
  })
  return failed
}

/** Answers the email provider's endpoint in the browser, so no test reaches the real one. */
export async function routeProvider(page: Page, handler: (route: Route) => Promise<void> | void) {
  await page.route(SEND_URL, async (route) => {
    if (route.request().method() === 'OPTIONS') {
      await route.fulfill({ status: 204, headers: corsHeaders })
      return
    }
    await handler(route)
  })
}

export const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
}

/** A provider reply with a status and a text body, as EmailJS answers. */
export const reply = (status: number, body: string) => (route: Route) =>
  route.fulfill({ status, body, headers: corsHeaders })

/** GoatCounter's answer to a count: a 1×1 transparent GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')

/** A request to the content's own visit counter, where it counts visits: allowed elsewhere. */
export const isCount = (url: string) => counter !== undefined && url.startsWith(`${counter}?`)

/** One count the page asked for: its query (p, t, e, rnd), and the address whole. */
export interface Count {
  query: Record<string, string>
  url: string
}

/**
 * Answers the visit counter at `endpoint` (its /count address) in the browser, as GoatCounter
 * does, so no test reaches it; returns the counts asked for, in order.
 */
export async function routeCounter(page: Page, endpoint: string): Promise<Count[]> {
  const counts: Count[] = []
  await page.route(
    (url) => `${url.origin}${url.pathname}` === endpoint,
    async (route) => {
      const url = route.request().url()
      counts.push({ query: Object.fromEntries(new URL(url).searchParams), url })
      await route.fulfill({ contentType: 'image/gif', body: PIXEL })
    },
  )
  return counts
}

/** Records every layout shift from the page's start, with its score and what moved. */
export function recordLayoutShifts(page: Page) {
  return page.addInitScript(() => {
    // Each shift's score and what moved, so a failure says where to look.
    const shifts: string[] = []
    Object.assign(window, { layoutShifts: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as unknown as {
          value: number
          sources?: { node?: Node | null }[]
        }
        const moved = (shift.sources ?? []).map((source) =>
          source.node instanceof Element
            ? `${source.node.tagName.toLowerCase()}.${source.node.className}`
            : String(source.node?.nodeName),
        )
        shifts.push(`${shift.value.toFixed(4)}: ${moved.join(', ')}`)
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The layout shifts recorded so far (see recordLayoutShifts). */
export const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts)

/**
 * The file a picture shows once it has loaded it (its decoded width is known), else ''. A
 * picture's own file, not the transparent pixel an enlarged view's image holds until it is shown
 * (src/sections/ProjectViewer.tsx), nor one between two files.
 */
const fileShown = (image: Locator) =>
  image.evaluate((element: HTMLImageElement) =>
    element.complete && element.naturalWidth > 0 && /^https?:/.test(element.currentSrc)
      ? element.currentSrc
      : '',
  )

/** Waits until a picture has loaded a file and shows it (its decoded width is known). */
export const pictureLoaded = (image: Locator) => expect.poll(() => fileShown(image)).not.toBe('')

/**
 * Brings a picture into view as a reader scrolling to it would, waits until it shows a file whose
 * address matches `file`, and returns that address. The page's `load` event does not wait for a
 * lazy picture: it has no file at all (currentSrc '') until the browser has laid the page out and
 * found it near the screen, which on a busy machine can come after `load`, or never below the fold.
 */
export async function pictureShown(image: Locator, file = /^https?:/) {
  await image.scrollIntoViewIfNeeded()
  let shown = ''
  await expect
    .poll(async () => (shown = await fileShown(image)), {
      message: `a picture shows a file matching ${file}`,
      timeout: 15_000,
    })
    .toMatch(file)
  return shown
}

/**
 * Waits until every animation of the element and inside it has ended (an endless one aside), so
 * what is read next is what a visitor sees once it has settled, not a frame of the motion: the
 * enlarged view opens from 97 % of its size over 0.2 s (src/styles/global.css), which a busy
 * machine draws for longer.
 */
export const animationsEnded = (element: Locator) =>
  element.evaluate(async (target) => {
    await Promise.all(
      target
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    )
  })

/** Records CSP violations from the first script on; read them with cspViolations(page). */
export const watchCsp = (page: Page) =>
  page.addInitScript(() => {
    const violations: string[] = []
    Object.assign(window, { cspViolations: violations })
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })

/**
 * The page's scripts other than the colour theme's head script (src/document/theme.ts), which
 * every page carries: each by its address, or an inline one by its text.
 */
export const scriptsBesideTheTheme = (page: Page) =>
  page
    .locator('script')
    .evaluateAll(
      (scripts, theme) =>
        scripts
          .filter((script) => script.hasAttribute('src') || script.textContent !== theme)
          .map((script) => script.getAttribute('src') ?? script.textContent ?? ''),
      THEME_SCRIPT,
    )

/**
 * The page's inline scripts that run (not data: the islands' props, search data, speculation
 * rules): on every page, the colour theme's head script and the loader of the boot script.
 */
export const runningInlineScripts = (page: Page) =>
  page
    .locator(
      'script:not([src]):not([type="application/json"]):not([type="application/ld+json"]):not([type="speculationrules"])',
    )
    .allTextContents()

/** The CSP violations the page has met since watchCsp. */
export const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)
