import type { ReactNode } from 'react'
import type { ContactMessage, SendContactMessage } from '../contact/emailClient.ts'
import { useContactForm } from '../contact/useContactForm.ts'
import { useFieldErrors } from '../contact/useFieldErrors.ts'
import type { SiteContent } from '../content/types.ts'
import { useMounted } from '../hooks/useMounted.ts'

type ContactContent = SiteContent['contact']

interface ContactProps {
  id: string
  contact: ContactContent
  sendMessage: SendContactMessage
}

export function Contact({ id, contact, sendMessage }: ContactProps) {
  const form = useContactForm(sendMessage, contact.blankFieldError)
  const fieldErrors = useFieldErrors<keyof ContactMessage>()
  // Until the page has hydrated, a submit would reload the page and drop what was typed.
  const mounted = useMounted()
  const { phase, waiting, failure } = form.state
  const submitting = phase === 'submitting'
  // 'other' has no hint: the spec's error line says it all.
  const hint =
    phase === 'error' && failure && (contact.failureHints as Record<string, string>)[failure]
  const statusMessage =
    phase === 'success'
      ? contact.successMessage
      : phase === 'error'
        ? `${contact.errorMessage}${hint ? ` ${hint}` : ''}`
        : waiting
          ? contact.waitingMessage
          : ''

  return (
    <section id={id} className="section container" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        {contact.title}
      </h2>
      <p className="section-intro">{contact.intro}</p>
      <noscript>
        <p className="form-notice">
          {contact.noScriptNotice}
          {contact.fallbackEmail &&
            ` ${contact.noScriptEmailLead} ${contact.fallbackEmail.replace('@', ' [at] ')}`}
        </p>
      </noscript>
      <form
        ref={form.formRef}
        className="contact-form"
        onSubmit={form.handleSubmit}
        onInput={form.handleInput}
        onInvalidCapture={form.handleInvalid}
        onFocus={form.prepare}
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
        {/* Stays focusable while sending (aria-disabled, guarded in the submit handler), so
            focus never drops to the page. Disabled only until hydration. */}
        <button
          className="button button-primary submit-button"
          type="submit"
          disabled={!mounted}
          aria-disabled={submitting || undefined}
          onClick={form.refuseBlank}
        >
          {submitting ? contact.submittingLabel : contact.submitLabel}
        </button>
        <p className="draft-note">
          {contact.draftNote}
          {form.hasDraft && (
            <>
              {' '}
              <button type="button" className="text-button" onClick={form.discardDraft}>
                {contact.discardDraftLabel}
              </button>
            </>
          )}
        </p>
      </form>
      <p id={`${id}-status`} className="form-status" role="status" data-phase={phase}>
        {statusMessage}
      </p>
      {(phase === 'error' || waiting) && form.onDemand && (
        <form.onDemand.ContactFallback contact={contact} formRef={form.formRef} />
      )}
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
