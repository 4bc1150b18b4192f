/**
 * Telling a person from a form-filling script, at no cost to the person. Nothing here ever
 * drops a message: a send that looks automated waits for the visitor to confirm it (one click),
 * and a script that posts at once gets no request out.
 *
 * The signals, each something a person does without trying, and a script often does not:
 * - trap: a field nobody sees or reaches (off screen, inert, hidden from assistive technology,
 *   marked for password managers to leave alone) is empty. Autofill that fills it anyway costs
 *   the visitor one confirmation, never the message.
 * - too-fast: the form became usable (the page's script ran) at least MIN_FILL_MS ago. Typing
 *   a name, an address and a few words takes several times longer; a script posts at once.
 * - no-visitor-input: some field got the visitor's own input (typed, pasted, dropped or
 *   autofilled: events the browser marks as trusted, which a script cannot make), or the
 *   fields hold a draft the visitor typed on an earlier visit.
 */
import { USABLE_SINCE, VISITOR_INPUT } from '../islands/markup.ts'

/** A send sooner than this after the form became usable asks for confirmation. */
export const MIN_FILL_MS = 3000

/** The trap field's name: nothing autofill or password managers fill (no name, mail, url...). */
export const TRAP_NAME = 'topic'

export type Suspicion = 'trap' | 'too-fast' | 'no-visitor-input'

export interface SendSignals {
  /** What the trap field holds. */
  trap: string
  /** Milliseconds since the form became usable. */
  elapsedMs: number
  /** A visitor's own input reached the form. */
  visitorInput: boolean
}

/** The signals that tripped, in a fixed order; none means the send goes out at once. */
export function suspicions({ trap, elapsedMs, visitorInput }: SendSignals): Suspicion[] {
  const found: Suspicion[] = []
  if (trap !== '') found.push('trap')
  if (elapsedMs < MIN_FILL_MS) found.push('too-fast')
  if (!visitorInput) found.push('no-visitor-input')
  return found
}

/** The signals as the page has them: the boot script notes trusted input on the island. */
export function readSignals(form: HTMLFormElement): SendSignals {
  const trap = form.elements.namedItem(TRAP_NAME)
  const since = form.closest(`[${USABLE_SINCE}]`)?.getAttribute(USABLE_SINCE)
  return {
    trap: trap instanceof HTMLInputElement ? trap.value : '',
    elapsedMs: performance.now() - Number(since ?? 0),
    visitorInput: form.closest(`[${VISITOR_INPUT}]`) !== null,
  }
}
