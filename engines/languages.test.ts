/**
 * A site in two languages, as a GitHub Pages project site publishes it (the build for a path,
 * engines/subpath.ts), in every engine: the header's plain link to the other language, named in
 * it (reached through the menu on a phone), leads to that language's page; there the form
 * speaks that language and sends exactly the spec's body. Words and addresses come from the
 * build's own content.
 */
import { it } from 'vitest'
import { caseStudyPath } from '../src/pages/addresses.ts'
import { contactForm, expectSpecBody } from './contact-form.ts'
import type { EnginePage } from './engine.ts'
import { LAPTOP, openMenu, PHONE } from './landing.ts'
import { expect, openPage, recorded } from './page-helpers.ts'
import { languages, subpathBase, subpathOrigin } from './subpath.ts'
import { describeEngines } from './suite.ts'

const [first, second] = languages
if (!first || !second) {
  throw new Error(`The build for a path has ${languages.length} language; two expected`)
}
type Language = typeof first

/** The header's link to a language. */
const languageLink = (language: Language) => `.nav-language a[hreflang="${language.content.lang}"]`

/** The link as a visitor meets it: its words, address, languages, and whether it shows. */
function shownLink(selector: string) {
  const link = document.querySelector<HTMLAnchorElement>(selector)
  if (!link) return null
  return {
    text: link.textContent,
    href: link.getAttribute('href'),
    hreflang: link.getAttribute('hreflang'),
    lang: link.getAttribute('lang'),
    shown: link.getClientRects().length > 0 && getComputedStyle(link).visibility === 'visible',
  }
}

/** The link to `language`'s page at `path` (from the base), as its content names it. */
const expectedLink = (language: Language, path: string) => ({
  text: language.content.languageName,
  href: `${subpathBase}${path}`,
  hreflang: language.content.lang,
  lang: language.content.lang,
  shown: true,
})

/**
 * Waits until the page at `path` is the one shown, in `language`, and its script has run. While
 * the browser moves from one document to the next, a script run in the page can fail: that is
 * part of waiting.
 */
async function arrived(page: EnginePage, path: string, language: Language) {
  const expected = { path, lang: language.content.lang, loaded: true }
  const deadline = Date.now() + 10_000
  let seen: typeof expected | string
  for (;;) {
    try {
      seen = await page.evaluate(
        () => ({
          path: location.pathname,
          lang: document.documentElement.lang,
          loaded: document.querySelector('.app')?.classList.contains('loaded') ?? false,
        }),
        null,
      )
      const { path, lang, loaded } = seen
      if (path === expected.path && lang === expected.lang && loaded) return
    } catch (error) {
      seen = String(error)
    }
    if (Date.now() > deadline) {
      throw new Error(
        `${page.engine}: ${path} in ${expected.lang} was not reached; last seen: ${JSON.stringify(seen)}`,
      )
    }
    await new Promise((done) => setTimeout(done, 100))
  }
}

/** Errors and warnings in every channel the engine offers, and CSP violations. */
async function problems(page: EnginePage) {
  const { errors, warnings, violations } = await recorded(page)
  return { errors, warnings, violations, consoleErrors: page.consoleErrors?.() ?? [] }
}
const none = { errors: [], warnings: [], violations: [], consoleErrors: [] }

describeEngines('the second language', { origin: subpathOrigin() }, (session) => {
  const { contact } = second.content
  const home = (language: Language) => `${subpathBase}${language.prefix}`

  for (const size of [PHONE, LAPTOP]) {
    const how = size === PHONE ? 'through the menu' : 'in the header'
    it(`at ${size.width} px, the link ${how} leads to the ${second.content.lang} home page, whose form speaks it and sends the spec's body once`, async () => {
      const { page } = session
      await page.resize(size.width, size.height)
      await openPage(page, home(first))
      expect(await page.evaluate(() => document.documentElement.lang, null)).toBe(
        first.content.lang,
      )
      const link = languageLink(second)
      if (size === PHONE) {
        expect((await page.evaluate(shownLink, link))?.shown).toBe(false)
        await openMenu(page)
      }
      expect(await page.evaluate(shownLink, link)).toEqual(expectedLink(second, second.prefix))
      expect(await problems(page)).toEqual(none)

      await page.click(link)
      await arrived(page, home(second), second)
      const form = contactForm(page, second.content)
      await form.fill()
      await page.click(form.submit)
      await form.waitForStatus(contact.successMessage)
      expect(await form.state()).toEqual({
        name: { label: contact.fields.name, value: '' },
        email: { label: contact.fields.email, value: '' },
        message: { label: contact.fields.message, value: '' },
        button: { text: contact.submitLabel, disabled: false },
        status: contact.successMessage,
      })
      const { sends } = await recorded(page)
      expect(sends).toHaveLength(1)
      expectSpecBody(sends[0], second.emailConfig)
      expect(await problems(page)).toEqual(none)
    })
  }

  it(`a case study's link leads to its ${second.content.lang} counterpart, and that one's back`, async () => {
    const { page } = session
    const study = first.content.projects.items.find((project) => project.caseStudy)?.caseStudy
    if (!study) throw new Error(`${first.file} has no case study`)
    const name = study.replace(/\.md$/, '')
    const [from, to] = [caseStudyPath(name, first.prefix), caseStudyPath(name, second.prefix)]
    await page.resize(LAPTOP.width, LAPTOP.height)
    await openPage(page, `${subpathBase}${from}`)

    for (const [path, language, back] of [
      [to, second, first],
      [from, first, second],
    ] as const) {
      const link = languageLink(language)
      expect(await page.evaluate(shownLink, link)).toEqual(expectedLink(language, path))
      expect(await problems(page)).toEqual(none)
      await page.click(link)
      await arrived(page, `${subpathBase}${path}`, language)
      expect(await page.evaluate(shownLink, languageLink(back))).not.toBeNull()
    }
    expect(await problems(page)).toEqual(none)
  })
})
