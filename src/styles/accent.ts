/**
 * The owner's colour (`meta.themeColor` in site.ts) and every shade the site derives from it, in
 * the light and the dark theme: links and buttons, their hover, the text on them, the second
 * accent, tags, focus rings, code's accents, the sharing cards and the CV's headings. Worked out
 * at build time (culori, OKLCH): visitors get plain values in the stylesheet
 * (`virtual:accent.css`, vite.config.ts) and nothing of this module.
 *
 * Each shade is one of the sample's hand-made blue shades (REFERENCE) turned to the owner's hue:
 * the same lightness, the reference's chroma scaled by the owner's, the same hue offset from the
 * reference colour. So the sample's colour gives the sample's tokens exactly. Then each shade is
 * checked against everything it sits on (WCAG 2 contrast, from relative luminance: 4.5:1 for
 * text, 3:1 for focus rings and borders) and, where it falls short, made darker (light theme) or
 * lighter (dark theme) in OKLCH lightness, keeping its hue. Why, and the numbers:
 * docs/decisions/colour.md.
 */
import { clampChroma, displayable, formatHex, type Oklch, oklch, parse, wcagContrast } from 'culori'

export type Theme = 'light' | 'dark'

/**
 * What the shades sit on, in each theme: the page, cards, the header's and a secondary button's
 * hover fill, code blocks (src/code/palette.ts) and the home page's code card, which is dark in
 * both themes. One home for these colours: the stylesheet's tokens are made from here too.
 */
export const SURFACES = {
  light: {
    bg: '#f8fafc',
    surface: '#ffffff',
    surfaceAlt: '#eef2f7',
    codeBlock: '#f1f5f9',
    codeCard: '#0f172a',
  },
  dark: {
    bg: '#0b1220',
    surface: '#111a2e',
    surfaceAlt: '#17223a',
    codeBlock: '#020617',
    codeCard: '#020617',
  },
} as const satisfies Record<Theme, Record<string, string>>

type Surface = keyof (typeof SURFACES)['light']

/** The text on a filled button or mark: white, or the dark theme's page, whichever reads better. */
const ON_FILL = ['#ffffff', SURFACES.dark.bg] as const

/** The colour the sample ships (site.ts), whose shades are the reference. */
export const REFERENCE_COLOUR = '#1d4ed8'

/** The shades the site names, each a custom property of the stylesheet but `deep`. */
export type Shade =
  | 'primary'
  | 'primaryHover'
  | 'onPrimary'
  | 'accent'
  | 'tagBg'
  | 'tagText'
  | 'focus'

type Made = Exclude<Shade, 'onPrimary'>

/**
 * The sample's shades, hand-made around REFERENCE_COLOUR (Tailwind's blue, violet, slate and
 * orange scales): in the light theme the owner's colour is the primary itself.
 */
export const REFERENCE: Record<Theme, Record<Made, string>> = {
  light: {
    primary: REFERENCE_COLOUR,
    primaryHover: '#1e40af',
    accent: '#6d28d9',
    tagBg: '#dbeafe',
    tagText: '#1e3a8a',
    focus: '#c2410c',
  },
  dark: {
    primary: '#60a5fa',
    primaryHover: '#93c5fd',
    accent: '#c4b5fd',
    tagBg: '#1e293b',
    tagText: '#bfdbfe',
    focus: '#fdba74',
  },
}

const TEXT = 4.5
const NON_TEXT = 3

/** A shade's need: this contrast against each of these (surfaces, other shades, or colours). */
interface Need {
  min: number
  against: readonly string[]
  /** What it is, as a message says it. */
  what: string
  /** Only in this theme. */
  theme?: Theme
}

const TEXT_SURFACES = ['bg', 'surface', 'surfaceAlt', 'codeBlock'] as const
const CODE_CARDS = [SURFACES.light.codeCard, SURFACES.dark.codeCard] as const

/**
 * What each shade must meet. The primary is links' and secondary buttons' text and border on the
 * page, cards, hover fills and code blocks (a copy button's border), and primary buttons' fill
 * under onPrimary; the hover is that fill on hover, and code's constants in the dark theme; the
 * accent is the hero's greeting, an article's mark under onPrimary, and code's names; tags' text
 * is on tags; focus rings go round controls on any surface. The home page's code card, dark in
 * both themes, shows the dark theme's hover and accent.
 */
