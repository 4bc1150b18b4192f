import type { ReactNode } from 'react'
import { ExternalLink } from '../components/ExternalLink.tsx'
import type { SiteContent } from '../content/types.ts'
import type { PrivacyFacts } from '../privacy/facts.ts'
import type { StoredItem } from '../privacy/registry.ts'
import { IMPRINT_ID } from './addresses.ts'
import type { LanguageLink, PageBuild } from './build.ts'
import { SubpageFrame } from './PageFrame.tsx'

interface PrivacyPageProps {
  content: SiteContent
  build: PageBuild
  /** What this build's pages do (src/privacy/facts.ts): the only source of the page's facts. */
  facts: PrivacyFacts
  languages?: readonly LanguageLink[]
}

/** A part of the page under its heading (h2), its id made from `id`. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="privacy-part" id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  )
}

/**
 * A cell of the table of what the browser keeps, with its column's name above it on a phone,
 * where the rows are blocks and the table's head is not shown (src/styles/privacy.css).
 */
function Cell({ column, children }: { column: string; children: ReactNode }) {
  return (
    <td>
      <span className="privacy-cell-name">{column}</span>
      {children}
    </td>
  )
}

/** How long an item stays, in the content's words, its {days} from the code's seconds. */
const duration = (words: string, item: StoredItem) =>
  words.replace(
    '{days}',
    typeof item.keptFor === 'number' ? String(Math.round(item.keptFor / 86_400)) : '',
  )

/**
 * The privacy page (privacy/), in each language: the owner's own words (who is responsible, how
 * long messages are kept, where to complain) around the facts of this build (`facts`): who
 * receives what and when, what the browser keeps, and where data may leave the European Economic
 * Area. The counter, reCAPTCHA and the booking page appear only where the owner turned them on.
 * Static HTML, no script of its own.
 */
export function PrivacyPage({ content, build, facts, languages = [] }: PrivacyPageProps) {
  const words = content.privacy
  const { recipients, stored } = words
  const { legal, newTabNotice } = content
  const on = (id: string) => facts.recipients.some((recipient) => recipient.id === id)
  const abroad = facts.recipients.filter((recipient) => recipient.outsideEea)
  return (
    <SubpageFrame content={content} build={build} languages={languages} privacyPage>
      <article className="privacy container" aria-labelledby="privacy-title">
        <h1 id="privacy-title">{words.heading}</h1>
        <p className="privacy-lead">{words.description}</p>

        <Part id="privacy-controller" title={words.controller.title}>
          <p>{words.controller.text}</p>
        </Part>

        {legal && (
          <Part id={IMPRINT_ID} title={words.imprint.title}>
            <address>
              {[
                legal.name,
                ...legal.address,
                legal.registration,
                legal.vatId && `${words.imprint.vatIdLabel} ${legal.vatId}`,
              ]
                .filter(Boolean)
                .map((line, index) => (
                  <span key={line}>
                    {index > 0 && <br />}
                    {line}
                  </span>
                ))}
            </address>
          </Part>
        )}

        <Part id="privacy-recipients" title={recipients.title}>
          <p>{recipients.intro}</p>
          {facts.recipients.map((recipient) => (
            <section
              key={recipient.id}
              className="privacy-recipient"
              aria-labelledby={`privacy-${recipient.id}`}
            >
              <h3 id={`privacy-${recipient.id}`}>{recipient.name}</h3>
              <dl className="privacy-facts">
                <dt>{recipients.whenLabel}</dt>
                <dd>{recipients.moments[recipient.when]}</dd>
                <dt>{recipients.whatLabel}</dt>
                <dd>
                  <ul>
                    {recipient.receives.map((data) => (
                      <li key={data}>{recipients.data[data]}</li>
                    ))}
                  </ul>
                </dd>
                <dt>{recipients.whereLabel}</dt>
                <dd>
                  {recipient.hosts.map((host, index) => (
                    <span key={host}>
                      {index > 0 && ', '}
                      <code>{host}</code>
                    </span>
                  ))}
                </dd>
              </dl>
              <p>{recipients.notes[recipient.id]}</p>
              {(recipient.policy || recipient.terms) && (
                <p className="link-row">
                  {recipient.policy && (
                    <ExternalLink href={recipient.policy} newTabNotice={newTabNotice}>
                      {recipients.policyLabel}
                    </ExternalLink>
                  )}
                  {recipient.terms && (
                    <ExternalLink href={recipient.terms} newTabNotice={newTabNotice}>
                      {recipients.termsLabel}
                    </ExternalLink>
                  )}
                </p>
              )}
            </section>
          ))}
        </Part>

        <Part id="privacy-stored" title={stored.title}>
          <p>{stored.intro}</p>
          <table className="privacy-table">
            <thead>
              <tr>
                <th scope="col">{stored.columns.name}</th>
                <th scope="col">{stored.columns.purpose}</th>
                <th scope="col">{stored.columns.where}</th>
                <th scope="col">{stored.columns.duration}</th>
              </tr>
            </thead>
            <tbody>
              {facts.stored.map((item) => (
                <tr key={item.id}>
                  <th scope="row">
                    <code>{item.name}</code>
                  </th>
                  <Cell column={stored.columns.purpose}>{stored.items[item.id].purpose}</Cell>
                  <Cell column={stored.columns.where}>{stored.areas[item.where]}</Cell>
                  <Cell column={stored.columns.duration}>
                    {duration(stored.items[item.id].duration, item)}
                  </Cell>
                </tr>
              ))}
            </tbody>
          </table>
        </Part>

        <Part id="privacy-never" title={words.never.title}>
          <ul>
            <li>{words.never.trackingCookies}</li>
            <li>{words.never.beforeYouAct}</li>
            <li>{words.never.signals}</li>
          </ul>
        </Part>

        <Part id="privacy-bases" title={words.bases.title}>
          <ul>
            <li>{words.bases.messages}</li>
            {on('counter') && <li>{words.bases.counting}</li>}
            {on('recaptcha') && <li>{words.bases.recaptcha}</li>}
            <li>{words.bases.device}</li>
          </ul>
        </Part>

        {abroad.length > 0 && (
          <Part id="privacy-transfers" title={words.transfers.title}>
            <p>
              {words.transfers.text.replace(
                '{names}',
                new Intl.ListFormat(content.lang, { type: 'conjunction' }).format(
                  abroad.map((recipient) => recipient.name),
                ),
              )}
            </p>
          </Part>
        )}

        <Part id="privacy-retention" title={words.retention.title}>
          <p>{words.retention.text}</p>
        </Part>

        <Part id="privacy-rights" title={words.rights.title}>
          <p>{words.rights.text}</p>
          <p>
            {words.rights.complaint} {words.rights.authority}
          </p>
        </Part>

        {words.more && (
          <Part id="privacy-more" title={words.more.title}>
            {words.more.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </Part>
        )}
      </article>
    </SubpageFrame>
  )
}
