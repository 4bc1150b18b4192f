/**
 * The privacy page against what a visitor's browser meets: every cookie, storage key and host
 * other than the site's own that a visit records (every kind of page, the theme switched, the
 * form typed into and sent, the booking link followed) must be named on the privacy page, in
 * each of the build's languages; the counter and reCAPTCHA are named only where they are on; and
 * nothing is stored, and no other host asked, before the visitor acts (load, scroll, idle).
 * The builds: build/counting (the counter and reCAPTCHA on), build/subpath (two languages, both
 * off) and dist/. The browser answers every other host (no test reaches EmailJS, GoatCounter,
 * Google or the booking page).
 */
import type { BrowserContext, Page } from '@playwright/test'
import { THEMES } from '../src/document/theme.ts'
import { axeViolations } from './axe.ts'
import { contactForm } from './contactForm.ts'
import { base, counter as contentCounter, emailConfig, pageOfEachKind, site } from './content.ts'
import { COUNTING_BUILD, TEST_COUNTER } from './countingBuild.ts'
import {
  expect,
  FAKE_RECAPTCHA,
  inEachScheme,
  openPage,
  reply,
  routeCounter,
  routeProvider,
  SCHEMES,
  scrollThroughPage,
  test,
} from './fixtures.ts'
import { htmlValidationMessages } from './htmlValidation.ts'

/** An address no page has: the site's 404 page answers it. */
const MISSING = 'no-such-page/'
/** The booking page the content links, if it links one. */
const booking = site.contact.booking

/** What a visit left in the browser and whom it asked, besides the site itself. */
interface Recorded {
  cookies: Set<string>
  storage: Set<string>
  hosts: Set<string>
}

/** Notes every request to another host than `origin`, in every page of the context. */
function recordHosts(context: BrowserContext, origin: string, hosts: Set<string>) {
  context.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol.startsWith('http') && url.origin !== origin) hosts.add(url.host)
  })
}

/** Notes what the browser keeps now: every cookie (any host's), every storage key, any database. */
async function noteStorage(page: Page, recorded: Recorded) {
  for (const cookie of await page.context().cookies()) recorded.cookies.add(cookie.name)
  const kept = await page.evaluate(async () => [
    ...Object.keys(localStorage).map((key) => `localStorage ${key}`),
    ...Object.keys(sessionStorage).map((key) => `sessionStorage ${key}`),
    ...(await indexedDB.databases()).map(({ name }) => `indexedDB ${name}`),
  ])
  for (const item of kept) recorded.storage.add(item)
}

