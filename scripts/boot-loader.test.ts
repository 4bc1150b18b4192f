import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  DRAFT_KEY,
  DRAFT_MAX_AGE_MS,
  earlyDraftKeeping,
  readDraft,
} from '../src/contact/draftStorage.ts'
import { FIELD_NAMES } from '../src/contact/formFields.ts'
import { HELD_BEFORE_BOOT, WAITING_ISLAND } from '../src/islands/markup.ts'
import { guessScript } from '../src/search/guess.ts'
import { bootAddress, bootLoader, FALLBACK_MS } from './boot-loader.mjs'

const BOOT = { src: '/portfolio/assets/index-abc.js', integrity: 'sha256-xyz' }
/** What the build gives every loader beside the boot script's address (prerender.mjs). */
const PARTS = { heldWithin: HELD_BEFORE_BOOT, keepDrafts: earlyDraftKeeping(WAITING_ISLAND) }

/** The browser's localStorage, as a page sees it: every read and write noted; or refusing all. */
function storage(refused = false) {
  const items = new Map<string, string>()
  const calls: string[] = []
  const refuse = (call: string) => {
    calls.push(call)
    if (refused) throw new DOMException('The operation is insecure.', 'SecurityError')
  }
  return {
    calls,
    items,
    getItem(key: string) {
      refuse(`get ${key}`)
      return items.get(key) ?? null
    },
    setItem(key: string, value: string) {
      refuse(`set ${key}`)
      items.set(key, value)
    },
    removeItem(key: string) {
      refuse(`remove ${key}`)
      items.delete(key)
    },
  }
}
type Storage = ReturnType<typeof storage>

/**
 * A field of the contact form, typed into: its form holds the three fields with `values`, and is
 * in an island whose code has not run (`waiting`) or has.
 */
