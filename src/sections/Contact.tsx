import type { ReactNode } from 'react'
import { ExternalLink } from '../components/ExternalLink.tsx'
import { Icon } from '../components/Icon.tsx'
import { Section } from '../components/Section.tsx'
import { ContactIsland } from '../contact/ContactIsland.tsx'
import type { EmailConfig } from '../contact/emailConfig.ts'
import type { SiteContent } from '../content/types.ts'
import { Island } from '../islands/Island.tsx'
import type { Recipient } from '../privacy/registry.ts'

/**
 * The booking page as the privacy page lists it (src/privacy/registry.ts), where the content
 * links one: its host, asked only when the visitor follows the link (a new tab, with no referrer:
 * ExternalLink), under its own operator's notice.
 */
export function bookingRecipient(booking: { href: string }): Recipient {
  const host = URL.parse(booking.href)?.host || booking.href
  return { id: 'booking', name: host, hosts: [host], receives: ['connection'], when: 'followLink' }
}

interface ContactProps {
  id: string
  contact: SiteContent['contact']
  email: EmailConfig
  /** Said to screen readers after a link that opens a new tab (the booking page). */
  newTabNotice: string
  /**
   * The message's first line for each service a visitor may ask about, by its key (the form's
   * island adds it: src/contact/askLine.ts). Absent: no service.
   */
  askLines?: Readonly<Record<string, string>> | undefined
  /** Whether the owner takes new work, in a few words, under the intro (absent: nothing). */
  availability?: ReactNode
  /** The privacy page, which the line under the form leads to ("How your message is handled"). */
  privacyLink: { href: string; label: string }
}

/**
 * The contact section: its title and intro as static HTML, the form as an island
 * (src/islands/contact.tsx) that wakes as the visitor comes near it or focuses a field. Beside
 * the form on a wide screen (below it on a phone), the other ways to reach the owner that the
 * content gives, each optional: the booking page, where they work from, the e-mail address
 * (written "name [at] domain", as it is before any failure); with none, the form takes the
 * width itself (home.css).
 */
export function Contact({
  id,
  contact,
  email,
  newTabNotice,
  askLines,
  availability,
  privacyLink,
}: ContactProps) {
  const {
    title,
    intro,
    noScriptNotice,
    noScriptEmailLead,
    fallbackEmail,
    booking,
    location,
    otherWays,
    ...texts
  } = contact
  const [user, domain] = fallbackEmail?.split('@') ?? []
  const shownEmail = user && domain ? `${user} [at] ${domain}` : undefined
  const hasOtherWays = Boolean(booking || location || shownEmail)
  return (
    <Section id={id} title={title} intro={intro}>
      {availability}
      <div className="contact-layout" data-other-ways={hasOtherWays || undefined}>
        <div className="contact-main">
          <noscript>
            <p className="form-notice">
              {noScriptNotice}
              {shownEmail && ` ${noScriptEmailLead} ${shownEmail}`}
            </p>
          </noscript>
          <Island
            name="contact"
            when="visible"
            component={ContactIsland}
            props={{
              id,
              texts,
              email,
              privacyLink,
              ...(user && domain ? { fallbackAddress: [user, domain] as const } : {}),
              ...(askLines ? { askLines } : {}),
            }}
            // If the form's code cannot load (offline), a held Send says so; the fields keep the
            // text. If only a reload can load it now, the status line offers one, which keeps the
            // text.
            loadFailedMessage={texts.errorMessage}
            reload={{ hint: texts.failureHints.reload, label: texts.reloadLabel }}
          />
        </div>
        {hasOtherWays && (
          <aside className="contact-ways" aria-labelledby={`${id}-ways-title`}>
            <h3 id={`${id}-ways-title`} className="contact-ways-title">
              {otherWays.title}
            </h3>
            <ul className="contact-ways-list">
              {booking && (
                <li>
                  <Icon name="calendar" />
                  <ExternalLink
                    href={booking.href}
                    newTabNotice={newTabNotice}
                    className="contact-booking"
                  >
                    {booking.label}
                  </ExternalLink>
                </li>
              )}
              {location && (
                <li>
                  <Icon name="place" />
                  <span>
                    <span className="contact-way-label">{otherWays.locationLabel}</span> {location}
                  </span>
                </li>
              )}
              {shownEmail && (
                <li>
                  <Icon name="mail" />
                  <span>
                    <span className="contact-way-label">{otherWays.emailLabel}</span> {shownEmail}
                  </span>
                </li>
              )}
            </ul>
          </aside>
        )}
      </div>
    </Section>
  )
}
