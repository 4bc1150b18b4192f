import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { ContactMessage, SendContactMessage } from '../contact/emailClient.ts'
import { site } from '../content/site.ts'
import { Contact } from './Contact.tsx'

const typed: ContactMessage = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'Line one\nLine two <b>not bold</b> 🚀 مرحبا',
}

function renderContact(sendMessage: SendContactMessage) {
  const user = userEvent.setup()
  render(<Contact id="contact" contact={site.contact} sendMessage={sendMessage} />)
  const fields = {
    name: screen.getByLabelText('Name'),
    email: screen.getByLabelText('Email'),
    message: screen.getByLabelText('Message'),
  }
  const fill = async () => {
    await user.type(fields.name, typed.name)
    await user.type(fields.email, typed.email)
    await user.type(fields.message, typed.message)
  }
  const button = () => screen.getByRole('button', { name: /Send Message|Sending\.\.\./ })
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

describe('Contact', () => {
  it('is titled "Get in touch..." and has required name, email (type=email) and message fields', () => {
    const { fields } = renderContact(vi.fn())
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Get in touch...')
    expect(fields.name).toBeRequired()
    expect(fields.email).toBeRequired()
    expect(fields.email).toHaveAttribute('type', 'email')
    expect(fields.message).toBeRequired()
    expect(fields.message.tagName).toBe('TEXTAREA')
  })

  it('sends exactly what was typed, shows "Sending..." meanwhile, then success and clears the fields', async () => {
    const pending = deferredSend()
    const { user, fields, fill, button, status } = renderContact(pending.send)
    await fill()
    await user.click(button())
    expect(button()).toHaveTextContent('Sending...')
    expect(button()).toBeDisabled()
    expect(pending.send).toHaveBeenCalledWith(typed)

    pending.resolve()
    expect(await screen.findByText('Message sent successfully!')).toBe(status)
    expect(fields.name).toHaveValue('')
    expect(fields.email).toHaveValue('')
    expect(fields.message).toHaveValue('')
    expect(button()).toHaveTextContent('Send Message')
    expect(button()).toBeEnabled()
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
    expect(await screen.findByText('An error occurred. Please try again.')).toBe(status)
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
    await screen.findByText('An error occurred. Please try again.')

    await user.click(button())
    expect(status).toBeEmptyDOMElement()
    expect(pending.send).toHaveBeenLastCalledWith(typed)
    pending.resolve()
    expect(await screen.findByText('Message sent successfully!')).toBe(status)
  })

  it('sends one message however often the visitor submits while it is on its way', async () => {
    const pending = deferredSend()
    const { user, fill, button } = renderContact(pending.send)
    await fill()
    await user.click(button())
    await user.click(button())
    await user.type(screen.getByLabelText('Name'), '{Enter}')
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
    const { status } = renderContact(vi.fn())
    expect(status).toHaveAttribute('role', 'status')
    expect(status).toHaveAttribute('id', 'contact-status')
    expect(screen.getByRole('form')).toHaveAttribute('aria-describedby', 'contact-status')
  })
})
