import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { axeViolations } from './axe.ts'
import { site } from './content.ts'
import {
  animationsEnded,
  expect,
  ISLAND_READY_MS,
  islandHydrated,
  islandsPrefetched,
  isPrefetch,
  openPage,
  PHONE,
  pictureLoaded,
  test,
} from './fixtures.ts'

const { items, viewer } = site.projects
const openLabel = (title: string) => viewer.openLabel.replace('{title}', title)
const trigger = (page: Page, index: number) =>
  page.getByRole('button', { name: openLabel(items[index]?.title ?? '') })
const dialog = (page: Page) => page.getByRole('dialog')
/** The view's own script (its island's entry). */
const VIEW_SCRIPT = /\/viewer-[^/]+\.js$/

/** Opens the page, and the view of project `index` from the keyboard. */
async function openViewerByKeyboard(page: Page, index = 0) {
  await openPage(page)
  await trigger(page, index).focus()
  await page.keyboard.press('Enter')
  // The first open loads the view's island.
  await expect(dialog(page)).toBeVisible({ timeout: ISLAND_READY_MS })
}

/** The picture files the page has requested, by path. */
function pictureRequests(page: Page) {
  const paths: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'image') paths.push(new URL(request.url()).pathname)
  })
  return paths
}

test('each picture is a button named after its project', async ({ page }) => {
  await openPage(page)
  for (const [index, item] of items.entries()) {
    await expect(trigger(page, index)).toHaveAccessibleName(openLabel(item.title))
    await expect(trigger(page, index)).toHaveJSProperty('tagName', 'BUTTON')
  }
})

test('the keyboard opens the view as a modal dialog with the project’s title, description and picture', async ({
  page,
}) => {
  await openViewerByKeyboard(page, 0)
  const item = items[0]
  if (!item) throw new Error('no project')
  await expect(dialog(page)).toHaveAccessibleName(item.title)
  await expect(dialog(page)).toHaveAccessibleDescription(item.description)
  expect(await dialog(page).evaluate((element) => element.matches(':modal'))).toBe(true)
  await expect(dialog(page).getByRole('img', { name: item.image.alt })).toBeVisible()
  // Focus moved into the view.
  expect(await dialog(page).evaluate((element) => element.contains(document.activeElement))).toBe(
    true,
  )
})

test('arrow keys step through every project, each with its picture and place, and wrap around', async ({
  page,
}) => {
  test.skip(items.length < 2, 'one project: nothing to move to')
  // Each step waits for its picture to load: twelve with the full-size owner.
  test.slow()
  await openViewerByKeyboard(page, 0)
  const title = dialog(page).getByRole('heading')
  const expectShows = async (index: number) => {
    const item = items[index]
    if (!item) throw new Error(`no project ${index}`)
    await expect(title).toHaveText(item.title)
    await expect(dialog(page).locator('.viewer-position:visible')).toHaveText(
      viewer.position
        .replace('{index}', String(index + 1))
        .replace('{count}', String(items.length)),
    )
    await expect(dialog(page).getByRole('img', { name: item.image.alt })).toBeVisible()
  }
  // Forward through every project and round to the first again, then back past the first.
  for (let step = 1; step <= items.length; step += 1) {
    await page.keyboard.press('ArrowRight')
    await expectShows(step % items.length)
  }
  await page.keyboard.press('ArrowLeft')
  await expectShows(items.length - 1)
  await dialog(page).getByRole('button', { name: viewer.nextLabel }).click()
  await expectShows(0)
  await dialog(page).getByRole('button', { name: viewer.previousLabel }).click()
  await expectShows(items.length - 1)
})

test('a swipe on a touch screen moves between projects', { tag: '@any-content' }, async ({
  browser,
}) => {
  test.skip(items.length < 2, 'one project: nothing to move to')
  const context = await browser.newContext(PHONE)
  const page = await context.newPage()
  await openPage(page)
  await trigger(page, 0).tap()
  const title = dialog(page).getByRole('heading')
  await expect(title).toHaveText(items[0]?.title ?? '')
  const swipe = (from: number, to: number) =>
    page.locator('.viewer-figure:visible').evaluate(
      (figure, [start, end]) => {
        const at = (type: string, x: number) =>
          figure.dispatchEvent(
            new PointerEvent(type, {
              bubbles: true,
              pointerType: 'touch',
              clientX: x,
              clientY: 200,
              isPrimary: true,
            }),
          )
        at('pointerdown', start ?? 0)
        at('pointerup', end ?? 0)
      },
      [from, to],
    )
  await swipe(300, 100)
  await expect(title).toHaveText(items[1]?.title ?? '')
  await swipe(100, 300)
  await expect(title).toHaveText(items[0]?.title ?? '')
  await context.close()
})

