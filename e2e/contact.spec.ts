import type { Route } from '@playwright/test'
import {
  contactForm,
  humanCheckParams,
  openWithProvider,
  startsWith,
  visitor,
} from './contactForm.ts'
import { site } from './content.ts'
import { expect, openPage, reply, routeProvider, SEND_URL, test } from './fixtures.ts'

const { contact } = site

/** A slow provider: answers 200 'OK' only once the test calls release(). */
function heldReply() {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  const answer = async (route: Route) => {
    await released
    await reply(200, 'OK')(route)
  }
  return { answer, release }
}

test.describe('the contact form', () => {
  test('sends the spec body, shows "Sending..." while a slow provider works, then success', async ({
    page,
  }) => {
    const slow = heldReply()
    const { provider, form } = await openWithProvider(page, [slow.answer])
    await form.fill()
    await form.button.click()

    await expect(form.button).toHaveText(contact.submittingLabel)
    // Disabled for assistive technology, yet focusable, so focus never drops to the page.
    await expect(form.button).toHaveAttribute('aria-disabled', 'true')
    slow.release()

    await expect(form.status).toHaveText(contact.successMessage)
    await expect(form.button).toHaveText(contact.submitLabel)
    await expect(form.button).not.toHaveAttribute('aria-disabled')
    await expect(form.button).toBeEnabled()
    await form.expectFieldsKept({ name: '', email: '', message: '' })
    expect(provider.bodies).toEqual([
      {
        lib_version: '4.4.1',
        user_id: site.emailjs.publicKey,
        service_id: site.emailjs.serviceId,
        template_id: site.emailjs.templateId,
        template_params: { ...visitor, ...humanCheckParams },
      },
    ])
  })

  // An error status and a network failure here; every other status in contact-failures.spec.ts.
  const failures: [string, (route: Route) => Promise<void>][] = [
    ['500 Internal Server Error', reply(500, 'Internal Server Error')],
    ['a network failure', (route) => route.abort('internetdisconnected')],
  ]
  for (const [index, [name, reply]] of failures.entries()) {
    // One failure in the quick run; the others with the full one.
    const full = index === 0 ? {} : { tag: '@full' }
    test(
      `on ${name}: shows the error, logs it, keeps every field, and a retry succeeds`,
      full,
      async ({ page, consoleLog }) => {
        const { provider, form } = await openWithProvider(page, [reply])
        await form.fill()
        await form.button.click()

        // The spec's error line first; some failures add what to do (contact-recovery.spec.ts).
        await expect(form.status).toHaveText(startsWith(contact.errorMessage))
        await form.expectFieldsKept()
        expect(consoleLog.errors.some((text) => text.includes('could not be sent'))).toBe(true)

        await form.sendAgain()
        await expect(form.status).toHaveText(contact.successMessage)
        expect(provider.bodies).toHaveLength(2)
      },
    )
  }

  test('gives up waiting on a provider that hangs, keeps every field, and never sends a second copy', async ({
    page,
    consoleLog,
  }) => {
    await page.clock.install()
    const { provider, form } = await openWithProvider(page, [() => new Promise<void>(() => {})])
    await form.fill()
    await form.button.click()
    await expect(form.button).toHaveText(contact.submittingLabel)

    await page.clock.fastForward(15_000)
    await expect(form.status).toHaveText(contact.errorMessage)
    await form.expectFieldsKept()
    expect(consoleLog.errors.some((text) => text.includes('did not answer'))).toBe(true)

    // The first request may still arrive: a retry waits for it instead of sending again.
    await form.sendAgain()
    await expect(form.status).toHaveText(contact.waitingMessage)
    await page.clock.fastForward(15_000)
    await expect(form.status).toHaveText(contact.errorMessage)
    await form.expectFieldsKept()
    expect(provider.bodies).toHaveLength(1)
  })

  test('showing a status never moves the form or the status line, even on a 320 px phone', {
    tag: '@full',
  }, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    const { form } = await openWithProvider(page, [reply(500, 'Internal Server Error')])
    const tops = () =>
      page.evaluate(() =>
        ['#contact form', '#contact-status', 'footer'].map(
          (selector) => document.querySelector<HTMLElement>(selector)?.offsetTop,
        ),
      )
    await form.fill()
    const [formTop, statusTop, footerTop] = await tops()
    await form.button.click()
    await expect(form.status).toHaveText(contact.errorMessage)
    // After a failure, the ways to reach the owner appear below the status line: nothing above moves.
    expect((await tops()).slice(0, 2)).toEqual([formTop, statusTop])
    await form.sendAgain()
    await expect(form.status).toHaveText(contact.successMessage)
    expect(await tops()).toEqual([formTop, statusTop, footerTop])
  })

  test('sends one message when the visitor double-clicks and presses Enter', async ({ page }) => {
    const slow = heldReply()
    const { provider, form } = await openWithProvider(page, [slow.answer])
    await form.fill()
    await form.button.dblclick()
    await form.fields.name.press('Enter')
    await expect(form.button).toHaveText(contact.submittingLabel)
    slow.release()
    await expect(form.status).toHaveText(contact.successMessage)
    expect(provider.bodies).toHaveLength(1)
  })

  test('sends nothing while a field is empty or the email is invalid', async ({ page }) => {
    const { provider, form } = await openWithProvider(page, [])
    await form.button.click()
    await form.fill({ ...visitor, email: 'not-an-email' })
    await form.button.click()
    await form.fill({ ...visitor, message: '' })
    await form.button.click()
    await expect(form.fields.message).toBeFocused()
    expect(await form.fields.email.evaluate((input: HTMLInputElement) => input.type)).toBe('email')
    await expect(form.status).toBeEmpty()
    expect(provider.bodies).toEqual([])
  })

  test('delivers a 20,000-character unicode message byte for byte, never rendered as HTML', {
    tag: '@full',
  }, async ({ page }) => {
    const { provider, form } = await openWithProvider(page, [])
    const pieces = [
      'مرحبا بالعالم ',
      'שלום ',
      '👩🏽‍💻🚀 ',
      '<img src=x onerror=alert(1)> ',
      'ẞ ǅ ﬁ 𝔘 ',
    ]
    let text = ''
    for (let index = 0; text.length < 40_000; index += 1) {
      text += pieces[index % pieces.length]
      if (index % 7 === 6) text += '\n'
    }
    // Exactly 20,000 characters (code points), right-to-left scripts, emoji and markup among them,
    // ending in a full stop (the form trims spaces around a message).
    const message = `${Array.from(text).slice(0, 19_999).join('')}.`
    expect(Array.from(message)).toHaveLength(20_000)
    const longVisitor = { ...visitor, message }
    await form.fill(longVisitor)
    await form.button.click()
    await expect(form.status).toHaveText(contact.successMessage)
    const [body] = provider.bodies as { template_params: typeof visitor }[]
    expect(body?.template_params).toEqual({ ...longVisitor, ...humanCheckParams })
    expect(Buffer.from(body?.template_params.message ?? '')).toEqual(Buffer.from(message))
    await expect(page.locator('img[src="x"]')).toHaveCount(0)
  })

  test('the production build sends to the real provider endpoint (answered here by the router)', {
    tag: '@full',
  }, async ({ page }) => {
    let requested = ''
    await routeProvider(page, async (route) => {
      requested = route.request().url()
      await reply(200, 'OK')(route)
    })
    await openPage(page)
    const form = contactForm(page)
    await form.fill()
    await form.button.click()
    await expect(form.status).toHaveText(contact.successMessage)
    expect(requested).toBe(SEND_URL)
  })
})
