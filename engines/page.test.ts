import { it } from 'vitest'
import { site } from './content.ts'
import type { EnginePage } from './engine.ts'
import { defineLandingChecks, LAPTOP, linkTo, menuButton, navLinks, PHONE } from './landing.ts'
import { expect, openHydrated, recorded, waitFor } from './page-helpers.ts'
import { describeEngines } from './suite.ts'

function menuState(page: EnginePage) {
  return page.evaluate(() => {
    const button = document.querySelector('.menu-button')
    const links = document.querySelector('.nav-links')
    return {
      buttonShown: button ? getComputedStyle(button).display !== 'none' : false,
      expanded: button?.getAttribute('aria-expanded'),
      linksShown: links ? getComputedStyle(links).display !== 'none' : false,
    }
  }, null)
}

describeEngines('the page', {}, (session) => {
  it('loads and hydrates with no error, warning or CSP violation', async () => {
    const { page } = session
    await page.resize(LAPTOP.width, LAPTOP.height)
    await openHydrated(page)
    // Bring every section and image in, so lazy content is loaded and checked too.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight), null)
    await waitFor(
      page,
      'every image loads',
      () => [...document.images].every((image) => image.complete && image.naturalWidth > 0),
      null,
    )
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

  defineLandingChecks(session)

  it('opens and closes the phone menu, and a link closes it', async () => {
    const { page } = session
    await page.resize(PHONE.width, PHONE.height)
    await openHydrated(page)
    expect(await menuState(page)).toEqual({
      buttonShown: true,
      expanded: 'false',
      linksShown: false,
    })
    await page.click(menuButton)
    expect(await menuState(page)).toEqual({ buttonShown: true, expanded: 'true', linksShown: true })
    await page.click(menuButton)
    expect(await menuState(page)).toEqual({
      buttonShown: true,
      expanded: 'false',
      linksShown: false,
    })
    await page.click(menuButton)
    const last = navLinks.at(-1)
    if (!last) throw new Error('The content has no navigation links')
    await page.click(linkTo(last.href))
    expect(await menuState(page)).toEqual({
      buttonShown: true,
      expanded: 'false',
      linksShown: false,
    })
    await page.resize(LAPTOP.width, LAPTOP.height)
    expect(await menuState(page)).toMatchObject({ buttonShown: false, linksShown: true })
  })

  it('never scrolls sideways at 320 px, with the menu closed or open', async () => {
    const { page } = session
    await page.resize(320, 640)
    await openHydrated(page)
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
    await page.click(menuButton)
    expect(await overflow()).toEqual({ scrollWidth: 320, clientWidth: 320, wider: [] })
  })
})
