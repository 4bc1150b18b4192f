/**
 * The header on a phone on every kind of page, in every engine: one row, its menu (a popover,
 * no script of its own) opened by a tap with every link in it, closed by Escape. The 404 page is checked in not-found.test.ts.
 */
import { it } from 'vitest'
import { pageOfEachKind } from '../e2e/content.ts'
import { openMenu, PHONE } from './landing.ts'
import { expect, openPage, waitFor } from './page-helpers.ts'
import { describeEngines } from './suite.ts'

describeEngines('the header on a phone', {}, (session) => {
  for (const { kind, path, content } of pageOfEachKind)
    it(`is one row on the ${content.lang} ${kind} page, and its menu opens and closes`, async () => {
      const { page } = session
      await page.resize(PHONE.width, PHONE.height)
      await openPage(page, `/${path}`)
      await openMenu(page)
      const shown = await page.evaluate(() => {
        const bar = document.querySelector('.site-header')?.getBoundingClientRect()
        const button = document.querySelector('.menu-button')?.getBoundingClientRect()
        // Every link the menu shows (the search's line for when it cannot load stays hidden).
        const links = [...document.querySelectorAll('.nav-links a')]
          .filter((link) => !link.closest('[hidden]'))
          .map((link) => {
            const box = link.getBoundingClientRect()
            return box.width > 0 && box.top >= (bar?.bottom ?? 0) - 0.5 && box.right <= innerWidth
          })
        return { oneRow: !!bar && !!button && bar.height < 2 * button.height, links }
      }, null)
      expect(shown.oneRow).toBe(true)
      expect(shown.links.length).toBeGreaterThanOrEqual(content.navbar.links.length)
      expect(shown.links.every(Boolean)).toBe(true)
      await page.press('Escape')
      // (Focus goes back to the button where the tap had put it there: Safari's tap does not.)
      await waitFor(
        page,
        'the menu closes',
        () => !document.querySelector('.nav-links')?.matches(':popover-open'),
        null,
      )
    })
})
