// @ts-check
/**
 * The islands' response times, as `npm run bench` measures them: in Chromium over Chrome
 * DevTools' "Fast 4G" network with the CPU slowed 4×, from a visitor's first tap or key on each
 * island to its visible result, loading included:
 * - menu: a tap on the phone menu's button, until its links show;
 * - picture: a tap on the first project picture, once it has scrolled into view and shown,
 *   until the enlarged view shows;
 * - keystroke: the first key typed into the form right after scrolling to it, until it shows;
 * - send: Send pressed, until the button reads the sending label (not where the owner turned
 *   reCAPTCHA on: its box comes from Google, which the bench never reaches, so nothing sends).
 * Each on a fresh page (whichever island comes first loads React), after the visitor has read
 * it for a moment (the page prefetches the islands' files once idle, without running them).
 * Then every later interaction with the island, once it has hydrated, is recorded by its
 * duration (Event Timing, as INP counts it): the menu toggled, the view moved and closed, the
 * form typed into.
 */
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs'

/**
 * Chrome DevTools' "Fast 4G" preset (Fast4GConditions in devtools-frontend's
 * core/sdk/NetworkManager.ts): 9 Mbit/s down and 1.5 Mbit/s up, derated by 0.9, and 60 ms of
 * latency × 2.75.
 */
export const FAST_4G = {
  offline: false,
  downloadThroughput: ((9 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((1.5 * 1000 * 1000) / 8) * 0.9,
  latency: 60 * 2.75,
}
export const CPU_SLOWDOWN = 4
/** A quick visitor: a tap every 300 ms, ten keys a second. */
const PAUSE = 300
const KEY_DELAY = 100
const SEND_URL = 'https://api.emailjs.com/api/v1.0/email/send'
/** How long a result may take to show before the bench stops and names it. */
const RESULT_TIMEOUT_MS = 60_000

/**
 * @typedef {'menuOpen' | 'viewOpen' | 'typed' | 'sending'} Result
 * @typedef {{ started: number | null, armed: boolean, result?: Promise<number>,
 *   durations: { name: string, duration: number, interaction: number, start: number }[],
 *   actions: { action: string, at: number }[],
 *   results: Record<Result, (label: string) => boolean> }} Bench
 */

/**
 * In the page: the time of the first tap or key once armed, each visible result to wait for,
 * and every interaction's duration.
 */
function recorder() {
  /** @type {Bench} */
  const bench = {
    started: null,
    armed: false,
    durations: [],
    actions: [],
    results: {
      menuOpen: () => {
        const links = document.querySelector('.nav-links')
        return (
          document.querySelector('.menu-button')?.getAttribute('aria-expanded') === 'true' &&
          !!links &&
          getComputedStyle(links).display !== 'none'
        )
      },
      viewOpen: () => document.querySelector('dialog')?.open === true,
      typed: () =>
        /** @type {HTMLInputElement | null} */ (
          document.querySelector('[data-island="contact"] form [name="name"]')
        )?.value === 'Z',
      sending: (label) =>
        document.querySelector('[data-island="contact"] form button[type="submit"]')
          ?.textContent === label,
    },
  }
  Object.assign(window, { __bench: bench })
  for (const type of ['pointerdown', 'keydown'])
    addEventListener(
      type,
      (event) => {
        if (!bench.armed) return
        bench.armed = false
        bench.started = event.timeStamp
      },
      true,
    )
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      // A tap's pointer down, pointer up and click, or a key's down and up, are one interaction.
      const interaction = /** @type {{ interactionId?: number }} */ (entry).interactionId
      if (interaction)
        bench.durations.push({
          name: entry.name,
          duration: entry.duration,
          interaction,
          start: entry.startTime,
        })
    }
  }).observe(/** @type {PerformanceObserverInit} */ ({ type: 'event', durationThreshold: 16 }))
}

/**
 * A later interaction: its island, what the visitor did (opens, closes, steps, types, taps a
 * field), its longest event and that event's duration.
 * @typedef {{ island: string, action: string, event: string, duration: number }} Interaction
 */

/**
 * Arms the recorder and watches, frame by frame, for `result`; resolves with the milliseconds
 * from the first tap or key of `act` to the first frame where the result shows.
 * @param {import('@playwright/test').Page} page
 * @param {Result} result
 * @param {() => Promise<void>} act
 * @param {string} [label] what the result reads, where it is a text
 */
