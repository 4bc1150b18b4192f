/**
 * A missing address shows the site's own 404 page (dist/404.html, status 404) in every engine:
 * its words from the content file, navigation that leads to the home page's sections, a link
 * home, nothing logged and nothing blocked, and a bar that holds every link at 320 px. Its
 * search, at a made-up address under the path of the build for a GitHub Pages project site:
 * the address's words offered as the query, which find the article they name despite a typo, in
 * the address's language.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { it } from 'vitest'
import { SUBPATH_BUILD } from '../e2e/subpathBuild.ts'
import { THEME_SCRIPT } from '../src/document/themeScript.ts'
import { searchIndexPath } from '../src/pages/addresses.ts'
import type { SearchIndex } from '../src/search/documents.ts'
import { hasSearch, menuLinks, site } from './content.ts'
import type { EnginePage } from './engine.ts'
import { LAPTOP, navLinks, openMenu, PHONE } from './landing.ts'
import { expect, expectLanded, recorded, scriptRan, waitFor } from './page-helpers.ts'
import { RECORDER_PATH } from './server.ts'
import { languages, subpathBase, subpathOrigin } from './subpath.ts'
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
    // What shows: the search's line for when it cannot load stays hidden.
    paragraphs: [...document.querySelectorAll('main p')]
      .filter((p) => p.getClientRects().length > 0)
      .map((p) => p.textContent?.trim()),
    navLabel: nav?.getAttribute('aria-label'),
    navLinks: [...document.querySelectorAll('.nav-links a')].map((link) => ({
      label: link.textContent?.trim(),
      href: link.getAttribute('href'),
    })),
    homeLinks: [...document.querySelectorAll('main a')]
      .filter((link) => link.getClientRects().length > 0)
      .map((link) => ({
        label: link.textContent?.trim(),
        href: link.getAttribute('href'),
      })),
    // Beside the colour theme's, in every page's head, and the test server's own recorder: the
    // search's loader (with its files named) and the boot script it adds.
    scripts: [...document.scripts]
      .filter((script) => script.getAttribute('src') !== recorderPath)
      .filter((script) => script.hasAttribute('src') || script.textContent !== themeScript)
      .map((script) => (script.hasAttribute('src') ? 'src' : script.type))
      .sort(),
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
      navLinks: menuLinks.map((link) => ({ label: link.label, href: `/${link.href}` })),
      homeLinks: [{ label: site.notFound.homeLinkLabel, href: '/' }],
      scripts: hasSearch ? ['application/json', 'module', 'src'] : [],
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
      links: menuLinks.map((link) => ({ label: link.label, visibleBelowBar: true })),
      wider: [],
    })
  })
})

/** An article of the language's own in its index (the build for a path), and its address's name. */
async function articleOf(prefix: string) {
  const index: SearchIndex = JSON.parse(
    await readFile(join(SUBPATH_BUILD, searchIndexPath(prefix)), 'utf8'),
  )
  const article = index.documents.find((each) => each.kind === 'article' && !each.lang)
  if (!article) throw new Error(`${SUBPATH_BUILD}/${searchIndexPath(prefix)} has no article`)
  return { article, name: article.href.split('/').filter(Boolean).pop() ?? '' }
}

describeEngines('the 404 page’s search, under a path', { origin: subpathOrigin() }, (session) => {
  for (const { content, prefix } of languages)
    for (const size of [PHONE, LAPTOP])
      it(`${content.lang}, ${size.width} px: the address’s words are the query, and the field’s first touch finds the article they name despite a typo`, async () => {
        const { page } = session
        const { article, name } = await articleOf(prefix)
        // A letter of the name left out: "why-flows-throttle" is "why-flows-throtle".
        const typo = `${name.slice(0, -3)}${name.slice(-2)}`
        await page.resize(size.width, size.height)
        await page.open(`${subpathBase}${prefix}insights/${typo}`)
        await scriptRan(page)
        const field = '#not-found-search'
        expect(
          await page.evaluate(
            (selector) => (document.querySelector(selector) as HTMLInputElement | null)?.value,
            field,
          ),
        ).toBe(typo.replaceAll('-', ' '))
        await page.click(field)
        const first = await waitFor(
          page,
          'the results show the article first',
          () => document.querySelector('#not-found-search-results a')?.getAttribute('href') ?? null,
          null,
          (href) => href !== null,
        )
        expect(first).toBe(article.href)
        const { errors, violations } = await recorded(page)
        expect({ errors, violations }).toEqual({ errors: [], violations: [] })
      })
})
