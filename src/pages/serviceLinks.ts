import type { Language } from '../content/languages.ts'
import { type ServiceFiles, serviceFiles, servicesOf } from '../content/services.ts'
import type { SiteContent } from '../content/types.ts'
import type { MenuLink } from '../sections/NavMenu.tsx'
import { pageHref, servicePath, tagSlug } from './addresses.ts'
import type { PageBuild, ServiceEntry } from './build.ts'

/** The services' section's id on the home page: the content's, else 'services'. */
export const servicesId = (content: SiteContent) => content.sectionIds.services ?? 'services'

/**
 * Each language's services, in its content's order, each with where its page is read: its own
 * page (<name>.<code>.md), else the default language's, marked with that language, as a case
 * study not translated yet is. Throws, naming the file and the field, for a wrong service.
 */
export function servicesByLanguage(
  languages: readonly Language[],
  base: string,
  files: ServiceFiles = serviceFiles,
): ServiceEntry[][] {
  const [first] = languages
  const read = languages.map((language, index) =>
    servicesOf(language.content, files, { file: language.file, translation: index > 0 }),
  )
  const defaults = new Set((read[0] ?? []).flatMap(({ page }) => (page ? [page.name] : [])))
  return languages.map((language, index) =>
    (read[index] ?? []).map((offered): ServiceEntry => {
      const name = offered.pageName
      if (name === undefined) return offered
      if (offered.page)
        return { ...offered, link: { href: pageHref(base, servicePath(name, language.prefix)) } }
      // Not translated yet: the default language's page, said to be in its language.
      return first && defaults.has(name)
        ? {
            ...offered,
            link: {
              href: pageHref(base, servicePath(name, first.prefix)),
              lang: first.content.lang,
              languageName: first.content.languageName,
            },
          }
        : offered
    }),
  )
}

/**
 * The header's link to the services' section (after the projects, before the articles' index),
 * while the language offers any: none otherwise.
 */
export const servicesNav = (content: SiteContent): MenuLink[] =>
  content.services && content.services.items.length > 0
    ? [{ label: content.services.title, href: `#${servicesId(content)}` }]
    : []

/** A page or a section that proves a service: a case study or an article sharing its tags. */
export interface ProofEntry {
  kind: 'caseStudy' | 'article'
  title: string
  href: string
  /** What it is about, in a sentence or two. */
  summary: string
  /** An article's day, YYYY-MM-DD. */
  date?: string
  /** Set when it is in another language than the page's (not translated yet). */
  lang?: string
  languageName?: string
}

/**
 * A service's proof in a language: every case study (by its project's tags) and every article
 * sharing one of its tags, tags compared by their address (tagSlug: 'Power Apps' and 'power
 * apps' are one). The case studies first, in the order of the projects (the owner's order: they
 * carry no day), then the articles, newest first.
 */
export function serviceProof(
  entry: Pick<ServiceEntry, 'service'>,
  content: SiteContent,
  build: Pick<PageBuild, 'caseStudyLinks' | 'insights'>,
): ProofEntry[] {
  const wanted = new Set(entry.service.tags.map(tagSlug))
  const shares = (tags: readonly string[]) => tags.some((tag) => wanted.has(tagSlug(tag)))
  const caseStudies = content.projects.items.flatMap((project): ProofEntry[] => {
    const link = project.caseStudy ? build.caseStudyLinks.get(project.caseStudy) : undefined
    if (!link || !shares(project.tags)) return []
    return [
      {
        kind: 'caseStudy',
        title: project.title,
        href: link.href,
        summary: project.description,
        ...(link.lang ? { lang: link.lang } : {}),
        ...(link.languageName ? { languageName: link.languageName } : {}),
      },
    ]
  })
  // build.insights is newest first already (src/pages/insightLinks.ts).
  const articles = build.insights
    .filter(({ insight, mark }) => mark === undefined && shares(insight.tags))
    .map(
      ({ insight, href, lang, languageName }): ProofEntry => ({
        kind: 'article',
        title: insight.title,
        href,
        summary: insight.summary,
        date: insight.date,
        ...(lang ? { lang } : {}),
        ...(languageName ? { languageName } : {}),
      }),
    )
  return [...caseStudies, ...articles]
}

/** The name of a service page's sharing card, in its language: 'service:pl:health-check'. */
export const serviceCardKey = (lang: string, name: string) => `service:${lang}:${name}`

/**
 * The sharing cards a language's service pages need: one for each page written in it (a service
 * page has no picture of its own), drawn from the service's name, in its language.
 */
export const serviceCardsWanted = (content: SiteContent, build: Pick<PageBuild, 'services'>) =>
  build.services.flatMap(({ service, page }) =>
    page
      ? [{ key: serviceCardKey(content.lang, page.name), title: service.name, lang: content.lang }]
      : [],
  )
