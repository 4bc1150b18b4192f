import type { ReactNode } from 'react'
import type { ContactMessage, SendContactMessage } from '../contact/emailClient.ts'
import { useContactForm } from '../contact/useContactForm.ts'
import { useFieldErrors } from '../contact/useFieldErrors.ts'
import type { SiteContent } from '../content/types.ts'
import { useMounted } from '../hooks/useMounted.ts'

interface ContactProps {
  id: string
  contact: SiteContent['contact']
  sendMessage: SendContactMessage
}

export function Contact({ id, contact, sendMessage }: ContactProps) {
  const { phase, handleSubmit } = useContactForm(sendMessage)
  const fieldErrors = useFieldErrors<keyof ContactMessage>()
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
      <noscript>
        <p className="form-notice">{contact.noScriptNotice}</p>
      </noscript>
      <form
        className="contact-form"
        onSubmit={handleSubmit}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-status`}
      >
        <Field id={`${id}-name`} label={contact.fields.name} error={fieldErrors.errors.name}>
          <input
            {...fieldErrors.bind('name', `${id}-name`)}
            type="text"
            autoComplete="name"
            required
          />
        </Field>
        <Field id={`${id}-email`} label={contact.fields.email} error={fieldErrors.errors.email}>
          <input
            {...fieldErrors.bind('email', `${id}-email`)}
            type="email"
            autoComplete="email"
            required
          />
        </Field>
        <Field
          id={`${id}-message`}
          label={contact.fields.message}
          error={fieldErrors.errors.message}
        >
          <textarea {...fieldErrors.bind('message', `${id}-message`)} rows={6} required />
        </Field>
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

interface FieldProps {
  id: string
  label: string
  /** The browser's own validation message, shown under the field it belongs to. */
  error: string | undefined
  children: ReactNode
}

function Field({ id, label, error, children }: FieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      <p id={`${id}-error`} className="field-error">
        {error}
      </p>
    </div>
  )
}
