import type { ProjectCaseStudy } from '../content/caseStudies.ts'
import type { SiteContent } from '../content/types.ts'
import { caseStudyData, fileAddress, type PageHead, type PageVersion } from '../document/head.ts'
import { caseStudyPicture, sharePicture } from '../pictures/catalog.ts'
import { lines, markdownText } from '../search/documents.ts'
import caseStudyStyles from '../styles/case-study.css?inline'
import { caseStudyPath, homePath, pageHref } from './addresses.ts'
import type { PageBuild, PageKind } from './build.ts'
import { CaseStudyPage, myWorkLabel } from './CaseStudyPage.tsx'
import { withListStyles } from './insightsKind.tsx'

/** The head of a case study's page: its own title, description, address and sharing picture. */
function caseStudyHead(
  content: SiteContent,
  build: PageBuild,
  entry: ProjectCaseStudy,
  versions: readonly PageVersion[],
): PageHead {
  const { project, caseStudy } = entry
  const path = caseStudyPath(caseStudy.name, build.prefix)
  const image = fileAddress(content, sharePicture(project, build.pictures).src)
  const myWork = myWorkLabel(content)
  return {
    path,
    versions,
    title: content.caseStudies.pageTitle.replace('{title}', project.title),
    description: caseStudy.summary,
    type: 'article',
    image: { url: image, width: 1200, height: 630, alt: project.image.alt },
    structuredData: caseStudyData(
      content,
      {
        path,
        home: homePath(build.prefix),
        title: project.title,
        summary: caseStudy.summary,
        image,
        tags: project.tags,
      },
      myWork,
    ),
  }
}

/**
 * A page per project's case study (projects/<name>/), in each language that has it, in the
 * order of the projects. Its stylesheet is src/styles/case-study.css, with the code blocks' rules
 * when a story has code; its story's and gallery's pictures open in the enlarged view.
 */
export const caseStudyKind: PageKind = {
  name: 'case-study',
  pages: (content, build) =>
    build.caseStudies.map((entry) => ({
      key: entry.caseStudy.name,
      path: caseStudyPath(entry.caseStudy.name, build.prefix),
      head: (versions) => caseStudyHead(content, build, entry, versions),
      body: (languages) => (
        <CaseStudyPage content={content} build={build} entry={entry} languages={languages} />
      ),
    })),
  // The list of the articles that name a case study, once the site has articles.
  stylesheet: withListStyles(caseStudyStyles),
  pictures: (_content, build) =>
    build.caseStudies.flatMap(({ caseStudy }) =>
      [...caseStudy.bodyPictures, ...caseStudy.gallery].map((picture) =>
        caseStudyPicture(picture, build.pictures, caseStudy.path),
      ),
    ),
  markdown: (_content, build) => build.caseStudies.map(({ caseStudy }) => caseStudy.body),
  speculated: (prefix) => [caseStudyPath('*', prefix)],
  // Each case study in the language, with its project's card and its results; one not translated
  // yet is found through its project (the home page's kind).
  search: (_content, build) =>
    build.caseStudies.map(({ project, caseStudy }) => ({
      kind: 'caseStudy',
      title: project.title,
      href: pageHref(build.base, caseStudyPath(caseStudy.name, build.prefix)),
      text: lines(
        caseStudy.summary,
        project.description,
        project.tags,
        caseStudy.client,
        caseStudy.role,
        caseStudy.results.map(({ value, label }) => `${value} ${label}`),
        markdownText(caseStudy.body),
      ),
    })),
}
