/**
 * Optional reCAPTCHA v2 (src/contact/recaptcha.ts): off unless the owner sets
 * `emailjs.recaptchaSiteKey`. Without a key, nothing comes from Google and the request is the
 * spec's; with one (the owner's edit sets one), the checkbox shows, a send waits for it, and its
 * token goes as g-recaptcha-response. Google's script is answered by a stand-in (fixtures.ts).
 */
import { contactForm, visitor } from './contactForm.ts'
import { base, emailConfig, site } from './content.ts'
import {
  expect,
  isCount,
  layoutShifts,
  openPage,
  recordLayoutShifts,
  reply,
  routeProvider,
  test,
} from './fixtures.ts'

/** A policy's script-src sources, but the hashes of inline scripts. */
const scriptSources = (policy: string) =>
  (/(?:^|; )script-src ([^;]*)/.exec(policy)?.[1] ?? '')
    .split(' ')
    .filter((source) => !/^'sha(256|384|512)-/.test(source))

const siteKey = emailConfig.recaptchaSiteKey

test('without a site key, nothing loads from Google and the CSP allows no other site’s script or frame', async ({
  page,
  request,
  baseURL,
}) => {
  test.skip(siteKey !== undefined, 'the owner enabled reCAPTCHA')
  const elsewhere: string[] = []
  page.on('request', (sent) => {
    const { origin } = new URL(sent.url())
    if (origin !== new URL(baseURL ?? '').origin && !isCount(sent.url())) elsewhere.push(sent.url())
  })
  await routeProvider(page, reply(200, 'OK'))
  await openPage(page)
  const form = contactForm(page)
  await form.ready()
  await expect(page.locator('.recaptcha')).toHaveCount(0)
  expect(elsewhere).toEqual([])
  const policy = (await request.get(base)).headers()['content-security-policy'] ?? ''
  // Scripts from this site only, and inline only by hash (the boot script's loader).
  expect(scriptSources(policy)).toEqual(["'self'"])
  expect(policy).toContain("frame-src 'none'")
})

test.describe('with a site key', () => {
  test.skip(siteKey === undefined, 'the content sets no reCAPTCHA site key')

  test('the checkbox shows, a send waits for it, and its token goes with the message', async ({
    page,
    request,
  }) => {
    const bodies: { template_params: Record<string, string> }[] = []
    await routeProvider(page, async (route) => {
      bodies.push(route.request().postDataJSON())
      await reply(200, 'OK')(route)
    })
    await openPage(page)
    const form = contactForm(page)
    await form.ready()
    const box = page.locator('.fake-recaptcha input')
    // Google's script waits for the visitor to start on the form: the form's code is awake, and
    // nothing of Google's is asked until then.
    await expect(form.fields.name).toBeEditable()
    expect(await page.locator('script[src*="recaptcha"]').count(), 'before the visitor acts').toBe(
      0,
    )
    await form.fields.name.focus()
    await expect(box).toBeVisible()
    await form.fields.name.fill(visitor.name)
    await form.fields.email.fill(visitor.email)
    await form.fields.message.fill(visitor.message)
    await form.button.click()
    await expect(form.status).toHaveText(site.contact.recaptchaRequired)
    expect(bodies).toEqual([])

    await box.check()
    await form.button.click()
    await expect(form.status).toHaveText(site.contact.successMessage)
    expect(bodies).toHaveLength(1)
    expect(bodies[0]?.template_params).toEqual({
      ...visitor,
      'g-recaptcha-response': `token-${siteKey}`,
    })
    // Its token is spent: the box is clear for the next message.
    await expect(box).not.toBeChecked()

    // The CSP now allows Google's reCAPTCHA hosts, and only them, for scripts and frames.
    const served = (await request.get(base)).headers()['content-security-policy'] ?? ''
    expect(scriptSources(served)).toEqual([
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ])
    expect(served).toMatch(/frame-src https:\/\/www\.google\.com\/recaptcha\//)
  })

  // Google's widget is 304×78 px, or 164×144 px in its compact size.
  for (const [width, size] of [
    [1280, 'normal'],
    [320, 'compact'],
  ] as const) {
    test(`at ${width} px its box is kept before it loads, so nothing moves; it is the ${size} one`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      await recordLayoutShifts(page)
      await openPage(page)
      // The button below the box in view: it is what would move if the box were not kept.
      await contactForm(page).button.scrollIntoViewIfNeeded()
      // It loads once the visitor starts on the form.
      await contactForm(page).fields.name.focus()
      await expect(page.locator('.fake-recaptcha input')).toBeVisible()
      await expect(page.locator('.recaptcha')).toHaveAttribute('data-size', size)
      expect(await layoutShifts(page)).toEqual([])
    })
  }
})
