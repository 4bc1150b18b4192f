/**
 * The services in both languages of the build for a path (e2e/build-subpath.mjs: the content's
 * own and Polish, under /portfolio/): each home page's section with its prices written the
 * page's way, each service's page in the language it is written in (linked both ways, hreflang
 * and the header's language link), one not translated yet linked in the default language, marked
 * with it, and "Ask about this" leading to the form of the page's language, the message starting
 * with that language's line. Words come from the build's own content (e2e/subpathContent.ts).
 */
import { expect, islandHydrated, openPage, test } from './fixtures.ts'
import {
  formatPrice,
  languages,
  SUBPATH_SITE_URL,
  servicePath,
  servicesId,
} from './subpathContent.ts'

const base = new URL(`${SUBPATH_SITE_URL}/`).pathname

test.use({ baseURL: process.env.E2E_SUBPATH_URL, reducedMotion: 'reduce' })

for (const { content, prefix, services } of languages)
  test.describe(`in ${content.languageName}`, () => {
    const labels = content.services
    test.skip(!labels || services.length === 0, 'this language offers no services')

    test('the home page’s cards give each price in the page’s language', async ({ page }) => {
      await openPage(page, `${base}${prefix}`)
      const cards = page.locator(`#${servicesId(content)} .service-card`)
      await expect(cards.locator('h3')).toHaveText(services.map(({ service }) => service.name))
      for (const [index, { service }] of services.entries())
        if (service.price)
          await expect(cards.nth(index).locator('dd').nth(1)).toHaveText(
            labels?.priceFrom.replace('{price}', formatPrice(service.price, content.lang)) ?? '',
          )
    })

    for (const entry of services.filter(({ link }) => link))
      test(`“${entry.service.name}” leads to its page${entry.link?.lang ? ', in the default language, marked' : ''}, whose “Ask about this” starts this language’s form with its line`, async ({
        page,
      }) => {
        await openPage(page, `${base}${prefix}`)
        const card = page.locator('.service-card', { hasText: entry.service.name })
        const read = card.getByRole('link', { name: new RegExp(`^${labels?.readLabel}`) })
        await expect(read).toHaveAttribute('href', entry.link?.href ?? '')
        if (entry.link?.lang) {
          await expect(read).toHaveAttribute('hreflang', entry.link.lang)
          return
        }
        await read.click()
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.service.name)
        await expect(page.locator('html')).toHaveAttribute('lang', content.lang)
        await expect(page.locator('article')).toContainText(entry.page?.audience ?? '')
        // Its other versions, both ways.
        for (const other of languages.filter((each) => each.content !== content)) {
          const version = other.services.find(({ page: own }) => own?.name === entry.page?.name)
          if (!version) continue
          const href = `${SUBPATH_SITE_URL}/${servicePath(entry.page?.name ?? '', other.prefix)}`
          await expect(
            page.locator(`link[rel="alternate"][hreflang="${other.content.lang}"]`),
          ).toHaveAttribute('href', href)
          await expect(
            page.locator(`.nav-language a[hreflang="${other.content.lang}"]`).first(),
          ).toHaveAttribute('href', new URL(href).pathname)
        }
        await page.locator('.case-study-end a').click()
        await expect(page.locator('html')).toHaveAttribute('lang', content.lang)
        await islandHydrated(page, 'contact')
        await expect(page.getByLabel(content.contact.fields.message, { exact: true })).toHaveValue(
          `${labels?.messageLine.replace('{service}', entry.service.name)}\n`,
        )
      })
  })
