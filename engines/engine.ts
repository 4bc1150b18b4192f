/**
 * One small, driver-neutral way to drive a page, so the same checks run in every engine:
 * Chromium through Playwright, Firefox through puppeteer-core (WebDriver BiDi) and WebKit
 * through WebKitWebDriver and MiniBrowser (W3C WebDriver, selenium-webdriver).
 */
import { launchChromium } from './drivers/chromium.ts'
import { launchFirefox } from './drivers/firefox.ts'
import { launchWebKit } from './drivers/webkit.ts'

export const ENGINES = ['chromium', 'firefox', 'webkit'] as const
export type EngineName = (typeof ENGINES)[number]

export interface LaunchOptions {
  /** The site's origin; `open` paths are relative to it. */
  origin: string
  /** Ask the engine for `prefers-reduced-motion: reduce`, as a visitor's system setting would. */
  reducedMotion?: boolean
}

/** A function run in the page: its argument and result must survive JSON. */
// biome-ignore lint/suspicious/noExplicitAny: the page function's argument is any JSON value.
export type PageFunction<R, A = any> = (argument: A) => R | Promise<R>

/** The keys the checks press. */
export type Key = 'Escape' | 'ArrowRight' | 'ArrowLeft' | 'Tab' | 'Enter'

export interface EnginePage {
  readonly engine: EngineName
  /** Loads a path of the site afresh (no scroll position kept from before) and waits for `load`. */
  open(path: string): Promise<void>
  /** Reloads the page as the browser's reload button does (keeping its scroll position) and waits for `load`. */
  reload(): Promise<void>
  /** Sets the viewport (the page's layout size, without browser chrome) in CSS pixels. */
  resize(width: number, height: number): Promise<void>
  /** Clicks the first element matching the selector, as a visitor would (real input events). */
  click(selector: string): Promise<void>
  /** Types text into the first element matching the selector, key by key. */
  type(selector: string, text: string): Promise<void>
  /** Presses one key (a KeyboardEvent `key` name: 'Escape', 'ArrowRight'...) where focus is. */
  press(key: Key): Promise<void>
  /**
   * What the engine's own console reported as errors since the last `open` (messages the page's
   * script never sees, such as a failed document), where the driver can read that console:
   * Chromium and Firefox. WebKitWebDriver has no console capability: there, only the injected
   * recorder (recorder.js) reports errors.
   */
  readonly consoleErrors?: () => string[]
  /** Runs a function in the page and returns its (JSON) result. */
  evaluate<R, A>(fn: PageFunction<R, A>, argument: A): Promise<R>
  close(): Promise<void>
}

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

/** ENGINE=firefox (or a comma-separated list) picks engines; all three by default. */
export function selectedEngines(): EngineName[] {
  const wanted = process.env.ENGINE?.split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  if (!wanted?.length) return [...ENGINES]
  const unknown = wanted.filter((name) => !(ENGINES as readonly string[]).includes(name))
  if (unknown.length) throw new Error(`Unknown ENGINE ${unknown.join(', ')}: use ${ENGINES}`)
  return wanted as EngineName[]
}
