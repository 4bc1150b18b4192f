import { describe, expect, it } from 'vitest'
import { HELD_BEFORE_BOOT } from '../src/islands/markup.ts'
import { bootAddress, bootLoader, FALLBACK_MS, PRERENDERED_KEY } from './boot-loader.mjs'

const BOOT = { src: '/portfolio/assets/index-abc.js', integrity: 'sha256-xyz' }

interface Added {
  type: string
  src: string
  integrity: string
  onload?: () => void
  onerror?: () => void
}

/** A button, inside an island (or a trigger) or not, whose clicks are counted. */
function button(inIsland: boolean) {
  const element = {
    clicks: 0,
    click() {
      element.clicks += 1
    },
    closest: (selector: string) => {
      if (selector === 'button') return element
      expect(selector).toBe(HELD_BEFORE_BOOT)
      return inIsland ? {} : null
    },
  }
  return element
}

/**
 * Runs the loader's text against stand-ins for the browser: a document whose head records what
 * is added, a paint observer the test reports entries to, listeners the test dispatches to, and
 * timers the test fires.
 */
function runLoader({
  paintTiming = true,
  boot = BOOT,
  prerendering = false,
  saveData = undefined as boolean | undefined,
  pathname = '/projects/a/',
  cookies = {} as Record<string, string> | 'refused',
} = {}) {
  const added: Added[] = []
  const removed: string[] = []
  const documentListeners = new Map<string, Set<() => void>>()
  const jar = new Map(cookies === 'refused' ? [] : Object.entries(cookies))
  const refuse = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  }
  const document = {
    prerendering,
    // The site's cookies as a browser keeps them: set one by one, gone at max-age=0.
    get cookie() {
      if (cookies === 'refused') refuse()
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    },
    set cookie(text: string) {
      if (cookies === 'refused') refuse()
      const [pair = '', ...attributes] = text.split(';')
      const [name = '', value = ''] = pair.split('=')
      expect(attributes).toContain('path=/')
      if (attributes.includes('max-age=0')) jar.delete(name)
      else jar.set(name, value)
    },
    createElement: () => ({ type: '', src: '', integrity: '' }),
    head: { append: (element: Added) => added.push(element) },
    querySelector: (selector: string) => ({ remove: () => removed.push(selector) }),
    addEventListener: (type: string, listener: () => void, options: { once?: boolean }) => {
      expect(options).toEqual({ once: true })
      documentListeners.set(type, (documentListeners.get(type) ?? new Set()).add(listener))
    },
  }
  /** The browser shows the prerendered page: the visitor has arrived. */
  const activate = () => {
    document.prerendering = false
    const listeners = [...(documentListeners.get('prerenderingchange') ?? [])]
    documentListeners.delete('prerenderingchange')
    for (const listener of listeners) listener()
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
  const listeners = new Map<string, (event: unknown) => void>()
  const addEventListener = (type: string, listener: (event: unknown) => void) =>
    listeners.set(type, listener)
  const removeEventListener = (type: string, listener: (event: unknown) => void) => {
    if (listeners.get(type) === listener) listeners.delete(type)
  }
  const timers: { run: () => void; ms: number }[] = []
  const setTimeout = (run: () => void, ms: number) => timers.push({ run, ms })
  const navigator = saveData === undefined ? {} : { connection: { saveData } }
  new Function(
    'document',
    'navigator',
    'PerformanceObserver',
    'setTimeout',
    'addEventListener',
    'removeEventListener',
    'location',
    bootLoader({ ...boot, heldWithin: HELD_BEFORE_BOOT }),
  )(document, navigator, PerformanceObserver, setTimeout, addEventListener, removeEventListener, {
    pathname,
  })
  const paint = (...names: string[]) => {
    for (const observer of observers)
      if (observer.on)
        observer.callback(
          { getEntriesByName: (name: string) => names.filter((entry) => entry === name) },
          observer,
        )
  }
  /** A click on `target`; says whether it was held (kept from the page and from the default). */
  const click = (target: ReturnType<typeof button>) => {
    let held = false
    listeners.get('click')?.({
      target,
      preventDefault: () => {
        held = true
      },
      stopPropagation: () => undefined,
    })
    return held
  }
  /** The boot script has run (its element's load event), or failed to load (its error event). */
  const bootRan = () => {
    for (const element of added) element.onload?.()
  }
  const bootFailed = () => {
    for (const element of added) element.onerror?.()
  }
  const scripts = () => added.map(({ type, src, integrity }) => ({ type, src, integrity }))
  /**
   * The visitor leaves for `url` (pageswap), with a view transition set up (`transition`) or not
   * (null: reduced motion, or both pages not opted in); says whether the page skipped it.
   */
  const leave = (url: string | null, transition: 'set up' | null = 'set up') => {
    let skipped = false
    listeners.get('pageswap')?.({
      viewTransition:
        transition &&
        ({
          skipTransition: () => {
            skipped = true
          },
        } as const),
      activation: url === null ? null : { entry: { url } },
    })
    return skipped
  }
  return {
    leave,
    scripts,
    paint,
    timers,
    observers,
    listeners,
    click,
    bootRan,
    bootFailed,
    activate,
    removed,
    cookies: () => Object.fromEntries(jar),
  }
}

