/**
 * The site's languages: src/content/site.ts, the default, published at the site's base, and
 * each src/content/site.<code>.ts beside it, published at <base><code>/. Read when the site is
 * built (and by the dev server); nothing of it reaches a script of the page.
 */
import { languagePrefix } from '../pages/addresses.ts'
import { site } from './site.ts'
import type { SiteContent } from './types.ts'

/** A language file's module: it exports `site`, with the same shape as site.ts. */
type LanguageModule = { site: SiteContent }

/** The language files beside site.ts, by their path (./site.pl.ts). */
const languageFiles = import.meta.glob<LanguageModule>(['./site.*.ts', '!./site.*.test.ts'], {
  eager: true,
})

export interface Language {
  content: SiteContent
  /** The content file, as messages name it. */
  file: string
  /** Its pages' path prefix from the site's base: '' for the default language, 'pl/'. */
  prefix: string
}

/** A language code as a file name and an address carry it: 'pl', 'pt-BR'. */
const CODE = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/

/**
 * The default language, then every other in the order of their codes. Throws, naming the file,
 * when a file's name and its `lang` disagree, or its code cannot be an address.
 */
export function siteLanguages(
  defaultContent: SiteContent = site,
  files: Readonly<Record<string, LanguageModule>> = languageFiles,
): Language[] {
  const others = Object.entries(files)
    .map(([path, module]) => {
      const code = path.replace(/^.*\/site\./, '').replace(/\.ts$/, '')
      const file = `src/content/site.${code}.ts`
      if (!CODE.test(code))
        throw new Error(
          `${file}: name a language file by its language's code, such as site.pl.ts or site.pt-BR.ts`,
        )
      if (!module.site) throw new Error(`${file}: export the language's content as \`site\``)
      if (module.site.lang !== code)
        throw new Error(
          `${file}: lang is '${module.site.lang}', but the file's name says '${code}': make them the same`,
        )
      if (code === defaultContent.lang)
        throw new Error(`${file}: '${code}' is the language of src/content/site.ts already`)
      return { content: module.site, file, prefix: languagePrefix(code, false) }
    })
    .sort((a, b) => a.content.lang.localeCompare(b.content.lang))
  return [
    {
      content: defaultContent,
      file: 'src/content/site.ts',
      prefix: languagePrefix(defaultContent.lang, true),
    },
    ...others,
  ]
}

/** Keys whose values are never words to translate, wherever they are. */
const NOT_TEXT_KEYS = new Set([
  'href',
  'url',
  'src',
  'file',
  'badge',
  'icon',
  'focus',
  'earned',
  'start',
  'end',
  'offer',
  'caseStudy',
  'publishAs',
  'siteUrl',
  'themeColor',
  'fallbackEmail',
])
/** Groups whose every value is an identifier. */
const IDENTIFIER_GROUPS = new Set(['sectionIds', 'emailjs', 'analytics'])
/** What each language says differently by design. */
const PER_LANGUAGE = new Set(['lang', 'languageName'])
/** A value that is an address or a file, not words: a link, an e-mail, a picture. */
const NOT_TEXT_VALUE =
  /^(?:https?:|mailto:|tel:|#)|^[^\s@]+@[^\s@]+\.[^\s@]+$|^\S+\.[a-z0-9]{2,5}$/i

/**
 * Every value other than text (a link, an identifier, a number, a file) that differs between
 * the default language's content and another's: each is usually a mistake (a link changed in
 * one file only). The build lists them as warnings.
 */
export function differingValues(defaults: SiteContent, other: SiteContent, file: string): string[] {
  const found: string[] = []
  const show = (value: unknown) => {
    const shown = value === undefined ? 'nothing' : JSON.stringify(value)
    return shown.length > 80 ? `${shown.slice(0, 77)}...` : shown
  }
  const walk = (a: unknown, b: unknown, path: string, key: string, identifiers: boolean) => {
    if (PER_LANGUAGE.has(path)) return
    if (Array.isArray(a) || Array.isArray(b)) {
      const left = Array.isArray(a) ? a : []
      const right = Array.isArray(b) ? b : []
      if (left.length !== right.length && left.some((item) => typeof item === 'object'))
        found.push(
          `${file}: ${path} has ${right.length} entries, src/content/site.ts ${left.length}`,
        )
      for (let index = 0; index < Math.min(left.length, right.length); index++)
        walk(left[index], right[index], `${path}[${index}]`, key, identifiers)
      return
    }
    if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
      for (const name of new Set([...Object.keys(a), ...Object.keys(b)]))
        walk(
          (a as Record<string, unknown>)[name],
          (b as Record<string, unknown>)[name],
          path ? `${path}.${name}` : name,
          name,
          identifiers || IDENTIFIER_GROUPS.has(name),
        )
      return
    }
    const text =
      typeof a === 'string' &&
      typeof b === 'string' &&
      !identifiers &&
      !NOT_TEXT_KEYS.has(key) &&
      !NOT_TEXT_VALUE.test(a) &&
      !NOT_TEXT_VALUE.test(b)
    if (!text && a !== b)
      found.push(`${file}: ${path} is ${show(b)}, but ${show(a)} in src/content/site.ts`)
  }
  walk(defaults, other, '', '', false)
  return found
}
