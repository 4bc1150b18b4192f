import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { site } from '../content/site.ts'
import type { SiteContent } from '../content/types.ts'
import { COUNTER_META, MESSAGE_SENT } from '../counting/count.ts'
import { Contact } from '../sections/Contact.tsx'
import { testBuild } from '../test/build.ts'
import { ContactForm } from './ContactForm.tsx'
import { DRAFT_KEY, draftStore } from './draftStore.ts'
import type { ContactMessage, SendContactMessage } from './emailClient.ts'
import type { SendSignals } from './spamSignals.ts'
import type { ContactFormTexts } from './texts.ts'

const typed: ContactMessage = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'Line one\nLine two <b>not bold</b> 🚀 مرحبا',
}

const contact: ContactFormTexts = site.contact

/** A visitor who typed for a while, with the trap empty (jsdom's events are never trusted). */
const person = (): SendSignals => ({ trap: '', elapsedMs: 60_000, visitorInput: true })

/** Matches a text exactly, whatever characters it holds. */
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)

afterEach(() => localStorage.clear())

function renderContact(sendMessage: SendContactMessage, content = contact, sense = person) {
  const user = userEvent.setup()
  render(
    <>
      <h2 id="contact-title">{site.contact.title}</h2>
      <ContactForm id="contact" texts={content} sendMessage={sendMessage} sense={sense} />
    </>,
  )
  const fields = {
    name: screen.getByLabelText(content.fields.name),
    email: screen.getByLabelText(content.fields.email),
    message: screen.getByLabelText(content.fields.message),
  }
  const fill = async () => {
    await user.type(fields.name, typed.name)
    await user.type(fields.email, typed.email)
    await user.type(fields.message, typed.message)
  }
  const button = () =>
    screen.getByRole('button', {
      name: (name) => [content.submitLabel, content.submittingLabel].includes(name),
    })
  return { user, fields, fill, button, status: screen.getByRole('status') }
}

/** A send whose outcome the test decides. */
function deferredSend() {
  let settle = { resolve: () => {}, reject: (_error: unknown) => {} }
  const send = vi.fn<SendContactMessage>(
    () =>
      new Promise<void>((resolve, reject) => {
        settle = { resolve, reject }
      }),
  )
  return { send, resolve: () => settle.resolve(), reject: (error: unknown) => settle.reject(error) }
}

