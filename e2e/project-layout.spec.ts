/**
 * Any number of projects, 1 to 12, lays out well from 320 to 1920 px: the cards' layout is CSS
 * alone, so these tests give the built page that many cards (copies of the content's own), then
 * measure; and the content's pictures, of whatever shapes, sit in their frames.
 */
import type { Page } from '@playwright/test'
import { LAYOUT } from '../src/styles/layout.ts'
import { site } from './content.ts'
import { expect, openPage, test } from './fixtures.ts'

const WIDTHS = [320, 375, 412, 768, 1024, 1280, 1920]
const COUNTS = [1, 2, site.projects.items.length, 5, 12]

/** Makes the grid hold `count` cards, repeating the content's own. */
async function showCards(page: Page, count: number) {
  await page.locator('.project-grid').evaluate((grid, wanted) => {
    const cards = [...grid.children]
    grid.replaceChildren(
      ...Array.from({ length: wanted }, (_, i) => cards[i % cards.length]?.cloneNode(true) as Node),
    )
    for (const section of document.querySelectorAll<HTMLElement>('.section'))
      section.style.contentVisibility = 'visible'
  }, count)
}

for (const width of WIDTHS) {
  test(`at ${width} px, 1 to 12 projects line up in rows of equal cards with no sideways scroll`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await openPage(page)
    for (const count of COUNTS) {
      await showCards(page, count)
      const layout = await page.locator('.project-card').evaluateAll((cards) =>
        cards.map((card) => {
          const box = card.getBoundingClientRect()
          const frame = card.querySelector('.project-frame')?.getBoundingClientRect()
          return {
            top: box.top,
            left: box.left,
            right: box.right,
            width: box.width,
            height: box.height,
            frame,
          }
        }),
      )
      const label = `${count} projects at ${width} px`
      expect(layout, label).toHaveLength(count)
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${label}: sideways scroll`,
      ).toBeLessThanOrEqual(width)
      const first = layout[0]
      if (!first) throw new Error('no card')
      for (const card of layout) {
        // Every card has the same width, and its picture frame the same shape.
        expect(Math.abs(card.width - first.width), `${label}: card widths`).toBeLessThan(1)
        expect(card.frame?.width ?? 0, label).toBeCloseTo(card.width - 2, 0)
        expect((card.frame?.width ?? 0) / (card.frame?.height ?? 1), label).toBeCloseTo(
          LAYOUT.cards.frameRatio,
          1,
        )
        expect(card.left, `${label}: inside the page`).toBeGreaterThanOrEqual(0)
        expect(card.right, `${label}: inside the page`).toBeLessThanOrEqual(width)
        // Cards in one row share their top and height.
        for (const other of layout.filter((o) => Math.abs(o.top - card.top) < 1))
          expect(Math.abs(other.height - card.height), `${label}: a row's heights`).toBeLessThan(1)
      }
      // Columns as the layout sets them for this width (1 rem = 16 px), never wider than the page.
      const perRow = layout.filter((card) => Math.abs(card.top - first.top) < 1).length
      const columns =
        LAYOUT.cards.columns.filter((step) => step.fromRem * 16 <= width).at(-1)?.count ?? 1
      expect(perRow, label).toBe(Math.min(count, columns))
      expect(first.width, `${label}: cards wide enough to read`).toBeGreaterThanOrEqual(
        Math.min(280, width - 40),
      )
    }
  })
}

test("every card's picture, whatever its shape, fills or sits in its frame without being stretched", async ({
  page,
}) => {
  // The pictures as the content has them: the stylesheet carries the rules of the shapes the
  // content's pictures have (scripts/prune-css.mjs); the owner's edit and the full-size owner,
  // whose pictures are of every shape (a phone screenshot, a square, a photo, a panorama), run
  // this check too.
  await page.setViewportSize({ width: 1280, height: 900 })
  await openPage(page)
  const shown = await page.locator('.project-image').evaluateAll((images) =>
    images.map((image) => {
      const box = image.getBoundingClientRect()
      const frame = image.parentElement?.getBoundingClientRect()
      const { width, height, dataset } = image as HTMLImageElement
      return {
        label: `${width}×${height} (${dataset.fit})`,
        fit: dataset.fit,
        ratio: box.width / box.height,
        own: width / height,
        objectFit: getComputedStyle(image).objectFit,
        fillsFrame:
          Math.abs(box.width - (frame?.width ?? 0)) < 1 &&
          Math.abs(box.height - (frame?.height ?? 0)) < 1,
        insideFrame:
          box.width <= (frame?.width ?? 0) + 0.5 && box.height <= (frame?.height ?? 0) + 0.5,
      }
    }),
  )
  expect(shown.length, 'pictures on the cards').toBe(site.projects.items.length)
  for (const picture of shown) {
    if (picture.fit === 'cover') {
      // Fills the frame, cropped (object-fit: cover keeps the proportions).
      expect(picture.fillsFrame, picture.label).toBe(true)
      expect(picture.objectFit, picture.label).toBe('cover')
    } else {
      // Shows whole, in its own proportions, inside the frame.
      expect(picture.insideFrame, picture.label).toBe(true)
      expect(picture.ratio, picture.label).toBeCloseTo(picture.own, 1)
    }
  }
})

for (const width of [320, 768, 1280])
  test(`at ${width} px, Tab goes through every card in reading order: row by row, left to right`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await openPage(page)
    const { items, viewer } = site.projects
    await page
      .getByRole('button', { name: viewer.openLabel.replace('{title}', items[0]?.title ?? '') })
      .focus()
    // Where focus is: its card's place in the grid and on the page, or null outside the grid.
    const focused = () =>
      page.evaluate(() => {
        const card = document.activeElement?.closest('.project-card')
        if (!card) return null
        const box = card.getBoundingClientRect()
        const cards = [...document.querySelectorAll('.project-card')]
        return { card: cards.indexOf(card), top: box.top + scrollY, left: box.left }
      })
    const visited: { card: number; top: number; left: number }[] = []
    // A card holds at most three stops: its picture, its title's link and its "read" link.
    for (let stop = 0; stop <= items.length * 3; stop += 1) {
      const at = await focused()
      if (!at) break
      if (visited.at(-1)?.card !== at.card) visited.push(at)
      await page.keyboard.press('Tab')
    }
    expect(
      visited.map((at) => at.card),
      'each card once, in the content’s order',
    ).toEqual(items.map((_, index) => index))
    for (const [index, at] of visited.entries()) {
      const before = visited[index - 1]
      if (!before) continue
      const label = `card ${index + 1} after card ${index} at ${width} px`
      if (Math.abs(at.top - before.top) < 1)
        expect(at.left, `${label}: same row, further right`).toBeGreaterThan(before.left)
      else expect(at.top, `${label}: the next row`).toBeGreaterThan(before.top)
    }
  })
