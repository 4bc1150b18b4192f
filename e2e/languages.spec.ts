/**
 * A site in two languages, as the sub-path build publishes it (e2e/build-subpath.mjs): every
 * page in each language (its home page and each case study it has), static, with its own
 * heading, linked both ways where the other language has it, with the header's language links, the
 * search engines' alternates, and a form that speaks the page's language and sends exactly the
 * spec's body. Words come from the build's own content (e2e/subpathContent.ts).
 */
import type { Page } from '@playwright/test'
import { axeViolations } from './axe.ts'
import { contactForm } from './contactForm.ts'
import { emailConfig } from './content.ts'
import { expectHeroInFirstWindow } from './firstWindow.ts'
import {
  cspViolations,
  expect,
  openPage,
  reply,
  routeProvider,
  test,
  watchCsp,
} from './fixtures.ts'
import { languages, SUBPATH_SITE_URL } from './subpathContent.ts'

const base = new URL(`${SUBPATH_SITE_URL}/`).pathname
const [first, second] = languages

/**
 * Every page in each language: its home page, then each case study it has (its translations),
 * with the page's key among the languages ('home' or the case study's name) and its heading.
 */
const pages = languages.flatMap(({ content, prefix, caseStudies }) => [
  { content, key: 'home', kind: 'home' as const, path: `${base}${prefix}`, heading: undefined },
  ...caseStudies.map(({ project, caseStudy }) => ({
    content,
    key: caseStudy.name,
    kind: 'case study' as const,
    path: `${base}${prefix}projects/${caseStudy.name}/`,
    heading: project.title,
  })),
])
/** The languages that have the page `key`. */
const versionsOf = (key: string) =>
  languages.filter(
    ({ caseStudies }) =>
      key === 'home' || caseStudies.some(({ caseStudy }) => caseStudy.name === key),
  )
/** Each language's home page and its first case study: where axe reads the whole page. */
const audited = languages.flatMap(({ content }) =>
  pages.filter((each) => each.content === content).slice(0, 2),
)

// Against the build for a path, in two languages (e2e/global-setup.ts serves it). What a second
// language changes is words and addresses, not motion: as in the rest of the quick project, the
// page does not animate (an endless animation slows every step of a check in a headless browser).
test.use({ baseURL: process.env.E2E_SUBPATH_URL, reducedMotion: 'reduce' })

test.beforeAll(() => {
  expect(languages.length, 'the sub-path build has a second language').toBeGreaterThan(1)
})

const alternates = (page: Page) =>
  page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
    )

for (const { content, path, kind } of pages)
  test(`${path}: the hero ends inside TCP’s first window, with nothing for the scripts before it`, async ({
    request,
  }) => {
    await expectHeroInFirstWindow(request, { path, kind, content })
  })

// Each home page in the quick run; the case studies, the same links on another kind of page, with
// the full run.
for (const { content, key, kind, path, heading } of pages)
  test(`${path}: in ${content.languageName}, linked to each other language's same page, both ways`, {
    ...(kind === 'home' ? {} : { tag: '@full' }),
  }, async ({ page }) => {
    await openPage(page, path)
    await expect(page.locator('html')).toHaveAttribute('lang', content.lang)
    if (heading) await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(canonical).toBe(new URL(path, SUBPATH_SITE_URL).href)

    // hreflang: every language's version of this page, itself included, and x-default.
    const versions = versionsOf(key)
    const listed = await alternates(page)
    expect(listed.map(([lang]) => lang)).toEqual([
      ...versions.map((language) => language.content.lang),
      'x-default',
    ])
    expect(listed).toContainEqual([content.lang, canonical])
    expect(listed.at(-1)?.[1]).toBe(listed[0]?.[1])
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute(
      'content',
      new RegExp(`^${content.lang}_[A-Z]{2}$`),
    )

    // The header: a plain link to each other language, named in it, leading to the same page
    // where that language has it, else to its home page.
    for (const other of languages.filter((language) => language.content !== content)) {
      const link = page
        .getByRole('navigation', { name: content.navbar.navLabel })
        .getByRole('link', { name: other.content.languageName, exact: true })
      await expect(link).toHaveAttribute('hreflang', other.content.lang)
      await expect(link).toHaveAttribute('lang', other.content.lang)
      const href = (await link.getAttribute('href')) ?? ''
      const counterpart = versions.includes(other)
      if (!counterpart) {
        expect(href).toBe(`${base}${other.prefix}`)
        continue
      }
      expect(listed).toContainEqual([other.content.lang, new URL(href, SUBPATH_SITE_URL).href])
      // And that page links back here.
      await page.goto(href)
      expect(await alternates(page)).toEqual(listed)
      await expect(
        page
          .getByRole('navigation', { name: other.content.navbar.navLabel })
          .getByRole('link', { name: content.languageName, exact: true }),
      ).toHaveAttribute('href', path)
    }
  })

