import { describe, expect, it } from 'vitest'
import { site } from '../content/site.ts'
import { renderHead, renderNotFoundHead } from './head.ts'
import { THEME_ATTRIBUTE, THEME_NAME, THEMES } from './theme.ts'
import { THEME_SCRIPT } from './themeScript.ts'

interface Page {
  window: Window & typeof globalThis
}
interface PageOptions {
  url: string
  runScripts: 'dangerously'
  beforeParse?: (window: Window & typeof globalThis) => void
}
/** jsdom's own constructor, which the test environment runs on: a page of its own per test. */
const JSDOM = (
  globalThis as unknown as {
    jsdom: { constructor: new (html: string, options: PageOptions) => Page }
  }
).jsdom.constructor

const [systemTheme, lightTheme, darkTheme] = THEMES

/** The choice stored in the site's cookie, as the next page reads it. */
const storedChoice = (window: Window) =>
  new RegExp(`(?:^|; )${THEME_NAME}=([^;]*)`).exec(window.document.cookie)?.[1]

/** A choice made in another tab or window of the site: its cookie changes under this page. */
const chooseElsewhere = (window: Window, theme: string) => {
  window.document.cookie = `${THEME_NAME}=${theme};path=/`
}

/**
 * A page as the build makes it: the head as rendered (with the theme's script), then a body
 * whose first script notes the theme applied when the parser reached it (before anything could
 * paint), and the header's control.
 */
async function openPage({
  stored,
  storage = 'allowed',
}: {
  stored?: string
  storage?: 'allowed' | 'refused'
} = {}) {
  const options = [...THEMES].map((theme) => `<option value="${theme}">${theme}</option>`)
  const html = `<!doctype html><html><head>${renderHead(site, '/')}</head><body>
    <script>window.appliedWhenParsed = document.documentElement.getAttribute('${THEME_ATTRIBUTE}')</script>
    <select name="${THEME_NAME}">${options.join('')}</select></body></html>`
  const page = new JSDOM(html, {
    url: 'https://example.org/',
    runScripts: 'dangerously',
    beforeParse(window) {
      if (stored !== undefined) window.document.cookie = `${THEME_NAME}=${stored};path=/`
      if (storage === 'refused')
        Object.defineProperty(window.document, 'cookie', {
          get() {
            throw new window.DOMException('The operation is insecure.', 'SecurityError')
          },
          set() {
            throw new window.DOMException('The operation is insecure.', 'SecurityError')
          },
        })
    },
  })
  const { window } = page
  // As in a browser, the controls show the choice once the document is parsed.
  if (window.document.readyState === 'loading')
    await new Promise((resolve) => window.addEventListener('DOMContentLoaded', resolve))
  const select = window.document.querySelector('select') as HTMLSelectElement
  return {
    window,
    select,
    applied: () => window.document.documentElement.getAttribute(THEME_ATTRIBUTE),
    appliedWhenParsed: () => (window as unknown as { appliedWhenParsed: string }).appliedWhenParsed,
    choose(theme: string) {
      select.value = theme
      select.dispatchEvent(new window.Event('change', { bubbles: true }))
    },
  }
}

