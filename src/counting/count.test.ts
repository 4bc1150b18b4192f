/**
 * Counting in the page (jsdom): what each count asks the counter, and that a visitor who asks
 * not to be tracked is never counted. The browser tests (e2e/counting.spec.ts) prove the same
 * against the built site, with real image requests.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { site } from '../content/site.ts'
import { COUNTED, COUNTER_META, CV_DOWNLOADED, count, countEvent, startCounting } from './count.ts'

const ENDPOINT = 'https://pages.goatcounter.com/count'

/** Every image address the page asks for (the setter still sets it). */
function imageRequests() {
  const asked: string[] = []
  const setter = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src')?.set
  vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (
    this: HTMLImageElement,
    value: string,
  ) {
    asked.push(value)
    setter?.call(this, value)
  })
  return asked
}

const query = (address: string | undefined) =>
  Object.fromEntries(new URL(address ?? 'https://missing.invalid').searchParams)

/** The visitor's browser says it: Global Privacy Control, or Do Not Track. */
function asksNotToTrack(signal: 'globalPrivacyControl' | 'doNotTrack') {
  Object.defineProperty(navigator, signal, {
    configurable: true,
    get: () => (signal === 'doNotTrack' ? '1' : true),
  })
}

let meta: HTMLMetaElement | undefined
const countingOn = () => {
  meta = document.createElement('meta')
  meta.name = COUNTER_META
  meta.content = ENDPOINT
  document.head.append(meta)
}

beforeEach(() => {
  history.replaceState(null, '', '/projects/vendor-onboarding/?ref=secret&email=a%40b.c#contact')
  document.title = site.meta.title
})
afterEach(() => {
  meta?.remove()
  meta = undefined
  for (const signal of ['globalPrivacyControl', 'doNotTrack'])
    Reflect.deleteProperty(navigator, signal)
  history.replaceState(null, '', '/')
})

describe('count', () => {
  it("counts a view with the page's path and title only: never its query string or fragment", () => {
    const asked = imageRequests()
    const address = count(ENDPOINT)
    expect(asked).toEqual([address])
    expect(address?.startsWith(`${ENDPOINT}?`)).toBe(true)
    const { rnd, ...sent } = query(address)
    expect(sent).toEqual({ p: '/projects/vendor-onboarding/', t: site.meta.title })
    expect(address).not.toMatch(/secret|a%40b|contact/)
  })

  it('counts an event by its name alone, marked as an event, and each one anew', () => {
    const asked = imageRequests()
    const first = count(ENDPOINT, CV_DOWNLOADED)
    const second = count(ENDPOINT, CV_DOWNLOADED)
    const { rnd, ...sent } = query(first)
    expect(sent).toEqual({ p: CV_DOWNLOADED, e: 'true' })
    // Not one image from the cache for both.
    expect(first).not.toBe(second)
    expect(asked).toEqual([first, second])
  })

  for (const signal of ['globalPrivacyControl', 'doNotTrack'] as const) {
    it(`counts nothing at all when the browser sends ${signal === 'doNotTrack' ? 'Do Not Track' : 'Global Privacy Control'}`, () => {
      const asked = imageRequests()
      asksNotToTrack(signal)
      expect(count(ENDPOINT)).toBeUndefined()
      expect(count(ENDPOINT, CV_DOWNLOADED)).toBeUndefined()
      expect(asked).toEqual([])
    })
  }
})

describe('counting in the page', () => {
  it('counts nothing, and listens to nothing, where the page names no counter (counting off)', () => {
    const asked = imageRequests()
    const listening = vi.spyOn(document, 'addEventListener')
    startCounting()
    countEvent(CV_DOWNLOADED)
    expect(asked).toEqual([])
    expect(listening).not.toHaveBeenCalled()
  })

  it('counts the view once, then one event per click on a marked element, and no other click', () => {
    countingOn()
    const asked = imageRequests()
    // Any element may be marked; the CV's links are (the browser tests follow a real one).
    const link = document.createElement('button')
    link.setAttribute(COUNTED, CV_DOWNLOADED)
    link.innerHTML = '<span>CV <span>(PDF)</span></span>'
    const other = document.createElement('button')
    document.body.append(link, other)
    const listening = vi.spyOn(document, 'addEventListener')
    try {
      startCounting()
      expect(asked.map(query).map(({ p, e }) => ({ p, e }))).toEqual([
        { p: location.pathname, e: undefined },
      ])
      // The boot script starts it once: one listener, for clicks.
      expect(listening.mock.calls.map(([type]) => type)).toEqual(['click'])
      link.querySelector('span span')?.dispatchEvent(new MouseEvent('click', { bubbles: true }))
      other.click()
      expect(
        asked
          .slice(1)
          .map(query)
          .map(({ p, e }) => ({ p, e })),
      ).toEqual([{ p: CV_DOWNLOADED, e: 'true' }])
    } finally {
      // One page per worker: the next test file finds no listener of this one.
      for (const [type, listener, options] of listening.mock.calls)
        document.removeEventListener(type, listener, options)
      link.remove()
      other.remove()
    }
  })

  it('counts neither the view nor any click when the visitor asks not to be tracked', () => {
    countingOn()
    asksNotToTrack('globalPrivacyControl')
    const asked = imageRequests()
    const listening = vi.spyOn(document, 'addEventListener')
    startCounting()
    countEvent('message-sent')
    expect(asked).toEqual([])
    expect(listening).not.toHaveBeenCalled()
  })
})
