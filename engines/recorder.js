// @ts-check
/**
 * Injected first in <head> by the cross-engine test server only (never part of dist/), served
 * from the site's own origin so the Content-Security-Policy allows it. WebDriver has no console
 * capability in every engine, so this records what a test must see:
 * - errors: uncaught errors, failed resources, unhandled rejections and console.error calls;
 * - warnings: console.warn calls;
 * - violations: Content-Security-Policy violations;
 * - revealedWithTransition: whether the page was shown with a cross-document view transition;
 * - sends: every request to the EmailJS endpoint, which never leaves the browser: fetch() to it
 *   is answered here from `provider` (a status and text, or a network failure).
 */
;(() => {
  const SEND_URL = 'https://api.emailjs.com/api/v1.0/email/send'
  /** @type {{ errors: string[], warnings: string[], violations: string[], sends: { method: string, contentType: string, body: string }[], provider: { status: number, body: string } | { networkError: true }, revealedWithTransition: boolean | null }} */
  const record = {
    revealedWithTransition: null,
    errors: [],
    warnings: [],
    violations: [],
    sends: [],
    provider: { status: 200, body: 'OK' },
  }
  Object.defineProperty(window, '__engines', { value: record })

  const text = (/** @type {unknown[]} */ values) =>
    values.map((value) => (value instanceof Error ? value.stack || String(value) : String(value)))
  const { error, warn } = console
  console.error = (...values) => {
    record.errors.push(text(values).join(' '))
    error.apply(console, values)
  }
  console.warn = (...values) => {
    record.warnings.push(text(values).join(' '))
    warn.apply(console, values)
  }
  addEventListener(
    'error',
    (event) => {
      const target = /** @type {{ src?: string, href?: string } | null} */ (event.target)
      record.errors.push(
        event instanceof ErrorEvent
          ? `${event.message} (${event.filename}:${event.lineno})`
          : `failed to load ${target?.src || target?.href || 'a resource'}`,
      )
    },
    true,
  )
  addEventListener('unhandledrejection', (event) => {
    record.errors.push(`unhandled rejection: ${text([event.reason])[0]}`)
  })
  // Whether the page was shown with a view transition (cross-document ones: pagereveal; null in
  // an engine without them).
  addEventListener('pagereveal', (event) => {
    const { viewTransition } = /** @type {Event & { viewTransition?: unknown }} */ (event)
    record.revealedWithTransition = viewTransition != null
  })
  document.addEventListener('securitypolicyviolation', (event) => {
    record.violations.push(`${event.violatedDirective} blocked ${event.blockedURI}`)
  })

  const realFetch = window.fetch
  window.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (url !== SEND_URL) return realFetch(input, init)
    const headers = new Headers(init?.headers)
    record.sends.push({
      method: init?.method ?? 'GET',
      contentType: headers.get('Content-Type') ?? '',
      body: typeof init?.body === 'string' ? init.body : String(init?.body),
    })
    const answer = record.provider
    // Answer on a later task, as a network would: the form shows its sending state first.
    return new Promise((resolve, reject) =>
      setTimeout(() => {
        if ('networkError' in answer) reject(new TypeError('Failed to fetch'))
        else resolve(new Response(answer.body, { status: answer.status }))
      }, 200),
    )
  }
})()
