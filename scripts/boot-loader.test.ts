import { describe, expect, it } from 'vitest'
import { bootAddress, bootLoader, FALLBACK_MS } from './boot-loader.mjs'

const BOOT = { src: '/portfolio/assets/index-abc.js', integrity: 'sha384-xyz' }

/**
 * Runs the loader's text against stand-ins for the browser: a document whose head records what
 * is added, a paint observer the test reports entries to, and timers the test fires.
 */
function runLoader({ paintTiming = true, boot = BOOT } = {}) {
  const added: { type: string; src: string; integrity: string }[] = []
  const document = {
    createElement: () => ({ type: '', src: '', integrity: '' }),
    head: { append: (element: (typeof added)[number]) => added.push({ ...element }) },
  }
  type Callback = (list: unknown, observer: PerformanceObserver) => void
  const observers: PerformanceObserver[] = []
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource']
    on = false
    readonly callback: Callback
    constructor(callback: Callback) {
      this.callback = callback
      observers.push(this)
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true })
      this.on = true
    }
    disconnect() {
      this.on = false
    }
  }
  const timers: { run: () => void; ms: number }[] = []
  const setTimeout = (run: () => void, ms: number) => timers.push({ run, ms })
  new Function('document', 'PerformanceObserver', 'setTimeout', bootLoader(boot))(
    document,
    PerformanceObserver,
    setTimeout,
  )
  const paint = (...names: string[]) => {
    for (const observer of observers)
      if (observer.on)
        observer.callback(
          { getEntriesByName: (name: string) => names.filter((entry) => entry === name) },
          observer,
        )
  }
  return { added, paint, timers, observers }
}

describe('the boot loader (the first paint waits for no script)', () => {
  it('adds the boot script, with its integrity, only once the first contentful paint is reported', () => {
    const { added, paint } = runLoader()
    expect(added).toEqual([])
    // A first paint of nothing but the background is not the page's content.
    paint('first-paint')
    expect(added).toEqual([])
    paint('first-contentful-paint')
    expect(added).toEqual([{ type: 'module', ...BOOT }])
  })

  it('adds it once, whether the paint or the fallback comes first', () => {
    const early = runLoader()
    early.paint('first-paint', 'first-contentful-paint')
    for (const timer of early.timers) timer.run()
    expect(early.added).toHaveLength(1)

    const hidden = runLoader()
    expect(hidden.timers.map((timer) => timer.ms)).toEqual([FALLBACK_MS])
    for (const timer of hidden.timers) timer.run()
    expect(hidden.added).toEqual([{ type: 'module', ...BOOT }])
    hidden.paint('first-contentful-paint')
    expect(hidden.added).toHaveLength(1)
  })

  it('adds it at once where the browser has no paint timing', () => {
    const { added, observers } = runLoader({ paintTiming: false })
    expect(observers).toEqual([])
    expect(added).toEqual([{ type: 'module', ...BOOT }])
  })

  it('carries any address and hash as they are, and nothing that could end its <script> element', () => {
    const boot = { src: '/a"b\\c/</script>.js', integrity: "sha384-'q'" }
    expect(bootLoader(boot)).not.toMatch(/<\/script/i)
    const { added, paint } = runLoader({ boot })
    paint('first-contentful-paint')
    expect(added).toEqual([{ type: 'module', ...boot }])
  })

  it('names the boot script in a built page, for the tests', () => {
    const page = `<head><script type="module">${bootLoader(BOOT)}</script></head>`
    expect(bootAddress(page)).toBe(BOOT.src)
    expect(bootAddress('<head></head>')).toBeUndefined()
  })
})
