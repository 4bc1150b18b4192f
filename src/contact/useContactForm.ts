import { type FormEvent, useEffect, useReducer, useRef, useState } from 'react'
import { countEvent, MESSAGE_SENT } from '../counting/count.ts'
import { contactReducer, initialContactState } from './contactState.ts'
import { draftStore } from './draftStore.ts'
import type { SendContactMessage } from './emailClient.ts'
import { FIELD_NAMES, fieldOf, hasText, readFields } from './formFields.ts'
import { RECAPTCHA_PARAM } from './recaptcha.ts'
import { type AttemptOutcome, createAttempts } from './sendAttempts.ts'
import { readSignals, type SendSignals, suspicions } from './spamSignals.ts'
import type { HumanCheck } from './useRecaptcha.ts'

/** Fields where only spaces is refused (the email field's type already strips them). */
const TEXT_FIELDS = ['name', 'message'] as const

/**
 * Runs the contact form: one message in flight at a time, never a second copy of one that
 * timed out but may still arrive, fields cleared only on success, and a draft kept in this
 * browser as the visitor types. The fields stay uncontrolled, which also keeps whatever was
 * typed before the page hydrated. Where visits are counted, a message sent counts as an event
 * (src/counting/count.ts). A send that looks automated (`sense`, spamSignals.ts) is
 * held until the visitor confirms it: never dropped, never sent unasked.
 */
export function useContactForm(
  sendMessage: SendContactMessage,
  blankFieldError: string,
  sense: (form: HTMLFormElement) => SendSignals = readSignals,
  /** The reCAPTCHA checkbox, where the owner enabled it: a ticked one needs no confirmation. */
  humanCheck?: HumanCheck,
) {
  const [state, dispatch] = useReducer(contactReducer, initialContactState)
  /** A draft of what is in the fields is kept in this browser. */
  const [hasDraft, setHasDraft] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const inFlight = useRef(false)
  /** The visitor confirmed the send now under way (or about to be). */
  const confirmed = useRef(false)
  /** A draft typed on an earlier visit was put back: that was the visitor's own input. */
  const restored = useRef(false)

  // Plain functions, not useCallback: they read refs and stable setters only, and nothing
  // memoised depends on them (fewer bytes in the first-load script).
  const sent = () => {
    formRef.current?.reset()
    draftStore.clear()
    setHasDraft(false)
  }

  const attempt = useRef<ReturnType<typeof createAttempts> | undefined>(undefined)

  // After hydration (so the HTML still matches), put a kept draft back into the fields the
  // visitor has not typed in since the page opened.
  useEffect(() => {
    const form = formRef.current
    const kept = draftStore.load()
    for (const name of FIELD_NAMES) {
      const field = fieldOf(form, name)
      if (field && kept?.[name] && !field.value) {
        field.value = kept[name]
        restored.current = true
      }
    }
    const fields = readFields(form)
    if (hasText(fields)) draftStore.save(fields)
    setHasDraft(hasText(fields))
  }, [])

  const handleInput = (event: FormEvent<HTMLFormElement>) => {
    const fields = readFields(event.currentTarget)
    draftStore.save(fields)
    setHasDraft(hasText(fields))
  }

  /** On the submit button's click, which also runs for Enter in a field, before validation. */
  const refuseBlank = () => {
    for (const name of TEXT_FIELDS) {
      const field = fieldOf(formRef.current, name)
      field?.setCustomValidity(field.value && !field.value.trim() ? blankFieldError : '')
    }
  }

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // A ref, not state: a second Enter can arrive before React re-renders the button.
    if (inFlight.current) return
    const wasConfirmed = confirmed.current
    confirmed.current = false
    const token = humanCheck?.token()
    if (humanCheck && !token) {
      dispatch({ type: 'verify' })
      return
    }
    if (!wasConfirmed && !token) {
      const signals = sense(event.currentTarget)
      const found = suspicions({
        ...signals,
        visitorInput: signals.visitorInput || restored.current,
      })
      if (found.length > 0) {
        if (import.meta.env.DEV)
          console.info(`Contact form: asking the visitor to confirm (signals: ${found.join(', ')})`)
        dispatch({ type: 'confirm' })
        return
      }
    }
    inFlight.current = true
    dispatch({ type: 'submit' })
    const { name, email, message } = readFields(event.currentTarget)
    attempt.current ??= createAttempts(sendMessage, {
      waiting: () => dispatch({ type: 'waiting' }),
      deliveredLate: () => {
        sent()
        countEvent(MESSAGE_SENT)
        dispatch({ type: 'deliveredLate' })
      },
    })
    const outcome: AttemptOutcome = await attempt.current(
      { name: name.trim(), email: email.trim(), message: message.trim() },
      token ? { [RECAPTCHA_PARAM]: token } : undefined,
    )
    humanCheck?.reset()
    inFlight.current = false
    if (outcome.sent) {
      sent()
      // Where visits are counted: one message sent, and nothing of it.
      countEvent(MESSAGE_SENT)
      dispatch({ type: 'succeeded' })
    } else {
      dispatch({ type: 'failed', failure: outcome.failure })
    }
  }

  return {
    state,
    hasDraft,
    /** Starts loading what sending needs (the provider's SDK) before the first send. */
    prepare: () => sendMessage.prepare?.(),
    formRef,
    handleSubmit,
    handleInput,
    /** The visitor confirms a send held as possibly automated: it goes through the form's checks once more, then out. */
    confirmSend: () => {
      const form = formRef.current
      if (!form || inFlight.current) return
      confirmed.current = true
      refuseBlank()
      form.requestSubmit()
      // Stopped by validation: the next submit is checked afresh.
      if (!inFlight.current) confirmed.current = false
    },
    /** An attempt stopped by validation clears the status of the previous one. */
    handleInvalid: () => dispatch({ type: 'blocked' }),
    refuseBlank,
    discardDraft: () => {
      sent()
      fieldOf(formRef.current, 'name')?.focus()
    },
  }
}
