import { Markdown } from '../components/Markdown.tsx'
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
      <div className="case-study-body">
        <Markdown
          body={caseStudy.body}
          topHeading={2}
          labels={{ ...labels, newTabNotice }}
          takenIds={[...pageIds, TITLE_ID, GALLERY_TITLE_ID]}
          picture={(index) => {
            const picture = pictures.body[index]
            return (
              picture && (
                <ViewerButton
                  index={index}
                  label={open(picture)}
                  className="article-picture-button"
                >
                  <ArticlePicture picture={picture} />
                </ViewerButton>
              )
            )
          }}
        />
      </div>
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

/** A picture in the story's text: as wide as the column, never wider than its file. */
function ArticlePicture({ picture }: { picture: ProjectPictureFiles }) {
  return (
    <ResponsivePicture
      picture={picture}
      sizes={articlePictureSizes(picture)}
      imageClassName="article-image"
    />
  )
}

interface CaseStudyEndProps {
  labels: SiteContent['caseStudies']
  /** "Contact Me", to the home page's form. */
  contact: { label: string; href: string }
  previous?: { title: string; href: string } | undefined
  next?: { title: string; href: string } | undefined
}

/** The way on at the end of a case study: the form, and the case studies before and after. */
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
