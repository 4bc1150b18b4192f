/**
 * A GitHub Pages project site: the site built as the deploy workflow builds it, for an address
 * with a path (e2e/build-subpath.mjs: SITE_URL https://…/portfolio, the CSP as a <meta>
 * element) and served under that path, as GitHub Pages serves it: no headers of the site's, its
 * own 404 page for a missing address at any depth. Nothing on the page may be relative to the
 * current address, nor assume the root of a domain, and the CSP blocks nothing.
 */
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page, Response } from '@playwright/test'
import { contactForm } from './contactForm.ts'
import { site as builtSite, caseStudies, caseStudyPath } from './content.ts'
import {
  cspViolations,
  expect,
  islandHydrated,
  openPage,
  pictureLoaded,
  reply,
  routeProvider,
  scrollThroughPage,
  test,
  watchCsp,
} from './fixtures.ts'
import { SUBPATH_BUILD, SUBPATH_TYPED_BUILD } from './subpathBuild.ts'

// Against the build for a path (e2e/global-setup.ts serves it). What it changes is its addresses,
// not its motion: as in the rest of the quick project, the page does not animate (an endless
// animation slows every step of a check in a headless browser); motion is checked by the full
// run and in every engine.
test.use({ baseURL: process.env.E2E_SUBPATH_URL, reducedMotion: 'reduce' })

/** The address the sub-path build was made for, read back from what it published. */
async function publishedAt(page: Page) {
  const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href')) ?? ''
  return { url: canonical, base: new URL(canonical).pathname }
}

/** Every response the page gets, by path, with its status. */
function responses(page: Page) {
  const seen: { path: string; status: number }[] = []
  page.on('response', (response: Response) => {
    const url = new URL(response.url())
    if (url.protocol.startsWith('http') && url.hostname === '127.0.0.1')
      seen.push({ path: url.pathname, status: response.status() })
  })
  return seen
}

/** The page's policy, as GitHub Pages gets it: a <meta> element, since no header carries it. */
const cspMeta = (page: Page) => page.locator('meta[http-equiv="Content-Security-Policy"]')

test('served under its path, every request answers 200, the form sends and a picture opens larger', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 412, height: 823 })
  const seen = responses(page)
  const sent: unknown[] = []
  await routeProvider(page, async (route) => {
    sent.push(route.request().postDataJSON())
    await reply(200, 'OK')(route)
  })
  await watchCsp(page)
  await openPage(page)
  await expect(cspMeta(page)).toHaveCount(1)
  const { url, base } = await publishedAt(page)
  expect(base, 'a build for a project site').not.toBe('/')
  expect(new URL(page.url()).pathname).toBe(base)

  // The search and sharing addresses, the icons and the manifest are the site's, under its path.
  for (const selector of ['meta[property="og:url"]', 'meta[property="og:image"]'])
    expect(await page.locator(selector).getAttribute('content')).toMatch(new RegExp(`^${url}`))
  for (const href of await page
    .locator('link[rel~="icon"], link[rel="manifest"], link[rel="apple-touch-icon"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')))
    expect(href.startsWith(base), href).toBe(true)

  // The phone menu opens, and a picture opens larger.
  await page.locator('.menu-button').click()
  await expect(page.locator('.nav-links')).toBeVisible()
  await page.locator('.menu-button').click()
  await expect(page.locator('.nav-links')).toBeHidden()
  await page.locator('.project-picture-button').first().click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await pictureLoaded(dialog.locator('.viewer-image:visible'))
  await page.keyboard.press('Escape')

  // Every picture down the page loads, and the form sends.
  await scrollThroughPage(page)
  await page.waitForLoadState('networkidle')
  const form = contactForm(page)
  await form.ready()
  await form.fill()
  await form.button.click()
  await expect(form.status).toHaveText(builtSite.contact.successMessage)
  expect(sent).toHaveLength(1)
  await islandHydrated(page, 'contact')
  expect(await cspViolations(page)).toEqual([])

  // The CV, robots.txt, the sitemap and the manifest are there too.
  const cvHref = await page.locator('a[download]').first().getAttribute('href')
  for (const path of [
    ...(cvHref ? [cvHref] : []),
    `${base}robots.txt`,
    `${base}sitemap.xml`,
    `${base}manifest.webmanifest`,
  ])
    expect((await request.get(path)).status(), path).toBe(200)
  expect(await (await request.get(`${base}sitemap.xml`)).text()).toContain(`<loc>${url}</loc>`)

  const failed = seen.filter((response) => response.status !== 200)
  expect(failed, 'requests that did not answer 200').toEqual([])
  expect(seen.every((response) => response.path.startsWith(base))).toBe(true)
})

