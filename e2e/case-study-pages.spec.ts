/**
 * The case studies' pages at full length (the full project; e2e/case-studies.spec.ts has the
 * quick checks): the story's pictures show whole, never stretched or taller than most of the
 * screen; every picture, in the story and the gallery, opens in the enlarged view with
 * AVIF and WebP files, never stretched past its own pixels and never a file much wider than its
 * box; at 320 and 1280 px the page is axe-clean and never scrolls sideways, even with a long
 * address in the text: a wide table scrolls in its own box, which a keyboard scrolls; an
 * address with a heading's id lands on it, never under the header (sticky at 1280 px, scrolling
 * away at 320 px, where its links take more than one row), and the heading's link shows on
 * focus; footnotes lead there and back. The pictures and words are the content's
 * (e2e/content.ts).
 */

import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import GithubSlugger from 'github-slugger'
import type { Nodes } from 'mdast'
import { toString as textOf } from 'mdast-util-to-string'
import sharp from 'sharp'
import { LAYOUT } from '../src/styles/layout.ts'
import { axeViolations } from './axe.ts'
import { base, caseStudies, caseStudyPath, site } from './content.ts'
import { animationsEnded, expect, openPage, pictureLoaded, test } from './fixtures.ts'

/** Every node of `type` in a case study's body, in document order. */
function nodesOf<T extends Nodes['type']>(node: Nodes, type: T): Extract<Nodes, { type: T }>[] {
  const own = node.type === type ? [node as Extract<Nodes, { type: T }>] : []
  return 'children' in node
    ? [...own, ...node.children.flatMap((child) => nodesOf(child, type))]
    : own
}

type CaseStudy = (typeof caseStudies)[number]['caseStudy']

/** The screens the story's pictures are checked at: a phone, and a desktop at 1×. */
const PICTURE_SCREENS = {
  phone: { width: 412, height: 823, deviceScaleFactor: 2.625 },
  desktop: { width: 1280, height: 900, deviceScaleFactor: 1 },
} as const

/**
 * Every picture, in the story and the gallery, opens in the enlarged view: AVIF and WebP, never
 * stretched past its own pixels, never a file much wider than the screen needs; Escape closes
 * the view and gives focus back to its button.
 */
async function opensEveryPictureInTheView(page: Page, path: string, caseStudy: CaseStudy) {
  const requested: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'image') requested.push(new URL(request.url()).pathname)
  })
  await openPage(page, path)
  const pictures = [...caseStudy.bodyPictures, ...caseStudy.gallery]
  const buttons = page.locator('[data-island-trigger="viewer"]')
  await expect(buttons).toHaveCount(pictures.length)
  const dialog = page.locator('#project-viewer')
  for (const [index, picture] of pictures.entries()) {
    const before = new Set(requested)
    await buttons.nth(index).click()
    await expect(dialog).toBeVisible()
    const image = dialog.locator('.viewer-image:visible')
    await expect(image).toHaveAttribute('alt', picture.alt)
    await pictureLoaded(image)
    // Its box as shown, once the view has opened (it grows from 97 % as it opens).
    await animationsEnded(dialog)
    const formats = await image.evaluate((element) =>
      [...(element.parentElement?.querySelectorAll('source') ?? [])].map((source) => ({
        type: source.type,
        srcset: source.srcset,
        sizes: source.sizes,
      })),
    )
    if (!picture.file.endsWith('.svg')) {
      expect(formats.map((source) => source.type)).toEqual(['image/avif', 'image/webp'])
      for (const source of formats) {
        expect(source.srcset).toMatch(/ \d+w(, |$)/)
        expect(source.sizes).toBeTruthy()
      }
    }
    const shown = await image.evaluate((element) => {
      const img = element as HTMLImageElement
      return {
        file: new URL(img.currentSrc).pathname,
        rendered: img.getBoundingClientRect().width,
        natural: Number(img.getAttribute('width')),
        dpr: devicePixelRatio,
      }
    })
    // Never stretched past its own pixels; never a file much wider than the screen needs.
    expect(shown.rendered, picture.file).toBeLessThanOrEqual(shown.natural + 0.5)
    const { width = 0 } = await sharp(
      await readFile(join('dist', shown.file.slice(base.length))),
    ).metadata()
    // A file fetched for the view; the browser may show one the page already has instead (a
    // larger one that the story shows), which costs nothing.
    if (!before.has(shown.file))
      expect(width, `${shown.file} for ${shown.rendered.toFixed(0)} CSS px`).toBeLessThanOrEqual(
        Math.max(2 * shown.rendered * shown.dpr, 320),
      )
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(buttons.nth(index)).toBeFocused()
  }
}

/**
 * Each picture of the story shows whole: never stretched, at most the article's share of the
 * screen tall, each file at most 2× its box.
 */
