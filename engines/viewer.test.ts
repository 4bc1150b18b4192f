/**
 * The enlarged view of a project's picture in every engine: a native modal <dialog> opened by
 * each card's picture button, a full-size file fetched only on open and sharp for the window,
 * arrow keys between projects, Escape and the close button back to the trigger, 320 px without
 * sideways scroll, and no animation with reduced motion.
 */
import { it } from 'vitest'
import { site } from './content.ts'
import type { EnginePage } from './engine.ts'
import { LAPTOP, PHONE } from './landing.ts'
import { expect, openPage, recorded, waitFor } from './page-helpers.ts'
import { describeEngines } from './suite.ts'

const { items, viewer } = site.projects
const count = items.length
const trigger = (index: number) =>
  `.project-grid > li:nth-child(${index + 1}) .project-picture-button`
const titleOf = (index: number) => items[((index % count) + count) % count]?.title

/**
 * The open view: whether it is a modal <dialog>, the title that names it (aria-labelledby) and
 * whether that title shows, and where focus is.
 */
function viewState() {
  const dialog = document.querySelector('dialog')
  const title = document.getElementById(dialog?.getAttribute('aria-labelledby') ?? '')
  return {
    open: !!dialog?.open,
    modal: !!dialog?.matches(':modal'),
    title: title?.textContent?.trim(),
    titleShows: !!title && dialog?.contains(title) === true && title.getClientRects().length > 0,
    focusInside: !!dialog?.contains(document.activeElement),
  }
}

/**
 * Clicks project `index`'s picture button and waits until the view shows that project and its
 * opening animation has ended (WebKit's driver refuses a click on a dialog still scaling in).
 */
async function openView(page: EnginePage, index: number) {
  await page.click(trigger(index))
  const state = await waitFor(
    page,
    `the view opens on ${titleOf(index)}`,
    viewState,
    null,
    (seen) => seen.open && seen.title === titleOf(index),
  )
  await waitFor(
    page,
    'the view’s opening animation ends',
    () =>
      document
        .querySelector('dialog')
        ?.getAnimations({ subtree: true })
        .every((animation) => animation.playState !== 'running') ?? false,
    null,
  )
  return state
}

/** Waits until the view shows project `index` (after an arrow key). */
function expectShown(page: EnginePage, index: number) {
  return waitFor(
    page,
    `the view shows ${titleOf(index)}`,
    viewState,
    null,
    (state) => state.open && state.title === titleOf(index),
  )
}

/** Waits until the view has closed and focus is back on project `index`'s picture button. */
function expectClosedOnTrigger(page: EnginePage, index: number) {
  return waitFor(
    page,
    `the view closes and focus returns to ${titleOf(index)}'s picture button`,
    (selector: string) => ({
      dialogs: document.querySelectorAll('dialog[open]').length,
      focusOnTrigger: document.activeElement === document.querySelector(selector),
    }),
    trigger(index),
    (state) => state.dialogs === 0 && state.focusOnTrigger,
  )
}

/** Image files the page has fetched so far (paths), from Resource Timing. */
function imageFetches() {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => /\.(avif|webp|png|jpe?g|gif|svg)$/.test(path))
}

