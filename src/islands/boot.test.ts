/**
 * The page's boot script on the prerendered page: it marks the page loaded, hydrates islands
 * when needed, and loses nothing a visitor does before an island is ready. (The browser tests
 * prove the same in Chromium, Firefox and WebKit, with the real files and timing.)
 */
import { waitFor } from '@testing-library/react'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { Markdown } from '../components/Markdown.tsx'
import { parseCaseStudy } from '../content/caseStudy.ts'
import { site } from '../content/site.ts'
import type { SiteContent } from '../content/types.ts'
import { HomePage } from '../pages/HomePage.tsx'
import { testBuild } from '../test/build.ts'
import { HYDRATED, VISITOR_INPUT } from './markup.ts'

// The visit without reCAPTCHA, whose own step is proved in src/contact/ and e2e/recaptcha.spec.ts.
const { recaptchaSiteKey: _withoutRecaptcha, ...emailjs }: SiteContent['emailjs'] = site.emailjs
const content = { ...site, emailjs }
const build = testBuild(content)
const island = (name: string) => document.querySelector(`[data-island="${name}"]`) as HTMLElement
const sendButton = () => document.querySelector<HTMLButtonElement>('button[data-needs-script]')
const searchField = () => document.querySelector<HTMLInputElement>('#site-search')
const requests: unknown[] = []

// One page and one boot, as in a browser: the tests are the steps of one visit, in order.
beforeAll(async () => {
  // jsdom has no IntersectionObserver: nothing is ever "near the viewport" here.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  )
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      requests.push(JSON.parse(String(init.body)))
      return new Response('OK', { status: 200 })
    }),
  )
  document.body.innerHTML = renderToString(createElement(HomePage, { content, build }))
})
afterAll(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

describe('the boot script, through one visit', () => {
  it('marks the page loaded and enables the send button and the search field, which without it stay disabled', async () => {
    expect(sendButton()).toBeDisabled()
    expect(searchField()).toBeDisabled()
    expect(document.querySelector('.app')).not.toHaveClass('loaded')
    await import('./boot.ts')
    expect(document.querySelector('.app')).toHaveClass('app', 'loaded')
    expect(sendButton()).toBeEnabled()
    expect(searchField()).toBeEnabled()
  })

  it('hydrates no island before a visitor needs it', async () => {
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(document.querySelectorAll(`[${HYDRATED}]`)).toHaveLength(0)
  })

  it('closes the header’s menu, a popover, when a link in it is chosen', () => {
    const menu = document.querySelector<HTMLElement>('#nav-links')
    if (!menu) throw new Error('the page has no menu')
    const hidePopover = vi.fn()
    menu.hidePopover = hidePopover
    const link = menu.querySelector('a')
    link?.addEventListener('click', (event) => event.preventDefault(), { once: true })
    link?.click()
    expect(hidePopover).toHaveBeenCalledOnce()
    // Nothing else closes it.
    document
      .querySelector<HTMLElement>('.brand')
      ?.addEventListener('click', (event) => event.preventDefault(), { once: true })
    document.querySelector<HTMLElement>('.brand')?.click()
    expect(hidePopover).toHaveBeenCalledOnce()
  })

  it('notes a visitor’s own input on the island, and never a script’s', () => {
    const field = document.querySelector(`#${site.sectionIds.contact}-message`)
    field?.dispatchEvent(new Event('input', { bubbles: true }))
    expect(island('contact')).not.toHaveAttribute(VISITOR_INPUT)
  })

  it('holds a Send pressed before the form is ready; a script’s send then waits for confirmation, and goes exactly once', async () => {
    expect(island('contact')).not.toHaveAttribute(HYDRATED)
    const id = site.sectionIds.contact
    const typed = { name: 'Zoë Łukasiewicz', email: 'zoe@example.com', message: 'Cześć!' }
    for (const [name, value] of Object.entries(typed)) {
      const field = document.querySelector<HTMLInputElement>(`#${id}-${name}`)
      if (field) field.value = value
    }
    sendButton()?.click()
    // Filled by a script within a moment of the page opening: the visitor is asked first.
    const status = () => document.querySelector(`#${id}-status`)
    await waitFor(() => expect(status()).toHaveTextContent(site.contact.confirmMessage))
    expect(requests).toEqual([])
    const confirm = [...document.querySelectorAll('button')].find(
      (button) => button.textContent === site.contact.confirmLabel,
    )
    confirm?.click()
    confirm?.click()
    await waitFor(() => expect(status()).toHaveTextContent(site.contact.successMessage))
    expect(requests).toEqual([
      expect.objectContaining({ template_params: typed, service_id: build.email.serviceId }),
    ])
  })

  it('copies a code block’s code within the click, and says so (src/code/copy.ts, asked for then)', async () => {
    const code = '$list = Get-PnPList -Identity "Vendors"\nWrite-Host $list.Title'
    const body = parseCaseStudy(
      'story',
      `---\nsummary: S.\n---\n\`\`\`ps1\n${code}\n\`\`\`\n`,
      'en',
    )
    const story = document.createElement('div')
    story.innerHTML = renderToString(
      createElement(Markdown, {
        body: body.body,
        topHeading: 2,
        labels: { ...site.caseStudies, newTabNotice: site.newTabNotice },
        picture: () => null,
      }),
    )
    document.body.append(story)
    const copied: string[] = []
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: async (text: string) => void copied.push(text) },
    })
    const button = story.querySelector<HTMLButtonElement>('[data-copy]')
    button?.focus()
    button?.click()
    await waitFor(() =>
      expect(story.querySelector('[role="status"]')).toHaveTextContent(
        site.caseStudies.copiedLabel,
      ),
    )
    expect(copied).toEqual([code])
    story.remove()
  })
})
