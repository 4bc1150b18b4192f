/**
 * Certifications and testimonials lay out from 1 to 12 and 1 to 6, from 320 to 1920 px, with
 * long issuer names and long quotes: their layout is CSS alone, so these tests give the built
 * page that many (copies of the content's own, with long words in them), then measure.
 */
import type { Page } from '@playwright/test'
import { site } from './content.ts'
import { expect, openPage, test } from './fixtures.ts'

const certifications = site.credentials?.items ?? []
const quotes = site.testimonials?.items ?? []

/** Fills a list with `count` items, copies of the content's own, with long words in them. */
async function showItems(page: Page, list: string, count: number, longText: string) {
  await page.locator(list).evaluate(
    (element, [wanted, text]) => {
      const items = [...element.children]
      element.replaceChildren(
        ...Array.from({ length: wanted }, (_, index) => {
          const copy = items[index % items.length]?.cloneNode(true) as HTMLElement
          const target = copy.querySelector('.credential-meta span, blockquote p')
          if (target) target.textContent = text
          return copy
        }),
      )
      element.setAttribute('data-count', String(wanted))
    },
    [count, longText] as const,
  )
}

const LONG_ISSUER =
  'Institute of Electrical and Electronics Engineers Standards Association Certification Programme, Zürich–Kraków'
const LONG_QUOTE = `${'Zoë led our Power Platform programme from the first workshop to the last training session, and our finance, legal and operations teams now rely on the apps she built every single day. '.repeat(3)}Donaudampfschifffahrtsgesellschaftskapitänsmütze.`

for (const width of [320, 412, 768, 1280, 1920]) {
  test(`at ${width} px, 1 to 12 certifications and 1 to 6 testimonials lay out with nothing cut and no sideways scroll`, async ({
    page,
  }) => {
    test.skip(certifications.length === 0 || quotes.length === 0, 'a section is absent')
    await page.setViewportSize({ width, height: 900 })
    await openPage(page)
    for (const [certificationCount, testimonialCount] of [
      [1, 1],
      [3, 2],
      [12, 6],
    ] as const) {
      await showItems(page, '.credential-list', certificationCount, LONG_ISSUER)
      await showItems(page, '.testimonial-list', testimonialCount, LONG_QUOTE)
      const label = `${certificationCount} certifications, ${testimonialCount} testimonials at ${width} px`
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${label}: sideways scroll`,
      ).toBeLessThanOrEqual(width)
      const boxes = await page
        .locator('.credential, .testimonial, .testimonial-quote')
        .evaluateAll((elements) =>
          elements.map((element) => {
            const box = element.getBoundingClientRect()
            return {
              left: box.left,
              right: box.right,
              width: box.width,
              cut:
                element.scrollWidth -
                element.clientWidth +
                element.scrollHeight -
                element.clientHeight,
            }
          }),
        )
      for (const box of boxes) {
        expect(box.left, `${label}: inside the page`).toBeGreaterThanOrEqual(0)
        expect(box.right, `${label}: inside the page`).toBeLessThanOrEqual(width)
        expect(box.cut, `${label}: nothing cut off`).toBeLessThanOrEqual(1)
        expect(box.width, `${label}: wide enough to read`).toBeGreaterThanOrEqual(
          Math.min(250, width * 0.7),
        )
      }
    }
  })
}
