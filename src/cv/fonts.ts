/**
 * The CV's typeface: Noto Sans (SIL Open Font License), from @expo-google-fonts/noto-sans: one
 * whole TTF per weight, Latin with every extension (ł, ą, ő, Ø), Greek, Cyrillic, Vietnamese, so
 * one file draws any name an owner writes (the @fontsource packages split these into files a PDF
 * cannot fall back between). Read at build time only; the PDF embeds the glyphs it uses.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import * as fontkit from 'fontkit'

const require = createRequire(import.meta.url)

export const CV_FONTS = {
  regular: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
} as const

let opened: Record<keyof typeof CV_FONTS, fontkit.Font> | undefined

/**
 * The fonts, opened once per build: shaping text decodes the font's tables as it needs them,
 * and every PDF the build draws (one per language) reuses what is decoded.
 */
export const cvFonts = () =>
  (opened ??= {
    regular: fontkit.create(readFileSync(CV_FONTS.regular)) as fontkit.Font,
    bold: fontkit.create(readFileSync(CV_FONTS.bold)) as fontkit.Font,
  })

/** The typeface's name, as the build's messages say it. */
export const CV_TYPEFACE = 'Noto Sans'

/** The characters of `text` that the CV's typeface cannot draw (spaces and line ends aside). */
export function undrawable(text: string): string[] {
  const font = cvFonts().regular
  return [...new Set(text)].filter(
    (character) =>
      !/\s/.test(character) && !font.hasGlyphForCodePoint(character.codePointAt(0) ?? 0),
  )
}
