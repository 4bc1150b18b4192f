/**
 * The services as a buyer and a search engine get them, against the build: the home page's
 * section after My Work (a card per service, its price in the page's language, then how an
 * engagement starts) and the header's link to it; each service's page (who it is for, what the
 * buyer gets, how it runs, its price and proof, its Service data by the home page's Person, a
 * 1200×630 sharing card, the sitemap); "Ask about this" landing on the form with the message
 * starting with the service's line, which the visitor may edit, sent inside `message` with the
 * spec's body unchanged, never over a draft, and landing on the form with scripts off too; axe in
 * both themes. The second language: e2e/service-languages.spec.ts. Expectations come from the
 * content and the page files the build read (e2e/content.ts).
 */
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { axeViolations } from './axe.ts'
import { asAPersonWould, contactForm, humanCheckParams, visitor } from './contactForm.ts'
import { base, formatPrice, servicePath, services, servicesId, site } from './content.ts'
import {
  expect,
  inEachScheme,
  islandHydrated,
  openPage,
  reply,
  routeProvider,
  test,
} from './fixtures.ts'

const labels = site.services
const withPages = services.filter((entry) => entry.page)
/** A service's page, as a link on this site gives it. */
const pageOf = (name: string) => `${base}${servicePath(name)}`
/** The site's address of a page, as search engines and sharing get it. */
const siteAddress = (path: string) => new URL(path, `${site.siteUrl.replace(/\/?$/, '/')}`).href
/** The line "Ask about this" starts the message with, for the service `key`. */
const lineOf = (key: string) => {
  const entry = services.find((each) => each.key === key)
  return labels?.messageLine.replace('{service}', entry?.service.name ?? '') ?? ''
}

test.skip(!labels || services.length === 0, 'the content offers no services')

test('the home page offers each service after My Work: its name, summary, duration and price in the page’s language, then how an engagement starts', async ({
  page,
}) => {
  await openPage(page)
  const order = await page
    .locator('main > section')
    .evaluateAll((sections) => sections.map((section) => section.id))
  expect(order.indexOf(servicesId(site))).toBe(order.indexOf(site.sectionIds.projects) + 1)
  const section = page.locator(`#${servicesId(site)}`)
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(labels?.title ?? '')
  const cards = section.locator('.service-card')
  await expect(cards).toHaveCount(services.length)
  for (const [index, { service }] of services.entries()) {
    const card = cards.nth(index)
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(service.name)
    await expect(card).toContainText(service.summary)
    await expect(card.locator('dd')).toHaveText([
      service.duration,
      ...(service.price
        ? [labels?.priceFrom.replace('{price}', formatPrice(service.price, site.lang)) ?? '']
        : []),
    ])
  }
  const steps = labels?.process?.steps ?? []
  await expect(section.locator('.process li h4')).toHaveText(steps.map((step) => step.title))
  // The header leads there, after My Work.
  const nav = page.locator('.nav-link')
  const names = await nav.allTextContents()
  expect(names.indexOf(labels?.title ?? '')).toBe(
    names.indexOf(site.navbar.links[1]?.label ?? '') + 1,
  )
  await expect(nav.filter({ hasText: labels?.title ?? '' })).toHaveAttribute(
    'href',
    `#${servicesId(site)}`,
  )
})

