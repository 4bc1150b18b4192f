import { it } from 'vitest'
import { bootAddress, FALLBACK_MS } from '../scripts/boot-loader.mjs'
import { site } from './content.ts'
import type { EnginePage } from './engine.ts'
import {
  defineLandingChecks,
  LAPTOP,
  linkTo,
  menuButton,
  navLinks,
  openMenu,
  PHONE,
} from './landing.ts'
import { expect, openPage, recorded, rendered, scriptRan, waitFor } from './page-helpers.ts'
import { describeEngines } from './suite.ts'

function menuState(page: EnginePage) {
  return page.evaluate(() => {
    const button = document.querySelector('.menu-button')
    const links = document.querySelector('.nav-links')
    return {
      buttonShown: button ? getComputedStyle(button).display !== 'none' : false,
      open: links?.matches(':popover-open') ?? false,
      linksShown: links ? getComputedStyle(links).display !== 'none' : false,
    }
  }, null)
}

/** Scrolls the element to the middle of the screen at once. */
function scrollToMiddle(selector: string) {
  document.querySelector(selector)?.scrollIntoView({ block: 'center', behavior: 'instant' })
}

/** The element's top, in whole pixels. */
function topOf(selector: string) {
  return Math.round(document.querySelector(selector)?.getBoundingClientRect().top ?? Number.NaN)
}

/**
 * Marks the element in the middle of the screen (or, inside an animated element such as the
 * floating card, the box that holds it still); returns its top and the scroll position.
 */
function markMiddle() {
  let element = document.elementFromPoint(innerWidth / 2, innerHeight / 2)
  const animated = document
    .getAnimations()
    .map((animation) => (animation.effect as KeyframeEffect | null)?.target)
  for (let moved = true; moved; ) {
    const target = animated.find((target) => target && element && target.contains(element))
    moved = Boolean(target)
    if (target) element = target.parentElement
  }
  ;(window as unknown as { marked: Element | null }).marked = element
  return {
    top: Math.round(element?.getBoundingClientRect().top ?? Number.NaN),
    scrollY: Math.round(scrollY),
  }
}

function markedTop() {
  const { marked } = window as unknown as { marked: Element | null }
  return Math.round(marked?.getBoundingClientRect().top ?? Number.NaN)
}

