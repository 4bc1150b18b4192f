/**
 * One layout that holds on every kind of page (home, case study, article index, tag page,
 * article, CV, service, privacy, 404), in every language the build has, at five widths from a
 * small phone to a wide screen, in both themes. It reads the boxes a visitor sees (getBoundingClientRect, and
 * text ranges' getClientRects), not pixels, so it holds on any machine's fonts:
 * - no sideways scroll, and nothing past the screen's edge (but inside a box that scrolls or
 *   clips it, such as a wide table's);
 * - no two pieces of text overlap;
 * - links or buttons side by side on one line keep a visible gap between their texts;
 * - in a section, every block below its heading starts where the heading's block starts, or
 *   every block is centred;
 * - a row of links or chips that wraps keeps one alignment (left, centre or right) on every row.
 * The owner's edits run it on the pseudo-localized owner (words 40 % longer) and the full-size
 * owner (twelve projects, two languages).
 */
import type { Page } from '@playwright/test'
import { base, pageOfEachKind } from './content.ts'
import { expect, test } from './fixtures.ts'

/** From a small phone to a wide screen. */
const WIDTHS = [320, 390, 768, 1280, 1920]
const THEMES = ['light', 'dark'] as const
/** The least gap, in CSS px, between two links' or buttons' texts side by side: a word space. */
const MIN_GAP = 3
/** An address no page has: the site's 404 page answers it. */
const MISSING = 'no-such-page/'

const pages = [...pageOfEachKind, { kind: '404', lang: '', path: MISSING }]

