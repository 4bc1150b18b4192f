/**
 * Code blocks' colours, read back from the stylesheet the build gives a page with code: every
 * token role's colour, and the block's text, meet WCAG AA (4.5:1) against the block's background
 * in the light theme and in the dark one (the system's, and the visitor's choice alike).
 */
import type { Root } from 'mdast'
import { describe, expect, it } from 'vitest'
import { parseCaseStudy } from '../content/caseStudy.ts'
import { siteLanguages } from '../content/languages.ts'
import { languageBuilds, pageStyles } from '../entry-server.tsx'
import { caseStudiesByLanguage } from '../pages/caseStudyLinks.ts'
import { deriveAccent } from '../styles/accent.ts'
import { siteAccent } from '../styles/siteAccent.ts'
import { OTHER_ACCENTS } from '../test/accents.ts'
import { testBuild } from '../test/build.ts'
import { contrast } from '../test/contrast.ts'
import { ROLES, roleClass } from './highlight.ts'
import { codeStyles, codeStylesFor } from './palette.ts'

/** The stylesheet's rules, parsed by the browser's own CSS parser (jsdom's). */
function rules(css: string): CSSRule[] {
  const style = document.createElement('style')
  style.textContent = css
  document.head.append(style)
  const list = [...(style.sheet?.cssRules ?? [])]
  style.remove()
  return list
}

/** The declarations of the style rule with exactly this selector, wherever it stands. */
function declared(list: CSSRule[], selector: string): CSSStyleDeclaration | undefined {
  for (const rule of list) {
    if (rule instanceof CSSStyleRule && rule.selectorText === selector) return rule.style
    if (rule instanceof CSSMediaRule) {
      const found = declared([...rule.cssRules], selector)
      if (found) return found
    }
  }
  return undefined
}

/** The colour a role's rule gives, resolved through the block's custom properties. */
function colourOf(list: CSSRule[], role: string, block: CSSStyleDeclaration): string {
  const color = declared(list, `.${roleClass(role as (typeof ROLES)[number])}`)?.getPropertyValue(
    'color',
  )
  const property = /^var\((--[\w-]+)\)$/.exec(color?.trim() ?? '')?.[1]
  if (!property) throw new Error(`.${roleClass(role as never)} has no colour from a property`)
  return block.getPropertyValue(property).trim()
}

const THEMES = {
  light: '.code-block',
  'dark (the system’s)': ':root:not([data-theme="light"]) .code-block',
  'dark (chosen)': ':root[data-theme="dark"] .code-block',
}

const body = (markdown: string): Root =>
  parseCaseStudy('story', `---\nsummary: S.\n---\n${markdown}`, 'en').body

const ACCENTS = [
  ['the content’s colour', siteAccent()],
  ...OTHER_ACCENTS.map((colour) => [colour, deriveAccent(colour)] as const),
] as const

describe('code blocks’ colours', () => {
  const list = rules(codeStylesFor(ROLES))

  for (const [name, accent] of ACCENTS)
    for (const [theme, selector] of Object.entries(THEMES))
      it(`meet AA against the block in the ${theme} theme, for every role, with ${name} as the accent`, () => {
        const list = rules(codeStylesFor(ROLES, accent))
        const block = declared(list, selector)
        if (!block) throw new Error(`No rule for ${selector}`)
        const background = block.getPropertyValue('--code-block-bg').trim()
        const colours: Record<string, string> = {
          text: block.getPropertyValue('--code-block-text').trim(),
          ...Object.fromEntries(ROLES.map((role) => [role, colourOf(list, role, block)])),
        }
        for (const [role, colour] of Object.entries(colours))
          expect(
            contrast(colour, background),
            `${role} ${colour} on ${background}`,
          ).toBeGreaterThanOrEqual(4.5)
      })

  it('are the same dark ones whether the system or the visitor chose dark', () => {
    const system = declared(list, THEMES['dark (the system’s)'])?.cssText
    expect(system).toBeTruthy()
    expect(system).toBe(declared(list, THEMES['dark (chosen)'])?.cssText)
  })

  it('travel only with pages that have a code block, and only for the roles their code uses', () => {
    expect(codeStyles([body('Just words, and `inline code`.\n')])).toBe('')
    const plain = rules(codeStyles([body('```powerfx\nPatch(Vendors, Defaults(Vendors))\n```\n')]))
    expect(declared(plain, '.code-block')?.getPropertyValue('--code-block-bg')).toBeTruthy()
    for (const role of ROLES) expect(declared(plain, `.${roleClass(role)}`)).toBeUndefined()

    const json = rules(codeStyles([body('```json\n{ "retries": 3, "name": "flow" }\n```\n')]))
    const used = ROLES.filter((role) => declared(json, `.${roleClass(role)}`))
    expect(used.length).toBeGreaterThan(0)
    expect(used.length).toBeLessThan(ROLES.length)
  })
})

describe('a kind of page', () => {
  it('carries the code blocks’ rules where its Markdown has code, and only there', () => {
    const languages = siteLanguages()
    const builds = languageBuilds(languages, {
      base: '/',
      pictures: testBuild().pictures,
      caseStudies: caseStudiesByLanguage(languages, '/'),
      emails: [testBuild().email],
    })
    const styles = pageStyles(builds)
    const code = codeStyles(
      builds.flatMap(({ build }) => build.caseStudies.map(({ caseStudy }) => caseStudy.body)),
    )
    if (code) expect(styles['case-study']).toContain(code)
    else expect(styles['case-study'] ?? '').not.toContain('.code-block')
    expect(styles.home).not.toContain('.code-block')
  })
})
