import { type FormEvent, useCallback, useReducer, useRef } from 'react'
import { contactReducer } from './contactState.ts'
import type { ContactMessage, SendContactMessage } from './emailClient.ts'

/**
 * Runs the contact form: one message in flight at a time, fields cleared only on success,
 * so a failure never loses what the visitor wrote. The fields stay uncontrolled, which also
 * keeps whatever was typed before the page hydrated.
 */
export function useContactForm(sendMessage: SendContactMessage) {
  const [phase, dispatch] = useReducer(contactReducer, 'idle')
  const inFlight = useRef(false)

  const handleSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      // A ref, not state: a second Enter can arrive before React re-renders the disabled button.
      if (inFlight.current) return
      inFlight.current = true
      const form = event.currentTarget
      dispatch({ type: 'submit' })
      try {
        await sendMessage(readMessage(form))
        form.reset()
        dispatch({ type: 'succeeded' })
      } catch (error) {
        console.error('The contact message could not be sent:', error)
        dispatch({ type: 'failed' })
      } finally {
        inFlight.current = false
      }
    },
    [sendMessage],
  )

  return { phase, handleSubmit }
}

/** Reads the fields' values exactly as typed: no trimming, no newline rewriting. */
function readMessage(form: HTMLFormElement): ContactMessage {
  const value = (name: keyof ContactMessage): string => {
    const field = form.elements.namedItem(name)
    return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement
      ? field.value
      : ''
  }
  return { name: value('name'), email: value('email'), message: value('message') }
}
