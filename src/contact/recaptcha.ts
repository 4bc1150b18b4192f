/**
 * Optional reCAPTCHA v2 (the checkbox), when the owner sets `emailjs.recaptchaSiteKey`: EmailJS
 * then verifies the token sent as `g-recaptcha-response` (enable it in the EmailJS template).
 * Google's script loads only in that case, when the form hydrates; the CSP allows Google's
 * reCAPTCHA hosts only then (scripts/security-headers.mjs).
 */

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
