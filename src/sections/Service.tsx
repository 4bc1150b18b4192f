import { Day } from '../components/Day.tsx'
import { TagList } from '../components/TagList.tsx'
import type { ServicePage } from '../content/service.ts'
import type { Service as ServiceContent, SiteContent } from '../content/types.ts'
import type { ProofEntry } from '../pages/serviceLinks.ts'
import type { ProjectPictureFiles } from '../pictures/catalog.ts'
import { StoryBody } from './CaseStudy.tsx'
import { ServiceFacts } from './Services.tsx'

type Labels = NonNullable<SiteContent['services']>

export const SERVICE_TITLE_ID = 'service-title'
/** The ids of the page's own headings: the story's take none of them. */
export const SERVICE_IDS = [
  SERVICE_TITLE_ID,
  'service-audience',
  'service-deliverables',
  'service-how',
] as const
const [, AUDIENCE_ID, DELIVERABLES_ID, HOW_ID] = SERVICE_IDS

interface ServiceProps {
  service: ServiceContent
  page: ServicePage
  labels: Labels
  content: Pick<SiteContent, 'caseStudies' | 'newTabNotice' | 'lang'>
  /** The trail back to the home page's services. */
  back: { label: string; href: string }
  /** The body's pictures, as the page shows them (and the enlarged view opens them). */
  pictures: readonly ProjectPictureFiles[]
  /** Ids the page uses outside the article (its frame, the enlarged view): headings avoid them. */
  pageIds: readonly string[]
}

/**
 * A service's page, static HTML, in a case study's column and type: the trail back to the
 * services, the name, the summary, the duration, price and where, the tags; then who it is
 * for, what the buyer gets, and how it runs (the story, its pictures opening larger).
 */
export function Service({ service, page, labels, content, back, pictures, pageIds }: ServiceProps) {
  return (
    <article className="case-study service container" aria-labelledby={SERVICE_TITLE_ID}>
      <nav className="breadcrumb" aria-label={content.caseStudies.breadcrumbLabel}>
        <ol>
          <li>
            <a href={back.href}>{back.label}</a>
          </li>
          <li aria-current="page">{service.name}</li>
        </ol>
      </nav>
      <header className="case-study-header">
        <h1 id={SERVICE_TITLE_ID} className="case-study-title">
          {service.name}
        </h1>
        <p className="case-study-summary">{service.summary}</p>
        <ServiceFacts
          service={service}
          labels={labels}
          lang={content.lang}
          area={labels.areaServed}
          className="case-study-facts"
        />
        {service.tags.length > 0 && <TagList tags={service.tags} />}
      </header>
      <section aria-labelledby={AUDIENCE_ID}>
        <h2 id={AUDIENCE_ID}>{labels.audienceTitle}</h2>
        <p>{page.audience}</p>
      </section>
      <section aria-labelledby={DELIVERABLES_ID}>
        <h2 id={DELIVERABLES_ID}>{labels.deliverablesTitle}</h2>
        <ul className="service-deliverables">
          {page.deliverables.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={HOW_ID}>
        <h2 id={HOW_ID}>{labels.howTitle}</h2>
        <StoryBody
          body={page.body}
          labels={content.caseStudies}
          newTabNotice={content.newTabNotice}
          pageIds={[...pageIds, ...SERVICE_IDS]}
          pictures={pictures}
          topHeading={3}
        />
      </section>
    </article>
  )
}

interface ProofListProps {
  entries: readonly ProofEntry[]
  /** Each entry's kind, as the search names it ("Case study", "Article"). */
  kinds: Pick<SiteContent['search']['kinds'], 'caseStudy' | 'article'>
  /** The page's language: an article's day is written in it. */
  lang: string
}

/**
 * A service's proof: the case studies and articles that share its tags, each a card with its
 * kind (and an article's day), its title (a link to it) and what it is about; one not
 * translated yet says its language, as a case study's link does.
 */
export function ProofList({ entries, kinds, lang }: ProofListProps) {
  return (
    <ul className="insight-list">
      {entries.map((entry) => {
        // An article not translated yet is in its language; a case study's card is in the page's.
        const words = entry.kind === 'article' ? entry.lang : undefined
        return (
          <li key={entry.href} className="insight-item">
            <p className="insight-meta">
              <span>{kinds[entry.kind]}</span>
              {entry.date && <Day day={entry.date} lang={lang} />}
            </p>
            <h3 className="insight-item-title" lang={words}>
              <a href={entry.href} hrefLang={entry.lang}>
                {entry.title}
              </a>
              {entry.lang && <span className="link-language"> ({entry.languageName})</span>}
            </h3>
            <p lang={words}>{entry.summary}</p>
          </li>
        )
      })}
    </ul>
  )
}