/** Every problem the page shows, each a line naming where; none: []. Runs in the page. */
function layoutProblems(minGap: number): string[] {
  const problems: string[] = []
  const root = document.documentElement
  const width = root.clientWidth
  const name = (element: Element) => {
    const id = element.id ? `#${element.id}` : ''
    const classes = [...element.classList]
      .slice(0, 2)
      .map((c) => `.${c}`)
      .join('')
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
    return `${element.tagName.toLowerCase()}${id}${classes} "${text}"`
  }
  const shown = (element: Element) => {
    const style = getComputedStyle(element)
    if (style.visibility !== 'visible' || Number(style.opacity) === 0) return false
    const box = element.getBoundingClientRect()
    return box.width > 1 && box.height > 1
  }
  /** Whether an ancestor clips or scrolls what overflows it (a wide table's box, sr-only). */
  const clipped = (element: Element) => {
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      if (parent === document.body) return false
      const style = getComputedStyle(parent)
      if (style.overflowX !== 'visible' || style.clipPath !== 'none' || style.clip !== 'auto')
        return true
    }
    return false
  }
  const inScreenReaderText = (element: Element | null) => !!element?.closest('.sr-only')

  // Sideways.
  if (root.scrollWidth > width) problems.push(`scrolls sideways: ${root.scrollWidth} > ${width}`)
  for (const element of document.body.querySelectorAll('*')) {
    if (!shown(element) || clipped(element) || inScreenReaderText(element)) continue
    const box = element.getBoundingClientRect()
    if (box.right > width + 0.5 || box.left < -0.5)
      problems.push(
        `past the screen's edge (${Math.round(box.left)}-${Math.round(box.right)}): ${name(element)}`,
      )
  }

  // Text: each visible text node's line boxes.
  const texts: { element: Element; rect: DOMRect }[] = []
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement
    if (!element || !node.textContent?.trim() || inScreenReaderText(element)) continue
    if (element.closest('script, style, noscript, template, dialog:not([open])')) continue
    if (!shown(element)) continue
    const range = document.createRange()
    range.selectNodeContents(node)
    for (const rect of range.getClientRects())
      if (rect.width > 1 && rect.height > 1) texts.push({ element, rect })
  }
  const overlap = (a: DOMRect, b: DOMRect) => ({
    x: Math.min(a.right, b.right) - Math.max(a.left, b.left),
    y: Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top),
  })
  for (let i = 0; i < texts.length; i++)
    for (let j = i + 1; j < texts.length; j++) {
      const a = texts[i]
      const b = texts[j]
      if (!a || !b || a.element === b.element) continue
      const { x, y } = overlap(a.rect, b.rect)
      // Line boxes of one paragraph may touch; text over text overlaps by more than a third.
      if (x > 2 && y > Math.min(a.rect.height, b.rect.height) / 3)
        problems.push(`text over text: ${name(a.element)} and ${name(b.element)}`)
    }

  // Links and buttons side by side: a gap between their texts.
  const controls = [...document.querySelectorAll('a, button, select')].filter(
    (element) => shown(element) && !inScreenReaderText(element),
  )
  const textBox = (element: Element) => {
    const range = document.createRange()
    range.selectNodeContents(element)
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 1 && rect.height > 1)
    return rects.length === 1 ? rects[0] : undefined
  }
  const boxes = controls.flatMap((element) => {
    const rect = element.tagName === 'SELECT' ? element.getBoundingClientRect() : textBox(element)
    return rect ? [{ element, rect }] : []
  })
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i]
      const b = boxes[j]
      if (!a || !b || a.element.contains(b.element) || b.element.contains(a.element)) continue
      const { x, y } = overlap(a.rect, b.rect)
      if (y <= Math.min(a.rect.height, b.rect.height) / 2) continue
      // On one line: the space between them (a negative x is the gap).
      if (-x < minGap)
        problems.push(
          `no gap (${Math.round(-x)} px) between ${name(a.element)} and ${name(b.element)}`,
        )
    }

  // Sections: every block below the heading's starts where it starts, or all are centred.
  for (const section of document.querySelectorAll('main section, main article, main > *')) {
    if (!shown(section)) continue
    const heading = section.querySelector('h1, h2')
    if (!heading || !shown(heading)) continue
    const blocks = [...section.children].filter(
      (child) => shown(child) && !['absolute', 'fixed'].includes(getComputedStyle(child).position),
    )
    const headingBlock = blocks.find((block) => block.contains(heading))
    if (!headingBlock || headingBlock.contains(section)) continue
    const first = headingBlock.getBoundingClientRect()
    const below = blocks.filter(
      (block) => block !== headingBlock && block.getBoundingClientRect().top >= first.bottom - 1,
    )
    const outer = section.getBoundingClientRect()
    const padding = getComputedStyle(section)
    const centre = (box: DOMRect) => (box.left + box.right) / 2
    const sectionCentre =
      outer.left +
      Number.parseFloat(padding.paddingLeft) +
      (outer.width -
        Number.parseFloat(padding.paddingLeft) -
        Number.parseFloat(padding.paddingRight)) /
        2
    const aligned = below.every(
      (block) => Math.abs(block.getBoundingClientRect().left - first.left) <= 1,
    )
    const centred = [headingBlock, ...below].every(
      (block) => Math.abs(centre(block.getBoundingClientRect()) - sectionCentre) <= 1.5,
    )
    if (!aligned && !centred)
      for (const block of below)
        if (Math.abs(block.getBoundingClientRect().left - first.left) > 1)
          problems.push(
            `in ${name(section)}, ${name(block)} starts at ${Math.round(block.getBoundingClientRect().left)} px, its heading's block at ${Math.round(first.left)} px`,
          )
  }

  // Rows of links or chips that wrap: one alignment on every row.
  const items = (group: Element): Element[] =>
    [...group.children].flatMap((child) =>
      getComputedStyle(child).display === 'contents' ? items(child) : [child],
    )
  for (const group of document.querySelectorAll('ul, ol, p, div, nav, span')) {
    if (!shown(group) || getComputedStyle(group).display !== 'flex') continue
    const members = items(group).filter(shown)
    if (members.length < 2) continue
    // A row of links or chips: each item is a link, a button or a chip, or holds just one.
    const isLinkLike = (item: Element) =>
      item.matches('a, button, .tag') ||
      (item.children.length === 1 && !!item.firstElementChild?.matches('a, button, select, label'))
    if (!members.every(isLinkLike)) continue
    const rows = new Map<number, DOMRect[]>()
    for (const member of members) {
      const box = member.getBoundingClientRect()
      const row = [...rows.keys()].find((top) => Math.abs(top - box.top) <= 2) ?? box.top
      rows.set(row, [...(rows.get(row) ?? []), box])
    }
    if (rows.size < 2) continue
    const spans = [...rows.values()].map((row) => ({
      left: Math.min(...row.map((box) => box.left)),
      right: Math.max(...row.map((box) => box.right)),
    }))
    const same = (values: number[], within: number) =>
      Math.max(...values) - Math.min(...values) <= within
    const lefts = spans.map((span) => span.left)
    const rights = spans.map((span) => span.right)
    const centres = spans.map((span) => (span.left + span.right) / 2)
    if (!same(lefts, 1) && !same(rights, 1) && !same(centres, 2))
      problems.push(
        `the rows of ${name(group)} start at ${lefts.map(Math.round).join(', ')} px: no one alignment`,
      )
  }
  return [...new Set(problems)]
}

/** The page's problems at its width, in a theme, once its layout is settled. */
async function problemsAt(page: Page, theme: (typeof THEMES)[number]) {
  await page.emulateMedia({ colorScheme: theme })
  // Fonts loaded, and a frame drawn at this size and scheme.
  await page.evaluate(async () => {
    await document.fonts.ready
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
  })
  return page.evaluate(layoutProblems, MIN_GAP)
}

for (const { kind, lang, path } of pages)
  test(`the ${[lang, kind].filter(Boolean).join(' ')} page holds its layout at ${WIDTHS.join(', ')} px in both themes`, async ({
    page,
  }) => {
    const found: string[] = []
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(`${base}${path}`)
      for (const theme of THEMES)
        for (const problem of await problemsAt(page, theme))
          found.push(`${width} px, ${theme}: ${problem}`)
    }
    expect(found).toEqual([])
  })
