import type { Page, Route } from '@playwright/test'
import { MIN_FILL_MS } from '../src/contact/spamSignals.ts'
import { USABLE_SINCE } from '../src/islands/markup.ts'
import { emailConfig, site } from './content.ts'
import { expect, islandHydrated, openPage, reply, routeProvider } from './fixtures.ts'

/** What a visitor types in the browser tests: accents, emoji, a line break and markup. */
export const visitor = {
  name: 'Zoë Müller-Łukasiewicz',
  email: 'zoe@example.com',
  message: 'Hello 👋\nWe need a Power App for vendor onboarding. <b>Not bold</b> & "quoted".',
}

/** What the reCAPTCHA stand-in (fixtures.ts) adds to the template's parameters, where it is on. */
export const humanCheckParams: Record<string, string> = emailConfig.recaptchaSiteKey
  ? { 'g-recaptcha-response': `token-${emailConfig.recaptchaSiteKey}` }
  : {}

/** How long the form has been usable, in ms (src/contact/spamSignals.ts). */
export const formUsableFor = (page: Page) =>
  page.evaluate(
    (id) =>
      performance.now() -
      Number(document.querySelector(`[data-island="contact"]`)?.getAttribute(id) ?? 0),
    USABLE_SINCE,
  )

/**
 * Moves the page's clock on, if need be, until the form has been usable as long as a person
 * takes at the least to fill it, so a send is not taken for a script's.
 */
export async function asAPersonWould(page: Page) {
  const usable = await formUsableFor(page)
  if (usable < MIN_FILL_MS) await page.clock.fastForward(Math.ceil(MIN_FILL_MS - usable) + 50)
}

/**
 * The contact form as a visitor finds it: fields by their labels, the button, the status line,
 * in the words of the page's language (`content`: the built default language's unless named).
 */
export function contactForm(
  page: Page,
  content: Pick<typeof site, 'contact' | 'sectionIds'> = site,
) {
  const { contact, sectionIds } = content
  const fields = {
    name: page.getByLabel(contact.fields.name, { exact: true }),
    email: page.getByLabel(contact.fields.email, { exact: true }),
    message: page.getByLabel(contact.fields.message, { exact: true }),
  }
  const button = page.locator(`#${sectionIds.contact} button[type="submit"]`)
  const tickHumanCheck = async () => {
    if (emailConfig.recaptchaSiteKey) await page.locator('.fake-recaptcha input').check()
  }
  return {
    fields,
    button,
    status: page.locator(`#${sectionIds.contact}-status`),
    confirm: page.getByRole('button', { name: contact.confirmLabel }),
    /** Scrolls to the form, as a visitor does, and waits until it has hydrated. */
    async ready() {
      await fields.name.scrollIntoViewIfNeeded()
      await islandHydrated(page, 'contact')
    },
    /**
     * Fills every field with the visitor's own input (trusted events), taking a person's time,
     * and ticks the reCAPTCHA checkbox where the owner enabled it.
     */
    async fill(values = visitor) {
      await fields.name.fill(values.name)
      await fields.email.fill(values.email)
      await fields.message.fill(values.message)
      await tickHumanCheck()
      await asAPersonWould(page)
    },
    /**
     * Presses Send again after an attempt, as a visitor does: where the owner enabled reCAPTCHA,
     * each attempt spends its token, so the box is ticked again first.
     */
    async sendAgain() {
      await tickHumanCheck()
      await button.click()
    },
    async expectFieldsKept(values = visitor) {
      await expect(fields.name).toHaveValue(values.name)
      await expect(fields.email).toHaveValue(values.email)
      await expect(fields.message).toHaveValue(values.message)
    },
  }
}

/**
 * Opens the page with a fake provider that records every message it receives and answers each
 * with the next of `replies`, then with 200 'OK'.
 */
export async function openWithProvider(page: Page, replies: ((route: Route) => Promise<void>)[]) {
  const provider = { bodies: [] as unknown[] }
  await routeProvider(page, async (route) => {
    provider.bodies.push(route.request().postDataJSON())
    await (replies.shift() ?? reply(200, 'OK'))(route)
  })
  await openPage(page)
  return { provider, form: contactForm(page) }
}

export const startsWith = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)
