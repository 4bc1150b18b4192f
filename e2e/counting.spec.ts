/**
 * Visit counting, in the build that counts (build/counting: the sample content with a test
 * counter and reCAPTCHA's checkbox, and the CSP also as a <meta>, as GitHub Pages gets it)
 * against the main build (dist/), which counts nothing. The browser answers the counter
 * (fixtures.ts, routeCounter) and Google's script (the stand-in, FAKE_RECAPTCHA): no test reaches
 * GoatCounter or Google.
 */
import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { headersForPath, NOT_FOUND_PAGE } from '../scripts/security-headers.mjs'
import { CV_DOWNLOADED, MESSAGE_SENT } from '../src/counting/count.ts'
import { contactForm, visitor } from './contactForm.ts'
import { counter as contentCounter, emailConfig, hasSearch, site } from './content.ts'
import { COUNTING_BUILD, TEST_COUNTER } from './countingBuild.ts'
import {
  type Count,
  cspViolations,
  expect,
  FAKE_RECAPTCHA,
  islandsPrefetched,
  openPage,
  reply,
  routeCounter,
  routeProvider,
  runningInlineScripts,
  test,
  watchCsp,
} from './fixtures.ts'
import { htmlValidationMessages } from './htmlValidation.ts'

const ENDPOINT = `${TEST_COUNTER}/count`

// Against the build that counts (e2e/global-setup.ts serves it), with no animation, as in the
// rest of the quick project: what counting changes is what the page sends, not its motion.
test.use({ baseURL: process.env.E2E_COUNTING_URL, reducedMotion: 'reduce' })

// That build has reCAPTCHA's checkbox on too: Google's script is answered by the stand-in.
test.beforeEach(({ page }) =>
  page.route('https://www.google.com/recaptcha/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: FAKE_RECAPTCHA }),
  ),
)

/** A count as the dashboard shows it: what it names, and whether it is an event. */
const shown = (counts: Count[]) =>
  counts.map(({ query }) => ({ p: query.p, t: query.t, e: query.e }))

/** Waits until the page is idle (its scripts run, its islands' files fetched). */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle')
  await islandsPrefetched(page)
}

/**
 * Fills the form as a visitor, ticking reCAPTCHA's checkbox where the build has it (the build
 * that counts does; dist/ does as the content says).
 */
async function fillForm(page: Page, recaptcha = true) {
  const form = contactForm(page)
  await form.ready()
  await form.fill()
  if (recaptcha) await page.locator('.fake-recaptcha input').check()
  return form
}

/** Sends a message through the form, as a visitor, and waits for its success. */
async function sendMessage(page: Page, recaptcha = true) {
  const form = await fillForm(page, recaptcha)
  await form.button.click()
  await expect(form.status).toHaveText(site.contact.successMessage)
}

/**
 * The CV's PDF links where the content has a CV: the hero's and the footer's (a made CV's Word
 * file links count the same way: src/pages/HomePage.test.tsx).
 */
const CV_LINKS = site.cv ? 2 : 0

/** Follows each CV link, the hero's and the footer's: each starts a download. */
async function downloadEachCv(page: Page) {
  const links = page.locator('a[download][type="application/pdf"]')
  await expect(links).toHaveCount(CV_LINKS)
  for (const link of await links.all()) {
    const download = page.waitForEvent('download')
    await link.click()
    await (await download).cancel()
  }
}

