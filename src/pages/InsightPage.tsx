import type { SiteContent } from '../content/types.ts'
import { caseStudyPicture } from '../pictures/catalog.ts'
import { CaseStudyEnd } from '../sections/CaseStudy.tsx'
import { Insight } from '../sections/Insight.tsx'
import { PictureViewer } from '../sections/PictureViewer.tsx'
import { homePath, insightsPath, pageHref } from './addresses.ts'
import type { InsightEntry, LanguageLink, PageBuild } from './build.ts'
import { storyPageIds } from './CaseStudyPage.tsx'
import { tagHref } from './insightLinks.ts'
import { SubpageFrame } from './PageFrame.tsx'

/** An article's pictures, ready to show: its cover, and its story's in order. */
export function insightPictures(entry: InsightEntry, build: Pick<PageBuild, 'pictures'>) {
  const { insight } = entry
  const ready = (picture: NonNullable<typeof insight.cover>) =>
    caseStudyPicture(picture, build.pictures, insight.path, 'Article')
  return {
    cover: insight.cover && ready(insight.cover),
    story: insight.bodyPictures.map(ready),
  }
}

interface InsightPageProps {
  content: SiteContent
  build: PageBuild
  /** The article (one of build.insights, in this language). */
  entry: InsightEntry
  /** This page in the site's other languages. */
  languages?: readonly LanguageLink[]
}

/**
 * An article's page (insights/<name>/), rendered when the site is built: the home page's frame
 * around the article, then the way on (the form, the articles published before and after it in
 * this language). Its only island is the enlarged view of its story's pictures, where it has
 * any: an article adds no script of its own.
 */
export function InsightPage({ content, build, entry, languages = [] }: InsightPageProps) {
  const { insight } = entry
  const home = pageHref(build.base, homePath(build.prefix))
  const pictures = insightPictures(entry, build)
  // This language's own articles, newest first: the previous one is older, the next newer.
  const own = build.insights.filter((each) => each.lang === undefined)
  const position = own.indexOf(entry)
  const neighbour = (at: number) => {
    const other = own[at]
    return other && at !== position ? { title: other.insight.title, href: other.href } : undefined
  }
  const projects = insight.projects.flatMap((name) => {
    const project = content.projects.items.find(
      ({ caseStudy }) => caseStudy?.replace(/\.md$/, '') === name,
    )
    const link = project?.caseStudy && build.caseStudyLinks.get(project.caseStudy)
    return project && link ? [{ title: project.title, link }] : []
  })

  return (
    <SubpageFrame
      content={content}
      build={build}
      languages={languages}
      current={{ href: insightsPath(), current: 'true' }}
    >
      <Insight
        entry={entry}
        content={content}
        index={{
          label: content.insights.title,
          href: pageHref(build.base, insightsPath(build.prefix)),
        }}
        tagHref={tagHref(build)}
        cover={pictures.cover}
        pictures={pictures.story}
        projects={projects}
        pageIds={storyPageIds(content, pictures.story.length)}
      />
      <CaseStudyEnd
        labels={content.insights}
        contact={{
          label: content.hero.secondaryAction.label,
          href: `${home}${content.hero.secondaryAction.href}`,
        }}
        previous={position >= 0 ? neighbour(position + 1) : undefined}
        next={position >= 0 ? neighbour(position - 1) : undefined}
      />
      {pictures.story.length > 0 && (
        <PictureViewer
          labels={content.caseStudies.viewer}
          items={pictures.story.map((picture) => ({ title: insight.title, picture }))}
        />
      )}
    </SubpageFrame>
  )
}
