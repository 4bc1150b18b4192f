/** In-page links: each must land its section in every engine, at a phone and a laptop width. */
import { it } from 'vitest'
import { site } from './content.ts'
import type { EnginePage } from './engine.ts'
import { expectLanded, openPage, waitFor } from './page-helpers.ts'

export const PHONE = { width: 390, height: 844 }
export const LAPTOP = { width: 1280, height: 800 }

/** Every in-page link a visitor can follow from the top of the page, with its target's id. */
export const navLinks = site.navbar.links.map((link) => ({ ...link, id: link.href.slice(1) }))
const heroLinks = [site.hero.primaryAction, site.hero.secondaryAction].map((link) => ({
  ...link,
  id: link.href.slice(1),
}))

export const menuButton = '.menu-button'
export const linkTo = (href: string) => `.nav-links a[href="${href}"]`

/** Taps the menu button and waits until the menu (a popover, no script) is open. */
export async function openMenu(page: EnginePage) {
  await page.click(menuButton)
  await waitFor(
    page,
    'the phone menu opens',
    () => {
      const links = document.querySelector<HTMLElement>('.nav-links')
      return !!links && links.matches(':popover-open') && getComputedStyle(links).display !== 'none'
    },
    null,
  )
}

/**
 * Checks every in-page link at a phone and a laptop width, from a freshly loaded page (where
 * sections below the fold have not been rendered yet) and then back and forth.
 */
export function defineLandingChecks(session: { page: EnginePage }) {
  it('lands each phone-menu link at 390 px with its heading just below the header', async () => {
    const { page } = session
    await page.resize(PHONE.width, PHONE.height)
    for (const link of navLinks) {
      await openPage(page)
      await openMenu(page)
      await page.click(linkTo(link.href))
      await expectLanded(page, link.id)
    }
    // Back and forth without reloading: last to first, then first to last.
    for (const link of [...navLinks].reverse().concat(navLinks)) {
      await openMenu(page)
      await page.click(linkTo(link.href))
      await expectLanded(page, link.id)
    }
  })

  it('lands each navigation link at 1280 px with its heading just below the header', async () => {
    const { page } = session
    await page.resize(LAPTOP.width, LAPTOP.height)
    for (const link of navLinks) {
      await openPage(page)
      await page.click(linkTo(link.href))
      await expectLanded(page, link.id)
    }
    for (const link of [...navLinks].reverse().concat(navLinks)) {
      await page.click(linkTo(link.href))
      await expectLanded(page, link.id)
    }
  })

  it('lands each section when the page is opened at its address (/#id), at 390 and 1280 px', async () => {
    const { page } = session
    for (const size of [PHONE, LAPTOP]) {
      await page.resize(size.width, size.height)
      for (const link of navLinks) {
        await openPage(page, `/${link.href}`)
        await expectLanded(page, link.id)
      }
    }
  })

  it("lands the hero's buttons at 390 px and 1280 px", async () => {
    const { page } = session
    for (const size of [PHONE, LAPTOP]) {
      await page.resize(size.width, size.height)
      for (const link of heroLinks) {
        await openPage(page)
        await page.click(`#${site.sectionIds.home} a[href="${link.href}"]`)
        await expectLanded(page, link.id)
      }
    }
  })
}
