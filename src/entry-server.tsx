/**
 * Build-time entry: renders the pages to HTML, and gives the build everything it needs beside
 * them (scripts/build.mjs, scripts/prerender.mjs). None of this reaches the browser: the page's
 * scripts are the islands (src/islands/), which get their props from the HTML.
 */
import { renderToString } from 'react-dom/server'
import { codeStyles } from './code/palette.ts'
import { earlyDraftKeeping } from './contact/draftStorage.ts'
import { resolveEmailConfig } from './contact/emailConfig.ts'
import { checkAvailability } from './content/availability.ts'
import { unusedCaseStudies } from './content/caseStudies.ts'
import { type Publishing, todayUtc } from './content/insights.ts'
import type { Language } from './content/languages.ts'
import { checkServicePages } from './content/services.ts'
import { site } from './content/site.ts'
import type { SiteContent } from './content/types.ts'
import { type PageVersion, renderHead, renderNotFoundHead } from './document/head.ts'
import { WAITING_ISLAND } from './islands/markup.ts'
import { homePath, pageFile, pageHref, searchIndexPath } from './pages/addresses.ts'
import type { LanguageBuild, LanguageLink, PageBuild, PageKind } from './pages/build.ts'
import { caseStudiesByLanguage } from './pages/caseStudyLinks.ts'
import { insightsByLanguage } from './pages/insightLinks.ts'
import { feedOf, shareCardsWanted } from './pages/insightsKind.tsx'
import { pageKinds } from './pages/kinds.ts'
import { NotFoundPage } from './pages/NotFoundPage.tsx'
import { servicesByLanguage } from './pages/serviceLinks.ts'
import { picturesNamed } from './pictures/catalog.ts'
import { viewerPictureCss } from './pictures/layout.ts'
import { searchIndexHref, searchIndexText } from './search/documents.ts'
import { guessScript } from './search/guess.ts'
import { NOT_FOUND_SEARCH_ID } from './sections/NotFound.tsx'
import { type SearchProps, searchProps } from './sections/SearchField.tsx'
import { siteAccent } from './styles/siteAccent.ts'

export { ASK_PARAMETER } from './contact/askLine.ts'
export { withRecaptcha } from './contact/emailConfig.ts'
export { MIN_FILL_MS } from './contact/spamSignals.ts'
export { availabilityWords } from './content/availability.ts'
export { unusedCaseStudies } from './content/caseStudies.ts'
export { checkExperience, madeCv, rolesNewestFirst } from './content/experience.ts'
export { todayUtc } from './content/insights.ts'
export { differingValues, siteLanguages } from './content/languages.ts'
export { formatPrice } from './content/price.ts'
export { describeSamples, findSamples } from './content/sample.ts'
export { counterEndpoint, notFoundCountScript, withCounter } from './counting/counter.ts'
export { makeCv } from './cv/files.ts'
export { cvModel } from './cv/model.ts'
export { escapeHtml, siteAddress, siteBase, withSiteUrl } from './document/head.ts'
export { robotsTxt, sitemapXml, webManifest } from './document/publishFiles.ts'
export { redirectPage } from './document/redirect.ts'
export { THEME_ATTRIBUTE } from './document/theme.ts'
export { THEME_SCRIPT } from './document/themeScript.ts'
export { ENTRIES_ID, HELD_BEFORE_BOOT, ISLAND } from './islands/markup.ts'
export { movePropsToFiles } from './islands/propsFiles.ts'
export {
  askHref,
  caseStudyPath,
  cvFilePaths,
  cvPath,
  homePath,
  insightFeedPath,
  insightPath,
  insightsPath,
  insightTagPath,
  pageFile,
  privacyPath,
  renamedPageName,
  searchIndexPath,
  servicePath,
} from './pages/addresses.ts'
export { aliasRedirects } from './pages/aliases.ts'
export type { LanguageBuild } from './pages/build.ts'
export { INSIGHTS_PER_PAGE } from './pages/insightsKind.tsx'
export { headerPages, menuLinks } from './pages/PageFrame.tsx'
export { serviceCardsWanted, serviceProof, servicesId } from './pages/serviceLinks.ts'
export { speculationRules } from './pages/speculation.ts'
export { widthsFor } from './pictures/widths.ts'
export { searchIndexHref } from './search/documents.ts'
export { SEARCH_ENTRY } from './search/markup.ts'
export { LATEST_INSIGHTS } from './sections/InsightList.tsx'
export { siteAccent } from './styles/siteAccent.ts'
export { caseStudiesByLanguage, insightsByLanguage, servicesByLanguage, shareCardsWanted, site }

/**
 * What the page's inline loader runs to keep a form's text as a draft before its code has run
 * (scripts/boot-loader.mjs): src/contact/draftStorage.ts's keepEarlyDrafts, with its key.
 */
