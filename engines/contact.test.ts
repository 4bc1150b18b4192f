import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { inject, it } from 'vitest'
import { TRAP_NAME } from '../src/contact/spamSignals.ts'
import { ENTRIES_ID, PROPS, PROPS_FILE } from '../src/islands/markup.ts'
import { contactForm, expectSpecBody as expectSentBody, visitor } from './contact-form.ts'
import { emailConfig, site } from './content.ts'
import type { EnginePage } from './engine.ts'
import { LAPTOP, PHONE } from './landing.ts'
import {
  answerProvider,
  expect,
  failScripts,
  openPage,
  type Recorded,
  recorded,
  waitFor,
} from './page-helpers.ts'
import { describeEngines } from './suite.ts'

const { contact } = site
const id = site.sectionIds.contact
const submit = `#${id} button[type="submit"]`

/** The form as the visitor sees it: each field's label and value, the button, the status line. */
const formState = (page: EnginePage) => contactForm(page, site).state()
/** Types into every field, key by key, taking at least the time a person takes. */
const fillForm = (page: EnginePage) => contactForm(page, site).fill()
const waitForStatus = (page: EnginePage, message: string) =>
  contactForm(page, site).waitForStatus(message)
/** The one body EmailJS expects (spec §7), with the identifiers the build carries. */
const expectSpecBody = (send: Recorded['sends'][number] | undefined) =>
  expectSentBody(send, emailConfig)

describeEngines('the contact form', {}, (session) => {
  for (const size of [PHONE, LAPTOP]) {
    it(`sends one POST with the spec body, then clears the fields, at ${size.width} px`, async () => {
      const { page } = session
      await page.resize(size.width, size.height)
      await openPage(page)
      await fillForm(page)
      await page.click(submit)
      await waitForStatus(page, contact.successMessage)
      expect(await formState(page)).toEqual({
        name: { label: contact.fields.name, value: '' },
        email: { label: contact.fields.email, value: '' },
        message: { label: contact.fields.message, value: '' },
        button: { text: contact.submitLabel, disabled: false },
        status: contact.successMessage,
      })
      const { sends, errors, warnings, violations } = await recorded(page)
      expect(sends).toHaveLength(1)
      expectSpecBody(sends[0])
      expect({ errors, warnings, violations }).toEqual({ errors: [], warnings: [], violations: [] })
    })
  }

  for (const [failure, answer] of [
    ['an error status', { status: 500, body: 'Internal Server Error' }],
    ['a network failure', { networkError: true }],
  ] as const) {
    it(`shows the error after ${failure}, keeps what was typed, and a retry sends`, async () => {
      const { page } = session
      await page.resize(LAPTOP.width, LAPTOP.height)
      await openPage(page)
      await answerProvider(page, answer)
      await fillForm(page)
      await page.click(submit)
      await waitForStatus(page, contact.errorMessage)
      expect(await formState(page)).toEqual({
        name: { label: contact.fields.name, value: visitor.name },
        email: { label: contact.fields.email, value: visitor.email },
        message: { label: contact.fields.message, value: visitor.message },
        button: { text: contact.submitLabel, disabled: false },
        status: contact.errorMessage,
      })
      const failed = await recorded(page)
      expect(failed.sends).toHaveLength(1)
      expectSpecBody(failed.sends[0])
      // The original error is logged, once; nothing else goes wrong.
      expect(failed.errors).toHaveLength(1)
      expect(failed.errors[0]).toMatch(/could not be sent/)
      expect(failed.violations).toEqual([])

      await answerProvider(page, { status: 200, body: 'OK' })
      await page.click(submit)
      await waitForStatus(page, contact.successMessage)
      const retried = await recorded(page)
      expect(retried.sends).toHaveLength(2)
      expectSpecBody(retried.sends[1])
      expect(retried.errors).toHaveLength(1)
    })
  }

  it('asks to confirm a send that looks automated, sends nothing until then, and then exactly once', async () => {
    const { page } = session
    await page.resize(PHONE.width, PHONE.height)
    await openPage(page)
    await fillForm(page)
    // A field nobody can see or reach was filled (by a password manager, say): confirm first.
    await page.evaluate((name: string) => {
      const trap = document.querySelector<HTMLInputElement>(`input[name="${name}"]`)
      if (trap) trap.value = 'Acme Ltd'
    }, TRAP_NAME)
    await page.click(submit)
    await waitFor(
      page,
      `the status line reads "${contact.confirmMessage}" with its button`,
      (expected: { id: string; message: string; label: string }) =>
        document.querySelector(`#${expected.id} [role="status"]`)?.textContent ===
          expected.message &&
        [...document.querySelectorAll(`#${expected.id} button`)].some(
          (button) => button.textContent === expected.label,
        ),
      { id, message: contact.confirmMessage, label: contact.confirmLabel },
    )
    expect((await recorded(page)).sends).toEqual([])
    expect((await formState(page)).message.value).toBe(visitor.message)
    await page.click(`#${id} .form-confirm button`)
    await waitForStatus(page, contact.successMessage)
    const { sends, errors, violations } = await recorded(page)
    expect(sends).toHaveLength(1)
    expectSpecBody(sends[0])
    expect({ errors, violations }).toEqual({ errors: [], violations: [] })
  })
})