function typedInto(values: Partial<Record<string, string>>, { waiting = true } = {}) {
  const elements = Object.fromEntries(
    FIELD_NAMES.map((name) => [name, { value: values[name] ?? '' }]),
  )
  return {
    form: {
      elements,
      closest: (selector: string) => {
        expect(selector).toBe(WAITING_ISLAND)
        return waiting ? {} : null
      },
    },
  }
}

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
  localStorage = storage() as Storage,
  first = undefined as string | undefined,
  keepDrafts = PARTS.keepDrafts,
} = {}) {
  const added: Added[] = []
  const removed: string[] = []
  const document = {
    prerendering,
    createElement: () => ({ type: '', src: '', integrity: '' }),
    /** The one element a page's own first statement may ask for (the 404 page's field). */
    found: { value: '' },
    getElementById(id: string) {
      expect(id).toBe('found')
      return this.found
    },
    head: { append: (element: Added) => added.push(element) },
    querySelector: (selector: string) => ({ remove: () => removed.push(selector) }),
    addEventListener: () => {
      throw new Error('the loader listens on the document to nothing')
    },
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
  // The window's listeners, one per type and phase: `click` (bubbling) or `click capture`.
  type Listener = (event: unknown) => void
  const listeners = new Map<string, Listener>()
  const phase = (type: string, options?: boolean | { capture?: boolean }) =>
    options === true || (typeof options === 'object' && options.capture) ? `${type} capture` : type
  const addEventListener = (type: string, listener: Listener, options?: boolean) => {
    const key = phase(type, options)
    expect(listeners.has(key), `a second ${key} listener`).toBe(false)
    listeners.set(key, listener)
  }
  const removeEventListener = (type: string, listener: Listener, options?: boolean) => {
    const key = phase(type, options)
    if (listeners.get(key) === listener) listeners.delete(key)
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
    'localStorage',
    bootLoader({ ...boot, ...PARTS, keepDrafts, ...(first ? { first } : {}) }),
  )(
    document,
    navigator,
    PerformanceObserver,
    setTimeout,
    addEventListener,
    removeEventListener,
    { pathname },
    localStorage,
  )
  const paint = (...names: string[]) => {
    for (const observer of observers)
      if (observer.on)
        observer.callback(
          { getEntriesByName: (name: string) => names.filter((entry) => entry === name) },
          observer,
        )
  }
  /**
   * A click on `target`, going down to it and back up to the window (unless stopped), with the
   * primary button and no key held unless `with` says so; says whether it was held (kept from the
   * page and from the default).
   */
  const click = (target: ReturnType<typeof button>) => {
    let held = false
    let stopped = false
    const event = {
      target,
      button: 0,
      metaKey: false,
      ctrlKey: false,
      shiftKey: false,
      altKey: false,
      preventDefault: () => {
        held = true
      },
      stopPropagation: () => {
        stopped = true
      },
    }
    listeners.get('click capture')?.(event)
    if (!stopped) listeners.get('click')?.(event)
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
  /** The visitor (`trusted`) or a script types into `target`'s field. */
  const type = (target: ReturnType<typeof typedInto> | object, isTrusted = true) =>
    listeners.get('input capture')?.({ target, isTrusted })
  return {
    type,
    found: document.found,
    scripts,
    paint,
    timers,
    observers,
    listeners,
    click,
    bootRan,
    bootFailed,
    removed,
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
      visitor.listeners.get(`${type} capture`)?.({})
      expect(visitor.scripts(), type).toHaveLength(1)
      visitor.paint('first-contentful-paint')
      expect(visitor.scripts(), type).toHaveLength(1)
    }
  })

  it('adds it at once in a page the browser prerenders: its cross-fade opts in there, and it waits for the visitor (src/islands/crossFade.ts)', () => {
    for (const paintTiming of [true, false]) {
      const { scripts, paint, timers } = runLoader({ prerendering: true, paintTiming })
      expect(scripts(), 'while prerendered').toEqual([{ type: 'module', ...BOOT }])
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
    expect(listeners.has('click capture')).toBe(false)
    bootRan()
    expect(islandButton.clicks).toBe(1)
  })

  it('lets clicks go on as plain HTML has them when the boot script cannot load', () => {
    const { click, bootFailed, listeners } = runLoader()
    const islandButton = button(true)
    expect(click(islandButton)).toBe(true)
    bootFailed()
    expect(islandButton.clicks).toBe(1)
    expect(listeners.has('click capture')).toBe(false)
  })

  it('carries any address and hash as they are, and nothing that could end its <script> element', () => {
    const boot = { src: '/a"b\\c/</script>.js', integrity: "sha256-'q'" }
    expect(bootLoader({ ...boot, ...PARTS })).not.toMatch(/<\/script/i)
    const { scripts, paint } = runLoader({ boot })
    paint('first-contentful-paint')
    expect(scripts()).toEqual([{ type: 'module', ...boot }])
  })

  it('names the boot script in a built page, for the tests', () => {
    const page = `<head><script type="module">${bootLoader({ ...BOOT, ...PARTS })}</script></head>`
    expect(bootAddress(page)).toBe(BOOT.src)
    expect(bootAddress('<head></head>')).toBeUndefined()
  })
})

