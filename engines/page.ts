/**
 * What every engine's driver provides (drivers/), so the same checks run in every engine: the
 * driver-neutral page a check drives.
 */
import type { ENGINES } from './selection.mjs'

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
export type Key = 'Escape' | 'ArrowRight' | 'ArrowLeft' | 'ArrowDown' | 'Tab' | 'Enter'

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
