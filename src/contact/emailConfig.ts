import { isSample } from '../content/sample.ts'
import type { SiteContent } from '../content/types.ts'

export const EMAILJS_ORIGIN = 'https://api.emailjs.com'

export interface EmailConfig {
  publicKey: string
  serviceId: string
  templateId: string
  /** Where the SDK sends messages, without a trailing slash. */
  origin: string
  /** The reCAPTCHA v2 site key, when the owner set one. */
  recaptchaSiteKey?: string
  /**
   * The SDK's file as built, then any file it imports (set by the build, scripts/prerender.mjs),
   * to load it again from a fresh address after a failed load (src/islands/retry.ts). Absent on
   * the development server.
   */
  sdkFiles?: readonly string[]
}

/** The build-time variables that may override the content file. */
export interface EmailEnv {
  DEV: boolean
  VITE_EMAILJS_PUBLIC_KEY?: string
  VITE_EMAILJS_SERVICE_ID?: string
  VITE_EMAILJS_TEMPLATE_ID?: string
  VITE_EMAILJS_ORIGIN?: string
  /** Set by `npm start` to the local stand-in provider. */
  VITE_LOCAL_PROVIDER_ORIGIN?: string
}

/**
 * Resolved when the page is rendered (the build, the dev server), never in the browser.
 * Identifiers come from the content file unless the build sets VITE_EMAILJS_*.
 * Only a dev server with no real public key talks to the local stand-in provider;
 * a production build always targets the real provider (or VITE_EMAILJS_ORIGIN).
 */
export function resolveEmailConfig(
  env: EmailEnv,
  identifiers: SiteContent['emailjs'],
): EmailConfig {
  const publicKey = env.VITE_EMAILJS_PUBLIC_KEY || identifiers.publicKey
  const localOrigin = env.DEV && isSample(publicKey) ? env.VITE_LOCAL_PROVIDER_ORIGIN : undefined
  const origin = env.VITE_EMAILJS_ORIGIN || localOrigin || EMAILJS_ORIGIN
  return {
    publicKey,
    serviceId: env.VITE_EMAILJS_SERVICE_ID || identifiers.serviceId,
    templateId: env.VITE_EMAILJS_TEMPLATE_ID || identifiers.templateId,
    origin: origin.replace(/\/+$/, ''),
    ...(identifiers.recaptchaSiteKey ? { recaptchaSiteKey: identifiers.recaptchaSiteKey } : {}),
  }
}

/**
 * The content with the reCAPTCHA site key the build names (`--recaptcha`), if it names one: the
 * checkbox on for one build without editing the content file (the tests build the counting copy
 * with both on).
 */
export function withRecaptcha(content: SiteContent, siteKey: string | undefined): SiteContent {
  return siteKey
    ? { ...content, emailjs: { ...content.emailjs, recaptchaSiteKey: siteKey } }
    : content
}