async function showsStoryPicturesWhole(page: Page, path: string, caseStudy: CaseStudy) {
  await openPage(page, path)
  const images = page.locator('.article-image')
  await expect(images).toHaveCount(caseStudy.bodyPictures.length)
  for (const [index, picture] of caseStudy.bodyPictures.entries()) {
    const image = images.nth(index)
    await image.scrollIntoViewIfNeeded()
    await expect(image).toHaveAttribute('alt', picture.alt)
    await pictureLoaded(image)
    const shown = await image.evaluate((element: HTMLImageElement) => {
      const box = element.getBoundingClientRect()
      return {
        file: new URL(element.currentSrc).pathname,
        width: box.width,
        height: box.height,
        ratio: element.naturalWidth / element.naturalHeight,
        natural: Number(element.getAttribute('width')),
        screenHeight: innerHeight,
        dpr: devicePixelRatio,
      }
    })
    const label = `${picture.file}: ${shown.width.toFixed(0)}×${shown.height.toFixed(0)}`
    expect(shown.width, label).toBeLessThanOrEqual(shown.natural + 0.5)
    expect(shown.width / shown.height, label).toBeCloseTo(shown.ratio, 1)
    expect(shown.height, label).toBeLessThanOrEqual(
      (shown.screenHeight * LAYOUT.article.pictureMaxHeightVh) / 100 + 1,
    )
    const { width = 0 } = await sharp(
      await readFile(join('dist', shown.file.slice(base.length))),
    ).metadata()
    expect(width, `${shown.file} for ${label} CSS px`).toBeLessThanOrEqual(
      Math.max(2 * shown.width * shown.dpr, 320),
    )
  }
}

/**
 * An address with a heading's id lands on it, never under the header (`position`: sticky at
 * 1280 px; at 320 px its links take two or three rows, and it scrolls away with the page
 * instead); the heading's link shows on focus, named in the page's language.
 */
async function headingAddressLands(
  page: Page,
  path: string,
  caseStudy: CaseStudy,
  position: 'sticky' | 'static',
) {
  const texts = nodesOf(caseStudy.body, 'heading').map((heading) => textOf(heading))
  expect(texts.length, 'the story has headings').toBeGreaterThan(0)
  await openPage(page, path)
  await expect(page.locator('.site-header')).toHaveCSS('position', position)
  const headings = page.locator('.case-study-body .heading > :is(h2, h3, h4, h5, h6)')
  await expect(headings).toHaveText(texts)
  const slugger = new GithubSlugger()
  const ids = await headings.evaluateAll((found) => found.map((heading) => heading.id))
  for (const [index, id] of ids.entries())
    expect(id.startsWith(slugger.slug(texts[index] ?? '')), id).toBe(true)
  // The last heading: the page scrolls furthest to reach it.
  const at = ids.length - 1
  const id = ids[at] ?? ''
  await page.goto(`${path}#${id}`)
  const heading = headings.nth(at)
  await expect(heading).toBeInViewport()
  const landed = await heading.evaluate((element) => ({
    top: element.getBoundingClientRect().top,
    // What of the header is still on screen ends here (0 once it has scrolled away).
    header: Math.max(
      document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0,
      0,
    ),
    end: scrollY + innerHeight >= document.documentElement.scrollHeight - 1,
  }))
  expect(landed.top, 'below the header').toBeGreaterThanOrEqual(landed.header)
  // Just below it, unless the page ends first.
  if (!landed.end) expect(landed.top).toBeLessThanOrEqual(landed.header + 48)
  const link = page.locator(`.heading-anchor[href="#${id}"]`)
  await page.mouse.move(0, 0)
  await expect(link).toHaveCSS('opacity', '0')
  await link.focus()
  await expect(link).toHaveCSS('opacity', '1')
  await expect(link).toHaveAccessibleName(
    site.caseStudies.headingLinkLabel.replace('{title}', texts[at] ?? ''),
  )
}

/** Each footnote reference leads to its note, and the note back to it. */
async function footnotesLeadThereAndBack(page: Page, path: string, caseStudy: CaseStudy) {
  const references = nodesOf(caseStudy.body, 'footnoteReference')
  await openPage(page, path)
  const calls = page.locator('.case-study-body a[data-footnote-ref]')
  await expect(calls).toHaveCount(references.length)
  // A note's back links are numbered by the note, then by the call (1, 1-2, 2...).
  const calledBefore = new Map<string, number>()
  for (const call of await calls.all()) {
    await call.click()
    const noteId = (await call.getAttribute('href'))?.slice(1) ?? ''
    const note = page.locator(`[id="${noteId}"]`)
    await expect(note).toBeInViewport()
    const number = await note.evaluate(
      (element) => [...(element.parentElement?.children ?? [])].indexOf(element) + 1,
    )
    const calls = (calledBefore.get(noteId) ?? 0) + 1
    calledBefore.set(noteId, calls)
    const back = note.locator(`a[href="#${await call.getAttribute('id')}"]`)
    await expect(back).toHaveAccessibleName(
      site.caseStudies.footnoteBackLabel.replace(
        '{index}',
        `${number}${calls > 1 ? `-${calls}` : ''}`,
      ),
    )
    await back.click()
    await expect(call).toBeInViewport()
  }
}

