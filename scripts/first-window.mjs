// @ts-check
/**
 * TCP's first window: what a new connection delivers in its first round trip, 10 segments of
 * 1,460 B (RFC 6928's initial window, as in Lighthouse's simulation). What of a page lies inside
 * it, headers included, the browser can parse and paint a round trip before the rest arrives.
 * Lighthouse's simulation takes the document whole: if the HTML with its headers is larger, the
 * first paint waits a round trip more (about 140 ms in its mobile setting).
 */
import { constants, deflateRawSync } from 'node:zlib'

export const FIRST_WINDOW = 14_600

/**
 * Where a new connection's first round trips end, in bytes: slow start doubles the window each
 * round trip (10, 20, 40 segments of 1,460 B: 14,600, 43,800 and 102,200 B in all).
 */
export const ROUND_TRIP_ENDS = [FIRST_WINDOW, 43_800, 102_200]

/**
 * The round trip (1, 2, 3...) in which a response of `bytes` has wholly arrived, on a new
 * connection in slow start; past the last listed, one more for each further 102,200 B (a
 * bound, not a model: no page comes near it).
 * @param {number} bytes
 */
export function roundTripOf(bytes) {
  const index = ROUND_TRIP_ENDS.findIndex((end) => bytes <= end)
  if (index >= 0) return index + 1
  const last = ROUND_TRIP_ENDS.at(-1) ?? FIRST_WINDOW
  return ROUND_TRIP_ENDS.length + Math.ceil((bytes - last) / last)
}

/** A gzip stream's header, before its first deflate block. */
const GZIP_HEADER_BYTES = 10

/**
 * How many bytes of the page's gzip stream (zlib's default level, as hosts and
 * scripts/serve.mjs send it) carry its first `end` characters: the compressed prefix, flushed.
 * @param {string} html @param {number} end
 */
export function gzipBytesUntil(html, end) {
  const prefix = Buffer.from(html.slice(0, end), 'utf8')
  return GZIP_HEADER_BYTES + deflateRawSync(prefix, { finishFlush: constants.Z_SYNC_FLUSH }).length
}

/**
 * The bytes of an HTTP/1.1 response's head: status line, header lines and the blank line.
 * @param {string} statusLine e.g. `HTTP/1.1 200 OK`
 * @param {{ name: string, value: string }[]} headers as sent
 */
export const responseHeadBytes = (statusLine, headers) =>
  Buffer.byteLength(
    `${statusLine}\r\n${headers.map(({ name, value }) => `${name}: ${value}\r\n`).join('')}\r\n`,
  )
