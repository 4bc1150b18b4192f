/**
 * The privacy page as the build renders it, in two languages (the content and its Polish
 * fixture), for each configuration an owner chooses: it names every host the pages ask and
 * every item the browser keeps (src/privacy/facts.ts), and the counter and reCAPTCHA only where
 * they are on; the owner's imprint only where the content has one; in the sitemap, never in the
 * search's index, and named by the home page's search data. Every expectation is read from the
 * content and the registry, so it holds for any owner's words.
 */
import { describe, expect, it } from 'vitest'
import { site as polish } from '../../e2e/fixtures/languages/site.pl.ts'
import { EMAILJS_ORIGIN } from '../contact/emailConfig.ts'
import { RECAPTCHA_RECIPIENT } from '../contact/recaptcha.ts'
import type { Language } from '../content/languages.ts'
import { site } from '../content/site.ts'
import type { LegalNotice, SiteContent } from '../content/types.ts'
import { counterRecipient } from '../counting/counter.ts'
import { siteAddress } from '../document/head.ts'
import { kindFiles, languageBuilds, renderNotFoundPage, renderSite } from '../entry-server.tsx'
import { privacyFacts } from '../privacy/facts.ts'
import { testPictures } from '../test/build.ts'
import { IMPRINT_ID, privacyPath } from './addresses.ts'
import type { PageKind } from './build.ts'
import { caseStudiesByLanguage } from './caseStudyLinks.ts'
import { homeKind } from './homeKind.tsx'
import { privacyKind } from './privacyKind.tsx'

const TEMPLATE = '<html lang="en"><head><!--app-head--></head><body><!--app-html--></body></html>'
const COUNTER = 'https://yourcode.goatcounter.com/count'
const SITE_KEY = '6Lc-site-key'
const LEGAL: LegalNotice = {
  name: 'Ørsted Digital Sp. z o.o.',
  address: ['ul. Długa 1', '80-827 Gdańsk', 'Poland'],
  registration: 'KRS 0000123456',
  vatId: 'PL5842780000',
}

interface Configuration {
  counter?: string
  recaptchaSiteKey?: string
}

const readByContent = new Map<SiteContent, ReturnType<typeof readOnce>>()
const readOnce = (english: SiteContent) => {
  const languages: Language[] = [
    { content: english, file: 'src/content/site.ts', prefix: '' },
    { content: polish, file: 'src/content/site.pl.ts', prefix: 'pl/' },
  ]
  return {
    languages,
    pictures: testPictures(english),
    caseStudies: caseStudiesByLanguage(languages, '/'),
  }
}
/** The two languages, their pictures and case studies, read once for each default content. */
function read(english: SiteContent) {
  const found = readByContent.get(english) ?? readOnce(english)
  readByContent.set(english, found)
  return found
}

/**
 * The site rendered in both languages, built as `configuration` says: its privacy pages, and
 * the pages of `kinds` beside them (rendering every page of the site takes seconds).
 */
function render(
  configuration: Configuration = {},
  english: SiteContent = site,
  kinds: readonly PageKind[] = [privacyKind],
) {
  const { languages, pictures, caseStudies } = read(english)
  const email = {
    publicKey: 'key',
    serviceId: 'service',
    templateId: 'template',
    origin: EMAILJS_ORIGIN,
    ...(configuration.recaptchaSiteKey ? { recaptchaSiteKey: configuration.recaptchaSiteKey } : {}),
  }
  const builds = languageBuilds(languages, {
    base: '/',
    pictures,
    caseStudies,
    emails: [email, email],
    ...(configuration.counter ? { counter: configuration.counter } : {}),
  })
  return { builds, pages: renderSite(TEMPLATE, builds, kinds) }
}

/** Each language's privacy page, parsed, with its content. */
function privacyPages(configuration: Configuration = {}, english: SiteContent = site) {
  const { builds, pages } = render(configuration, english)
  return builds.map(({ language: { content }, build }) => {
    const page = pages.find(({ path }) => path === privacyPath(build.prefix))
    if (!page) throw new Error(`no privacy page in ${content.lang}`)
    return {
      content,
      build,
      page,
      document: new DOMParser().parseFromString(page.html, 'text/html'),
    }
  })
}

/** What the page says, as one line of text. */
const said = (document: Document) => (document.body.textContent ?? '').replace(/\s+/g, ' ')

