import { retrying } from '../islands/retry.ts'
import type { DataId, Recipient } from '../privacy/registry.ts'
import type { EmailConfig } from './emailConfig.ts'

export interface ContactMessage {
  name: string
  email: string
  message: string
}

/** What each field of a message is, as the privacy page names it: every field is sent. */
const SENT_FIELDS: Record<keyof ContactMessage, DataId> = {
  name: 'name',
  email: 'email',
  message: 'message',
}

/**
 * EmailJS as the privacy page lists it (src/privacy/registry.ts): the host the form sends to
 * (`origin`, as the build resolved it), only when the visitor sends, with every field of the
 * message, and reCAPTCHA's answer where the checkbox is on. EmailJS Pte. Ltd. runs it from
 * outside the European Economic Area.
 */
export const emailRecipient = (config: Pick<EmailConfig, 'origin' | 'recaptchaSiteKey'>) =>
  ({
    id: 'emailjs',
    name: 'EmailJS',
    hosts: [new URL(config.origin).host],
    receives: [
      ...Object.values(SENT_FIELDS),
      ...(config.recaptchaSiteKey ? (['recaptchaToken'] as const) : []),
      'connection',
    ],
    when: 'send',
    policy: 'https://www.emailjs.com/legal/privacy-policy/',
    outsideEea: true,
  }) satisfies Recipient

/**
 * Resolves once the provider accepted the message; rejects with whatever went wrong. `extra`
 * adds template parameters beside the message (only the reCAPTCHA token, when enabled).
 * prepare(), when present, starts loading what sending needs, before the first send.
 */
export type SendContactMessage = ((
  message: ContactMessage,
  extra?: Readonly<Record<string, string>>,
) => Promise<void>) & {
  prepare?: () => void
}

/**
 * Sets up the EmailJS SDK and returns the one function the form needs. The SDK is loaded on
 * demand (prepare(), called when the visitor first works in the form, or the first send), so
 * it costs nothing on the first load of the page.
 * The SDK rejects with an EmailJSResponseStatus (non-2xx), a string (invalid identifiers)
 * or a raw TypeError (network failure); callers get that original value untouched. A failed
 * load of the SDK (offline) rejects like a network failure, and the next send tries again, from
 * a fresh address (src/islands/retry.ts): some browsers keep a failed load for the life of the
 * page.
 */
export function createEmailClient(config: EmailConfig): SendContactMessage {
  let sdk: Promise<typeof import('@emailjs/browser')> | undefined
  const sdkModule = retrying(() => import('@emailjs/browser'), config.sdkFiles)
  const load = () => {
    sdk ??= sdkModule().then((module) => {
      // init() resets the SDK's origin on every call, so it is always passed explicitly.
      // Headless blocking, block lists and rate limits stay off (spec §4, §9).
      module.init({ publicKey: config.publicKey, origin: config.origin, blockHeadless: false })
      return module
    })
    sdk.catch(() => {
      sdk = undefined
    })
    return sdk
  }
  const send: SendContactMessage = async ({ name, email, message }, extra) => {
    const { send } = await load()
    await send(config.serviceId, config.templateId, { name, email, message, ...extra })
  }
  send.prepare = () => void load()
  return send
}
