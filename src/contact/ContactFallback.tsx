import { type RefObject, useState } from 'react'
import { fieldOf, readFields } from './formFields.ts'
import type { ContactFormTexts } from './texts.ts'

interface FallbackProps {
  texts: ContactFormTexts
  formRef: RefObject<HTMLFormElement | null>
}

/**
 * After a failure: copy the message, or (when the owner set an address) email it instead.
 * Part of the contact form's island.
 */
export function ContactFallback({ texts: contact, formRef }: FallbackProps) {
  const [copy, setCopy] = useState<'idle' | 'copied' | 'manual'>('idle')
  const mailto = () => {
    const { name, message } = readFields(formRef.current)
    const body = `${message.trim()}\n\n${name.trim()}`
    return `mailto:${contact.fallbackEmail}?subject=${encodeURIComponent(contact.emailSubject)}&body=${encodeURIComponent(body)}`
  }
  const copyMessage = async () => {
    const field = fieldOf(formRef.current, 'message')
    try {
      await navigator.clipboard.writeText(field?.value ?? '')
      setCopy('copied')
    } catch {
      // No clipboard (or no permission): select the text for the visitor to copy.
      field?.focus()
      field?.select()
      setCopy('manual')
    }
  }
  return (
    <div className="form-fallback">
      <p>{contact.fallbackIntro}</p>
      <div className="form-fallback-actions">
        <button type="button" className="button button-secondary" onClick={copyMessage}>
          {copy === 'copied' ? contact.copiedLabel : contact.copyLabel}
        </button>
        {contact.fallbackEmail && (
          <a
            className="button button-secondary"
            href={mailto()}
            onClick={(event) => {
              event.currentTarget.href = mailto()
            }}
          >
            {contact.emailInsteadLabel}
          </a>
        )}
      </div>
      {copy === 'manual' && <p>{contact.copyManually}</p>}
    </div>
  )
}
