import { SHARE_CARD, shareCardColours, shareCardHtml } from '../scripts/share-card.mjs'
import { deriveAccent } from '../src/styles/accent.ts'
import { escapeHtml, site } from './content.ts'
import { expect, test } from './fixtures.ts'
import { ownerNames } from './ownerNames.ts'

const names = [site.owner.name, ...ownerNames]

test('the sharing picture fits every name from 3 to 60 characters, in any script', async ({
  page,
}) => {
  await page.setViewportSize(SHARE_CARD)
  for (const name of names) {
    const html = shareCardHtml({
      name,
      jobTitle: site.owner.jobTitle,
      tagline: site.hero.tagline,
      logoDataUrl: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
      escapeHtml,
      colours: shareCardColours(deriveAccent(site.meta.themeColor).card),
    })
    await page.setContent(`<!doctype html><html><body style="margin:0">${html}</body></html>`)
    const fit = await page.locator('#card').evaluate((card) => {
      const box = card.getBoundingClientRect()
      const children = [...card.children].map((child) => child.getBoundingClientRect())
      return {
        inside: children.every((child) => child.top >= box.top && child.bottom <= box.bottom),
        noOverflow: [...card.children].every((child) => child.scrollWidth <= child.clientWidth),
      }
    })
    expect(fit, name).toEqual({ inside: true, noOverflow: true })
  }
})