async function timeTo(page, result, act, label = '') {
  await page.evaluate(
    ([name, text]) => {
      const bench = /** @type {Window & { __bench: Bench }} */ (/** @type {unknown} */ (window))
        .__bench
      bench.armed = true
      bench.started = null
      bench.result = new Promise((resolve) => {
        const check = () => {
          if (bench.started !== null && bench.results[name](text))
            resolve(performance.now() - bench.started)
          else requestAnimationFrame(check)
        }
        requestAnimationFrame(check)
      })
    },
    /** @type {const} */ ([result, label]),
  )
  await act()
  const shown = await page.evaluate(
    (timeout) =>
      Promise.race([
        /** @type {Window & { __bench: Bench }} */ (/** @type {unknown} */ (window)).__bench
          .result ?? Number.NaN,
        new Promise((resolve) => setTimeout(() => resolve(null), timeout)),
      ]),
    RESULT_TIMEOUT_MS,
  )
  if (shown === null)
    throw new Error(`${result} did not show within ${RESULT_TIMEOUT_MS / 1000} s of the tap or key`)
  return shown
}

/**
 * A visitor taps what they have seen: `target` scrolls into view and shows for a moment first,
 * so the tap is not queued behind the frames that paint it.
 * @param {import('@playwright/test').Locator} target
 */
async function inView(target) {
  await target.scrollIntoViewIfNeeded()
  await target.page().waitForTimeout(PAUSE)
  return target
}

/** Waits until the page has prefetched every island's files, as it does once idle. */
async function prefetched(/** @type {import('@playwright/test').Page} */ page) {
  await page.waitForFunction(
    () => {
      const list = document.getElementById('island-entries')
      const hrefs = [...new Set(Object.values(JSON.parse(list?.textContent || '{}')).flat())]
      return (
        hrefs.length > 0 &&
        hrefs.every(
          (/** @type {string} */ href) =>
            performance.getEntriesByName(new URL(href, location.href).href).length > 0,
        )
      )
    },
    null,
    { timeout: 30_000 },
  )
}

/** The provider's answer: the CORS preflight, then 200 'OK' after half a second. */
async function answerProvider(/** @type {import('@playwright/test').Route} */ route) {
  if (route.request().method() === 'OPTIONS') {
    await route.fulfill({
      status: 204,
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': 'Content-Type',
      },
    })
    return
  }
  await new Promise((resolve) => setTimeout(resolve, 500))
  await route.fulfill({ status: 200, body: 'OK', headers: { 'Access-Control-Allow-Origin': '*' } })
}

/**
 * @param {{ origin: string, runs: number, submittingLabel: string, minFillMs: number,
 *   measureSend: boolean }} options
 *   measureSend: false where the form waits for a reCAPTCHA box (send is then NaN)
 * @returns {Promise<{ runs: Record<'menu' | 'picture' | 'keystroke' | 'send', number>[],
 *   interactions: Interaction[] }>}
 */
