/**
 * One small, driver-neutral way to drive a page, so the same checks run in every engine:
 * Chromium through Playwright, Firefox through puppeteer-core (WebDriver BiDi) and WebKit
 * through WebKitWebDriver and MiniBrowser (W3C WebDriver, selenium-webdriver).
 */
import { launchChromium } from './drivers/chromium.ts'
import { launchFirefox } from './drivers/firefox.ts'
import { launchWebKit } from './drivers/webkit.ts'
import { ENGINES, type EngineName, type EnginePage, type LaunchOptions } from './page.ts'

export type { EngineName, EnginePage, Key, LaunchOptions, PageFunction } from './page.ts'

export function launchEngine(engine: EngineName, options: LaunchOptions): Promise<EnginePage> {
  switch (engine) {
    case 'chromium':
      return launchChromium(options)
    case 'firefox':
      return launchFirefox(options)
    case 'webkit':
      return launchWebKit(options)
  }
}

/**
 * The engines besides Chromium by default: Chromium's checks run in the main browser suite
 * (e2e/), so here they would prove nothing new. ENGINE=chromium (or a comma-separated list,
 * e.g. ENGINE=chromium,webkit) picks others.
 */
export const DEFAULT_ENGINES: readonly EngineName[] = ['firefox', 'webkit']

export function selectedEngines(): EngineName[] {
  const wanted = process.env.ENGINE?.split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  if (!wanted?.length) return [...DEFAULT_ENGINES]
  const unknown = wanted.filter((name) => !(ENGINES as readonly string[]).includes(name))
  if (unknown.length) throw new Error(`Unknown ENGINE ${unknown.join(', ')}: use ${ENGINES}`)
  return wanted as EngineName[]
}