/**
 * No axe violation, and nothing scrolls sideways, even with a long address in the text; each
 * table in a box of its own, inside the page, which a keyboard scrolls when the table is wider.
 */
async function axeCleanWithoutSidewaysScroll(
  page: Page,
  path: string,
  caseStudy: CaseStudy,
  width: number,
) {
  await openPage(page, path)
  // An address an owner pastes into the story, as one unbroken word.
  await page.locator('.case-study-body').evaluate((body) => {
    const paragraph = document.createElement('p')
    const link = document.createElement('a')
    link.href =
      'https://contoso.sharepoint.com/sites/VendorOnboarding/Lists/VendorRequests/AllItems.aspx?viewid=5f2c1a9b-7d3e-4f50-8a1b-2c3d4e5f6071&FilterField1=Status&FilterValue1=Pending'
    link.textContent = link.href
    paragraph.append('The list: ', link)
    body.append(paragraph)
  })
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, 'sideways scroll in CSS px').toBeLessThanOrEqual(0)
  const boxes = page.locator('.case-study-body .table-scroll')
  await expect(boxes).toHaveCount(nodesOf(caseStudy.body, 'table').length)
  for (const box of await boxes.all()) {
    await expect(box).toHaveAttribute('tabindex', '0')
    await expect(box).toHaveRole('region')
    const size = await box.evaluate((element) => ({
      right: element.getBoundingClientRect().right,
      page: document.documentElement.clientWidth,
      scrolls: element.scrollWidth > element.clientWidth,
    }))
    expect(size.right).toBeLessThanOrEqual(size.page)
    if (size.scrolls) {
      await box.focus()
      await page.keyboard.press('ArrowRight')
      await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
    }
    test.info().annotations.push({
      type: 'table',
      description: `${width} px: ${size.scrolls ? 'scrolls in its box' : 'fits'}`,
    })
  }
  expect(await axeViolations(page)).toEqual([])
}

const PICTURES_WHOLE = `each picture of the story shows whole: never stretched, at most ${LAYOUT.article.pictureMaxHeightVh} % of the screen tall, each file at most 2× its box`
const AXE_CLEAN =
  'no axe violation, and nothing scrolls sideways, even with a long address in the text'
const HEADING_LANDS =
  'an address with a heading’s id lands on it, never under the header; its link shows on focus, named in the page’s language'

// The checks of one case study share a page where they share a screen: a new page costs about
// as much CPU as the check itself (docs/decisions/test-time.md). Each check is a named step.
for (const { project, caseStudy } of caseStudies)
  test.describe(`the case study of “${project.title}”`, () => {
    const path = `${base}${caseStudyPath(caseStudy.name)}`

    test('at 1280 px: every picture opens in the enlarged view (AVIF and WebP, sharp, never stretched or oversized); the story’s pictures show whole; a heading’s address lands below the sticky header; footnotes lead there and back; axe-clean, nothing scrolls sideways', async ({
      page,
    }) => {
      test.slow()
      const { width, height } = PICTURE_SCREENS.desktop
      await page.setViewportSize({ width, height })
      await test.step('every picture, in the story and the gallery, opens in the enlarged view: AVIF and WebP, sharp, never stretched or oversized', () =>
        opensEveryPictureInTheView(page, path, caseStudy))
      await test.step(PICTURES_WHOLE, () => showsStoryPicturesWhole(page, path, caseStudy))
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await test.step(`${HEADING_LANDS} (sticky)`, () =>
        headingAddressLands(page, path, caseStudy, 'sticky'))
      await test.step('each footnote reference leads to its note, and the note back to it', () =>
        footnotesLeadThereAndBack(page, path, caseStudy))
      await test.step(AXE_CLEAN, () => axeCleanWithoutSidewaysScroll(page, path, caseStudy, 1280))
    })

    test(`at 412 px (a phone, 2.625×): ${PICTURES_WHOLE}`, async ({ browser }) => {
      const { width, height, deviceScaleFactor } = PICTURE_SCREENS.phone
      const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor })
      try {
        await showsStoryPicturesWhole(await context.newPage(), path, caseStudy)
      } finally {
        await context.close()
      }
    })

    test('at 320 px: a heading’s address lands below the header, which stays on screen in one row; axe-clean, nothing scrolls sideways', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height: 900 })
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await test.step(`${HEADING_LANDS} (sticky)`, () =>
        headingAddressLands(page, path, caseStudy, 'sticky'))
      await test.step(AXE_CLEAN, () => axeCleanWithoutSidewaysScroll(page, path, caseStudy, 320))
    })
  })
