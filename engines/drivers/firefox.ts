import { execFileSync } from 'node:child_process'
import puppeteer from 'puppeteer-core'
import type { EnginePage, LaunchOptions } from '../page.ts'

/** FIREFOX_PATH if set, else Debian's firefox-esr (or firefox) from the PATH. */
function firefoxPath() {
  if (process.env.FIREFOX_PATH) return process.env.FIREFOX_PATH
  for (const name of ['firefox-esr', 'firefox']) {
    try {
      return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim()
    } catch {}
  }
  throw new Error('No Firefox found. Install it (apt-get install firefox-esr) or set FIREFOX_PATH.')
}

/** Debian's Firefox ESR through puppeteer-core and WebDriver BiDi, headless. */
export async function launchFirefox({ origin, reducedMotion }: LaunchOptions): Promise<EnginePage> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath(),
    headless: true,
    // The throwaway test certificate (see ../server.ts).
    acceptInsecureCerts: true,
    extraPrefsFirefox: {
      // What the system setting "reduce motion" sets; 0 asks for full motion.
      'ui.prefersReducedMotion': reducedMotion ? 1 : 0,
      // Scrollbars over the content, as on phones (and in Chromium and WebKit here), so a
      // 320 px viewport lays the page out 320 px wide.
      'ui.useOverlayScrollbars': 1,
      // A closed network: no update, telemetry or remote settings requests.
      'network.captive-portal-service.enabled': false,
      'network.connectivity-service.enabled': false,
    },
  })
  const page = await browser.newPage()
  let consoleErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') {
      consoleErrors.push(`${message.text()} (${message.location().url ?? ''})`)
    }
  })
  return {
    engine: 'firefox',
    async open(path) {
      await page.goto('about:blank')
      consoleErrors = []
      await page.goto(new URL(path, origin).href, { waitUntil: 'load' })
    },
    async reload() {
      consoleErrors = []
      await page.reload({ waitUntil: 'load' })
    },
    resize: (width, height) => page.setViewport({ width, height }),
    click: (selector) => page.click(selector),
    type: (selector, text) => page.type(selector, text),
    press: (key) => page.keyboard.press(key),
    consoleErrors: () => [...consoleErrors],
    // The interface already limits arguments and results to JSON values.
    evaluate: (fn, argument) => page.evaluate(fn as (value: unknown) => never, argument),
    close: () => browser.close(),
  }
}
