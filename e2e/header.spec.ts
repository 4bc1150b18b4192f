/**
 * The header on a phone, on every kind of page, with scripts and without: one row; its menu (a
 * popover, no island) opens by tap and by keyboard, closes on Escape (focus back on its button)
 * and on a tap outside; the link to where the visitor is is marked (aria-current); the colour
 * theme control is in it where scripts run. Firefox and WebKit run the same on the home page and
 * the 404 page (engines/page.test.ts, engines/not-found.test.ts).
 */
import type { Browser, Page } from '@playwright/test'
import { base, pageOfEachKind, site } from './content.ts'
import { expect, test } from './fixtures.ts'

const PHONE = { width: 390, height: 844 }
/** An address no page has: the site's 404 page answers it. */
const MISSING = 'no-such-page/'
const pages = [...pageOfEachKind, { kind: '404', lang: site.lang, path: MISSING, content: site }]

/** The header's bar and its menu button, as a visitor sees them. */
async function bar(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('.site-header')?.getBoundingClientRect()
    const button = document.querySelector('.menu-button')?.getBoundingClientRect()
    return { header: header?.height ?? 0, button: button?.height ?? 0 }
  })
}

async function checkMenu(page: Page, scripts: boolean, navbar: typeof site.navbar) {
  const address = page.url()
  const nav = page.getByRole('navigation', { name: navbar.navLabel })
  const button = nav.getByRole('button', { name: navbar.menuButtonLabel })
  const menu = page.locator('.nav-links')
  const firstLink = menu.getByRole('link').first()
  // One row: the bar is no taller than its button and the space around it.
  const { header, button: buttonHeight } = await bar(page)
  expect(header, 'one row').toBeLessThan(2 * buttonHeight)
  await expect(menu).toBeHidden()

  // A tap opens it under the bar; a tap outside closes it.
  await button.click()
  await expect(firstLink).toBeVisible()
  await expect(firstLink).toBeInViewport()
  // Outside it, at the screen's left edge: the page's margin, where no link is.
  await page.mouse.click(2, PHONE.height - 2)
  expect(page.url(), 'the tap outside followed no link').toBe(address)
  await expect(menu).toBeHidden()

  // The keyboard: Enter opens it, Tab reaches its links, Escape closes it, focus back.
  await button.focus()
  await page.keyboard.press('Enter')
  await expect(firstLink).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(firstLink).toBeFocused()
  // The theme control ends the list where scripts run (without them the page follows the system).
  const theme = menu.getByRole('combobox', { name: navbar.theme.label })
  if (scripts) await expect(theme).toBeVisible()
  else await expect(theme).toBeHidden()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(button).toBeFocused()
}

async function phonePage(browser: Browser, scripts: boolean) {
  const context = await browser.newContext({
    viewport: PHONE,
    javaScriptEnabled: scripts,
    reducedMotion: 'reduce',
  })
  return { context, page: await context.newPage() }
}

for (const scripts of [true, false])
  for (const { lang, kind, path, content } of pages)
    test(`on a phone the ${lang} ${kind} page has a one-row header whose menu opens and closes by tap and keyboard, ${scripts ? 'with scripts' : 'without scripts'}`, async ({
      browser,
      baseURL,
    }) => {
      const { context, page } = await phonePage(browser, scripts)
      await page.goto(`${baseURL}${base}${path}`)
      await checkMenu(page, scripts, content.navbar)
      await context.close()
    })

test('the link to where the visitor is is marked: the home page itself, the articles, the projects, the services', async ({
  page,
}) => {
  const marked = async (path: string) => {
    await page.goto(`${base}${path}`)
    return page
      .locator('.nav-links a[aria-current]')
      .evaluateAll((links) =>
        links.map((link) => [link.textContent, link.getAttribute('aria-current')]),
      )
  }
  for (const { kind, path, content } of pageOfEachKind) {
    const homeLink = content.navbar.links[0]
    const projectsLink = content.navbar.links.find(
      ({ href }) => href === `#${content.sectionIds.projects}`,
    )
    const found = await marked(path)
    if (kind === 'home') expect(found).toEqual([[homeLink?.label, 'page']])
    else if (kind === 'case study') expect(found).toEqual([[projectsLink?.label, 'true']])
    else if (kind === 'article index') expect(found).toEqual([[content.insights.title, 'page']])
    else if (kind === 'article' || kind === 'tag page')
      expect(found).toEqual([[content.insights.title, 'true']])
    else if (kind === 'service') expect(found).toEqual([[content.services?.title, 'true']])
    else expect(found, kind).toEqual([])
  }
  expect(await marked(MISSING)).toEqual([])
})

test('a link chosen in the menu closes it, so its section shows below the bar', async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  await page.goto(base)
  await expect(page.locator('.app')).toHaveClass(/\bloaded\b/)
  const last = site.navbar.links.at(-1)
  if (!last) throw new Error('the navbar has no links')
  await page.getByRole('button', { name: site.navbar.menuButtonLabel }).click()
  await page.locator('.nav-links').getByRole('link', { name: last.label, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${last.href}$`))
  await expect(page.locator('.nav-links')).toBeHidden()
})