test('a missing address three levels down shows the site’s own page, styled, with a way home', async ({
  page,
}) => {
  await watchCsp(page)
  await openPage(page)
  const { base } = await publishedAt(page)
  const seen = responses(page)
  const response = await page.goto(`${base}a/b/c`)
  expect(response?.status()).toBe(404)
  await expect(cspMeta(page)).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(builtSite.notFound.heading)
  // Its look: the inline stylesheet applies (the sticky header, the site's colours).
  expect(
    await page.locator('.site-header').evaluate((header) => getComputedStyle(header).position),
  ).toBe('sticky')
  const icons = seen.filter((entry) => /favicon|icon/.test(entry.path))
  for (const icon of icons) expect(icon.status, icon.path).toBe(200)
  expect(await cspViolations(page)).toEqual([])
  // Its navigation leads to the home page's sections, and its link home to the home page.
  const nav = page.getByRole('navigation', { name: builtSite.navbar.navLabel })
  for (const link of builtSite.navbar.links)
    await expect(nav.getByRole('link', { name: link.label, exact: true })).toHaveAttribute(
      'href',
      `${base}${link.href}`,
    )
  await page.getByRole('link', { name: builtSite.notFound.homeLinkLabel }).click()
  await expect(page).toHaveURL(new RegExp(`${base}$`))
  await expect(page.locator('.app')).toHaveClass(/\bloaded\b/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(builtSite.owner.name)
  expect(await cspViolations(page)).toEqual([])
})

test('each case study is served under the path: reached from its card, every request answers 200, a picture opens larger, and its links lead back under the path', async ({
  page,
}) => {
  await watchCsp(page)
  await openPage(page)
  const { base } = await publishedAt(page)
  for (const { project, caseStudy } of caseStudies) {
    await openPage(page)
    const seen = responses(page)
    const path = `${base}${caseStudyPath(caseStudy.name)}`
    const card = page.locator('.project-card').filter({ hasText: project.title })
    await expect(card.locator('h3 a')).toHaveAttribute('href', path)
    await card.locator('h3 a').click()
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expect(page.locator('.app')).toHaveClass(/\bloaded\b/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${path}$`),
    )
    const buttons = page.locator('[data-island-trigger="viewer"]')
    if ((await buttons.count()) > 0) {
      await buttons.last().click()
      const image = page.getByRole('dialog').locator('.viewer-image:visible')
      await pictureLoaded(image)
      await page.keyboard.press('Escape')
    }
    await scrollThroughPage(page)
    await page.waitForLoadState('networkidle')
    expect(seen.filter((response) => response.status !== 200)).toEqual([])
    expect(seen.every((response) => response.path.startsWith(base))).toBe(true)
    await expect(cspMeta(page)).toHaveCount(1)
    expect(await cspViolations(page)).toEqual([])
    // The trail back leads to My Work on the home page, under the path.
    await page.locator('nav.breadcrumb a').click()
    await expect(page).toHaveURL(new RegExp(`${base}#${builtSite.sectionIds.projects}$`))
  }
})

/** Every HTML and XML file a build wrote, by its path in the build, with its text. */
async function builtPages(build: string) {
  const files = (await readdir(build, { recursive: true }))
    .filter((file) => /\.(?:html|xml)$/.test(file))
    .sort()
  return Promise.all(
    files.map(async (file) => ({ file, text: await readFile(join(build, file), 'utf8') })),
  )
}

test('built from its address as GitHub shows it (a trailing slash in site.ts), every page is the same, and no address has // after the host', async () => {
  const [built, typed] = await Promise.all([
    builtPages(SUBPATH_BUILD),
    builtPages(SUBPATH_TYPED_BUILD),
  ])
  expect(typed.map(({ file }) => file)).toEqual(built.map(({ file }) => file))
  for (const [index, { file, text }] of built.entries())
    expect(typed[index]?.text === text, `${SUBPATH_TYPED_BUILD}/${file} differs`).toBe(true)

  const home = built.find(({ file }) => file === 'index.html')?.text ?? ''
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(home)?.[1] ?? ''
  const { origin, pathname: base } = new URL(canonical)
  expect(base, 'a build for a project site').not.toBe('/')
  // Absolute addresses on the site's host (canonical, alternates, og:url, JSON-LD, sitemap),
  // and the paths of links, pictures and files in the pages' attributes.
  const absolute = new RegExp(
    `${origin.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(/[^"'\\s<>]*)`,
    'g',
  )
  const attribute = /\s(?:href|src|srcset|content|action)="(\/[^"]*)"/g
  const paths = built.flatMap(({ file, text }) =>
    [...text.matchAll(absolute), ...text.matchAll(attribute)].map((match) => ({
      file,
      path: match[1] ?? '',
    })),
  )
  for (const kind of ['rel="canonical"', 'hreflang="x-default"', 'property="og:url"', '<loc>'])
    expect(
      built.some(({ text }) => text.includes(kind)),
      kind,
    ).toBe(true)
  expect(paths.length).toBeGreaterThan(built.length)
  expect(paths.filter(({ path }) => path.includes('//'))).toEqual([])
  expect(paths.filter(({ path }) => !path.startsWith(base))).toEqual([])
})
