import type { ReactNode } from 'react'
import { ExternalLink } from '../components/ExternalLink.tsx'
import { Icon } from '../components/Icon.tsx'
import type { SiteContent } from '../content/types.ts'

interface HeroProps {
  id: string
  name: string
  hero: SiteContent['hero']
  newTabNotice: string
  /** A further action after the two buttons (the CV's download link), when there is one. */
  extraAction?: ReactNode
  /**
   * Whether the owner takes new work, in a few words, above the greeting (absent: nothing). It
   * shows at once: the reveal's steps are the spec's, from the greeting on.
   */
  availability?: ReactNode
}

export function Hero({ id, name, hero, newTabNotice, extraAction, availability }: HeroProps) {
  return (
    <section id={id} className="hero container" aria-labelledby={`${id}-title`}>
      <div className="hero-text">
        {availability}
        <p className="hero-greeting reveal" data-reveal="0">
          {hero.greeting}
        </p>
        <h1
          id={`${id}-title`}
          className="hero-name reveal"
          data-reveal="1"
          data-length={nameLength(name)}
        >
          {name}
        </h1>
        <p className="hero-subtitle reveal" data-reveal="2">
          {hero.subtitle}
        </p>
        <p className="hero-description reveal" data-reveal="3">
          {hero.description}
        </p>
        <div className="hero-actions reveal" data-reveal="4">
          <a className="button button-primary" href={hero.primaryAction.href}>
            {hero.primaryAction.label}
          </a>
          <a className="button button-secondary" href={hero.secondaryAction.href}>
            {hero.secondaryAction.label}
          </a>
          {extraAction}
        </div>
        <ul className="profile-links reveal" data-reveal="5">
          {hero.profileLinks.map((link) => (
            <li key={link.href}>
              <ExternalLink
                className="profile-link"
                href={link.href}
                label={link.label}
                newTabNotice={newTabNotice}
              >
                <Icon name={link.icon} />
              </ExternalLink>
            </li>
          ))}
        </ul>
      </div>
      <div className="hero-visual reveal" data-reveal="3">
        <ProfileSnippet profile={hero.profile} name={name} summary={hero.profileSummary} />
        <p className="tagline-card">{hero.tagline}</p>
      </div>
    </section>
  )
}

/** A size class for the name: the stylesheet sets a smaller type scale for longer names. */
export function nameLength(name: string): 'medium' | 'long' | 'very-long' | undefined {
  const characters = [...name].length
  if (characters <= 16) return undefined
  if (characters <= 28) return 'medium'
  return characters <= 44 ? 'long' : 'very-long'
}

interface ProfileSnippetProps {
  profile: SiteContent['hero']['profile']
  name: string
  summary: string
}

/** The code-styled card is shown to the eye; screen readers get the plain summary instead. */
function ProfileSnippet({ profile, name, summary }: ProfileSnippetProps) {
  const entries: [string, string | readonly string[]][] = [
    ['name', name],
    ['role', profile.role],
    ['experience', profile.experience],
    ['focus', profile.focus],
  ]
  return (
    <div className="code-card">
      <p className="sr-only">{summary}</p>
      <pre className="code-snippet" aria-hidden="true">
        <code>
          <span className="code-keyword">const</span>{' '}
          <span className="code-variable">{profile.variableName}</span> = {'{'}
          {'\n'}
          {entries.map(([key, value]) => (
            <span key={key}>
              {'  '}
              <span className="code-property">{key}</span>: <CodeValue value={value} />,{'\n'}
            </span>
          ))}
          {'}'}
        </code>
      </pre>
    </div>
  )
}

function CodeValue({ value }: { value: string | readonly string[] }) {
  if (typeof value === 'string') return <span className="code-string">'{value}'</span>
  return (
    <>
      [{'\n'}
      {value.map((item) => (
        <span key={item}>
          {'    '}
          <span className="code-string">'{item}'</span>,{'\n'}
        </span>
      ))}
      {'  '}]
    </>
  )
}