export const EARLY_DRAFTS = earlyDraftKeeping(WAITING_ISLAND)

/** Where the form sends, from the content and the build's VITE_EMAILJS_* variables. */
export const emailConfig = (content: SiteContent = site) =>
  resolveEmailConfig(import.meta.env, content.emailjs)

const fill = (template: string, content: SiteContent, head: string, body: string) =>
  template
    .replace('<html lang="en">', `<html lang="${content.lang}">`)
    .replace('<!--app-head-->', head)
    .replace('<!--app-html-->', body)

/** Each kind of page that has at least one page in some language, in the order of pageKinds. */
const kindsPresent = (
  languages: readonly LanguageBuild[],
  kinds: readonly PageKind[],
): PageKind[] =>
  kinds.filter((kind) =>
    languages.some(({ language, build }) => kind.pages(language.content, build).length > 0),
  )

/**
 * The rules each kind of page adds to the site's stylesheet, by its name, for each kind the site
 * has: the kind's own (src/styles/home.css: hero, menu, cards, credentials, form, reveal, which a case study
 * never carries; src/styles/case-study.css, which the home page never carries), and those that
 * depend on the content's pictures (the enlarged view's picture sizes, of every language's
 * pages of that kind), and the code blocks' rules when its Markdown has code (src/code/palette.ts:
 * only the token colours that code uses). The build inlines them into the page's stylesheet (one
 * CSP hash per kind), the dev server into the page's head. The 404 page is of the home kind.
 */
export function pageStyles(
  languages: readonly LanguageBuild[],
  kinds: readonly PageKind[] = pageKinds,
): Record<string, string> {
  return Object.fromEntries(
    kindsPresent(languages, kinds).map((kind) => {
      const pictures = languages.flatMap(
        ({ language, build }) => kind.pictures?.(language.content, build) ?? [],
      )
      const own = typeof kind.stylesheet === 'string' ? kind.stylesheet : kind.stylesheet(languages)
      // Rules only some content needs, once each, where some language needs them.
      const extra = [
        ...new Set(
          languages.flatMap(({ language, build }) => kind.styles?.(language.content, build) ?? []),
        ),
      ]
      const code = codeStyles(
        languages.flatMap(({ language, build }) => kind.markdown?.(language.content, build) ?? []),
      )
      return [
        kind.name,
        `${[own, ...extra].map((css) => css.trim()).join('\n')}\n${viewerPictureCss(pictures)}${code ? `\n${code}` : ''}`,
      ]
    }),
  )
}

/**
 * The paths a visitor may be about to open (speculationRules): in each language, each kind's
 * that the site has.
 */
export function speculatedPaths(
  languages: readonly LanguageBuild[],
  kinds: readonly PageKind[] = pageKinds,
): string[] {
  const present = kindsPresent(languages, kinds)
  return languages.flatMap(({ build }) => present.flatMap((kind) => kind.speculated(build.prefix)))
}

/**
 * What the build reads beside each language's content file, checked: its case studies, articles
 * and services with their pages (a wrong one throws, naming the file and the field; so does a
 * service page no service names, and an availability day that does not exist), what the owner
 * should be told (`warnings`: built anyway), and every picture the pages name, for the picture
 * pipeline. `publishing`: the dev server's preview shows drafts and articles dated later, marked.
 */
export function readContent(
  languages: readonly Language[],
  base: string,
  publishing: Publishing = { today: todayUtc(), preview: false },
) {
  const caseStudies = caseStudiesByLanguage(languages, base)
  const insights = insightsByLanguage(languages, base, publishing)
  for (const { content, file } of languages) checkAvailability(content, file)
  const services = servicesByLanguage(languages, base)
  const unpublishedServicePages = checkServicePages(languages)
  const warnings = [
    ...caseStudies.flatMap((language) =>
      language.caseStudies.flatMap(({ caseStudy }) => caseStudy.warnings),
    ),
    ...unusedCaseStudies(languages.map((language) => language.content)).map(
      (file) => `${file} is not named by any project in the content: it is not published.`,
    ),
    ...insights.flatMap((language) => language.warnings),
    ...services.flatMap((entries) => entries.flatMap(({ page }) => page?.warnings ?? [])),
    ...unpublishedServicePages,
    // The owner's colour darkened for readable links: the colour used instead.
    ...siteAccent().warnings,
  ]
  const requests = languages.flatMap((language, index) =>
    picturesNamed(
      language.content,
      caseStudies[index]?.caseStudies,
      (insights[index]?.entries ?? []).flatMap((entry) => (entry.lang ? [] : [entry.insight])),
      (services[index] ?? []).flatMap(({ page }) => (page ? [page] : [])),
    ),
  )
  return { caseStudies, insights, services, warnings, requests }
}

