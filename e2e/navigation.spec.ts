/**
 * Between pages: the case study a visitor points at is fetched (or prerendered) before the
 * click, by the pages' speculation rules (src/pages/speculation.ts), under the CSP as each kind
 * of host sends it: in the headers (dist/, at the root of a domain), and in the page, as GitHub
 * Pages serves the build for a path in two languages (build/subpath, CSP_META). A page left
 * alone fetches no other page. Back and forward restore whole pages from the back/forward cache,
 * a typed draft included, and count no second view (build/counting).
 *
 * Each check starts its own server on a free port, to see every request the browser makes, with
 * its Sec-Purpose header, in order. How much sooner the case study paints is the benchmark's
 * (scripts/bench.mjs --navigation), not a test's.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { type Browser, test as base, chromium, type Page } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs'
import { startStaticServer } from '../scripts/serve.mjs'
import { PRERENDERED_KEY } from '../src/islands/crossFade.ts'
import { COUNTING_BUILD, TEST_COUNTER } from './countingBuild.ts'
import { expect, FAKE_RECAPTCHA, routeCounter } from './fixtures.ts'
import { SUBPATH_BUILD } from './subpathBuild.ts'
import { SUBPATH_SITE_URL, languages as subpathLanguages } from './subpathContent.ts'

interface Seen {
  path: string
  purpose: string
}

/**
 * A server of one build, as a host serves it, that notes every request; `answer` may answer one
 * itself (true), or leave it to the files (false).
 */
async function serve(
  root: string,
  sitePath = '/',
  headersFile?: string,
  answer?: (request: IncomingMessage, response: ServerResponse, path: string) => boolean,
) {
  const seen: Seen[] = []
  const server = await startStaticServer({
    root,
    port: 0,
    base: sitePath,
    ...(headersFile === undefined ? {} : { headersFile }),
    intercept: (request, response) => {
      const url = new URL(request.url ?? '/', 'http://localhost')
      seen.push({ path: url.pathname, purpose: String(request.headers['sec-purpose'] ?? '') })
      return answer?.(request, response, url.pathname) ?? false
    },
  })
  return { ...server, seen, url: `${server.origin}${sitePath}` }
}

/** The build's pages by their paths, from its sitemap (every page, in every language). */
async function sitePages(root: string, sitePath: string) {
  const { readFile } = await import('node:fs/promises')
  const sitemap = await readFile(`${root}/sitemap.xml`, 'utf8')
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc ?? '').pathname,
  )
  expect(paths.every((path) => path.startsWith(sitePath))).toBe(true)
  return new Set(paths)
}

/** Notes CSP violations and errors in every document of the page, speculated ones included. */
async function watch(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  await page.addInitScript(() => {
    addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    )
  })
  return errors
}

/**
 * Notes whether each page the browser shows arrived with a view transition (pagereveal), and
 * whether the page left had one set up as it was left (pageswap, noted before the page's own
 * listener can skip it; kept in the tab's session storage for the next page to read).
 */
const noteTransitions = (page: Page) =>
  page.addInitScript(() => {
    addEventListener('pagereveal', (event) => {
      const { viewTransition } = event as Event & { viewTransition: unknown }
      Object.assign(window, { revealedWithTransition: viewTransition != null })
    })
    addEventListener('pageswap', (event) => {
      const { viewTransition } = event as Event & { viewTransition: unknown }
      sessionStorage.setItem('leftWithTransition', String(viewTransition != null))
    })
  })

const revealedWithTransition = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { revealedWithTransition?: boolean }).revealedWithTransition,
  )

/** Whether the page the visitor came from had a view transition set up as it was left. */
const leftWithTransition = (page: Page) =>
  page.evaluate(() => sessionStorage.getItem('leftWithTransition'))