test.describe('with counting on', () => {
  test('the build names the counter, and its scripts are byte for byte those of the build that counts nothing', async ({
    page,
  }) => {
    await routeCounter(page, ENDPOINT)
    await openPage(page)
    await expect(page.locator('meta[name="goatcounter"]')).toHaveAttribute('content', ENDPOINT)
    const scripts = async (dir: string) =>
      (await readdir(join(dir, 'assets'))).filter((file) => file.endsWith('.js')).sort()
    const names = await scripts('dist')
    expect(names.length).toBeGreaterThan(0)
    expect(await scripts(COUNTING_BUILD)).toEqual(names)
    for (const name of names) {
      const [off, on] = await Promise.all(
        ['dist', COUNTING_BUILD].map((dir) => readFile(join(dir, 'assets', name))),
      )
      expect(on?.equals(off ?? Buffer.alloc(0)), name).toBe(true)
    }
  })

  test('its pages are valid HTML (html-validate), the counter named and the 404 page’s script included', async () => {
    for (const file of ['index.html', '404.html'])
      expect(await htmlValidationMessages(join(COUNTING_BUILD, file)), file).toEqual([])
  })

  test('a page view counts once, with its path and title, never its query string or fragment', async ({
    page,
  }) => {
    const counts = await routeCounter(page, ENDPOINT)
    await openPage(page, '/?utm_source=newsletter&email=zoe%40example.com#contact')
    await settled(page)
    expect(shown(counts)).toEqual([{ p: '/', t: site.meta.title, e: undefined }])
    expect(counts[0]?.url).not.toMatch(/utm|newsletter|zoe|contact/)
    // The footer says how visits are counted, if the content has a line for it.
    if (site.footer.countingNote)
      await expect(page.getByRole('contentinfo')).toContainText(site.footer.countingNote)
  })

  test('a message sent counts one event, with nothing of the message, and nothing breaks the CSP', async ({
    page,
    consoleLog,
  }) => {
    await watchCsp(page)
    const counts = await routeCounter(page, ENDPOINT)
    await routeProvider(page, reply(200, 'OK'))
    await openPage(page)
    await sendMessage(page)
    await expect.poll(() => counts.length).toBe(2)
    expect(shown(counts)).toEqual([
      { p: '/', t: site.meta.title, e: undefined },
      { p: MESSAGE_SENT, t: undefined, e: 'true' },
    ])
    for (const { url } of counts)
      for (const value of Object.values(visitor)) {
        expect(decodeURIComponent(url)).not.toContain(value)
        expect(url).not.toContain(encodeURIComponent(value))
      }
    expect(await cspViolations(page)).toEqual([])
    expect(consoleLog.errors).toEqual([])
  })

  test('a failed message counts nothing', async ({ page }) => {
    const counts = await routeCounter(page, ENDPOINT)
    await routeProvider(page, reply(500, 'Internal Server Error'))
    await openPage(page)
    const form = await fillForm(page)
    await form.button.click()
    await expect(form.status).toContainText(site.contact.errorMessage)
    await settled(page)
    expect(shown(counts)).toEqual([{ p: '/', t: site.meta.title, e: undefined }])
  })

  test('each CV download counts one event, from the hero and from the footer', async ({ page }) => {
    const counts = await routeCounter(page, ENDPOINT)
    await openPage(page)
    await downloadEachCv(page)
    await expect.poll(() => counts.length).toBe(1 + CV_LINKS)
    expect(shown(counts).slice(1)).toEqual(
      Array.from({ length: CV_LINKS }, () => ({ p: CV_DOWNLOADED, t: undefined, e: 'true' })),
    )
  })

  for (const [signal, script] of [
    [
      'Global Privacy Control',
      () =>
        Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', {
          configurable: true,
          get: () => true,
        }),
    ],
    [
      'Do Not Track',
      () =>
        Object.defineProperty(Navigator.prototype, 'doNotTrack', {
          configurable: true,
          get: () => '1',
        }),
    ],
  ] as const) {
    // The second signal takes the same path through the code: with the full run.
    test(`with ${signal}, nothing is counted: no view, no message, no CV download, no 404`, {
      ...(signal === 'Do Not Track' ? { tag: '@full' } : {}),
    }, async ({ page }) => {
      await page.addInitScript(script)
      const counts = await routeCounter(page, ENDPOINT)
      await routeProvider(page, reply(200, 'OK'))
      await openPage(page)
      await downloadEachCv(page)
      await sendMessage(page)
      await page.goto('/no-such-page')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.notFound.heading)
      await page.waitForLoadState('networkidle')
      expect(counts).toEqual([])
    })
  }

  test('the 404 page counts the missing address once, as every page does (or by its own line, without a search), with no CSP violation', async ({
    page,
    consoleLog,
  }) => {
    await watchCsp(page)
    const counts = await routeCounter(page, ENDPOINT)
    const response = await page.goto('/old/case-study/?ref=mail#top')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.notFound.heading)
    await expect.poll(() => counts.length).toBe(1)
    await page.waitForLoadState('networkidle')
    expect(shown(counts)).toEqual([{ p: '/old/case-study/', t: site.notFound.title, e: undefined }])
    expect(counts[0]?.url).not.toMatch(/ref|mail|top/)
    // With the site's search, the 404 page runs the boot script, which counts it as it counts
    // every page, from the counter its head names; without, its one script line counts it.
    const countLine = (await runningInlineScripts(page)).filter((text) => text.includes(ENDPOINT))
    expect(countLine).toHaveLength(hasSearch ? 0 : 1)
    await expect(page.locator('meta[name="goatcounter"]')).toHaveCount(hasSearch ? 1 : 0)
    expect(await cspViolations(page)).toEqual([])
    expect(consoleLog.errors).toEqual([
      'Failed to load resource: the server responded with a status of 404 (Not Found)',
    ])
  })

  test('every host’s policy allows the counter in img-src only, and the 404 page’s scripts by their hashes', async ({
    request,
  }) => {
    const notFound = await readFile(join(COUNTING_BUILD, '404.html'), 'utf8')
    // Its inline scripts that run (the colour theme's, and its loader or its count line).
    const scripts = [
      ...notFound.matchAll(/<script(?: type="module" async)?>([\s\S]*?)<\/script>/g),
    ].map((match) => match[1] ?? '')
    expect(scripts.length).toBeGreaterThan(1)
    const hashes = scripts.map(
      (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
    )
    const netlify = await readFile(join(COUNTING_BUILD, '_headers'), 'utf8')
    const azure = JSON.parse(
      await readFile(join(COUNTING_BUILD, 'staticwebapp.config.json'), 'utf8'),
    )
    const metaPolicy = async (file: string) =>
      /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(
        await readFile(join(COUNTING_BUILD, file), 'utf8'),
      )?.[1]
    const served = (await request.get('/')).headers()['content-security-policy']
    const policies: Record<string, string | undefined> = {
      served,
      netlify: headersForPath(netlify, NOT_FOUND_PAGE)['Content-Security-Policy'],
      azure: azure.globalHeaders['Content-Security-Policy'],
      'GitHub Pages <meta>': await metaPolicy('index.html'),
      '404 <meta>': await metaPolicy('404.html'),
    }
    for (const [host, policy] of Object.entries(policies)) {
      const directives = (policy ?? '').split('; ')
      expect(
        directives.filter((directive) => directive.includes(TEST_COUNTER)),
        host,
      ).toEqual([`img-src 'self' data: ${ENDPOINT}`])
      for (const hash of hashes)
        expect(
          directives.find((directive) => directive.startsWith('script-src')),
          host,
        ).toContain(hash)
    }
  })
})

