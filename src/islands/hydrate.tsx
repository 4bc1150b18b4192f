import { type ComponentType, type ReactNode, startTransition, useLayoutEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'
import {
  HYDRATED,
  HYDRATED_EVENT,
  ISLAND,
  type IslandName,
  PROPS,
  PROPS_FILE,
  PROPS_LOADED,
} from './markup.ts'

/**
 * Marks the island hydrated as React commits it, so the boot script hands over (and replays
 * what it held) before the next frame: a layout effect, run after the island's own.
 */
function Hydrated({ element, children }: { element: Element; children: ReactNode }) {
  useLayoutEffect(() => {
    element.setAttribute(HYDRATED, '')
    element.dispatchEvent(new Event(HYDRATED_EVENT))
  }, [element])
  return children
}

/**
 * Hydrates the island `name` with `Component`, from the props the build wrote beside it (or in
 * their own file, once the boot script has fetched it), and those it reads from its own HTML
 * (`fromPage`: what the page carries already, written once).
 * Each island's entry module (src/islands/<name>.tsx) calls this once.
 *
 * As a transition, so React hydrates in slices of a few milliseconds, and frames and input go
 * on in between: a key or tap elsewhere on the page, or one the boot script answers itself (a
 * held click, the view's arrow keys and Escape, down and up), waits for one slice, not for the
 * whole island. (One that React must answer on the island makes it finish hydrating that island
 * first: the boot script keeps the keys it answers from React.) At 4× CPU the
 * longest hydration task went from 45-54 ms to 15-19 ms (menu, view). Each island re-reads, as
 * it commits, what the boot script may have changed in between.
 */
export function hydrateIsland<P extends object>(
  name: IslandName,
  Component: ComponentType<P>,
  fromPage: (element: Element) => Partial<P> = () => ({}),
) {
  const element = document.querySelector(`[${ISLAND}="${name}"]`)
  const data = document.querySelector(`[${PROPS}="${name}"]`)
  if (!element || !data) return
  if (data.hasAttribute(PROPS_FILE)) {
    // The props are on their way from their own file (the boot script fetches it beside this
    // code): hydrate once they are in.
    data.addEventListener(PROPS_LOADED, () => hydrateIsland(name, Component, fromPage), {
      once: true,
    })
    return
  }
  const props = { ...JSON.parse(data.textContent || '{}'), ...fromPage(element) } as P
  startTransition(() => {
    hydrateRoot(
      element,
      <Hydrated element={element}>
        <Component {...props} />
      </Hydrated>,
    )
  })
}
