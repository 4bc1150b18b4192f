import { Markdown, type MarkdownLabels } from '../components/Markdown.tsx'
import { ResponsivePicture } from '../components/ResponsivePicture.tsx'
import { TagList } from '../components/TagList.tsx'
import type { CaseStudy as CaseStudyContent } from '../content/caseStudy.ts'
import type { Project, SiteContent } from '../content/types.ts'
import type { ProjectPictureFiles } from '../pictures/catalog.ts'
import { articlePictureSizes } from '../pictures/layout.ts'
import { CardPicture } from './CardPicture.tsx'
import { ViewerButton } from './PictureViewer.tsx'

interface CaseStudyProps {
  project: Project
  caseStudy: CaseStudyContent
  labels: SiteContent['caseStudies']
  /** Where the trail leads back to: the home page's My Work section. */
  myWork: { label: string; href: string }
  /** The body's pictures, then the gallery's, as the page shows them (and the view opens them). */
  pictures: { body: readonly ProjectPictureFiles[]; gallery: readonly ProjectPictureFiles[] }
  newTabNotice: string
  /** Ids the page uses outside the article (its frame, the enlarged view): headings avoid them. */
  pageIds: readonly string[]
}

const TITLE_ID = 'case-study-title'
const GALLERY_TITLE_ID = 'case-study-gallery-title'

/**
 * A project's case study, static HTML: the trail back to My Work, the title, the summary, the
 * facts, the results, the tags, the story and the gallery. Every picture opens in the enlarged
 * view (an island: PictureViewer), in the order they appear.
 */
export function CaseStudy({
  project,
  caseStudy,
  labels,
  myWork,
  pictures,
  newTabNotice,
  pageIds,
}: CaseStudyProps) {
  const facts = (['client', 'role', 'duration'] as const).flatMap((fact) => {
    const value = caseStudy[fact]
    return value ? [{ fact, value }] : []
  })
  const open = (picture: ProjectPictureFiles) =>
    labels.viewer.openLabel.replace('{title}', picture.alt)
  const galleryStart = pictures.body.length

  return (
    <article className="case-study container" aria-labelledby={TITLE_ID}>
      <nav className="breadcrumb" aria-label={labels.breadcrumbLabel}>
        <ol>
          <li>
            <a href={myWork.href}>{myWork.label}</a>
          </li>
          <li aria-current="page">{project.title}</li>
        </ol>
      </nav>
      <header className="case-study-header">
        <h1 id={TITLE_ID} className="case-study-title">
          {project.title}
        </h1>
        <p className="case-study-summary">{caseStudy.summary}</p>
        {facts.length > 0 && (
          <dl className="case-study-facts">
            {facts.map(({ fact, value }) => (
              <div key={fact}>
                <dt>{labels.facts[fact]}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        )}
        {caseStudy.results.length > 0 && (
          <>
            {/* A heading for the figures, heard but not shown (a list cannot carry a name). */}
            <h2 className="sr-only">{labels.resultsLabel}</h2>
            <ul className="case-study-results">
              {caseStudy.results.map((result) => (
                <li key={`${result.value} ${result.label}`}>
                  <strong className="result-value">{result.value}</strong>
                  <span className="result-label">{result.label}</span>
                </li>
              ))}
            </ul>
          </>
        )}
        <TagList tags={project.tags} />
      </header>
      <StoryBody
        body={caseStudy.body}
        labels={labels}
        newTabNotice={newTabNotice}
        pageIds={[...pageIds, TITLE_ID, GALLERY_TITLE_ID]}
        pictures={pictures.body}
      />
      {pictures.gallery.length > 0 && (
        <section className="case-study-gallery" aria-labelledby={GALLERY_TITLE_ID}>
          <h2 id={GALLERY_TITLE_ID}>{labels.galleryTitle}</h2>
          <ul className="project-grid">
            {pictures.gallery.map((picture, index) => (
              <li key={`${picture.src} ${picture.alt}`}>
                <ViewerButton
                  index={galleryStart + index}
                  label={open(picture)}
                  className="project-picture-button gallery-picture-button"
                >
                  <CardPicture picture={picture} />
                </ViewerButton>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  )
}

interface StoryBodyProps {
  body: CaseStudyContent['body']
  /** The Markdown's own words and the enlarged view's (a case study's, also an article's). */
  labels: Omit<MarkdownLabels, 'newTabNotice'> & { viewer: SiteContent['caseStudies']['viewer'] }
  newTabNotice: string
  /** Ids the page uses outside the story: its headings avoid them. */
  pageIds: readonly string[]
  /** The story's pictures, in order: each opens in the enlarged view, from index 0. */
  pictures: readonly ProjectPictureFiles[]
  /** The level its first headings take: 2 under the page's title, 3 under a heading of the page's. */
  topHeading?: 2 | 3
}

/**
 * A story written in Markdown (a case study's, an article's), its headings starting at h2 under
 * the page's title, each picture a button that opens the enlarged view.
 */
export function StoryBody({
  body,
  labels,
  newTabNotice,
  pageIds,
  pictures,
  topHeading = 2,
}: StoryBodyProps) {
  return (
    <div className="case-study-body">
      <Markdown
        body={body}
        topHeading={topHeading}
        labels={{ ...labels, newTabNotice }}
        takenIds={pageIds}
        picture={(index) => {
          const picture = pictures[index]
          return (
            picture && (
              <ViewerButton
                index={index}
                label={labels.viewer.openLabel.replace('{title}', picture.alt)}
                className="article-picture-button"
              >
                <ArticlePicture picture={picture} />
              </ViewerButton>
            )
          )
        }}
      />
    </div>
  )
}

/** A picture in the story's text: as wide as the column, never wider than its file. */
export function ArticlePicture({ picture }: { picture: ProjectPictureFiles }) {
  return (
    <ResponsivePicture
      picture={picture}
      sizes={articlePictureSizes(picture)}
      imageClassName="article-image"
    />
  )
}

interface CaseStudyEndProps {
  /** A case study's words, or an article's. */
  labels: Pick<
    SiteContent['caseStudies'],
    'contactPrompt' | 'moreLabel' | 'previousLabel' | 'nextLabel'
  >
  /** "Contact Me", to the home page's form. */
  contact: { label: string; href: string }
  previous?: { title: string; href: string } | undefined
  next?: { title: string; href: string } | undefined
}

/**
 * The way on at the end of a case study (or an article): the form, and the pages before and
 * after.
 */
export function CaseStudyEnd({ labels, contact, previous, next }: CaseStudyEndProps) {
  return (
    <section className="case-study-end container" aria-label={labels.contactPrompt}>
      <p className="case-study-prompt">{labels.contactPrompt}</p>
      <p>
        <a className="button button-primary" href={contact.href}>
          {contact.label}
        </a>
      </p>
      {(previous || next) && (
        <nav className="case-study-more" aria-label={labels.moreLabel}>
          {previous && (
            <a rel="prev" href={previous.href}>
              <span className="more-direction">{labels.previousLabel}</span>
              <span className="more-title">{previous.title}</span>
            </a>
          )}
          {next && (
            <a rel="next" href={next.href}>
              <span className="more-direction">{labels.nextLabel}</span>
              <span className="more-title">{next.title}</span>
            </a>
          )}
        </nav>
      )}
    </section>
  )
}
