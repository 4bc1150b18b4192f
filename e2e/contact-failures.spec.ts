/**
 * Every other error status the provider can answer (contact.spec.ts covers an error status and a
 * network failure): each shows the error, logs it, keeps every field, and a retry succeeds.
 */
import type { Route } from '@playwright/test'
import { openWithProvider, startsWith } from './contactForm.ts'
import { site } from './content.ts'
import { expect, reply, test } from './fixtures.ts'

const failures: [string, (route: Route) => Promise<void>][] = [
  ['400 Bad Request', reply(400, 'The template ID is invalid')],
  ['403 Forbidden', reply(403, 'Forbidden')],
  ['429 Too Many Requests', reply(429, 'Too Many Requests')],
  ['451 Unavailable For Headless Browser', reply(451, 'Unavailable For Headless Browser')],
]

for (const [name, answer] of failures) {
  test(`on ${name}: shows the error, logs it, keeps every field, and a retry succeeds`, async ({
    page,
    consoleLog,
  }) => {
    const { provider, form } = await openWithProvider(page, [answer])
    await form.fill()
    await form.button.click()
    // The spec's error line first; some failures add what to do (contact-recovery.spec.ts).
    await expect(form.status).toHaveText(startsWith(site.contact.errorMessage))
    await form.expectFieldsKept()
    expect(consoleLog.errors.some((text) => text.includes('could not be sent'))).toBe(true)
    await form.button.click()
    await expect(form.status).toHaveText(site.contact.successMessage)
    expect(provider.bodies).toHaveLength(2)
  })
}