export async function measureInteractions({
  origin,
  runs,
  submittingLabel,
  minFillMs,
  measureSend,
}) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  /** @type {Record<'menu' | 'picture' | 'keystroke' | 'send', number>[]} */
  const results = []
  /** @type {Interaction[]} */
  const later = []

  /** A phone on Fast 4G with a 4× slower CPU, on the page, once it has prefetched. */
  const open = async () => {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 2.625,
      isMobile: true,
      hasTouch: true,
    })
    const page = await context.newPage()
    await page.addInitScript(recorder)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', FAST_4G)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.goto(`${origin}/`, { waitUntil: 'load' })
    await prefetched(page)
    return { page, close: () => context.close() }
  }

  /**
   * Interactions from now on, each by its longest event, as INP counts them, and named by what
   * the visitor did (`act`'s action: the last one begun before the event).
   */
  const laterInteractions = async (
    /** @type {import('@playwright/test').Page} */ page,
    /** @type {string} */ island,
  ) => {
    await page.evaluate(() => {
      const bench = /** @type {Window & { __bench: Bench }} */ (/** @type {unknown} */ (window))
        .__bench
      bench.durations = []
      bench.actions = []
    })
    return async () => {
      await page.waitForTimeout(500)
      const { durations, actions } = await page.evaluate(
        () => /** @type {Window & { __bench: Bench }} */ (/** @type {unknown} */ (window)).__bench,
      )
      /** @type {Map<number, Interaction>} */
      const byInteraction = new Map()
      for (const entry of durations) {
        const action = actions.findLast(({ at }) => at <= entry.start)?.action
        // Begun before the first action: the first use's own tap, timed apart.
        if (action === undefined) continue
        if ((byInteraction.get(entry.interaction)?.duration ?? -1) < entry.duration)
          byInteraction.set(entry.interaction, {
            island,
            action,
            event: entry.name,
            duration: entry.duration,
          })
      }
      later.push(...byInteraction.values())
    }
  }

  /** Notes what the visitor is about to do, then does it (laterInteractions names it so). */
  const act = async (
    /** @type {import('@playwright/test').Page} */ page,
    /** @type {string} */ action,
    /** @type {() => Promise<unknown>} */ doIt,
  ) => {
    await page.evaluate((name) => {
      const bench = /** @type {Window & { __bench: Bench }} */ (/** @type {unknown} */ (window))
        .__bench
      bench.actions.push({ action: name, at: performance.now() })
    }, action)
    await doIt()
  }

  /** Waits until the form may send (its spam check's fill time), then times Send. */
  const timeToSend = async (/** @type {import('@playwright/test').Page} */ page) => {
    const usable = await page.evaluate(
      () =>
        performance.now() -
        Number(
          document.querySelector('[data-island="contact"]')?.getAttribute('data-usable-since'),
        ),
    )
    if (usable < minFillMs) await page.waitForTimeout(minFillMs - usable + 50)
    // The provider is answered here, so nothing reaches EmailJS. (Routing turns the browser's
    // cache off, so it starts only now, after everything the form needs has loaded.)
    await page.route(SEND_URL, answerProvider)
    return timeTo(
      page,
      'sending',
      () => page.locator('[data-island="contact"] form button[type="submit"]').tap(),
      submittingLabel,
    )
  }

  try {
    for (let run = 0; run < runs; run += 1) {
      // Each island's first use on a fresh page: whichever comes first loads React.
      let visit = await open()
      const menu = await timeTo(visit.page, 'menuOpen', () =>
        visit.page.locator('.menu-button').tap(),
      )
      await visit.page.waitForSelector('[data-island="menu"][data-hydrated]')
      let done = await laterInteractions(visit.page, 'menu')
      for (let tap = 0; tap < 4; tap += 1) {
        await act(visit.page, tap % 2 ? 'opens' : 'closes', () =>
          visit.page.locator('.menu-button').tap(),
        )
        await visit.page.waitForTimeout(PAUSE)
      }
      await done()
      await visit.close()

      visit = await open()
      const pictures = visit.page.locator('.project-picture-button')
      const first = await inView(pictures.first())
      const picture = await timeTo(visit.page, 'viewOpen', () => first.tap())
      done = await laterInteractions(visit.page, 'viewer')
      for (const key of ['ArrowRight', 'ArrowRight', 'ArrowLeft', 'Escape']) {
        await act(visit.page, key === 'Escape' ? 'closes' : 'steps', () =>
          visit.page.keyboard.press(key),
        )
        await visit.page.waitForTimeout(PAUSE)
      }
      const second = await inView(pictures.nth(1))
      await act(visit.page, 'opens', () => second.tap())
      await visit.page.waitForTimeout(PAUSE)
      await act(visit.page, 'closes', () => visit.page.keyboard.press('Escape'))
      await done()
      await visit.close()

      // Right after scrolling to the form, the visitor taps its first field and types.
      visit = await open()
      const { page } = visit
      const field = (name = '') => page.locator(`[data-island="contact"] form [name="${name}"]`)
      await field('name').evaluate((element) => element.scrollIntoView({ block: 'center' }))
      await field('name').tap()
      const keystroke = await timeTo(page, 'typed', () => page.keyboard.type('Z'))
      await page.waitForSelector('[data-island="contact"][data-hydrated]')
      done = await laterInteractions(page, 'contact')
      await act(page, 'types', () => page.keyboard.type('oë Łukasiewicz', { delay: KEY_DELAY }))
      await act(page, 'taps a field', () => field('email').tap())
      await act(page, 'types', () => page.keyboard.type('zoe@example.com', { delay: KEY_DELAY }))
      await act(page, 'taps a field', () => field('message').tap())
      await act(page, 'types', () =>
        page.keyboard.type('Hello, a Power App for vendor onboarding?', { delay: KEY_DELAY }),
      )
      await done()
      const send = measureSend ? await timeToSend(page) : Number.NaN
      await visit.close()
      results.push({ menu, picture, keystroke, send })
    }
  } finally {
    await browser.close()
  }
  return { runs: results, interactions: later }
}
