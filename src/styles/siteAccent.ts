/**
 * The site's accent: the shades of `meta.themeColor` in the default language's content
 * (src/content/site.ts; every language's pages share one stylesheet). Made once per build, on
 * first use: the stylesheet's tokens (virtual:accent.css, vite.config.ts), code blocks' colours,
 * the sharing cards and the CV's files all take theirs from here. A colour that cannot make
 * readable shades fails here, naming the field.
 */
import { site } from '../content/site.ts'
import { type Accent, accentCss, deriveAccent } from './accent.ts'

let made: Accent | undefined

export const siteAccent = (): Accent => {
  made ??= deriveAccent(site.meta.themeColor, 'src/content/site.ts')
  return made
}

/** The accent's tokens, as the stylesheet's first rule. */
export const siteAccentCss = (): string => accentCss(siteAccent())
