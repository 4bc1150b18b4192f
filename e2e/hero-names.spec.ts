import { readFile } from 'node:fs/promises'
import { nameLength } from '../src/sections/Hero.tsx'
import { site } from './content.ts'
import { expect, openPage, test } from './fixtures.ts'
import { ownerNames } from './ownerNames.ts'

/**
 * The hero heading with names of 3 to 60 characters: the page sets the owner's name, here each
 * one in turn is put in its place with the size class the component gives it. A page's stylesheet
 * keeps only its own name's size rule (scripts/prune-css.mjs), so the home stylesheet's rules for
 * every size are added first, read by the browser's own CSS parser.
 */
for (const width of [320, 390, 768, 1024, 1280, 1920]) {
  test(`at ${width} px every name stays inside the page, names up to 28 characters on two lines`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await openPage(page)
    const stylesheet = await readFile('src/styles/home.css', 'utf8')
    const sizeRules = await page.evaluate((css) => {
      const source = new CSSStyleSheet()
      source.replaceSync(css)
      const sizes = new CSSStyleSheet()
      for (const rule of source.cssRules) {
        if (rule.cssText.includes('.hero-name[data-length')) sizes.insertRule(rule.cssText)
      }
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sizes]
      return sizes.cssRules.length
    }, stylesheet)
    expect(sizeRules, 'the size rules of src/styles/home.css').toBeGreaterThan(0)
    for (const name of [site.owner.name, ...ownerNames]) {
      const layout = await page.locator('#home h1').evaluate(
        (heading, [text, length]) => {
          heading.textContent = text
          if (length) heading.setAttribute('data-length', length)
          else heading.removeAttribute('data-length')
          const lineHeight = Number.parseFloat(getComputedStyle(heading).lineHeight)
          return {
            lines: Math.round(heading.getBoundingClientRect().height / lineHeight),
            overflows:
              heading.scrollWidth > heading.clientWidth ||
              document.documentElement.scrollWidth > window.innerWidth,
          }
        },
        [name, nameLength(name) ?? ''] as const,
      )
      expect(layout.overflows, `${name} overflows at ${width} px`).toBe(false)
      if ([...name].length <= 28) expect(layout.lines, name).toBeLessThanOrEqual(2)
      if (width >= 390) expect(layout.lines, name).toBeLessThanOrEqual(3)
    }
  })
}
