import { existsSync } from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  chromiumPath,
  findChecksBrowser,
  findChromium,
  HEADLESS_SHELL_LOCATIONS,
  NO_BROWSER,
  standardLocations,
} from './chromium.mjs'

afterEach(() => vi.unstubAllEnvs())

describe('finding a browser for the tests', () => {
  it('looks for Chrome and Edge where Windows installs them, for all users and for one', () => {
    const found = standardLocations('win32', {
      PROGRAMFILES: 'C:\\Program Files',
      'PROGRAMFILES(X86)': 'C:\\Program Files (x86)',
      LOCALAPPDATA: 'C:\\Users\\zoe\\AppData\\Local',
    })
    expect(found).toContain('C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe')
    expect(found).toContain(
      'C:\\Users\\zoe\\AppData\\Local\\Google\\Chrome\\Application\\chrome.exe',
    )
    expect(found).toContain('C:\\Program Files (x86)\\Microsoft\\Edge\\Application\\msedge.exe')
  })

  it('looks in /Applications on macOS, and Debian’s Chromium first on Linux', () => {
    expect(standardLocations('darwin', {})).toContain(
      '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    )
    expect(standardLocations('darwin', {})).toContain(
      '/Applications/Microsoft Edge.app/Contents/MacOS/Microsoft Edge',
    )
    expect(standardLocations('linux', {})[0]).toBe('/usr/bin/chromium')
    expect(standardLocations('linux', {})).toContain('/usr/bin/google-chrome')
  })

  it('takes CHROME_PATH first', () => {
    vi.stubEnv('CHROME_PATH', '/opt/my/chrome')
    expect(findChromium()).toBe('/opt/my/chrome')
  })

  it('runs the browser checks in the headless shell where installed, else in the browser', () => {
    vi.stubEnv('CHROME_HEADLESS_SHELL', '/opt/my/headless-shell')
    expect(findChecksBrowser()).toBe('/opt/my/headless-shell')
    vi.stubEnv('CHROME_HEADLESS_SHELL', '')
    vi.stubEnv('CHROME_PATH', '/opt/my/chrome')
    const installed = HEADLESS_SHELL_LOCATIONS.find((location) => existsSync(location))
    expect(findChecksBrowser()).toBe(installed ?? '/opt/my/chrome')
  })

  it('says in one line what to install when there is none', () => {
    expect(NO_BROWSER).not.toContain('\n')
    expect(NO_BROWSER).toMatch(/Google Chrome or Microsoft Edge.*CHROME_PATH/)
    vi.stubEnv('CHROME_PATH', '')
    vi.stubEnv('PATH', '')
    if (findChromium() === undefined) expect(() => chromiumPath()).toThrow(NO_BROWSER)
  })
})
