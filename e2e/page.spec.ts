import { readFile } from 'node:fs/promises'
import { OPENS, PANEL } from '../src/islands/markup.ts'
import { startsWith } from './contactForm.ts'
import { base, escapeHtml, menuLabels, otherLanguages, site } from './content.ts'
import { expect, holdBootScript, ISLAND_READY_MS, openPage, test } from './fixtures.ts'

test.describe('the whole page', () => {
  test('loads and hydrates with no console error or warning', async ({ page, consoleLog }) => {
    await openPage(page)
    await expect(page.getByRole('button', { name: site.contact.submitLabel })).toBeEnabled()
    expect(consoleLog.errors).toEqual([])
    expect(consoleLog.warnings).toEqual([])
  })

  test('shows every section and text of the content file', async ({ page }) => {
    await openPage(page)
    await expect(page.locator('#home h1')).toHaveText(site.owner.name)
    await expect(page.locator('#projects').getByRole('heading', { level: 2 })).toHaveText(
      site.projects.title,
    )
    await expect(page.locator('#contact h2')).toHaveText(site.contact.title)
    await expect(page.getByRole('banner')).toContainText(site.navbar.label)
    await expect(page.locator('pre code')).toContainText(site.hero.profile.experience)
    await expect(page.getByText(site.hero.tagline)).toBeVisible()
    for (const project of site.projects.items) {
      const card = page.getByRole('article').filter({ hasText: project.title })
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(project.title)
      await expect(card.getByRole('listitem')).toHaveText([...project.tags])
    }
    await expect(page.getByRole('contentinfo')).toContainText(
      `© ${site.footer.copyrightYear} ${site.owner.company}`,
    )
  })

  test('never prints doubled punctuation, whatever the content ends with', {
    tag: '@full',
  }, async ({ page }) => {
    await openPage(page)
    const text = await page.locator('body').innerText()
    // An ellipsis ("Get in touch...") is three dots; two in a row, or ". ." , are a join gone wrong.
    expect(text).not.toMatch(/(?<!\.)\.\.(?!\.)|[,;:]{2}|\. \./)
  })

  test('reaches every anchor from the navigation', async ({ page }) => {
    await openPage(page)
    const nav = page.getByRole('navigation', { name: site.navbar.navLabel })
    // The first link (home) last, so every link is followed from elsewhere on the page.
    const [home, ...others] = site.navbar.links
    for (const link of [...others, ...(home ? [home] : [])]) {
      const [label, id] = [link.label, link.href.slice(1)]
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
    test(`reaches both hero buttons' sections at ${viewport.width} px`, { tag: '@full' }, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await openPage(page)
      for (const action of [site.hero.primaryAction, site.hero.secondaryAction]) {
        await page.goto('/')
        await page.getByRole('link', { name: action.label }).click()
        await expect(page).toHaveURL(new RegExp(`${action.href}$`))
        await expectHeadingBelowHeader(page, action.href.slice(1))
      }
    })
  }

  test('at 320 px the header stays on screen, one row behind the menu button, with scripts and without; its links land each section below it', async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    await openPage(page)
    await expect(page.locator('.site-header')).toHaveCSS('position', 'sticky')
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 320, height: 640 },
      reducedMotion: 'reduce',
    })
    const plain = await context.newPage()
    await plain.goto('/')
    await expect(plain.locator('.site-header')).toHaveCSS('position', 'sticky')
    const nav = plain.getByRole('navigation', { name: site.navbar.navLabel })
    for (const link of site.navbar.links.slice(1)) {
      await nav.getByRole('button', { name: site.navbar.menuButtonLabel }).click()
      await nav.getByRole('link', { name: link.label }).click()
      await expect(plain).toHaveURL(new RegExp(`${link.href}$`))
      // Without a script the menu stays open over the page until a tap outside closes it.
      await plain.mouse.click(1, 600)
      await expect(nav.getByRole('link', { name: link.label })).toBeHidden()
      await expectHeadingBelowHeader(plain, link.href.slice(1))
    }
    await context.close()
  })

  test('opens the profile links in a new tab, without handing over this page', async ({ page }) => {
    await openPage(page)
    const links = page.locator('#home a[target="_blank"]')
    await expect(links).toHaveCount(site.hero.profileLinks.length)
    for (const [index, profile] of site.hero.profileLinks.entries()) {
      const link = links.nth(index)
      await expect(link).toHaveAttribute('href', profile.href)
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(link).toHaveAccessibleName(startsWith(profile.label))
    }
  })

  test("a tap on the menu button before the page's script has arrived opens the menu at once: it needs none", {
    tag: '@any-content',
  }, async ({ page, request }) => {
    await page.setViewportSize({ width: 412, height: 823 })
    const release = await holdBootScript(page, request, base)
    await page.goto(base, { waitUntil: 'domcontentloaded' })
    const button = page.getByRole('button', { name: site.navbar.menuButtonLabel })
    await button.click()
    // What it opens shows, with the site's links in it, and one to each other language.
    const menu = page.locator(`#${await button.getAttribute('popovertarget')}`)
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link')).toHaveCount(menuLabels.length + otherLanguages.length)
    await expect(page.locator('.app'), 'the script is still on its way').not.toHaveClass(/loaded/)
    release()
  })

  test(`a tap on a picture before the page's script has arrived is kept, and acted on once it has`, {
    tag: '@any-content',
  }, async ({ page, request }) => {
    await page.setViewportSize({ width: 412, height: 823 })
    const release = await holdBootScript(page, request, base)
    await page.goto(base, { waitUntil: 'domcontentloaded' })
    const last = site.projects.items.length - 1
    await page.locator(`[${OPENS}][${PANEL}="${last}"]`).click()
    await expect(page.locator('.app'), 'the script is still on its way').not.toHaveClass(/loaded/)
    release()
    // Then the boot script runs, and the island's code loads and hydrates.
    const ready = { timeout: ISLAND_READY_MS }
    await expect(page.locator('.app')).toHaveClass(/\bloaded\b/, ready)
    const view = page.getByRole('dialog')
    await expect(view).toHaveAccessibleName(site.projects.items[last]?.title ?? '', ready)
    expect(await view.evaluate((element) => element.matches(':modal'))).toBe(true)
  })

  test('serves every section already rendered in the HTML, before any script runs', async ({
    browser,
    request,
  }) => {
    const html = await (await request.get('/')).text()
    for (const text of [
      site.owner.name,
      site.navbar.label,
      site.hero.primaryAction.label,
      site.hero.secondaryAction.label,
      site.projects.title,
      site.contact.title,
      site.contact.submitLabel,
      site.hero.profile.experience,
      ...site.projects.items.map((project) => project.title),
      `© ${site.footer.copyrightYear}`,
    ]) {
      expect(html).toContain(asHtml(text))
    }
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.owner.name)
    for (const project of site.projects.items) {
      await expect(page.getByRole('article').getByText(project.description)).toBeVisible()
    }
    await context.close()
  })

  test('dist/index.html holds every section and every project', async () => {
    const html = await readFile('dist/index.html', 'utf8')
    // Without JavaScript the form cannot send, and says so (browsers then render <noscript>).
    // (The notice may go on to offer the fallback address: contact-recovery.spec.ts.)
    expect(html).toContain(
      `<noscript><p class="form-notice">${asHtml(site.contact.noScriptNotice)}`,
    )
    for (const id of [site.sectionIds.home, site.sectionIds.projects, site.sectionIds.contact])
      expect(html).toContain(`id="${id}"`)
    for (const project of site.projects.items) expect(html).toContain(asHtml(project.description))
    expect(html).toContain('<form')
    expect(html).toContain(asHtml(`© ${site.footer.copyrightYear}`))
  })
})

/** Text as React writes it into HTML. */
const asHtml = (text: string) => escapeHtml(text).replace(/'/g, '&#x27;')

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
