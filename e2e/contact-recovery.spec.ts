/**
 * Nothing lost: drafts that survive reloads, crashes and closed tabs; no second copy after a
 * slow provider; failures that say what to do and offer another way to reach the owner; focus
 * that stays meaningful; blank input refused; a phone menu that works without JavaScript.
 */
import { readFile } from 'node:fs/promises'
import type { Page, Route } from '@playwright/test'
import { DRAFT_KEY } from '../src/contact/draftStorage.ts'
import type { SiteContent } from '../src/content/types.ts'
import { ENTRIES_ID, islandFiles } from '../src/islands/markup.ts'
import { asAPersonWould, contactForm, visitor } from './contactForm.ts'
import { site } from './content.ts'
import {
  expect,
  failScripts,
  islandHydrated,
  openPage,
  reply,
  routeProvider,
  test,
} from './fixtures.ts'

const contact: SiteContent['contact'] = site.contact

/** A provider that records every message and answers with the next reply, then 200 'OK'. */
async function provide(page: Page, replies: ((route: Route) => Promise<void>)[] = []) {
  const bodies: { template_params: typeof visitor }[] = []
  await routeProvider(page, async (route) => {
    bodies.push(route.request().postDataJSON())
    await (replies.shift() ?? reply(200, 'OK'))(route)
  })
  return bodies
}

/**
 * A Send while something the form needs cannot load (`block` makes it fail while `unreachable()`)
 * says so and keeps the text; once it can load, the next Send sends exactly once.
 */
async function sendOnceLoadable(
  page: Page,
  block: (unreachable: () => boolean) => Promise<unknown>,
) {
  const bodies = await provide(page)
  let unreachable = true
  await block(() => unreachable)
  await openPage(page)
  const form = contactForm(page)
  await form.fill()
  await form.button.click()
  await expect(form.status).toHaveText(contact.errorMessage)
  await form.expectFieldsKept()
  expect(bodies).toEqual([])

  unreachable = false
  await form.button.click()
  await expect(form.status).toHaveText(contact.successMessage)
  expect(bodies).toHaveLength(1)
}

/** A provider reply held until the test releases it. */
function held(answer = reply(200, 'OK')) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  return {
    release,
    answer: async (route: Route) => {
      await released
      await answer(route)
    },
  }
}

/**
 * Sends through a provider that holds its answer (`answer`, once released) past the 15 s
 * timeout, on Playwright's clock: the visitor has seen the error line and the request is still
 * on its way.
 */
async function sendPastTheTimeout(page: Page, answer?: (route: Route) => Promise<void>) {
  await page.clock.install()
  const slow = held(answer)
  const bodies = await provide(page, [slow.answer])
  await openPage(page)
  const form = contactForm(page)
  await form.fill()
  await form.button.click()
  await page.clock.fastForward(15_000)
  await expect(form.status).toHaveText(contact.errorMessage)
  return { slow, bodies, form }
}

const savedDraft = (page: Page) =>
  page
    .evaluate((key) => localStorage.getItem(key), DRAFT_KEY)
    .then((value) => {
      return value === null ? null : (JSON.parse(value) as { savedAt: number; fields: unknown })
    })

const focusIsOnBody = (page: Page) =>
  page.evaluate(() => document.activeElement === document.body || !document.activeElement)

