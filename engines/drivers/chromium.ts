import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium.mjs'
import type { EnginePage, LaunchOptions } from '../page.ts'

/** Debian's Chromium through Playwright, as in the main browser suite. */
export async function launchChromium({
  origin,
  reducedMotion,
}: LaunchOptions): Promise<EnginePage> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  const context = await browser.newContext({
    baseURL: origin,
    // The throwaway test certificate (see ../server.ts).
    ignoreHTTPSErrors: true,
    reducedMotion: reducedMotion ? 'reduce' : 'no-preference',
  })
  const page = await context.newPage()
  let consoleErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') {
      consoleErrors.push(`${message.text()} (${message.location().url})`)
    }
  })
  return {
    engine: 'chromium',
    async open(path) {
      await page.goto('about:blank')
      consoleErrors = []
      await page.goto(path, { waitUntil: 'load' })
    },
    async reload() {
      consoleErrors = []
      await page.reload({ waitUntil: 'load' })
    },
    resize: (width, height) => page.setViewportSize({ width, height }),
    click: (selector) => page.locator(selector).first().click(),
    type: (selector, text) => page.locator(selector).first().pressSequentially(text),
    press: (key) => page.keyboard.press(key),
    consoleErrors: () => [...consoleErrors],
    // The interface already limits arguments and results to JSON values.
    evaluate: (fn, argument) => page.evaluate(fn as (value: unknown) => never, argument),
    close: () => browser.close(),
  }
}
