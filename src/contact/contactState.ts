/** The contact form's states (spec §4): idle → submitting → success | error. */
export type ContactPhase = 'idle' | 'submitting' | 'success' | 'error'

export type ContactEvent = { type: 'submit' } | { type: 'succeeded' } | { type: 'failed' }

export function contactReducer(phase: ContactPhase, event: ContactEvent): ContactPhase {
  switch (event.type) {
    case 'submit':
      // A new submit clears the previous status; one already on its way is not restarted.
      return 'submitting'
    case 'succeeded':
      return phase === 'submitting' ? 'success' : phase
    case 'failed':
      return phase === 'submitting' ? 'error' : phase
  }
}
