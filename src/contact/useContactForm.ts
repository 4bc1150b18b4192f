import { type FormEvent, useCallback, useEffect, useReducer, useRef, useState } from 'react'
import { contactReducer, initialContactState } from './contactState.ts'
import { draftStore } from './draftStore.ts'
import type { ContactMessage, SendContactMessage } from './emailClient.ts'
import type { AttemptOutcome } from './sendAttempts.ts'

type OnDemand = typeof import('./onDemand.ts')

const FIELD_NAMES = ['name', 'email', 'message'] as const
/** Fields where only spaces is refused (the email field's type already strips them). */
const TEXT_FIELDS = ['name', 'message'] as const

type Control = HTMLInputElement | HTMLTextAreaElement

export const fieldOf = (form: HTMLFormElement | null, name: keyof ContactMessage) => {
  const field = form?.elements.namedItem(name)
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement
    ? (field as Control)
    : undefined
}

/** The fields exactly as typed (what a draft keeps). */
export function readFields(form: HTMLFormElement | null): ContactMessage {
  const value = (name: keyof ContactMessage) => fieldOf(form, name)?.value ?? ''
  return { name: value('name'), email: value('email'), message: value('message') }
}

const hasText = (fields: ContactMessage) => FIELD_NAMES.some((name) => fields[name] !== '')

interface DraftState {
  /** A draft of what is in the fields is kept in this browser. */
  saved: boolean
  /** The fields were filled from a draft kept from an earlier visit. */
  restored: boolean
}

const noDraft: DraftState = { saved: false, restored: false }

/**
 * Runs the contact form: one message in flight at a time, never a second copy of one that
 * timed out but may still arrive, fields cleared only on success, and a draft kept in this
 * browser as the visitor types. The fields stay uncontrolled, which also keeps whatever was
 * typed before the page hydrated.
 */
export function useContactForm(sendMessage: SendContactMessage, blankFieldError: string) {
  const [state, dispatch] = useReducer(contactReducer, initialContactState)
  const [draft, setDraft] = useState(noDraft)
  const formRef = useRef<HTMLFormElement>(null)
  const inFlight = useRef(false)

  const sent = useCallback(() => {
    formRef.current?.reset()
    draftStore.clear()
    setDraft(noDraft)
  }, [])

  // The sending logic and the fallback after a failure load on demand: when the visitor first
  // focuses the form, and at the first send at the latest. A failed load (offline) is retried.
  const [onDemand, setOnDemand] = useState<OnDemand>()
  const loading = useRef<Promise<OnDemand> | undefined>(undefined)
  const attempt = useRef<ReturnType<OnDemand['createAttempts']> | undefined>(undefined)
  const load = useCallback(() => {
    sendMessage.prepare?.()
    loading.current ??= import('./onDemand.ts').then((module) => {
      setOnDemand(() => module)
      return module
    })
    loading.current.catch(() => {
      loading.current = undefined
    })
    return loading.current
  }, [sendMessage])
  const prepare = useCallback(() => void load(), [load])

  const send = useCallback(
    async (message: ContactMessage): Promise<AttemptOutcome> => {
      try {
        attempt.current ??= (await load()).createAttempts(sendMessage, {
          waiting: () => dispatch({ type: 'waiting' }),
          deliveredLate: () => {
            sent()
            dispatch({ type: 'deliveredLate' })
          },
        })
      } catch (error) {
        console.error('The contact message could not be sent:', error)
        return { sent: false, failure: navigator.onLine ? 'other' : 'offline' }
      }
      return attempt.current(message)
    },
    [load, sendMessage, sent],
  )

  // After hydration (so the HTML still matches), put a kept draft back into the fields the
  // visitor has not typed in since the page opened.
  useEffect(() => {
    const form = formRef.current
    const kept = draftStore.load()
    let restored = false
    for (const name of FIELD_NAMES) {
      const field = fieldOf(form, name)
      if (field && kept?.[name] && !field.value) {
        field.value = kept[name]
        restored = true
      }
    }
    const fields = readFields(form)
    if (hasText(fields)) draftStore.save(fields)
    setDraft((current) => ({ saved: hasText(fields), restored: current.restored || restored }))
  }, [])

  const handleInput = useCallback((event: FormEvent<HTMLFormElement>) => {
    const fields = readFields(event.currentTarget)
    draftStore.save(fields)
    const saved = hasText(fields)
    setDraft((current) => (current.saved === saved ? current : { ...current, saved }))
  }, [])

  /** On the submit button's click, which also runs for Enter in a field, before validation. */
  const refuseBlank = useCallback(() => {
    for (const name of TEXT_FIELDS) {
      const field = fieldOf(formRef.current, name)
      field?.setCustomValidity(
        field.value !== '' && field.value.trim() === '' ? blankFieldError : '',
      )
    }
  }, [blankFieldError])

  /** An attempt stopped by validation clears the status of the previous one. */
  const handleInvalid = useCallback(() => dispatch({ type: 'blocked' }), [])

  const handleSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      // A ref, not state: a second Enter can arrive before React re-renders the button.
      if (inFlight.current) return
      inFlight.current = true
      dispatch({ type: 'submit' })
      try {
        const fields = readFields(event.currentTarget)
        const outcome = await send({
          name: fields.name.trim(),
          email: fields.email.trim(),
          message: fields.message.trim(),
        })
        if (outcome.sent) {
          sent()
          dispatch({ type: 'succeeded' })
        } else {
          dispatch({ type: 'failed', failure: outcome.failure })
        }
      } finally {
        inFlight.current = false
      }
    },
    [send, sent],
  )

  const discardDraft = useCallback(() => {
    sent()
    fieldOf(formRef.current, 'name')?.focus()
  }, [sent])

  return {
    state,
    draft,
    /** The on-demand module once loaded (it holds the fallback shown after a failure). */
    onDemand,
    prepare,
    formRef,
    handleSubmit,
    handleInput,
    handleInvalid,
    refuseBlank,
    discardDraft,
  }
}
