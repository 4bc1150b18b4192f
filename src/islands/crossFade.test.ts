/**
 * The cross-fade's opt-in, in pages of their own (a jsdom window each): adopted only in a page the
 * browser prerenders, and in the page left at a click on a link to it (the browser checks in
 * e2e/navigation.spec.ts and engines/between-pages.test.ts prove the transition itself).
 */
import { JSDOM } from 'jsdom'
import { describe, expect, it, vi } from 'vitest'
import { crossFade, PRERENDERED_KEY, VIEW_TRANSITION_OPT_IN } from './crossFade.ts'

const ORIGIN = 'https://example.com'
/** The opt-in's rule's start (its media query) as a parsed rule writes it. */
const OPT_IN_MEDIA = (() => {
  const probe = new CSSStyleSheet()
  probe.replaceSync(VIEW_TRANSITION_OPT_IN)
  return probe.cssRules[0]?.cssText.split('{')[0] ?? VIEW_TRANSITION_OPT_IN
})()

/** A page at `path`, prerendered by the browser or shown, with the site's `cookies`. */
function pageAt(
  path = '/projects/a/',
  { prerendering = false, cookies = {} as Record<string, string> | 'refused' } = {},
) {
  const { window } = new JSDOM('<!doctype html><body><a href="#">x</a></body>', {
    url: `${ORIGIN}${path}`,
  })
  Object.defineProperty(window.document, 'prerendering', {
    configurable: true,
    get: () => prerendering,
  })
  if (cookies === 'refused')
    Object.defineProperty(window.document, 'cookie', {
      get: () => {
        throw new window.DOMException('The operation is insecure.', 'SecurityError')
      },
      set: () => {
        throw new window.DOMException('The operation is insecure.', 'SecurityError')
      },
    })
  else
    for (const [name, value] of Object.entries(cookies))
      window.document.cookie = `${name}=${value};path=/`
  const arrived = crossFade(window as unknown as Window)
  /** Whether the page holds the cross-fade's opt-in, and nothing else adopted. */
  const optedIn = () => {
    // jsdom keeps what the page adopts as it is given (it adopts nothing itself).
    const sheets: readonly CSSStyleSheet[] = window.document.adoptedStyleSheets ?? []
    expect(sheets.length).toBeLessThanOrEqual(1)
    // The opt-in's one rule, read back: the media query it holds the transition under.
    return sheets.some((sheet) =>
      [...sheet.cssRules].some((rule) => rule.cssText.startsWith(OPT_IN_MEDIA)),
    )
  }
  /** The site's cookies, by name. */
  const jar = () =>
    Object.fromEntries(
      window.document.cookie
        .split('; ')
        .filter(Boolean)
        .map((pair) => pair.split('=') as [string, string]),
    )
  /** A click on a link to `href` (the primary button and no key unless `pressed` says so). */
  const click = (
    href: string,
    { target = '', ...pressed }: { target?: string; button?: number; ctrlKey?: boolean } = {},
  ) => {
    const link = window.document.createElement('a')
    link.href = href
    link.target = target
    window.document.body.append(link)
    link.dispatchEvent(
      new window.MouseEvent('click', { bubbles: true, cancelable: true, ...pressed }),
    )
    link.remove()
  }
  /** The browser shows the page, with a transition that ends when `end` is called, or none. */
  const reveal = (transition: boolean) => {
    let end = () => {}
    const finished = new Promise<void>((resolve) => {
      end = resolve
    })
    window.dispatchEvent(
      Object.assign(new window.Event('pagereveal'), {
        viewTransition: transition ? { finished } : null,
      }),
    )
    return end
  }
  /** The visitor arrives at the prerendered page. */
  const activate = () => {
    prerendering = false
    window.document.dispatchEvent(new window.Event('prerenderingchange'))
  }
  return { window, arrived, optedIn, jar, click, reveal, activate }
}

