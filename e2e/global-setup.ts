/**
 * Starts the browser tests' own static server on a free port, so the suite never checks a
 * server it did not start (another copy of the site, or anything else on a fixed port).
 * Workers read the address from E2E_ORIGIN; the returned function stops the server.
 */
import { startStaticServer } from '../scripts/serve.mjs'

export default async function globalSetup() {
  const server = await startStaticServer({ root: 'dist', port: 0 })
  process.env.E2E_ORIGIN = server.origin
  return server.close
}
