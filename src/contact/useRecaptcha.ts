import { useEffect, useRef } from 'react'
import { VISITOR_INPUT } from '../islands/markup.ts'
import { type Grecaptcha, loadRecaptcha } from './recaptcha.ts'

/** A check that the visitor is a person: its token, or '' when it was not passed. */
export interface HumanCheck {
  token(): string
  /** Tokens are single-use: after each attempt the visitor ticks again. */
  reset(): void
}

/** What a visitor's acting on the form is, for the checkbox: a touch, a focus, a key. */
const ACTS = ['pointerdown', 'focusin', 'keydown'] as const

/**
 * The reCAPTCHA v2 checkbox in `container`, when the owner set a site key: Google's script loads
 * once the visitor acts on the form (a touch, a focus or a key in it, or already had before the
 * form hydrated), never for a visitor who only reads or scrolls past it: nothing reaches Google
 * before the visitor acts (the privacy page says so, src/contact/recaptcha.ts). Without a key,
 * nothing loads and `check` is undefined.
 */
export function useRecaptcha(siteKey: string | undefined) {
  const container = useRef<HTMLDivElement>(null)
  const widget = useRef<{ api: Grecaptcha; id: number } | undefined>(undefined)
  useEffect(() => {
    const element = container.current
    const form = element?.closest('form')
    if (!siteKey || !element || !form) return
    let active = true
    const load = () => {
      for (const type of ACTS) form.removeEventListener(type, load, true)
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
    }
    // Acted already: a field has the focus, or the visitor typed before the form hydrated (the
    // boot script marks its island: VISITOR_INPUT).
    if (form.contains(document.activeElement) || form.closest(`[${VISITOR_INPUT}]`)) load()
    else for (const type of ACTS) form.addEventListener(type, load, true)
    return () => {
      active = false
      for (const type of ACTS) form.removeEventListener(type, load, true)
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
