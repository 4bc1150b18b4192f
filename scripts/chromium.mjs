// @ts-check
/** Where Debian's Chromium lives, and the flags it needs on a closed network. */
import { existsSync } from 'node:fs'

const STANDARD_LOCATIONS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/lib/chromium/chromium',
  '/usr/bin/google-chrome',
]

/** CHROME_PATH if set, else the first standard location that exists. */
export function chromiumPath() {
  const path =
    process.env.CHROME_PATH || STANDARD_LOCATIONS.find((location) => existsSync(location))
  if (!path) {
    throw new Error(
      `No Chromium found. Install it (apt-get install chromium) or set CHROME_PATH. Looked in: ${STANDARD_LOCATIONS.join(', ')}`,
    )
  }
  return path
}

/** Without these, Chromium keeps trying to reach Google's services and floods the log. */
export const CHROMIUM_ARGS = [
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--no-default-browser-check',
  // Root (as in CI containers) cannot use Chromium's sandbox.
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
]