test.describe('drafts', () => {
  test('a reload keeps what was typed, restored after hydration, with the draft line and discard', async ({
    page,
  }) => {
    await provide(page)
    await openPage(page)
    const form = contactForm(page)
    await form.fill()
    // Typed perhaps before the form hydrated: the draft is kept once it has.
    await expect.poll(() => savedDraft(page).then((draft) => draft?.fields)).toEqual(visitor)
    await page.reload()
    await expect(page.locator('.app')).toHaveClass(/\bloaded\b/)
    // The visitor comes back to the form: it hydrates and puts the draft back. (The reload may
    // land anywhere on the page: the fill's smooth scroll to the form can still be under way.)
    await form.ready()
    await form.expectFieldsKept()
    await expect(page.getByRole('button', { name: contact.discardDraftLabel })).toBeVisible()
    await expect(page.locator('.draft-note')).toContainText(contact.draftNote)
  })

  test('a crashed tab loses nothing: reopened, the draft is back', async ({ page, context }) => {
    await provide(page)
    await openPage(page)
    await contactForm(page).fill()
    await expect.poll(() => savedDraft(page).then((draft) => draft?.fields)).toEqual(visitor)
    const crashed = page.waitForEvent('crash')
    await page.goto('chrome://crash').catch(() => {})
    await crashed
    const reopened = await context.newPage()
    await openPage(reopened)
    // The form hydrates, and puts the draft back, as the visitor comes to it.
    await contactForm(reopened).ready()
    await contactForm(reopened).expectFieldsKept()
  })

  test('closing and reopening the page keeps the draft', async ({ page, context }) => {
    await openPage(page)
    await contactForm(page).fill()
    await page.close()
    const reopened = await context.newPage()
    await openPage(reopened)
    await contactForm(reopened).ready()
    await contactForm(reopened).expectFieldsKept()
  })

  for (const leave of ['closed', 'reloaded'] as const) {
    test(`a page ${leave} before its form was ready keeps what was typed: back, it is there`, async ({
      page,
      context,
    }) => {
      // The form's script does not arrive: typing goes into the page's HTML.
      const formScript = /\/assets\/contact-[^/]+\.js$/
      await page.route(formScript, () => new Promise<void>(() => {}))
      await openPage(page)
      await contactForm(page).fill()
      await expect(page.locator('[data-island="contact"]')).not.toHaveAttribute('data-hydrated')
      let back = page
      if (leave === 'closed') {
        await page.close()
        back = await context.newPage()
        await openPage(back)
      } else {
        await page.unroute(formScript)
        await page.reload()
      }
      await contactForm(back).ready()
      await contactForm(back).expectFieldsKept()
    })
  }

  test('typed offline before any script arrived, the boot script’s request refused too, the page closed: back online, the draft is offered', async ({
    page,
    context,
  }) => {
    // Offline once the page is in: every script it asks for fails (the router answers even
    // offline, so the route fails them itself), the boot script and the form's code included.
    let offline = true
    await page.route(/\.js(\?|$)/, (route) =>
      offline ? route.abort('internetdisconnected') : route.fallback(),
    )
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    await context.setOffline(true)
    // Nothing is stored before the visitor types.
    expect(await savedDraft(page)).toBeNull()
    await contactForm(page).fill()
    // No script but the page's own ran: no boot script, no form's code.
    await expect(page.locator('.app')).not.toHaveClass(/\bloaded\b/)
    await expect(page.locator('[data-island="contact"]')).not.toHaveAttribute('data-hydrated')
    expect((await savedDraft(page))?.fields).toEqual(visitor)
    await page.close()

    offline = false
    await context.setOffline(false)
    const back = await context.newPage()
    await openPage(back)
    const form = contactForm(back)
    await form.ready()
    await form.expectFieldsKept()
    await expect(back.getByRole('button', { name: contact.discardDraftLabel })).toBeVisible()
    await expect(back.locator('.draft-note')).toContainText(contact.draftNote)
  })

  test('restoring never overwrites what the visitor typed before the page hydrated', async ({
    page,
    consoleLog,
  }) => {
    await page.addInitScript(
      ([key, fields]) => localStorage.setItem(key, JSON.stringify({ savedAt: Date.now(), fields })),
      [DRAFT_KEY, visitor] as const,
    )
    // Hold the form's script, type into the prerendered form, then let the form hydrate.
    let releaseScript = () => {}
    const scriptHeld = new Promise<void>((resolve) => {
      releaseScript = resolve
    })
    await page.route(/\/assets\/contact-[^/]+\.js$/, async (route) => {
      await scriptHeld
      await route.continue()
    })
    await openPage(page)
    const form = contactForm(page)
    await form.fields.name.fill('Typed before hydration')
    await expect(form.fields.message).toHaveValue('')
    releaseScript()
    await islandHydrated(page, 'contact')
    await expect(form.fields.message).toHaveValue(visitor.message)
    await expect(form.fields.email).toHaveValue(visitor.email)
    await expect(form.fields.name).toHaveValue('Typed before hydration')
    expect(consoleLog.errors).toEqual([])
  })

  test('a draft older than 7 days is not restored', async ({ page }) => {
    await page.addInitScript(
      ([key, fields]) =>
        localStorage.setItem(
          key,
          JSON.stringify({ savedAt: Date.now() - 7 * 24 * 3600 * 1000 - 60_000, fields }),
        ),
      [DRAFT_KEY, visitor] as const,
    )
    await openPage(page)
    await contactForm(page).expectFieldsKept({ name: '', email: '', message: '' })
  })

  test('a successful send clears the draft; the visitor can also discard one', async ({ page }) => {
    await provide(page)
    await openPage(page)
    const form = contactForm(page)
    await form.fill()
    await form.button.click()
    await expect(form.status).toHaveText(contact.successMessage)
    expect(await savedDraft(page)).toBeNull()
    await page.reload()
    await expect(page.locator('.app')).toHaveClass(/\bloaded\b/)
    // Hydrated, the form has nothing to put back.
    await form.ready()
    await form.expectFieldsKept({ name: '', email: '', message: '' })

    await form.fill()
    await page.getByRole('button', { name: contact.discardDraftLabel }).click()
    await form.expectFieldsKept({ name: '', email: '', message: '' })
    await expect(form.fields.name).toBeFocused()
    expect(await savedDraft(page)).toBeNull()
  })
})

