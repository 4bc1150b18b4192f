import { ResponsivePicture } from '../components/ResponsivePicture.tsx'
import { TagList } from '../components/TagList.tsx'
import type { SiteContent } from '../content/types.ts'
import type { CaseStudyLink, InsightEntry } from '../pages/build.ts'
import type { ProjectPictureFiles } from '../pictures/catalog.ts'
import { articlePictureSizes } from '../pictures/layout.ts'
import { StoryBody } from './CaseStudy.tsx'
import { InsightMark, InsightMeta } from './InsightList.tsx'

interface InsightProps {
  entry: InsightEntry
  content: Pick<SiteContent, 'insights' | 'caseStudies' | 'newTabNotice' | 'lang'>
  /** The trail back to every article. */
  index: { label: string; href: string }
  /** A tag's page. */
  tagHref: (tag: string) => string
  cover?: ProjectPictureFiles | undefined
  /** The body's pictures, as the page shows them (and the enlarged view opens them). */
  pictures: readonly ProjectPictureFiles[]
  /** The case studies it names: each project's title and where its case study is read. */
  projects: readonly { title: string; link: CaseStudyLink }[]
  /** Ids the page uses outside the article (its frame, the enlarged view): headings avoid them. */
  pageIds: readonly string[]
}

export const INSIGHT_TITLE_ID = 'insight-title'
const PROJECTS_TITLE_ID = 'insight-projects-title'

/**
 * An article, static HTML, in a case study's column and type: the trail back to every
 * article, the title, the summary, the days and reading time, the tags (each a link to its
 * page), the cover, the story (headings with their links, pictures that open the enlarged
 * view) and the case studies it names.
 */
export function Insight({
  entry,
  content,
  index,
  tagHref,
  cover,
  pictures,
  projects,
  pageIds,
}: InsightProps) {
  const { insight } = entry
  const labels = content.insights
  return (
    <article className="case-study insight container" aria-labelledby={INSIGHT_TITLE_ID}>
      <nav className="breadcrumb" aria-label={content.caseStudies.breadcrumbLabel}>
        <ol>
          <li>
            <a href={index.href}>{index.label}</a>
          </li>
          <li aria-current="page">{insight.title}</li>
        </ol>
      </nav>
      <header className="case-study-header">
        <InsightMark entry={entry} labels={labels} />
        <h1 id={INSIGHT_TITLE_ID} className="case-study-title">
          {insight.title}
        </h1>
        <p className="case-study-summary">{insight.summary}</p>
        <InsightMeta entry={entry} labels={labels} lang={content.lang} />
        <TagList tags={insight.tags} href={tagHref} />
        {cover && (
          <ResponsivePicture
            picture={cover}
            sizes={articlePictureSizes(cover)}
            className="insight-cover"
            imageClassName="article-image"
            loading="eager"
          />
        )}
      </header>
      <StoryBody
        body={insight.body}
        labels={content.caseStudies}
        newTabNotice={content.newTabNotice}
        pageIds={[...pageIds, INSIGHT_TITLE_ID, PROJECTS_TITLE_ID]}
        pictures={pictures}
      />
      {projects.length > 0 && (
        <section className="insight-projects" aria-labelledby={PROJECTS_TITLE_ID}>
          <h2 id={PROJECTS_TITLE_ID}>{labels.projectsLabel}</h2>
          <ul>
            {projects.map(({ title, link }) => (
              <li key={link.href}>
                <a href={link.href} hrefLang={link.lang}>
                  {title}
                </a>
                {link.lang && (
                  <span className="link-language" lang={link.lang}>
                    {' '}
                    ({link.languageName})
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  )
}
