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

let files: Record<keyof typeof CV_FONTS, Buffer> | undefined
const read = () =>
  (files ??= { regular: readFileSync(CV_FONTS.regular), bold: readFileSync(CV_FONTS.bold) })

/**
 * The fonts, read once per build and opened afresh for each PDF: a font that fontkit has laid
 * out text with for one PDF gives pdfkit glyphs without their characters in the next (in the
 * Polish CV after the English one, "Łąkowska" extracted as "Łą" and three unreadable codes), and
 * an applicant-tracking system would read gaps. Opening parses only the font's directory; its
 * tables are decoded as text needs them.
 */
export const cvFonts = () => {
  const { regular, bold } = read()
  return {
    regular: fontkit.create(regular) as fontkit.Font,
    bold: fontkit.create(bold) as fontkit.Font,
  }
}

let checking: fontkit.Font | undefined

/** The typeface's name, as the build's messages say it. */
export const CV_TYPEFACE = 'Noto Sans'

/** The characters of `text` that the CV's typeface cannot draw (spaces and line ends aside). */
export function undrawable(text: string): string[] {
  checking ??= fontkit.create(read().regular) as fontkit.Font
  const font = checking
  return [...new Set(text)].filter(
    (character) =>
      !/\s/.test(character) && !font.hasGlyphForCodePoint(character.codePointAt(0) ?? 0),
  )
}