describe('the colour theme’s head script', () => {
  it('is in the head of every kind of page, once, as the CSP hashes it', () => {
    for (const head of [renderHead(site, '/'), renderNotFoundHead(site, '/')])
      expect(head.split(`<script>${THEME_SCRIPT}</script>`)).toHaveLength(2)
    // Nothing in it can end its element early, and it carries no content (same on every page).
    expect(THEME_SCRIPT).not.toContain('<')
    expect(THEME_SCRIPT).not.toContain(site.navbar.theme.label)
  })

  it('follows the system by default, touching nothing of the page, the control showing it', async () => {
    const page = await openPage()
    expect(page.appliedWhenParsed()).toBeNull()
    expect(page.applied()).toBeNull()
    expect(page.select.value).toBe(systemTheme)
  })

  it('applies a stored choice before the body is parsed, and shows it in the control', async () => {
    for (const theme of [lightTheme, darkTheme]) {
      const page = await openPage({ stored: theme })
      expect(page.appliedWhenParsed()).toBe(theme)
      expect(page.select.value).toBe(theme)
    }
  })

  it('ignores a stored value that is not a choice', async () => {
    for (const stored of ['', 'blue', 'DARK', 'darker', 'dark%20', '"dark"']) {
      const page = await openPage({ stored })
      expect(page.appliedWhenParsed(), JSON.stringify(stored)).toBeNull()
      expect(page.select.value).toBe(systemTheme)
    }
  })

  it('applies and stores a choice made in the control, for the next page and visit', async () => {
    const page = await openPage()
    page.choose(darkTheme ?? '')
    expect(page.applied()).toBe(darkTheme)
    expect(storedChoice(page.window)).toBe(darkTheme)
    const next = await openPage({ stored: storedChoice(page.window) ?? '' })
    expect(next.appliedWhenParsed()).toBe(darkTheme)
    page.choose(systemTheme ?? '')
    expect(page.applied()).toBeNull()
    expect(storedChoice(page.window)).toBe(systemTheme)
  })

  it('leaves other controls’ changes alone', async () => {
    const page = await openPage({ stored: lightTheme })
    const other = page.window.document.createElement('select')
    other.name = 'other'
    other.innerHTML = `<option value="${darkTheme}"></option>`
    page.window.document.body.append(other)
    other.dispatchEvent(new page.window.Event('change', { bubbles: true }))
    expect(page.applied()).toBe(lightTheme)
    expect(storedChoice(page.window)).toBe(lightTheme)
  })

  it('follows a choice made in another tab when the window gets the focus, and again when the page comes back from the cache', async () => {
    const page = await openPage({ stored: lightTheme })
    chooseElsewhere(page.window, darkTheme ?? '')
    expect(page.applied()).toBe(lightTheme)
    page.window.dispatchEvent(new page.window.FocusEvent('focus'))
    expect(page.applied()).toBe(darkTheme)
    expect(page.select.value).toBe(darkTheme)
    // Back to the system's in the other tab: the attribute goes.
    chooseElsewhere(page.window, systemTheme ?? '')
    page.window.dispatchEvent(new page.window.FocusEvent('focus'))
    expect(page.applied()).toBeNull()
    expect(page.select.value).toBe(systemTheme)
    chooseElsewhere(page.window, darkTheme ?? '')
    page.window.dispatchEvent(new page.window.FocusEvent('focus'))
    chooseElsewhere(page.window, lightTheme ?? '')
    // The page's first showing changes nothing; a return from the back/forward cache does.
    page.window.dispatchEvent(new page.window.PageTransitionEvent('pageshow', { persisted: false }))
    expect(page.applied()).toBe(darkTheme)
    page.window.dispatchEvent(new page.window.PageTransitionEvent('pageshow', { persisted: true }))
    expect(page.applied()).toBe(lightTheme)
  })

  it('reads only its own cookie, not another whose name ends in its name', async () => {
    const page = await openPage({ stored: systemTheme })
    page.window.document.cookie = `x${THEME_NAME}=${darkTheme};path=/`
    page.window.dispatchEvent(new page.window.FocusEvent('focus'))
    expect(page.applied()).toBeNull()
    chooseElsewhere(page.window, darkTheme ?? '')
    page.window.dispatchEvent(new page.window.FocusEvent('focus'))
    expect(page.applied()).toBe(darkTheme)
  })

  it('works where cookies are refused: the system by default, a choice for this page', async () => {
    const page = await openPage({ storage: 'refused' })
    expect(page.appliedWhenParsed()).toBeNull()
    page.choose(darkTheme ?? '')
    expect(page.applied()).toBe(darkTheme)
  })
})