describe('ContactForm', () => {
  it('is named by its section’s title and has required name, email (type=email) and message fields', () => {
    const { fields } = renderContact(vi.fn<SendContactMessage>())
    expect(screen.getByRole('form')).toHaveAccessibleName(site.contact.title)
    expect(fields.name).toBeRequired()
    expect(fields.email).toBeRequired()
    expect(fields.email).toHaveAttribute('type', 'email')
    expect(fields.message).toBeRequired()
    expect(fields.message.tagName).toBe('TEXTAREA')
  })

  it('sends exactly what was typed, shows the sending label meanwhile, then success and clears the fields', async () => {
    const pending = deferredSend()
    const { user, fields, fill, button, status } = renderContact(pending.send)
    await fill()
    await user.click(button())
    expect(button()).toHaveTextContent(exactly(contact.submittingLabel))
    // Still focusable, so focus never drops to the page; the submit handler ignores it.
    expect(button()).toHaveAttribute('aria-disabled', 'true')
    expect(button()).toHaveFocus()
    expect(pending.send).toHaveBeenCalledWith(typed)

    pending.resolve()
    expect(await screen.findByText(contact.successMessage)).toBe(status)
    expect(fields.name).toHaveValue('')
    expect(fields.email).toHaveValue('')
    expect(fields.message).toHaveValue('')
    expect(button()).toHaveTextContent(exactly(contact.submitLabel))
    expect(button()).not.toHaveAttribute('aria-disabled')
    expect(button()).toHaveFocus()
  })

  it.each([
    ['a non-2xx status', { status: 500, text: 'Internal Server Error' }],
    ['a rejected string', 'The public key is required'],
    ['a network TypeError', new TypeError('Failed to fetch')],
  ])('on %s: shows the error, logs the original, keeps every field', async (_, failure) => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    const send = vi.fn<SendContactMessage>().mockRejectedValue(failure)
    const { user, fields, fill, button, status } = renderContact(send)
    await fill()
    await user.click(button())
    expect(await screen.findByText(contact.errorMessage)).toBe(status)
    expect(consoleError).toHaveBeenCalledWith(expect.any(String), failure)
    expect(fields.name).toHaveValue(typed.name)
    expect(fields.email).toHaveValue(typed.email)
    expect(fields.message).toHaveValue(typed.message)
    expect(button()).toBeEnabled()
  })

  it('clears the old status on a new submit, and a retry after a failure succeeds', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const pending = deferredSend()
    const { user, fill, button, status } = renderContact(pending.send)
    await fill()
    await user.click(button())
    pending.reject(new TypeError('Failed to fetch'))
    await screen.findByText(contact.errorMessage)

    await user.click(button())
    expect(status).toBeEmptyDOMElement()
    expect(pending.send).toHaveBeenLastCalledWith(typed)
    pending.resolve()
    expect(await screen.findByText(contact.successMessage)).toBe(status)
  })

  it('where visits are counted, counts a message sent once, on success only, with nothing of it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const counter = document.createElement('meta')
    counter.name = COUNTER_META
    counter.content = 'https://yourcode.goatcounter.com/count'
    document.head.append(counter)
    const counted: string[] = []
    vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation((value) => {
      counted.push(value)
    })
    try {
      const pending = deferredSend()
      const { user, fill, button } = renderContact(pending.send)
      await fill()
      await user.click(button())
      pending.reject(new TypeError('Failed to fetch'))
      await screen.findByText(contact.errorMessage)
      expect(counted).toEqual([])

      await user.click(button())
      pending.resolve()
      await screen.findByText(contact.successMessage)
      expect(counted).toHaveLength(1)
      const { searchParams } = new URL(counted[0] ?? '')
      expect(searchParams.get('p')).toBe(MESSAGE_SENT)
      expect(searchParams.get('e')).toBe('true')
      // Its name, the event mark and the cache buster: nothing else.
      expect([...searchParams.keys()].sort()).toEqual(['e', 'p', 'rnd'])
      expect(Number(searchParams.get('rnd'))).not.toBeNaN()
    } finally {
      counter.remove()
    }
  })

  it('sends one message however often the visitor submits while it is on its way', async () => {
    const pending = deferredSend()
    const { user, fill, button } = renderContact(pending.send)
    await fill()
    await user.click(button())
    await user.click(button())
    await user.type(screen.getByLabelText(contact.fields.name), '{Enter}')
    expect(pending.send).toHaveBeenCalledTimes(1)
  })

  it('sends nothing when a required field is empty', async () => {
    const send = vi.fn<SendContactMessage>()
    const { user, fields, button } = renderContact(send)
    await user.type(fields.name, typed.name)
    await user.click(button())
    expect(send).not.toHaveBeenCalled()
  })

  it('announces its status line to screen readers', () => {
    const { status } = renderContact(vi.fn<SendContactMessage>())
    expect(status).toHaveAttribute('role', 'status')
    expect(status).toHaveAttribute('id', 'contact-status')
    expect(screen.getByRole('form')).toHaveAttribute('aria-describedby', 'contact-status')
  })
})