describeEngines('the page', {}, (session) => {
  it('loads and hydrates with no error, warning or CSP violation', async () => {
    const { page } = session
    await page.resize(LAPTOP.width, LAPTOP.height)
    await openPage(page)
    // Bring every section and image into view, a screen at a time, so lazy pictures load and are
    // checked too (a lazy picture far from the screen is never asked for).
    const height = await page.evaluate(() => document.documentElement.scrollHeight, null)
    for (let top = 0; top < height; top += LAPTOP.height) {
      await page.evaluate((y: number) => window.scrollTo(0, y), top)
      await rendered(page, ` ${top} px down`)
    }
    const enabled = await page.evaluate(
      (label: string) =>
        [...document.querySelectorAll('button[type="submit"]')].some(
          (button) => button.textContent === label && !(button as HTMLButtonElement).disabled,
        ),
      site.contact.submitLabel,
    )
    expect(enabled).toBe(true)
    const { errors, warnings, violations } = await recorded(page)
    expect({ errors, warnings, violations }).toEqual({ errors: [], warnings: [], violations: [] })
  })

  it('asks for its script once the page has painted its content, started by that paint', async () => {
    const { page } = session
    await openPage(page)
    const boot = bootAddress(await page.evaluate(() => document.documentElement.outerHTML, null))
    expect(boot, 'the boot script, named by the page').toBeTruthy()
    const timing = await page.evaluate((address) => {
      const src = new URL(address, location.href).href
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[]
      return {
        parsed: navigation?.domInteractive ?? Number.NaN,
        firstContentfulPaint:
          performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        bootRequested: performance.getEntriesByName(src)[0]?.startTime ?? -1,
      }
    }, boot ?? '')
    expect(timing.firstContentfulPaint, 'the first contentful paint is reported').toBeGreaterThan(0)
    expect(timing.bootRequested).toBeGreaterThanOrEqual(timing.firstContentfulPaint)
    // The paint started it, not the loader's safety net (scripts/boot-loader.mjs).
    expect(timing.bootRequested - timing.parsed).toBeLessThan(FALLBACK_MS)
  })

  defineLandingChecks(session)

  it("keeps the visitor's place on reload, at 390 and 1280 px", async () => {
    const { page } = session
    // The last project's title and the message field: far down, past every section above.
    const places = ['.project-grid > li:last-child h3', '#contact-message']
    for (const size of [PHONE, LAPTOP]) {
      await page.resize(size.width, size.height)
      for (const place of places) {
        await openPage(page)
        await page.evaluate(scrollToMiddle, place)
        const before = await page.evaluate(topOf, place)
        await page.reload()
        await scriptRan(page)
        // The engine puts the scroll position back as the page loads, and may correct it once
        // what came into view is drawn: wait for that, not for a fixed pause, which a busy
        // machine's engine can outlast. Within a pixel: Firefox keeps fractional positions.
        await rendered(page)
        await waitFor(
          page,
          `${place} is back ${before} px from the top at ${size.width} px`,
          topOf,
          place,
          (top) => Math.abs(top - before) <= 1,
        )
      }
    }
  })

  it('moves the page by exactly the distance scrolled, back up from the end', async () => {
    const { page } = session
    for (const size of [PHONE, LAPTOP]) {
      await page.resize(size.width, size.height)
      await openPage(page)
      // A jump to the end (End key, dragging the scroll bar) passes over every section.
      await page.evaluate(
        () => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
        null,
      )
      await rendered(page)
      const step = Math.round(size.height / 3)
      for (;;) {
        // What is in the middle of the screen now must be exactly one step lower after it.
        const seen = await page.evaluate(markMiddle, null)
        if (seen.scrollY === 0) break
        await page.evaluate(
          (by: number) => window.scrollBy({ top: -by, behavior: 'instant' }),
          step,
        )
        await rendered(page)
        const moved = (await page.evaluate(markedTop, null)) - seen.top
        const scrolled = Math.min(step, seen.scrollY)
        // Within a pixel: engines round fractional scroll positions differently.
        expect({ at: seen.scrollY, moved }).toEqual({
          at: seen.scrollY,
          moved: expect.toSatisfy((by: number) => Math.abs(by - scrolled) <= 1),
        })
      }
    }
  })

  it('opens and closes the phone menu, and a link closes it', async () => {
    const { page } = session
    await page.resize(PHONE.width, PHONE.height)
    await openPage(page)
    expect(await menuState(page)).toEqual({ buttonShown: true, open: false, linksShown: false })
    // A popover: the first tap opens it, with no script of its own.
    await openMenu(page)
    expect(await menuState(page)).toEqual({ buttonShown: true, open: true, linksShown: true })
    await page.click(menuButton)
    expect(await menuState(page)).toEqual({ buttonShown: true, open: false, linksShown: false })
    await openMenu(page)
    const last = navLinks.at(-1)
    if (!last) throw new Error('The content has no navigation links')
    await page.click(linkTo(last.href))
    expect(await menuState(page)).toEqual({ buttonShown: true, open: false, linksShown: false })
    await page.resize(LAPTOP.width, LAPTOP.height)
    // WebKit under load has kept the phone's header in getComputedStyle for seconds after the
    // window grew (in CI, in the whole engines run only: 5 s were not enough on a fresh clone's
    // run beside a build). A visitor sees the header in a frame: read it after a layout and a
    // frame at that size, for as long as an island may take on a busy machine, with the width
    // and the phone's media query as it was read (a failure then says whether the window, the
    // media query or the style was stale).
    const laidOut = async () => {
      const { width, phone } = await page.evaluate(
        () =>
          new Promise<{ width: number; phone: boolean }>((done) => {
            void document.documentElement.offsetWidth
            requestAnimationFrame(() =>
              done({ width: innerWidth, phone: matchMedia('(max-width: 40rem)').matches }),
            )
          }),
        null,
      )
      const { buttonShown, linksShown } = await menuState(page)
      return { width, phone, buttonShown, linksShown }
    }
    await expect
      .poll(laidOut, { timeout: 15_000 })
      .toEqual({ width: LAPTOP.width, phone: false, buttonShown: false, linksShown: true })
  })

  it('never scrolls sideways at 320 px, with the menu closed or open', async () => {
    const { page } = session
    await page.resize(320, 640)
    await openPage(page)
    const overflow = () =>
      page.evaluate(() => {
        const root = document.documentElement
        const wider = [...document.querySelectorAll('body *')]
          .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
          .map((element) => `${element.tagName.toLowerCase()}.${element.className}`)
        return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, wider }
      }, null)
    const closed = await overflow()
    expect(closed.clientWidth).toBe(320)
    expect(closed).toEqual({ scrollWidth: 320, clientWidth: 320, wider: [] })
    await openMenu(page)
    expect(await overflow()).toEqual({ scrollWidth: 320, clientWidth: 320, wider: [] })
  })
})
