/**
 * An article (an insight): a Markdown file in src/content/insights/, read when the site is
 * built, through the same pipeline as a case study (src/content/caseStudy.ts): YAML front
 * matter, a GitHub-flavoured body, pictures from src/content/images/, raw HTML left out. A wrong
 * edit fails the build with a message that names the file and the field.
 */
import type { Root } from 'mdast'
import { toString as textOf } from 'mdast-util-to-string'
import { RESERVED_INSIGHT_NAMES, tagSlug } from '../pages/addresses.ts'
import {
  aliasNames,
  type CaseStudyPicture,
  frontMatterFields,
  list,
  picture,
  readStory,
  text,
} from './caseStudy.ts'

/** Where articles live, as messages name them. */
export const INSIGHT_DIR = 'src/content/insights'

/** Words read per minute, for an article's reading time (docs/decisions/insights.md). */
export const WORDS_PER_MINUTE = 200

/** How many tags an article has: at least one, at most five. */
export const TAGS = { min: 1, max: 5 } as const

/** A tag is a short phrase: at most this many characters and words ("Power Automate"). */
export const TAG_LIMITS = { characters: 32, words: 4 } as const

export interface Insight {
  /** The default language's file name without `.md`: the page's address is insights/<name>/. */
  name: string
  /**
   * The names it was published under before, oldest first (front matter `aliases`, in the
   * default language's file; a translation has the same): each old address leads to the new
   * one, and its feed entry keeps the id it had under the first.
   */
  aliases: readonly string[]
  /** The language it is written in. */
  lang: string
  /** The file, as messages name it (src/content/insights/<name>.md). */
  path: string
  title: string
  /** Published, YYYY-MM-DD. */
  date: string
  /** Last changed, YYYY-MM-DD, never before `date`. */
  updated?: string
  summary: string
  /** One to five short phrases, each with a page listing its articles. */
  tags: readonly string[]
  /** A picture above the article, and its sharing picture. */
  cover?: CaseStudyPicture
  /** Where it was first published (LinkedIn...): its page's canonical address. */
  canonical?: string
  /** Shown only by the dev server, marked: never built. */
  draft: boolean
  /** The case studies it is about, by their name (the case study's file without .md). */
  projects: readonly string[]
  body: Root
  /** Every picture in the body, in the order they appear. */
  bodyPictures: readonly CaseStudyPicture[]
  /** Minutes to read it, at WORDS_PER_MINUTE, at least one. */
  readingMinutes: number
  /** What the build should tell the owner: raw HTML dropped, links not kept. */
  warnings: readonly string[]
}