export const NEEDS: Record<Exclude<Made, 'tagBg'>, readonly Need[]> = {
  primary: [
    { min: TEXT, against: TEXT_SURFACES, what: 'links’ text' },
    { min: TEXT, against: ['onPrimary'], what: 'a button’s text on it' },
  ],
  primaryHover: [
    { min: TEXT, against: ['onPrimary'], what: 'a button’s text on its hover' },
    { min: TEXT, against: ['codeBlock'], what: 'code’s constants' },
    { min: TEXT, against: CODE_CARDS, what: 'the code card’s names', theme: 'dark' },
  ],
  accent: [
    { min: TEXT, against: TEXT_SURFACES, what: 'the accent’s text' },
    { min: TEXT, against: ['onPrimary'], what: 'a mark’s text on it' },
    { min: TEXT, against: CODE_CARDS, what: 'the code card’s keywords', theme: 'dark' },
  ],
  tagText: [{ min: TEXT, against: ['tagBg'], what: 'tags’ text' }],
  focus: [{ min: NON_TEXT, against: TEXT_SURFACES, what: 'focus rings' }],
}

/**
 * The sharing cards (scripts/share-card.mjs): a gradient from the light theme's tag text through
 * the dark code card's navy to a deep second accent, under white headings, the dark theme's tag
 * text and accent, and a rule in its primary. The sample's violet end is Tailwind's violet-900.
 */
const REFERENCE_CARD_END = '#4c1d95'

export interface CardColours {
  from: string
  via: string
  to: string
  heading: string
  line: string
  accent: string
  rule: string
}

/**
 * How far the owner's colour may be darkened for the light theme and still be theirs, in OKLCH
 * lightness (0 to 1). The light yellow #facc15 needs 0.32 and reads as a deep gold; a pastel
 * (#fef9c3, 0.98) would need about 0.44 and come out another colour.
 */
export const MOST_DARKENED = 0.4

/** Lightness is moved in steps this small (a hex colour changes at about 0.004). */
const STEP = 0.002

export interface Accent {
  /** The owner's colour as written (the browser's bar shows it). */
  given: string
  /** Each shade, as #rrggbb, in each theme. */
  light: Record<Shade, string>
  dark: Record<Shade, string>
  card: CardColours
  /** What the build says: the owner's colour needed darkening, and what was used instead. */
  warnings: string[]
}

// Chroma is reduced until the colour is in sRGB, its lightness and hue kept.
const toRgb = (colour: Oklch) => clampChroma(colour, 'oklch', 'rgb')
const hex = (colour: Oklch) => formatHex(toRgb(colour))
/** A ratio as a message shows it: rounded down, so 4.496 never reads as 4.5. */
const shown = (ratio: number) => `${Math.floor(ratio * 100) / 100}:1`

const toOklch = (colour: string): Oklch => {
  const found = oklch(colour)
  if (!found) throw new Error(`Not a colour: ${colour}`)
  return { ...found, h: found.h ?? 0 }
}

/** The text on a fill: whichever of ON_FILL contrasts more with it. */
export const onFill = (fill: string): string =>
  wcagContrast(fill, ON_FILL[0]) >= wcagContrast(fill, ON_FILL[1]) ? ON_FILL[0] : ON_FILL[1]

/**
 * The weakest contrast among the needs of `colour` in `theme` that it misses, or undefined when
 * it meets them all. `known` gives the other shades a need names.
 */
function missed(
  colour: string,
  needs: readonly Need[],
  theme: Theme,
  known: Partial<Record<string, string>>,
) {
  let worst: { other: string; ratio: number; need: Need } | undefined
  for (const need of needs) {
    if (need.theme && need.theme !== theme) continue
    for (const name of need.against) {
      const other = name.startsWith('#')
        ? name
        : ((SURFACES[theme] as Record<string, string>)[name] ?? known[name])
      if (!other) throw new Error(`No colour for ${name}`)
      const ratio = wcagContrast(colour, other)
      if (ratio < need.min && (!worst || ratio < worst.ratio)) worst = { other, ratio, need }
    }
  }
  return worst
}

/**
 * `start` made darker (light theme) or lighter (dark theme) in OKLCH lightness, keeping its hue,
 * until `meets` holds, by at most `most`: the first colour that meets it, or undefined.
 */
