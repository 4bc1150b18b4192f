import { useEffect, useState } from 'react'
import { askAbout } from './askLine.ts'
import { ContactForm, type ContactFormProps } from './ContactForm.tsx'
import { createEmailClient } from './emailClient.ts'
import type { EmailConfig } from './emailConfig.ts'
import type { ContactFormTexts } from './texts.ts'

export interface ContactIslandProps {
  id: string
  texts: Omit<ContactFormTexts, 'fallbackEmail'>
  /**
   * The optional "Email instead" address, as [name, domain]: the props travel in the page's
   * HTML, which address harvesters read, so it is never written there whole.
   */
  fallbackAddress?: readonly [string, string]
  /** Where and how messages are sent, resolved when the site was built. */
  email: EmailConfig
  /**
   * The message's first line for each service a visitor may ask about ("Ask about this":
   * ?service=<key>), by its key, in the page's language. Absent: the content offers no service.
   */
  askLines?: Readonly<Record<string, string>>
  /** The privacy page, which the line under the button leads to. */
  privacyLink?: ContactFormProps['privacyLink']
}

/** The contact form's island (src/islands/contact.tsx): the form, sending through EmailJS. */
export function ContactIsland({
  id,
  texts,
  fallbackAddress,
  email,
  askLines,
  privacyLink,
}: ContactIslandProps) {
  const [sendMessage] = useState(() => createEmailClient(email))
  const fallbackEmail = fallbackAddress?.join('@')
  // The service asked about starts the message. After the form's own effects (a parent's run
  // after its children's), so a draft put back is in the field already, and is kept.
  useEffect(
    () =>
      askAbout(document.getElementById(`${id}-message`) as HTMLTextAreaElement | null, askLines),
    [id, askLines],
  )
  return (
    <ContactForm
      id={id}
      texts={fallbackEmail ? { ...texts, fallbackEmail } : texts}
      sendMessage={sendMessage}
      recaptchaSiteKey={email.recaptchaSiteKey}
      privacyLink={privacyLink}
    />
  )
}
