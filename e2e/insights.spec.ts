/**
 * The articles as visitors get them, against the build: the header's link and the home page's
 * newest three lead to the index; the index lists every article newest first, its tags lead to
 * their pages, each article shows its days, reading time and tags and links the ones around
 * it; axe finds nothing in either colour theme at 320 and 1280 px; the CSP refuses nothing;
 * the article's title and summary arrive in TCP's first window; and an article adds no script
 * of its own. The expectations come from the articles the build read (e2e/content.ts).
 */

import { axeViolations } from './axe.ts'
import {
  base,
  INSIGHTS_PER_PAGE,
  insightFeedPath,
  insightPath,
  insights,
  insightsPath,
  insightTagPath,
  site,
} from './content.ts'
import { expectHeroInFirstWindow } from './firstWindow.ts'
import { cspViolations, expect, inEachScheme, openPage, test, watchCsp } from './fixtures.ts'

const [newest] = insights

test.skip(!newest, 'the content has no article')

test('the header links the articles’ index on every page, and the home page shows the three newest', async ({
  page,
}) => {
  await openPage(page)
  const link = page.getByRole('navigation', { name: site.navbar.navLabel }).getByRole('link', {
    name: site.insights.title,
    exact: true,
  })
  await expect(link).toHaveAttribute('href', insightsPath())
  const section = page.locator(`#${site.sectionIds.insights}`)
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(site.insights.title)
  await expect(section.locator('.insight-item-title a')).toHaveText(
    insights.slice(0, 3).map(({ insight }) => insight.title),
  )
  await section.getByRole('link', { name: site.insights.allLabel }).click()
  await expect(page).toHaveURL(new RegExp(`${base}${insightsPath()}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.insights.title)
  // The header's link on a page of its own leads there too.
  await page.goto(`${base}${insightPath(newest?.insight.name ?? '')}`)
  await expect(
    page.getByRole('navigation', { name: site.navbar.navLabel }).getByRole('link', {
      name: site.insights.title,
      exact: true,
    }),
  ).toHaveAttribute('href', `${base}${insightsPath()}`)
})

test('the index lists every article newest first; a tag leads to its page, an article to its own', async ({
  page,
}) => {
  // Every article, newest first, over as many pages of the index as it takes.
  for (let start = 0; start < insights.length; start += INSIGHTS_PER_PAGE) {
    await openPage(page, insightsPath('', start / INSIGHTS_PER_PAGE + 1))
    await expect(page.locator('.insight-item-title a')).toHaveText(
      insights.slice(start, start + INSIGHTS_PER_PAGE).map(({ insight }) => insight.title),
    )
  }
  await openPage(page, insightsPath())
  const tag = newest?.insight.tags[0] ?? ''
  await page.locator('.insight-item').first().getByRole('link', { name: tag, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${insightTagPath(tag).replace(/[/]/g, '\\/')}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    site.insights.tagTitle.replace('{tag}', tag),
  )
  await expect(page.locator('.insight-item-title a')).toHaveText(
    insights
      .filter(({ insight }) => insight.tags.includes(tag))
      .slice(0, INSIGHTS_PER_PAGE)
      .map(({ insight }) => insight.title),
  )
  await page.getByRole('link', { name: newest?.insight.title ?? '' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest?.insight.title ?? '')
})

test('an article shows its day, reading time and tags, its headings’ links, and the articles around it', async ({
  page,
}) => {
  const second = insights[1]
  await openPage(page, insightPath(newest?.insight.name ?? ''))
  const meta = page.locator('.case-study-header .insight-meta')
  await expect(meta.locator('time').first()).toHaveAttribute('datetime', newest?.insight.date ?? '')
  await expect(meta).toContainText(
    site.insights.readingTime.replace('{minutes}', String(newest?.insight.readingMinutes)),
  )
  await expect(page.locator('.case-study-header .tag')).toHaveText([
    ...(newest?.insight.tags ?? []),
  ])
  // Each heading's link, where the article has headings.
  const headings = (newest?.insight.body.children ?? []).filter((node) => node.type === 'heading')
  await expect(page.locator('.heading-anchor')).toHaveCount(headings.length)
  if (headings.length > 0) {
    const anchor = page.locator('.heading-anchor').first()
    await anchor.focus()
    await expect(anchor).toBeVisible()
  }
  if (second) {
    await page.getByRole('link', { name: second.insight.title }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(second.insight.title)
    await expect(page.locator('a[rel="next"]')).toHaveAttribute(
      'href',
      `${base}${insightPath(newest?.insight.name ?? '')}`,
    )
  }
})

test('an article’s title and summary arrive in TCP’s first window, and it adds no script of its own', async ({
  page,
  request,
}) => {
  const path = `${base}${insightPath(newest?.insight.name ?? '')}`
  await expectHeroInFirstWindow(request, { path, kind: 'article', content: site })
  const scripts = new Set<string>()
  const home = new Set<string>()
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname)
  })
  await openPage(page, insightPath(newest?.insight.name ?? ''))
  await page.waitForLoadState('networkidle')
  const onArticle = [...scripts]
  scripts.clear()
  await openPage(page)
  await page.waitForLoadState('networkidle')
  for (const file of [...scripts]) home.add(file)
  // Before anything is touched, an article asks for no script the home page does not, with a
  // code block or without (a copy button's module comes at its click: budgets.spec.ts).
  for (const file of onArticle) expect(home, file).toContain(file)
  await expect(page.locator('[data-hydrated]')).toHaveCount(0)
})

for (const width of [320, 1280])
  test(`the index, a tag’s page and an article are axe-clean at ${width} px, light and dark, and never scroll sideways`, {
    tag: '@full',
  }, async ({ page }) => {
    // axe reads three whole pages, each in both schemes (inEachScheme).
    test.slow()
    await watchCsp(page)
    await page.setViewportSize({ width, height: 900 })
    await page.emulateMedia({ reducedMotion: 'reduce' })
    for (const path of [
      insightsPath(),
      insightTagPath(newest?.insight.tags[0] ?? ''),
      insightPath(newest?.insight.name ?? ''),
    ]) {
      await openPage(page, path)
      await inEachScheme(page, async (colorScheme) => {
        const where = `${path}, ${colorScheme}`
        expect(await axeViolations(page), where).toEqual([])
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        expect(overflow, where).toBe(0)
      })
      expect(await cspViolations(page), path).toEqual([])
    }
  })

test('the feed is announced in the head and served as XML, its first entry the newest article', async ({
  page,
  request,
}) => {
  await openPage(page, insightPath(newest?.insight.name ?? ''))
  const href = await page
    .locator('link[rel="alternate"][type="application/atom+xml"]')
    .getAttribute('href')
  expect(href).toMatch(new RegExp(`^https://.*/${insightFeedPath()}$`))
  const response = await request.get(`${base}${insightFeedPath()}`)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/xml/)
  const first = /<entry[^>]*>\s*<id>([^<]*)<\/id>/.exec(await response.text())
  expect(first?.[1]).toMatch(new RegExp(`/${insightPath(newest?.insight.name ?? '')}$`))
})