function adjusted(start: Oklch, theme: Theme, meets: (colour: string) => boolean, most = 1) {
  const direction = theme === 'light' ? -1 : 1
  for (let shift = 0; shift <= most + 1e-9; shift += STEP) {
    const l = Math.min(1, Math.max(0, start.l + direction * shift))
    const colour = hex({ ...start, l })
    if (meets(colour)) return colour
    if (l === 0 || l === 1) return undefined
  }
  return undefined
}

/** The owner's colour in OKLCH, or an error naming the field. */
function parseColour(given: string, field: string): Oklch {
  const parsed = typeof given === 'string' ? parse(given) : undefined
  if (!parsed)
    throw new Error(
      `${field}: ${JSON.stringify(given)} is not a colour. Write it as CSS does, e.g. '#1d4ed8'.`,
    )
  if ((parsed.alpha ?? 1) < 1)
    throw new Error(
      `${field}: ${JSON.stringify(given)} is see-through; the accent must be opaque, e.g. '#1d4ed8'.`,
    )
  const colour = oklch(parsed)
  return { ...colour, h: colour.h ?? 0 }
}

/** The most chroma sRGB can show at this lightness and hue (a binary search). */
function mostChroma(l: number, h: number): number {
  let [low, high] = [0, 0.4]
  for (let step = 0; step < 24; step += 1) {
    const middle = (low + high) / 2
    if (displayable({ mode: 'oklch', l, c: middle, h })) low = middle
    else high = middle
  }
  return low
}

/** How colourful a colour is, as a share of the most sRGB can show at its lightness and hue. */
const colourfulness = ({ l, c, h }: Oklch) => {
  const most = mostChroma(l, h ?? 0)
  return most === 0 ? 0 : c / most
}

/**
 * A reference shade turned to the owner's colour: its lightness (or `l`); its hue as far from
 * the owner's as from the reference colour's; as colourful, for sRGB at that lightness and hue,
 * as the reference shade is, scaled by how colourful the owner's colour is against the
 * reference colour. (A plain ratio of chroma would make a light orange greyer than a light
 * blue: sRGB holds more chroma there for orange.)
 */
function turned(owner: Oklch, shade: string, l?: number): Oklch {
  const base = toOklch(REFERENCE_COLOUR)
  const own = toOklch(shade)
  const lightness = l ?? own.l
  const h = ((((owner.h ?? 0) + (own.h ?? 0) - (base.h ?? 0)) % 360) + 360) % 360
  const share = (colourfulness(own) * colourfulness(owner)) / colourfulness(base)
  return { mode: 'oklch', l: lightness, c: share * mostChroma(lightness, h), h }
}

/**
 * Every shade of the owner's colour `given` (meta.themeColor of `file`), in both themes. A colour
 * that is not one, or is see-through, fails naming the field; one too light to make readable
 * links in the light theme even darkened by MOST_DARKENED fails with the contrast it reached;
 * one that needed darkening is darkened, with a warning naming the colour used instead. The
 * shades the build derives (all but the light primary) are moved silently: they are its own.
 */
