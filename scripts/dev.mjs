// @ts-check
/**
 * `npm start`: the local email stand-in and the Vite dev server, together.
 * With no real EmailJS public key configured, the site sends its messages to the stand-in,
 * which prints them here. `npm start -- --stand-in` sends to the stand-in even once real
 * identifiers are configured, to try the form without sending real mail.
 * Both servers move to a free port when their usual one is taken, and say so.
 */
import { parseArgs } from 'node:util'
import { createServer } from 'vite'
import { describeMessage, startEmailStandInPreferring } from './email-stand-in.mjs'

const PREFERRED_STAND_IN_PORT = 8787

const standIn = await startEmailStandInPreferring(PREFERRED_STAND_IN_PORT, {
  onMessage: (request) => console.log(`\n${describeMessage(request)}\n`),
})
if (standIn.preferredPortTaken) {
  console.log(`Port ${PREFERRED_STAND_IN_PORT} is taken; the email stand-in uses ${standIn.port}.`)
}
// Read by src/contact/emailConfig.ts, and used only while no real public key is set.
process.env.VITE_LOCAL_PROVIDER_ORIGIN = standIn.origin
const { values: options } = parseArgs({
  options: { 'stand-in': { type: 'boolean', default: false } },
})
if (options['stand-in']) process.env.VITE_EMAILJS_ORIGIN = standIn.origin

const vite = await createServer()
await vite.listen()
const address = vite.resolvedUrls?.local[0] ?? 'http://localhost:5173/'
// Ask the app's own configuration where the form will send, so this line never lies.
const page = /** @type {typeof import('../src/entry-server.tsx')} */ (
  /** @type {unknown} */ (await vite.ssrLoadModule('/src/entry-server.tsx'))
)
const { origin } = page.emailConfig()
const destination =
  origin === standIn.origin
    ? `the local email stand-in at ${origin}; each message is printed below`
    : `${origin} (a real EmailJS public key is configured; npm start -- --stand-in keeps mail local)`
console.log(`
  Open the site:   ${address}
  Messages go to:  ${destination}

  Press Ctrl+C to stop.
`)

const stop = async () => {
  await Promise.all([vite.close(), standIn.close()])
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