test('after the idle prefetch, a first tap on a picture asks for all of the view’s scripts at once, not one after another', {
  tag: '@any-content',
}, async ({ page }) => {
  await openPage(page)
  await islandsPrefetched(page)
  // Fetched ahead, and out of the way of the loader (which skips any file a <link> names).
  await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0)
  // The view's own script answers slowly: what it imports must not wait for it.
  let viewerAnswered = Number.POSITIVE_INFINITY
  await page.route(/\/viewer-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    viewerAnswered = Date.now()
    await route.continue()
  })
  const imports: { path: string; at: number }[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (path.endsWith('.js') && !/\/viewer-/.test(path) && !isPrefetch(request))
      imports.push({ path, at: Date.now() })
  })
  await trigger(page, 0).click()
  await expect(dialog(page)).toBeVisible({ timeout: ISLAND_READY_MS })
  expect(imports.length, 'the view imports React’s shared script').toBeGreaterThan(0)
  for (const { path, at } of imports)
    expect(at, `${path} asked for before the view's own script arrived`).toBeLessThan(
      viewerAnswered,
    )
})

/** Holds the view's script back until the returned function is called. */
async function holdViewScript(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.unroute(VIEW_SCRIPT)
  await page.route(VIEW_SCRIPT, async (route) => {
    await released
    await route.continue()
  })
  return release
}

const lastIndex = items.length - 1
/** After the last project, the view wraps around to the first. */
const afterLast = items.length > 1 ? 0 : lastIndex
const project = (index: number) => {
  const found = items[index]
  if (!found) throw new Error(`no project ${index}`)
  return found
}

/** The view is open as a modal dialog on project `index`, with its words and its picture. */
async function expectViewShows(page: Page, index: number) {
  await expect(dialog(page)).toHaveAccessibleName(project(index).title)
  await expect(dialog(page)).toHaveAccessibleDescription(project(index).description)
  await expect(dialog(page).locator('.viewer-figure:visible')).toHaveCount(1)
  await expect(dialog(page).getByRole('img', { name: project(index).image.alt })).toBeVisible()
  expect(await dialog(page).evaluate((element) => element.matches(':modal'))).toBe(true)
}

test('a tap before the view’s script is ready opens the view at once from the page’s HTML, and closed, the view takes over from there', {
  tag: '@any-content',
}, async ({ page }) => {
  // Four opens and closes before the script arrives, then the island's own: three times the time.
  test.slow()
  const release = await holdViewScript(page)
  await openPage(page)
  const island = page.locator('[data-island="viewer"]')

  await trigger(page, lastIndex).click()
  await expectViewShows(page, lastIndex)
  // Its picture's box already has the picture's shape, so nothing moves when the file arrives.
  const box = await dialog(page).locator('.viewer-image:visible').boundingBox()
  const { width, height } = await dialog(page)
    .locator('.viewer-image:visible')
    .evaluate((image) => ({
      width: Number(image.getAttribute('width')),
      height: Number(image.getAttribute('height')),
    }))
  expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(width / height, 1)
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toBeHidden()
  await expect(trigger(page, lastIndex)).toBeFocused()

  await trigger(page, 0).click()
  await expectViewShows(page, 0)
  await dialog(page).getByRole('button', { name: viewer.closeLabel }).click()
  await expect(dialog(page)).toBeHidden()
  await expect(trigger(page, 0)).toBeFocused()

  await trigger(page, 0).click()
  await expectViewShows(page, 0)
  await page.mouse.click(2, 2)
  await expect(dialog(page)).toBeHidden()

  // It moves between projects too, and focus goes back to the picture lastIndex shown.
  await trigger(page, lastIndex).click()
  await page.keyboard.press('ArrowRight')
  await expectViewShows(page, afterLast)
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toBeHidden()
  await expect(trigger(page, afterLast)).toBeFocused()
  // All of that without the view's script.
  await expect(island).not.toHaveAttribute('data-hydrated')

  // Once ready, the island finds the view as the page was built, and opens any project.
  release()
  await islandHydrated(page, 'viewer')
  await trigger(page, 0).click()
  await expectViewShows(page, 0)
  await page.keyboard.press('Escape')
  await expect(trigger(page, 0)).toBeFocused()
})

