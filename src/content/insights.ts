/**
 * The articles in src/content/insights/, read when the site is built (and by the dev server,
 * which reloads the page as a file changes): <name>.md in the default language, <name>.<code>.md
 * its translation. Build time only.
 */
import { RESERVED_INSIGHT_NAMES } from '../pages/addresses.ts'
import { NAME } from './caseStudies.ts'
import { INSIGHT_DIR, type Insight, parseInsight } from './insight.ts'

/** Every Markdown file in src/content/insights/, by its name without `.md`. */
export type InsightFiles = Readonly<Record<string, string>>

/** The files as the project has them. */
export const insightFiles: InsightFiles = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>('./insights/*.md', { query: '?raw', import: 'default', eager: true }),
  ).map(([file, markdown]) => [file.replace(/^.*\//, '').replace(/\.md$/, ''), markdown]),
)

/** Which articles a build shows: the dev server shows drafts and those dated later, marked. */
export interface Publishing {
  /** Today, YYYY-MM-DD (UTC): an article dated later is not published yet. */
  today: string
  /** The dev server's preview: drafts and articles dated later shown too. */
  preview: boolean
}

/** Today as the build reads it: the UTC calendar day. */
export const todayUtc = (now: Date = new Date()) => now.toISOString().slice(0, 10)

/** Why an article the build leaves out is shown in the dev server's preview. */
export type InsightMark = 'draft' | 'scheduled'

/** An article that is not published, and why: a draft, or dated after `today`. */
export const unpublishedMark = (insight: Insight, today: string): InsightMark | undefined =>
  insight.draft ? 'draft' : insight.date > today ? 'scheduled' : undefined

/**
 * Every language's articles, read and checked, by the language's code (`langs`, the default
 * first): each file in its language, all of them, drafts too (a wrong draft fails the build as
 * well). Throws, naming the file, for a name that cannot be an address or that the index's own
 * pages use, and for a translation whose default-language article is missing. `warnings` lists
 * the files of a language the site does not have: they are not published.
 */
export function readInsights(
  langs: readonly string[],
  files: InsightFiles = insightFiles,
): { byLanguage: Insight[][]; warnings: string[] } {
  const [defaultLang = 'en'] = langs
  const byLanguage: Insight[][] = langs.map(() => [])
  const warnings: string[] = []
  for (const [file, markdown] of Object.entries(files)) {
    const [name = '', code, ...rest] = file.split('.')
    const path = `${INSIGHT_DIR}/${file}.md`
    if (!NAME.test(name) || rest.length > 0)
      throw new Error(
        `${path}: name the file in lower-case letters, digits and hyphens (its page's address), e.g. why-flows-throttle.md, or why-flows-throttle.pl.md for its translation`,
      )
    if ((RESERVED_INSIGHT_NAMES as readonly string[]).includes(name))
      throw new Error(
        `${path}: the address insights/${name}/ is the index's own: name the article otherwise`,
      )
    if (code !== undefined && files[name] === undefined)
      throw new Error(
        `${path}: a translation of ${INSIGHT_DIR}/${name}.md, which does not exist: write the article in the default language (${defaultLang}) first`,
      )
    const index = code === undefined ? 0 : langs.indexOf(code)
    if (index < 1 && code !== undefined) {
      warnings.push(
        `${path} is in a language the site does not have (no src/content/site.${code}.ts): it is not published.`,
      )
      continue
    }
    byLanguage[index]?.push(parseInsight(name, markdown, code ?? defaultLang, file))
  }
  // The old names are the default language's file's: a translation moved with it.
  const defaults = new Map((byLanguage[0] ?? []).map((insight) => [insight.name, insight]))
  for (const own of byLanguage.slice(1))
    for (const [index, insight] of own.entries())
      own[index] = { ...insight, aliases: defaults.get(insight.name)?.aliases ?? [] }
  // An old name that is another article's name (a draft's too) would hide that article.
  for (const insight of defaults.values())
    for (const [index, alias] of insight.aliases.entries())
      if (files[alias] !== undefined)
        throw new Error(
          `${insight.path}: aliases[${index + 1}] "${alias}" is the name of ${INSIGHT_DIR}/${alias}.md: list only names no article has now`,
        )
  return { byLanguage, warnings }
}

/** Newest first; on the same day, by name, so the order never depends on the files' order. */
export const newestFirst = (a: Insight, b: Insight) =>
  a.date === b.date ? a.name.localeCompare(b.name) : a.date < b.date ? 1 : -1