/** Answers every host a visit meets: the provider, the counter, Google's script, the booking page. */
async function answerOtherHosts(page: Page, counter?: string) {
  await routeProvider(page, reply(200, 'OK'))
  if (counter) await routeCounter(page, counter)
  await page.route('https://www.google.com/recaptcha/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: FAKE_RECAPTCHA }),
  )
  if (booking)
    await page
      .context()
      .route(`${new URL(booking.href).origin}/**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Booking</title>' }),
      )
}

/**
 * A visit as a visitor makes one, from `home`: the theme switched, the form typed into (with
 * reCAPTCHA's box ticked where it shows) and sent, the booking link followed; then every page
 * in `paths`. What the browser keeps is noted after each step.
 */
async function visit(page: Page, home: string, paths: readonly string[], recorded: Recorded) {
  await openPage(page, home)
  await noteStorage(page, recorded)
  const theme = page.locator('select[name="theme"]')
  await theme.selectOption(THEMES[THEMES.length - 1] ?? 'dark')
  await expect(page.locator('html')).toHaveAttribute('data-theme', /./)
  const form = contactForm(page)
  await form.ready()
  await form.fill()
  const box = page.locator('.fake-recaptcha input')
  if (await page.locator('#contact .recaptcha').count()) await box.check()
  // The draft is kept as the visitor types: note it before the message goes.
  await expect.poll(() => page.evaluate(() => localStorage.length)).toBeGreaterThan(0)
  await noteStorage(page, recorded)
  await form.button.click()
  await expect(form.status).toHaveText(site.contact.successMessage)
  if (booking) {
    const opened = page.waitForEvent('popup')
    await page.locator(`a[href="${booking.href}"]`).first().click()
    await (await opened).close()
  }
  for (const path of paths) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    await noteStorage(page, recorded)
  }
}

/**
 * The privacy page's text in each language the build has, by their addresses in its sitemap.
 * @param root the site's address where the test serves it, base path and all
 */
async function privacyTexts(page: Page, root: URL) {
  const { origin } = root
  const sitemap = await (await page.request.get(new URL('sitemap.xml', root).href)).text()
  const pages = [...sitemap.matchAll(/<loc>([^<]+\/privacy\/)<\/loc>/g)].map(
    ([, loc]) => new URL(loc ?? '').pathname,
  )
  expect(pages.length, 'a privacy page per language').toBeGreaterThan(0)
  const texts: Record<string, string> = {}
  for (const path of pages) {
    await page.goto(`${origin}${path}`)
    texts[path] = await page.locator('main').innerText()
  }
  return texts
}

/** Every recorded name missing from a page's text, by page. */
const unnamed = (texts: Record<string, string>, recorded: Recorded) =>
  Object.fromEntries(
    Object.entries(texts).map(([path, text]) => [
      path,
      [
        ...recorded.cookies,
        ...[...recorded.storage].map((item) => item.split(' ')[1] ?? item),
        ...recorded.hosts,
      ].filter((name) => !text.includes(name)),
    ]),
  )

const record = (): Recorded => ({ cookies: new Set(), storage: new Set(), hosts: new Set() })
const shown = (recorded: Recorded) => ({
  cookies: [...recorded.cookies].sort(),
  storage: [...recorded.storage].sort(),
  hosts: [...recorded.hosts].sort(),
})

test('with the counter and reCAPTCHA on, every cookie, storage key and host a visit meets is named on the privacy page', async ({
  page,
}, testInfo) => {
  // Every kind of page, the theme, the form, the booking page: a long visit on a busy machine.
  test.slow()
  const origin = process.env.E2E_COUNTING_URL ?? ''
  // npm test makes that build; an owner's edit has none (its own checks run on its content).
  test.skip(origin === '', 'no build that counts visits')
  const recorded = record()
  recordHosts(page.context(), origin, recorded.hosts)
  await answerOtherHosts(page, `${TEST_COUNTER}/count`)
  await visit(
    page,
    `${origin}/`,
    [...pageOfEachKind.map(({ path }) => `${origin}/${path}`), `${origin}/${MISSING}`],
    recorded,
  )
  await testInfo.attach('recorded', { body: JSON.stringify(shown(recorded), null, 2) })
  // The visit met each: the theme's cookie, the draft, the provider, the counter, Google, the
  // booking page (a check that recorded nothing would pass the one below).
  expect(recorded.cookies).toContain('theme')
  expect([...recorded.storage].some((item) => item.startsWith('localStorage '))).toBe(true)
  for (const host of [
    new URL(emailConfig.origin).host,
    new URL(TEST_COUNTER).host,
    'www.google.com',
    ...(booking ? [new URL(booking.href).host] : []),
  ])
    expect(recorded.hosts).toContain(host)
  const texts = await privacyTexts(page, new URL(`${origin}/`))
  expect(unnamed(texts, recorded)).toEqual(
    Object.fromEntries(Object.keys(texts).map((path) => [path, []])),
  )
})

test(
  'in two languages, what a visit meets is named on each privacy page, and the counter and reCAPTCHA only where they are on',
  {
    tag: '@full',
  },
  async ({ page }, testInfo) => {
    test.slow()
    const address = new URL(process.env.E2E_SUBPATH_URL ?? '')
    // That build's languages, read from its own server bundle (there once it is built).
    const { counter, languages: subpathLanguages } = await import('./subpathContent.ts')
    const recorded = record()
    recordHosts(page.context(), address.origin, recorded.hosts)
    await answerOtherHosts(page, counter)
    const [first, second] = subpathLanguages
    await visit(
      page,
      address.href,
      [`${address.href}${second?.prefix ?? ''}`, `${address.href}${MISSING}`],
      recorded,
    )
    await testInfo.attach('recorded', { body: JSON.stringify(shown(recorded), null, 2) })
    const texts = await privacyTexts(page, address)
    expect(Object.keys(texts)).toHaveLength(subpathLanguages.length)
    expect(unnamed(texts, recorded)).toEqual(
      Object.fromEntries(Object.keys(texts).map((path) => [path, []])),
    )
    // The sample's build for a path has neither on; an owner's may have either.
    const on = {
      counter: counter !== undefined,
      recaptcha: first?.emailConfig.recaptchaSiteKey !== undefined,
    }
    for (const [path, text] of Object.entries(texts)) {
      for (const word of ['GoatCounter', ...(counter ? [new URL(counter).host] : [])])
        expect(text.includes(word), `${path}: ${word}`).toBe(on.counter)
      for (const word of ['reCAPTCHA', 'www.google.com'])
        expect(text.includes(word), `${path}: ${word}`).toBe(on.recaptcha)
    }
  },
)

for (const build of [
  {
    name: 'dist/',
    origin: () => process.env.E2E_ORIGIN ?? '',
    counter: contentCounter,
    recaptcha: emailConfig.recaptchaSiteKey !== undefined,
  },
  {
    name: COUNTING_BUILD,
    origin: () => process.env.E2E_COUNTING_URL ?? '',
    counter: `${TEST_COUNTER}/count`,
    recaptcha: true,
  },
])
  test(`nothing is kept in the browser before the visitor acts, on every kind of page: ${build.name}`, {
    ...(build.name === COUNTING_BUILD ? { tag: '@full' } : {}),
  }, async ({ page }) => {
    test.slow()
    const origin = build.origin()
    test.skip(origin === '', 'that build is not there (npm test makes it)')
    const recorded = record()
    const requests: { host: string; path: string }[] = []
    page.context().on('request', (request) => {
      const url = new URL(request.url())
      if (url.origin !== origin) requests.push({ host: url.host, path: url.pathname })
    })
    await answerOtherHosts(page, build.counter)
    for (const path of [...pageOfEachKind.map((each) => each.path), MISSING]) {
      await page.goto(`${origin}/${path}`)
      await scrollThroughPage(page)
      await page.waitForLoadState('networkidle')
      // Idle: the page's own prefetches (on the test's clock) and anything else it would do.
      await page.clock.fastForward(5_000)
      await page.waitForLoadState('networkidle')
      await noteStorage(page, recorded)
    }
    expect(shown(recorded)).toEqual({ cookies: [], storage: [], hosts: [] })
    // Nothing to another host, but what the privacy page says is asked before the visitor acts
    // where it is on: a count of each page opened. reCAPTCHA waits for the visitor to start on
    // the form, though the form came into view and woke.
    const counter = build.counter && new URL(build.counter)
    expect(
      requests.filter(
        ({ host, path }) => !(counter && host === counter.host && path === counter.pathname),
      ),
    ).toEqual([])
  })

/** Each language's privacy page in dist/, by its path from the base. */
const privacyPages = pageOfEachKind.filter(({ kind }) => kind === 'privacy')

test('every language has its privacy page, in the sitemap, never in the search’s index, and named by its home page’s search data', async ({
  request,
}) => {
  expect(privacyPages.length).toBeGreaterThan(0)
  const sitemap = await (await request.get(`${base}sitemap.xml`)).text()
  for (const { path, content } of privacyPages) {
    expect((await request.get(`${base}${path}`)).status()).toBe(200)
    const address = `${content.siteUrl}/${path}`
    expect(sitemap).toContain(`<loc>${address}</loc>`)
    const prefix = path.replace(/privacy\/$/, '')
    const home = await (await request.get(`${base}${prefix}`)).text()
    const data = JSON.parse(
      /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(home)?.[1] ?? '{}',
    )
    expect(data.publishingPrinciples).toBe(address)
    const index = await request.get(`${base}${prefix}search/index.json`)
    if (index.ok()) expect(await index.text()).not.toContain('privacy/')
  }
})

for (const { lang, path } of privacyPages)
  test.describe(`the privacy page (${lang})`, () => {
    // axe at two widths and in both themes: with the full run (the layout check, in npm
    // test, reads the page at five widths).
    for (const width of [320, 1280])
      test(`at ${width} px, light and dark: no axe violation, nothing wider than the screen`, {
        tag: '@full',
      }, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 })
        await page.emulateMedia({ colorScheme: SCHEMES[0], reducedMotion: 'reduce' })
        await openPage(page, `${base}${path}`)
        await inEachScheme(page, async () => {
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
          ).toBe(true)
          expect(await axeViolations(page)).toEqual([])
        })
      })

    test('is valid HTML', async () => {
      expect(await htmlValidationMessages(`dist/${path}index.html`)).toEqual([])
    })
  })