describe('the cross-fade between pages', () => {
  it('in a page the browser prerenders, leaves its path for the page the visitor leaves, opts in for its reveal, and waits for the visitor', async () => {
    const prerendered = pageAt('/projects/a/', { prerendering: true })
    expect(prerendered.jar()).toEqual({ [PRERENDERED_KEY]: '/projects/a/' })
    expect(prerendered.optedIn()).toBe(true)
    const arrived = vi.fn()
    expect(prerendered.arrived, 'a promise of the visitor').toBeInstanceOf(Promise)
    void prerendered.arrived?.then(arrived)
    await Promise.resolve()
    expect(arrived, 'before the visitor arrives').not.toHaveBeenCalled()
    prerendered.activate()
    await vi.waitFor(() => expect(arrived).toHaveBeenCalledOnce())
    // A page the visitor is on says nothing, and no stylesheet of the site opts in.
    const shown = pageAt('/projects/a/')
    expect(shown.jar()).toEqual({})
    expect(shown.optedIn()).toBe(false)
    expect(shown.arrived, 'nothing to wait for').toBeUndefined()
    // Cookies may be refused (privacy settings): nothing is left, and nothing fails.
    const refused = pageAt('/projects/a/', { prerendering: true, cookies: 'refused' })
    expect(refused.optedIn()).toBe(false)
  })

  it('once shown, clears its path (used once), and drops the opt-in after its cross-fade if one plays', async () => {
    const plain = pageAt('/projects/a/', { prerendering: true })
    plain.reveal(false)
    expect(plain.optedIn()).toBe(false)
    expect(plain.jar()).toEqual({})

    const faded = pageAt('/projects/a/', { prerendering: true })
    const end = faded.reveal(true)
    expect(faded.jar()).toEqual({})
    expect(faded.optedIn(), 'while the cross-fade plays').toBe(true)
    end()
    await vi.waitFor(() => expect(faded.optedIn()).toBe(false))

    // A page not prerendered has nothing to clear or drop.
    const shown = pageAt('/', { cookies: { [PRERENDERED_KEY]: '/projects/b/' } })
    shown.reveal(false)
    expect(shown.jar()).toEqual({ [PRERENDERED_KEY]: '/projects/b/' })
  })

  it('opts the page left in only as the visitor follows a link to the page the browser prerendered', () => {
    const cookies = { [PRERENDERED_KEY]: '/projects/a/' }
    const page = pageAt('/', { cookies })
    expect(page.optedIn(), 'before any click').toBe(false)
    page.click('/projects/b/')
    expect(page.optedIn(), 'a link to another page').toBe(false)
    page.click('/projects/a/#result')
    expect(page.optedIn(), 'the prerendered page').toBe(true)
    page.click('/projects/b/')
    expect(page.optedIn(), 'a later click elsewhere drops it').toBe(false)
    page.click('/projects/a/')
    page.window.document.body.click()
    expect(page.optedIn(), 'a click elsewhere than a link changes nothing').toBe(true)
    // Left, the page drops it: shown again from the back/forward cache, it has none.
    page.window.dispatchEvent(new page.window.Event('pageswap'))
    expect(page.optedIn(), 'once left').toBe(false)

    // Where the browser does not follow the link in this page, nothing is adopted.
    const notFollowed = [
      ['a new tab (Ctrl)', '/projects/a/', { ctrlKey: true }],
      ['the middle button', '/projects/a/', { button: 1 }],
      ['another window', '/projects/a/', { target: '_blank' }],
      ['another site', 'https://other.example/projects/a/', {}],
    ] as const
    for (const [why, href, pressed] of notFollowed) {
      const other = pageAt('/', { cookies })
      other.click(href, pressed)
      expect(other.optedIn(), why).toBe(false)
    }
    // Only the site's own cookie counts, not one whose name ends in the same word.
    const lookalike = pageAt('/', {
      cookies: { theme: 'dark', [`x${PRERENDERED_KEY}`]: '/projects/a/' },
    })
    lookalike.click('/projects/a/')
    expect(lookalike.optedIn()).toBe(false)
    const refused = pageAt('/', { cookies: 'refused' })
    expect(() => refused.click('/projects/a/')).not.toThrow()
    expect(refused.optedIn()).toBe(false)
  })
})
