/**
 * The architect's credentials, from the content file: certifications with links that verify
 * them, what clients say, and a CV to download. Each part shows only when the content has it.
 */
import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import { cvDetails } from '../src/components/CvLink.tsx'
import { base, insights, menuLabels, otherLanguages, site } from './content.ts'
import { expect, openPage, test } from './fixtures.ts'

const { sectionIds, credentials, testimonials, cv } = site
const certifications = credentials?.items ?? []
const quotes = testimonials?.items ?? []

test('the sections come between the projects and the form, each at its own anchor, only when there is content', async ({
  page,
}) => {
  await openPage(page)
  const order = await page
    .locator('main > section')
    .evaluateAll((sections) => sections.map((section) => section.id))
  expect(order).toEqual([
    sectionIds.home,
    sectionIds.projects,
    ...(site.services?.items.length ? [sectionIds.services ?? 'services'] : []),
    ...(site.experience?.items.length ? [sectionIds.experience ?? 'experience'] : []),
    ...(certifications.length ? [sectionIds.credentials] : []),
    ...(quotes.length ? [sectionIds.testimonials] : []),
    ...(insights.length ? [sectionIds.insights] : []),
    sectionIds.contact,
  ])
  // The navigation stays the spec's three links (the services and the articles' index beside
  // them when there are services and articles, and one to each other language).
  await expect(page.locator('.nav-link')).toHaveCount(menuLabels.length + otherLanguages.length)
})

test.describe('certifications', () => {
  test.skip(certifications.length === 0, 'the content lists no certification')

  test('each shows its name, issuer and month earned, and a link that verifies it in a new tab', async ({
    page,
  }) => {
    await openPage(page)
    const section = page.locator(`#${sectionIds.credentials}`)
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(credentials?.title ?? '')
    const items = section.locator('.credential')
    await expect(items).toHaveCount(certifications.length)
    const month = new Intl.DateTimeFormat(site.lang, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    })
    for (const [index, credential] of certifications.entries()) {
      const item = items.nth(index)
      await expect(item.getByRole('heading', { level: 3 })).toHaveText(credential.name)
      await expect(item).toContainText(credential.issuer)
      await expect(item.locator('time')).toHaveAttribute('datetime', credential.earned)
      await expect(item.locator('time')).toHaveText(
        month.format(new Date(`${credential.earned}-01T00:00:00Z`)),
      )
      const link = item.getByRole('link')
      await expect(link).toHaveAttribute('href', credential.url)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(link).toHaveText(credentials?.verifyLabel ?? '')
      await expect(link).toHaveAccessibleName(
        `${credentials?.verifyLabel} ${credential.name} ${site.newTabNotice}`,
      )
    }
  })

  test('badges are decorative, and a badge-sized file is what the browser loads', {
    tag: '@full',
  }, async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 })
    await openPage(page)
    const badges = page.locator('.credential-badge img')
    await expect(badges).toHaveCount(certifications.filter((item) => item.badge).length)
    await page.locator(`#${sectionIds.credentials}`).scrollIntoViewIfNeeded()
    for (const badge of await badges.all()) {
      await expect(badge).toHaveAttribute('alt', '')
      await expect
        .poll(() => badge.evaluate((image: HTMLImageElement) => image.complete))
        .toBe(true)
      const { file, box } = await badge.evaluate((image: HTMLImageElement) => ({
        file: image.currentSrc,
        box: image.getBoundingClientRect().width * devicePixelRatio,
      }))
      // A raster badge is an encoded file at badge size; an SVG one is drawn at any size.
      if (file.endsWith('.svg')) continue
      const width = Number(/-(\d+)w-/.exec(file)?.[1])
      expect(file, 'an encoded badge file').toMatch(/-\d+w-[\w-]{8}\.(avif|webp)$/)
      expect(width / box, `${file} for a ${box} px box`).toBeLessThanOrEqual(2.2)
    }
  })
})

test.describe('testimonials', () => {
  test.skip(quotes.length === 0, 'the content lists no testimonial')

  test('each is a figure: the whole quote in a blockquote, who said it in a figcaption', {
    tag: '@full',
  }, async ({ page }) => {
    await openPage(page)
    const figures = page.locator(`#${sectionIds.testimonials} figure`)
    await expect(figures).toHaveCount(quotes.length)
    for (const [index, testimonial] of quotes.entries()) {
      const figure = figures.nth(index)
      const quote = figure.locator('blockquote')
      const text = await quote.innerText()
      expect(text.replace(/\s+/g, ' ').trim()).toBe(testimonial.quote.replace(/\s+/g, ' ').trim())
      // Nothing of it is cut off: it is as tall as its text.
      expect(await quote.evaluate((element) => element.scrollHeight - element.clientHeight)).toBe(0)
      const caption = figure.locator('figcaption')
      await expect(caption).toContainText(testimonial.name)
      await expect(caption).toContainText(`${testimonial.role}, ${testimonial.company}`)
    }
  })
})

test.describe('the CV', () => {
  test.skip(cv === undefined, 'the content names no CV')

  test('is linked in the hero and the footer, with its type and size, and downloads as a PDF', async ({
    page,
    request,
  }) => {
    await openPage(page)
    // The PDF's links: a made CV's Word file, where offered, has links of its own beside them.
    const pdf = 'a[download][type="application/pdf"]'
    const links = page.locator(pdf)
    await expect(links).toHaveCount(2)
    await expect(page.locator(`#${sectionIds.home} ${pdf}`)).toHaveCount(1)
    await expect(page.locator(`footer ${pdf}`)).toHaveCount(1)
    const href = (await links.first().getAttribute('href')) ?? ''
    expect(href.startsWith(base)).toBe(true)
    const { size } = await stat(join('dist', href.slice(base.length)))
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('href', href)
      await expect(link).toHaveText(`${cv?.label} (${cvDetails(size)})`)
    }
    const response = await request.get(href)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('application/pdf')
    const body = await response.body()
    expect(body.length).toBe(size)
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  })
})
