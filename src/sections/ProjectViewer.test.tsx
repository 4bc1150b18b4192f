/**
 * The view's island as it hydrates, with the page's boot script acting in between (jsdom: the
 * browser checks in e2e/project-viewer.spec.ts prove the rest in Chromium, Firefox and WebKit).
 */
import { waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { ResponsivePicture } from '../components/ResponsivePicture.tsx'
import { site } from '../content/site.ts'
import { hydrateIsland } from '../islands/hydrate.tsx'
import {
  HYDRATED_EVENT,
  ISLAND,
  OPENS,
  PANEL,
  panelTitleId,
  shownPanel,
  showPanel,
} from '../islands/markup.ts'
import { projectPicture } from '../pictures/catalog.ts'
import { testPictures } from '../test/build.ts'
import { ViewerButton } from './PictureViewer.tsx'
import { Projects } from './Projects.tsx'
import { itemsInPage, ProjectViewer, VIEWER_ID } from './ProjectViewer.tsx'

type ViewerProps = Parameters<typeof ProjectViewer>[0]

/** What the page does while the island renders; run once, after the view's own render. */
let meanwhile: (() => void) | null = null
function Meanwhile() {
  meanwhile?.()
  meanwhile = null
  return null
}
/** The view, and after it in the render, whatever the page does meanwhile. */
function ViewerWithMeanwhile(props: ViewerProps) {
  return (
    <>
      <ProjectViewer {...props} />
      <Meanwhile />
    </>
  )
}

// jsdom has no showModal or close.
const dialogMethods = Object.getOwnPropertyDescriptors(HTMLDialogElement.prototype)
beforeEach(() => {
  HTMLDialogElement.prototype.showModal = function showModal() {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function close() {
    if (!this.open) return
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
})
afterEach(() => {
  for (const name of ['showModal', 'close'] as const) {
    const original = dialogMethods[name]
    if (original) Object.defineProperty(HTMLDialogElement.prototype, name, original)
    else delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>)[name]
  }
})

/** The page with the cards and the view, as built; first in the document. */
function buildPage() {
  const page = document.createElement('div')
  page.innerHTML = renderToString(
    <Projects id="projects" projects={site.projects} pictures={testPictures()} />,
  )
  document.body.prepend(page)
  return page
}

/** What the island reads from the page, as its entry does (src/islands/viewer.tsx). */
const fromPage = (element: Element) => ({ items: itemsInPage(element) })

const hydrated = (page: Element) =>
  new Promise((resolve) =>
    page.querySelector(`[${ISLAND}="viewer"]`)?.addEventListener(HYDRATED_EVENT, resolve),
  )

it('a picture opened after the view’s first render and before its commit stays open, on that project', async () => {
  const page = buildPage()
  const dialog = page.querySelector<HTMLDialogElement>(`#${VIEWER_ID}`)
  if (!dialog) throw new Error('no view')
  const key = String(site.projects.items.length - 1)
  try {
    // As the boot script opens the view at a tap, on the project's panel.
    meanwhile = () => {
      showPanel(dialog, key)
      dialog.showModal()
    }
    const ready = hydrated(page)
    hydrateIsland('viewer', ViewerWithMeanwhile, fromPage)
    await ready
    expect(dialog.open).toBe(true)
    expect(shownPanel(dialog)).toBe(key)
    expect(dialog).toHaveAttribute('aria-labelledby', panelTitleId(VIEWER_ID, key))
  } finally {
    meanwhile = null
    page.remove()
  }
})

it('a view closed after the island’s first render and before its commit stays closed, as built, and opens at the next tap', async () => {
  const page = buildPage()
  const dialog = page.querySelector<HTMLDialogElement>(`#${VIEWER_ID}`)
  if (!dialog) throw new Error('no view')
  // The view was open on the first project when the island woke…
  showPanel(dialog, '0')
  dialog.showModal()
  try {
    // …and the visitor closed it while the island rendered: the boot script put it back as built.
    meanwhile = () => {
      dialog.close()
      showPanel(dialog, null)
    }
    const ready = hydrated(page)
    hydrateIsland('viewer', ViewerWithMeanwhile, fromPage)
    await ready
    expect(dialog.open).toBe(false)
    expect(shownPanel(dialog)).toBe(null)
    expect(dialog).not.toHaveAttribute('aria-labelledby')
    // The island knows the view is closed: the same picture opens it again.
    page.querySelector<HTMLElement>(`[${OPENS}="${VIEWER_ID}"][${PANEL}="0"]`)?.click()
    await waitFor(() => expect(dialog.open).toBe(true))
    expect(shownPanel(dialog)).toBe('0')
  } finally {
    meanwhile = null
    page.remove()
  }
})

/** Each picture's sources in the view, as `type srcset | sizes`, panel by panel. */
const sourcesOf = (dialog: Element, key: string) =>
  [...dialog.querySelectorAll(`figure[${PANEL}="${key}"] source`)].map(
    (source) =>
      `${source.getAttribute('type')} ${source.getAttribute('srcset')} | ${source.getAttribute('sizes')}`,
  )

it('builds the view with no <source> (each would lack its srcset) and adds a picture’s sources once, as its panel first shows', () => {
  const page = buildPage()
  const dialog = page.querySelector<HTMLDialogElement>(`#${VIEWER_ID}`)
  if (!dialog) throw new Error('no view')
  try {
    expect(dialog.querySelectorAll('source')).toHaveLength(0)
    const catalog = testPictures()
    site.projects.items.forEach((project, index) => {
      const key = String(index)
      const image = dialog.querySelector(`figure[${PANEL}="${key}"] img`)
      const files = projectPicture(project, catalog)
      expect(image?.getAttribute('src')).not.toBe(files.src)
      showPanel(dialog, key)
      showPanel(dialog, key)
      expect(image?.getAttribute('src')).toBe(files.src)
      const sizes = dialog.querySelector(`figure[${PANEL}="${key}"] source`)?.getAttribute('sizes')
      expect(sizes).toBeTruthy()
      expect(sourcesOf(dialog, key)).toEqual(
        files.sources.map(({ type, srcset }) => `${type} ${srcset} | ${sizes}`),
      )
    })
  } finally {
    page.remove()
  }
})

it('hydrates without a mismatch after the boot script showed two pictures and the view closed, keeping one copy of their sources', async () => {
  const page = buildPage()
  const dialog = page.querySelector<HTMLDialogElement>(`#${VIEWER_ID}`)
  if (!dialog) throw new Error('no view')
  const errors = vi.spyOn(console, 'error')
  try {
    // A tap on the first picture, a step to the next, a close: all before the island is ready.
    showPanel(dialog, '0')
    showPanel(dialog, '1')
    showPanel(dialog, null)
    const before = ['0', '1'].map((key) => sourcesOf(dialog, key))
    expect(before[0]?.length).toBeGreaterThan(0)
    const ready = hydrated(page)
    hydrateIsland('viewer', ProjectViewer, fromPage)
    await ready
    expect(errors.mock.calls.flat().join('\n')).not.toMatch(/hydrat/i)
    expect(['0', '1'].map((key) => sourcesOf(dialog, key))).toEqual(before)
    // Opened after hydration, a picture never shown gets its sources from the island.
    const last = String(site.projects.items.length - 1)
    page.querySelector<HTMLElement>(`[${OPENS}="${VIEWER_ID}"][${PANEL}="${last}"]`)?.click()
    await waitFor(() => expect(sourcesOf(dialog, last).length).toBeGreaterThan(0))
  } finally {
    errors.mockRestore()
    page.remove()
  }
})

it('once hydrated, shows a tapped picture and each step in the same task, and renders the rest (the picture’s files) after it', async () => {
  const page = buildPage()
  const dialog = page.querySelector<HTMLDialogElement>(`#${VIEWER_ID}`)
  if (!dialog) throw new Error('no view')
  const count = site.projects.items.length
  try {
    const ready = hydrated(page)
    hydrateIsland('viewer', ProjectViewer, fromPage)
    await ready
    // A tap: the view is open on its panel when the click's task ends; React has not rendered
    // yet (the frame is not kept waiting for every project's panel), and adds the files after.
    page.querySelector<HTMLElement>(`[${OPENS}="${VIEWER_ID}"][${PANEL}="0"]`)?.click()
    expect(dialog.open).toBe(true)
    expect(shownPanel(dialog)).toBe('0')
    expect(dialog).toHaveAttribute('aria-labelledby', panelTitleId(VIEWER_ID, '0'))
    expect(sourcesOf(dialog, '0')).toEqual([])
    await waitFor(() => expect(sourcesOf(dialog, '0').length).toBeGreaterThan(0))
    if (count < 2) return
    // Two quick steps, the second before React has rendered the first: each from the panel shown.
    for (const expected of ['1', String(2 % count)]) {
      dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }))
      expect(shownPanel(dialog)).toBe(expected)
      expect(dialog).toHaveAttribute('aria-labelledby', panelTitleId(VIEWER_ID, expected))
    }
    expect(sourcesOf(dialog, '1')).toEqual([])
    await waitFor(() => expect(sourcesOf(dialog, String(2 % count)).length).toBeGreaterThan(0))
    expect(shownPanel(dialog)).toBe(String(2 % count))
    // Closed before React has rendered a step: focus goes back to the picture last shown.
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }))
    dialog.close()
    await waitFor(() =>
      expect(document.activeElement).toBe(
        page.querySelector(`[${OPENS}="${VIEWER_ID}"][${PANEL}="1"]`),
      ),
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(dialog.open, 'a step rendered after the close does not open the view again').toBe(false)
  } finally {
    page.remove()
  }
})