const FIELDS = new Set([
  'title',
  'date',
  'updated',
  'summary',
  'tags',
  'cover',
  'canonical',
  'draft',
  'projects',
  'aliases',
])
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/
/** A tag's words: letters, digits, spaces and the marks of product names (C#, .NET, Node.js, M365/Teams). */
const TAG = /^[\p{L}\p{N}][\p{L}\p{N}\p{M} .#+&/'’-]*$/u

/**
 * A calendar day as YYYY-MM-DD: YAML gives it as text (2026-03-02), or as a date where the
 * owner's editor writes a timestamp. Throws, naming the field, for anything else or a day that
 * does not exist (2026-02-30).
 */
export function calendarDay(value: unknown, where: string): string {
  const day = value instanceof Date ? value.toISOString().slice(0, 10) : text(value, where)
  const [, year, month, date] = (day && DAY.exec(day)) || []
  const parsed = year && new Date(Date.UTC(Number(year), Number(month) - 1, Number(date)))
  if (!day || !parsed || parsed.toISOString().slice(0, 10) !== day)
    throw new Error(
      `${where} ${day ? `"${day}" is not a date` : 'is missing'}: write the day as YYYY-MM-DD, e.g. 2026-03-02`,
    )
  return day
}

/** Minutes to read a body: its words at WORDS_PER_MINUTE, rounded, at least one. */
export const readingMinutes = (body: Root): number =>
  Math.max(1, Math.round(textOf(body).split(/\s+/).filter(Boolean).length / WORDS_PER_MINUTE))

function tags(value: unknown, where: string): string[] {
  const read = list(value, where).map((entry, index) => {
    const field = `${where}[${index + 1}]`
    const tag = text(entry, field)
    if (!tag) throw new Error(`${field} is empty: name a topic, such as 'SharePoint'`)
    if (
      !TAG.test(tag) ||
      tag.length > TAG_LIMITS.characters ||
      tag.split(/\s+/).length > TAG_LIMITS.words
    )
      throw new Error(
        `${field} "${tag}" is not a short phrase: a tag is at most ${TAG_LIMITS.words} words and ${TAG_LIMITS.characters} characters, of letters, digits and . # + & / ' -, such as 'Power Automate'`,
      )
    return tag
  })
  const slugs = read.map(tagSlug)
  const twice = slugs.findIndex((slug, index) => slugs.indexOf(slug) < index)
  if (twice >= 0)
    throw new Error(
      `${where}[${twice + 1}] "${read[twice]}" is there already, as "${read[slugs.indexOf(slugs[twice] ?? '')]}": name each tag once`,
    )
  if (read.length < TAGS.min || read.length > TAGS.max)
    throw new Error(
      `${where} ${read.length === 0 ? 'is missing' : `has ${read.length}`}: give ${TAGS.min} to ${TAGS.max} tags, such as tags: [SharePoint, PowerShell]`,
    )
  return read
}

/** The front matter's fields, checked one by one. */
function frontMatter(data: unknown, path: string, own: { name: string; translation: boolean }) {
  const at = (field: string) => `${path}: ${field}`
  const fields = frontMatterFields(data, path, {
    allowed: FIELDS,
    what: 'an article',
    example: 'title',
  })
  const aliases = aliasNames(fields.aliases, at('aliases'), own)
  for (const [index, alias] of aliases.entries())
    if ((RESERVED_INSIGHT_NAMES as readonly string[]).includes(alias))
      throw new Error(
        `${at(`aliases[${index + 1}]`)} "${alias}": the address insights/${alias}/ is the index's own`,
      )
  const title = text(fields.title, at('title'))
  if (!title) throw new Error(`${at('title')} is missing or empty: the article's headline`)
  const date = calendarDay(fields.date, at('date'))
  const updated =
    fields.updated === undefined || fields.updated === null
      ? undefined
      : calendarDay(fields.updated, at('updated'))
  if (updated && updated < date)
    throw new Error(`${at('updated')} ${updated} is before the article's date ${date}`)
  const summary = text(fields.summary, at('summary'))
  if (!summary)
    throw new Error(
      `${at('summary')} is missing or empty: say in a sentence or two what the reader learns`,
    )
  const canonical = text(fields.canonical, at('canonical'))
  if (canonical !== undefined && !/^https:\/\/[^\s/]+\.[^\s]*$/.test(canonical))
    throw new Error(
      `${at('canonical')} "${canonical}" must be the https:// address where the article was first published`,
    )
  const draft = fields.draft ?? false
  if (typeof draft !== 'boolean')
    throw new Error(`${at('draft')} must be true or false, not "${String(draft)}"`)
  const projects = list(fields.projects, at('projects')).map((entry, index) => {
    const name = text(entry, at(`projects[${index + 1}]`))
    if (!name) throw new Error(`${at(`projects[${index + 1}]`)} is empty: name a case study`)
    return name.replace(/\.md$/, '')
  })
  return {
    title,
    date,
    ...(updated ? { updated } : {}),
    summary,
    tags: tags(fields.tags, at('tags')),
    ...(fields.cover === undefined || fields.cover === null
      ? {}
      : { cover: picture(fields.cover, at('cover')) }),
    ...(canonical ? { canonical: new URL(canonical).href } : {}),
    draft,
    projects,
    aliases,
  }
}

/**
 * Reads an article from its Markdown: `name` is the default language's file name without
 * `.md`, `lang` the language it is written in, `file` its own file's name without `.md` (a
 * translation's is <name>.<code>). Throws, naming the file and the field (and the line, in the
 * body), when something the page needs is wrong.
 */
export function parseInsight(
  name: string,
  markdown: string,
  lang: string,
  file: string = name,
): Insight {
  const path = `${INSIGHT_DIR}/${file}.md`
  const { data, ...story } = readStory(markdown, path)
  return {
    name,
    lang,
    path,
    ...frontMatter(data, path, { name, translation: file !== name }),
    ...story,
    readingMinutes: readingMinutes(story.body),
  }
}