describeEngines('the enlarged project view', {}, (session) => {
  it('opens each project’s picture as a modal dialog with its title; the close button closes it', async () => {
    const { page } = session
    await page.resize(LAPTOP.width, LAPTOP.height)
    await openPage(page)
    const labels = await page.evaluate(
      () =>
        [...document.querySelectorAll('.project-grid .project-picture-button')].map((button) => ({
          tag: button.tagName,
          name: button.getAttribute('aria-label'),
        })),
      null,
    )
    expect(labels).toEqual(
      items.map((item) => ({
        tag: 'BUTTON',
        name: viewer.openLabel.replace('{title}', item.title),
      })),
    )
    for (const [index, item] of items.entries()) {
      expect(await openView(page, index)).toEqual({
        open: true,
        modal: true,
        title: item.title,
        titleShows: true,
        focusInside: true,
      })
      await page.click('dialog .viewer-close button')
      await expectClosedOnTrigger(page, index)
    }
    const { errors, warnings, violations } = await recorded(page)
    expect({ errors, warnings, violations }).toEqual({ errors: [], warnings: [], violations: [] })
  })

  it('fetches the full-size picture only on open, sharp for the window (phone and laptop)', async () => {
    const { page } = session
    for (const size of [PHONE, LAPTOP]) {
      await page.resize(size.width, size.height)
      await openPage(page)
      // Every card picture in and loaded: all a visitor fetches before opening the view. Each
      // in turn, as a visitor scrolls past it: a lazy picture the page only passes through in
      // one task is never seen by the engine (Firefox). At once: the page scrolls smoothly, and
      // a click must not land mid-scroll.
      for (let index = 0; index < count; index += 1) {
        await page.evaluate((at) => {
          document.querySelectorAll('.project-image')[at]?.scrollIntoView({ behavior: 'instant' })
        }, index)
        await waitFor(
          page,
          `card picture ${index + 1} loads`,
          (at) => {
            const image = document.querySelectorAll<HTMLImageElement>('.project-image')[at]
            return Boolean(image?.complete && image.naturalWidth > 0)
          },
          index,
        )
      }
      const cardFiles = await waitFor(
        page,
        'every card picture loads',
        () => {
          const images = [...document.querySelectorAll<HTMLImageElement>('.project-image')]
          return images.every((image) => image.complete && image.naturalWidth > 0)
            ? images.map((image) => new URL(image.currentSrc).pathname)
            : null
        },
        null,
      )
      if (!cardFiles) throw new Error('unreachable: waitFor accepts only a result')
      expect(cardFiles).toHaveLength(count)
      // The view is closed, and no file was fetched for it (below).
      expect(
        await page.evaluate(() => document.querySelectorAll('dialog[open]').length, null),
      ).toBe(0)
      const before = await page.evaluate(imageFetches, null)
      // The project pictures' files (the page shows other pictures too, such as badges).
      const projectFile = (path: string) =>
        items.some(({ image }) => path.includes(`/assets/${image.file.replace(/\.\w+$/, '')}-`))
      for (const path of before.filter(projectFile)) {
        expect(cardFiles, `${size.width} px: ${path} was fetched before the view opened`).toContain(
          path,
        )
      }

      await openView(page, 0)
      const shown = await waitFor(
        page,
        'the full-size picture loads',
        async () => {
          // The one that shows: the view holds every project's picture, all but one hidden.
          const image = [
            ...document.querySelectorAll<HTMLImageElement>('dialog .viewer-image'),
          ].find((element) => element.getClientRects().length > 0)
          if (!image?.complete || !image.naturalWidth || !image.currentSrc) return null
          // The chosen file's own width in pixels (naturalWidth is scaled by srcset's density).
          const file = new Image()
          file.src = image.currentSrc
          await file.decode()
          return {
            file: new URL(image.currentSrc).pathname,
            fileWidth: file.naturalWidth,
            boxWidth: image.getBoundingClientRect().width,
            devicePixelRatio,
            sourceWidth: Number(image.getAttribute('width')),
          }
        },
        null,
      )
      if (!shown) throw new Error('unreachable: waitFor accepts only a result')
      // Fetched on open, unless the card already showed that very file (a card-wide view).
      // (Its Resource Timing entry is not required: an engine may serve it from its image
      // cache, filled by an earlier page, without one.)
      if (!cardFiles.includes(shown.file)) {
        expect(
          before,
          `${size.width} px: the view's file was fetched before it opened`,
        ).not.toContain(shown.file)
      }
      const wanted = Math.min(0.85 * shown.boxWidth * shown.devicePixelRatio, shown.sourceWidth)
      expect(
        shown.fileWidth,
        `${size.width} px: ${shown.file} for a ${shown.boxWidth.toFixed(0)} px box at ${shown.devicePixelRatio}×`,
      ).toBeGreaterThanOrEqual(Math.floor(wanted))
    }
  })

  it('moves to the next and previous project with ArrowRight and ArrowLeft', async () => {
    const { page } = session
    await page.resize(LAPTOP.width, LAPTOP.height)
    await openPage(page)
    await openView(page, 0)
    // All the way round (one project stays where it is), then back one.
    for (let step = 1; step <= count; step += 1) {
      await page.press('ArrowRight')
      await expectShown(page, step)
    }
    await page.press('ArrowLeft')
    await expectShown(page, -1)
  })

  it('closes with Escape and returns focus to the trigger of the project last shown', async () => {
    const { page } = session
    await page.resize(LAPTOP.width, LAPTOP.height)
    await openPage(page)
    await openView(page, count - 1)
    await page.press('Escape')
    await expectClosedOnTrigger(page, count - 1)
    await openView(page, 0)
    await page.press('ArrowRight')
    await expectShown(page, 1)
    await page.press('Escape')
    await expectClosedOnTrigger(page, 1 % count)
  })

  it('fits a 320 px window without sideways scroll', async () => {
    const { page } = session
    await page.resize(320, 640)
    await openPage(page)
    await openView(page, 0)
    await waitFor(
      page,
      'the full-size picture loads',
      () => {
        // The one that shows: the view holds every project's picture, all but one hidden.
        const image = [...document.querySelectorAll<HTMLImageElement>('dialog .viewer-image')].find(
          (element) => element.getClientRects().length > 0,
        )
        return !!image?.complete && !!image.naturalWidth
      },
      null,
    )
    const layout = await page.evaluate(() => {
      const root = document.documentElement
      const dialog = document.querySelector('dialog')
      const box = dialog?.getBoundingClientRect()
      return {
        clientWidth: root.clientWidth,
        pageScrollWidth: root.scrollWidth,
        viewScrollsSideways: dialog ? dialog.scrollWidth > dialog.clientWidth : true,
        viewInWindow: !!box && box.left >= -0.5 && box.right <= root.clientWidth + 0.5,
        wider: [...(dialog?.querySelectorAll('*') ?? [])]
          .filter((element) => {
            const { left, right } = element.getBoundingClientRect()
            return left < -0.5 || right > root.clientWidth + 0.5
          })
          .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
      }
    }, null)
    expect(layout).toEqual({
      clientWidth: 320,
      pageScrollWidth: 320,
      viewScrollsSideways: false,
      viewInWindow: true,
      wider: [],
    })
  })

  it('animates its opening when motion is welcome', async () => {
    const { page } = session
    await page.resize(LAPTOP.width, LAPTOP.height)
    await openPage(page)
    await openView(page, 0)
    expect(
      await page.evaluate(
        () => getComputedStyle(document.querySelector('dialog') as Element).animationName,
        null,
      ),
    ).not.toBe('none')
  })
})

describeEngines(
  'the enlarged project view with reduced motion',
  { reducedMotion: true },
  (session) => {
    it('opens and moves between projects with nothing animated', async () => {
      const { page } = session
      await page.resize(LAPTOP.width, LAPTOP.height)
      await openPage(page)
      const still = () =>
        page.evaluate(() => {
          const dialog = document.querySelector('dialog')
          const elements = dialog ? [dialog, ...dialog.querySelectorAll('*')] : []
          return {
            reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
            animated: elements
              .filter((element) => getComputedStyle(element).animationName !== 'none')
              .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
            backdrop: dialog ? getComputedStyle(dialog, '::backdrop').animationName : 'no view',
            running: document
              .getAnimations()
              .filter((animation) => animation.playState === 'running')
              .map((animation) => animation.constructor.name),
          }
        }, null)
      await openView(page, 0)
      const expected = { reducedMotion: true, animated: [], backdrop: 'none', running: [] }
      expect(await still()).toEqual(expected)
      await page.press('ArrowRight')
      await expectShown(page, 1)
      expect(await still()).toEqual(expected)
    })
  },
)
