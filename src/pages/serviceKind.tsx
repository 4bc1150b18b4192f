import type { ServicePage as ServicePageContent } from '../content/service.ts'
import type { SiteContent } from '../content/types.ts'
import {
  fileAddress,
  type PageHead,
  type PageVersion,
  serviceData,
  siteAddress,
} from '../document/head.ts'
import { lines, markdownText, type SearchDocument } from '../search/documents.ts'
import { priceText } from '../sections/Services.tsx'
import caseStudyStyles from '../styles/case-study.css?inline'
import listStyles from '../styles/insight-list.css?inline'
import serviceStyles from '../styles/service-page.css?inline'
import { homePath, pageHref, servicePath } from './addresses.ts'
import type { PageBuild, PageKind, ServiceEntry } from './build.ts'
import { ServicePage, servicePictures } from './ServicePage.tsx'
import { serviceCardKey, servicesId } from './serviceLinks.ts'

type WithPage = ServiceEntry & { page: ServicePageContent }

/** The services that have a page written in the build's language. */
const withPages = (build: PageBuild): WithPage[] =>
  build.services.filter((entry): entry is WithPage => entry.page !== undefined)

/** A service page's <head>: its words, its sharing card, and its Service data. */
function serviceHead(
  content: SiteContent,
  build: PageBuild,
  entry: WithPage,
  versions: readonly PageVersion[],
): PageHead {
  const labels = content.services
  const { service, page } = entry
  const path = servicePath(page.name, build.prefix)
  // The card drawn from its name, else (in the dev server) the site's picture.
  const card = build.shareCards?.get(serviceCardKey(content.lang, page.name))
  const image = card
    ? {
        url: fileAddress(content, card.href),
        width: card.width,
        height: card.height,
        alt: service.name,
      }
    : { ...content.meta.shareImage, url: siteAddress(content, content.meta.shareImage.src) }
  return {
    path,
    versions,
    title: (labels?.pageTitle ?? '{title}').replace('{title}', service.name),
    description: service.summary,
    type: 'website',
    image,
    structuredData: serviceData(content, {
      path,
      services: {
        name: labels?.title ?? service.name,
        path: `${homePath(build.prefix)}#${servicesId(content)}`,
      },
      title: service.name,
      summary: service.summary,
      tags: service.tags,
      areaServed: labels?.areaServed,
      price: service.price,
    }),
  }
}

/**
 * A page per service with a page of its own (services/<name>/), in each language that has it
 * written (a service whose page is not translated yet links to the default language's). Its
 * stylesheet is a case study's (the column, type and story it shares), the lists' (its proof)
 * and its own; its story's pictures open in the enlarged view.
 */
export const serviceKind: PageKind = {
  name: 'service',
  pages: (content, build) =>
    withPages(build).map((entry) => ({
      key: entry.page.name,
      path: servicePath(entry.page.name, build.prefix),
      head: (versions) => serviceHead(content, build, entry, versions),
      body: (languages) => (
        <ServicePage content={content} build={build} entry={entry} languages={languages} />
      ),
    })),
  stylesheet: `${caseStudyStyles.trim()}\n${listStyles.trim()}\n${serviceStyles}`,
  pictures: (_content, build) =>
    withPages(build).flatMap(({ page }) => servicePictures(page, build)),
  markdown: (_content, build) => withPages(build).map(({ page }) => page.body),
  speculated: (prefix) => [servicePath('*', prefix)],
  // Every service the language offers: its page (this language's, or the default language's
  // while not translated, marked), else the home page's section.
  search: (content, build) => {
    const labels = content.services
    if (!labels) return []
    const section = `${pageHref(build.base, homePath(build.prefix))}#${servicesId(content)}`
    return build.services.map(
      ({ service, page, link }): SearchDocument => ({
        kind: 'service',
        title: service.name,
        href: link?.href ?? section,
        text: lines(
          service.summary,
          service.duration,
          priceText(service, labels, content.lang),
          service.tags,
          page?.audience,
          page?.deliverables,
          page && markdownText(page.body),
        ),
        ...(link?.lang ? { lang: link.lang } : {}),
        ...(link?.languageName ? { languageName: link.languageName } : {}),
      }),
    )
  },
}