test('keys the page’s HTML answers before the view’s script is ready go no further: an island that hears a key mid-hydration finishes hydrating within it', {
  tag: '@any-content',
}, async ({ page }) => {
  const release = await holdViewScript(page)
  await openPage(page)
  // React listens on the island's element (its root): what reaches it is what React would hear.
  const island = page.locator('[data-island="viewer"]')
  await island.evaluate((element) => {
    const heard: string[] = []
    Object.assign(window, { heardByIsland: heard })
    for (const type of ['keydown', 'keyup'])
      element.addEventListener(type, (event) => {
        heard.push(`${type} ${(event as KeyboardEvent).key}`)
      })
  })
  const heard = () =>
    page.evaluate(() => (window as Window & { heardByIsland?: string[] }).heardByIsland)

  await trigger(page, lastIndex).click()
  await page.keyboard.press('ArrowRight')
  await expectViewShows(page, afterLast)
  await page.keyboard.press('ArrowLeft')
  await expectViewShows(page, lastIndex)
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toBeHidden()
  expect(await heard()).toEqual([])
  await expect(island).not.toHaveAttribute('data-hydrated')

  // Once the island is ready, its keys are its own.
  release()
  await islandHydrated(page, 'viewer')
  await trigger(page, 0).click()
  await expectViewShows(page, 0)
  await page.keyboard.press('ArrowRight')
  await expectViewShows(page, items.length > 1 ? 1 : 0)
  expect(await heard()).toEqual(['keydown ArrowRight', 'keyup ArrowRight'])
})

test('a view opened from the page’s HTML and left open while its script arrives is taken over as it stands', {
  tag: '@any-content',
}, async ({ page }) => {
  const release = await holdViewScript(page)
  await openPage(page)
  const island = page.locator('[data-island="viewer"]')
  await trigger(page, lastIndex).click()
  await expectViewShows(page, lastIndex)
  if (items.length > 1) {
    await dialog(page).getByRole('button', { name: viewer.nextLabel }).click()
    await expectViewShows(page, afterLast)
  }
  await expect(island).not.toHaveAttribute('data-hydrated')
  release()
  await islandHydrated(page, 'viewer')
  await expectViewShows(page, afterLast)
  await expect(
    dialog(page).getByRole('img', { name: project(afterLast).image.alt }),
  ).toHaveJSProperty('complete', true)
  await page.keyboard.press('ArrowLeft')
  await expectViewShows(page, lastIndex)
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toBeHidden()
  await expect(trigger(page, lastIndex)).toBeFocused()
})

test.describe('closing returns focus to the trigger', { tag: '@any-content' }, () => {
  test('with Escape', async ({ page }) => {
    await openViewerByKeyboard(page, items.length - 1)
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toBeHidden()
    await expect(trigger(page, items.length - 1)).toBeFocused()
  })

  test('with the close button', async ({ page }) => {
    await openViewerByKeyboard(page, 0)
    await dialog(page).getByRole('button', { name: viewer.closeLabel }).click()
    await expect(dialog(page)).toBeHidden()
    await expect(trigger(page, 0)).toBeFocused()
  })

  test('with a click outside the view', async ({ page }) => {
    await openViewerByKeyboard(page, 0)
    const box = await dialog(page).boundingBox()
    if (!box) throw new Error('the view has no box')
    // Beside the view, on the backdrop.
    await page.mouse.click(Math.max(2, box.x / 2), Math.max(2, box.y / 2))
    await expect(dialog(page)).toBeHidden()
    await expect(trigger(page, 0)).toBeFocused()
  })

  test('after moving, on the trigger of the project last shown', async ({ page }) => {
    test.skip(items.length < 2, 'one project: nothing to move to')
    await openViewerByKeyboard(page, 0)
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Escape')
    await expect(trigger(page, 1)).toBeFocused()
    // And it opens again from there.
    await page.keyboard.press('Enter')
    await expect(dialog(page).getByRole('heading')).toHaveText(items[1]?.title ?? '')
  })

  test('closed before the view is ready, on the trigger of the project last shown, even if the view hydrates before the close event', async ({
    page,
  }) => {
    test.skip(items.length < 2, 'one project: nothing to move to')
    let release = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(VIEW_SCRIPT, async (route) => {
      await released
      await route.continue()
    })
    await openPage(page)
    await trigger(page, 0).focus()
    await page.keyboard.press('Enter')
    await page.keyboard.press('ArrowRight')
    await expect(dialog(page)).toHaveAccessibleName(items[1]?.title ?? '')
    // The close event is a task of its own: hold it back until the view has hydrated, as a
    // hydration already queued would.
    await page.evaluate(() => {
      addEventListener('close', (event) => event.stopImmediatePropagation(), {
        capture: true,
        once: true,
      })
    })
    await page.keyboard.press('Escape')
    release()
    await islandHydrated(page, 'viewer')
    await page.locator('dialog').evaluate((element) => element.dispatchEvent(new Event('close')))
    await expect(page.locator('dialog')).not.toHaveAttribute('open')
    await expect(trigger(page, 1)).toBeFocused()
    // The view is as the page was built: it opens on the project asked for, named after it.
    await page.keyboard.press('Enter')
    await expect(dialog(page)).toHaveAccessibleName(items[1]?.title ?? '')
    await expect(dialog(page).locator('.viewer-figure:visible')).toHaveCount(1)
  })

  test('a click inside the view does not close it', async ({ page }) => {
    await openViewerByKeyboard(page, 0)
    await dialog(page).getByRole('heading').click()
    await dialog(page).locator('.viewer-image:visible').click()
    await expect(dialog(page)).toBeVisible()
  })
})

