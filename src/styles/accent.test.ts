/**
 * The shades the build derives from the owner's colour (meta.themeColor): for the content's own
 * colour, an orange, a light yellow and a dark navy, every shade meets WCAG AA against what it
 * sits on in both themes (contrast worked out here from the definition, not by the library that
 * made the shades); the owner's hue is kept; the reference colour gives the hand-made shades
 * exactly; a colour that needs darkening is darkened with a warning, one that cannot be made
 * readable is refused, and one that is not a colour fails, each naming the field.
 */
import { clampChroma, formatHex, oklch } from 'culori'
import { describe, expect, it } from 'vitest'
import { site } from '../content/site.ts'
import { OTHER_ACCENTS } from '../test/accents.ts'
import { contrast } from '../test/contrast.ts'
import {
  type Accent,
  accentCss,
  deriveAccent,
  MOST_DARKENED,
  REFERENCE,
  REFERENCE_COLOUR,
  SURFACES,
  type Theme,
} from './accent.ts'
import tokens from './tokens.css?raw'

const THEMES: readonly Theme[] = ['light', 'dark']
const COLOURS = [site.meta.themeColor, ...OTHER_ACCENTS]
const FILE = 'src/content/site.ts'

/** What each shade is shown on, and the contrast WCAG AA asks there. */
function pairs(
  accent: Accent,
  theme: Theme,
): [what: string, fg: string, bg: string, min: number][] {
  const shades = accent[theme]
  const surfaces = SURFACES[theme]
  const onSurfaces = (what: string, colour: string, min: number) =>
    (['bg', 'surface', 'surfaceAlt', 'codeBlock'] as const).map(
      (name) =>
        [`${what} on ${name}`, colour, surfaces[name], min] as [string, string, string, number],
    )
  return [
    ...onSurfaces('links (primary)', shades.primary, 4.5),
    ...onSurfaces('the accent’s text', shades.accent, 4.5),
    ...onSurfaces('focus rings', shades.focus, 3),
    ['button text on primary', shades.onPrimary, shades.primary, 4.5],
    ['button text on its hover', shades.onPrimary, shades.primaryHover, 4.5],
    ['a mark’s text on the accent', shades.onPrimary, shades.accent, 4.5],
    ['tags’ text on tags', shades.tagText, shades.tagBg, 4.5],
    // Code blocks (src/code/palette.ts): constants and names.
    [
      'code’s constants',
      theme === 'light' ? shades.primary : shades.primaryHover,
      surfaces.codeBlock,
      4.5,
    ],
    ['code’s names', shades.accent, surfaces.codeBlock, 4.5],
    // The home page's code card, dark in both themes, shows the dark theme's shades.
    ['the code card’s names', accent.dark.primaryHover, surfaces.codeCard, 4.5],
    ['the code card’s keywords', accent.dark.accent, surfaces.codeCard, 4.5],
  ]
}

describe('the accent’s shades', () => {
  for (const colour of COLOURS) {
    const accent = deriveAccent(colour)
    for (const theme of THEMES)
      it(`from ${colour} meet WCAG AA against what they sit on, in the ${theme} theme`, () => {
        for (const [what, fg, bg, min] of pairs(accent, theme))
          expect(contrast(fg, bg), `${what}: ${fg} on ${bg}`).toBeGreaterThanOrEqual(min)
      })

    it(`from ${colour} keep the sharing cards’ words readable on every stop of their background`, () => {
      const { card } = accent
      for (const stop of [card.from, card.via, card.to])
        for (const word of [card.heading, card.line, card.accent])
          expect(contrast(word, stop), `${word} on ${stop}`).toBeGreaterThanOrEqual(4.5)
      expect(contrast(card.rule, card.via)).toBeGreaterThanOrEqual(3)
    })

    it(`from ${colour} keep its hue in the light theme’s links and buttons`, () => {
      const given = oklch(colour)
      const used = oklch(accent.light.primary)
      const turn = Math.abs((((used?.h ?? 0) - (given?.h ?? 0) + 540) % 360) - 180)
      expect(turn).toBeLessThan(3)
    })
  }

  it('are the hand-made shades exactly for the reference colour (the sample’s blue)', () => {
    const accent = deriveAccent(REFERENCE_COLOUR)
    for (const theme of THEMES)
      for (const [shade, colour] of Object.entries(REFERENCE[theme]))
        expect(accent[theme][shade as keyof (typeof REFERENCE)['light']], `${theme} ${shade}`).toBe(
          colour,
        )
    expect(accent.warnings).toEqual([])
  })

  it('use the owner’s colour itself for the light theme where it reads well enough', () => {
    for (const colour of [site.meta.themeColor, '#c2410c', '#1e2a4a']) {
      const accent = deriveAccent(colour)
      expect(accent.warnings, colour).toEqual([])
      expect(accent.light.primary).toBe(colour.toLowerCase())
    }
  })
})