// Each language's home page at the narrowest width in the quick run; its case study, and both
// at 1280 px, with the full run (they prove more of the same, at 5 s each).
for (const { path, kind } of audited)
  for (const width of [320, 1280])
    test(`${path} at ${width} px: axe finds nothing, and nothing scrolls sideways`, {
      ...(kind === 'home' && width === 320 ? {} : { tag: '@full' }),
    }, async ({ page }) => {
      // axe reads the whole page: a busy machine takes its time.
      test.setTimeout(90_000)
      await page.setViewportSize({ width, height: 900 })
      await openPage(page, path)
      expect(await axeViolations(page)).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      )
    })

test('the language link is in the phone menu, and works without a script', async ({ browser }) => {
  if (!first || !second) throw new Error('two languages expected')
  const phone = await browser.newPage({ viewport: { width: 375, height: 812 } })
  await openPage(phone, base)
  await phone.locator('.menu-button').click()
  const link = phone.getByRole('link', { name: second.content.languageName, exact: true })
  await expect(link).toBeVisible()
  await link.click()
  await expect(phone).toHaveURL(new RegExp(`${base}${second.prefix}$`))
  await phone.close()

  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 812 },
  })
  const page = await noScript.newPage()
  await page.goto(base)
  await page.getByRole('button', { name: first.content.navbar.menuButtonLabel }).click()
  await page.getByRole('link', { name: second.content.languageName, exact: true }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', second.content.lang)
  await noScript.close()
})

test('the second language’s form speaks its language and sends exactly the spec’s body, and the CSP blocks nothing', async ({
  page,
}) => {
  if (!second) throw new Error('two languages expected')
  const { content } = second
  const sent: unknown[] = []
  await routeProvider(page, async (route) => {
    sent.push(route.request().postDataJSON())
    await reply(200, 'OK')(route)
  })
  await watchCsp(page)
  await openPage(page, `${base}${second.prefix}`)
  // Its policy as GitHub Pages gets it (a <meta> element), which blocks nothing.
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(1)
  const form = contactForm(page, content)
  await form.ready()
  await expect(form.button).toHaveText(content.contact.submitLabel)
  await form.fill()
  await form.button.click()
  await expect(form.status).toHaveText(content.contact.successMessage)
  expect(sent).toHaveLength(1)
  expect(Object.keys(sent[0] as object).sort()).toEqual(
    ['lib_version', 'service_id', 'template_id', 'template_params', 'user_id'].sort(),
  )
  expect(sent[0]).toMatchObject({
    lib_version: '4.4.1',
    service_id: emailConfig.serviceId,
    template_id: emailConfig.templateId,
  })
  await expect(form.fields.name).toHaveValue('')
  expect(await cspViolations(page)).toEqual([])
})

test('the sitemap lists every page with its versions, and the 404 page offers each language', async ({
  page,
  request,
}) => {
  const sitemap = await (await request.get(`${base}sitemap.xml`)).text()
  for (const { path } of pages) {
    const address = new URL(path, SUBPATH_SITE_URL).href
    expect(sitemap).toContain(`<loc>${address}</loc>`)
  }
  for (const { content } of languages)
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="${content.lang}"`)

  const response = await page.goto(`${base}no/such/page`)
  expect(response?.status()).toBe(404)
  for (const { content, prefix } of languages)
    await expect(
      page.getByRole('link', { name: content.notFound.homeLinkLabel, exact: true }),
    ).toHaveAttribute('href', `${base}${prefix}`)
})
