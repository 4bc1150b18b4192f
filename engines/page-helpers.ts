/** Steps and observations every engine check shares, written against EnginePage only. */
import { request } from 'node:https'
import { expect } from 'vitest'
import type { EnginePage, PageFunction } from './engine.ts'
import { FAIL_SCRIPTS_PATH } from './server.ts'

/** What the injected recorder (recorder.js) saw in the page. */
export interface Recorded {
  errors: string[]
  warnings: string[]
  violations: string[]
  sends: { method: string; contentType: string; body: string }[]
}

export type ProviderAnswer = { status: number; body: string } | { networkError: true }

/**
 * Runs `fn` in the page until `accept` holds for its result, and fails with `description` and
 * the last result if that does not happen within 10 s. Returns the accepted result.
 */
export async function waitFor<R, A>(
  page: EnginePage,
  description: string,
  fn: PageFunction<R, A>,
  argument: A,
  accept: (result: R) => boolean = Boolean,
): Promise<R> {
  const deadline = Date.now() + 10_000
  for (;;) {
    const result = await page.evaluate(fn, argument)
    if (accept(result)) return result
    if (Date.now() > deadline) {
      throw new Error(`${page.engine}: ${description}; last seen: ${JSON.stringify(result)}`)
    }
    await new Promise((done) => setTimeout(done, 100))
  }
}

/** Runs `fn` in the page until it holds, through a navigation (which fails reads meanwhile). */
export async function waitThroughNavigation<A>(
  page: EnginePage,
  description: string,
  fn: (argument: A) => boolean,
  argument: A,
) {
  const deadline = Date.now() + 15_000
  for (;;) {
    const holds = await page.evaluate(fn, argument).catch(() => false)
    if (holds) return
    if (Date.now() > deadline) throw new Error(`${page.engine}: ${description}`)
    await new Promise((done) => setTimeout(done, 100))
  }
}

export function recorded(page: EnginePage) {
  return page.evaluate(() => {
    const { errors, warnings, violations, sends } = (window as unknown as { __engines: Recorded })
      .__engines
    return { errors, warnings, violations, sends }
  }, null)
}

/** Sets how the stand-in for the EmailJS endpoint answers the next sends. */
export function answerProvider(page: EnginePage, answer: ProviderAnswer) {
  return page.evaluate((value: ProviderAnswer) => {
    ;(window as unknown as { __engines: { provider: ProviderAnswer } }).__engines.provider = value
  }, answer)
}

/**
 * Waits until the page's script has run (`.app` gains `loaded`): the page is static, and each
 * island hydrates when a visitor needs it (src/islands/boot.ts).
 */
export function scriptRan(page: EnginePage) {
  return waitFor(
    page,
    'the page’s script runs (.app.loaded)',
    () => document.querySelector('.app')?.classList.contains('loaded'),
    null,
  )
}

/** Opens a path afresh and waits until the page's script has run. */
export async function openPage(page: EnginePage, path = '/') {
  await page.open(path)
  await scriptRan(page)
}

/** Waits until the island `name` has hydrated. */
export const islandHydrated = (page: EnginePage, name: string) =>
  waitFor(
    page,
    `the ${name} island hydrates`,
    (island: string) =>
      document.querySelector(`[data-island="${island}"]`)?.hasAttribute('data-hydrated'),
    name,
  )

/**
 * Waits until the engine has drawn the page as it is now: a frame rendered after the last scroll
 * or resize (two animation frames: the first may have been due before it), with every picture in
 * view loaded. What changes size as it comes into view (content-visibility's estimate, a picture
 * without its size) has then changed; on a busy machine a fixed pause can end before that frame.
 */
export async function rendered(page: EnginePage, where = '') {
  await page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
    null,
  )
  await waitFor(
    page,
    `every picture in view${where} loads`,
    // (The enlarged view's pictures are in the page too, hidden, with no file until shown.)
    () =>
      [...document.images]
        .filter((image) => {
          const box = image.getBoundingClientRect()
          return image.getClientRects().length > 0 && box.bottom > 0 && box.top < innerHeight
        })
        .every((image) => image.complete && image.naturalWidth > 0),
    null,
  )
}

/** Where a section is against where an in-page link to it should have scrolled the page. */
function landing(target: string) {
  const section = document.getElementById(target)
  const heading = section?.querySelector('h1, h2')
  const header = document.querySelector('.site-header')
  if (!section || !heading || !header) return { ok: false, scrollY, missing: target }
  const root = document.documentElement
  const padding = Number.parseFloat(getComputedStyle(root).scrollPaddingTop) || 0
  const maxScroll = root.scrollHeight - root.clientHeight
  // The section's top at the scroll padding (just below the sticky header), unless the page
  // cannot scroll that far.
  const wanted = Math.min(
    Math.max(section.getBoundingClientRect().top + scrollY - padding, 0),
    maxScroll,
  )
  const box = heading.getBoundingClientRect()
  const headerBottom = header.getBoundingClientRect().bottom
  const state = {
    hash: location.hash,
    scrollY,
    wanted,
    headingTop: box.top,
    headingBottom: box.bottom,
    headerBottom,
    viewportHeight: innerHeight,
  }
  const ok =
    location.hash === `#${target}` &&
    Math.abs(scrollY - wanted) <= 2 &&
    box.top >= headerBottom - 0.5 &&
    box.bottom <= innerHeight + 0.5
  return { ok, ...state }
}

/**
 * Waits until the page has scrolled to the section with this id and stopped there (the same
 * position on two reads in a row), its heading just below the sticky header and fully in view.
 */
export async function expectLanded(page: EnginePage, id: string) {
  let previous: number | undefined
  for (;;) {
    const state = await waitFor(
      page,
      `#${id} lands just below the header with its heading fully in view`,
      landing,
      id,
      (result) => result.ok,
    )
    if (state.scrollY === previous) return
    previous = state.scrollY
    await new Promise((done) => setTimeout(done, 100))
  }
}

/**
 * From now on, the test server fails the site's script requests whose path matches `pattern`
 * (none with null), and keeps failing the module loads that failed (server.ts,
 * FAIL_SCRIPTS_PATH); `reset` forgets those, as a new page would.
 */
export function failScripts(origin: string, pattern: RegExp | null, { reset = false } = {}) {
  const url = new URL(FAIL_SCRIPTS_PATH, origin)
  if (pattern) url.searchParams.set('pattern', pattern.source)
  if (reset) url.searchParams.set('reset', '')
  return new Promise<void>((done, fail) => {
    // The server's certificate is the throwaway one made for this run (server.ts).
    request(url, { rejectUnauthorized: false }, (response) => {
      response.resume()
      response.on('end', () =>
        response.statusCode === 204 ? done() : fail(new Error(`${url}: ${response.statusCode}`)),
      )
    })
      .on('error', fail)
      .end()
  })
}

export { expect }