/** What the pointer may start loading: the links the page's rules match, by their paths. */
const speculated = (page: Page) =>
  page.evaluate(() => {
    type Rule = {
      where: { and: [{ href_matches: string[] }, { not: { selector_matches: string } }] }
    }
    const text = document.querySelector('script[type="speculationrules"]')?.textContent ?? '{}'
    const rules: Record<string, Rule[]> = JSON.parse(text)
    const URLPatternClass = (
      window as unknown as {
        URLPattern: new (p: string, b: string) => { test: (u: string) => boolean }
      }
    ).URLPattern
    const matched = (rule: Rule, link: HTMLAnchorElement) => {
      const [{ href_matches }, { not }] = rule.where.and
      return (
        href_matches.some((pattern) =>
          new URLPatternClass(pattern, document.baseURI).test(link.href),
        ) && !link.matches(not.selector_matches)
      )
    }
    const links = [...document.querySelectorAll('a[href]')] as HTMLAnchorElement[]
    return {
      actions: Object.keys(rules),
      eagerness: Object.values(rules)
        .flat()
        .map((rule) => (rule as { eagerness?: string }).eagerness),
      matched: links
        .filter((link) =>
          Object.values(rules)
            .flat()
            .some((rule) => matched(rule, link)),
        )
        .map((link) => link.href),
      unmatched: links
        .filter(
          (link) =>
            !Object.values(rules)
              .flat()
              .some((rule) => matched(rule, link)),
        )
        .map((link) => link.href),
    }
  })

/** The variants: each kind of host, with the CSP where it sends it. */
const hosts = [
  {
    name: 'the CSP in the headers, at the root of a domain (dist/)',
    start: () => serve('dist'),
    root: 'dist',
    sitePath: '/',
    homes: [''],
  },
  {
    name: 'the CSP in the page, as GitHub Pages serves the build for a path in two languages',
    start: () => serve(SUBPATH_BUILD, new URL(`${SUBPATH_SITE_URL}/`).pathname, ''),
    root: SUBPATH_BUILD,
    sitePath: new URL(`${SUBPATH_SITE_URL}/`).pathname,
    homes: subpathLanguages.map(({ prefix }) => prefix),
  },
]

const test = base.extend({})
// Each check waits on purpose (a page left alone; a pointer resting) and opens several pages.
test.describe.configure({ timeout: 120_000 })
// Motion as most visitors have it (the rest of the quick project has none): the cross-fade
// between pages is what several of these checks read.
test.use({ reducedMotion: 'no-preference' })

for (const host of hosts) {
  test.describe(host.name, () => {
    let server: Awaited<ReturnType<typeof serve>>
    test.beforeAll(async () => {
      server = await host.start()
    })
    test.afterAll(() => server.close())

    test('the rules name every page of the site and nothing else: not the CV, no other host', async ({
      page,
    }) => {
      const pages = await sitePages(host.root, host.sitePath)
      for (const home of host.homes) {
        await page.goto(`${server.url}${home}`)
        const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').count()
        expect(csp, 'the policy is where this host has it').toBe(host.sitePath === '/' ? 0 : 1)
        const rules = await speculated(page)
        expect(rules.actions).toEqual(['prerender', 'prefetch'])
        expect(new Set(rules.eagerness)).toEqual(new Set(['moderate']))
        const isPage = (href: string) => {
          const url = new URL(href)
          return url.origin === server.origin && pages.has(url.pathname)
        }
        // Every link to a page is matched (the same page's sections too: the browser never
        // speculates its own document), and nothing else is: files, other hosts.
        expect(rules.matched.filter((href) => !isPage(href))).toEqual([])
        expect(rules.unmatched.filter(isPage)).toEqual([])
        expect(rules.matched.some((href) => new URL(href).pathname.includes('/projects/'))).toBe(
          true,
        )
        expect(rules.unmatched.length, 'the CV and other hosts are links too').toBeGreaterThan(0)
      }
    })

    // It waits, as a visitor reading would (8-14 s): with the full run.
    test('a home page left alone, then read to its end, fetches no other page', {
      tag: '@full',
    }, async ({ page }) => {
      const errors = await watch(page)
      for (const home of host.homes) {
        server.seen.length = 0
        const path = `${host.sitePath}${home}`
        await page.goto(`${server.url}${home}`)
        await page.waitForLoadState('networkidle')
        // Left alone for a few seconds, then read to the end without pointing at a link.
        await page.waitForTimeout(3_000)
        await page.evaluate(async () => {
          for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight * 0.8) {
            scrollTo({ top: y, behavior: 'instant' })
            await new Promise((resolve) => setTimeout(resolve, 100))
          }
        })
        await page.waitForTimeout(2_000)
        const pages = server.seen.filter(
          ({ path: seen, purpose }) => purpose.includes('prefetch') && !seen.includes('/assets/'),
        )
        expect(pages, 'pages fetched ahead').toEqual([])
        const documents = server.seen.filter(({ path: seen }) => seen.endsWith('/'))
        expect(documents.map(({ path: seen }) => seen)).toEqual([path])
      }
      expect(errors).toEqual([])
    })

    test('pointing at "Read the case study" fetches it before the click; the click uses it', async ({
      page,
    }) => {
      const errors = await watch(page)
      await noteTransitions(page)
      for (const home of host.homes) {
        await page.goto(`${server.url}${home}`)
        await page.waitForLoadState('networkidle')
        const read = page.locator('.project-more a').first()
        const target = new URL((await read.getAttribute('href')) ?? '', server.url).pathname
        await read.scrollIntoViewIfNeeded()
        server.seen.length = 0
        await read.hover()
        await expect
          .poll(() =>
            server.seen.filter(({ path, purpose }) => path === target && /prefetch/.test(purpose)),
          )
          .toHaveLength(1)
        await read.click()
        await page.waitForURL(`**${target}`)
        await page.waitForLoadState('load')
        const navigation = await page.evaluate(() => {
          const [entry] = performance.getEntriesByType(
            'navigation',
          ) as (PerformanceNavigationTiming & {
            deliveryType: string
            activationStart: number
          })[]
          return { deliveryType: entry?.deliveryType, activationStart: entry?.activationStart }
        })
        // A prerendered page has been activated; a fetched one came from the fetch ahead.
        expect(
          navigation.deliveryType === 'navigational-prefetch' ||
            (navigation.activationStart ?? 0) > 0,
          JSON.stringify(navigation),
        ).toBe(true)
        // A page fetched ahead is not ready to show: neither page opted in to the cross-fade
        // (scripts/boot-loader.mjs), so the browser set none up and the case study shows at its
        // first frame. (It is revealed at that frame, which may come after its load event.)
        expect(await leftWithTransition(page)).toBe('false')
        await expect.poll(() => revealedWithTransition(page)).toBe(false)
        await expect(page.locator('.site-header')).toHaveCSS('view-transition-name', 'site-header')
        // The click asked for the page no second time.
        expect(server.seen.filter(({ path, purpose }) => path === target && !purpose)).toEqual([])
      }
      expect(errors).toEqual([])
    })
  })
}

