/**
 * A code block's copy button in every engine, by keyboard: Tab from the block's code reaches the
 * button, Enter presses it, and the block's code (as the owner wrote it) goes to the browser's
 * clipboard API, which takes it, and the status line says so; nothing logged or blocked. The
 * clipboard itself cannot be read back here (Firefox and WebKit ask the visitor first): what
 * the page handed the clipboard is recorded on its way, and Chromium's suite reads it back
 * (e2e/code-blocks.spec.ts).
 */
import type { Code, Nodes } from 'mdast'
import { it } from 'vitest'
import { caseStudies, caseStudyPath, site } from './content.ts'
import { LAPTOP } from './landing.ts'
import { expect, openPage, recorded, waitFor } from './page-helpers.ts'
import { describeEngines } from './suite.ts'

const codeOf = (node: Nodes): Code[] =>
  node.type === 'code' ? [node] : 'children' in node ? node.children.flatMap(codeOf) : []

/** The first case study with a code block, and its first block. */
const withCode = caseStudies
  .map(({ caseStudy }) => ({ caseStudy, block: codeOf(caseStudy.body)[0] }))
  .find(({ block }) => block)

describeEngines('a code block', {}, (session) => {
  it('copies its code when its button is reached and pressed by keyboard, and says so', async () => {
    const { page } = session
    if (!withCode?.block) throw new Error('No case study of the content has a code block')
    await page.resize(LAPTOP.width, LAPTOP.height)
    await openPage(page, `/${caseStudyPath(withCode.caseStudy.name)}`)
    // What the page hands the clipboard, on its way there.
    await page.evaluate(() => {
      const { clipboard } = navigator
      const write = clipboard.writeText.bind(clipboard)
      const copied: string[] = []
      Object.assign(window, { __copied: copied })
      clipboard.writeText = (text: string) => {
        copied.push(text)
        return write(text)
      }
    }, null)
    await page.evaluate(() => {
      const code = document.querySelector<HTMLElement>('.code-block pre')
      code?.scrollIntoView({ behavior: 'instant', block: 'center' })
      code?.focus()
    }, null)
    await page.press('Tab')
    expect(
      await page.evaluate(() => document.activeElement?.hasAttribute('data-copy') ?? false, null),
      'focus on the copy button',
    ).toBe(true)
    await page.press('Enter')
    const said = await waitFor(
      page,
      'the status line says what happened',
      () => document.querySelector('.code-block [role="status"]')?.textContent ?? '',
      null,
    )
    expect(said).toBe(site.caseStudies.copiedLabel)
    expect(
      await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied, null),
    ).toEqual([withCode.block.value])
    expect(await recorded(page)).toMatchObject({ errors: [], warnings: [], violations: [] })
  })
})
