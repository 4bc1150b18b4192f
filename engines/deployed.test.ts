/**
 * The site as the deploy workflow builds it for GitHub Pages (engines/subpath.ts: build/subpath,
 * made with the workflow's own settings), in every engine: GitHub Pages sends no headers, so
 * each page carries its Content-Security-Policy as a <meta> element, and that policy blocks
 * nothing on the home page, a case study, the 404 page and the second language's home page
 * (where engines/languages.test.ts sends a message). Words come from the build's own content.
 */
import { it } from 'vitest'
import { caseStudyPath } from '../src/pages/addresses.ts'
import type { EnginePage } from './engine.ts'
import { LAPTOP } from './landing.ts'
import { expect, openPage, recorded } from './page-helpers.ts'
import { languages, subpathBase, subpathOrigin } from './subpath.ts'
import { describeEngines } from './suite.ts'

const [first, second] = languages
if (!first || !second) {
  throw new Error(`The build for a path has ${languages.length} language; two expected`)
}
const study = first.content.projects.items.find((project) => project.caseStudy)?.caseStudy
if (!study) throw new Error(`${first.file} has no case study`)
const MISSING = `${subpathBase}no/such/page/`

/** What the page says of its policy and its address, and what it shows first. */
const seen = () => ({
  policies: [...document.querySelectorAll('meta[http-equiv="Content-Security-Policy"]')].length,
  path: location.pathname,
  lang: document.documentElement.lang,
  heading: document.querySelector('h1')?.textContent?.trim(),
})

/** Errors, warnings and CSP violations, in every channel the engine offers. */
async function problems(page: EnginePage) {
  const { errors, warnings, violations } = await recorded(page)
  // Chromium and Firefox report the 404 page's own status in their console; that one is expected.
  const consoleErrors = (page.consoleErrors?.() ?? []).filter(
    (message) => !/\b404\b/.test(message) || !message.includes(MISSING),
  )
  return { errors, warnings, violations, consoleErrors }
}
const none = { errors: [], warnings: [], violations: [], consoleErrors: [] }

describeEngines('the build as deployed to GitHub Pages', { origin: subpathOrigin() }, (session) => {
  const pages = [
    { path: `${subpathBase}${first.prefix}`, language: first, heading: first.content.owner.name },
    {
      path: `${subpathBase}${caseStudyPath(study.replace(/\.md$/, ''), first.prefix)}`,
      language: first,
      heading: first.content.projects.items.find((project) => project.caseStudy === study)?.title,
    },
    {
      path: `${subpathBase}${second.prefix}`,
      language: second,
      heading: second.content.owner.name,
    },
  ]
  for (const { path, language, heading } of pages)
    it(`${path}: its policy is a <meta> element, and blocks nothing`, async () => {
      const { page } = session
      await page.resize(LAPTOP.width, LAPTOP.height)
      await openPage(page, path)
      expect(await page.evaluate(seen, null)).toEqual({
        policies: 1,
        path,
        lang: language.content.lang,
        heading,
      })
      expect(await problems(page)).toEqual(none)
    })

  it(`a missing address (${MISSING}): the 404 page's policy is a <meta> element, and blocks nothing`, async () => {
    const { page } = session
    await page.open(MISSING)
    expect(await page.evaluate(seen, null)).toEqual({
      policies: 1,
      path: MISSING,
      lang: first.content.lang,
      heading: first.content.notFound.heading,
    })
    expect(await problems(page)).toEqual(none)
  })
})