test.describe('with counting off (dist/, as the content file has it)', () => {
  const origin = process.env.E2E_ORIGIN ?? ''

  test('the page asks no other host for anything but the message it sends, and its policy names no counter', async ({
    page,
    request,
  }) => {
    const elsewhere: string[] = []
    page.on('request', (sent) => {
      const { origin: host } = new URL(sent.url())
      // The message goes to the email provider; where the content counts visits, dist/ counts
      // too, at its own counter only.
      const allowed =
        host === emailConfig.origin ||
        (contentCounter !== undefined && sent.url().startsWith(`${contentCounter}?`))
      if (host !== origin && !allowed) elsewhere.push(sent.url())
    })
    await routeProvider(page, reply(200, 'OK'))
    await openPage(page, `${origin}/`)
    await downloadEachCv(page)
    await sendMessage(page, emailConfig.recaptchaSiteKey !== undefined)
    const response = await page.goto(`${origin}/no-such-page`)
    expect(response?.status()).toBe(404)
    await page.waitForLoadState('networkidle')
    expect(elsewhere).toEqual([])
    // The sample content counts nothing: no counter in the policy, none named in the page, none
    // on the 404 page.
    expect((await page.content()).includes('goatcounter')).toBe(contentCounter !== undefined)
    const policy = (await request.get(`${origin}/`)).headers()['content-security-policy'] ?? ''
    expect(policy.split('; ')).toContain(
      ["img-src 'self' data:", ...(contentCounter ? [contentCounter] : [])].join(' '),
    )
    const home = await readFile(join('dist', 'index.html'), 'utf8')
    expect(home.includes('<meta name="goatcounter"')).toBe(contentCounter !== undefined)
  })
})