describe('ContactForm: nothing lost', () => {
  it('refuses a name or message of only spaces with a field error, and sends nothing', async () => {
    const send = vi.fn<SendContactMessage>()
    const { user, fields, button } = renderContact(send)
    await user.type(fields.name, '   ')
    await user.type(fields.email, typed.email)
    await user.type(fields.message, typed.message)
    await user.click(button())
    expect(send).not.toHaveBeenCalled()
    expect(fields.name).toHaveAttribute('aria-invalid', 'true')
    expect(fields.name).toHaveAccessibleDescription(contact.blankFieldError)

    await user.clear(fields.name)
    await user.type(fields.name, `  ${typed.name}  `)
    expect(fields.name).not.toHaveAttribute('aria-invalid')
    await user.clear(fields.message)
    await user.type(fields.message, ' \n ')
    await user.click(button())
    expect(send).not.toHaveBeenCalled()
    expect(fields.message).toHaveAttribute('aria-invalid', 'true')
  })

  it('sends the fields trimmed', async () => {
    const send = vi.fn<SendContactMessage>().mockResolvedValue()
    const { user, fields, button } = renderContact(send)
    await user.type(fields.name, `  ${typed.name} `)
    await user.type(fields.email, typed.email)
    await user.type(fields.message, `\n${typed.message}  \n`)
    await user.click(button())
    expect(send).toHaveBeenCalledWith(typed)
  })

  it('clears the previous status when validation stops a new attempt', async () => {
    const send = vi.fn<SendContactMessage>().mockResolvedValue()
    const { user, fields, fill, button, status } = renderContact(send)
    await fill()
    await user.click(button())
    expect(await screen.findByText(contact.successMessage)).toBe(status)
    await user.type(fields.name, typed.name)
    await user.click(button())
    expect(status).toBeEmptyDOMElement()
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('keeps a draft as the visitor types, and clears it after a successful send', async () => {
    const pending = deferredSend()
    const { user, fill, button } = renderContact(pending.send)
    await fill()
    expect(draftStore.load()).toEqual(typed)
    expect(screen.getByRole('button', { name: contact.discardDraftLabel })).toBeVisible()
    await user.click(button())
    expect(draftStore.load()).toEqual(typed)
    pending.resolve()
    await screen.findByText(contact.successMessage)
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull()
    expect(screen.queryByRole('button', { name: contact.discardDraftLabel })).toBeNull()
  })

  it('restores a draft after hydration into the fields left empty, never over what was typed', async () => {
    draftStore.save(typed)
    const consoleError = vi.spyOn(console, 'error')
    const page = (
      <ContactForm
        id="contact"
        texts={contact}
        sendMessage={vi.fn<SendContactMessage>()}
        sense={person}
      />
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(page)
    document.body.append(container)
    // Typed into the prerendered form before the page hydrated.
    const name = container.querySelector<HTMLInputElement>('#contact-name')
    if (!name) throw new Error('no name field')
    name.value = 'Typed before hydration'
    const root = await act(async () => hydrateRoot(container, page))
    expect(name).toHaveValue('Typed before hydration')
    expect(container.querySelector('#contact-email')).toHaveValue(typed.email)
    expect(container.querySelector('#contact-message')).toHaveValue(typed.message)
    expect(container).toHaveTextContent(contact.discardDraftLabel)
    expect(draftStore.load()).toEqual({ ...typed, name: 'Typed before hydration' })
    expect(consoleError).not.toHaveBeenCalled()
    act(() => root.unmount())
    container.remove()
  })

  it('lets the visitor discard the draft: fields emptied, nothing kept, focus on the first field', async () => {
    draftStore.save(typed)
    const { user, fields } = renderContact(vi.fn<SendContactMessage>())
    expect(fields.name).toHaveValue(typed.name)
    await user.click(screen.getByRole('button', { name: contact.discardDraftLabel }))
    expect(fields.name).toHaveValue('')
    expect(fields.message).toHaveValue('')
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull()
    expect(fields.name).toHaveFocus()
  })

  it.each([
    [{ status: 429, text: 'Too Many Requests' }, contact.failureHints.rateLimited],
    [{ status: 403, text: 'Forbidden' }, contact.failureHints.refused],
    [{ status: 412, text: 'Invalid grant' }, contact.failureHints.refused],
    [{ status: 426, text: 'Upgrade Required' }, contact.failureHints.refused],
  ])('after a %o failure: the error line first, then what to do', async (failure, hint) => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const send = vi.fn<SendContactMessage>().mockRejectedValue(failure)
    const { user, fill, button, status } = renderContact(send)
    await fill()
    await user.click(button())
    await screen.findByRole('button', { name: contact.copyLabel })
    expect(status).toHaveTextContent(`${contact.errorMessage} ${hint}`)
  })

  it('after a failure offers copy and "Email instead" with the message filled in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const send = vi.fn<SendContactMessage>().mockRejectedValue(new TypeError('Failed to fetch'))
    const withAddress = { ...contact, fallbackEmail: 'owner@example.org' }
    const { user, fill, button } = renderContact(send, withAddress)
    expect(document.body.innerHTML).not.toContain('owner@example.org')
    await fill()
    await user.click(button())
    const link = await screen.findByRole('link', { name: contact.emailInsteadLabel })
    const href = new URL(link.getAttribute('href') ?? '')
    expect(href.protocol).toBe('mailto:')
    expect(href.pathname).toBe('owner@example.org')
    expect(href.searchParams.get('body')).toBe(`${typed.message}\n\n${typed.name}`)
    expect(href.searchParams.get('subject')).toBe(contact.emailSubject)

    const writeText = vi.fn(async (_text: string) => {})
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    await user.click(screen.getByRole('button', { name: contact.copyLabel }))
    expect(writeText).toHaveBeenCalledWith(typed.message)
    expect(screen.getByRole('button', { name: contact.copiedLabel })).toBeVisible()
    vi.unstubAllGlobals()
  })

  it('selects the message for manual copying when the clipboard is unavailable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const send = vi.fn<SendContactMessage>().mockRejectedValue({ status: 500, text: 'Error' })
    const { fallbackEmail: _, ...withoutAddress } = contact
    const { user, fields, fill, button } = renderContact(send, withoutAddress)
    await fill()
    await user.click(button())
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined })
    await user.click(await screen.findByRole('button', { name: contact.copyLabel }))
    const message = fields.message as HTMLTextAreaElement
    expect(message).toHaveFocus()
    expect([message.selectionStart, message.selectionEnd]).toEqual([0, message.value.length])
    expect(screen.getByText(contact.copyManually)).toBeVisible()
    expect(screen.queryByRole('link', { name: contact.emailInsteadLabel })).toBeNull()
    vi.unstubAllGlobals()
  })

  it('never puts the fallback address in the HTML; the no-script notice writes it "[at]"', () => {
    const html = renderToString(
      <Contact
        id="contact"
        contact={{ ...site.contact, fallbackEmail: 'owner@example.org' }}
        email={testBuild().email}
        newTabNotice={site.newTabNotice}
        privacyLink={{ href: '/privacy/', label: site.privacy.formLinkLabel }}
      />,
    )
    expect(html).not.toContain('owner@example.org')
    expect(html).toContain(`${site.contact.noScriptEmailLead} owner [at] example.org`)
  })

  it('leads to the privacy page by one line right under the button, in the form’s HTML as it hydrates', () => {
    const privacyLink = { href: '/pl/privacy/', label: site.privacy.formLinkLabel }
    const html = renderToString(
      <Contact
        id="contact"
        contact={site.contact}
        email={testBuild().email}
        newTabNotice={site.newTabNotice}
        privacyLink={privacyLink}
      />,
    )
    const page = new DOMParser().parseFromString(html, 'text/html')
    const link = page.querySelector(`form a[href="${privacyLink.href}"]`)
    expect(link?.textContent).toBe(privacyLink.label)
    // The line after the button, before the note on drafts.
    const button = page.querySelector('form button[type="submit"]')
    expect(button?.nextElementSibling?.contains(link ?? null)).toBe(true)
    // The island draws it again as it hydrates: its props carry it.
    const props = JSON.parse(
      page.querySelector('[data-island-props="contact"]')?.textContent ?? '{}',
    )
    expect(props.privacyLink).toEqual(privacyLink)
  })

  it('shows the other ways to reach the owner the content gives beside the form, each optional, and none of them in the form’s props', () => {
    const render = (contact: SiteContent['contact']) =>
      new DOMParser().parseFromString(
        renderToString(
          <Contact
            id="contact"
            contact={contact}
            email={testBuild().email}
            newTabNotice={site.newTabNotice}
            privacyLink={{ href: '/privacy/', label: site.privacy.formLinkLabel }}
          />,
        ),
        'text/html',
      )
    const {
      booking,
      location,
      fallbackEmail,
      otherWays,
      ...rest
    }: SiteContent['contact'] & {
      booking: { href: string; label: string }
      location: string
    } = {
      ...site.contact,
      booking: { href: 'https://book.example.org/owner', label: 'Book a call' },
      location: 'Łódź, Poland (CET)',
      fallbackEmail: 'owner@example.org',
    }
    const all = render({ ...rest, otherWays, booking, location, fallbackEmail })
    const aside = all.querySelector('aside')
    expect(aside?.getAttribute('aria-labelledby')).toBe(aside?.querySelector('h3')?.id)
    expect(aside?.querySelector('h3')?.textContent).toBe(otherWays.title)
    const link = aside?.querySelector('a')
    expect(link?.getAttribute('href')).toBe(booking.href)
    expect(link?.getAttribute('target')).toBe('_blank')
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer')
    expect(aside?.textContent).toContain(`${otherWays.locationLabel} ${location}`)
    expect(aside?.textContent).toContain(`${otherWays.emailLabel} owner [at] example.org`)
    const props = all.querySelector('[data-island-props="contact"]')?.textContent ?? ''
    expect(props).not.toContain(booking.href)
    expect(props).not.toContain(location)
    // Each alone.
    expect(render({ ...rest, otherWays, location }).querySelector('aside a')).toBeNull()
    expect(
      render({ ...rest, otherWays, booking }).querySelector('aside')?.textContent,
    ).not.toContain(otherWays.locationLabel)
    // None: no aside, and the layout says so.
    const none = render({ ...rest, otherWays })
    expect(none.querySelector('aside')).toBeNull()
    expect(none.querySelector('.contact-layout')?.hasAttribute('data-other-ways')).toBe(false)
  })
})