describe('the boot loader (the first paint waits for no script)', () => {
  it('adds the boot script, with its integrity, only once the first contentful paint is reported', () => {
    const { scripts, paint } = runLoader()
    expect(scripts()).toEqual([])
    // A first paint of nothing but the background is not the page's content.
    paint('first-paint')
    expect(scripts()).toEqual([])
    paint('first-contentful-paint')
    expect(scripts()).toEqual([{ type: 'module', ...BOOT }])
  })

  it('adds it once, whether the paint, the fallback or a visitor comes first', () => {
    const early = runLoader()
    early.paint('first-paint', 'first-contentful-paint')
    for (const timer of early.timers) timer.run()
    expect(early.scripts()).toHaveLength(1)

    const hidden = runLoader()
    expect(hidden.timers.map((timer) => timer.ms)).toEqual([FALLBACK_MS])
    for (const timer of hidden.timers) timer.run()
    expect(hidden.scripts()).toEqual([{ type: 'module', ...BOOT }])
    hidden.paint('first-contentful-paint')
    expect(hidden.scripts()).toHaveLength(1)

    for (const type of ['pointerdown', 'keydown']) {
      const visitor = runLoader()
      visitor.listeners.get(type)?.({})
      expect(visitor.scripts(), type).toHaveLength(1)
      visitor.paint('first-contentful-paint')
      expect(visitor.scripts(), type).toHaveLength(1)
    }
  })

  it('starts nothing in a prerendered page until the visitor arrives, then adds it once', () => {
    for (const paintTiming of [true, false]) {
      const { scripts, paint, timers, activate } = runLoader({ prerendering: true, paintTiming })
      paint('first-contentful-paint')
      for (const timer of timers) timer.run()
      expect(scripts(), 'before activation').toEqual([])
      activate()
      expect(scripts(), 'once shown').toEqual([{ type: 'module', ...BOOT }])
      paint('first-contentful-paint')
      for (const timer of timers) timer.run()
      expect(scripts()).toHaveLength(1)
    }
  })

  it('takes the speculation rules out where the browser asks to save data, and only there', () => {
    expect(runLoader({ saveData: true }).removed).toEqual(['script[type=speculationrules]'])
    expect(runLoader({ saveData: false }).removed).toEqual([])
    // Firefox and Safari have no navigator.connection.
    expect(runLoader().removed).toEqual([])
  })

  it('adds it at once where the browser has no paint timing', () => {
    const { scripts, observers } = runLoader({ paintTiming: false })
    expect(observers).toEqual([])
    expect(scripts()).toEqual([{ type: 'module', ...BOOT }])
  })

  it('holds a click on an island’s button until the boot script has run, then clicks it again, once', () => {
    const { click, bootRan, scripts, listeners } = runLoader()
    const islandButton = button(true)
    const elsewhere = button(false)
    expect(click(elsewhere), 'a button outside any island').toBe(false)
    expect(click(islandButton)).toBe(true)
    expect(scripts(), 'the click starts the boot script').toHaveLength(1)
    expect(islandButton.clicks).toBe(0)
    bootRan()
    expect(islandButton.clicks).toBe(1)
    // From now on the boot script sees every click itself.
    expect(listeners.has('click')).toBe(false)
    bootRan()
    expect(islandButton.clicks).toBe(1)
  })

  it('lets clicks go on as plain HTML has them when the boot script cannot load', () => {
    const { click, bootFailed, listeners } = runLoader()
    const islandButton = button(true)
    expect(click(islandButton)).toBe(true)
    bootFailed()
    expect(islandButton.clicks).toBe(1)
    expect(listeners.has('click')).toBe(false)
  })

  it('in a page the browser prerenders, leaves its path for the page the visitor leaves', () => {
    const prerendered = runLoader({ prerendering: true, pathname: '/projects/a/' })
    expect(prerendered.cookies()).toEqual({ [PRERENDERED_KEY]: '/projects/a/' })
    // A page fetched ahead, or at the click, is not ready to show: it says nothing.
    expect(runLoader({ prerendering: false }).cookies()).toEqual({})
    // Cookies may be refused (privacy settings): nothing is left, and nothing fails.
    expect(() => runLoader({ prerendering: true, cookies: 'refused' })).not.toThrow()
  })

  it('keeps the cross-fade into a page the browser prerendered, and skips it into any other', () => {
    const next = 'https://example.com/projects/a/'
    // The page prerendered is the one the visitor goes to: the transition plays, once.
    const into = runLoader({ cookies: { [PRERENDERED_KEY]: '/projects/a/' } })
    expect(into.leave(next), 'into the prerendered page').toBe(false)
    expect(into.cookies(), 'the path is used once').toEqual({})
    expect(into.leave(next), 'the same page again, no longer prerendered').toBe(true)
    // Fetched ahead or at the click (nothing left, or another page's path): skipped, before
    // the old page is captured.
    expect(runLoader().leave(next), 'nothing prerendered').toBe(true)
    expect(
      runLoader({ cookies: { [PRERENDERED_KEY]: '/' } }).leave(next),
      'another page prerendered',
    ).toBe(true)
    expect(
      runLoader({ cookies: { [PRERENDERED_KEY]: '/projects/a/' } }).leave(null),
      'no activation to compare with',
    ).toBe(true)
    expect(runLoader({ cookies: 'refused' }).leave(next), 'cookies refused').toBe(true)
    // Other cookies of the site do not count, nor one whose name ends in the same word.
    expect(
      runLoader({ cookies: { theme: 'dark', [`x${PRERENDERED_KEY}`]: '/projects/a/' } }).leave(
        next,
      ),
    ).toBe(true)
  })

  it('has nothing to skip, and reads nothing, where no transition is set up (reduced motion, an engine without them)', () => {
    const next = 'https://example.com/projects/a/'
    const calm = runLoader({ cookies: { [PRERENDERED_KEY]: '/projects/a/' } })
    expect(() => calm.leave(next, null)).not.toThrow()
    expect(calm.leave(next, null)).toBe(false)
    // Nothing is read as the page is left: reading the site's cookies costs the main thread.
    expect(() => runLoader({ cookies: 'refused' }).leave(next, null)).not.toThrow()
    expect(calm.cookies()).toEqual({ [PRERENDERED_KEY]: '/projects/a/' })
  })

  it('carries any address and hash as they are, and nothing that could end its <script> element', () => {
    const boot = { src: '/a"b\\c/</script>.js', integrity: "sha256-'q'" }
    expect(bootLoader({ ...boot, heldWithin: HELD_BEFORE_BOOT })).not.toMatch(/<\/script/i)
    const { scripts, paint } = runLoader({ boot })
    paint('first-contentful-paint')
    expect(scripts()).toEqual([{ type: 'module', ...boot }])
  })

  it('names the boot script in a built page, for the tests', () => {
    const page = `<head><script type="module">${bootLoader({ ...BOOT, heldWithin: HELD_BEFORE_BOOT })}</script></head>`
    expect(bootAddress(page)).toBe(BOOT.src)
    expect(bootAddress('<head></head>')).toBeUndefined()
  })
})
