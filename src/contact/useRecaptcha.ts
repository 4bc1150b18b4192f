import { useEffect, useRef } from 'react'
import { type Grecaptcha, loadRecaptcha } from './recaptcha.ts'

/** A check that the visitor is a person: its token, or '' when it was not passed. */
export interface HumanCheck {
  token(): string
  /** Tokens are single-use: after each attempt the visitor ticks again. */
  reset(): void
}

/**
 * The reCAPTCHA v2 checkbox in `container`, when the owner set a site key: Google's script
 * loads once the form has hydrated. Without a key, nothing loads and `check` is undefined.
 */
export function useRecaptcha(siteKey: string | undefined) {
  const container = useRef<HTMLDivElement>(null)
  const widget = useRef<{ api: Grecaptcha; id: number } | undefined>(undefined)
  useEffect(() => {
    const element = container.current
    if (!siteKey || !element) return
    let active = true
    loadRecaptcha().then(
      (api) => {
        if (active && !widget.current) {
          // The size whose box the stylesheet keeps for it (src/styles/home.css, .recaptcha).
          const size =
            getComputedStyle(element).getPropertyValue('--recaptcha-size').trim() === 'compact'
              ? 'compact'
              : 'normal'
          widget.current = { api, id: api.render(element, { sitekey: siteKey, size }) }
        }
      },
      (error: unknown) => console.error('The reCAPTCHA checkbox could not load:', error),
    )
    return () => {
      active = false
    }
  }, [siteKey])
  const check: HumanCheck | undefined = siteKey
    ? {
        token: () => (widget.current ? widget.current.api.getResponse(widget.current.id) : ''),
        reset: () => widget.current?.api.reset(widget.current.id),
      }
    : undefined
  return { container, check }
}