/**
 * What a visitor whose connection drops sees: a Send while a file of the form cannot load says
 * so and keeps the text; the next Send, once it can, sends exactly once. The test server fails
 * the file, and keeps failing its failed module loads, as engines that keep a failed module load
 * do (Firefox ESR 153 does so itself). Each case has a browser of its own, with nothing cached.
 */
const sendAfterFailedLoad = async (page: EnginePage, failing: RegExp) => {
  const origin = inject('origin')
  try {
    await failScripts(origin, failing, { reset: true })
    await page.resize(LAPTOP.width, LAPTOP.height)
    await openPage(page)
    await fillForm(page)
    await page.click(submit)
    await waitForStatus(page, contact.errorMessage)
    const kept = await formState(page)
    expect([kept.name.value, kept.email.value, kept.message.value]).toEqual([
      visitor.name,
      visitor.email,
      visitor.message,
    ])
    expect((await recorded(page)).sends).toEqual([])

    await failScripts(origin, null)
    await page.click(submit)
    await waitForStatus(page, contact.successMessage)
    const { sends, violations } = await recorded(page)
    expect(sends).toHaveLength(1)
    expectSpecBody(sends[0])
    expect(violations).toEqual([])
  } finally {
    await failScripts(origin, null, { reset: true })
  }
}

/** The JSON data block of the built page (the one the test server serves) that `marker` opens. */
async function builtData(marker: string) {
  const html = await readFile(join(process.env.ENGINES_DIST ?? 'dist', 'index.html'), 'utf8')
  const start = html.indexOf(`${marker}>`)
  if (start < 0) throw new Error(`The built page has no ${marker}`)
  return JSON.parse(html.slice(start + marker.length + 1, html.indexOf('<', start)))
}

/** An island's props as the build wrote them, in a file of their own (src/islands/propsFiles.ts). */
async function builtProps(island: string) {
  const dist = process.env.ENGINES_DIST ?? 'dist'
  const html = await readFile(join(dist, 'index.html'), 'utf8')
  // Its address, under the site's base: the file is at the same place in the built folder.
  const address = new RegExp(`${PROPS}="${island}" ${PROPS_FILE}="([^"]+)"`).exec(html)?.[1]
  if (!address) throw new Error(`The built page names no file of the ${island} island's props`)
  return JSON.parse(await readFile(join(dist, address.slice(address.indexOf('assets/'))), 'utf8'))
}

/** A file's path as a regular expression that matches it alone. */
const onlyPath = (path: string) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)

describeEngines('the contact form, its own code failing to load', {}, (session) => {
  it('a Send while the form’s code cannot load says so and keeps the text; the next, once it can, sends exactly once', async () => {
    const files = await builtData(`id="${ENTRIES_ID}"`)
    await sendAfterFailedLoad(session.page, onlyPath(files.contact[0]))
  })
})

describeEngines('the contact form, the email SDK failing to load', {}, (session) => {
  it('a Send while the sending code cannot load says so and keeps the text; the next, once it can, sends exactly once', async () => {
    const props = await builtProps('contact')
    await sendAfterFailedLoad(session.page, onlyPath(props.email.sdkFiles[0]))
  })
})