test.describe('a slow provider', () => {
  test('answering 200 after 20 s, with a retry meanwhile: exactly one POST, ending in success', async ({
    page,
  }) => {
    const { slow, bodies, form } = await sendPastTheTimeout(page)

    await form.button.click()
    await expect(form.status).toHaveText(contact.waitingMessage)
    await expect(form.button).toHaveText(contact.submittingLabel)
    await page.clock.fastForward(5_000)
    slow.release()

    await expect(form.status).toHaveText(contact.successMessage)
    await form.expectFieldsKept({ name: '', email: '', message: '' })
    expect(await savedDraft(page)).toBeNull()
    expect(bodies).toHaveLength(1)
  })

  test('answering 200 after the timeout with no retry: success after all, fields cleared', async ({
    page,
  }) => {
    const { slow, bodies, form } = await sendPastTheTimeout(page)
    await page.clock.fastForward(5_000)
    slow.release()
    await expect(form.status).toHaveText(contact.successMessage)
    await form.expectFieldsKept({ name: '', email: '', message: '' })
    expect(bodies).toHaveLength(1)
  })

  test('failing after the timeout while a retry waits: the retry sends, and succeeds', async ({
    page,
  }) => {
    const { slow, bodies, form } = await sendPastTheTimeout(
      page,
      reply(500, 'Internal Server Error'),
    )
    await form.button.click()
    await expect(form.status).toHaveText(contact.waitingMessage)
    slow.release()
    await expect(form.status).toHaveText(contact.successMessage)
    expect(bodies.map((body) => body.template_params)).toEqual([visitor, visitor])
  })
})