describe('ContactForm: a send that looks automated', () => {
  const script = (): SendSignals => ({
    trap: 'https://spam.example',
    elapsedMs: 150,
    visitorInput: false,
  })

  it('is held for the visitor to confirm: nothing sent, fields kept, focus where it was', async () => {
    const send = vi.fn<SendContactMessage>().mockResolvedValue()
    const { user, fields, fill, button, status } = renderContact(send, contact, script)
    await fill()
    await user.click(button())
    expect(status).toHaveTextContent(contact.confirmMessage)
    expect(send).not.toHaveBeenCalled()
    expect(button()).toHaveFocus()
    expect(fields.message).toHaveValue(typed.message)
    expect(draftStore.load()).toEqual(typed)
    expect(status).not.toHaveTextContent(contact.successMessage)
  })

  it('is sent exactly once when the visitor confirms, with the spec’s fields only', async () => {
    const send = vi.fn<SendContactMessage>().mockResolvedValue()
    const { user, fill, button, status } = renderContact(send, contact, script)
    await fill()
    await user.click(button())
    const confirm = screen.getByRole('button', { name: contact.confirmLabel })
    await user.dblClick(confirm)
    expect(await screen.findByText(contact.successMessage)).toBe(status)
    expect(send).toHaveBeenCalledTimes(1)
    expect(send).toHaveBeenCalledWith(typed)
  })

  it('checks the fields again on confirmation: one emptied meanwhile stops it', async () => {
    const send = vi.fn<SendContactMessage>().mockResolvedValue()
    const { user, fields, fill, button } = renderContact(send, contact, script)
    await fill()
    await user.click(button())
    await user.clear(fields.message)
    await user.click(screen.getByRole('button', { name: contact.confirmLabel }))
    expect(send).not.toHaveBeenCalled()
  })

  it('hides the trap field from everyone: out of the tab order, inert, hidden from assistive technology', () => {
    renderContact(vi.fn<SendContactMessage>())
    const trap = document.querySelector<HTMLInputElement>('input[name="topic"]')
    expect(trap).toHaveAttribute('tabindex', '-1')
    expect(trap?.closest('[aria-hidden="true"]')).toHaveAttribute('inert')
    for (const attribute of ['data-1p-ignore', 'data-lpignore', 'data-bwignore', 'data-form-type'])
      expect(trap).toHaveAttribute(attribute)
    expect(trap).toHaveAttribute('autocomplete', 'off')
    // Name, email and message: the trap is not among them.
    expect(screen.getAllByRole('textbox')).toHaveLength(Object.keys(contact.fields).length)
  })
})

