/**
 * The colour theme switch in every engine: chosen by keyboard in the header, applied at once,
 * kept for the next page (a case study) and the 404 page, where it applies before the body is
 * parsed; nothing logged or blocked by the CSP on the way.
 */
import { it } from 'vitest'
import { THEME_ATTRIBUTE, THEME_NAME, THEMES } from '../src/document/theme.ts'
import { caseStudies, caseStudyPath } from './content.ts'
import type { EnginePage } from './engine.ts'
import { LAPTOP } from './landing.ts'
import { expect, openPage, recorded, waitFor } from './page-helpers.ts'
import { describeEngines } from './suite.ts'

const [system, light, dark] = THEMES

/** The theme applied, the control's value and the page's background, as painted. */
function applied({ attribute, name }: { attribute: string; name: string }) {
  return {
    theme: document.documentElement.getAttribute(attribute),
    control: document.querySelector<HTMLSelectElement>(`select[name="${name}"]`)?.value,
    background: getComputedStyle(document.body).backgroundColor,
  }
}
const names = { attribute: THEME_ATTRIBUTE, name: THEME_NAME }

async function expectNothingLoggedOrBlocked(page: EnginePage) {
  const { errors, warnings, violations } = await recorded(page)
  expect({ errors, warnings, violations }).toEqual({ errors: [], warnings: [], violations: [] })
}

describeEngines('the colour theme switch', {}, (session) => {
  it('switches by keyboard, keeps the choice across pages, with no error or CSP violation', async () => {
    const { page } = session
    await page.resize(LAPTOP.width, LAPTOP.height)
    await openPage(page, '/')
    await page.evaluate((name: string) => cookieStore.delete({ name, path: '/' }), THEME_NAME)
    await openPage(page, '/')
    const start = await page.evaluate(applied, names)
    expect(start.theme).toBeNull()
    expect(start.control).toBe(system)

    // Focused as a keyboard visitor would reach it, then the next choices by arrow key.
    await page.evaluate(
      (name: string) =>
        document.querySelector<HTMLSelectElement>(`select[name="${name}"]`)?.focus(),
      THEME_NAME,
    )
    const seen: Record<string, string> = {}
    for (const theme of [light, dark]) {
      await page.press('ArrowDown')
      const now = await waitFor(
        page,
        `the page takes on ${theme}`,
        applied,
        names,
        (result) => result.theme === theme && result.control === theme,
      )
      seen[theme ?? ''] = now.background
    }
    expect(seen[light]).not.toBe(seen[dark])
    expect(
      await page.evaluate(async (name: string) => (await cookieStore.get(name))?.value, THEME_NAME),
    ).toBe(dark)
    await expectNothingLoggedOrBlocked(page)

    // The next pages: a case study, and the 404 page, which runs no other script.
    const next = [
      ...(caseStudies[0] ? [`/${caseStudyPath(caseStudies[0].caseStudy.name)}`] : []),
      '/no-such-page',
    ]
    for (const path of next) {
      await page.open(path)
      expect(await page.evaluate(applied, names), path).toEqual({
        theme: dark,
        control: dark,
        background: seen[dark],
      })
      await expectNothingLoggedOrBlocked(page)
    }
    await page.evaluate((name: string) => cookieStore.delete({ name, path: '/' }), THEME_NAME)
  })
})
