// @ts-check
/**
 * Finds a Chromium-family browser for the tests and the benchmark, on Linux, macOS and
 * Windows, and the flags it needs on a closed network. No browser is downloaded.
 *
 * Two kinds: the browser a visitor runs (`chromiumPath`: the benchmark, the pictures made from
 * pages, the back/forward cache's check), and the one the browser checks run in
 * (`checksBrowserPath`): Chromium's headless shell where it is installed, the same engine at the
 * same version without the desktop browser around it (the build Playwright itself runs headless
 * checks in). In Chromium every new page starts in a process of its own that is dropped at its
 * first navigation and then spends about 1.4 s of CPU; the shell keeps the page in one, and the
 * checks take about a third of the CPU (docs/decisions/test-time.md, 13). Where no shell is
 * installed, the checks run in the browser.
 *   node scripts/chromium.mjs   (prints the browsers found, or says in one line what to install)
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
  'No Chromium-family browser found: install Google Chrome or Microsoft Edge (on Debian or Ubuntu: apt-get install chromium chromium-headless-shell, the second for quicker checks), or set CHROME_PATH to one.'

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

/** Where Debian and Ubuntu install Chromium's headless shell (package chromium-headless-shell). */
export const HEADLESS_SHELL_LOCATIONS = [
  '/usr/lib/chromium/chromium-headless-shell',
  '/usr/bin/chromium-headless-shell',
]

/**
 * The browser the browser checks run in: CHROME_HEADLESS_SHELL if set, else Chromium's headless
 * shell where installed, else the browser (`findChromium`); undefined when there is none.
 */
export function findChecksBrowser() {
  if (process.env.CHROME_HEADLESS_SHELL) return process.env.CHROME_HEADLESS_SHELL
  return HEADLESS_SHELL_LOCATIONS.find((location) => existsSync(location)) ?? findChromium()
}

/** The browser the browser checks run in; throws NO_BROWSER when there is none. */
export function checksBrowserPath() {
  const path = findChecksBrowser()
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
  if (path) {
    console.log(`Browser: ${path}`)
    console.log(`Browser for the browser checks: ${findChecksBrowser()}`)
  } else {
    console.error(NO_BROWSER)
    process.exitCode = 1
  }
}
