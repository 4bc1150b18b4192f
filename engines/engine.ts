/**
 * One small, driver-neutral way to drive a page, so the same checks run in every engine:
 * Chromium through Playwright, Firefox through puppeteer-core (WebDriver BiDi) and WebKit
 * through WebKitWebDriver and MiniBrowser (W3C WebDriver, selenium-webdriver).
 */
import { launchChromium } from './drivers/chromium.ts'
import { launchFirefox } from './drivers/firefox.ts'
import { launchWebKit } from './drivers/webkit.ts'
import type { EngineName, EnginePage, LaunchOptions } from './page.ts'

export type { EngineName, EnginePage, Key, LaunchOptions, PageFunction } from './page.ts'
export { DEFAULT_ENGINES, selectedEngines } from './selection.mjs'

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