for (const entry of withPages)
  test(`the page of “${entry.service.name}” says who it is for, what the buyer gets, how it runs, its price and proof, and ends with “Ask about this”`, async ({
    page,
    request,
  }) => {
    const name = entry.pageName ?? ''
    // Its card leads to it.
    await openPage(page)
    await page
      .locator('.service-card', { hasText: entry.service.name })
      .getByRole('link', { name: new RegExp(`^${labels?.readLabel}`) })
      .click()
    await expect(page).toHaveURL(new RegExp(`${pageOf(name)}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.service.name)
    await expect(page.locator('article > section > h2')).toHaveText([
      labels?.audienceTitle ?? '',
      labels?.deliverablesTitle ?? '',
      labels?.howTitle ?? '',
    ])
    await expect(page.locator('article')).toContainText(entry.page?.audience ?? '')
    await expect(page.locator('.service-deliverables li')).toHaveText([
      ...(entry.page?.deliverables ?? []),
    ])
    if (entry.service.price)
      await expect(page.locator('.case-study-facts')).toContainText(
        labels?.priceFrom.replace('{price}', formatPrice(entry.service.price, site.lang)) ?? '',
      )
    await expect(page.locator('.case-study-end a')).toHaveText(labels?.askLabel ?? '')

    // Its head: its own title and description, a 1200×630 card to share, Service data.
    await expect(page).toHaveTitle(labels?.pageTitle.replace('{title}', entry.service.name) ?? '')
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
      entry.service.summary,
    )
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      siteAddress(servicePath(name)),
    )
    const image = (await page.locator('meta[property="og:image"]').getAttribute('content')) ?? ''
    const card = await request.get(new URL(image).pathname)
    expect(card.status()).toBe(200)
    const { width, height } = await sharp(await card.body()).metadata()
    expect({ width, height }).toEqual({ width: 1200, height: 630 })
    const sitemap = await (await request.get(`${base}sitemap.xml`)).text()
    expect(sitemap).toContain(`<loc>${siteAddress(servicePath(name))}</loc>`)
  })

test('a service’s page says it is a Service the home page’s Person provides, with the price the page shows', async ({
  page,
}) => {
  const entry = withPages[0]
  test.skip(!entry, 'no service has a page')
  await openPage(page)
  const home = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  )
  await page.goto(pageOf(entry?.pageName ?? ''))
  const data = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  )
  const service = data['@graph'].find((node: { '@type': string }) => node['@type'] === 'Service')
  expect(service).toMatchObject({
    name: entry?.service.name,
    description: entry?.service.summary,
    url: siteAddress(servicePath(entry?.pageName ?? '')),
    provider: { '@type': 'Person', '@id': home.mainEntity['@id'] },
  })
  expect(service.offers?.priceSpecification).toEqual(
    entry?.service.price && {
      '@type': 'PriceSpecification',
      minPrice: entry.service.price.from,
      priceCurrency: entry.service.price.currency,
    },
  )
  if (labels?.areaServed) expect(service.areaServed).toBe(labels.areaServed)
})

/** Opens the page at `path` with a fake provider that records each message and answers 200. */
async function withProvider(page: Page) {
  const bodies: unknown[] = []
  await routeProvider(page, async (route) => {
    bodies.push(route.request().postDataJSON())
    await reply(200, 'OK')(route)
  })
  return bodies
}

test('“Ask about this” lands on the form with the message starting with the service’s line, which travels inside `message`, the body the spec’s', async ({
  page,
}) => {
  const [entry] = services
  if (!entry) return
  const bodies = await withProvider(page)
  await openPage(page)
  await page
    .locator('.service-card', { hasText: entry.service.name })
    .getByRole('link', { name: new RegExp(`^${labels?.askLabel}`) })
    .click()
  const form = contactForm(page)
  await islandHydrated(page, 'contact')
  await expect(form.fields.message).toHaveValue(`${lineOf(entry.key)}\n`)
  await expect(page.locator(`#${site.sectionIds.contact}`)).toBeInViewport()
  // The address no longer names the service: a reload keeps what the visitor made of the line.
  await expect(page).toHaveURL(new RegExp(`${base}#${site.sectionIds.contact}$`))

  // The visitor writes below it, and sends.
  await form.fields.name.fill(visitor.name)
  await form.fields.email.fill(visitor.email)
  await form.fields.message.press('ControlOrMeta+End')
  await form.fields.message.pressSequentially('We run 40 flows.')
  if (humanCheckParams['g-recaptcha-response']) await page.locator('.fake-recaptcha input').check()
  await asAPersonWould(page)
  await form.button.click()
  await expect(form.status).toHaveText(site.contact.successMessage)
  await test.info().attach('what the stand-in received', { body: JSON.stringify(bodies, null, 2) })
  expect(bodies).toEqual([
    {
      lib_version: '4.4.1',
      user_id: site.emailjs.publicKey,
      service_id: site.emailjs.serviceId,
      template_id: site.emailjs.templateId,
      template_params: {
        name: visitor.name,
        email: visitor.email,
        message: `${lineOf(entry.key)}\nWe run 40 flows.`,
        ...humanCheckParams,
      },
    },
  ])
})

test('“Ask about this” on a service’s page leads to the form of its language, the line first; the visitor may delete it', async ({
  page,
}) => {
  const entry = withPages[0]
  test.skip(!entry, 'no service has a page')
  await openPage(page, pageOf(entry?.pageName ?? ''))
  await page.locator('.case-study-end a').click()
  const form = contactForm(page)
  await islandHydrated(page, 'contact')
  await expect(form.fields.message).toHaveValue(`${lineOf(entry?.key ?? '')}\n`)
  await form.fields.message.fill('')
  await page.reload()
  await islandHydrated(page, 'contact')
  await expect(form.fields.message).toHaveValue('')
})

test('“Ask about this” never overwrites a draft: the line goes before it, once', {
  tag: '@full',
}, async ({ page }) => {
  const [entry] = services
  if (!entry) return
  await openPage(page)
  const form = contactForm(page)
  await form.ready()
  // Typed into the form once it runs: kept as a draft at once (src/contact/useContactForm.ts).
  await form.fields.message.fill('Our flows slow down by noon.')
  await page.goto(`${base}?service=${entry.key}#${site.sectionIds.contact}`)
  await islandHydrated(page, 'contact')
  const expected = `${lineOf(entry.key)}\n\nOur flows slow down by noon.`
  await expect(form.fields.message).toHaveValue(expected)
  await page.goto(`${base}?service=${entry.key}#${site.sectionIds.contact}`)
  await islandHydrated(page, 'contact')
  await expect(form.fields.message).toHaveValue(expected)
})

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false })

  test('“Ask about this” still lands on the form', async ({ page }) => {
    const [entry] = services
    if (!entry) return
    await page.goto(base)
    await page
      .locator('.service-card', { hasText: entry.service.name })
      .getByRole('link', { name: new RegExp(`^${labels?.askLabel}`) })
      .click()
    await expect(page).toHaveURL(new RegExp(`#${site.sectionIds.contact}$`))
    const form = page.locator(`#${site.sectionIds.contact}`)
    await expect(form).toBeInViewport()
    await expect(form.getByLabel(site.contact.fields.message, { exact: true })).toBeVisible()
    await expect(form.locator('.form-notice')).toBeVisible()
  })
})

test('the services’ section and a service’s page pass axe in both themes', {
  tag: '@full',
}, async ({ page }) => {
  await openPage(page)
  await inEachScheme(page, async () => {
    expect(await axeViolations(page, `#${servicesId(site)}`)).toEqual([])
  })
  const entry = withPages[0]
  if (!entry) return
  await openPage(page, pageOf(entry.pageName ?? ''))
  await inEachScheme(page, async () => {
    expect(await axeViolations(page)).toEqual([])
  })
})