describe('ContactForm with reCAPTCHA enabled', () => {
  it('shows the checkbox once the visitor starts on the form, waits for it, and sends its token with the message, once', async () => {
    const api = {
      ready: (callback: () => void) => callback(),
      render: vi.fn((_container: HTMLElement, _options: { sitekey: string }) => 7),
      getResponse: vi.fn((_widget?: number) => ''),
      reset: vi.fn((_widget?: number) => {}),
    }
    vi.stubGlobal('grecaptcha', api)
    const send = vi.fn<SendContactMessage>().mockResolvedValue()
    const user = userEvent.setup()
    render(
      <ContactForm
        id="contact"
        texts={contact}
        sendMessage={send}
        sense={person}
        recaptchaSiteKey="site-key"
      />,
    )
    // Nothing of Google's before the visitor acts on the form; then its checkbox.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(api.render).not.toHaveBeenCalled()
    await user.click(screen.getByLabelText(contact.fields.name))
    await waitFor(() =>
      expect(api.render).toHaveBeenCalledWith(expect.any(HTMLElement), {
        sitekey: 'site-key',
        size: 'normal',
      }),
    )
    await user.type(screen.getByLabelText(contact.fields.name), typed.name)
    await user.type(screen.getByLabelText(contact.fields.email), typed.email)
    await user.type(screen.getByLabelText(contact.fields.message), typed.message)
    const button = screen.getByRole('button', { name: contact.submitLabel })
    await user.click(button)
    expect(screen.getByRole('status')).toHaveTextContent(contact.recaptchaRequired)
    expect(send).not.toHaveBeenCalled()

    api.getResponse.mockReturnValue('token-from-google')
    await user.click(button)
    expect(await screen.findByText(contact.successMessage)).toBeInTheDocument()
    expect(send).toHaveBeenCalledTimes(1)
    expect(send).toHaveBeenCalledWith(typed, { 'g-recaptcha-response': 'token-from-google' })
    expect(api.reset).toHaveBeenCalledWith(7)
    vi.unstubAllGlobals()
  })
})