for (const screen of [
  { name: 'phone', viewport: { width: 412, height: 823 }, deviceScaleFactor: 2.625 },
  { name: 'desktop', viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 },
  { name: 'retina desktop', viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 2 },
]) {
  test.describe(`on a ${screen.name}`, () => {
    test.use(screen)

    test('the larger file is fetched only when the view opens, sharp for the screen', async ({
      page,
    }) => {
      const requested = pictureRequests(page)
      await openPage(page)
      const cards = page.locator('.project-image')
      // Every card picture loaded: all a visitor fetches before opening the view. One after
      // another, as a visitor scrolls: a lazy picture loads only once it comes near the screen,
      // and on a phone twelve cards reach far below it.
      await cards.evaluateAll(async (images) => {
        for (const image of images) {
          image.scrollIntoView()
          await (image as HTMLImageElement).decode()
        }
      })
      await page.waitForLoadState('networkidle')
      const cardFiles = await cards.evaluateAll((images) =>
        images.map((image) => new URL((image as HTMLImageElement).currentSrc).pathname),
      )
      // The project pictures' files (the page shows other pictures too, such as badges).
      const projectFile = (path: string) =>
        items.some(({ image }) => path.includes(`/assets/${image.file.replace(/\.\w+$/, '')}-`))
      const before = [...requested]
      for (const path of before.filter(projectFile))
        expect(cardFiles, `${path} was fetched before the view opened`).toContain(path)

      await trigger(page, 0).click()
      const image = dialog(page).locator('.viewer-image:visible')
      await pictureLoaded(image)
      // Its box as shown, once the view has opened (it grows from 97 % as it opens).
      await animationsEnded(dialog(page))
      const shown = await image.evaluate((element) => ({
        file: new URL((element as HTMLImageElement).currentSrc).pathname,
        box: element.getBoundingClientRect().width * devicePixelRatio,
        viewport: innerWidth,
      }))
      // Fetched now, unless the card already showed that very file (a phone's view is card-wide).
      expect(requested).toContain(shown.file)
      const response = await page.request.get(shown.file)
      const { width = 0 } = await sharp(await response.body()).metadata()
      const item = items[0]
      if (!item) throw new Error('no project')
      // As sharp as the screen allows, up to the source's own width; never wildly oversized.
      const sourceWidth = await image.evaluate((element) => Number(element.getAttribute('width')))
      expect(
        width,
        `${shown.file} for a box of ${shown.box.toFixed(0)} device px`,
      ).toBeGreaterThanOrEqual(Math.min(0.85 * shown.box, sourceWidth * 0.99))
      expect(width).toBeLessThanOrEqual(Math.max(2.2 * shown.box, 320))
      // As large as the screen allows: most of the screen's width or height.
      const box = await image.boundingBox()
      if (!box) throw new Error('no picture box')
      const viewport = screen.viewport
      expect(
        box.width / viewport.width > 0.6 || box.height / viewport.height > 0.5,
        `the picture is ${box.width.toFixed(0)}×${box.height.toFixed(0)} on a ${viewport.width}×${viewport.height} screen`,
      ).toBe(true)
    })
  })
}

/**
 * No layout shift: the page under the view never moves, and the picture's box is final before
 * its file arrives. (Moving to a project whose picture has another shape resizes the view: a
 * change the visitor asked for, which CLS does not count, so neither does this test.)
 */
