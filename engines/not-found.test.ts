/**
 * A missing address shows the site's own 404 page (dist/404.html, status 404) in every engine:
 * its words from the content file, navigation that leads to the home page's sections, a link
 * home, nothing logged and nothing blocked, and a bar that holds every link at 320 px.
 */
import { it } from 'vitest'
import { THEME_SCRIPT } from '../src/document/themeScript.ts'
import { site } from './content.ts'
import type { EnginePage } from './engine.ts'
import { LAPTOP, navLinks, openMenu } from './landing.ts'
import { expect, expectLanded, recorded, waitFor } from './page-helpers.ts'
import { RECORDER_PATH } from './server.ts'
import { describeEngines } from './suite.ts'

const MISSING = '/no-such-page'
const homeLink = '#not-found a[href="/"]'
const navLink = (href: string) => `.nav-links a[href="/${href}"]`

/** What a visitor reads on the page, and where its links lead. */
function shown({ recorderPath, themeScript }: { recorderPath: string; themeScript: string }) {
  const text = (selector: string) => document.querySelector(selector)?.textContent?.trim()
  const nav = document.querySelector('nav')
  return {
    path: location.pathname,
    title: document.title,
    heading: text('h1'),
    paragraphs: [...document.querySelectorAll('main p')].map((p) => p.textContent?.trim()),
    navLabel: nav?.getAttribute('aria-label'),
    navLinks: [...document.querySelectorAll('.nav-links a')].map((link) => ({
      label: link.textContent?.trim(),
      href: link.getAttribute('href'),
    })),
    homeLinks: [...document.querySelectorAll('main a')].map((link) => ({
      label: link.textContent?.trim(),
      href: link.getAttribute('href'),
    })),
    // The page is static: the only scripts are the colour theme's, in every page's head, and
    // the test server's own recorder.
    scripts: [...document.scripts]
      .filter((script) => script.hasAttribute('src') || script.textContent !== themeScript)
      .map((script) => script.getAttribute('src') ?? 'inline')
      .filter((source) => source !== recorderPath),
  }
}

/** Errors and warnings in every channel the engine offers, and CSP violations. */
async function problems(page: EnginePage) {
  const { errors, warnings, violations } = await recorded(page)
  const origin = await page.evaluate(() => location.origin, null)
  // Chromium reports the document's own 404 status in its console; that one is expected.
  const documentStatus = `the server responded with a status of 404 (Not Found) (${origin}${MISSING})`
  const consoleErrors = (page.consoleErrors?.() ?? []).filter(
    (message) => !message.endsWith(documentStatus),
  )
  return { errors, warnings, violations, consoleErrors }
}

describeEngines('the 404 page', {}, (session) => {
  it('shows the site’s own page at a missing address, with no error or CSP violation', async () => {
    const { page } = session
    await page.resize(LAPTOP.width, LAPTOP.height)
    await page.open(MISSING)
    expect(
      await page.evaluate(shown, { recorderPath: RECORDER_PATH, themeScript: THEME_SCRIPT }),
    ).toEqual({
      path: MISSING,
      title: site.notFound.title,
      heading: site.notFound.heading,
      paragraphs: [site.owner.name, site.notFound.text, site.notFound.homeLinkLabel],
      navLabel: site.navbar.navLabel,
      navLinks: site.navbar.links.map((link) => ({ label: link.label, href: `/${link.href}` })),
      homeLinks: [{ label: site.notFound.homeLinkLabel, href: '/' }],
      scripts: [],
    })
    await waitFor(
      page,
      'every image loads',
      () => [...document.images].every((image) => image.complete && image.naturalWidth > 0),
      null,
    )
    expect(await problems(page)).toEqual({
      errors: [],
      warnings: [],
      violations: [],
      consoleErrors: [],
    })
  })

  it('its link home leads to the home page, which hydrates', async () => {
    const { page } = session
    await page.resize(LAPTOP.width, LAPTOP.height)
    await page.open(MISSING)
    await page.click(homeLink)
    await waitFor(
      page,
      'the home page shows and hydrates',
      () => ({
        path: location.pathname,
        heading: document.querySelector('h1')?.textContent?.trim(),
        hydrated: document.querySelector('.app')?.classList.contains('loaded'),
      }),
      null,
      (state) => state.path === '/' && state.heading === site.owner.name && !!state.hydrated,
    )
    const { errors, violations } = await recorded(page)
    expect({ errors, violations }).toEqual({ errors: [], violations: [] })
  })

  it('each navigation link leads to its section on the home page', async () => {
    const { page } = session
    await page.resize(LAPTOP.width, LAPTOP.height)
    for (const link of navLinks) {
      await page.open(MISSING)
      await page.click(navLink(link.href))
      await expectLanded(page, link.id)
      expect(await page.evaluate(() => location.pathname, null)).toBe('/')
    }
  })

  it('at 320 px keeps the header one row, its menu opening on a tap with every navigation link, no sideways scroll', async () => {
    const { page } = session
    await page.resize(320, 640)
    await page.open(MISSING)
    await openMenu(page)
    const layout = await page.evaluate(() => {
      const root = document.documentElement
      const bar = document.querySelector('.site-header')?.getBoundingClientRect()
      const button = document.querySelector('.menu-button')?.getBoundingClientRect()
      const links = [...document.querySelectorAll('.nav-links a')].map((link) => {
        const box = link.getBoundingClientRect()
        const style = getComputedStyle(link)
        const visible =
          style.visibility === 'visible' &&
          Number(style.opacity) > 0 &&
          box.width > 0 &&
          box.height > 0 &&
          box.left >= -0.5 &&
          box.right <= root.clientWidth + 0.5 &&
          box.top >= (bar?.bottom ?? 0) - 0.5
        return { label: link.textContent?.trim(), visibleBelowBar: visible }
      })
      return {
        clientWidth: root.clientWidth,
        scrollWidth: root.scrollWidth,
        // One row: the bar is no taller than its button and the space around it.
        oneRow: !!bar && !!button && bar.height < 2 * button.height,
        links,
        wider: [...document.querySelectorAll('body *')]
          .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
          .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
      }
    }, null)
    expect(layout).toEqual({
      clientWidth: 320,
      scrollWidth: 320,
      oneRow: true,
      links: site.navbar.links.map((link) => ({ label: link.label, visibleBelowBar: true })),
      wider: [],
    })
  })
})
