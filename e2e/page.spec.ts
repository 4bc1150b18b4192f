import { readFile } from 'node:fs/promises'
import { site } from './content.ts'
import { expect, openHydrated, test } from './fixtures.ts'

test.describe('the whole page', () => {
  test('loads and hydrates with no console error or warning', async ({ page, consoleLog }) => {
    await openHydrated(page)
    await expect(page.getByRole('button', { name: site.contact.submitLabel })).toBeEnabled()
    expect(consoleLog.errors).toEqual([])
    expect(consoleLog.warnings).toEqual([])
  })

  test('shows every section and text of the spec', async ({ page }) => {
    await openHydrated(page)
    await expect(page.locator('#home h1')).toHaveText(site.owner.name)
    await expect(page.locator('#projects h2')).toHaveText('My Work')
    await expect(page.locator('#contact h2')).toHaveText('Get in touch...')
    await expect(page.getByRole('banner')).toContainText('My Profile')
    await expect(page.locator('pre code')).toContainText('22+ years')
    await expect(page.getByText(site.hero.tagline)).toBeVisible()
    for (const project of site.projects.items) {
      const card = page.getByRole('article').filter({ hasText: project.title })
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(project.title)
      await expect(card.getByRole('listitem')).toHaveText([...project.tags])
    }
    await expect(page.getByRole('contentinfo')).toContainText('© 2025')
  })

  test('reaches every anchor from the navigation', async ({ page }) => {
    await openHydrated(page)
    const nav = page.getByRole('navigation', { name: site.navbar.navLabel })
    for (const [label, id] of [
      ['My Work', 'projects'],
      ['Contact', 'contact'],
      ['Home', 'home'],
    ] as const) {
      await nav.getByRole('link', { name: label }).click()
      await expect(page).toHaveURL(new RegExp(`#${id}$`))
      await expect(page.locator(`#${id}`)).toBeInViewport()
      await expectHeadingBelowHeader(page, id)
    }
  })

  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 375, height: 812 },
  ]) {
    test(`reaches My Work and Contact from the hero buttons at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await openHydrated(page)
      await page.getByRole('link', { name: 'View My Work' }).click()
      await expect(page).toHaveURL(/#projects$/)
      await expectHeadingBelowHeader(page, 'projects')
      await page.goto('/')
      await page.getByRole('link', { name: 'Contact Me' }).click()
      await expect(page).toHaveURL(/#contact$/)
      await expectHeadingBelowHeader(page, 'contact')
    })
  }

  test('opens the profile links in a new tab, without handing over this page', async ({ page }) => {
    await openHydrated(page)
    const links = page.locator('#home a[target="_blank"]')
    await expect(links).toHaveCount(3)
    for (const [index, profile] of site.hero.profileLinks.entries()) {
      const link = links.nth(index)
      await expect(link).toHaveAttribute('href', profile.href)
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(link).toHaveAccessibleName(new RegExp(profile.label))
    }
  })

  test('serves every section already rendered in the HTML, before any script runs', async ({
    browser,
    request,
  }) => {
    const html = await (await request.get('/')).text()
    for (const text of [
      site.owner.name,
      'My Profile',
      'View My Work',
      'Contact Me',
      'My Work',
      'Get in touch...',
      'Send Message',
      '22+ years',
      ...site.projects.items.map((project) => project.title),
      '© 2025',
    ]) {
      expect(html).toContain(text.replace(/'/g, '&#x27;'))
    }
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.owner.name)
    await expect(page.getByText(site.projects.items[2]?.description ?? '')).toBeVisible()
    await context.close()
  })

  test('dist/index.html holds every section and every project', async () => {
    const html = await readFile('dist/index.html', 'utf8')
    // Without JavaScript the form cannot send, and says so (browsers then render <noscript>).
    expect(html).toContain(`<noscript><p class="form-notice">${site.contact.noScriptNotice}</p>`)
    for (const id of Object.values(site.sectionIds)) expect(html).toContain(`id="${id}"`)
    for (const project of site.projects.items) expect(html).toContain(project.description)
    expect(html).toContain('<form')
    expect(html).toContain(site.footer.copyright)
  })
})

async function expectHeadingBelowHeader(page: import('@playwright/test').Page, id: string) {
  // Smooth scrolling takes a moment; wait until the heading has settled in view.
  await expect
    .poll(async () => {
      const header = await page.locator('.site-header').boundingBox()
      const heading = await page.locator(`#${id} :is(h1, h2)`).first().boundingBox()
      const viewport = page.viewportSize()
      if (!header || !heading || !viewport) return false
      // Fully visible: not under the sticky header, not below the fold.
      return heading.y >= header.y + header.height && heading.y + heading.height <= viewport.height
    })
    .toBe(true)
}