test.describe('failures that say what to do', () => {
  test('offline: says so, keeps the draft, and sends once the connection is back', async ({
    page,
    context,
  }) => {
    let offline = false
    const bodies = await provide(page, [])
    // The router answers even offline, so the route fails the request itself.
    await page.route('**/api/v1.0/email/send', (route) =>
      offline ? route.abort('internetdisconnected') : route.fallback(),
    )
    await openPage(page)
    const form = contactForm(page)
    await form.fill()
    offline = true
    await context.setOffline(true)
    await form.button.click()
    await expect(form.status).toHaveText(`${contact.errorMessage} ${contact.failureHints.offline}`)
    expect((await savedDraft(page))?.fields).toEqual(visitor)
    await form.expectFieldsKept()

    offline = false
    await context.setOffline(false)
    await form.button.click()
    await expect(form.status).toHaveText(contact.successMessage)
    expect(bodies).toHaveLength(1)
  })

  test('offline before the sending code ever loaded: says offline, keeps the draft, then sends', async ({
    page,
    context,
  }) => {
    const bodies = await provide(page)
    // Offline, every script load fails, and stays failed for this page (fixtures.ts).
    let offline = false
    await failScripts(page, () => offline)
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await openPage(page)
    // The visitor comes to the form (it hydrates), then loses the connection.
    const form = contactForm(page)
    await form.ready()
    const pageFiles = [
      ...islandFiles(JSON.parse((await page.locator(`#${ENTRIES_ID}`).textContent()) ?? '{}')),
      ...(await page
        .locator('script[src]')
        .evaluateAll((elements) =>
          elements.map((element) => new URL((element as HTMLScriptElement).src).pathname),
        )),
    ]
    const sendingCode = () => scripts.filter((path) => !pageFiles.includes(path))
    expect(sendingCode(), 'nothing for sending loads with the page or the form').toEqual([])

    offline = true
    await context.setOffline(true)
    await form.fill()
    await form.button.click()
    await expect(form.status).toHaveText(`${contact.errorMessage} ${contact.failureHints.offline}`)
    expect((await savedDraft(page))?.fields).toEqual(visitor)
    expect(bodies).toEqual([])

    offline = false
    await context.setOffline(false)
    await form.button.click()
    await expect(form.status).toHaveText(contact.successMessage)
    expect(bodies).toHaveLength(1)
    expect(sendingCode().length, 'the sending code loaded once online').toBeGreaterThan(0)
  })

  test('a Send pressed while the form’s own code cannot load says so, keeps the text, and the next Send sends', async ({
    page,
  }) => {
    const formCode = /\/assets\/contact-[^/]+\.js$/
    await sendOnceLoadable(page, async (unreachable) => {
      await failScripts(page, (url) => unreachable() && formCode.test(url.pathname))
    })
  })

  test('a Send pressed while the form’s words cannot load says so, keeps the text, and the next Send sends once', async ({
    page,
  }) => {
    const asked: string[] = []
    await sendOnceLoadable(page, (unreachable) =>
      page.route(/\/assets\/contact-props-[^/]+\.json$/, async (route) => {
        asked.push(route.request().url())
        if (unreachable()) await route.abort('internetdisconnected')
        else await route.fallback()
      }),
    )
    expect(asked.length, 'the words were asked for again').toBeGreaterThan(1)
  })

  test('a Send while a file the form shares cannot load: once it can, the status line offers a reload that keeps the text, and the form then sends once', async ({
    page,
  }) => {
    const bodies = await provide(page)
    // The files the form shares with the other islands (React's among them), not its own.
    const html = await readFile('dist/index.html', 'utf8')
    const files: Record<string, string[]> = JSON.parse(
      /id="island-entries">([^<]*)</.exec(html)?.[1] ?? '{}',
    )
    const [formCode, ...imported] = files.contact ?? []
    const others = Object.entries(files).flatMap(([name, list]) => (name === 'contact' ? [] : list))
    const shared = imported.filter((file) => others.includes(file))
    expect(formCode, 'the form’s own file').toBeTruthy()
    expect(shared.length, 'files the form shares').toBeGreaterThan(0)
    let unreachable = true
    await failScripts(page, (url) => unreachable && shared.includes(url.pathname))
    await openPage(page)
    const form = contactForm(page)
    await form.fill()
    await form.button.click()
    // Still unreachable: no reload is offered, since it could not load the form either.
    await expect(form.status).toHaveText(contact.errorMessage)
    await expect(page.getByRole('button', { name: contact.reloadLabel })).toHaveCount(0)

    unreachable = false
    await form.button.click()
    await expect(form.status).toHaveText(
      `${contact.errorMessage} ${contact.failureHints.reload} ${contact.reloadLabel}`,
    )
    await form.expectFieldsKept()
    expect(bodies).toEqual([])

    const reloaded = page.waitForEvent('framenavigated')
    await page.getByRole('button', { name: contact.reloadLabel }).click()
    await reloaded
    await expect(page.locator('.app')).toHaveClass(/\bloaded\b/, { timeout: 15_000 })
    await form.ready()
    await form.expectFieldsKept()
    await asAPersonWould(page)
    await form.button.click()
    await expect(form.status).toHaveText(contact.successMessage)
    expect(bodies.map((body) => body.template_params)).toEqual([visitor])
  })

  const refusals: [number, string, string][] = [
    [403, 'Forbidden', contact.failureHints.refused],
    [
      412,
      'Gmail_API: Invalid grant. Please reconnect your Gmail account',
      contact.failureHints.refused,
    ],
    [426, 'Upgrade Required', contact.failureHints.refused],
    [429, 'Too Many Requests', contact.failureHints.rateLimited],
  ]
  for (const [status, text, hint] of refusals) {
    test(`${status}: the error line, what to do, the status logged, copy and "Email instead"`, async ({
      page,
      context,
      consoleLog,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      await provide(page, [reply(status, text)])
      await openPage(page)
      const form = contactForm(page)
      await form.fill()
      await form.button.click()
      await expect(form.status).toHaveText(`${contact.errorMessage} ${hint}`)
      await form.expectFieldsKept()
      expect(consoleLog.errors.some((line) => line.includes(`provider status ${status}`))).toBe(
        true,
      )

      await page.getByRole('button', { name: contact.copyLabel }).click()
      await expect(page.getByRole('button', { name: contact.copiedLabel })).toBeVisible()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(visitor.message)

      const emailInstead = page.getByRole('link', { name: contact.emailInsteadLabel })
      if (contact.fallbackEmail) {
        const href = new URL((await emailInstead.getAttribute('href')) ?? '')
        expect(href.protocol).toBe('mailto:')
        expect(decodeURIComponent(href.pathname)).toBe(contact.fallbackEmail)
        expect(href.searchParams.get('subject')).toBe(contact.emailSubject)
        expect(href.searchParams.get('body')).toBe(`${visitor.message}\n\n${visitor.name}`)
      } else {
        await expect(emailInstead).toHaveCount(0)
      }
    })
  }

  test('without a clipboard, the message is selected for manual copying', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined }),
    )
    await provide(page, [reply(500, 'Internal Server Error')])
    await openPage(page)
    const form = contactForm(page)
    await form.fill()
    await form.button.click()
    await page.getByRole('button', { name: contact.copyLabel }).click()
    await expect(form.fields.message).toBeFocused()
    const selected = await form.fields.message.evaluate((field: HTMLTextAreaElement) =>
      field.value.slice(field.selectionStart, field.selectionEnd),
    )
    expect(selected).toBe(visitor.message)
    await expect(page.getByText(contact.copyManually)).toBeVisible()
  })

  test('the fallback address is not in the page before a failure', async ({ page, consoleLog }) => {
    const html = await readFile('dist/index.html', 'utf8')
    await provide(page)
    await openPage(page)
    const rendered = await page.content()
    if (contact.fallbackEmail) {
      expect(html).not.toContain(contact.fallbackEmail)
      expect(rendered).not.toContain(contact.fallbackEmail)
    }
    expect(consoleLog.errors).toEqual([])
  })
})

