// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEmailClient } from '../src/contact/emailClient.ts'
import {
  MAX_BODY_BYTES,
  SEND_PATH,
  type SendRequest,
  startEmailStandIn,
  startEmailStandInPreferring,
} from './email-stand-in.mjs'

const received: SendRequest[] = []
let standIn: Awaited<ReturnType<typeof startEmailStandIn>>

beforeAll(async () => {
  standIn = await startEmailStandIn({ port: 0, onMessage: (request) => received.push(request) })
})
afterAll(() => standIn.close())

const post = (body: string, contentType = 'application/json') =>
  fetch(standIn.origin + SEND_PATH, {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body,
  })

describe('the local email stand-in', () => {
  it('receives the real SDK request byte for byte, over HTTP', async () => {
    const message = {
      name: 'Zoë <script>alert(1)</script>',
      email: 'zoe@example.com',
      message: `${'emoji 🚀 عربى עברית '.repeat(1000)}\n"quotes" & <tags>`,
    }
    const send = createEmailClient({
      publicKey: 'pk_test',
      serviceId: 'service_test',
      templateId: 'template_test',
      origin: standIn.origin,
    })
    await send(message)
    expect(received.at(-1)).toEqual({
      lib_version: '4.4.1',
      user_id: 'pk_test',
      service_id: 'service_test',
      template_id: 'template_test',
      template_params: message,
    })
  })

  it('answers the CORS preflight', async () => {
    const response = await fetch(standIn.origin + SEND_PATH, { method: 'OPTIONS' })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-headers')).toMatch(/content-type/i)
  })

  it.each([
    ['malformed JSON', '{"lib_version":', /not valid JSON/],
    ['a JSON array', '[]', /JSON object/],
    ['an empty user_id', JSON.stringify({ ...validBody(), user_id: '' }), /user_id/],
    [
      'a missing service_id',
      JSON.stringify({ ...validBody(), service_id: undefined }),
      /service_id/,
    ],
    [
      'template_params that is not an object',
      JSON.stringify({ ...validBody(), template_params: 'x' }),
      /template_params/,
    ],
  ])('answers 400 with the reason for %s', async (_, body, reason) => {
    const response = await post(body)
    expect(response.status).toBe(400)
    expect(await response.text()).toMatch(reason)
  })

  it('answers 400 for a body that is not JSON', async () => {
    expect((await post('name=x', 'application/x-www-form-urlencoded')).status).toBe(400)
  })

  it('answers 413 for a body over 1 MB, and stays up', async () => {
    const response = await post(
      JSON.stringify({ ...validBody(), padding: 'x'.repeat(MAX_BODY_BYTES) }),
    )
    expect(response.status).toBe(413)
    const after = await post(JSON.stringify(validBody()))
    expect(after.status).toBe(200)
    expect(await after.text()).toBe('OK')
  })

  it('moves to a free port when the preferred one is taken', async () => {
    const second = await startEmailStandInPreferring(standIn.port)
    try {
      expect(second.port).not.toBe(standIn.port)
      const response = await fetch(second.origin + SEND_PATH, { method: 'OPTIONS' })
      expect(response.status).toBe(204)
    } finally {
      await second.close()
    }
  })

  it('answers 404 elsewhere', async () => {
    expect(
      (await fetch(`${standIn.origin}/api/v1.0/email/send-form`, { method: 'POST' })).status,
    ).toBe(404)
  })
})

function validBody() {
  return {
    lib_version: '4.4.1',
    user_id: 'pk',
    service_id: 'service',
    template_id: 'template',
    template_params: { name: 'n', email: 'e@example.com', message: 'm' },
  }
}
