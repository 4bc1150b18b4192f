import { inlinedImageIds } from '../components/InlinedImage.tsx'
import { Section } from '../components/Section.tsx'
import type { ProjectCaseStudy } from '../content/caseStudies.ts'
import type { SiteContent } from '../content/types.ts'
import { ENTRIES_ID, panelDescriptionId, panelTitleId } from '../islands/markup.ts'
import { caseStudyPicture } from '../pictures/catalog.ts'
import { CaseStudy, CaseStudyEnd } from '../sections/CaseStudy.tsx'
import { InsightList } from '../sections/InsightList.tsx'
import { NAV_LINKS_ID } from '../sections/NavMenu.tsx'
import { PictureViewer } from '../sections/PictureViewer.tsx'
import { VIEWER_ID } from '../sections/ProjectViewer.tsx'
import { SITE_SEARCH_ID, searchFieldIds } from '../sections/SearchField.tsx'
import { caseStudyPath, homePath, pageHref } from './addresses.ts'
import type { LanguageLink, PageBuild } from './build.ts'
import { tagHref } from './insightLinks.ts'
import { MAIN_ID, SubpageFrame } from './PageFrame.tsx'

/** The id of the element the prerender writes the page into (index.html). */
const ROOT_ID = 'root'

/** What the trail back to the projects calls them: the navigation's link to them ("My Work"). */
export const myWorkLabel = (content: SiteContent): string =>
  content.navbar.links.find((link) => link.href === `#${content.sectionIds.projects}`)?.label ??
  content.projects.title

/**
 * Every id of a page with a story (a case study, an article) outside the story, `pictures` in
 * its enlarged view: the story's headings take none of them.
 */
export const storyPageIds = (content: SiteContent, pictures: number) => [
  ROOT_ID,
  ...inlinedImageIds(content.navbar.logo),
  ENTRIES_ID,
  MAIN_ID,
  NAV_LINKS_ID,
  ...searchFieldIds(SITE_SEARCH_ID),
  VIEWER_ID,
  ...Array.from({ length: pictures }, (_, index) => [
    panelTitleId(VIEWER_ID, String(index)),
    panelDescriptionId(VIEWER_ID, String(index)),
  ]).flat(),
]

interface CaseStudyPageProps {
  content: SiteContent
  build: PageBuild
  /** The project whose case study this page is (one of build.caseStudies). */
  entry: ProjectCaseStudy
  /** This page in the site's other languages. */
  languages?: readonly LanguageLink[]
}

/**
 * A project's case study page (projects/<name>/), rendered to HTML when the site is built: the
 * home page's frame around the story, with the ways on (the trail back to My Work, the form,
 * the previous and next case studies). Its only island is the enlarged view of its pictures;
 * the navigation leads to the home page's sections.
 */
export function CaseStudyPage({ content, build, entry, languages = [] }: CaseStudyPageProps) {
  const { project, caseStudy } = entry
  const home = pageHref(build.base, homePath(build.prefix))
  const section = (id: string) => `${home}#${id}`
  const pictures = {
    body: caseStudy.bodyPictures.map((picture) =>
      caseStudyPicture(picture, build.pictures, caseStudy.path),
    ),
    gallery: caseStudy.gallery.map((picture) =>
      caseStudyPicture(picture, build.pictures, caseStudy.path),
    ),
  }
  const viewerItems = [...pictures.body, ...pictures.gallery]
  // The articles that name this case study, listed after it (none: no section).
  const articles = build.insights.filter(({ insight }) => insight.projects.includes(caseStudy.name))
  const articlesId = content.sectionIds.insights
  const pageIds = [
    ...storyPageIds(content, viewerItems.length),
    ...(articles.length > 0 ? [articlesId, `${articlesId}-title`] : []),
  ]
  const position = build.caseStudies.indexOf(entry)
  const neighbour = (at: number) => {
    const other = build.caseStudies[at]
    return other && at !== position
      ? {
          title: other.project.title,
          href: pageHref(build.base, caseStudyPath(other.caseStudy.name, build.prefix)),
        }
      : undefined
  }

  return (
    <SubpageFrame
      content={content}
      build={build}
      languages={languages}
      current={{ href: `#${content.sectionIds.projects}`, current: 'true' }}
    >
      <CaseStudy
        project={project}
        caseStudy={caseStudy}
        labels={content.caseStudies}
        myWork={{
          label: myWorkLabel(content),
          href: section(content.sectionIds.projects),
        }}
        pictures={pictures}
        newTabNotice={content.newTabNotice}
        pageIds={pageIds}
      />
      {articles.length > 0 && (
        <Section
          id={articlesId}
          title={content.insights.caseStudyArticlesTitle}
          className="article-column"
        >
          <InsightList
            entries={articles}
            labels={content.insights}
            lang={content.lang}
            headingLevel={3}
            tagHref={tagHref(build)}
          />
        </Section>
      )}
      <CaseStudyEnd
        labels={content.caseStudies}
        contact={{
          label: content.hero.secondaryAction.label,
          href: `${home}${content.hero.secondaryAction.href}`,
        }}
        previous={neighbour(position - 1)}
        next={neighbour(position + 1)}
      />
      <PictureViewer
        labels={content.caseStudies.viewer}
        items={viewerItems.map((picture) => ({
          title: project.title,
          picture,
        }))}
      />
    </SubpageFrame>
  )
}