test.describe('focus and input', () => {
  test('focus stays on the button while sending and after success or failure, never on <body>', async ({
    page,
  }) => {
    const slow = held(reply(500, 'Internal Server Error'))
    await provide(page, [slow.answer])
    await openPage(page)
    const form = contactForm(page)
    await form.fill()
    await form.button.click()
    await expect(form.button).toHaveText(contact.submittingLabel)
    await expect(form.button).toHaveAttribute('aria-disabled', 'true')
    await expect(form.button).toBeFocused()
    expect(await focusIsOnBody(page)).toBe(false)
    slow.release()
    await expect(form.status).toHaveText(contact.errorMessage)
    await expect(form.button).toBeFocused()

    // From the keyboard: Enter in the message's last field, then success.
    await form.fields.email.press('Enter')
    await expect(form.status).toHaveText(contact.successMessage)
    expect(await focusIsOnBody(page)).toBe(false)
    await expect(form.fields.email).toBeFocused()
  })

  test('blank name or message is refused with a field error and aria-invalid; nothing is sent', async ({
    page,
  }) => {
    const bodies = await provide(page)
    await openPage(page)
    const form = contactForm(page)
    await form.fill({ ...visitor, name: '    ' })
    await form.button.click()
    await expect(form.fields.name).toHaveAttribute('aria-invalid', 'true')
    await expect(form.fields.name).toHaveAccessibleDescription(contact.blankFieldError)
    await expect(form.fields.name).toBeFocused()

    await form.fill({ ...visitor, message: ' \n\t ' })
    await form.button.click()
    await expect(form.fields.message).toHaveAttribute('aria-invalid', 'true')
    expect(bodies).toEqual([])

    await form.fill({ ...visitor, name: `  ${visitor.name}  ` })
    await form.button.click()
    await expect(form.status).toHaveText(contact.successMessage)
    expect(bodies.map((body) => body.template_params)).toEqual([visitor])
  })

  test('an attempt stopped by validation clears the previous status', async ({ page }) => {
    await provide(page)
    await openPage(page)
    const form = contactForm(page)
    await form.fill()
    await form.button.click()
    await expect(form.status).toHaveText(contact.successMessage)
    await form.fields.name.fill('Ada')
    await form.fields.name.press('Enter')
    await expect(form.status).toBeEmpty()
  })
})

test.describe('without JavaScript', () => {
  test('the phone menu links are there, and the no-script notice offers the address', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    })
    const page = await context.newPage()
    await page.goto('/')
    // The menu needs no script: its button opens it.
    await page.getByRole('button', { name: site.navbar.menuButtonLabel }).click()
    for (const link of site.navbar.links) {
      await expect(
        page.getByRole('navigation').getByRole('link', { name: link.label, exact: true }),
      ).toBeVisible()
    }
    const last = site.navbar.links.at(-1)
    if (!last) throw new Error('the navbar has no links')
    await page.getByRole('navigation').getByRole('link', { name: last.label, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${last.href}$`))

    const notice = page.locator('.form-notice')
    await expect(notice).toContainText(contact.noScriptNotice)
    if (contact.fallbackEmail) {
      await expect(notice).toContainText(contact.fallbackEmail.replace('@', ' [at] '))
      expect(await page.content()).not.toContain(contact.fallbackEmail)
    }
    await context.close()
  })
})
