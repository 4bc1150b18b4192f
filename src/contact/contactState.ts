import type { FailureKind } from './sendAttempts.ts'

/**
 * The contact form's states (spec §4): idle → submitting → success | error. A send that looks
 * automated (spamSignals.ts) first waits in 'confirm' until the visitor confirms it.
 */
export type ContactPhase = 'idle' | 'confirm' | 'verify' | 'submitting' | 'success' | 'error'

export interface ContactState {
  phase: ContactPhase
  /** While submitting: waiting for an earlier attempt that may still arrive. */
  waiting?: boolean
  /** After an error: what went wrong, for the hint after the spec's error line. */
  failure?: FailureKind
}

export type ContactEvent =
  | { type: 'submit' }
  /** The send looks automated: it waits for the visitor to confirm. */
  | { type: 'confirm' }
  /** The reCAPTCHA checkbox, where enabled, is not ticked. */
  | { type: 'verify' }
  | { type: 'waiting' }
  | { type: 'succeeded' }
  | { type: 'failed'; failure: FailureKind }
  /** An attempt stopped by validation: the previous status no longer applies. */
  | { type: 'blocked' }
  /** An attempt already reported as failed was delivered after all. */
  | { type: 'deliveredLate' }

export const initialContactState: ContactState = { phase: 'idle' }

export function contactReducer(state: ContactState, event: ContactEvent): ContactState {
  const { type } = event
  if (state.phase === 'submitting') {
    // One already on its way is not restarted; its outcome ends it.
    if (type === 'waiting') return { phase: 'submitting', waiting: true }
    if (type === 'succeeded') return { phase: 'success' }
    if (type === 'failed') return { phase: 'error', failure: event.failure }
    return state
  }
  // A new submit, or one stopped by validation, clears the previous status.
  if (type === 'submit') return { phase: 'submitting' }
  if (type === 'confirm') return { phase: 'confirm' }
  if (type === 'verify') return { phase: 'verify' }
  if (type === 'blocked') return initialContactState
  if (type === 'deliveredLate') return { phase: 'success' }
  return state
}
