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
import {
  bootAddress,
  bootLoader,
  FALLBACK_MS,
  PRERENDERED_KEY,
  VIEW_TRANSITION_OPT_IN,
} from './boot-loader.mjs'

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

const ORIGIN = 'https://example.com'

/** A button, inside an island (or a trigger) or not, whose clicks are counted. */
function button(inIsland: boolean) {
  const element = {
    clicks: 0,
    click() {
      element.clicks += 1
    },
    closest: (selector: string) => {
      if (selector === 'button') return element
      if (selector === 'a[href]') return null
      expect(selector).toBe(HELD_BEFORE_BOOT)
      return inIsland ? {} : null
    },
  }
  return element
}

/** A link to `href`, as the visitor clicks it (on the link itself or on its words). */
function link(href: string, { target = '' } = {}) {
  const url = new URL(href, ORIGIN)
  const element = {
    origin: url.origin,
    pathname: url.pathname,
    target,
    closest: (selector: string) => (selector === 'a[href]' ? element : null),
  }
  return element
}

/** The stylesheets a page adopts: their rules' text. */
class CSSStyleSheet {
  text = ''
  replaceSync(text: string) {
    this.text = text
  }
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
  localStorage = storage() as Storage,
  first = undefined as string | undefined,
  keepDrafts = PARTS.keepDrafts,
} = {}) {
  const added: Added[] = []
  const removed: string[] = []
  let adoptedStyleSheets: CSSStyleSheet[] = []
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
    /** The one element a page's own first statement may ask for (the 404 page's field). */
    found: { value: '' },
    getElementById(id: string) {
      expect(id).toBe('found')
      return this.found
    },
    head: { append: (element: Added) => added.push(element) },
    querySelector: (selector: string) => ({ remove: () => removed.push(selector) }),
    get adoptedStyleSheets() {
      return adoptedStyleSheets
    },
    set adoptedStyleSheets(sheets: CSSStyleSheet[]) {
      expect(Array.isArray(sheets)).toBe(true)
      adoptedStyleSheets = sheets
    },
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
    'CSSStyleSheet',
    'localStorage',
    bootLoader({ ...boot, ...PARTS, keepDrafts, ...(first ? { first } : {}) }),
  )(
    document,
    navigator,
    PerformanceObserver,
    setTimeout,
    addEventListener,
    removeEventListener,
    { pathname, origin: ORIGIN },
    CSSStyleSheet,
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
  const click = (
    target: ReturnType<typeof button> | ReturnType<typeof link>,
    pressed: { button?: number; ctrlKey?: boolean } = {},
  ) => {
    let held = false
    let stopped = false
    const event = {
      target,
      button: 0,
      metaKey: false,
      ctrlKey: false,
      shiftKey: false,
      altKey: false,
      ...pressed,
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
  /** Whether the page holds the cross-fade's opt-in, and nothing else adopted. */
  const optedIn = () => {
    expect(adoptedStyleSheets.length).toBeLessThanOrEqual(1)
    return adoptedStyleSheets.some((sheet) => sheet.text === VIEW_TRANSITION_OPT_IN)
  }
  /** The page is shown (pagereveal), with a transition that ends when `end` is called, or none. */
  const reveal = (transition: boolean) => {
    let end = () => {}
    const finished = new Promise<void>((resolve) => {
      end = resolve
    })
    listeners.get('pagereveal')?.({ viewTransition: transition ? { finished } : null })
    return end
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
    optedIn,
    reveal,
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
      visitor.listeners.get(`${type} capture`)?.({})
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

  it('in a page the browser prerenders, leaves its path for the page the visitor leaves and opts in for its reveal', () => {
    const prerendered = runLoader({ prerendering: true, pathname: '/projects/a/' })
    expect(prerendered.cookies()).toEqual({ [PRERENDERED_KEY]: '/projects/a/' })
    expect(prerendered.optedIn()).toBe(true)
    // A page fetched ahead, or at the click, is not ready to show: it says nothing, and no
    // stylesheet of the site opts in.
    const fetched = runLoader({ prerendering: false })
    expect(fetched.cookies()).toEqual({})
    expect(fetched.optedIn()).toBe(false)
    // Cookies may be refused (privacy settings): nothing is left, the page left cannot know, and
    // nothing fails.
    const refused = runLoader({ prerendering: true, cookies: 'refused' })
    expect(refused.optedIn()).toBe(false)
  })

  it('once shown, clears its path (used once), and drops the opt-in after its cross-fade if one plays', async () => {
    const plain = runLoader({ prerendering: true, pathname: '/projects/a/' })
    plain.reveal(false)
    expect(plain.optedIn()).toBe(false)
    expect(plain.cookies()).toEqual({})

    const faded = runLoader({ prerendering: true })
    const end = faded.reveal(true)
    expect(faded.cookies()).toEqual({})
    expect(faded.optedIn(), 'while the cross-fade plays').toBe(true)
    end()
    await vi.waitFor(() => expect(faded.optedIn()).toBe(false))

    // A page not prerendered has nothing to clear or drop, and does not listen.
    const shown = runLoader({ cookies: { [PRERENDERED_KEY]: '/projects/b/' } })
    expect(shown.listeners.has('pagereveal')).toBe(false)
    expect(shown.cookies()).toEqual({ [PRERENDERED_KEY]: '/projects/b/' })
  })

  it('opts the page left in only as the visitor follows a link to the page the browser prerendered', () => {
    const cookies = { [PRERENDERED_KEY]: '/projects/a/' }
    const page = runLoader({ cookies })
    expect(page.optedIn(), 'before any click').toBe(false)
    expect(page.click(link('/projects/b/'))).toBe(false)
    expect(page.optedIn(), 'a link to another page').toBe(false)
    expect(page.click(link('/projects/a/#result'))).toBe(false)
    expect(page.optedIn(), 'the prerendered page').toBe(true)
    page.click(link('/projects/b/'))
    expect(page.optedIn(), 'a later click elsewhere drops it').toBe(false)
    page.click(link('/projects/a/'))
    page.click(button(false))
    expect(page.optedIn(), 'a button is not a link: nothing changes').toBe(true)
    // Left, the page drops it: shown again from the back/forward cache, it has none.
    page.listeners.get('pageswap')?.({})
    expect(page.optedIn(), 'once left').toBe(false)

    // Where the browser does not follow the link in this page, nothing is adopted.
    const notFollowed = [
      ['a new tab (Ctrl)', link('/projects/a/'), { ctrlKey: true }],
      ['the middle button', link('/projects/a/'), { button: 1 }],
      ['another window', link('/projects/a/', { target: '_blank' }), {}],
      ['another site', link('https://other.example/projects/a/'), {}],
    ] as const
    for (const [why, target, pressed] of notFollowed) {
      const other = runLoader({ cookies })
      other.click(target, pressed)
      expect(other.optedIn(), why).toBe(false)
    }
    // Only the site's own cookie counts, not one whose name ends in the same word.
    const lookalike = runLoader({
      cookies: { theme: 'dark', [`x${PRERENDERED_KEY}`]: '/projects/a/' },
    })
    lookalike.click(link('/projects/a/'))
    expect(lookalike.optedIn()).toBe(false)
    const refused = runLoader({ cookies: 'refused' })
    expect(() => refused.click(link('/projects/a/'))).not.toThrow()
    expect(refused.optedIn()).toBe(false)
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