test.describe('the cross-fade between pages: only into a page the browser prerendered', () => {
  let server: Awaited<ReturnType<typeof serve>>
  test.beforeAll(async () => {
    server = await serve('dist')
  })
  test.afterAll(() => server.close())

  /**
   * From the home page's first "Read the case study", clicked: whether the page left had a
   * transition set up, and whether the case study was revealed with one. `prerendered`: the
   * home page first holds what a page prerendered for that link leaves in the site's cookies
   * (Chromium prerenders nothing under automation, PrerenderingDisabledByDevTools).
   */
  async function follow(page: Page, { prerendered }: { prerendered: boolean }) {
    const errors = await watch(page)
    await noteTransitions(page)
    await page.goto(server.url)
    await page.waitForLoadState('networkidle')
    const read = page.locator('.project-more a').first()
    const target = new URL((await read.getAttribute('href')) ?? '', server.url)
    if (prerendered)
      await page
        .context()
        .addCookies([{ name: PRERENDERED_KEY, value: target.pathname, url: server.url }])
    await read.scrollIntoViewIfNeeded()
    await read.click()
    await page.waitForURL(target.href)
    await page.waitForLoadState('load')
    await expect.poll(() => revealedWithTransition(page)).toBeDefined()
    const seen = {
      left: await leftWithTransition(page),
      revealed: await revealedWithTransition(page),
      // The path is used once.
      stored: await page.evaluate((name) => document.cookie.includes(`${name}=`), PRERENDERED_KEY),
    }
    expect(errors).toEqual([])
    return seen
  }

  test('fetched at the click, the case study shows at once: no page opts in, no transition is set up', async ({
    page,
  }) => {
    expect(await follow(page, { prerendered: false })).toEqual({
      left: 'false',
      revealed: false,
      stored: false,
    })
  })

  test('the page left opts in at the click on the link to the page the browser prerendered, and at no other click', async ({
    page,
  }) => {
    const errors = await watch(page)
    await page.goto(server.url)
    await page.waitForLoadState('networkidle')
    const read = page.locator('.project-more a').first()
    const target = new URL((await read.getAttribute('href')) ?? '', server.url).pathname
    const prerendered = (path: string) =>
      page.context().addCookies([{ name: PRERENDERED_KEY, value: path, url: server.url }])
    // Each click is seen after the page's own listeners, and kept from navigating: what the page
    // has adopted then is what the browser reads as the navigation starts.
    await page.evaluate(() =>
      addEventListener('click', (event) => {
        event.preventDefault()
        const rules = document.adoptedStyleSheets.flatMap((sheet) =>
          [...sheet.cssRules].map((rule) => rule.cssText),
        )
        Object.assign(window, { optedIn: rules.some((rule) => rule.includes('@view-transition')) })
      }),
    )
    const optedInAt = async (link: typeof read) => {
      await link.scrollIntoViewIfNeeded()
      await link.click()
      return page.evaluate(() => (window as unknown as { optedIn: boolean }).optedIn)
    }
    await prerendered('/another/page/')
    expect(await optedInAt(read), 'another page prerendered').toBe(false)
    await prerendered(target)
    expect(await optedInAt(read), 'the page prerendered').toBe(true)
    const home = page.getByRole('navigation').getByRole('link').first()
    expect(await optedInAt(home), 'a click on another link drops it').toBe(false)
    expect(errors).toEqual([])
  })

  test('never for a visitor who asked for less motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' })
    const page = await context.newPage()
    expect(await follow(page, { prerendered: true })).toEqual({
      left: 'false',
      revealed: false,
      // With no transition to decide on, the page read nothing as it was left.
      stored: true,
    })
    await context.close()
  })
})

