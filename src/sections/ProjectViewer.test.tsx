/**
 * The view's island as it hydrates, with the page's boot script acting in between (jsdom: the
 * browser checks in e2e/project-viewer.spec.ts prove the rest in Chromium, Firefox and WebKit).
 */
import { waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, expect, it } from 'vitest'
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
import { testPictures } from '../test/build.ts'
import { Projects } from './Projects.tsx'
import { ProjectViewer, VIEWER_ID } from './ProjectViewer.tsx'

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
    hydrateIsland('viewer', ViewerWithMeanwhile)
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
    hydrateIsland('viewer', ViewerWithMeanwhile)
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
