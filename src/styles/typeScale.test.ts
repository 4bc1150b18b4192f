/**
 * Every size of text on screen comes from the type scale in tokens.css (docs/decisions/
 * type-scale.md): a rule's `font-size` names a `--text-*` token, never a value of its own. Print
 * keeps its points (the CV's page). The stylesheets are read by the page's own CSS parser
 * (jsdom's CSSOM), each rule and the rules inside its @media and @supports.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/** Every stylesheet of the site's, but the tokens themselves. */
const STYLESHEETS = readdirSync('src', { recursive: true })
  .map((file) => join('src', String(file)))
  .filter((file) => file.endsWith('.css') && !file.endsWith('tokens.css'))
  .sort()
/** Read from disk: the unit tests' CSS imports are empty (Vitest's css option is off). */
const read = (file: string) => readFileSync(file, 'utf8')
const tokensCss = read('src/styles/tokens.css')

/** Each rule's font-size in a stylesheet, with the media it applies in. */
function fontSizes(css: string): { selector: string; media: string; value: string }[] {
  const style = document.createElement('style')
  style.textContent = css
  document.head.append(style)
  const found: { selector: string; media: string; value: string }[] = []
  const walk = (rules: CSSRuleList, media: string) => {
    for (const rule of rules) {
      if (rule instanceof CSSMediaRule) walk(rule.cssRules, rule.media.mediaText)
      else if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules, media)
      if (rule instanceof CSSStyleRule) {
        const value = rule.style.getPropertyValue('font-size')
        if (value) found.push({ selector: rule.selectorText, media, value })
      }
    }
  }
  walk(style.sheet?.cssRules ?? ([] as unknown as CSSRuleList), '')
  style.remove()
  return found
}

/** The tokens of the scale: each `--text-*` custom property tokens.css declares. */
const scale = new Set([...tokensCss.matchAll(/(--text-[\w-]+):/g)].map((match) => match[1]))

describe('the type scale', () => {
  it('declares steps and fluid sizes for headings in tokens.css', () => {
    expect(scale.size).toBeGreaterThan(4)
    expect(tokensCss).toMatch(/--text-title:\s*clamp\(/)
  })

  for (const file of STYLESHEETS)
    it(`${file}: every font-size on screen is a token of the scale`, () => {
      const css = read(file)
      const sizes = fontSizes(css)
      // The parser read every rule that sets a size (a stylesheet may set none).
      const declared = css.replace(/\/\*[\s\S]*?\*\//g, '').match(/(?<![\w-])font(-size)?\s*:/g)
      expect(sizes.length, 'the parser read its rules').toBe(declared?.length ?? 0)
      for (const { selector, media, value } of sizes) {
        // Print keeps its points; `font: inherit` (a form control's) takes its parent's size.
        if (/\bprint\b/.test(media) || value === 'inherit') continue
        const token = /^var\((--text-[\w-]+)\)$/.exec(value)?.[1]
        expect(token, `${file}: ${selector} { font-size: ${value} }`).toBeDefined()
        expect(scale.has(token), `${file}: ${selector} names ${token}, not in tokens.css`).toBe(
          true,
        )
      }
    })
})
