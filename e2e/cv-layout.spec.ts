/**
 * The roles' section and the CV's page at a phone's and a desktop's width, in both colour
 * schemes (axe, no sideways scroll, valid HTML), and the CV's page printed by the browser on A4
 * and Letter: each role whole on one page, read back from the printed PDF's text.
 */
import type { Page } from '@playwright/test'
import { getDocumentProxy } from 'unpdf'
import { axeViolations } from './axe.ts'
import { base, cvPaths, site } from './content.ts'
import { expect, inEachScheme, openPage, SCHEMES, test } from './fixtures.ts'
import { htmlValidationMessages } from './htmlValidation.ts'

const sectionId = site.sectionIds.experience ?? 'experience'
const WIDTHS = [320, 1280] as const

/**
 * At `width` px, in the light and then the dark colour scheme (one page, inEachScheme), `path`
 * scrolls nothing sideways and axe finds no violation (within `part`, a selector, where given).
 */
async function expectAccessibleAt(
  page: Page,
  { width, path, part }: { width: number; path: string; part?: string },
) {
  await page.setViewportSize({ width, height: 900 })
  await page.emulateMedia({ colorScheme: SCHEMES[0], reducedMotion: 'reduce' })
  await openPage(page, path)
  if (part) await page.locator(part).scrollIntoViewIfNeeded()
  await inEachScheme(page, async () => {
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true)
    expect(await axeViolations(page, part)).toEqual([])
  })
}

test.describe('the roles’ section', () => {
  test.skip(!site.experience?.items.length, 'the content lists no role')
  for (const width of WIDTHS)
    test(`at ${width} px, light and dark: no axe violation, nothing wider than the screen`, async ({
      page,
    }) => {
      // axe on the whole home page is the accessibility checks' (e2e/accessibility.spec.ts).
      await expectAccessibleAt(page, { width, path: base, part: `#${sectionId}` })
    })
})

for (const { lang, path, content, model } of cvPaths)
  test.describe(`the CV's page (${lang})`, () => {
    for (const width of WIDTHS)
      test(`at ${width} px, light and dark: no axe violation, nothing wider than the screen`, async ({
        page,
      }) => {
        await expectAccessibleAt(page, { width, path: `${base}${path}` })
      })

    test('is valid HTML', async () => {
      expect(await htmlValidationMessages(`dist/${path}index.html`)).toEqual([])
    })

    for (const format of ['A4', 'Letter'] as const)
      test(`printed on ${format}: every role whole on one page, and the links' addresses printed`, async ({
        page,
      }) => {
        await openPage(page, `${base}${path}`)
        await page.emulateMedia({ media: 'print' })
        const pdf = await page.pdf({ format })
        const document = await getDocumentProxy(new Uint8Array(pdf))
        // Each page's text without its spaces: the browser prints "fl" and "fi" as ligatures,
        // which extraction reads back as "f l".
        const bare = (text: string) => text.replace(/\s+/g, '')
        const pages: string[] = []
        for (let number = 1; number <= document.numPages; number++) {
          const { items } = await (await document.getPage(number)).getTextContent()
          pages.push(bare(items.map((item) => ('str' in item ? item.str : '')).join('')))
        }
        const text = pages.join('')
        // Each role whole on one page: its heading and its last highlight on the same.
        for (const role of model.roles) {
          const first = bare(`${role.title}, ${role.employer}`)
          const last = bare(role.highlights.at(-1) ?? '')
          const on = pages.findIndex((pageText) => pageText.includes(first))
          expect(on, `${first} is printed`).toBeGreaterThanOrEqual(0)
          expect(pages[on], `${first} ends on its own page`).toContain(last)
        }
        // Nothing of the page's frame: its header, menu and footer stay off the paper.
        expect(text).not.toContain(bare(content.footer.rightsNotice))
        expect(text).not.toContain(bare(content.skipLinkLabel))
        // Every link's address is there to read on paper.
        for (const certification of model.certifications)
          expect(text).toContain(certification.url.replace(/^https:\/\//, ''))
      })
  })