it("reads back from the page exactly the items it was built with, each picture's files from its opener, so the page carries them once", () => {
  const pictures = testPictures()
  const items = site.projects.items.map((project, index) => {
    const { alt, src, width, height, sources } = projectPicture(project, pictures)
    return {
      title: project.title,
      // One without a description, as a case study's pictures are.
      ...(index === 0 ? {} : { description: project.description }),
      picture: { alt, src, width, height, sources, sizes: `${width}px` },
    }
  })
  const page = document.createElement('div')
  page.innerHTML = renderToString(
    <>
      {items.map(({ title, picture }, index) => (
        <ViewerButton key={title} index={index} label={title} className="project-picture-button">
          <ResponsivePicture picture={picture} sizes="100vw" imageClassName="project-image" />
        </ViewerButton>
      ))}
      <ProjectViewer items={items} labels={site.projects.viewer} />
    </>,
  )
  document.body.append(page)
  const dialog = page.querySelector(`#${VIEWER_ID}`)
  if (!dialog) throw new Error('no view')
  expect(itemsInPage(dialog)).toEqual(items)
  // The view names no picture's files of its own: each is its opener's.
  for (const { picture } of items)
    for (const { srcset } of picture.sources)
      expect(page.innerHTML.split(srcset).length - 1, srcset).toBe(1)
  page.remove()
})
