import type { ContactMessage, SendContactMessage } from './emailClient.ts'

/** A provider that has not answered by then is reported as a failure, so the visitor can act. */
export const SEND_TIMEOUT_MS = 15_000

export class SendTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`The email provider did not answer within ${timeoutMs / 1000} s`)
    this.name = 'SendTimeoutError'
  }
}

/**
 * What the visitor can do about a failure: offline (send again once back online), rateLimited
 * (wait a moment), refused (403, 412, 426: this form cannot send, use another way), other.
 */
export type FailureKind = 'offline' | 'rateLimited' | 'refused' | 'other'

export type AttemptOutcome = { sent: true } | { sent: false; failure: FailureKind }

export interface AttemptEvents {
  /** This attempt waits for an earlier one that timed out but may still arrive. */
  waiting(): void
  /** An attempt already reported as timed out was delivered after all, and nobody waited for it. */
  deliveredLate(): void
}

/** The provider's HTTP status when the SDK rejected with one (an EmailJSResponseStatus). */
const statusOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined

export function classifyFailure(error: unknown, online: boolean): FailureKind {
  if (!online) return 'offline'
  const status = statusOf(error)
  if (status === 429) return 'rateLimited'
  if (status === 403 || status === 412 || status === 426) return 'refused'
  return 'other'
}

/**
 * Sends messages so that no message goes twice. The SDK's request cannot be aborted, so a
 * request that times out is kept: until it settles, a new attempt waits for it (bounded by the
 * same timeout) instead of sending. If it was delivered, the waiting attempt succeeds without
 * sending; if it failed, the waiting attempt sends. A late delivery nobody waits for is reported
 * through deliveredLate.
 */
export function createAttempts(
  send: SendContactMessage,
  events: AttemptEvents,
  timeoutMs: number = SEND_TIMEOUT_MS,
  isOnline: () => boolean = () => navigator.onLine,
) {
  /** The earlier request that timed out and has not settled: true once delivered. */
  let unresolved: Promise<boolean> | undefined
  let waiters = 0

  const fail = (error: unknown): AttemptOutcome => {
    const status = statusOf(error)
    console.error(
      `The contact message could not be sent${status === undefined ? '' : ` (provider status ${String(status)})`}:`,
      error,
    )
    return { sent: false, failure: classifyFailure(error, isOnline()) }
  }

  return async (
    message: ContactMessage,
    extra?: Readonly<Record<string, string>>,
  ): Promise<AttemptOutcome> => {
    if (unresolved) {
      events.waiting()
      waiters += 1
      try {
        if (await withTimeout(unresolved, timeoutMs)) return { sent: true }
      } catch (error) {
        return fail(error)
      } finally {
        waiters -= 1
      }
    }
    let request: Promise<void>
    try {
      request = extra ? send(message, extra) : send(message)
    } catch (error) {
      return fail(error)
    }
    try {
      await withTimeout(request, timeoutMs)
      return { sent: true }
    } catch (error) {
      if (error instanceof SendTimeoutError) {
        const settled = request.then(
          () => true,
          () => false,
        )
        unresolved = settled
        void settled.then((delivered) => {
          if (unresolved === settled) unresolved = undefined
          if (delivered && waiters === 0) events.deliveredLate()
        })
      }
      return fail(error)
    }
  }
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendTimeoutError(timeoutMs)), timeoutMs)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
