import { init, send } from '@emailjs/browser'
import type { EmailConfig } from './emailConfig.ts'

export interface ContactMessage {
  name: string
  email: string
  message: string
}

/** Resolves once the provider accepted the message; rejects with whatever went wrong. */
export type SendContactMessage = (message: ContactMessage) => Promise<void>

/** A provider that has not answered by then is treated as a failure, so the visitor can retry. */
export const SEND_TIMEOUT_MS = 15_000

export class SendTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`The email provider did not answer within ${timeoutMs / 1000} s`)
    this.name = 'SendTimeoutError'
  }
}

/**
 * Sets up the EmailJS SDK and returns the one function the form needs.
 * The SDK rejects with an EmailJSResponseStatus (non-2xx), a string (invalid identifiers)
 * or a raw TypeError (network failure); callers get that original value untouched.
 */
export function createEmailClient(
  config: EmailConfig,
  timeoutMs: number = SEND_TIMEOUT_MS,
): SendContactMessage {
  // init() resets the SDK's origin on every call, so it is always passed explicitly.
  // Headless blocking, block lists and rate limits stay off (spec §4, §9).
  init({ publicKey: config.publicKey, origin: config.origin, blockHeadless: false })

  return ({ name, email, message }) =>
    withTimeout(
      send(config.serviceId, config.templateId, { name, email, message }),
      timeoutMs,
    ).then(() => undefined)
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendTimeoutError(timeoutMs)), timeoutMs)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
