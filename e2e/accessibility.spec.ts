import type { Page } from '@playwright/test'
import { axeViolations } from './axe.ts'
import { contactForm, startsWith, visitor } from './contactForm.ts'
import {
  caseStudies,
  emailConfig,
  hasSearch,
  insights,
  LATEST_INSIGHTS,
  menuLabels,
  otherLanguages,
  rolesNewestFirst,
  services,
  site,
} from './content.ts'
import {
  expect,
  FAKE_RECAPTCHA_LABEL,
  inEachScheme,
  openPage,
  reply,
  routeProvider,
  SCHEMES,
  test,
} from './fixtures.ts'
import { builtPages, htmlValidationMessages, nuCheckerErrors } from './htmlValidation.ts'

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 812 },
] as const

/** No violation on the page, or in the part `include` selects. */
const expectNoAxeViolations = async (page: Page, include?: string) =>
  expect(await axeViolations(page, include)).toEqual([])

/**
 * A full-page screenshot should show the page as a visitor scrolling through it sees it: lazy
 * images loaded.
 */
async function renderWholePage(page: Page) {
  await page.evaluate(async () => {
    const images = [...document.images]
    for (const image of images) image.loading = 'eager'
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)))
  })
}

/** "PDF, 214 KB", as the page shows it for the CV. */
const cvDetailsShown = (page: Page) =>
  page
    .locator('a[download][type="application/pdf"] .cv-details')
    .first()
    .innerText()
    .then((text) => text.replace(/^\(|\)$/g, ''))

async function sendWithReply(page: Page, status: number) {
  await routeProvider(page, reply(status, 'reply'))
  const form = contactForm(page)
  await form.fill()
  await form.button.click()
}

test.describe('axe-core finds no WCAG 2.2 A/AA violation', () => {
  // Two full-page audits of a long page, then four of the contact section, in one test.
  test.slow()
  for (const viewport of VIEWPORTS) {
    test(`at ${viewport.width}×${viewport.height}, light and dark: on load, on error and on success`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.emulateMedia({ colorScheme: SCHEMES[0], reducedMotion: 'reduce' })
      await openPage(page)
      // Load every image first, as a visitor scrolling through the page would.
      await renderWholePage(page)
      await test.step('on load, the whole page', () =>
        inEachScheme(page, async (colorScheme) => {
          await expectNoAxeViolations(page)
          await page.screenshot({
            path: `artifacts/screenshots/${viewport.name}-${viewport.width}-${colorScheme}.png`,
            fullPage: true,
          })
        }))

      // A send changes the contact section alone (its form, button and status line), the
      // rest of the page being the one audited on load: the error and the success are
      // audited there, and the rest is shown to be unchanged.
      const contact = `#${site.sectionIds.contact}`
      const outside = () =>
        page.evaluate((selector) => {
          const copy = document.body.cloneNode(true) as HTMLElement
          // Scripts too: what the page may fetch next changes as it goes, and axe reads none.
          for (const left of copy.querySelectorAll(`${selector}, script`)) left.remove()
          return copy.innerHTML
        }, contact)
      const rest = await outside()

      await test.step('on error, the contact section', async () => {
        await sendWithReply(page, 500)
        await expect(page.locator(contact).getByRole('status')).toHaveText(
          site.contact.errorMessage,
        )
        await inEachScheme(page, () => expectNoAxeViolations(page, contact))
      })
      await test.step('on success, the contact section; nothing outside it changed', async () => {
        await page.unrouteAll()
        await sendWithReply(page, 200)
        await expect(page.locator(contact).getByRole('status')).toHaveText(
          site.contact.successMessage,
        )
        await inEachScheme(page, () => expectNoAxeViolations(page, contact))
        expect(await outside(), 'nothing outside the contact section changed').toBe(rest)
      })
    })
  }
})

