import { Day } from '../components/Day.tsx'
import { Section } from '../components/Section.tsx'
import { TagList } from '../components/TagList.tsx'
import type { SiteContent } from '../content/types.ts'
import type { InsightEntry } from '../pages/build.ts'

type Labels = SiteContent['insights']

/** The dev server's mark on an article a build leaves out: a draft, or dated later. */
export function InsightMark({ entry, labels }: { entry: InsightEntry; labels: Labels }) {
  return entry.mark ? (
    <strong className="insight-mark">
      {entry.mark === 'draft' ? labels.draftLabel : labels.scheduledLabel}
    </strong>
  ) : null
}

/** When an article was published (and changed), and how long it takes to read. */
export function InsightMeta({
  entry,
  labels,
  lang,
}: {
  entry: InsightEntry
  labels: Labels
  /** The page's language: the days are written in it. */
  lang: string
}) {
  const { insight } = entry
  return (
    <p className="insight-meta">
      <Day day={insight.date} lang={lang} />
      {insight.updated && insight.updated !== insight.date && (
        <span>
          {labels.updatedLabel} <Day day={insight.updated} lang={lang} />
        </span>
      )}
      <span>{labels.readingTime.replace('{minutes}', String(insight.readingMinutes))}</span>
    </p>
  )
}

interface InsightListProps {
  entries: readonly InsightEntry[]
  labels: Labels
  /** The page's language: days are written in it; an article in another is marked with its own. */
  lang: string
  /** The level of each article's title under the list's heading. */
  headingLevel: 2 | 3
  /** A tag's page. */
  tagHref: (tag: string) => string
}

/**
 * Articles, one after another: the title (a link to it), its day, reading time, summary and
 * tags (each a link to its page). An article not translated into the page's language says its
 * own, as a case study's link does.
 */
export function InsightList({ entries, labels, lang, headingLevel, tagHref }: InsightListProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className="insight-list">
      {entries.map((entry) => (
        <li key={entry.href} className="insight-item">
          <InsightMark entry={entry} labels={labels} />
          <Heading className="insight-item-title" lang={entry.lang}>
            <a href={entry.href} hrefLang={entry.lang}>
              {entry.insight.title}
            </a>
            {entry.lang && (
              // Not translated yet: the article is in another language, and says so.
              <span className="link-language"> ({entry.languageName})</span>
            )}
          </Heading>
          <InsightMeta entry={entry} labels={labels} lang={lang} />
          <p className="insight-summary" lang={entry.lang}>
            {entry.insight.summary}
          </p>
          <TagList tags={entry.insight.tags} href={tagHref} />
        </li>
      ))}
    </ul>
  )
}

/** How many articles the home page shows, newest first. */
export const LATEST_INSIGHTS = 3

interface LatestInsightsProps {
  id: string
  entries: readonly InsightEntry[]
  labels: Labels
  lang: string
  /** The index of every article. */
  allHref: string
  tagHref: (tag: string) => string
}

/** The home page's section: the newest articles, and a link to all of them. None: no section. */
export function LatestInsights({
  id,
  entries,
  labels,
  lang,
  allHref,
  tagHref,
}: LatestInsightsProps) {
  if (entries.length === 0) return null
  return (
    <Section id={id} title={labels.title} intro={labels.intro}>
      <InsightList
        entries={entries.slice(0, LATEST_INSIGHTS)}
        labels={labels}
        lang={lang}
        headingLevel={3}
        tagHref={tagHref}
      />
      <p className="insight-all">
        <a className="text-link" href={allHref}>
          {labels.allLabel}
        </a>
      </p>
    </Section>
  )
}
