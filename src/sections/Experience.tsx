import { ExternalLink } from '../components/ExternalLink.tsx'
import { Section } from '../components/Section.tsx'
import { rolesNewestFirst } from '../content/experience.ts'
import { formatMonth } from '../content/months.ts'
import type { SiteContent } from '../content/types.ts'

interface ExperienceProps {
  id: string
  experience: NonNullable<SiteContent['experience']>
  /** The page's language, for the month names. */
  lang: string
  newTabNotice: string
}

/**
 * Where the owner has worked: static HTML, each role newest first, with its title, employer,
 * place, months and highlights, as a list a screen reader counts. Nothing in it needs a script:
 * every role shows at once, in one column on a phone and with its months beside it on a wider
 * screen. Rendered only when the content lists at least one role.
 */
export function Experience({ id, experience, lang, newTabNotice }: ExperienceProps) {
  if (experience.items.length === 0) return null
  return (
    <Section id={id} title={experience.title} intro={experience.intro}>
      <ol className="role-list">
        {rolesNewestFirst(experience.items).map((role) => (
          <li key={`${role.start} ${role.employer} ${role.title}`} className="role">
            <h3 className="role-title">{role.title}</h3>
            <p className="role-where">
              <span className="role-employer">
                {role.url ? (
                  <ExternalLink href={role.url} newTabNotice={newTabNotice}>
                    {role.employer}
                  </ExternalLink>
                ) : (
                  role.employer
                )}
              </span>
              {role.place && <span className="role-place">{role.place}</span>}
            </p>
            <p className="role-period">
              <time dateTime={role.start}>{formatMonth(role.start, lang)}</time> –{' '}
              {role.end ? (
                <time dateTime={role.end}>{formatMonth(role.end, lang)}</time>
              ) : (
                experience.presentLabel
              )}
            </p>
            <ul className="role-highlights">
              {role.highlights.map((highlight) => (
                <li key={highlight}>{highlight}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </Section>
  )
}
