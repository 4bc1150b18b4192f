import { longDay } from '../components/Day.tsx'
import type { SiteContent } from '../content/types.ts'
import { articleHtml, atomFeed } from '../document/feed.tsx'
import {
  fileAddress,
  insightData,
  insightsData,
  type PageHead,
  type PageVersion,
  siteAddress,
} from '../document/head.ts'
import { coverSharePicture } from '../pictures/catalog.ts'
import { lines, markdownText, type SearchDocument } from '../search/documents.ts'
import caseStudyStyles from '../styles/case-study.css?inline'
import listStyles from '../styles/insight-list.css?inline'
import insightStyles from '../styles/insights.css?inline'
import {
  insightFeedPath,
  insightPath,
  insightsPath,
  insightTagPath,
  pageHref,
  tagSlug,
} from './addresses.ts'
import type { InsightEntry, LanguageBuild, PageBuild, PageKind, SitePage } from './build.ts'
import { InsightPage, insightPictures } from './InsightPage.tsx'
import { InsightsPage } from './InsightsPage.tsx'
import { tagsOf } from './insightLinks.ts'

/**
 * How many articles a page of the index (or of a tag's) lists, newest first: each page, headers
 * included, stays inside TCP's first window; at 60 articles the index is three pages
 * (docs/decisions/insights.md).
 */
export const INSIGHTS_PER_PAGE = 20

/** The name of an article's sharing card, in the language it is written in: 'pl:why-flows'. */
export const shareCardKey = ({ insight }: InsightEntry) => `${insight.lang}:${insight.name}`

/**
 * The sharing cards a language's articles need: one for each article written in it that has no
 * cover, from its title, in its language.
 */
export const shareCardsWanted = (build: Pick<PageBuild, 'insights'>) =>
  build.insights
    .filter((entry) => entry.lang === undefined && !entry.insight.cover)
    .map((entry) => ({
      key: shareCardKey(entry),
      title: entry.insight.title,
      lang: entry.insight.lang,
    }))

/** Whether any language lists an article: the home page and case studies then show lists. */
export const hasInsights = (languages: readonly LanguageBuild[]) =>
  languages.some(({ build }) => build.insights.length > 0)

/** The rules of a list of articles, after a kind's own, once the site has articles. */
export const withListStyles = (own: string) => (languages: readonly LanguageBuild[]) =>
  hasInsights(languages) ? `${own.trim()}\n${listStyles}` : own

/** The language's feed, announced in every page's head while it lists articles. */
export const feedOf = (content: SiteContent, build: PageBuild): PageHead['feed'] =>
  build.insights.length > 0
    ? {
        href: siteAddress(content, insightFeedPath(build.prefix)),
        title: content.insights.pageTitle,
      }
    : undefined

/** The pages of a list of articles: `entries` split into pages of INSIGHTS_PER_PAGE. */
function listPages(
  content: SiteContent,
  build: PageBuild,
  entries: readonly InsightEntry[],
  list: { key: string; path: (page: number) => string; heading: string; tag?: string },
): SitePage[] {
  const count = Math.max(1, Math.ceil(entries.length / INSIGHTS_PER_PAGE))
  const labels = content.insights
  return Array.from({ length: count }, (_, index) => {
    const page = index + 1
    const shown = entries.slice(index * INSIGHTS_PER_PAGE, page * INSIGHTS_PER_PAGE)
    const path = list.path(page)
    const title = [
      list.tag === undefined
        ? labels.pageTitle
        : labels.articleTitle.replace('{title}', list.heading),
      ...(page > 1
        ? [labels.pageLabel.replace('{page}', String(page)).replace('{count}', String(count))]
        : []),
    ].join(' · ')
    return {
      key: `${list.key}:${page}`,
      path,
      lastmod: shown
        .map(({ insight }) => insight.updated ?? insight.date)
        .sort()
        .at(-1),
      head: (versions: readonly PageVersion[]): PageHead => ({
        path,
        versions,
        title,
        description: labels.description,
        type: 'website',
        image: {
          ...content.meta.shareImage,
          url: siteAddress(content, content.meta.shareImage.src),
        },
        structuredData: insightsData(content, { path, title, description: labels.description }),
      }),
      body: (languages) => (
        <InsightsPage
          content={content}
          build={build}
          entries={shown}
          heading={list.heading}
          tag={list.tag}
          list={{ page, count, href: (other) => pageHref(build.base, list.path(other)) }}
          feedHref={pageHref(build.base, insightFeedPath(build.prefix))}
          languages={languages}
        />
      ),
    }
  })
}

