/**
 * Every visible string of the content, transformed mechanically as a translation would change
 * it: accented, and about 40 % longer ("Send Message" becomes "[Śéñð Ṁéššåĝé ~~~~]"). Addresses,
 * ids, keys, file names and {placeholders} are left alone. Applied by e2e/owner-edit/run.mjs to
 * a temporary copy, where this file becomes src/content/site.ts, with a second language beside
 * it (the Polish fixture, src/content/site.pl.ts): the unit tests and the page, contact,
 * accessibility and 404 checks then run on it, nothing may break at 320 px, and the scripts stay
 * byte for byte those of the one-language build.
 */
import { site as original } from '../../src/content/site.ts'
import type { SiteContent } from '../../src/content/types.ts'

const ACCENTED: Record<string, string> = Object.fromEntries(
  'aå bƀ cç dð eé fƒ gĝ hĥ iî jĵ kķ lļ mṁ nñ oö pþ qǫ rŕ sš tţ uû vṽ wŵ xẋ yý zž'
    .split(' ')
    .flatMap(([plain = '', accented = '']) => [
      [plain, accented],
      [plain.toUpperCase(), accented.toUpperCase()],
    ]),
)

/** Not words: where things are, what they are called in code, and how they are identified. */
const LEFT_ALONE = new Set([
  'siteUrl',
  'lang',
  'href',
  'url',
  'src',
  'file',
  'badge',
  'publishAs',
  'icon',
  'earned',
  'start',
  'end',
  'offer',
  'themeColor',
  'fallbackEmail',
  'sectionIds',
  'emailjs',
  'analytics',
  'caseStudy',
  // A service's page file, its price's currency and the owner's availability status.
  'page',
  'currency',
  'status',
])

/** "[Śéñð Ṁéššåĝé ~~~~]": accented letters, {placeholders} kept, about 40 % longer. */
export function pseudo(text: string): string {
  const accented = text
    .split(/(\{\w+\})/)
    .map((part) =>
      /^\{\w+\}$/.test(part) ? part : [...part].map((c) => ACCENTED[c] ?? c).join(''),
    )
    .join('')
  return `[${accented} ${'~'.repeat(Math.max(1, Math.round(text.length * 0.4) - 3))}]`
}

function transform<T>(value: T, key = ''): T {
  if (LEFT_ALONE.has(key)) return value
  // A picture's focal point ('top', 'center'...) is a setting; the profile's focus list is words.
  if (key === 'focus' && typeof value === 'string') return value
  // The day new projects can start is a date; the words for it ("from {month}") are words.
  if (key === 'from' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value
  // The CV's e-mail address is an address; the form's "email" field is named in words.
  if (key === 'email' && typeof value === 'string' && value.includes('@')) return value
  if (typeof value === 'string') return (value === '' ? value : pseudo(value)) as T
  if (Array.isArray(value)) return value.map((item) => transform(item)) as T
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, transform(item, name)]),
    ) as T
  return value
}

export const site: SiteContent = transform(original as SiteContent)
