import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** The rules axe-core checks: WCAG 2.2 A and AA, with the 2.0 and 2.1 ones they include. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

/**
 * axe-core's WCAG 2.2 A/AA violations on the page as it is, one line each: rule, help, where;
 * within one part of it (`include`, a selector) where given.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS)
  const results = await (include ? builder.include(include) : builder).analyze()
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  )
}