/** What a page reported from a browser no DevTools client is attached to (prerendered). */
interface Report {
  path: string
  kind: 'script' | 'pageswap' | 'pagereveal' | 'finished' | 'problem'
  transition?: boolean
  activationStart?: number
  optedIn?: boolean
  message?: string
}

/**
 * In the browser itself, as a visitor runs it: Chromium prerenders only where no DevTools client
 * is attached (docs/decisions/between-pages.md), so neither Playwright nor any other driver can
 * be. The server adds to the home page a rule that prerenders its first case study at once (a
 * `Speculation-Rules` header: the page's CSP is left as the host sends it) and, to both pages, a
 * script of the check's that reports by beacon what each sees: the home page, once the case study
 * says it is prerendered, follows the link (its own click, as a visitor's), and notes whether it
 * left with a transition set up; the case study, whether it was revealed with one, after its
 * activation, and whether it kept the opt-in once the cross-fade was over.
 */
async function followPrerendered({ reducedMotion }: { reducedMotion: boolean }) {
  const { mkdtemp, readFile, rm } = await import('node:fs/promises')
  const { tmpdir } = await import('node:os')
  const { join } = await import('node:path')
  const { spawn } = await import('node:child_process')
  const headers = await readFile('dist/_headers', 'utf8')
  const policy = /Content-Security-Policy: (.*)/.exec(headers)?.[1] ?? ''
  expect(policy, 'the policy the host sends').toContain("script-src 'self'")
  const home = await readFile('dist/index.html', 'utf8')
  const target = /class="project-more"[\s\S]*?href="([^"]+)"/.exec(home)?.[1] ?? ''
  expect(target, 'the home page links a case study').toMatch(/^\/projects\//)
  const reports: Report[] = []
  const probe = `(${(target: string) => {
    const report = (kind: string, data: object = {}) =>
      navigator.sendBeacon('/__report', JSON.stringify({ path: location.pathname, kind, ...data }))
    const optedIn = () =>
      document.adoptedStyleSheets.some((sheet) =>
        [...sheet.cssRules].some((rule) => rule.cssText.includes('@view-transition')),
      )
    addEventListener('securitypolicyviolation', (event) =>
      report('problem', { message: `CSP: ${event.violatedDirective} ${event.blockedURI}` }),
    )
    addEventListener('error', (event) => report('problem', { message: event.message }))
    addEventListener('pageswap', (event) =>
      report('pageswap', { transition: Boolean((event as PageSwapEvent).viewTransition) }),
    )
    addEventListener('pagereveal', (event) => {
      const { viewTransition } = event as PageRevealEvent
      const [entry] = performance.getEntriesByType('navigation') as (PerformanceEntry & {
        activationStart: number
      })[]
      report('pagereveal', {
        transition: Boolean(viewTransition),
        activationStart: entry?.activationStart,
      })
      // After the loader's own handler (registered later, run later).
      viewTransition?.finished.then(() =>
        setTimeout(() => report('finished', { optedIn: optedIn() })),
      )
    })
    report('script')
    if (location.pathname !== '/' || (document as { prerendering?: boolean }).prerendering) return
    // Once the page prerendered has left its path, and this page's boot script has run (it
    // marks the page loaded once its cross-fade listens: src/islands/crossFade.ts): a click
    // before then goes without the cross-fade.
    const follow = () => {
      if (!document.cookie.includes(`=${target}`) || !document.querySelector('.app.loaded'))
        return setTimeout(follow, 50)
      document.querySelector<HTMLAnchorElement>(`.project-more a[href="${target}"]`)?.click()
    }
    addEventListener('load', follow)
  }})(${JSON.stringify(target)})`
  const server = await serve('dist', '/', undefined, (request, response, path) => {
    if (path === '/__report') {
      let body = ''
      request.on('data', (chunk) => {
        body += chunk
      })
      request.on('end', () => {
        reports.push(JSON.parse(body))
        response.end()
      })
      return true
    }
    const send = (type: string, text: string, extra: Record<string, string> = {}) => {
      response.writeHead(200, { 'content-type': type, ...extra })
      response.end(text)
      return true
    }
    if (path === '/__probe.js') return send('text/javascript', probe)
    if (path === '/__rules.json')
      return send(
        'application/speculationrules+json',
        JSON.stringify({
          prerender: [{ source: 'list', urls: [target], eagerness: 'immediate' }],
        }),
      )
    if (path !== '/' && path !== target) return false
    const html = readFile(join('dist', path, 'index.html'), 'utf8')
    html.then((text) =>
      send(
        'text/html; charset=utf-8',
        text.replace('</head>', '<script src="/__probe.js"></script></head>'),
        {
          'content-security-policy': policy,
          ...(path === '/' ? { 'speculation-rules': '"/__rules.json"' } : {}),
        },
      ),
    )
    return true
  })
  const profile = await mkdtemp(join(tmpdir(), 'prerender-'))
  const browser = spawn(
    chromiumPath(),
    [
      ...CHROMIUM_ARGS,
      '--headless',
      `--user-data-dir=${profile}`,
      ...(reducedMotion ? ['--force-prefers-reduced-motion'] : []),
      `${server.origin}/`,
    ],
    { stdio: 'ignore' },
  )
  try {
    const at = (path: string, kind: Report['kind']) =>
      reports.find((report) => report.path === path && report.kind === kind)
    // Over once the home page has been left and the case study shown, its cross-fade (if any)
    // over: the pages' beacons may arrive in either order. Until then, what came (on failure).
    await expect
      .poll(
        () => {
          const revealed = at(target, 'pagereveal')
          const over =
            at('/', 'pageswap') !== undefined &&
            revealed !== undefined &&
            (!revealed.transition || at(target, 'finished') !== undefined)
          return over ? 'over' : JSON.stringify(reports)
        },
        { timeout: 30_000 },
      )
      .toBe('over')
    return {
      prerendered: server.seen.some(
        ({ path, purpose }) => path === target && purpose.includes('prerender'),
      ),
      fetchedAgain: server.seen.some(({ path, purpose }) => path === target && !purpose),
      left: at('/', 'pageswap')?.transition,
      revealed: at(target, 'pagereveal')?.transition,
      activated: (at(target, 'pagereveal')?.activationStart ?? 0) > 0,
      keptOptIn: at(target, 'finished')?.optedIn,
      problems: reports.filter((report) => report.kind === 'problem').map(({ message }) => message),
    }
  } finally {
    const exited = new Promise((resolve) => browser.once('exit', resolve))
    browser.kill()
    await exited
    await server.close()
    await rm(profile, { recursive: true, force: true, maxRetries: 3 })
  }
}

