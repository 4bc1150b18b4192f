import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Builder, By, Capabilities, error as driverError, Key } from 'selenium-webdriver'
import type { EnginePage, Key as KeyName, LaunchOptions } from '../page.ts'

const WEBDRIVER_KEYS: Record<KeyName, string> = {
  Escape: Key.ESCAPE,
  ArrowRight: Key.ARROW_RIGHT,
  ArrowLeft: Key.ARROW_LEFT,
  ArrowDown: Key.ARROW_DOWN,
  Tab: Key.TAB,
  Enter: Key.ENTER,
}

/** WebKitGTK's MiniBrowser: MINIBROWSER_PATH, else where libwebkit2gtk-4.1-0 installs it. */
function miniBrowserPath() {
  if (process.env.MINIBROWSER_PATH) return process.env.MINIBROWSER_PATH
  for (const path of [
    '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
    '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  ]) {
    if (existsSync(path)) return path
  }
  try {
    const listed = execFileSync('dpkg', ['-L', 'libwebkit2gtk-4.1-0'], { encoding: 'utf8' })
    const path = listed.split('\n').find((line) => line.endsWith('/MiniBrowser'))
    if (path) return path
  } catch {}
  throw new Error(
    'No MiniBrowser found. Install it (apt-get install webkit2gtk-driver) or set MINIBROWSER_PATH.',
  )
}

/** A port nobody listens on now: bind port 0, read it, let it go. */
function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

async function waitForDriver(url: string, driver: ChildProcess) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`)
    try {
      if ((await fetch(`${url}/status`)).ok) return
    } catch {}
    await new Promise((done) => setTimeout(done, 100))
  }
  throw new Error('WebKitWebDriver did not start')
}

/**
 * WebKitGTK (Safari's engine) through WebKitWebDriver driving MiniBrowser. MiniBrowser has no
 * headless mode, so both run under xvfb-run; `--full-screen` lets the window go below 447 px.
 */
export async function launchWebKit({ origin, reducedMotion }: LaunchOptions): Promise<EnginePage> {
  const binary = miniBrowserPath()
  const port = await freePort()
  // A private GTK settings folder. GTK's "enable animations" setting is what WebKitGTK reports
  // as prefers-reduced-motion (measured: 0 makes `(prefers-reduced-motion: reduce)` match).
  const config = await mkdtemp(join(tmpdir(), 'engines-webkit-'))
  await mkdir(join(config, 'gtk-3.0'))
  await writeFile(
    join(config, 'gtk-3.0', 'settings.ini'),
    `[Settings]\ngtk-enable-animations=${reducedMotion ? 0 : 1}\n`,
  )
  // MiniBrowser's hidden toolbar keeps the window at least 334 px wide; freeing GTK's minimum
  // widths (its own widgets only: WebKit draws the page's controls itself) allows 320 px.
  await writeFile(join(config, 'gtk-3.0', 'gtk.css'), '* { min-width: 0; }\n')
  const driverProcess = spawn(
    'xvfb-run',
    ['-a', '-s', '-screen 0 1600x1200x24', 'WebKitWebDriver', `--port=${port}`],
    {
      detached: true,
      stdio: 'ignore',
      env: { ...process.env, XDG_CONFIG_HOME: config, GTK_A11Y: 'none', NO_AT_BRIDGE: '1' },
    },
  )
  const stopDriver = async () => {
    if (driverProcess.exitCode === null && driverProcess.pid) {
      const exited = new Promise((done) => driverProcess.once('exit', done))
      process.kill(-driverProcess.pid, 'SIGTERM')
      await exited
    }
    await rm(config, { recursive: true, force: true })
  }
  const url = `http://127.0.0.1:${port}`
  let driver: Awaited<ReturnType<Builder['build']>>
  try {
    await waitForDriver(url, driverProcess)
    const capabilities = new Capabilities({
      browserName: 'MiniBrowser',
      // The throwaway test certificate (see ../server.ts).
      acceptInsecureCerts: true,
      'webkitgtk:browserOptions': { binary, args: ['--automation', '--full-screen'] },
    })
    driver = await new Builder().usingServer(url).withCapabilities(capabilities).build()
  } catch (error) {
    await stopDriver()
    throw error
  }

  // WebDriver scrolls an element into view before it clicks or types, but WebKit then honours
  // the page's smooth scrolling, and the element is not in view yet when the click comes. A
  // visitor scrolls to it first: so do we, at once (as Playwright and puppeteer do).
  const element = async (selector: string) => {
    const found = await driver.findElement(By.css(selector))
    await driver.executeScript(
      "arguments[0].scrollIntoView({ block: 'nearest', behavior: 'instant' })",
      found,
    )
    return found
  }
  return {
    engine: 'webkit',
    async open(path) {
      await driver.get('about:blank')
      // WebDriver's navigation waits for the load event.
      await driver.get(new URL(path, origin).href)
    },
    // WebDriver's refresh waits for the load event.
    reload: () => driver.navigate().refresh(),
    async resize(width, height) {
      // setRect returns before the page sees the new size: wait until window.inner* settles, and
      // correct for any chrome the window's size includes (none in full-screen mode, but still).
      const window = driver.manage().window()
      const innerSize = () =>
        driver.executeScript<[number, number]>('return [window.innerWidth, window.innerHeight]')
      const settled = async () => {
        // Settled: the size asked for, or one that has not moved for half a second.
        let last = await innerSize()
        let still = 0
        for (let tries = 0; tries < 60 && still < 10; tries++) {
          if (last[0] === width && last[1] === height) break
          await new Promise((resolve) => setTimeout(resolve, 50))
          const now = await innerSize()
          still = now[0] === last[0] && now[1] === last[1] ? still + 1 : 0
          last = now
        }
        return last
      }
      await window.setRect({ width, height })
      const inner = await settled()
      if (inner[0] !== width || inner[1] !== height) {
        await window.setRect({
          width: Math.max(1, 2 * width - inner[0]),
          height: Math.max(1, 2 * height - inner[1]),
        })
        const corrected = await settled()
        if (corrected[0] !== width || corrected[1] !== height) {
          throw new Error(`WebKit's viewport is ${corrected.join('×')}, not ${width}×${height}`)
        }
      }
      // window.inner* can report the new size before the style sheets' media queries see it:
      // wait until they do, then for a frame to be laid out at that size.
      const mediaSeen = await driver.executeAsyncScript<boolean>(
        `const [query, done] = arguments
        const deadline = performance.now() + 3000
        const check = () => {
          if (matchMedia(query).matches) requestAnimationFrame(() => requestAnimationFrame(() => done(true)))
          else if (performance.now() > deadline) done(false)
          else setTimeout(check, 20)
        }
        check()`,
        `(width: ${width}px) and (height: ${height}px)`,
      )
      if (!mediaSeen) {
        throw new Error(`WebKit's media queries do not see a ${width}×${height} viewport`)
      }
    },
    // Playwright waits until an element can take the click; WebDriver refuses at once. Just after
    // a navigation WebKit can still be running the view transition, whose snapshot covers the
    // page: wait, as a visitor's click would, until the element takes it (at most 10 s: under
    // load one refused attempt alone can take seconds).
    async click(selector) {
      const deadline = Date.now() + 10_000
      for (;;) {
        try {
          return await (await element(selector)).click()
        } catch (failure) {
          const waitable =
            failure instanceof driverError.ElementNotInteractableError ||
            failure instanceof driverError.ElementClickInterceptedError ||
            failure instanceof driverError.StaleElementReferenceError
          if (!waitable || Date.now() > deadline) throw failure
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
      }
    },
    // WebKit's sendKeys drops a typed "\n": a line break is the Enter key.
    type: async (selector, text) =>
      (await element(selector)).sendKeys(
        ...text
          .split('\n')
          .flatMap((line) => [Key.ENTER, line])
          .slice(1),
      ),
    // Sent to the focused element, as a visitor's keyboard would.
    press: (key) => driver.actions().sendKeys(WEBDRIVER_KEYS[key]).perform(),
    evaluate: (fn, argument) =>
      driver.executeScript(`return (${fn.toString()}).apply(null, arguments)`, argument),
    async close() {
      try {
        await driver.quit()
      } finally {
        await stopDriver()
      }
    },
  }
}
