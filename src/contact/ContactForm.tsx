import type { ReactNode } from 'react'
import { useMounted } from '../hooks/useMounted.ts'
import { ContactFallback } from './ContactFallback.tsx'
import type { ContactMessage, SendContactMessage } from './emailClient.ts'
import { type SendSignals, TRAP_NAME } from './spamSignals.ts'
import type { ContactFormTexts } from './texts.ts'
import { useContactForm } from './useContactForm.ts'
import { useFieldErrors } from './useFieldErrors.ts'
import { useRecaptcha } from './useRecaptcha.ts'

export interface ContactFormProps {
  /** The section's id: the form's element ids start with it. */
  id: string
  texts: ContactFormTexts
  sendMessage: SendContactMessage
  /** How the form reads the signals of an automated send (spamSignals.ts; tests replace it). */
  sense?: (form: HTMLFormElement) => SendSignals
  /** The reCAPTCHA v2 site key, when the owner enabled the checkbox (recaptcha.ts). */
  recaptchaSiteKey?: string | undefined
  /**
   * The privacy page, which one line under the button leads to ("How your message is handled",
   * `privacy.formLinkLabel`).
   */
  privacyLink?: { href: string; label: string } | undefined
}

/** The contact form, its status line, and the ways out after a failure. */
export function ContactForm({
  id,
  texts,
  sendMessage,
  sense,
  recaptchaSiteKey,
  privacyLink,
}: ContactFormProps) {
  const recaptcha = useRecaptcha(recaptchaSiteKey)
  const form = useContactForm(sendMessage, texts.blankFieldError, sense, recaptcha.check)
  const fieldErrors = useFieldErrors<keyof ContactMessage>()
  // Rendered disabled in the HTML, enabled by the page's script (data-needs-script): without
  // it, a submit would reload the page and drop what was typed.
  const mounted = useMounted()
  const { phase, waiting, failure } = form.state
  const submitting = phase === 'submitting'
  // 'other' has no hint: the spec's error line says it all.
  const hint =
    phase === 'error' && failure && (texts.failureHints as Record<string, string>)[failure]
  const statusMessage =
    phase === 'confirm'
      ? texts.confirmMessage
      : phase === 'verify'
        ? texts.recaptchaRequired
        : phase === 'success'
          ? texts.successMessage
          : phase === 'error'
            ? `${texts.errorMessage}${hint ? ` ${hint}` : ''}`
            : waiting
              ? texts.waitingMessage
              : ''

  return (
    <>
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
        <Field id={`${id}-name`} label={texts.fields.name} error={fieldErrors.errors.name}>
          <input
            {...fieldErrors.bind('name', `${id}-name`)}
            type="text"
            autoComplete="name"
            required
          />
        </Field>
        <Field id={`${id}-email`} label={texts.fields.email} error={fieldErrors.errors.email}>
          <input
            {...fieldErrors.bind('email', `${id}-email`)}
            type="email"
            autoComplete="email"
            required
          />
        </Field>
        <Field id={`${id}-message`} label={texts.fields.message} error={fieldErrors.errors.message}>
          <textarea {...fieldErrors.bind('message', `${id}-message`)} rows={6} required />
        </Field>
        {/* Only scripts fill this in: nobody sees it, reaches it by keyboard or hears it, and
            password managers are asked to leave it alone (spamSignals.ts). */}
        <div className="trap" aria-hidden="true" inert>
          <label htmlFor={`${id}-${TRAP_NAME}`}>{texts.trapLabel}</label>
          <input
            id={`${id}-${TRAP_NAME}`}
            name={TRAP_NAME}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            data-1p-ignore=""
            data-lpignore="true"
            data-bwignore=""
            data-form-type="other"
          />
        </div>
        {recaptchaSiteKey && <div className="recaptcha" ref={recaptcha.container} />}
        {/* Stays focusable while sending (aria-disabled, guarded in the submit handler), so
            focus never drops to the page. */}
        <button
          className="button button-primary submit-button"
          type="submit"
          disabled={!mounted}
          data-needs-script=""
          // The page's script enables it before hydration (see above).
          suppressHydrationWarning
          aria-disabled={submitting || undefined}
          onClick={form.refuseBlank}
        >
          {submitting ? texts.submittingLabel : texts.submitLabel}
        </button>
        {privacyLink && (
          <p>
            <a className="text-link" href={privacyLink.href}>
              {privacyLink.label}
            </a>
          </p>
        )}
        <p className="draft-note">
          {texts.draftNote}
          {form.hasDraft && (
            <>
              {' '}
              <button type="button" className="text-button" onClick={form.discardDraft}>
                {texts.discardDraftLabel}
              </button>
            </>
          )}
        </p>
      </form>
      <p id={`${id}-status`} className="form-status" role="status" data-phase={phase}>
        {statusMessage}
      </p>
      {phase === 'confirm' && (
        <p className="form-confirm">
          <button type="button" className="button button-primary" onClick={form.confirmSend}>
            {texts.confirmLabel}
          </button>
        </p>
      )}
      {(phase === 'error' || waiting) && <ContactFallback texts={texts} formRef={form.formRef} />}
    </>
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