/**
 * Every page the build publishes, by its path from the site's base, in the order of renderSite:
 * each language's pages of each kind. Nothing is rendered, and no picture is needed.
 */
export function pagePaths(languages: readonly Language[], base: string): string[] {
  return publishedPages(languages, base).map(({ path }) => path)
}

/**
 * What a visitor tells apart as a kind of page: a kind's pages but the articles', which are an
 * index, a tag's page or an article (by their key, insightsKind.tsx).
 */
export type VisibleKind =
  | 'home'
  | 'case study'
  | 'article index'
  | 'tag page'
  | 'article'
  | 'cv'
  | 'service'
  | 'privacy'

const visibleKind = (kind: string, key: string): VisibleKind => {
  if (kind === 'home' || kind === 'cv' || kind === 'service' || kind === 'privacy') return kind
  if (kind === 'case-study') return 'case study'
  if (key.startsWith('index:')) return 'article index'
  return key.startsWith('tag:') ? 'tag page' : 'article'
}

/**
 * Every page the build publishes, in the order of renderSite: its path from the site's base, its
 * language and what kind of page a visitor sees. Nothing is rendered, and no picture is needed.
 */
export function publishedPages(
  languages: readonly Language[],
  base: string,
): { path: string; lang: string; kind: VisibleKind }[] {
  const { caseStudies, insights, services } = readContent(languages, base)
  const builds = languageBuilds(languages, {
    base,
    pictures: {},
    caseStudies,
    insights,
    services,
    emails: languages.map(({ content }) => emailConfig(content)),
  })
  return builds.flatMap(({ language, build }) =>
    pageKinds.flatMap((kind) =>
      kind.pages(language.content, build).map(({ path, key }) => ({
        path,
        lang: language.content.lang,
        kind: visibleKind(kind.name, key),
      })),
    ),
  )
}

/** The files each kind's pages need beside them (a feed, the search index), in every language. */
export function kindFiles(
  languages: readonly LanguageBuild[],
  kinds: readonly PageKind[] = pageKinds,
): { path: string; text: string; kept?: false }[] {
  return languages.flatMap(({ language: { content }, build }) => [
    ...kinds.flatMap((kind) => kind.files?.(content, build) ?? []),
    // The language's search index, where it has one: what every kind's pages let a visitor find.
    ...(searchIndexHref(content, build)
      ? [
          {
            path: searchIndexPath(build.prefix),
            // Only the site's own pages ask for it: no visitor keeps its address.
            kept: false as const,
            text: searchIndexText(
              content,
              kinds.flatMap((kind) => kind.search?.(content, build) ?? []),
            ),
          },
        ]
      : []),
  ])
}

/**
 * Each language with what its pages need of the build: the site's base and pictures, and its
 * own case studies (caseStudiesByLanguage), form settings and CV, by the language's index.
 */
export function languageBuilds(
  languages: readonly Language[],
  shared: {
    base: string
    pictures: PageBuild['pictures']
    caseStudies: ReturnType<typeof caseStudiesByLanguage>
    /** Each language's articles (insightsByLanguage): none when absent. */
    insights?: ReturnType<typeof insightsByLanguage>
    /** Each language's services (servicesByLanguage): none when absent. */
    services?: ReturnType<typeof servicesByLanguage>
    /** The day the site is built, YYYY-MM-DD (UTC): today's unless given (tests name one). */
    today?: string
    /** The sharing cards drawn for the pages without a picture (shareCardsWanted). */
    shareCards?: PageBuild['shareCards']
    emails: readonly PageBuild['email'][]
    cvs?: readonly PageBuild['cv'][]
    /** Where visits are counted, on every page: absent when they are not. */
    counter?: string
  },
): LanguageBuild[] {
  return languages.map((language, index) => {
    const cv = shared.cvs?.[index]
    const email = shared.emails[index] ?? shared.emails[0]
    if (!email) throw new Error(`${language.file}: no form settings were resolved for it`)
    return {
      language,
      build: {
        base: shared.base,
        pictures: shared.pictures,
        email,
        prefix: language.prefix,
        caseStudies: shared.caseStudies[index]?.caseStudies ?? [],
        caseStudyLinks: shared.caseStudies[index]?.caseStudyLinks ?? new Map(),
        insights: shared.insights?.[index]?.entries ?? [],
        services: shared.services?.[index] ?? [],
        today: shared.today ?? todayUtc(),
        ...(shared.shareCards ? { shareCards: shared.shareCards } : {}),
        ...(cv ? { cv } : {}),
        ...(shared.counter ? { counter: shared.counter } : {}),
      },
    }
  })
}

