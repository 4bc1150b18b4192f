// @ts-check
/**
 * Finds a Chromium-family browser for the tests and the benchmark, on Linux, macOS and
 * Windows, and the flags it needs on a closed network. No browser is downloaded.
 *   node scripts/chromium.mjs   (prints the browser found, or says in one line what to install)
 */
import { existsSync } from 'node:fs'
import { posix, win32 } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Where each system keeps Chromium, Google Chrome and Microsoft Edge, in order of preference. */
export function standardLocations(
  platform = process.platform,
  env = /** @type {Record<string, string | undefined>} */ (process.env),
) {
  const { join } = platform === 'win32' ? win32 : posix
  if (platform === 'win32') {
    const roots = [env.PROGRAMFILES, env['PROGRAMFILES(X86)'], env.LOCALAPPDATA].filter(
      (root) => root !== undefined,
    )
    return [
      ...roots.map((root) => join(root, 'Google/Chrome/Application/chrome.exe')),
      ...roots.map((root) => join(root, 'Microsoft/Edge/Application/msedge.exe')),
    ]
  }
  if (platform === 'darwin') {
    return [
      '/Applications/Chromium.app/Contents/MacOS/Chromium',
      '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
      '/Applications/Microsoft Edge.app/Contents/MacOS/Microsoft Edge',
      ...(env.HOME
        ? [join(env.HOME, 'Applications/Google Chrome.app/Contents/MacOS/Google Chrome')]
        : []),
    ]
  }
  return [
    // Debian's and Ubuntu's Chromium first, then Google Chrome and Microsoft Edge.
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/lib/chromium/chromium',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    '/opt/google/chrome/chrome',
    '/usr/bin/microsoft-edge',
    '/opt/microsoft/msedge/msedge',
  ]
}

/** What to do when no browser is found, in one line. */
export const NO_BROWSER =
  'No Chromium-family browser found: install Google Chrome or Microsoft Edge (on Debian or Ubuntu: apt-get install chromium), or set CHROME_PATH to one.'

/** CHROME_PATH if set, else the first standard location that exists; undefined when none. */
export function findChromium() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH
  return standardLocations().find((location) => existsSync(location))
}

/** The browser to drive; throws NO_BROWSER when there is none. */
export function chromiumPath() {
  const path = findChromium()
  if (!path) throw new Error(NO_BROWSER)
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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const path = findChromium()
  if (path) console.log(`Browser for the tests: ${path}`)
  else {
    console.error(NO_BROWSER)
    process.exitCode = 1
  }
}
