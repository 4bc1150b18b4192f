// @ts-check
/**
 * A local stand-in for the EmailJS API, for development and tests with no account.
 * It answers POST /api/v1.0/email/send with the real provider's contract: CORS preflight,
 * JSON body checks, 200 'OK' or a 4xx with the reason; and prints each message it accepts.
 */
import { createServer } from 'node:http'
import { startPreferring } from './ports.mjs'

export const SEND_PATH = '/api/v1.0/email/send'
export const MAX_BODY_BYTES = 1_000_000

/**
 * @typedef {{
 *   lib_version: string, user_id: string, service_id: string, template_id: string,
 *   template_params: Record<string, unknown>
 * }} SendRequest
 */

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Max-Age': '600',
}

/**
 * Checks a request body the way the provider does. Returns the reason it is refused, or null.
 * @param {unknown} body
 * @returns {string | null}
 */
export function rejectionReason(body) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return 'The request body must be a JSON object'
  }
  const fields = /** @type {Record<string, unknown>} */ (body)
  for (const name of ['lib_version', 'user_id', 'service_id', 'template_id']) {
    const value = fields[name]
    if (typeof value !== 'string' || value.length === 0) return `${name} must be a non-empty string`
  }
  const params = fields.template_params
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    return 'template_params must be an object'
  }
  return null
}

/**
 * @param {{ port?: number, host?: string, onMessage?: (request: SendRequest) => void }} [options]
 *   port 0 picks a free one.
 * @returns {Promise<{ origin: string, port: number, close: () => Promise<void> }>}
 */
export function startEmailStandIn({ port = 0, host = '127.0.0.1', onMessage = () => {} } = {}) {
  const server = createServer((request, response) => {
    /** @param {number} status @param {string} text */
    const answer = (status, text) => {
      if (response.headersSent) return
      response.writeHead(status, { ...CORS_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' })
      response.end(text)
    }
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS_HEADERS)
      response.end()
      return
    }
    if (path !== SEND_PATH) return answer(404, 'Not Found')
    if (request.method !== 'POST') return answer(405, 'Method Not Allowed')
    if (!(request.headers['content-type'] ?? '').toLowerCase().startsWith('application/json')) {
      return answer(400, 'The Content-Type must be application/json')
    }

    /** @type {Buffer[]} */
    const chunks = []
    let size = 0
    request.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        answer(413, 'The request body is larger than 1 MB')
        request.destroy()
        return
      }
      chunks.push(chunk)
    })
    request.on('error', () => answer(400, 'The request could not be read'))
    request.on('end', () => {
      if (size > MAX_BODY_BYTES) return
      /** @type {unknown} */
      let body
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
      } catch {
        return answer(400, 'The request body is not valid JSON')
      }
      const reason = rejectionReason(body)
      if (reason) return answer(400, reason)
      try {
        onMessage(/** @type {SendRequest} */ (body))
      } catch (error) {
        console.error('The stand-in could not record a message:', error)
      }
      answer(200, 'OK')
    })
  })
  server.on('clientError', (_error, socket) => socket.destroy())

  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      const address = server.address()
      const actualPort = typeof address === 'object' && address ? address.port : port
      resolve({
        origin: `http://${host}:${actualPort}`,
        port: actualPort,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections()
            server.close(() => done())
          }),
      })
    })
  })
}

/**
 * Starts on the preferred port, or on a free one when that is taken.
 * @param {number} preferredPort
 * @param {Parameters<typeof startEmailStandIn>[0]} [options]
 */
export function startEmailStandInPreferring(preferredPort, options = {}) {
  return startPreferring((port) => startEmailStandIn({ ...options, port }), preferredPort)
}

/**
 * How a received message is shown in the terminal.
 * @param {SendRequest} request
 */
export function describeMessage(request) {
  const { name, email, message } = /** @type {Record<string, unknown>} */ (request.template_params)
  const line = '─'.repeat(60)
  return [
    line,
    `✉  Message received by the local email stand-in (${new Date().toLocaleTimeString()})`,
    `   From:    ${String(name)} <${String(email)}>`,
    `   Service: ${request.service_id}   Template: ${request.template_id}`,
    '',
    ...String(message)
      .split('\n')
      .map((text) => `   ${text}`),
    line,
  ].join('\n')
}