/** A page of the site, rendered: where it is (src/pages/addresses.ts) and its HTML. */
export interface RenderedPage {
  /** Its path from the site's base: '' for the home page, 'projects/<name>/' for a case study. */
  path: string
  /** The file it is written to, in the built site. */
  file: string
  /** The same page in each language (none on a site in one language): the sitemap lists them. */
  versions: readonly PageVersion[]
  /** Its kind's name, for its stylesheet (pageStyles). */
  kind: string
  /** The day its content last changed (YYYY-MM-DD), where its kind knows it: the sitemap says it. */
  lastmod?: string
  html: string
}

/**
 * Every page of the site in every language, rendered into the HTML template: in each language,
 * the pages of each kind of src/pages/kinds.ts in turn (the home page, then the case studies).
 * Each page knows its versions in the other languages (the header's language links, hreflang):
 * the pages of a kind with the same key.
 */
export function renderSite(
  template: string,
  languages: readonly LanguageBuild[],
  kinds: readonly PageKind[] = pageKinds,
): RenderedPage[] {
  /** Each language's pages, their keys made unique across kinds. */
  const pages = languages.map(({ language: { content }, build }) =>
    kinds.flatMap((kind) =>
      kind.pages(content, build).map((page) => ({
        ...page,
        kind: kind.name,
        key: `${kind.name}:${page.key}`,
      })),
    ),
  )
  const paths = pages.map((list) => new Map(list.map(({ key, path }) => [key, path])))
  /** The page `key` in every language that has it (none on a site in one language). */
  const versions = (key: string): PageVersion[] =>
    languages.length < 2
      ? []
      : languages.flatMap(({ language }, index) => {
          const path = paths[index]?.get(key)
          return path === undefined ? [] : [{ lang: language.content.lang, path }]
        })
  /** The header's links to `key` in the other languages: the same page, else their home page. */
  const others = (key: string, self: number): LanguageLink[] =>
    languages.flatMap(({ language, build }, index) =>
      index === self
        ? []
        : [
            {
              lang: language.content.lang,
              name: language.content.languageName,
              href: pageHref(build.base, paths[index]?.get(key) ?? homePath(build.prefix)),
            },
          ],
    )

  return languages.flatMap(({ language: { content }, build }, index) =>
    (pages[index] ?? []).map(({ kind, key, path, lastmod, head, body }): RenderedPage => {
      const feed = feedOf(content, build)
      const pageHead = { ...head(versions(key)), ...(feed ? { feed } : {}) }
      return {
        kind,
        path,
        file: pageFile(path),
        versions: pageHead.versions,
        ...(lastmod ? { lastmod } : {}),
        html: fill(
          template,
          content,
          renderHead(content, build.base, pageHead, build.counter),
          renderToString(body(others(key, index))),
        ),
      }
    }),
  )
}

/**
 * Fills the same template with the 404 page (dist/404.html), which hosts serve for missing URLs:
 * in the default language, offering each other language's home page.
 */
export function renderNotFoundPage(
  template: string,
  languages: readonly Pick<Language, 'content'>[],
  build: Pick<PageBuild, 'base' | 'counter' | 'insights'>,
  /** The site's search (notFoundSearch). */
  search?: SearchProps,
): string {
  const [first, ...rest] = languages.map(({ content }) => content)
  const content = first ?? site
  return fill(
    template,
    content,
    // With the search, its boot script counts the visit, as on every page (else its own line:
    // notFoundCountScript).
    renderNotFoundHead(content, build.base, search && build.counter),
    renderToString(
      <NotFoundPage content={content} build={build} otherLanguages={rest} search={search} />,
    ),
  )
}

/**
 * The 404 page's search, on a site with one: the default language's field, searching the
 * language the missing address is in, and the statement of its first guess (src/search/guess.ts:
 * the address's words as the query), which the page's loader runs (scripts/boot-loader.mjs).
 */
export function notFoundSearch(
  languages: readonly LanguageBuild[],
): { props: SearchProps; guess: string } | undefined {
  const [first, ...rest] = languages
  const props = first && searchProps(first.language.content, first.build)
  if (!first || !props) return undefined
  // Each other language's index, by its home page's address: a missing address under it is
  // searched in that language (search.ts).
  const others = rest.flatMap(({ language, build }) => {
    const index = searchIndexHref(language.content, build)
    const home = pageHref(build.base, homePath(build.prefix))
    return index ? [[home, { lang: language.content.lang, index }] as const] : []
  })
  return {
    props: { ...props, ...(others.length > 0 ? { languages: Object.fromEntries(others) } : {}) },
    guess: guessScript(NOT_FOUND_SEARCH_ID, first.build.base.length),
  }
}