/** An article's <head>: its words, days, tags, canonical address and sharing picture. */
function insightHead(
  content: SiteContent,
  build: PageBuild,
  entry: InsightEntry,
  versions: readonly PageVersion[],
): PageHead {
  const { insight } = entry
  const path = insightPath(insight.name, build.prefix)
  // Its cover, else the card drawn from its title, else (in the dev server) the site's picture.
  const card = build.shareCards?.get(shareCardKey(entry))
  const image = insight.cover
    ? {
        url: fileAddress(
          content,
          coverSharePicture(insight.cover, build.pictures, insight.path).src,
        ),
        width: 1200,
        height: 630,
        alt: insight.cover.alt,
      }
    : card
      ? {
          url: fileAddress(content, card.href),
          width: card.width,
          height: card.height,
          alt: insight.title,
        }
      : { ...content.meta.shareImage, url: siteAddress(content, content.meta.shareImage.src) }
  const modified = insight.updated ?? insight.date
  return {
    path,
    versions,
    title: content.insights.articleTitle.replace('{title}', insight.title),
    description: insight.summary,
    type: 'article',
    image,
    structuredData: insightData(content, {
      path,
      index: { name: content.insights.title, path: insightsPath(build.prefix) },
      title: insight.title,
      summary: insight.summary,
      image: image.url,
      published: insight.date,
      modified,
      tags: insight.tags,
    }),
    ...(insight.canonical ? { canonical: insight.canonical } : {}),
    article: {
      published: insight.date,
      ...(insight.updated ? { modified: insight.updated } : {}),
      tags: insight.tags,
    },
  }
}

/**
 * The articles' pages in each language that lists any (none: no page, link or feed): the index
 * (insights/, split into pages of INSIGHTS_PER_PAGE), a page per tag (insights/tags/<tag>/),
 * and a page per article written in the language (insights/<name>/). Their stylesheet is a
 * case study's (the column, type and story they share) with the lists' and their own.
 */
export const insightsKind: PageKind = {
  name: 'insights',
  pages: (content, build) => {
    const entries = build.insights
    if (entries.length === 0) return []
    const prefix = build.prefix
    return [
      ...listPages(content, build, entries, {
        key: 'index',
        path: (page) => insightsPath(prefix, page),
        heading: content.insights.title,
      }),
      ...tagsOf(entries).flatMap((tag) =>
        listPages(
          content,
          build,
          entries.filter(({ insight }) =>
            insight.tags.some((own) => tagSlug(own) === tagSlug(tag)),
          ),
          {
            key: `tag:${tagSlug(tag)}`,
            path: (page) => insightTagPath(tag, prefix, page),
            heading: content.insights.tagTitle.replace('{tag}', tag),
            tag,
          },
        ),
      ),
      ...entries
        .filter((entry) => entry.lang === undefined)
        .map(
          (entry): SitePage => ({
            key: entry.insight.name,
            path: insightPath(entry.insight.name, prefix),
            lastmod: entry.insight.updated ?? entry.insight.date,
            head: (versions) => insightHead(content, build, entry, versions),
            body: (languages) => (
              <InsightPage content={content} build={build} entry={entry} languages={languages} />
            ),
          }),
        ),
    ]
  },
  stylesheet: `${caseStudyStyles.trim()}\n${listStyles.trim()}\n${insightStyles}`,
  pictures: (_content, build) =>
    build.insights
      .filter((entry) => entry.lang === undefined)
      .flatMap((entry) => {
        const { cover, story } = insightPictures(entry, build)
        return [...(cover ? [cover] : []), ...story]
      }),
  // Each article's story, whose code blocks' rules then join the stylesheet.
  markdown: (_content, build) =>
    build.insights.filter((entry) => entry.lang === undefined).map(({ insight }) => insight.body),
  speculated: (prefix) => [insightsPath(prefix), insightPath('*', prefix)],
  // Each article the language lists, its own first; never a draft or one dated later (the dev
  // server's marked ones), which a build leaves out anyway.
  search: (content, build) =>
    build.insights
      .filter((entry) => entry.mark === undefined)
      .map(
        ({ insight, href, lang, languageName }): SearchDocument => ({
          kind: 'article',
          title: insight.title,
          href,
          text: lines(insight.summary, insight.tags, markdownText(insight.body)),
          date: insight.date,
          day: longDay(insight.date, content.lang),
          ...(lang ? { lang } : {}),
          ...(languageName ? { languageName } : {}),
        }),
      ),
  files: (content, build) =>
    build.insights.length === 0
      ? []
      : [
          {
            path: insightFeedPath(build.prefix),
            text: atomFeed(content, build, (entry, address) =>
              articleHtml(content, entry, insightPictures(entry, build), address),
            ),
          },
        ],
}
