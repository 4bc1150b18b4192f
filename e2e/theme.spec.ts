/**
 * The colour theme switch (src/document/theme.ts, src/sections/ThemeSwitch.tsx): three choices
 * in the header, named in the page's language; the choice applied before the first paint and
 * kept across pages and visits; reachable by keyboard and in the phone menu; not shown without
 * scripts; axe clean in both themes on every kind of page; no CSP violation.
 */
import type { Page } from '@playwright/test'
import { THEME_ATTRIBUTE, THEME_NAME, THEMES, type Theme } from '../src/document/theme.ts'
import { axeViolations } from './axe.ts'
import { base, caseStudies, caseStudyPath, site } from './content.ts'
import { cspViolations, expect, openPage, test, watchCsp } from './fixtures.ts'

const [SYSTEM, LIGHT, DARK] = THEMES as unknown as [Theme, Theme, Theme]
const firstCaseStudy = caseStudies[0]

/** Every kind of page: the home page, a case study (where the content has one), the 404 page. */
const PAGES = [
  { kind: 'home', path: base },
  ...(firstCaseStudy
    ? [{ kind: 'case study', path: `${base}${caseStudyPath(firstCaseStudy.caseStudy.name)}` }]
    : []),
  { kind: '404', path: `${base}no-such-page` },
]

const themeControl = (page: Page) => page.getByRole('combobox', { name: site.navbar.theme.label })

/** The page's own background, as painted: the body's, from the tokens. */
const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor)

/** The background each theme paints, read from a page told to follow the system's scheme. */
async function backgrounds(page: Page) {
  const colours: Partial<Record<'light' | 'dark', string>> = {}
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    colours[colorScheme] = await background(page)
  }
  expect(colours.light).not.toBe(colours.dark)
  return colours as Record<'light' | 'dark', string>
}

/**
 * From the first script on, notes the theme applied and the background when the parser starts
 * the body, before anything of the page can be painted.
 */
const noteThemeAtBodyStart = (page: Page) =>
  page.addInitScript((attribute) => {
    const seen = new MutationObserver(() => {
      if (!document.body) return
      seen.disconnect()
      Object.assign(window, {
        atBodyStart: {
          theme: document.documentElement.getAttribute(attribute),
          background: getComputedStyle(document.body).backgroundColor,
        },
      })
    })
    seen.observe(document, { childList: true, subtree: true })
  }, THEME_ATTRIBUTE)

const atBodyStart = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { atBodyStart?: { theme: string; background: string } }).atBodyStart,
  )