// A browser of its own each (7 s): with the full run.
test.describe('a page the browser really prerendered (Chromium with no DevTools client attached)', {
  tag: '@full',
}, () => {
  test('is revealed with the cross-fade, the page left having opted in at the click, and drops the opt-in after', async () => {
    expect(await followPrerendered({ reducedMotion: false })).toEqual({
      prerendered: true,
      fetchedAgain: false,
      left: true,
      revealed: true,
      activated: true,
      keptOptIn: false,
      problems: [],
    })
  })

  test('is revealed with no transition for a visitor who asked for less motion', async () => {
    expect(await followPrerendered({ reducedMotion: true })).toEqual({
      prerendered: true,
      fetchedAgain: false,
      left: false,
      revealed: false,
      activated: true,
      keptOptIn: undefined,
      problems: [],
    })
  })
})

// With the full run: a browser of its own (4 s), as the next.
test.describe('a browser that asks to save data (Save-Data)', { tag: '@full' }, () => {
  let server: Awaited<ReturnType<typeof serve>>
  test.beforeAll(async () => {
    server = await serve('dist')
  })
  test.afterAll(() => server.close())

  test('fetches no page ahead, even when the pointer rests on a link to one', async ({ page }) => {
    const errors = await watch(page)
    // Chromium itself still speculates under DevTools' data saver override: the page says no.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true })
    await page.goto(server.url)
    await page.waitForLoadState('networkidle')
    expect(
      await page.evaluate(
        () => (navigator as { connection?: { saveData?: boolean } }).connection?.saveData,
      ),
    ).toBe(true)
    await expect(page.locator('script[type="speculationrules"]')).toHaveCount(0)
    const read = page.locator('.project-more a').first()
    const target = new URL((await read.getAttribute('href')) ?? '', server.url).pathname
    await read.scrollIntoViewIfNeeded()
    await read.hover()
    await page.waitForTimeout(2_000)
    expect(server.seen.filter(({ path }) => path === target)).toEqual([])
    expect(errors).toEqual([])
  })
})