describe('the boot loader keeps a form’s draft before any script has run', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })
  const now = Date.UTC(2026, 10, 2, 9)
  const typed = { name: 'Zoë Łukasiewicz-Ørsted', email: 'zoe@example.com', message: 'Cześć!\n🚀' }

  it('reads and stores nothing before the visitor types: no boot script, no paint, no draft', () => {
    const localStorage = storage()
    const loader = runLoader({ localStorage })
    loader.paint('first-contentful-paint')
    for (const timer of loader.timers) timer.run()
    expect(localStorage.calls).toEqual([])
  })

  it('keeps every keystroke in a form whose code has not run, as the form’s own draft store reads it', () => {
    vi.useFakeTimers({ now })
    const localStorage = storage()
    const { type } = runLoader({ localStorage })
    type(typedInto({ name: typed.name }))
    expect(JSON.parse(localStorage.items.get(DRAFT_KEY) ?? 'null')).toEqual({
      savedAt: now,
      fields: { name: typed.name, email: '', message: '' },
    })
    type(typedInto(typed))
    // The form reads it back (src/contact/draftStorage.ts) on the next visit, as its own.
    vi.stubGlobal('localStorage', localStorage)
    expect(readDraft(now + DRAFT_MAX_AGE_MS)).toEqual(typed)
    expect([...localStorage.items.keys()]).toEqual([DRAFT_KEY])
  })

  it('keeps an earlier visit’s draft in the fields left empty, and what the visitor deletes goes', () => {
    vi.useFakeTimers({ now })
    const localStorage = storage()
    localStorage.items.set(DRAFT_KEY, JSON.stringify({ savedAt: now - 60_000, fields: typed }))
    const { type } = runLoader({ localStorage })
    // The form never woke to show it (offline): the visitor starts again with the name.
    type(typedInto({ name: 'Z' }))
    type(typedInto({ name: 'Zo' }))
    expect(JSON.parse(localStorage.items.get(DRAFT_KEY) ?? 'null').fields).toEqual({
      ...typed,
      name: 'Zo',
    })
    // Their own text, deleted: the earlier draft's name, which they never saw deleted, stays.
    type(typedInto({ name: '', message: 'Another message' }))
    expect(JSON.parse(localStorage.items.get(DRAFT_KEY) ?? 'null').fields).toEqual({
      ...typed,
      message: 'Another message',
    })
  })

  it('takes nothing from an expired draft, and drops the draft when every field is emptied', () => {
    vi.useFakeTimers({ now })
    const localStorage = storage()
    localStorage.items.set(
      DRAFT_KEY,
      JSON.stringify({ savedAt: now - DRAFT_MAX_AGE_MS - 1, fields: typed }),
    )
    const { type } = runLoader({ localStorage })
    type(typedInto({ message: 'Only this' }))
    expect(JSON.parse(localStorage.items.get(DRAFT_KEY) ?? 'null').fields).toEqual({
      name: '',
      email: '',
      message: 'Only this',
    })
    type(typedInto({}))
    expect(localStorage.items.has(DRAFT_KEY)).toBe(false)
  })

  it('keeps nothing of a script’s input, of a form whose code runs (it keeps its own), or of a field outside a form', () => {
    const localStorage = storage()
    const { type } = runLoader({ localStorage })
    type(typedInto(typed), false)
    type(typedInto(typed, { waiting: false }))
    type({ form: null })
    type({})
    expect(localStorage.calls).toEqual([])
  })

  it('goes on without a draft where storage refuses, and reads an unreadable one as none', () => {
    const refused = runLoader({ localStorage: storage(true) })
    expect(() => refused.type(typedInto(typed))).not.toThrow()
    const localStorage = storage()
    localStorage.items.set(DRAFT_KEY, '{not json')
    const { type } = runLoader({ localStorage })
    type(typedInto({ name: 'Z' }))
    type(typedInto({ name: 'Zo' }))
    expect(JSON.parse(localStorage.items.get(DRAFT_KEY) ?? 'null').fields).toEqual({
      name: 'Zo',
      email: '',
      message: '',
    })
  })
})

describe('a page’s own first statement (the 404 page’s guess)', () => {
  it('runs before the loader’s own work, whatever the paint; a page without a form keeps no draft', () => {
    const { found, scripts, listeners } = runLoader({
      first: guessScript('found', '/portfolio/'.length),
      pathname: '/portfolio/insights/sharepoint-permisions/',
      keepDrafts: '',
    })
    expect(found.value).toBe('sharepoint permisions')
    expect(scripts()).toEqual([])
    expect(listeners.has('input capture')).toBe(false)
  })
})