test.describe('keyboard', () => {
  test('the skip link is the first Tab stop and moves focus to the main content', {
    tag: '@any-content',
  }, async ({ page }) => {
    await openPage(page)
    await page.keyboard.press('Tab')
    const skipLink = page.getByRole('link', { name: site.skipLinkLabel })
    await expect(skipLink).toBeFocused()
    await expect(skipLink).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('main')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: site.hero.primaryAction.label })).toBeFocused()
  })

  test('Tab goes through nav, hero, project pictures, case-study and service links, then the form, each with a visible focus indicator', async ({
    page,
  }) => {
    // A key press and a read for each stop: about seventy with twelve projects.
    test.slow()
    await page.setViewportSize({ width: 1280, height: 900 })
    await openPage(page)
    const order: string[] = []
    const { credentials, testimonials, cv } = site
    const cvLabel = cv && `${cv.label} (${await cvDetailsShown(page)})`
    const expected = [
      site.skipLinkLabel,
      site.navbar.label,
      ...menuLabels,
      // The site's search field, after the links, where the site has more than its home page.
      ...(hasSearch ? [site.search.label] : []),
      ...otherLanguages.map((language) => language.languageName),
      site.navbar.theme.label,
      site.hero.primaryAction.label,
      site.hero.secondaryAction.label,
      ...(cvLabel ? [cvLabel] : []),
      // The made CV's other forms, as offered beside its PDF (their names as the page shows them).
      ...(await page.locator(`#${site.sectionIds.home} .cv-offers a`).allInnerTexts()),
      ...site.hero.profileLinks.map((link) => `${link.label} ${site.newTabNotice}`),
      // Each card: its picture, then, with a case study, its title's link and the "read" link.
      ...site.projects.items.flatMap((item) => [
        site.projects.viewer.openLabel.replace('{title}', item.title),
        ...(caseStudies.some(({ project }) => project.title === item.title)
          ? [item.title, `${site.caseStudies.readLabel}: ${item.title}`]
          : []),
      ]),
      // Each service: with a page, its name's link and the "read" link; then "Ask about this".
      ...services.flatMap(({ service, link }) => [
        ...(link
          ? [
              service.name,
              `${site.services?.readLabel}: ${service.name}${link.languageName ? ` (${link.languageName})` : ''}`,
            ]
          : []),
        `${site.services?.askLabel}: ${service.name}`,
      ]),
      // Each role's employer with an address of its own, newest first.
      ...rolesNewestFirst(site.experience?.items ?? []).flatMap((role) =>
        role.url ? [`${role.employer} ${site.newTabNotice}`] : [],
      ),
      ...(credentials?.items ?? []).map(
        (item) => `${credentials?.verifyLabel} ${item.name} ${site.newTabNotice}`,
      ),
      ...(testimonials?.items ?? []).flatMap((item) =>
        item.url ? [`${item.name} ${site.newTabNotice}`] : [],
      ),
      // The newest articles, each title then its tags, and the link to all of them.
      ...insights
        .slice(0, LATEST_INSIGHTS)
        .flatMap(({ insight }) => [insight.title, ...insight.tags]),
      ...(insights.length > 0 ? [site.insights.allLabel] : []),
      site.contact.fields.name,
      site.contact.fields.email,
      site.contact.fields.message,
      // Where the owner enabled reCAPTCHA, its checkbox (here the stand-in's) comes before Send.
      ...(emailConfig.recaptchaSiteKey ? [FAKE_RECAPTCHA_LABEL] : []),
      site.contact.submitLabel,
    ]
    for (let step = 0; step < expected.length; step += 1) {
      // The checkbox appears once the form has hydrated and Google's script has loaded.
      if (expected[step] === FAKE_RECAPTCHA_LABEL)
        await page.locator('.fake-recaptcha input').waitFor()
      await page.keyboard.press('Tab')
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null
        if (!element || element === document.body) return null
        const style = getComputedStyle(element)
        // A select is named by its label, whose text holds the options' too.
        const select = element instanceof HTMLSelectElement ? element : null
        return {
          label:
            element.getAttribute('aria-label') ||
            select?.labels[0]?.textContent?.replace(select.textContent ?? '', '').trim() ||
            (element as HTMLInputElement).labels?.[0]?.textContent ||
            element.textContent?.trim() ||
            element.tagName,
          outline: style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2,
        }
      })
      if (!focused) break
      expect(focused.outline, `focus indicator on "${focused.label}"`).toBe(true)
      order.push(focused.label)
    }
    expect(order).toEqual(expected)
  })

  test('on a phone the menu opens and closes from the keyboard, Escape returns focus', {
    tag: '@any-content',
  }, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await openPage(page)
    const menuButton = page.getByRole('button', { name: site.navbar.menuButtonLabel })
    const [firstLink, secondLink] = site.navbar.links
    const myWork = page.getByRole('link', { name: secondLink?.label, exact: true })
    await expect(myWork).toBeHidden()
    await menuButton.focus()
    await page.keyboard.press('Enter')
    await expect(myWork).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: firstLink?.label, exact: true })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menuButton).toBeFocused()
    await expect(myWork).toBeHidden()

    await page.keyboard.press('Space')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${secondLink?.href}$`))
    // The link chosen closes the menu (the boot script), so its section shows below the header.
    await expect(myWork).toBeHidden()
  })
})

test.describe('structure and screen readers', () => {
  test('has landmarks, one h1, and heading levels that never skip', async ({ page }) => {
    await openPage(page)
    await expect(page.getByRole('banner')).toHaveCount(1)
    await expect(page.getByRole('navigation')).toHaveCount(1)
    await expect(page.getByRole('main')).toHaveCount(1)
    await expect(page.getByRole('contentinfo')).toHaveCount(1)
    const levels = await page
      .locator('h1, h2, h3, h4, h5, h6')
      .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])))
    expect(levels.filter((level) => level === 1)).toHaveLength(1)
    expect(levels[0]).toBe(1)
    levels.forEach((level, index) => {
      if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 0) + 1)
    })
  })

  test('names icon links, hides decorative images and reads the snippet as plain text', async ({
    page,
  }) => {
    await openPage(page)
    for (const link of site.hero.profileLinks) {
      await expect(page.getByRole('link', { name: startsWith(link.label) })).toBeVisible()
    }
    // The logo says nothing the label beside it does not: <img alt=""> or inline SVG hidden.
    const logo = page.locator('.brand-logo')
    if ((await logo.evaluate((element) => element.tagName)) === 'IMG')
      await expect(logo).toHaveAttribute('alt', '')
    else await expect(logo).toHaveAttribute('aria-hidden', 'true')
    await expect(page.locator('svg.icon:not([aria-hidden="true"])')).toHaveCount(0)
    await expect(page.locator('pre')).toHaveAttribute('aria-hidden', 'true')
    const snapshot = await page.locator('#home').ariaSnapshot()
    expect(snapshot).toContain(site.hero.profileSummary)
    expect(snapshot).not.toContain('const')
  })

  test('ties the browser validation message to its field', { tag: '@any-content' }, async ({
    page,
  }) => {
    await openPage(page)
    const form = contactForm(page)
    const { email } = form.fields
    await form.fill({ ...visitor, email: 'not-an-email' })
    await form.button.click()
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    const message = await email.evaluate((input: HTMLInputElement) => input.validationMessage)
    expect(message).not.toBe('')
    await expect(email).toHaveAccessibleDescription(message)
    await email.fill('ada@example.com')
    await expect(email).not.toHaveAttribute('aria-invalid', 'true')
  })
})

test.describe('motion and colours', () => {
  test('with reduced motion nothing moves and everything shows at once', {
    tag: '@any-content',
  }, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openPage(page)
    const animated = await page.evaluate(
      () =>
        [...document.querySelectorAll('*')].filter(
          (element) => getComputedStyle(element).animationName !== 'none',
        ).length,
    )
    expect(animated).toBe(0)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText(site.hero.tagline)).toBeVisible()
  })

  test('without that preference, the reveal staggers by 0.1 s after 0.3 s and the card floats every 3 s', {
    tag: '@any-content',
  }, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await openPage(page)
    const delays = await page
      .locator('#home .hero-text .reveal')
      .evaluateAll((elements) =>
        elements.map((element) => getComputedStyle(element).animationDelay),
      )
    expect(delays).toEqual(['0.3s', '0.4s', '0.5s', '0.6s', '0.7s', '0.8s'])
    const card = await page.locator('.tagline-card').evaluate((element) => {
      const style = getComputedStyle(element)
      return [style.animationDuration, style.animationIterationCount]
    })
    expect(card).toEqual(['3s', 'infinite'])
  })

  test('in forced colours, controls, tags, cards and focus stay visible', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' })
    await openPage(page)
    for (const selector of ['.button', '.tag', '.project-card', '.profile-link', '.field input']) {
      const border = await page
        .locator(selector)
        .first()
        .evaluate((element) => {
          const style = getComputedStyle(element)
          return style.borderTopStyle !== 'none' && Number.parseFloat(style.borderTopWidth) > 0
        })
      expect(border, `${selector} keeps a border`).toBe(true)
    }
    await page.keyboard.press('Tab')
    const outline = await page.evaluate(
      () => getComputedStyle(document.activeElement as Element).outlineStyle,
    )
    expect(outline).not.toBe('none')
  })
})

test.describe('phones, tablets, desktops and zoom', () => {
  for (const width of [320, 375, 768, 1280]) {
    test(`no horizontal scroll at ${width} px, and tap targets of at least 24×24 px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      await openPage(page)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBe(0)
      const small = await page
        .locator('a:visible, button:visible, input:visible, textarea:visible')
        .evaluateAll((elements) =>
          elements
            // The skip link shows on focus; nobody reaches the trap field (inert).
            .filter(
              (element) => !element.classList.contains('skip-link') && !element.closest('[inert]'),
            )
            .map((element) => ({ element, box: element.getBoundingClientRect() }))
            .filter(({ box }) => box.width < 24 || box.height < 24)
            .map(({ element }) => element.outerHTML.slice(0, 80)),
        )
      expect(small).toEqual([])
    })
  }

  test('at 200% zoom the whole page and the form stay usable', async ({ page }) => {
    // 200% zoom of a 1280 px window leaves 640 CSS pixels.
    await page.setViewportSize({ width: 640, height: 450 })
    await openPage(page)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBe(0)
    await page
      .getByLabel(site.contact.fields.message, { exact: true })
      .fill('Readable and usable at 200%')
    const button = page.getByRole('button', { name: site.contact.submitLabel })
    await button.scrollIntoViewIfNeeded()
    await expect(button).toBeInViewport()
    await expect(button).toBeEnabled()
  })
})

test('every built page (home, each case study, 404) is valid HTML (html-validate)', async () => {
  const pages = await builtPages()
  expect(pages).toContain('dist/index.html')
  expect(pages).toContain('dist/404.html')
  for (const page of pages) expect(await htmlValidationMessages(page), page).toEqual([])
})

test('every built page has no error by the W3C Nu Html Checker (vnu-jar, one run for all)', async () => {
  test.slow()
  const pages = await builtPages()
  expect(pages.length).toBeGreaterThanOrEqual(2)
  expect(await nuCheckerErrors(pages)).toEqual([])
})
