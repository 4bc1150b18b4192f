import { EmailJSResponseStatus } from '@emailjs/browser'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createEmailClient } from './emailClient.ts'
import type { EmailConfig } from './emailConfig.ts'

const config: EmailConfig = {
  publicKey: 'pk_test',
  serviceId: 'service_test',
  templateId: 'template_test',
  origin: 'https://provider.test',
}
const message = { name: 'Ada', email: 'ada@example.com', message: 'Hello' }

const stubFetch = (implementation: typeof fetch) => {
  const fetchMock = vi.fn(implementation)
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('createEmailClient', () => {
  it('posts the spec body to {origin}/api/v1.0/email/send and resolves on 200', async () => {
    const fetchMock = stubFetch(async () => new Response('OK', { status: 200 }))
    await expect(createEmailClient(config)(message)).resolves.toBeUndefined()
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('https://provider.test/api/v1.0/email/send')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({
      lib_version: '4.4.1',
      user_id: 'pk_test',
      service_id: 'service_test',
      template_id: 'template_test',
      template_params: message,
    })
  })

  it('sets the origin on every init, so a second client never inherits the first one', async () => {
    const fetchMock = stubFetch(async () => new Response('OK'))
    createEmailClient({ ...config, origin: 'https://first.test' })
    await createEmailClient(config)(message)
    expect(fetchMock.mock.calls[0]?.[0]).toBe('https://provider.test/api/v1.0/email/send')
  })

  it('rejects with the EmailJSResponseStatus of a non-2xx answer', async () => {
    stubFetch(async () => new Response('The template ID is invalid', { status: 400 }))
    const error = await createEmailClient(config)(message).catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(EmailJSResponseStatus)
    expect(error).toMatchObject({ status: 400, text: 'The template ID is invalid' })
  })

  it('rejects with the raw TypeError of a network failure', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch')
    })
    await expect(createEmailClient(config)(message)).rejects.toThrow(TypeError)
  })

  it('rejects with the SDK string when an identifier is empty', async () => {
    const fetchMock = stubFetch(async () => new Response('OK'))
    const send = createEmailClient({ ...config, serviceId: '' })
    await expect(send(message)).rejects.toMatch(/The service ID is required/)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('loads the SDK only when asked to, and tries again after a failed load', async () => {
    const fetchMock = stubFetch(async () => new Response('OK'))
    const send = createEmailClient(config)
    send.prepare?.()
    send.prepare?.()
    await send(message)
    await send(message)
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })
})
