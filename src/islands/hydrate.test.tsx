import { act, useState } from 'react'
import { renderToString } from 'react-dom/server'
import { expect, it, vi } from 'vitest'
import { hydrateIsland } from './hydrate.tsx'
import { Island } from './Island.tsx'
import { HYDRATED, HYDRATED_EVENT, ISLAND, PROPS, PROPS_FILE, PROPS_LOADED } from './markup.ts'
import { movePropsToFiles } from './propsFiles.ts'

/** How many times the page's other tasks had a turn; each part of the island notes it as it renders. */
let turns = 0
const seen = new Set<number>()

/** A part of an island that takes 2 ms to render (on the real clock: a fake one never moves). */
function Slow() {
  const until = performance.now() + 2
  while (performance.now() < until) {
    // As a large island's render does on a slow phone.
  }
  seen.add(turns)
  return <li>part</li>
}

function SlowIsland({ parts }: { parts: number }) {
  const keys = Array.from({ length: parts }, (_, index) => `part-${index}`)
  return (
    <ul>
      {keys.map((key) => (
        <Slow key={key} />
      ))}
    </ul>
  )
}

it('hydrates an island in slices, so the page handles a visitor’s key or tap in between', async () => {
  expect(vi.isFakeTimers(), 'the parts wait on the real clock').toBe(false)
  const page = document.createElement('div')
  page.innerHTML = renderToString(
    <Island name="viewer" when="intent" component={SlowIsland} props={{ parts: 30 }} />,
  )
  // First in the page, so the island is found before any other test's.
  document.body.prepend(page)
  const island = page.querySelector(`[${ISLAND}="viewer"]`)
  if (!island) throw new Error('no island')
  seen.clear()
  const others = setInterval(() => {
    turns += 1
  }, 0)
  try {
    const hydrated = new Promise((resolve) => island.addEventListener(HYDRATED_EVENT, resolve))
    hydrateIsland('viewer', SlowIsland)
    await hydrated
    expect(island).toHaveAttribute(HYDRATED)
    // 60 ms of rendering: in one task, every part would have seen the same turn.
    expect(seen.size).toBeGreaterThan(3)
  } finally {
    clearInterval(others)
    page.remove()
  }
})

/** An island whose button says what its props say; a click counts, once hydrated. */
function Counter({ label }: { label: string }) {
  const [clicks, setClicks] = useState(0)
  return (
    <button type="button" onClick={() => setClicks(clicks + 1)}>
      {label} {clicks}
    </button>
  )
}

it('hydrates an island whose props are in a file of their own only once they are in', async () => {
  const { html, files } = movePropsToFiles(
    renderToString(
      <Island name="viewer" when="intent" component={Counter} props={{ label: 'Open' }} />,
    ),
    '/',
    (island) => `assets/${island}-props.json`,
  )
  const page = document.createElement('div')
  page.innerHTML = html
  document.body.prepend(page)
  const island = page.querySelector(`[${ISLAND}="viewer"]`)
  const data = page.querySelector(`[${PROPS}="viewer"]`)
  const button = page.querySelector('button')
  if (!island || !data || !button) throw new Error('no island')
  try {
    hydrateIsland('viewer', Counter)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(island).not.toHaveAttribute(HYDRATED)

    // As the boot script does once the file is in.
    const hydrated = new Promise((resolve) => island.addEventListener(HYDRATED_EVENT, resolve))
    data.textContent = files[0]?.text ?? ''
    data.removeAttribute(PROPS_FILE)
    data.dispatchEvent(new Event(PROPS_LOADED))
    await hydrated
    act(() => button.click())
    expect(button).toHaveTextContent('Open 1')
  } finally {
    page.remove()
  }
})