test('opening, moving and closing the view shifts nothing on the page or in the view', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const shifts: unknown[] = []
    Object.assign(window, { layoutShifts: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (!(entry as unknown as { hadRecentInput: boolean }).hadRecentInput)
          shifts.push(entry.toJSON())
    }).observe({ type: 'layout-shift' })
  })
  await openPage(page)
  const card = trigger(page, 0)
  // Where the card sits on the page (not in the viewport, which closing may scroll).
  const onPage = () =>
    card.evaluate((element) => {
      const { x, y, width, height } = element.getBoundingClientRect()
      return { x: x + scrollX, y: y + scrollY, width, height }
    })
  await card.scrollIntoViewIfNeeded()
  const before = await onPage()
  await card.click()
  const image = dialog(page).locator('.viewer-image:visible')
  // The picture's box is final before its file arrives (layout sizes: the opening animation
  // scales the view, which moves no layout).
  const layoutBox = () =>
    image.evaluate((element) => {
      const { offsetLeft, offsetTop, offsetWidth, offsetHeight } = element as HTMLElement
      return { offsetLeft, offsetTop, offsetWidth, offsetHeight }
    })
  const empty = await layoutBox()
  await pictureLoaded(image)
  expect(await layoutBox()).toEqual(empty)
  if (items.length > 1) {
    await page.keyboard.press('ArrowRight')
    await expect(dialog(page).getByRole('heading')).toHaveText(items[1]?.title ?? '')
  }
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toBeHidden()
  expect(await onPage()).toEqual(before)
  expect(
    await page.evaluate(() => (window as unknown as { layoutShifts: unknown[] }).layoutShifts),
  ).toEqual([])
})

test('respects reduced motion: the view opens without animation', { tag: '@any-content' }, async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await openViewerByKeyboard(page, 0)
  expect(await dialog(page).evaluate((element) => getComputedStyle(element).animationName)).toBe(
    'none',
  )
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  expect(await dialog(page).evaluate((element) => getComputedStyle(element).animationName)).toBe(
    'viewer-open',
  )
})

/** How the first card's picture is drawn: its transform, and how many animations run on it. */
const zoom = (target: Page) =>
  trigger(target, 0)
    .getByRole('img')
    .evaluate((image) => ({
      transform: getComputedStyle(image).transform,
      moving: image.getAnimations().length,
    }))

test('a picture zooms under a mouse pointer', { tag: '@any-content' }, async ({ page }) => {
  await openPage(page)
  await trigger(page, 0).hover()
  await expect.poll(async () => (await zoom(page)).transform).not.toBe('none')
})

test('a tap on a touch screen leaves the picture as it is: no hover ends there, so a zoom would stay', {
  tag: '@any-content',
}, async ({ browser }) => {
  const context = await browser.newContext(PHONE)
  const phone = await context.newPage()
  await openPage(phone)
  await trigger(phone, 0).tap()
  await expect(dialog(phone)).toBeVisible({ timeout: ISLAND_READY_MS })
  expect(await zoom(phone)).toEqual({ transform: 'none', moving: 0 })
  await phone.keyboard.press('Escape')
  await expect(dialog(phone)).toBeHidden()
  expect(await zoom(phone)).toEqual({ transform: 'none', moving: 0 })
  await context.close()
})

/** Every control of the view can be reached and used, and nothing is cut off sideways. */
async function expectUsable(page: Page) {
  await openViewerByKeyboard(page, 0)
  const overflow = await dialog(page).evaluate(
    (element) => element.scrollWidth - element.clientWidth,
  )
  expect(overflow, 'the view scrolls sideways').toBeLessThanOrEqual(0)
  const box = await dialog(page).boundingBox()
  const viewport = page.viewportSize()
  if (!box || !viewport) throw new Error('no box')
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
  await expect(dialog(page).getByRole('heading')).toHaveText(items[0]?.title ?? '')
  if (items.length > 1) {
    const next = dialog(page).getByRole('button', { name: viewer.nextLabel })
    await next.scrollIntoViewIfNeeded()
    await next.click()
    await expect(dialog(page).getByRole('heading')).toHaveText(items[1]?.title ?? '')
  }
  const close = dialog(page).getByRole('button', { name: viewer.closeLabel })
  await close.scrollIntoViewIfNeeded()
  await close.click()
  await expect(dialog(page)).toBeHidden()
}

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } })
  test('the view is usable', async ({ page }) => expectUsable(page))
})

test.describe('at 400 % zoom (1280×900 seen as 320×225 CSS px)', () => {
  test.use({ viewport: { width: 320, height: 225 }, deviceScaleFactor: 4 })
  test('the view is usable', async ({ page }) => expectUsable(page))
})

test.describe('axe-core finds no WCAG 2.2 A/AA violation in the open view', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(colorScheme, async ({ page }) => {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' })
      await openViewerByKeyboard(page, 0)
      // Its picture's own file, not the transparent pixel the view holds until then.
      await pictureLoaded(dialog(page).locator('.viewer-image:visible'))
      expect(await axeViolations(page, 'dialog')).toEqual([])
    })
  }
})
