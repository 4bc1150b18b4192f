import type { Insight } from '../content/insight.ts'
import {
  type InsightFiles,
  insightFiles,
  newestFirst,
  type Publishing,
  readInsights,
  todayUtc,
  unpublishedMark,
} from '../content/insights.ts'
import type { Language } from '../content/languages.ts'
import type { SiteContent } from '../content/types.ts'
import type { MenuLink } from '../sections/NavMenu.tsx'
import { insightPath, insightsPath, insightTagPath, pageHref, tagSlug } from './addresses.ts'
import type { InsightEntry, PageBuild } from './build.ts'

/**
 * Each language's articles, newest first: those written in it, with a page of their own there,
 * and the default language's not translated yet, linked in the default language and marked
 * with it (as case studies are). Published ones only in a build: a draft, or one dated after
 * `today`, shows only in the dev server's preview, marked. Throws, naming the file and the
 * field, for an article that names no case study of the site, or two tags with one address.
 */
export function insightsByLanguage(
  languages: readonly Language[],
  base: string,
  publishing: Publishing = { today: todayUtc(), preview: false },
  files: InsightFiles = insightFiles,
): { entries: InsightEntry[]; warnings: string[] }[] {
  const [first] = languages
  const { byLanguage, warnings } = readInsights(
    languages.map(({ content }) => content.lang),
    files,
  )
  const studied = new Set(
    (first?.content.projects.items ?? []).flatMap(({ caseStudy }) =>
      caseStudy ? [caseStudy.replace(/\.md$/, '')] : [],
    ),
  )
  for (const insight of byLanguage.flat())
    for (const [index, name] of insight.projects.entries())
      if (!studied.has(name))
        throw new Error(
          `${insight.path}: projects[${index + 1}] '${name}' is not the case study of a project in ${first?.file ?? 'src/content/site.ts'}${studied.size > 0 ? ` (${[...studied].join(', ')})` : ''}`,
        )
  const shown = (insight: Insight) =>
    publishing.preview || unpublishedMark(insight, publishing.today) === undefined
  const entry = (language: Language, insight: Insight, own: boolean): InsightEntry => {
    const mark = publishing.preview ? unpublishedMark(insight, publishing.today) : undefined
    return {
      insight,
      href: pageHref(base, insightPath(insight.name, language.prefix)),
      ...(insight.aliases[0]
        ? { firstHref: pageHref(base, insightPath(insight.aliases[0], language.prefix)) }
        : {}),
      ...(own || !first
        ? {}
        : { lang: first.content.lang, languageName: first.content.languageName }),
      ...(mark ? { mark } : {}),
    }
  }
  const defaults = (byLanguage[0] ?? []).filter(shown)
  return languages.map((language, index) => {
    const own = (byLanguage[index] ?? []).filter(shown)
    const translated = new Set(own.map(({ name }) => name))
    const entries = [
      ...own.map((insight) => entry(language, insight, true)),
      ...(index === 0 || !first
        ? []
        : defaults
            .filter(({ name }) => !translated.has(name))
            .map((insight) => entry(first, insight, false))),
    ].sort((a, b) => newestFirst(a.insight, b.insight))
    checkTags(entries)
    return {
      entries,
      warnings: [...(index === 0 ? warnings : []), ...own.flatMap((insight) => insight.warnings)],
    }
  })
}

/** Two tags with one address (SharePoint, Sharepoint) would share a page: the owner picks one. */
function checkTags(entries: readonly InsightEntry[]) {
  const seen = new Map<string, { tag: string; path: string }>()
  for (const { insight } of entries)
    for (const [index, tag] of insight.tags.entries()) {
      const slug = tagSlug(tag)
      const other = seen.get(slug)
      if (other && other.tag !== tag)
        throw new Error(
          `${insight.path}: tags[${index + 1}] "${tag}" has the address of "${other.tag}" in ${other.path} (insights/tags/${slug}/): write it the same way`,
        )
      if (!other) seen.set(slug, { tag, path: insight.path })
    }
}

/** The tags of these articles, each once, in the order of their addresses. */
export const tagsOf = (entries: readonly InsightEntry[]): string[] => {
  const tags = new Map<string, string>()
  for (const { insight } of entries) for (const tag of insight.tags) tags.set(tagSlug(tag), tag)
  return [...tags].sort(([a], [b]) => a.localeCompare(b)).map(([, tag]) => tag)
}

/**
 * The header's link to the articles' index, by its path from the language's home page (the
 * menu's links are written after it on every page but the home page): none while the language
 * lists no article.
 */
export const insightsNav = (
  content: SiteContent,
  build: Pick<PageBuild, 'insights'>,
): MenuLink[] =>
  build.insights.length > 0 ? [{ label: content.insights.title, href: insightsPath() }] : []

/** A tag's page in this build's language. */
export const tagHref = (build: PageBuild) => (tag: string) =>
  pageHref(build.base, insightTagPath(tag, build.prefix))
