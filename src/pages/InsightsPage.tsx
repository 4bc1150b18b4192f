import type { SiteContent } from '../content/types.ts'
import { InsightList } from '../sections/InsightList.tsx'
import { INDEX_SEARCH_ID, SearchField, searchProps } from '../sections/SearchField.tsx'
import { insightsPath, pageHref } from './addresses.ts'
import type { InsightEntry, LanguageLink, PageBuild } from './build.ts'
import { tagHref } from './insightLinks.ts'
import { SubpageFrame } from './PageFrame.tsx'

/** One page of a list of articles: which, of how many, and where each page is. */
export interface ListPage {
  page: number
  count: number
  /** A page's address, from 1. */
  href: (page: number) => string
}

interface InsightsPageProps {
  content: SiteContent
  build: PageBuild
  /** The articles this page lists, newest first. */
  entries: readonly InsightEntry[]
  /** The page's heading: the index's title, or the tag's. */
  heading: string
  /** A tag's page: the trail back to the index. */
  tag?: string | undefined
  list: ListPage
  /** The language's feed. */
  feedHref: string
  /** This page in the site's other languages. */
  languages?: readonly LanguageLink[]
}

export const INSIGHTS_TITLE_ID = 'insights-title'

/**
 * A page of the articles' index (insights/, insights/page/<n>/) or of a tag's
 * (insights/tags/<tag>/): the articles newest first, each with its day in the page's language,
 * reading time, summary and tags; links to the newer and older pages where the list is split;
 * the feed. Static HTML: no island of its own.
 */
export function InsightsPage({
  content,
  build,
  entries,
  heading,
  tag,
  list,
  feedHref,
  languages = [],
}: InsightsPageProps) {
  const labels = content.insights
  const index = pageHref(build.base, insightsPath(build.prefix))
  const search = searchProps(content, build)
  return (
    <SubpageFrame
      content={content}
      build={build}
      languages={languages}
      current={{
        href: insightsPath(),
        current: tag === undefined && list.page === 1 ? 'page' : 'true',
      }}
    >
      <section className="insights container" aria-labelledby={INSIGHTS_TITLE_ID}>
        {tag !== undefined && (
          <nav className="breadcrumb" aria-label={content.caseStudies.breadcrumbLabel}>
            <ol>
              <li>
                <a href={index}>{labels.title}</a>
              </li>
              <li aria-current="page">{tag}</li>
            </ol>
          </nav>
        )}
        <header className="insights-header">
          <h1 id={INSIGHTS_TITLE_ID} className="insights-title">
            {heading}
          </h1>
          {tag === undefined && <p className="insights-intro">{labels.intro}</p>}
          <p className="insights-feed">
            <a href={feedHref} type="application/atom+xml">
              {labels.feedLabel}
            </a>
          </p>
          {search && tag === undefined && <SearchField id={INDEX_SEARCH_ID} search={search} />}
        </header>
        <InsightList
          entries={entries}
          labels={labels}
          lang={content.lang}
          headingLevel={2}
          tagHref={tagHref(build)}
        />
        {list.count > 1 && (
          <nav className="pagination" aria-label={labels.pagesLabel}>
            {list.page > 1 && (
              <a rel="prev" href={list.href(list.page - 1)}>
                {labels.newerLabel}
              </a>
            )}
            <span aria-current="page">
              {labels.pageLabel
                .replace('{page}', String(list.page))
                .replace('{count}', String(list.count))}
            </span>
            {list.page < list.count && (
              <a rel="next" href={list.href(list.page + 1)}>
                {labels.olderLabel}
              </a>
            )}
          </nav>
        )}
      </section>
    </SubpageFrame>
  )
}
