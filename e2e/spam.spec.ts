/**
 * Spam stays out, and no real message is turned away (src/contact/spamSignals.ts): a script that
 * fills every field and posts at once sends nothing; a person who types is never asked anything;
 * anyone whose send looks automated confirms once, and it goes, exactly once.
 */

import type { Page } from '@playwright/test'
import { TRAP_NAME } from '../src/contact/spamSignals.ts'
import { axeViolations } from './axe.ts'
import { asAPersonWould, contactForm, formUsableFor, visitor } from './contactForm.ts'
import { emailConfig, site } from './content.ts'
import { expect, islandHydrated, openPage, reply, routeProvider, test } from './fixtures.ts'

const { contact } = site

/** The request body the spec fixes, for the visitor's message. */
const specBody = (values = visitor) => ({
  lib_version: '4.4.1',
  user_id: emailConfig.publicKey,
  service_id: emailConfig.serviceId,
  template_id: emailConfig.templateId,
  template_params: values,
})

async function openWithProvider(page: Page) {
  const bodies: unknown[] = []
  await routeProvider(page, async (route) => {
    bodies.push(route.request().postDataJSON())
    await reply(200, 'OK')(route)
  })
  await openPage(page)
  return { bodies, form: contactForm(page) }
}

test('a bot that fills every input, hidden ones too, and posts within 200 ms gets no request out', async ({
  page,
}) => {
  const { bodies, form } = await openWithProvider(page)
  await form.ready()
  // The page's clock stands still while the bot acts, so it posts within 200 ms of the page's
  // time however busy the machine (a busy one took 221 ms of real time). A second ahead: pausing
  // at a time the clock has passed is an error.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
  const took = await page.evaluate(() => {
    const started = performance.now()
    // Every form of the page (the enlarged view's close button is one too).
    for (const form of document.forms) {
      for (const field of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
        'input, textarea',
      ))
        field.value = field.type === 'email' ? 'bot@spam.example' : 'Buy now https://spam.example'
      form.querySelector<HTMLButtonElement>('button[type="submit"]')?.click()
    }
    return performance.now() - started
  })
  await page.clock.resume()
  expect(took).toBeLessThan(200)
  await expect(form.status).toHaveText(contact.confirmMessage)
  await page.waitForTimeout(500)
  expect(bodies).toEqual([])
  await expect(form.status).not.toHaveText(contact.successMessage)
})

test('a bot that posts before the form has even hydrated gets no request out either', async ({
  page,
}) => {
  const { bodies, form } = await openWithProvider(page)
  await page.evaluate(() => {
    for (const form of document.forms) {
      for (const field of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
        'input, textarea',
      ))
        field.value = field.type === 'email' ? 'bot@spam.example' : 'Buy now'
      form.requestSubmit()
    }
  })
  await islandHydrated(page, 'contact')
  await expect(form.status).toHaveText(contact.confirmMessage)
  expect(bodies).toEqual([])
})

test('a keyboard visitor who types normally is never asked anything: one request, the spec’s body', async ({
  page,
}) => {
  const { bodies, form } = await openWithProvider(page)
  await form.fields.name.focus()
  await page.keyboard.type(visitor.name, { delay: 10 })
  await page.keyboard.press('Tab')
  await page.keyboard.type(visitor.email, { delay: 10 })
  await page.keyboard.press('Tab')
  const typedMessage = 'Hello, could we talk about a Power App next week?'
  await page.keyboard.type(typedMessage, { delay: 10 })
  await asAPersonWould(page)
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(form.status).toHaveText(contact.successMessage)
  await expect(form.confirm).toHaveCount(0)
  expect(bodies).toEqual([specBody({ ...visitor, message: typedMessage })])
})

test('a visitor whose autofill filled the trap confirms once, and exactly one request goes', async ({
  page,
}) => {
  const { bodies, form } = await openWithProvider(page)
  await form.fill()
  // As a password manager would: into the hidden field, by script, past the page's own checks.
  await page.locator(`input[name="${TRAP_NAME}"]`).evaluate((trap: HTMLInputElement) => {
    trap.value = 'Acme Ltd'
  })
  await form.button.click()
  await expect(form.status).toHaveText(contact.confirmMessage)
  // Nothing moved: the fields, the draft and the focus are as they were.
  await form.expectFieldsKept()
  await expect(form.button).toBeFocused()
  expect(bodies).toEqual([])
  await form.confirm.click()
  await expect(form.status).toHaveText(contact.successMessage)
  expect(bodies).toEqual([specBody()])
})

test('a visitor who pastes a message and sends within 2 seconds confirms once, and one request goes', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  // The page's clock stands still, so "within 2 seconds" holds on a busy machine too.
  await page.clock.install()
  await page.clock.pauseAt(Date.now() + 1000)
  const { bodies, form } = await openWithProvider(page)
  await form.fields.name.fill(visitor.name)
  await form.fields.email.fill(visitor.email)
  await page.evaluate((text) => navigator.clipboard.writeText(text), visitor.message)
  await form.fields.message.focus()
  await page.keyboard.press('ControlOrMeta+V')
  await expect(form.fields.message).toHaveValue(visitor.message)
  await form.button.click()
  expect(await formUsableFor(page)).toBeLessThan(2000)
  await expect(form.status).toHaveText(contact.confirmMessage)
  expect(bodies).toEqual([])
  await form.confirm.press('Enter')
  await expect(form.status).toHaveText(contact.successMessage)
  expect(bodies).toEqual([specBody()])
})

test('keyboard and screen-reader users never meet the trap, and the confirmation step passes axe', async ({
  page,
}) => {
  const { form } = await openWithProvider(page)
  await form.ready()
  // Tab through the whole form: the trap is never focused.
  await form.fields.name.focus()
  const visited: string[] = []
  for (let step = 0; step < 6; step += 1) {
    visited.push(await page.evaluate(() => document.activeElement?.getAttribute('name') ?? ''))
    await page.keyboard.press('Tab')
  }
  expect(visited).not.toContain(TRAP_NAME)
  // Not in the accessibility tree: only the three fields are text boxes.
  await expect(page.locator(`#${site.sectionIds.contact}`).getByRole('textbox')).toHaveCount(3)
  await expect(page.getByRole('textbox', { name: contact.trapLabel })).toHaveCount(0)

  await form.fill()
  await page.locator(`input[name="${TRAP_NAME}"]`).evaluate((trap: HTMLInputElement) => {
    trap.value = 'autofilled'
  })
  await form.button.click()
  await expect(form.confirm).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})
