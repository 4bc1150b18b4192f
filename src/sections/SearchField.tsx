import type { SiteContent } from '../content/types.ts'
import { siteAddress } from '../document/head.ts'
import type { PageBuild } from '../pages/build.ts'
import { searchIndexHref } from '../search/documents.ts'
import { SEARCH, SEARCH_LANGUAGES, SEARCH_UNAVAILABLE } from '../search/markup.ts'

/** The header's search field's id; the articles' index has its own, INDEX_SEARCH_ID. */
export const SITE_SEARCH_ID = 'site-search'
export const INDEX_SEARCH_ID = 'insights-search'

/** The ids a search field with this id gives the page: the field's and its results' (search.ts). */
export const searchFieldIds = (id: string) => [id, `${id}-results`]

/** What a page's search fields need: the language's index, its words, the engine's link. */
export interface SearchProps {
  index: string
  labels: SiteContent['search']
  /** A web search engine's search of the site: what the field offers without scripts. */
  engine: string
  /**
   * On a page served at any address (the 404 page): each other language's index by its home
   * page's address, searched for an address under it.
   */
  languages?: Record<string, { lang: string; index: string }>
}

/** The search of a language's pages, where the site has more than its home page. */
export function searchProps(
  content: SiteContent,
  build: Pick<PageBuild, 'base' | 'prefix' | 'caseStudies' | 'insights' | 'services'>,
): SearchProps | undefined {
  const index = searchIndexHref(content, build)
  if (!index) return undefined
  const site = siteAddress(content)
    .replace(/^https?:\/\//, '')
    .replace(/\/$/, '')
  return {
    index,
    labels: content.search,
    engine: `https://duckduckgo.com/?q=${encodeURIComponent(`site:${site} `)}`,
  }
}

/**
 * A search field: results show under it as the visitor types (src/search/search.ts, which the
 * boot script loads with the index on the field's first touch, or on `/`, and which adds the
 * results' list, its status line and their stylesheet). It needs that script:
 * disabled until the boot script runs, and without scripts it offers the site's search on a web
 * search engine instead, and says so. When the search cannot load (offline), a line under the
 * field says so, with the same link: an alert, which screen readers say as it shows.
 * `labelShown`: its label shows above it, as a form's field (else only screen readers have it).
 */
export function SearchField({
  id,
  search,
  labelShown = false,
}: {
  id: string
  search: SearchProps
  labelShown?: boolean
}) {
  const { labels } = search
  const engine = (
    <a className="search-engine" href={search.engine}>
      {labels.engineLabel}
    </a>
  )
  return (
    <search
      className={labelShown ? 'site-search field' : 'site-search'}
      {...{
        [SEARCH]: search.index,
        ...(search.languages ? { [SEARCH_LANGUAGES]: JSON.stringify(search.languages) } : {}),
      }}
    >
      <label className={labelShown ? undefined : 'sr-only'} htmlFor={id}>
        {labels.label}
      </label>
      <input
        id={id}
        className="search-input"
        type="search"
        placeholder={labels.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        aria-keyshortcuts="/"
        disabled
        data-needs-script=""
      />
      <noscript>{engine}</noscript>
      <p className={`search-results ${SEARCH_UNAVAILABLE}`} role="alert" hidden>
        {labels.unavailable} {engine}
      </p>
    </search>
  )
}
