import type { FailureKind } from './sendAttempts.ts'

/** The contact form's states (spec §4): idle → submitting → success | error. */
export type ContactPhase = 'idle' | 'submitting' | 'success' | 'error'

export interface ContactState {
  phase: ContactPhase
  /** While submitting: waiting for an earlier attempt that may still arrive. */
  waiting?: boolean
  /** After an error: what went wrong, for the hint after the spec's error line. */
  failure?: FailureKind
}

export type ContactEvent =
  | { type: 'submit' }
  | { type: 'waiting' }
  | { type: 'succeeded' }
  | { type: 'failed'; failure: FailureKind }
  /** An attempt stopped by validation: the previous status no longer applies. */
  | { type: 'blocked' }
  /** An attempt already reported as failed was delivered after all. */
  | { type: 'deliveredLate' }

export const initialContactState: ContactState = { phase: 'idle' }

export function contactReducer(state: ContactState, event: ContactEvent): ContactState {
  const submitting = state.phase === 'submitting'
  switch (event.type) {
    case 'submit':
      // A new submit clears the previous status; one already on its way is not restarted.
      return submitting ? state : { phase: 'submitting' }
    case 'waiting':
      return submitting ? { phase: 'submitting', waiting: true } : state
    case 'succeeded':
      return submitting ? { phase: 'success' } : state
    case 'failed':
      return submitting ? { phase: 'error', failure: event.failure } : state
    case 'blocked':
      return submitting ? state : initialContactState
    case 'deliveredLate':
      return submitting ? state : { phase: 'success' }
  }
}
