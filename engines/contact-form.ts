/**
 * The contact form as a visitor finds it in a page of any language: its fields, labels, button
 * and status line in the words of that language's content, and the one body EmailJS expects.
 */
import { MIN_FILL_MS } from '../src/contact/spamSignals.ts'
import type { SiteContent } from '../src/content/types.ts'
import { USABLE_SINCE } from '../src/islands/markup.ts'
import type { EnginePage } from './engine.ts'
import { expect, type Recorded, waitFor } from './page-helpers.ts'

/**
 * What a visitor types: a long name with diacritics, and a message with accents, a line break
 * and markup. (No emoji: WebKit's WebDriver cannot type them.)
 */
export const visitor = {
  name: 'Zoë Müller-Łukasiewicz de la Peña',
  email: 'zoe.muller@example.com',
  message: 'Grüße!\nWe need a Power App for vendor onboarding. <b>Not bold</b> & "quoted".',
}

/** Where the form sends: the identifiers the build carries. */
export interface EmailIds {
  publicKey: string
  serviceId: string
  templateId: string
}

export function contactForm(
  page: EnginePage,
  content: Pick<SiteContent, 'contact' | 'sectionIds'>,
) {
  const { contact } = content
  const id = content.sectionIds.contact
  const fields = {
    name: `#${id}-name`,
    email: `#${id}-email`,
    message: `#${id}-message`,
  } as const
  const submit = `#${id} button[type="submit"]`

  return {
    submit,
    /** Each field's label and value, the button, the status line. */
    state: () =>
      page.evaluate(
        ({ fields, submit, id }) => {
          const field = (selector: string) => {
            const control = document.querySelector<HTMLInputElement | HTMLTextAreaElement>(selector)
            return {
              label: control?.labels?.[0]?.textContent ?? null,
              value: control?.value ?? null,
            }
          }
          const button = document.querySelector<HTMLButtonElement>(submit)
          return {
            name: field(fields.name),
            email: field(fields.email),
            message: field(fields.message),
            button: { text: button?.textContent, disabled: button?.disabled },
            status: document.querySelector(`#${id} [role="status"]`)?.textContent ?? null,
          }
        },
        { fields, submit, id },
      ),
    /** Types into every field, key by key, taking at least the time a person takes. */
    async fill() {
      for (const key of ['name', 'email', 'message'] as const) {
        await page.type(fields[key], visitor[key])
      }
      const usable = await page.evaluate(
        (attribute: string) =>
          performance.now() -
          Number(document.querySelector('[data-island="contact"]')?.getAttribute(attribute) ?? 0),
        USABLE_SINCE,
      )
      if (usable < MIN_FILL_MS) {
        await new Promise((done) => setTimeout(done, MIN_FILL_MS - usable + 50))
      }
    },
    /** Waits until the status line reads `message` and the button is back to its label. */
    waitForStatus: (message: string) =>
      waitFor(
        page,
        `the status line reads "${message}" and the button "${contact.submitLabel}"`,
        (expected: { id: string; message: string; label: string; submit: string }) =>
          document.querySelector(`#${expected.id} [role="status"]`)?.textContent ===
            expected.message &&
          document.querySelector(expected.submit)?.textContent === expected.label,
        { id, message, label: contact.submitLabel, submit },
      ),
  }
}

/** The one body EmailJS expects (spec §7), with the identifiers the build carries. */
export function expectSpecBody(send: Recorded['sends'][number] | undefined, ids: EmailIds) {
  expect(send).toMatchObject({ method: 'POST', contentType: 'application/json' })
  expect(JSON.parse(send?.body ?? 'null')).toEqual({
    lib_version: '4.4.1',
    user_id: ids.publicKey,
    service_id: ids.serviceId,
    template_id: ids.templateId,
    template_params: visitor,
  })
}
