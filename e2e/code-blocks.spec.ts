/**
 * Code blocks as a visitor gets them, in Chromium, against the build: coloured by classes (a
 * known language) or plain (any other), never by a style attribute; a copy button reached and
 * pressed by keyboard puts the block's code on the clipboard (read back) and the status line says
 * so; where the clipboard is refused, the code is selected instead and the status line says how
 * to copy it; without scripts, no button shows. The blocks and words come from the content the
 * build read (e2e/content.ts).
 */
import type { Page } from '@playwright/test'
import type { Code, Nodes } from 'mdast'
import { base, caseStudies, caseStudyPath, site } from './content.ts'
import { expect, holdBootScript, openPage, test } from './fixtures.ts'

const codeOf = (node: Nodes): Code[] =>
  node.type === 'code' ? [node] : 'children' in node ? node.children.flatMap(codeOf) : []

/** The first case study with a code block, and its blocks, in the order they appear. */
const withCode = caseStudies
  .map((entry) => ({ ...entry, blocks: codeOf(entry.caseStudy.body) }))
  .find(({ blocks }) => blocks.length > 0)
const labels = site.caseStudies

/** The page of the first case study with code: the content must have one for these checks. */
function pageWithCode() {
  if (!withCode) throw new Error('No case study of the content has a code block')
  return { path: `${base}${caseStudyPath(withCode.caseStudy.name)}`, blocks: withCode.blocks }
}

/** Focuses the first block's copy button as a keyboard does: Tab from the block's code. */
async function tabToCopyButton(page: Page) {
  const block = page.locator('.code-block').first()
  await block.locator('pre').focus()
  await page.keyboard.press('Tab')
  await expect(block.getByRole('button', { name: labels.copyLabel })).toBeFocused()
  return block
}

test('a code block is coloured by classes only, and its copy button, pressed by keyboard, puts its code on the clipboard and says so', async ({
  page,
  context,
  consoleLog,
}) => {
  const { path, blocks } = pageWithCode()
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await openPage(page, path)
  await expect(page.locator('.code-block')).toHaveCount(blocks.length)
  await expect(page.locator('.code-block [style], .code-block[style]')).toHaveCount(0)
  const block = await tabToCopyButton(page)
  await page.keyboard.press('Enter')
  await expect(block.getByRole('status')).toHaveText(labels.copiedLabel)
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(blocks[0]?.value)
  // Space presses it too.
  await page.evaluate(() => navigator.clipboard.writeText(''))
  await page.keyboard.press('Space')
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toBe(blocks[0]?.value)
  expect(consoleLog.errors).toEqual([])
})

test('a click on a copy button before the page’s script has arrived is kept, and copies once it has', async ({
  page,
  context,
  request,
}) => {
  const { path, blocks } = pageWithCode()
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const release = await holdBootScript(page, request, path)
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  const block = page.locator('.code-block').first()
  await block.getByRole('button', { name: labels.copyLabel }).click()
  await expect(page.locator('.app'), 'the script is still on its way').not.toHaveClass(/loaded/)
  release()
  await expect(block.getByRole('status')).toHaveText(labels.copiedLabel, { timeout: 15_000 })
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(blocks[0]?.value)
})

test('where the browser refuses the clipboard, the code is selected and the status line says how to copy it', async ({
  page,
}) => {
  const { path, blocks } = pageWithCode()
  await page.addInitScript(() => {
    navigator.clipboard.writeText = () =>
      Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'))
  })
  await openPage(page, path)
  const block = await tabToCopyButton(page)
  await page.keyboard.press('Enter')
  await expect(block.getByRole('status')).toHaveText(labels.copyFailedLabel)
  expect((await page.evaluate(() => getSelection()?.toString()))?.trimEnd()).toBe(blocks[0]?.value)
})

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false })

  test('shows the code, and no copy button', async ({ page }) => {
    const { path, blocks } = pageWithCode()
    await page.goto(path)
    await expect(page.locator('.code-block pre')).toHaveCount(blocks.length)
    await expect(page.locator('.code-block pre').first()).toBeVisible()
    await expect(page.getByRole('button', { name: labels.copyLabel })).toHaveCount(0)
  })
})