describe('the privacy page', () => {
  for (const [name, configuration] of [
    ['with the counter and reCAPTCHA on', { counter: COUNTER, recaptchaSiteKey: SITE_KEY }],
    ['as the content has it', {}],
  ] as const)
    it(`names every host the pages ask and every item the browser keeps, in each language: ${name}`, () => {
      for (const { content, build, document } of privacyPages(configuration)) {
        const text = said(document)
        const facts = privacyFacts(content, build)
        for (const recipient of facts.recipients) {
          const part = document.getElementById(`privacy-${recipient.id}`)?.closest('section')
          expect(part?.querySelector('h3')?.textContent, content.lang).toBe(recipient.name)
          for (const host of recipient.hosts) expect(part?.textContent).toContain(host)
          expect(part?.textContent).toContain(content.privacy.recipients.moments[recipient.when])
          for (const data of recipient.receives)
            expect(part?.textContent).toContain(content.privacy.recipients.data[data])
          if (recipient.policy)
            expect(part?.querySelector(`a[href="${recipient.policy}"]`)).not.toBeNull()
        }
        const rows = [...document.querySelectorAll('.privacy-table tbody tr')]
        expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual(
          facts.stored.map((item) => item.name),
        )
        for (const [index, item] of facts.stored.entries()) {
          const cells = rows[index]?.querySelectorAll('td') ?? []
          expect(cells[0]?.textContent).toContain(content.privacy.stored.items[item.id].purpose)
          expect(cells[1]?.textContent).toContain(content.privacy.stored.areas[item.where])
        }
        expect(text).toContain(content.privacy.controller.text)
        expect(text).toContain(content.privacy.retention.text)
        expect(text).toContain(content.privacy.rights.authority)
      }
    })

  it('names the counter and reCAPTCHA, and their legal bases, only where they are on', () => {
    const counter = counterRecipient(COUNTER)
    for (const [configuration, on] of [
      [{}, { counter: false, recaptcha: false }],
      [{ counter: COUNTER }, { counter: true, recaptcha: false }],
      [{ recaptchaSiteKey: SITE_KEY }, { counter: false, recaptcha: true }],
      [
        { counter: COUNTER, recaptchaSiteKey: SITE_KEY },
        { counter: true, recaptcha: true },
      ],
    ] as const)
      for (const { content, document } of privacyPages(configuration)) {
        const text = said(document)
        const shown = `${content.lang} ${JSON.stringify(on)}`
        for (const word of [counter.name, ...counter.hosts, content.privacy.bases.counting])
          expect(text.includes(word), `${shown}: ${word}`).toBe(on.counter)
        for (const word of [
          RECAPTCHA_RECIPIENT.name,
          ...RECAPTCHA_RECIPIENT.hosts,
          content.privacy.bases.recaptcha,
        ])
          expect(text.includes(word), `${shown}: ${word}`).toBe(on.recaptcha)
      }
  })

  it('says how long each item is kept, its days read from the code', () => {
    for (const { content, build, document } of privacyPages()) {
      const durations = [...document.querySelectorAll('.privacy-table tbody td:last-child')].map(
        (cell) => cell.textContent ?? '',
      )
      for (const [index, item] of privacyFacts(content, build).stored.entries()) {
        const words = content.privacy.stored.items[item.id].duration
        const days = typeof item.keptFor === 'number' ? String(item.keptFor / 86_400) : ''
        expect(durations[index]).toContain(words.replace('{days}', days))
        expect(durations[index]).not.toContain('{days}')
      }
    }
  })

  it('shows the imprint, and the footer of every page links it, only where the content has one', () => {
    const withLegal = { ...site, legal: LEGAL }
    for (const english of [site, withLegal]) {
      const { builds, pages } = render({}, english, [homeKind, privacyKind])
      const notFound = renderNotFoundPage(
        TEMPLATE,
        builds.map(({ language }) => language),
        { base: '/', insights: [] },
      )
      for (const { html, path } of [...pages, { html: notFound, path: '404' }]) {
        const document = new DOMParser().parseFromString(html, 'text/html')
        const footer = document.querySelector('footer')
        const prefix = path.startsWith('pl/') ? 'pl/' : ''
        expect(footer?.querySelector(`a[href="/${privacyPath(prefix)}"]`), path).not.toBeNull()
        expect(
          footer?.querySelector(`a[href="/${privacyPath(prefix)}#${IMPRINT_ID}"]`) !== null,
        ).toBe(english === withLegal && prefix === '')
      }
      const [first] = privacyPages({}, english)
      const imprint = first?.document.getElementById(IMPRINT_ID)
      if (english === site) expect(imprint).toBeNull()
      else
        for (const line of [LEGAL.name, ...LEGAL.address, LEGAL.registration, LEGAL.vatId])
          expect(imprint?.textContent).toContain(line)
    }
  })

  it('is in the sitemap in each language, never in the search’s index, and the home page’s search data points to it', () => {
    const { builds, pages } = render({}, site, [homeKind, privacyKind])
    for (const { language, build } of builds) {
      const path = privacyPath(build.prefix)
      expect(pages.some((page) => page.path === path)).toBe(true)
      const home = pages.find((page) => page.path === build.prefix)
      const data = JSON.parse(
        /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(home?.html ?? '')?.[1] ?? '{}',
      )
      expect(data.publishingPrinciples).toBe(siteAddress(language.content, path))
    }
    for (const { path, text } of kindFiles(builds))
      if (path.endsWith('index.json')) expect(text, path).not.toContain('privacy/')
  })

  it('runs no script of its own: only the theme’s, as every page renders it (the build adds the loader to each)', () => {
    const { pages } = render({}, site, [homeKind, privacyKind])
    const scripts = (html = '') =>
      [
        ...html.matchAll(/<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>.*?<\/script>/gs),
      ].map(([script]) => script)
    const home = pages.find(({ path }) => path === '')
    const privacy = pages.find(({ path }) => path === privacyPath())
    expect(scripts(privacy?.html)).toHaveLength(1)
    expect(scripts(privacy?.html)).toEqual(scripts(home?.html))
  })
})
