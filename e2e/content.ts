/**
 * The content the build rendered, read from the build's server bundle: the tests check the page
 * against the same typed content file the owner edits, with the address (and so the base path)
 * the build was given (SITE_URL), as the build resolved it: its default language's, which the
 * site's root shows.
 */
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

type ServerEntry = typeof import('../src/entry-server.tsx')

const entry: ServerEntry = await import(
  pathToFileURL(join(process.cwd(), 'build/ssr/entry-server.js')).href
)

const languages = entry.siteLanguages().map((each) => ({
  ...each,
  content: entry.withSiteUrl(each.content, process.env.SITE_URL),
}))
export const site = languages[0]?.content ?? entry.site
/** The site's other languages, which the header links (none on a site in one language). */
export const otherLanguages = languages.slice(1).map(({ content }) => content)
/** The path the site is served from: '/' or, for a GitHub Pages project site, '/<repo>/'. */
export const base = entry.siteBase(site)
export const emailConfig = entry.emailConfig(site)
/** Where the build counts visits (its /count address), if the content counts them. */
export const counter = entry.counterEndpoint(site)
export const { escapeHtml } = entry
const read = entry.caseStudiesByLanguage(languages, base)
/** The projects' case studies, as the build read them, in the order of the projects. */
export const caseStudies = read[0]?.caseStudies ?? []
/** A case study's page, from the site's base: projects/<name>/. */
export const caseStudyPath = entry.caseStudyPath
/** Every page the build publishes, by its path from the site's base: each kind's, in each language. */
export const pagePaths = entry.pagePaths(languages, base)
/**
 * The first page of each kind a visitor tells apart (home, case study, article index, tag page,
 * article, CV, service), in each language, by its path from the site's base; the 404 page is apart.
 */
export const pageOfEachKind = (() => {
  const seen = new Set<string>()
  return entry.publishedPages(languages, base).flatMap(({ lang, kind, path }) => {
    const key = `${lang} ${kind}`
    const content = languages.find((language) => language.content.lang === lang)?.content
    if (seen.has(key) || !content) return []
    seen.add(key)
    return [{ lang, kind, path, content }]
  })
})()
/** The articles of the default language, as the build listed them: newest first. */
export const insights = entry.insightsByLanguage(languages, base)[0]?.entries ?? []
/**
 * Each language's services, as the build read them, in the content's order, with where each
 * one's page is read (none: no page); `services` is the default language's.
 */
export const servicesByLanguage = entry.servicesByLanguage(languages, base)
export const services = servicesByLanguage[0] ?? []
export const { formatPrice, servicePath, servicesId } = entry
/** Whether the site has a search (more than its home page): a field in every page's header. */
export const hasSearch =
  entry.searchIndexHref(site, { base, prefix: '', caseStudies, insights, services }) !== undefined
export const { insightFeedPath, insightPath, insightsPath, insightTagPath } = entry
/** How many articles an index page lists, and how many the home page shows. */
export const { INSIGHTS_PER_PAGE, LATEST_INSIGHTS } = entry
/**
 * The header's own links, in order (the links to other languages follow them): the content's,
 * with the services' section and the articles' index after "My Work" while the language offers
 * services and lists articles. Each `href` is from the language's home page.
 */
export const menuLinks = entry.menuLinks(site, entry.headerPages(site, { insights }))
/** The header's own links' labels, in order. */
export const menuLabels = menuLinks.map(({ label }) => label)
/** The CV the build made from the default language's content (none for an owner's own PDF). */
export const madeCv = entry.madeCv(site)
export const cvModel = entry.cvModel(site, read[0] ?? { caseStudyLinks: new Map() })
/** The CV's page, from the site's base, in each language whose content has a made CV. */
export const cvPaths = languages.flatMap(({ prefix, content }, index) => {
  const model = entry.cvModel(content, read[index] ?? { caseStudyLinks: new Map() })
  return model ? [{ lang: content.lang, path: entry.cvPath(prefix), content, model }] : []
})
export const { rolesNewestFirst } = entry
