/**
 * Between pages in every engine: from the home page's "Read the case study" to the case study,
 * and back by its breadcrumb, as a page is followed when the next page was not prerendered (no
 * page opts in to the cross-fade) and when the page left holds the path a prerendered page
 * leaves (as Chromium's prerendering would; no other engine prerenders), so that it adopts the
 * opt-in at the click (src/islands/crossFade.ts). The links work and nothing is logged either way,
 * and no page is shown with a transition: the next page, not prerendered, never opts in (where the
 * page left did, Chromium aborts the transition at the reveal and reports its promise as an
 * unhandled rejection, the one message allowed: a prerendered page the browser dropped would
 * leave that case to a visitor, and the check in e2e/navigation.spec.ts shows it not arising
 * from a page really prerendered). Firefox
 * (153) has no cross-document view transitions: no `pageswap`, no `pagereveal`. WebKitGTK (2.50)
 * has both. Chromium plays the cross-fade into a page it really prerendered
 * (e2e/navigation.spec.ts).
 */
import { it } from 'vitest'
import { PRERENDERED_KEY } from '../src/islands/crossFade.ts'
import { caseStudies, caseStudyPath, site } from './content.ts'
import type { EnginePage } from './engine.ts'
import { LAPTOP } from './landing.ts'
import {
  expect,
  expectLanded,
  openPage,
  recorded,
  scriptRan,
  waitThroughNavigation,
} from './page-helpers.ts'
import { describeEngines } from './suite.ts'

/** Whether the engine plays view transitions between documents (`@view-transition`). */
const crossDocument = (page: EnginePage) =>
  page.evaluate(() => 'onpagereveal' in window && 'CSSViewTransitionRule' in window, null)

/**
 * Whether the page shown came with a view transition, as the recorder noted it at pagereveal
 * (before the first frame, so before the page's script ran); null where the engine has no
 * pagereveal.
 */
const revealed = (page: EnginePage) =>
  page.evaluate(
    () =>
      (window as unknown as { __engines: { revealedWithTransition: boolean | null } }).__engines
        .revealedWithTransition,
    null,
  )

/**
 * What the page recorded, but the transition Chromium aborts when the page left opted in and the
 * page shown did not (`dropped`: only then).
 */
async function recordedBut(page: EnginePage, dropped: boolean) {
  const { errors, ...rest } = await recorded(page)
  const aborted = /InvalidStateError: Transition was aborted .*opt-in disabled/
  return { ...rest, errors: errors.filter((error) => !(dropped && aborted.test(error))) }
}

/** Leaves the path a page prerendered for `path` would have left in the site's cookies. */
const asIfPrerendered = (page: EnginePage, path: string) =>
  page.evaluate(([name, value]: [string, string]) => cookieStore.set({ name, value, path: '/' }), [
    PRERENDERED_KEY,
    path,
  ] as [string, string])

describeEngines('between pages', {}, (session) => {
  for (const prerendered of [false, true])
    it(`a case study and back${prerendered ? ', the page left opted in as if the next were prerendered' : ''}: the links work and nothing is logged`, async () => {
      const { page } = session
      const [first] = caseStudies
      expect(first, 'the content has a case study').toBeDefined()
      if (!first) return
      await page.resize(LAPTOP.width, LAPTOP.height)
      await openPage(page)
      // Where the engine has no cross-document transitions, no page is revealed with one.
      const skipped = (await crossDocument(page)) ? false : null
      const path = `/${caseStudyPath(first.caseStudy.name)}`
      const link = `.project-more a[href="${path}"]`
      await page.evaluate(
        (selector: string) =>
          document
            .querySelector(selector)
            ?.scrollIntoView({ behavior: 'instant', block: 'center' }),
        link,
      )
      if (prerendered) await asIfPrerendered(page, path)
      await page.click(link)
      await waitThroughNavigation(
        page,
        'the case study opens',
        ({ path, title }: { path: string; title: string }) =>
          location.pathname === path && document.querySelector('h1')?.textContent === title,
        { path, title: first.project.title },
      )
      await scriptRan(page)
      expect(await revealed(page), 'shown with a transition').toBe(skipped)
      expect(await recordedBut(page, prerendered), `on ${path}`).toMatchObject({
        errors: [],
        warnings: [],
        violations: [],
      })

      // Back to My Work through the trail.
      await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }), null)
      if (prerendered) await asIfPrerendered(page, '/')
      await page.click('nav.breadcrumb a')
      await waitThroughNavigation(
        page,
        'the home page opens at My Work',
        (hash: string) => location.pathname === '/' && location.hash === hash,
        `#${site.sectionIds.projects}`,
      )
      await scriptRan(page)
      await expectLanded(page, site.sectionIds.projects)
      expect(await revealed(page), 'shown with a transition').toBe(skipped)
      expect(await recordedBut(page, prerendered), 'on the home page').toMatchObject({
        errors: [],
        warnings: [],
        violations: [],
      })
    })
})
