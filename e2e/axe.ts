import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** The rules axe-core checks: WCAG 2.2 A and AA, with the 2.0 and 2.1 ones they include. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

/**
 * Resolves once every CSS transition running on the page has ended. A button's colours fade over
 * 0.15 s when the colour scheme changes or the button is enabled again after a send; axe reads
 * the computed colours, and a reading in between measures a contrast no one sees for long.
 */
const transitionsEnded = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((transition) => transition.finished.catch(() => undefined)),
    ),
  )

/**
 * axe-core's WCAG 2.2 A/AA violations on the page as it is (or in the part `include` selects),
 * one line each: rule, help, where. Every audit opens its page under reduced motion: axe reads the
 * markup and the computed styles, which motion does not change, and an endless animation (the
 * hero's floating card) makes each of its steps wait for frames, several times slower in a
 * headless browser. What motion changes is checked by the motion checks themselves.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  await transitionsEnded(page)
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true)
  const results = await (include ? builder.include(include) : builder).analyze()
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  )
}