test.describe('the colour theme switch', () => {
  // Each test goes through every kind of page, or more.
  test.slow()

  test('offers the system (chosen), light and dark, named in the page’s language, on every kind of page', async ({
    page,
  }) => {
    for (const { path } of PAGES) {
      await page.goto(path)
      const control = themeControl(page)
      await expect(control, path).toBeVisible()
      await expect(control).toHaveValue(SYSTEM)
      expect(
        await control
          .locator('option')
          .evaluateAll((options) =>
            options.map((option) => [(option as HTMLOptionElement).value, option.textContent]),
          ),
      ).toEqual(THEMES.map((theme) => [theme, site.navbar.theme[theme]]))
      // The system's needs no mark: the head script touches nothing for it.
      await expect(page.locator('html')).not.toHaveAttribute(THEME_ATTRIBUTE)
    }
  })

  test('a choice overrides the system’s scheme at once, lasts across pages and visits, and applies before the first paint, with no CSP violation', async ({
    page,
    consoleLog,
  }) => {
    await watchCsp(page)
    await noteThemeAtBodyStart(page)
    await openPage(page, base)
    const colours = await backgrounds(page)
    // The system is light; the visitor chooses dark, then light with the system dark.
    await page.emulateMedia({ colorScheme: 'light' })
    await themeControl(page).selectOption(DARK)
    await expect(page.locator('html')).toHaveAttribute(THEME_ATTRIBUTE, DARK)
    expect(await background(page)).toBe(colours.dark)

    for (const { path } of [...PAGES, PAGES[0] ?? { path: base }]) {
      await page.goto(path)
      expect(await atBodyStart(page), path).toEqual({ theme: DARK, background: colours.dark })
      await expect(themeControl(page)).toHaveValue(DARK)
    }
    await page.reload()
    expect(await atBodyStart(page)).toEqual({ theme: DARK, background: colours.dark })

    await page.emulateMedia({ colorScheme: 'dark' })
    await themeControl(page).selectOption(LIGHT)
    expect(await background(page)).toBe(colours.light)
    await page.goto(PAGES.at(-1)?.path ?? base)
    expect(await atBodyStart(page)).toEqual({ theme: LIGHT, background: colours.light })

    // Back to the system's: the page follows it again.
    await themeControl(page).selectOption(SYSTEM)
    expect(await background(page)).toBe(colours.dark)
    await page.reload()
    expect(await atBodyStart(page)).toEqual({ theme: null, background: colours.dark })
    // The choice is kept in the site's cookie, for every page of the host, for a year.
    const [cookie] = (await page.context().cookies()).filter(({ name }) => name === THEME_NAME)
    expect(cookie).toMatchObject({ value: SYSTEM, path: '/' })
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 60 * 60)

    expect(await cspViolations(page)).toEqual([])
    // The 404 page's own status is the one message expected.
    expect(consoleLog.errors.filter((message) => !message.includes('status of 404'))).toEqual([])
  })

  test('is reached and used by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await openPage(page, base)
    const control = themeControl(page)
    // From the top of the page, through the header, as a keyboard visitor goes.
    let steps = 0
    while (!(await control.evaluate((element) => element === document.activeElement))) {
      expect(steps++, 'Tab presses to reach the theme control').toBeLessThan(20)
      await page.keyboard.press('Tab')
    }
    await expect(control).toBeFocused()
    // Arrow keys move through the choices of a closed select, each applied at once.
    await page.keyboard.press('ArrowDown')
    await expect(control).toHaveValue(LIGHT)
    await expect(page.locator('html')).toHaveAttribute(THEME_ATTRIBUTE, LIGHT)
    await page.keyboard.press('ArrowDown')
    await expect(page.locator('html')).toHaveAttribute(THEME_ATTRIBUTE, DARK)
  })

  test('is in the phone menu at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await openPage(page, base)
    const control = themeControl(page)
    await expect(control).toBeHidden()
    await page.getByRole('button', { name: site.navbar.menuButtonLabel }).click()
    await expect(control).toBeVisible()
    await expect(control).toBeInViewport()
    await control.selectOption(DARK)
    await expect(page.locator('html')).toHaveAttribute(THEME_ATTRIBUTE, DARK)
    // Nothing sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })

  test.describe('without scripts', () => {
    test.use({ javaScriptEnabled: false })

    test('the control is not shown, and every page follows the system', async ({ page }) => {
      for (const { path } of PAGES) {
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme })
          await page.goto(path)
          await expect(page.locator('.nav-theme'), path).toBeHidden()
          await expect(page.locator('html')).not.toHaveAttribute(THEME_ATTRIBUTE)
          expect(
            await page.evaluate(
              (scheme) => getComputedStyle(document.documentElement).colorScheme === scheme,
              'light dark',
            ),
          ).toBe(true)
        }
      }
    })
  })

  for (const width of [320, 1280])
    for (const { kind, path } of PAGES)
      test(`axe-core finds no WCAG 2.2 A/AA violation with light, then dark chosen at ${width} px, on the ${kind} page`, {
        tag: '@full',
      }, async ({ page, baseURL }) => {
        await page.setViewportSize({ width, height: 900 })
        // One page, loaded again with the other choice.
        for (const theme of [LIGHT, DARK])
          await test.step(`${theme} chosen`, async () => {
            // Chosen against the system's scheme: the choice, not the system, decides.
            await page.emulateMedia({
              colorScheme: theme === DARK ? 'light' : 'dark',
              reducedMotion: 'reduce',
            })
            // The choice, as the site keeps it: in its cookie.
            await page
              .context()
              .addCookies([{ name: THEME_NAME, value: theme, url: new URL(path, baseURL).href }])
            await page.goto(path)
            await expect(page.locator('html')).toHaveAttribute(THEME_ATTRIBUTE, theme)
            expect(await axeViolations(page)).toEqual([])
            expect(
              await page.evaluate(() => document.documentElement.scrollWidth),
            ).toBeLessThanOrEqual(width)
          })
      })
})
