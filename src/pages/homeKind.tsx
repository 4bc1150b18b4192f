import { madeCv } from '../content/experience.ts'
import { homeHead, siteAddress } from '../document/head.ts'
import { projectPicture } from '../pictures/catalog.ts'
import { lines, type SearchDocument } from '../search/documents.ts'
import availabilityStyles from '../styles/availability.css?inline'
import experienceStyles from '../styles/experience.css?inline'
import homeStyles from '../styles/home.css?inline'
import servicesStyles from '../styles/services.css?inline'
import { homePath, pageHref, privacyPath } from './addresses.ts'
import type { PageKind } from './build.ts'
import { cvFileData } from './cvKind.tsx'
import { HomePage } from './HomePage.tsx'
import { withListStyles } from './insightsKind.tsx'

/**
 * The home page, one per language. Its stylesheet (src/styles/home.css: hero, credentials,
 * form, reveal) is also the 404 page's; the enlarged view shows the projects' pictures.
 */
export const homeKind: PageKind = {
  name: 'home',
  pages: (content, build) => {
    const path = homePath(build.prefix)
    return [
      {
        key: 'home',
        path,
        head: (versions) =>
          homeHead(content, path, versions, {
            cvFiles: cvFileData(content, build),
            principles: siteAddress(content, privacyPath(build.prefix)),
          }),
        body: (languages) => <HomePage content={content} build={build} languages={languages} />,
      },
    ]
  },
  // The newest articles' list, once the site has articles.
  stylesheet: withListStyles(homeStyles),
  // The roles' section and the made CV's links, the services and the owner's availability, only
  // where the content has them.
  styles: (content, build) => [
    ...((content.experience?.items.length ?? 0) > 0 || madeCv(content) ? [experienceStyles] : []),
    ...(content.services && build.services.length > 0 ? [servicesStyles] : []),
    ...(content.availability ? [availabilityStyles] : []),
  ],
  pictures: (content, build) =>
    content.projects.items.map((project) => projectPicture(project, build.pictures)),
  speculated: (prefix) => [homePath(prefix)],
  // The projects without a case study in the language (one with it is found as its page), the
  // roles and the certifications, each at its section of the home page.
  search: (content, build) => {
    const section = (id: string) => `${pageHref(build.base, homePath(build.prefix))}#${id}`
    const projects = content.projects.items.flatMap((project): SearchDocument[] => {
      const caseStudy = project.caseStudy ? build.caseStudyLinks.get(project.caseStudy) : undefined
      if (caseStudy && caseStudy.lang === undefined) return []
      const text = lines(project.description, project.tags)
      return [
        caseStudy
          ? {
              kind: 'caseStudy',
              title: project.title,
              href: caseStudy.href,
              text,
              ...(caseStudy.lang ? { lang: caseStudy.lang } : {}),
              ...(caseStudy.languageName ? { languageName: caseStudy.languageName } : {}),
            }
          : {
              kind: 'project',
              title: project.title,
              href: section(content.sectionIds.projects),
              text,
            },
      ]
    })
    const roles = (content.experience?.items ?? []).map(
      (role): SearchDocument => ({
        kind: 'role',
        title: `${role.title}, ${role.employer}`,
        href: section(content.sectionIds.experience ?? 'experience'),
        text: lines(role.place, role.highlights),
      }),
    )
    const credentials = (content.credentials?.items ?? []).map(
      (credential): SearchDocument => ({
        kind: 'credential',
        title: credential.name,
        href: section(content.sectionIds.credentials),
        text: credential.issuer,
      }),
    )
    return [...projects, ...roles, ...credentials]
  },
}
