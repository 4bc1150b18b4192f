import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { headersForPath, NOT_FOUND_PAGE } from '../scripts/security-headers.mjs'
import { islandFiles } from '../src/islands/markup.ts'
import { privacyPath } from '../src/pages/addresses.ts'
import { copyrightLine } from '../src/sections/Footer.tsx'
import { axeViolations } from './axe.ts'
import { base, hasSearch, site } from './content.ts'
import {
  cspViolations,
  expect,
  inEachScheme,
  scriptsBesideTheTheme,
  test,
  watchCsp,
} from './fixtures.ts'
import { htmlValidationMessages } from './htmlValidation.ts'

test.describe('the 404 page', () => {
  test('a missing URL answers 404 with the site’s own page and the headers of that page', async ({
    request,
  }) => {
    const rules = await readFile('dist/_headers', 'utf8')
    for (const path of ['/no-such-page', '/projects/old-project/', '/assets/missing.js']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
      expect(response.headers()['content-type'], path).toMatch(/^text\/html/)
      expect(await response.text(), path).toContain(site.notFound.heading)
      for (const [name, value] of Object.entries(headersForPath(rules, NOT_FOUND_PAGE))) {
        expect(response.headers()[name.toLowerCase()], `${path} ${name}`).toBe(value)
      }
    }
  })

  test('shows the owner, the text, the site’s search and a link home, with no console error and no CSP violation', async ({
    page,
    consoleLog,
    baseURL,
  }) => {
    await watchCsp(page)
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page).toHaveTitle(site.notFound.title)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.notFound.heading)
    await expect(page.getByText(site.owner.name, { exact: true })).toBeVisible()
    await expect(page.getByText(site.notFound.text)).toBeVisible()
    // The copyright line, and the privacy page's link (its imprint's too, where there is one).
    const footer = page.getByRole('contentinfo')
    await expect(footer.locator('p').first()).toHaveText(
      copyrightLine(site.owner.company, site.footer),
    )
    await expect(footer.getByRole('link')).toHaveText([
      site.privacy.linkLabel,
      ...(site.legal ? [site.privacy.imprint.title] : []),
    ])
    await expect(footer.getByRole('link', { name: site.privacy.linkLabel })).toHaveAttribute(
      'href',
      `${base}${privacyPath()}`,
    )
    // Its scripts: with the site's search, the search's (the loader, which offers the address's
    // words as the query, and the boot script, with the search's files only); else none.
    const scripts = await scriptsBesideTheTheme(page)
    expect(scripts).toHaveLength(hasSearch ? 3 : 0)
    if (hasSearch) {
      await expect(page.getByRole('searchbox', { name: site.search.label })).toHaveValue(
        'no such page',
      )
      await expect(page.locator('.app')).toHaveClass(/\bloaded\b/)
      expect(islandFiles(JSON.parse(scripts.find((text) => text.startsWith('{')) ?? '{}'))).toEqual(
        [],
      )
    }
    expect(await cspViolations(page)).toEqual([])
    // Chromium reports the document's own 404 status; nothing else may be logged.
    expect(consoleLog.errors).toEqual([
      'Failed to load resource: the server responded with a status of 404 (Not Found)',
    ])
    expect(consoleLog.warnings).toEqual([])

    await page.getByRole('link', { name: site.notFound.homeLinkLabel }).click()
    await expect(page).toHaveURL(`${baseURL}/`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.owner.name)
  })

  test('reads and navigates with JavaScript off: the nav leads to the home page’s sections', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/no-such-page')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.notFound.heading)
    const nav = page.getByRole('navigation', { name: site.navbar.navLabel })
    for (const link of site.navbar.links) {
      await expect(nav.getByRole('link', { name: link.label })).toHaveAttribute(
        'href',
        `/${link.href}`,
      )
    }
    const projects = site.navbar.links.find((link) => link.href === `#${site.sectionIds.projects}`)
    await nav.getByRole('link', { name: projects?.label ?? '' }).click()
    await expect(page).toHaveURL(`${baseURL}/#${site.sectionIds.projects}`)
    await expect(page.locator(`#${site.sectionIds.projects}`)).toBeInViewport()
    await context.close()
  })

  for (const javaScriptEnabled of [true, false]) {
    test(`on a 320 px phone the header is one row, and its menu opens with every nav link, scripts ${javaScriptEnabled ? 'on' : 'off'}`, async ({
      browser,
    }) => {
      // The menu is a popover, which needs no script.
      const context = await browser.newContext({
        javaScriptEnabled,
        viewport: { width: 320, height: 640 },
      })
      const page = await context.newPage()
      await page.goto('/no-such-page')
      const nav = page.getByRole('navigation', { name: site.navbar.navLabel })
      const button = nav.getByRole('button', { name: site.navbar.menuButtonLabel })
      const [header, buttonBox] = await Promise.all([
        page.locator('.site-header').boundingBox(),
        button.boundingBox(),
      ])
      expect(header?.height ?? 0).toBeLessThan(2 * (buttonBox?.height ?? 0))
      await button.click()
      for (const link of site.navbar.links) {
        await expect(nav.getByRole('link', { name: link.label })).toBeVisible()
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        320,
      )
      await context.close()
    })
  }

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 812 },
  ]) {
    test(`axe-core finds no WCAG 2.2 A/AA violation at ${viewport.width}×${viewport.height}, light and dark`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' })
      await page.goto('/no-such-page')
      await inEachScheme(page, async (colorScheme) => {
        expect(await axeViolations(page)).toEqual([])
        const width = await page.evaluate(() => document.documentElement.scrollWidth)
        expect(width).toBeLessThanOrEqual(viewport.width)
        await page.screenshot({
          path: `artifacts/screenshots/404-${viewport.width}-${colorScheme}.png`,
          fullPage: true,
        })
      })
    })
  }

  test('dist/404.html is valid HTML (html-validate), noindex, and carries the CSP <meta>', async () => {
    expect(await htmlValidationMessages('dist/404.html')).toEqual([])

    const html = await readFile('dist/404.html', 'utf8')
    expect(html).toContain('<meta name="robots" content="noindex">')
    expect(html).not.toContain('rel="canonical"')
    const rules = await readFile('dist/_headers', 'utf8')
    const policy = headersForPath(rules, NOT_FOUND_PAGE)['Content-Security-Policy'] ?? ''
    const metaPolicy = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/)
    // The headers' policy allows every kind of page's stylesheet; the page's own, its own alone.
    const ownStyles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
      ([, styles]) =>
        `'sha256-${createHash('sha256')
          .update(styles ?? '')
          .digest('base64')}'`,
    )
    expect(ownStyles).toHaveLength(1)
    expect(metaPolicy?.[1]).toBe(
      policy
        .replace("; frame-ancestors 'none'", '')
        .replace(/style-src 'self'[^;]*/, `style-src 'self' ${ownStyles.join(' ')}`),
    )
  })
})