describe('an owner’s colour that needs darkening', () => {
  const accent = deriveAccent('#facc15', FILE)
  it('is darkened, with a warning naming the field, the file, its contrast and the colour used', () => {
    expect(accent.light.primary).not.toBe('#facc15')
    expect(accent.warnings).toHaveLength(1)
    const [warning] = accent.warnings
    expect(warning).toContain(`meta.themeColor in ${FILE}`)
    expect(warning).toContain('#facc15')
    expect(warning).toContain(`uses ${accent.light.primary} instead`)
    const reached = Number(/only ([\d.]+):1/.exec(warning ?? '')?.[1])
    expect(reached).toBeLessThan(4.5)
    // By no more than it takes: one step lighter would miss.
    expect(contrast(accent.light.primary, SURFACES.light.surfaceAlt)).toBeLessThan(4.7)
  })
})

describe('an owner’s colour that cannot be made readable', () => {
  it('is refused, naming the field, the file and the contrast it reached', () => {
    const pastel = '#fef9c3'
    expect(() => deriveAccent(pastel, FILE)).toThrow(`meta.themeColor in ${FILE}: ${pastel}`)
    try {
      deriveAccent(pastel, FILE)
    } catch (error) {
      const message = (error as Error).message
      const reached = Number(/reach only ([\d.]+):1/.exec(message)?.[1])
      expect(reached).toBeGreaterThan(1)
      expect(reached).toBeLessThan(4.5)
      expect(message).toContain('4.5:1')
    }
    // Darkened the most that is allowed, in its own hue, links still miss AA: the refusal is
    // honest.
    const own = oklch(pastel)
    if (!own) throw new Error('no colour')
    const darkest = formatHex(clampChroma({ ...own, l: own.l - MOST_DARKENED }, 'oklch', 'rgb'))
    expect(contrast(darkest, SURFACES.light.surfaceAlt)).toBeLessThan(4.5)
  })

  it('that is not a colour, or is see-through, fails naming the field', () => {
    expect(() => deriveAccent('bluish', FILE)).toThrow(`meta.themeColor in ${FILE}: "bluish"`)
    expect(() => deriveAccent('#1d4ed880', FILE)).toThrow(/meta\.themeColor .*see-through/)
    expect(() => deriveAccent('', FILE)).toThrow('meta.themeColor')
  })
})

describe('the accent’s stylesheet', () => {
  const accent = deriveAccent(site.meta.themeColor)
  const css = accentCss(accent)

  it('gives each shade in both themes, and the surfaces the shades were checked against', () => {
    expect(css).toContain(
      `--color-primary: light-dark(${accent.light.primary}, ${accent.dark.primary});`,
    )
    expect(css).toContain(`--color-focus: light-dark(${accent.light.focus}, ${accent.dark.focus});`)
    expect(css).toContain(`--color-bg: light-dark(${SURFACES.light.bg}, ${SURFACES.dark.bg});`)
    expect(css).toContain(`--code-property: ${accent.dark.primaryHover};`)
  })

  it('is the one home of those tokens: the hand-written ones name none of them', () => {
    const declared = [...css.matchAll(/(--[\w-]+):/g)].map((match) => match[1])
    expect(declared.length).toBeGreaterThan(10)
    for (const property of declared) expect(tokens).not.toContain(`${property}:`)
  })
})
