import { Section } from '../components/Section.tsx'
import { ContactIsland } from '../contact/ContactIsland.tsx'
import type { EmailConfig } from '../contact/emailConfig.ts'
import type { SiteContent } from '../content/types.ts'
import { Island } from '../islands/Island.tsx'

interface ContactProps {
  id: string
  contact: SiteContent['contact']
  email: EmailConfig
}

/**
 * The contact section: its title and intro as static HTML, the form as an island
 * (src/islands/contact.tsx) that wakes as the visitor comes near it or focuses a field.
 */
export function Contact({ id, contact, email }: ContactProps) {
  const { title, intro, noScriptNotice, noScriptEmailLead, fallbackEmail, ...texts } = contact
  const [user, domain] = fallbackEmail?.split('@') ?? []
  return (
    <Section id={id} title={title} intro={intro}>
      <noscript>
        <p className="form-notice">
          {noScriptNotice}
          {user && domain && ` ${noScriptEmailLead} ${user} [at] ${domain}`}
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
          ...(user && domain ? { fallbackAddress: [user, domain] as const } : {}),
        }}
        // If the form's code cannot load (offline), a held Send says so; the fields keep the text.
        // If only a reload can load it now, the status line offers one, which keeps the text.
        loadFailedMessage={texts.errorMessage}
        reload={{ hint: texts.failureHints.reload, label: texts.reloadLabel }}
      />
    </Section>
  )
}
