import type { Page } from '@playwright/test'
import { site } from './content.ts'
import { expect } from './fixtures.ts'

const { contact } = site

/** What a visitor types in the browser tests: accents, emoji, a line break and markup. */
export const visitor = {
  name: 'Zoë Müller-Łukasiewicz',
  email: 'zoe@example.com',
  message: 'Hello 👋\nWe need a Power App for vendor onboarding. <b>Not bold</b> & "quoted".',
}

/** The contact form as a visitor finds it: fields by their labels, the button, the status line. */
export function contactForm(page: Page) {
  const fields = {
    name: page.getByLabel(contact.fields.name, { exact: true }),
    email: page.getByLabel(contact.fields.email, { exact: true }),
    message: page.getByLabel(contact.fields.message, { exact: true }),
  }
  return {
    fields,
    button: page.locator('#contact button[type="submit"]'),
    status: page.getByRole('status'),
    async fill(values = visitor) {
      await fields.name.fill(values.name)
      await fields.email.fill(values.email)
      await fields.message.fill(values.message)
    },
    async expectFieldsKept(values = visitor) {
      await expect(fields.name).toHaveValue(values.name)
      await expect(fields.email).toHaveValue(values.email)
      await expect(fields.message).toHaveValue(values.message)
    },
  }
}
