import type { SendContactMessage } from '../contact/emailClient.ts'
import { useContactForm } from '../contact/useContactForm.ts'
import type { SiteContent } from '../content/types.ts'
import { useMounted } from '../hooks/useMounted.ts'

interface ContactProps {
  id: string
  contact: SiteContent['contact']
  sendMessage: SendContactMessage
}

export function Contact({ id, contact, sendMessage }: ContactProps) {
  const { phase, handleSubmit } = useContactForm(sendMessage)
  // Until the page has hydrated, a submit would reload the page and drop what was typed.
  const mounted = useMounted()
  const submitting = phase === 'submitting'
  const statusMessage =
    phase === 'success' ? contact.successMessage : phase === 'error' ? contact.errorMessage : ''

  return (
    <section id={id} className="section container" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        {contact.title}
      </h2>
      <p className="section-intro">{contact.intro}</p>
      <form
        className="contact-form"
        onSubmit={handleSubmit}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-status`}
      >
        <div className="field">
          <label htmlFor={`${id}-name`}>{contact.fields.name}</label>
          <input id={`${id}-name`} name="name" type="text" autoComplete="name" required />
        </div>
        <div className="field">
          <label htmlFor={`${id}-email`}>{contact.fields.email}</label>
          <input id={`${id}-email`} name="email" type="email" autoComplete="email" required />
        </div>
        <div className="field">
          <label htmlFor={`${id}-message`}>{contact.fields.message}</label>
          <textarea id={`${id}-message`} name="message" rows={6} required />
        </div>
        <button
          className="button button-primary submit-button"
          type="submit"
          disabled={submitting || !mounted}
        >
          {submitting ? contact.submittingLabel : contact.submitLabel}
        </button>
      </form>
      <p id={`${id}-status`} className="form-status" role="status" data-phase={phase}>
        {statusMessage}
      </p>
    </section>
  )
}