export function deriveAccent(given: string, file = 'src/content/site.ts'): Accent {
  const field = `meta.themeColor in ${file}`
  const owner = parseColour(given, field)
  const warnings: string[] = []
  const themes = { light: {}, dark: {} } as Record<Theme, Record<Shade, string>>

  /** A shade in a theme, from `start`, moved until it meets its needs. */
  const make = (theme: Theme, shade: Exclude<Made, 'tagBg'>, start: Oklch, most = 1) =>
    adjusted(
      start,
      theme,
      (colour) =>
        !missed(colour, NEEDS[shade], theme, {
          ...themes[theme],
          onPrimary: themes[theme].onPrimary ?? onFill(colour),
        }),
      most,
    )

  // The light theme's primary is the owner's colour itself, where it reads well enough.
  const own = hex(owner)
  const lightPrimary = make('light', 'primary', owner, MOST_DARKENED)
  if (!lightPrimary) {
    const darkest = hex({ ...owner, l: Math.max(0, owner.l - MOST_DARKENED) })
    const low = missed(darkest, NEEDS.primary, 'light', { onPrimary: onFill(darkest) })
    throw new Error(
      `${field}: ${given} is too light to be the site's accent. Darkened as far as it stays the same colour (${darkest}), ${low?.need.what} reach only ${shown(low?.ratio ?? 0)} against ${low?.other}, and WCAG AA asks ${low?.need.min}:1. Choose a darker colour.`,
    )
  }
  if (lightPrimary !== own) {
    const low = missed(own, NEEDS.primary, 'light', { onPrimary: onFill(own) })
    warnings.push(
      `${field}: ${given} gives ${low?.need.what} only ${shown(low?.ratio ?? 0)} against ${low?.other} in the light theme (WCAG AA asks ${low?.need.min}:1), so the site uses ${lightPrimary} instead: the same hue, darker. Set it to ${lightPrimary}, or another colour dark enough, to make the two the same.`,
    )
  }

  for (const theme of ['light', 'dark'] as const) {
    const shades = themes[theme]
    const reference = REFERENCE[theme]
    const found = (shade: Exclude<Made, 'tagBg'>, start: Oklch) => {
      const colour = make(theme, shade, start)
      if (!colour) throw new Error(`No ${theme} ${shade} meets WCAG AA for ${given}`)
      shades[shade] = colour
    }
    if (theme === 'light') shades.primary = lightPrimary
    else found('primary', turned(owner, reference.primary))
    shades.onPrimary = onFill(shades.primary)
    // The hover is as much darker or lighter than the primary as the reference's is.
    const hoverL =
      toOklch(shades.primary).l + toOklch(reference.primaryHover).l - toOklch(reference.primary).l
    found('primaryHover', turned(owner, reference.primaryHover, hoverL))
    found('accent', turned(owner, reference.accent))
    shades.tagBg = hex(turned(owner, reference.tagBg))
    found('tagText', turned(owner, reference.tagText))
    found('focus', turned(owner, reference.focus))
  }

  // The sharing cards' ends, darker where their words need it.
  const words = { heading: '#ffffff', line: themes.dark.tagText, accent: themes.dark.accent }
  const under = (start: Oklch) => {
    const found = adjusted(start, 'light', (colour) =>
      Object.values(words).every((word) => wcagContrast(word, colour) >= TEXT),
    )
    if (!found) throw new Error(`No sharing card background meets WCAG AA for ${given}`)
    return found
  }
  const card: CardColours = {
    from: under(toOklch(themes.light.tagText)),
    via: SURFACES.light.codeCard,
    to: under(turned(owner, REFERENCE_CARD_END)),
    ...words,
    rule: themes.dark.primary,
  }

  return { given, light: themes.light, dark: themes.dark, card, warnings }
}

/** The custom property of each shade the stylesheet uses. */
const PROPERTIES: Partial<Record<Shade, string>> = {
  primary: '--color-primary',
  primaryHover: '--color-primary-hover',
  onPrimary: '--color-on-primary',
  accent: '--color-accent',
  tagBg: '--color-tag-bg',
  tagText: '--color-tag-text',
  focus: '--color-focus',
}

const SURFACE_PROPERTIES: Partial<Record<Surface, string>> = {
  bg: '--color-bg',
  surface: '--color-surface',
  surfaceAlt: '--color-surface-alt',
  codeCard: '--code-bg',
}

/**
 * The tokens made from the accent, written as the hand-written ones are (src/styles/tokens.css):
 * `light-dark(light, dark)`, which the build's Lightning CSS turns into properties switched by
 * the theme. The home page's code card's accents are the dark theme's, in both.
 */
export function accentCss(accent: Accent): string {
  const pair = (light: string, dark: string) =>
    light === dark ? light : `light-dark(${light}, ${dark})`
  const lines = [
    ...Object.entries(SURFACE_PROPERTIES).map(
      ([name, property]) =>
        `${property}: ${pair(SURFACES.light[name as Surface], SURFACES.dark[name as Surface])};`,
    ),
    ...Object.entries(PROPERTIES).map(
      ([name, property]) =>
        `${property}: ${pair(accent.light[name as Shade], accent.dark[name as Shade])};`,
    ),
    `--code-keyword: ${accent.dark.accent};`,
    `--code-property: ${accent.dark.primaryHover};`,
  ]
  return `:root {\n${lines.map((line) => `  ${line}`).join('\n')}\n}\n`
}
