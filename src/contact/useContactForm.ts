import { type FormEvent, useEffect, useReducer, useRef, useState } from 'react'
import { contactReducer, initialContactState } from './contactState.ts'
import { draftStore } from './draftStore.ts'
import type { ContactMessage, SendContactMessage } from './emailClient.ts'
import type { AttemptOutcome } from './sendAttempts.ts'

type OnDemand = typeof import('./onDemand.ts')

const FIELD_NAMES = ['name', 'email', 'message'] as const
/** Fields where only spaces is refused (the email field's type already strips them). */
const TEXT_FIELDS = ['name', 'message'] as const

type Control = HTMLInputElement | HTMLTextAreaElement

/** The form's own field of that name (the form renders all three). */
export const fieldOf = (form: HTMLFormElement | null, name: keyof ContactMessage) =>
  form?.elements.namedItem(name) as Control | null | undefined

/** The fields exactly as typed (what a draft keeps). */
export function readFields(form: HTMLFormElement | null): ContactMessage {
  const value = (name: keyof ContactMessage) => fieldOf(form, name)?.value ?? ''
  return { name: value('name'), email: value('email'), message: value('message') }
}

const hasText = (fields: ContactMessage) => FIELD_NAMES.some((name) => fields[name] !== '')

/**
 * Runs the contact form: one message in flight at a time, never a second copy of one that
 * timed out but may still arrive, fields cleared only on success, and a draft kept in this
 * browser as the visitor types. The fields stay uncontrolled, which also keeps whatever was
 * typed before the page hydrated.
 */
export function useContactForm(sendMessage: SendContactMessage, blankFieldError: string) {
  const [state, dispatch] = useReducer(contactReducer, initialContactState)
  /** A draft of what is in the fields is kept in this browser. */
  const [hasDraft, setHasDraft] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const inFlight = useRef(false)

  // Plain functions, not useCallback: they read refs and stable setters only, and nothing
  // memoised depends on them (fewer bytes in the first-load script).
  const sent = () => {
    formRef.current?.reset()
    draftStore.clear()
    setHasDraft(false)
  }

  // The sending logic and the fallback after a failure load on demand: when the visitor first
  // focuses the form, and at the first send at the latest. A failed load (offline) is retried.
  const [onDemand, setOnDemand] = useState<OnDemand>()
  const loading = useRef<Promise<OnDemand> | undefined>(undefined)
  const attempt = useRef<ReturnType<OnDemand['createAttempts']> | undefined>(undefined)
  const load = () => {
    sendMessage.prepare?.()
    loading.current ??= import('./onDemand.ts').then((module) => {
      setOnDemand(() => module)
      return module
    })
    loading.current.catch(() => {
      loading.current = undefined
    })
    return loading.current
  }

  // After hydration (so the HTML still matches), put a kept draft back into the fields the
  // visitor has not typed in since the page opened.
  useEffect(() => {
    const form = formRef.current
    const kept = draftStore.load()
    for (const name of FIELD_NAMES) {
      const field = fieldOf(form, name)
      if (field && kept?.[name] && !field.value) {
        field.value = kept[name]
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
    inFlight.current = true
    dispatch({ type: 'submit' })
    const { name, email, message } = readFields(event.currentTarget)
    let outcome: AttemptOutcome
    try {
      attempt.current ??= (await load()).createAttempts(sendMessage, {
        waiting: () => dispatch({ type: 'waiting' }),
        deliveredLate: () => {
          sent()
          dispatch({ type: 'deliveredLate' })
        },
      })
      outcome = await attempt.current({
        name: name.trim(),
        email: email.trim(),
        message: message.trim(),
      })
    } catch (error) {
      // The sending code could not load (offline): nothing was sent.
      console.error('The contact message could not be sent:', error)
      outcome = { sent: false, failure: navigator.onLine ? 'other' : 'offline' }
    }
    inFlight.current = false
    if (outcome.sent) {
      sent()
      dispatch({ type: 'succeeded' })
    } else {
      dispatch({ type: 'failed', failure: outcome.failure })
    }
  }

  return {
    state,
    hasDraft,
    /** The on-demand module once loaded (it holds the fallback shown after a failure). */
    onDemand,
    prepare: () => void load(),
    formRef,
    handleSubmit,
    handleInput,
    /** An attempt stopped by validation clears the status of the previous one. */
    handleInvalid: () => dispatch({ type: 'blocked' }),
    refuseBlank,
    discardDraft: () => {
      sent()
      fieldOf(formRef.current, 'name')?.focus()
    },
  }
}
