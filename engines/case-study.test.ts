/**
 * A case study in every engine: from its project's card to its page, a picture opened larger
 * and closed, then the breadcrumb back to My Work, which lands just below the sticky header, at
 * a phone and a laptop width; nothing logged or blocked on the way.
 */
import { it } from 'vitest'
import { caseStudies, caseStudyPath, site } from './content.ts'
import { LAPTOP, PHONE } from './landing.ts'
import {
  expect,
  expectLanded,
  openPage,
  recorded,
  scriptRan,
  waitFor,
  waitThroughNavigation,
} from './page-helpers.ts'
import { describeEngines } from './suite.ts'

/** Whether the page shows the view open with a loaded picture, or (with `false`) closed. */
function viewOpen(open: boolean) {
  const dialog = document.querySelector<HTMLDialogElement>('#project-viewer')
  if (!open) return !dialog?.open
  const image = dialog?.querySelector<HTMLImageElement>('figure:not([hidden]) .viewer-image')
  return (
    !!dialog?.open &&
    dialog.matches(':modal') &&
    !!image &&
    image.complete &&
    image.naturalWidth > 0 &&
    image.getBoundingClientRect().width > 0
  )
}

describeEngines('a case study', {}, (session) => {
  for (const size of [PHONE, LAPTOP])
    it(`opens from its card at ${size.width} px, shows a picture larger, and its breadcrumb lands on My Work`, async () => {
      const { page } = session
      expect(caseStudies.length, 'the content has a case study').toBeGreaterThan(0)
      await page.resize(size.width, size.height)
      for (const { project, caseStudy } of caseStudies) {
        await openPage(page)
        const path = `/${caseStudyPath(caseStudy.name)}`
        const link = `.project-card h3 a[href="${path}"]`
        // At once: the page scrolls smoothly, and a click must not land mid-scroll.
        await page.evaluate(
          (selector: string) =>
            document
              .querySelector(selector)
              ?.scrollIntoView({ behavior: 'instant', block: 'center' }),
          link,
        )
        await page.click(link)
        await waitThroughNavigation(
          page,
          `the case study of ${project.title} opens`,
          ({ path, title }: { path: string; title: string }) =>
            location.pathname === path &&
            document.querySelector('h1')?.textContent === title &&
            !!document.querySelector('.app.loaded'),
          { path, title: project.title },
        )
        await scriptRan(page)

        // The last picture on the page (the gallery's, or the story's), opened larger.
        const pictures = await page.evaluate(
          () => document.querySelectorAll('[data-island-trigger="viewer"]').length,
          null,
        )
        expect(pictures).toBe(caseStudy.bodyPictures.length + caseStudy.gallery.length)
        if (pictures > 0) {
          const trigger = `[data-island-trigger="viewer"][data-panel="${pictures - 1}"]`
          await page.evaluate(
            (selector: string) =>
              document
                .querySelector(selector)
                ?.scrollIntoView({ behavior: 'instant', block: 'center' }),
            trigger,
          )
          await page.click(trigger)
          await waitFor(page, 'the picture opens larger, loaded', viewOpen, true)
          await page.press('Escape')
          await waitFor(page, 'the view closes', viewOpen, false)
        }

        expect(await recorded(page), `on ${path}`).toMatchObject({
          errors: [],
          warnings: [],
          violations: [],
        })

        // Back to My Work through the trail.
        await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }), null)
        await page.click('nav.breadcrumb a')
        await waitThroughNavigation(
          page,
          'the home page opens at My Work',
          (hash: string) => location.pathname === '/' && location.hash === hash,
          `#${site.sectionIds.projects}`,
        )
        await scriptRan(page)
        await expectLanded(page, site.sectionIds.projects)
        const { errors, warnings, violations } = await recorded(page)
        expect({ errors, warnings, violations }).toEqual({
          errors: [],
          warnings: [],
          violations: [],
        })
      }
    })
})
