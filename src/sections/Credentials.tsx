import { ExternalLink } from '../components/ExternalLink.tsx'
import { Section } from '../components/Section.tsx'
import { formatMonth, isMonth } from '../content/months.ts'
import type { Credential, SiteContent } from '../content/types.ts'
import { badgePicture, type PictureCatalog } from '../pictures/catalog.ts'
import { BADGE_SIZES } from '../pictures/layout.ts'
import { LAYOUT } from '../styles/layout.ts'

interface CredentialsProps {
  id: string
  credentials: NonNullable<SiteContent['credentials']>
  /** The page's language, for the month names. */
  lang: string
  newTabNotice: string
  pictures: PictureCatalog
}

/**
 * The owner's certifications: static HTML, each with who issued it, when, and a link to the
 * public page that verifies it. Rendered only when the content lists at least one.
 */
export function Credentials({ id, credentials, lang, newTabNotice, pictures }: CredentialsProps) {
  if (credentials.items.length === 0) return null
  return (
    <Section id={id} title={credentials.title}>
      <ul className="credential-list">
        {credentials.items.map((credential) => (
          <li key={credential.url} className="credential">
            {credential.badge && (
              <Badge credential={{ ...credential, badge: credential.badge }} pictures={pictures} />
            )}
            <div className="credential-body">
              <h3 className="credential-name">{credential.name}</h3>
              <p className="credential-meta">
                <span>{credential.issuer}</span>{' '}
                <span>
                  {credentials.earnedLabel}{' '}
                  <time dateTime={credential.earned}>{monthAndYear(credential, lang)}</time>
                </span>
              </p>
              <ExternalLink
                href={credential.url}
                className="credential-verify"
                label={`${credentials.verifyLabel} ${credential.name}`}
                newTabNotice={newTabNotice}
              >
                {credentials.verifyLabel}
              </ExternalLink>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}

/** The badge beside the name: decorative (the name says what it is), small and loaded late. */
function Badge({
  credential,
  pictures,
}: {
  credential: Credential & { badge: string }
  pictures: PictureCatalog
}) {
  const picture = badgePicture(credential, pictures)
  const height = Math.round((LAYOUT.badgePx * picture.height) / picture.width)
  return (
    <picture className="credential-badge">
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={BADGE_SIZES} />
      ))}
      <img
        src={picture.src}
        alt=""
        width={LAYOUT.badgePx}
        height={height}
        loading="lazy"
        decoding="async"
      />
    </picture>
  )
}

/**
 * "March 2024" (in the page's language) for '2024-03'. A date that is not 'YYYY-MM' fails the
 * build, naming the certification.
 */
export function monthAndYear(credential: Pick<Credential, 'name' | 'earned'>, lang: string) {
  if (!isMonth(credential.earned))
    throw new Error(
      `Certification "${credential.name}": earned must be 'YYYY-MM', e.g. '2024-03' (got '${credential.earned}')`,
    )
  return formatMonth(credential.earned, lang)
}