test.describe('back and forward, with the back/forward cache on (as browsers have it)', {
  tag: '@full',
}, () => {
  let browser: Browser
  let server: Awaited<ReturnType<typeof serve>>
  test.beforeAll(async () => {
    // In the browser itself: the headless shell the other checks run in keeps no such cache.
    browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
      // Playwright turns the cache off; visitors' browsers have it on.
      ignoreDefaultArgs: ['--disable-back-forward-cache'],
    })
    // The build that counts visits, served as GitHub Pages serves it (the CSP in the page).
    server = await serve(COUNTING_BUILD, '/', '')
  })
  test.afterAll(async () => {
    await browser.close()
    await server.close()
  })

  test('home → case study → back → forward: both restored whole, the draft kept, no view counted twice', async () => {
    const context = await browser.newContext({ reducedMotion: 'reduce' })
    const page = await context.newPage()
    const errors = await watch(page)
    const counts = await routeCounter(page, `${TEST_COUNTER}/count`)
    // The build that counts has reCAPTCHA's checkbox on: Google's script is the stand-in's.
    await page.route('https://www.google.com/recaptcha/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: FAKE_RECAPTCHA }),
    )
    await noteTransitions(page)
    await page.addInitScript(() => {
      const shown: boolean[] = []
      ;(window as unknown as { shown: boolean[] }).shown = shown
      addEventListener('pageshow', (event) => shown.push(event.persisted))
    })
    await page.goto(server.url)
    await expect(page.locator('.app')).toHaveClass(/\bloaded\b/, { timeout: 15_000 })
    const message = page.locator('#contact textarea').first()
    await message.scrollIntoViewIfNeeded()
    await message.fill('A draft typed before reading a case study')
    const read = page.locator('.project-more a').first()
    const target = new URL((await read.getAttribute('href')) ?? '', server.url).pathname
    await read.click()
    await page.waitForURL(`**${target}`)
    await expect(page.locator('.app')).toHaveClass(/\bloaded\b/, { timeout: 15_000 })
    // A visitor who asked for less motion gets no transition.
    await expect.poll(() => revealedWithTransition(page)).toBe(false)
    await expect(page.locator('.site-header')).toHaveCSS('view-transition-name', 'none')

    const restored = async () =>
      page.evaluate(() => {
        const [entry] = performance.getEntriesByType(
          'navigation',
        ) as (PerformanceNavigationTiming & {
          notRestoredReasons: unknown
        })[]
        return {
          shown: (window as unknown as { shown: boolean[] }).shown,
          notRestoredReasons: entry?.notRestoredReasons ?? null,
        }
      })

    // A page restored from the cache fires no load event: wait for the navigation only.
    await page.goBack({ waitUntil: 'commit' })
    await expect.poll(async () => (await restored()).shown).toEqual([false, true])
    expect((await restored()).notRestoredReasons).toBeNull()
    await expect(message).toHaveValue('A draft typed before reading a case study')

    await page.goForward({ waitUntil: 'commit' })
    expect(new URL(page.url()).pathname).toBe(target)
    await expect.poll(async () => (await restored()).shown).toEqual([false, true])

    // One view per page opened: a page restored from the cache is the same view, not a new one.
    expect(counts.filter(({ query }) => !query.e).map(({ query }) => query.p)).toEqual([
      '/',
      target,
    ])
    expect(errors).toEqual([])
    await context.close()
  })
})
