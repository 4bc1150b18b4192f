/**
 * Optional reCAPTCHA v2 (the checkbox), when the owner sets `emailjs.recaptchaSiteKey`: EmailJS
 * then verifies the token sent as `g-recaptcha-response` (enable it in the EmailJS template).
 * Google's script loads only in that case, when the form hydrates; the CSP allows Google's
 * reCAPTCHA hosts only then (scripts/security-headers.mjs).
 */

import type { Recipient } from '../privacy/registry.ts'

/** The part of Google's `grecaptcha` the form uses. */
export interface Grecaptcha {
  ready(callback: () => void): void
  render(container: HTMLElement, options: { sitekey: string; size?: 'normal' | 'compact' }): number
  getResponse(widget?: number): string
  reset(widget?: number): void
}

/** Where Google serves the script; `render=explicit` lets the form place the checkbox. */
export const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js?render=explicit'

/** The template parameter EmailJS reads the token from. */
export const RECAPTCHA_PARAM = 'g-recaptcha-response'

/**
 * reCAPTCHA as the privacy page lists it (src/privacy/registry.ts), where the owner set a site
 * key: the form loads Google's script and checkbox once the visitor starts on it (src/contact/
 * useRecaptcha.ts), and
 * Google's reCAPTCHA collects hardware and software information about the device for its
 * analysis (its terms of service say so). The hosts are those the CSP allows for it
 * (scripts/security-headers.mjs, RECAPTCHA_SOURCES). Google LLC is in the United States.
 */
export const RECAPTCHA_RECIPIENT = {
  id: 'recaptcha',
  name: 'Google reCAPTCHA',
  hosts: ['www.google.com', 'www.gstatic.com', 'recaptcha.google.com'],
  receives: ['device', 'connection'],
  when: 'formUsed',
  policy: 'https://policies.google.com/privacy',
  terms: 'https://policies.google.com/terms',
  outsideEea: true,
} as const satisfies Recipient

let loading: Promise<Grecaptcha> | undefined

/** Loads Google's script once (again after a failure), resolving when it is ready. */
export function loadRecaptcha(): Promise<Grecaptcha> {
  const ready = () => (window as { grecaptcha?: Grecaptcha }).grecaptcha
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const whenReady = () => {
      const grecaptcha = ready()
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha))
      else reject(new Error('reCAPTCHA did not load'))
    }
    if (ready()) return whenReady()
    const script = document.createElement('script')
    script.src = RECAPTCHA_SCRIPT
    script.async = true
    script.addEventListener('load', whenReady)
    script.addEventListener('error', () => reject(new Error('reCAPTCHA did not load')))
    document.head.append(script)
  })
  loading.catch(() => {
    loading = undefined
  })
  return loading
}
