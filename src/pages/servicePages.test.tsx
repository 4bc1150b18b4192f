/**
 * The services as the build renders them (renderSite), in two languages (the sample and the
 * Polish fixture): the home page's section after My Work, a card per service with its price in
 * the page's language and "Ask about this" to the form, then how an engagement starts; a
 * Services link in every page's header; a page per service with a page file, in each language
 * it is written in (else the default language's, marked), with who it is for, what the buyer
 * gets, how it runs, its proof and "Ask about this"; its head (Service data by the owner's
 * Person, a sharing card, hreflang); the form's props carrying each service's line; the
 * owner's availability as of the build's day; and without `services`, none of it.
 * Expectations come from the content and the page files the build reads.
 */
import { describe, expect, it } from 'vitest'
import { site as polishSite } from '../../e2e/fixtures/languages/site.pl.ts'
import { availabilityWords } from '../content/availability.ts'
import type { Language } from '../content/languages.ts'
import { formatPrice } from '../content/price.ts'
import { serviceFiles } from '../content/services.ts'
import { site as sample } from '../content/site.ts'
import type { Service, SiteContent } from '../content/types.ts'
import { personId, siteAddress } from '../document/head.ts'
import {
  kindFiles,
  languageBuilds,
  pageStyles,
  renderSite,
  speculatedPaths,
} from '../entry-server.tsx'
import type { SearchIndex } from '../search/documents.ts'
import { testBuild, testPictures } from '../test/build.ts'
import { serviceWords, TEST_SERVICE_PAGE, withServices } from '../test/services.ts'
import { askHref, homePath, servicePath } from './addresses.ts'
import { caseStudiesByLanguage } from './caseStudyLinks.ts'
import { homeKind } from './homeKind.tsx'
import { insightsByLanguage } from './insightLinks.ts'
import { serviceKind } from './serviceKind.tsx'
import { serviceCardKey, serviceProof, servicesByLanguage, servicesId } from './serviceLinks.ts'

const TEMPLATE = '<html lang="en"><head><!--app-head--></head><body><!--app-html--></body></html>'
// The content's services, or the tests' where it offers none (an owner may remove them).
const own: SiteContent = sample
const site: SiteContent = withServices(own)
const english = site
const polish: SiteContent = withServices(polishSite)
const LANGUAGES: Language[] = [
  { content: english, file: 'src/content/site.ts', prefix: '' },
  { content: polish, file: 'src/content/site.pl.ts', prefix: 'pl/' },
]
const TODAY = '2026-11-29'
const labels = { ...serviceWords(english), items: english.services?.items ?? [] }
const polishLabels = { ...serviceWords(polish), items: polish.services?.items ?? [] }
// Typed as any content's: an owner's may have no price or page.
const withPage: Service | undefined = labels.items.find((service) => service.page)
const NAME = withPage?.page?.replace(/\.md$/, '') ?? ''
/** The project's service pages in the default language alone (or the tests'), and a Polish one. */
const defaults = {
  ...Object.fromEntries(Object.entries(serviceFiles).filter(([file]) => !file.includes('.'))),
  ...(own.services ? {} : { [TEST_SERVICE_PAGE.name]: TEST_SERVICE_PAGE.markdown }),
}
/** A picture the build has encoded: the first project's. */
const PICTURE = site.projects.items[0]?.image
const POLISH_PAGE = `---\naudience: Zespoły.\ndeliverables: [Raport]\n---\n\n### Tydzień pierwszy\n\nPrzegląd, ![${PICTURE?.alt}](${PICTURE?.file}).\n`

/** The site rendered in two languages with these service pages; its pages by path. */
function render(...args: Parameters<typeof renderAnew>) {
  if (args.length > 0) return renderAnew(...args)
  rendered ??= renderAnew()
  return rendered
}
let rendered: ReturnType<typeof renderAnew> | undefined

function renderAnew(
  files: Record<string, string> = { ...defaults, [`${NAME}.pl`]: POLISH_PAGE },
  languages = LANGUAGES,
  extra: {
    today?: string
    shareCards?: Map<string, { href: string; width: number; height: number }>
  } = {},
) {
  const builds = languageBuilds(languages, {
    base: '/',
    pictures: testPictures(site),
    caseStudies: caseStudiesByLanguage(languages, '/'),
    insights: insightsByLanguage(languages, '/', { today: TODAY, preview: false }),
    services: servicesByLanguage(languages, '/', files),
    emails: languages.map(() => testBuild().email),
    today: extra.today ?? TODAY,
    ...(extra.shareCards ? { shareCards: extra.shareCards } : {}),
  })
  // The kinds of page that show services (every page's header is checked in the browser).
  const pages = renderSite(TEMPLATE, builds, [homeKind, serviceKind])
  const html = (path: string) => {
    const page = pages.find((each) => each.path === path)
    if (!page) throw new Error(`no page at ${path}: ${pages.map((each) => each.path).join(', ')}`)
    return page.html
  }
  return { builds, pages, html }
}
/** The contact island's props, as the home page carries them. */
const contactProps = (html: string) =>
  JSON.parse(
    /<script type="application\/json" data-island-props="contact">(.*?)<\/script>/.exec(
      html,
    )?.[1] ?? '{}',
  )
const dom = (html: string) => new DOMParser().parseFromString(html, 'text/html')
const texts = (document: Document | Element, selector: string) =>
  [...document.querySelectorAll(selector)].map((element) => element.textContent?.trim() ?? '')
/** The page's JSON-LD graph. */
const graph = (html: string): Record<string, unknown>[] =>
  JSON.parse(dom(html).querySelector('script[type="application/ld+json"]')?.textContent ?? '{}')[
    '@graph'
  ] ?? []

describe('the home page’s services', () => {
  it('come after My Work: a card per service with its name, summary, duration and price in the page’s language', () => {
    for (const [content, prefix] of [
      [site, ''],
      [polish, 'pl/'],
    ] as const) {
      const page = dom(render().html(homePath(prefix)))
      const words = content.services
      if (!words) throw new Error(`${content.lang} offers no services`)
      const sections = [...page.querySelectorAll('main > section')].map((section) => section.id)
      expect(sections.indexOf(servicesId(content))).toBe(
        sections.indexOf(content.sectionIds.projects) + 1,
      )
      const section = page.getElementById(servicesId(content))
      expect(section?.querySelector('h2')?.textContent).toBe(words.title)
      const cards = [...(section?.querySelectorAll('.service-card') ?? [])]
      expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual(
        words.items.map((service) => service.name),
      )
      for (const [index, service] of words.items.entries()) {
        const card = cards[index]
        expect(card?.textContent).toContain(service.summary)
        const { price } = service as Service
        expect(texts(card as Element, 'dd')).toEqual([
          service.duration,
          ...(price ? [words.priceFrom.replace('{price}', formatPrice(price, content.lang))] : []),
        ])
      }
    }
  })

  it('link each card to its page, and “Ask about this” to the form, told which service', () => {
    const { builds, html } = render()
    for (const [index, { content, build }] of builds
      .map(({ language, build }) => ({ content: language.content, build }))
      .entries()) {
      const page = dom(html(homePath(LANGUAGES[index]?.prefix)))
      const words = content.services
      for (const [at, entry] of build.services.entries()) {
        const card = page.querySelectorAll('.service-card')[at]
        const ask = [...(card?.querySelectorAll('a') ?? [])].at(-1)
        expect(ask?.textContent).toBe(`${words?.askLabel}: ${entry.service.name}`)
        expect(ask?.getAttribute('href')).toBe(askHref('', entry.key, content.sectionIds.contact))
        const links = [...(card?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'))
        expect(links.includes(entry.link?.href ?? null)).toBe(entry.link !== undefined)
      }
    }
  })

  it('say how an engagement starts, as numbered steps after the cards', () => {
    const section = dom(render().html('')).getElementById(servicesId(site))
    const process = section?.querySelector('.process')
    expect(process?.querySelector('h3')?.textContent).toBe(labels.process?.title)
    expect(texts(process as Element, 'ol > li > h4')).toEqual(
      labels.process?.steps.map((step) => step.title),
    )
    expect(process?.previousElementSibling?.className).toBe('service-list')
  })

  it('add a Services link after My Work to the header, marked on a service’s page', () => {
    const { pages, html } = render()
    for (const { path, html: page } of pages) {
      const words = path.startsWith('pl/') ? polishLabels : labels
      const nav = texts(dom(page), '.nav-link')
      expect(nav, path).toContain(words.title)
    }
    const nav = [...dom(html(servicePath(NAME))).querySelectorAll('.nav-link')]
    const link = nav.find((a) => a.textContent === labels.title)
    expect(link?.getAttribute('href')).toBe(`/#${servicesId(site)}`)
    expect(link?.getAttribute('aria-current')).toBe('true')
    const labelsInOrder = nav.map((a) => a.textContent)
    expect(labelsInOrder.indexOf(labels.title)).toBe(
      labelsInOrder.indexOf(site.navbar.links[1]?.label ?? '') + 1,
    )
  })
})

describe.runIf(withPage)('a service’s page', () => {
  it('is published in each language it is written in, with its versions', () => {
    const { pages } = render()
    const own = pages.filter(({ kind }) => kind === 'service')
    expect(own.map(({ path }) => path)).toEqual([servicePath(NAME), servicePath(NAME, 'pl/')])
    expect(own[0]?.versions).toEqual([
      { lang: 'en', path: servicePath(NAME) },
      { lang: 'pl', path: servicePath(NAME, 'pl/') },
    ])
    expect(own[1]?.html).toContain(
      `<link rel="alternate" hreflang="en" href="${siteAddress(site, servicePath(NAME))}">`,
    )
    expect(speculatedPaths(render().builds)).toContain(servicePath('*', 'pl/'))
  })

  it('shows who it is for, what the buyer gets, how it runs, its facts and its proof, and ends with “Ask about this”', () => {
    const { builds, html } = render()
    const [english] = builds
    const entry = english?.build.services.find(({ page }) => page)
    if (!entry?.page || !english) throw new Error('no service page')
    const page = dom(html(servicePath(NAME)))
    expect(page.querySelector('h1')?.textContent).toBe(entry.service.name)
    expect(texts(page, 'article > section > h2')).toEqual([
      labels.audienceTitle,
      labels.deliverablesTitle,
      labels.howTitle,
    ])
    expect(page.querySelector('article')?.textContent).toContain(entry.page.audience)
    expect(texts(page, '.service-deliverables li')).toEqual(entry.page.deliverables)
    // The story's headings come under "How it runs".
    expect(page.querySelectorAll('.case-study-body h3').length).toBeGreaterThan(0)
    expect(page.querySelector('.case-study-body h2')).toBeNull()
    expect(texts(page, '.case-study-facts dd')).toEqual([
      entry.service.duration,
      ...(entry.service.price
        ? [labels.priceFrom.replace('{price}', formatPrice(entry.service.price, 'en'))]
        : []),
      ...(labels.areaServed ? [labels.areaServed] : []),
    ])
    const proof = serviceProof(entry, site, english.build)
    expect(texts(page, '.insight-item-title a')).toEqual(proof.map(({ title }) => title))
    const ask = page.querySelector('.case-study-end a')
    expect(ask?.textContent).toBe(labels.askLabel)
    expect(ask?.getAttribute('href')).toBe(askHref('/', entry.key, site.sectionIds.contact))
  })

  it('shows its story’s pictures in the enlarged view, and has no island without any', () => {
    const polishPage = render().html(servicePath(NAME, 'pl/'))
    expect(polishPage).toContain('data-island="viewer"')
    expect(render().html(servicePath(NAME))).not.toContain('data-island=')
  })

  it('says it is a Service provided by the owner’s Person, with its price as an Offer only where there is one', () => {
    if (!withPage) throw new Error('no service has a page')
    const page = render().html(servicePath(NAME))
    const service = graph(page).find((node) => node['@type'] === 'Service')
    expect(service).toMatchObject({
      name: withPage.name,
      description: withPage.summary,
      url: siteAddress(site, servicePath(NAME)),
      provider: { '@type': 'Person', '@id': personId(site) },
    })
    expect(service?.serviceType).toEqual(withPage.tags)
    expect(service?.offers).toEqual(
      withPage.price && {
        '@type': 'Offer',
        url: siteAddress(site, servicePath(NAME)),
        priceSpecification: {
          '@type': 'PriceSpecification',
          minPrice: withPage.price.from,
          priceCurrency: withPage.price.currency,
        },
      },
    )
    const { price: _price, ...free } = withPage
    const unpriced: SiteContent = { ...site, services: { ...labels, items: [free] } }
    const offered = graph(
      render(defaults, [{ content: unpriced, file: 'src/content/site.ts', prefix: '' }]).html(
        servicePath(NAME),
      ),
    ).find((node) => node['@type'] === 'Service')
    expect(offered).toBeDefined()
    expect(offered).not.toHaveProperty('offers')
  })

  it('shares the card drawn from its name, else (in the dev server) the site’s picture', () => {
    const card = { href: '/assets/service-card-hash.png', width: 1200, height: 630 }
    const shared = (page: string) => /<meta property="og:image" content="([^"]*)">/.exec(page)?.[1]
    const { html } = render(undefined, LANGUAGES, {
      shareCards: new Map([[serviceCardKey('en', NAME), card]]),
    })
    expect(shared(html(servicePath(NAME)))).toBe(siteAddress(site, card.href))
    expect(shared(render().html(servicePath(NAME)))).toBe(
      siteAddress(site, site.meta.shareImage.src),
    )
  })

  it('is linked in the default language while not translated, marked with it', () => {
    const { pages, html } = render(defaults)
    expect(pages.map(({ path }) => path)).not.toContain(servicePath(NAME, 'pl/'))
    const link = dom(html('pl/')).querySelector(`.service-card a[href="/${servicePath(NAME)}"]`)
    expect(link?.getAttribute('hreflang')).toBe('en')
  })

  it('is found by the site’s search, as is each service without a page, at its section', () => {
    const files = kindFiles(render().builds)
    for (const [prefix, words] of [
      ['', labels],
      ['pl/', polishLabels],
    ] as const) {
      const index: SearchIndex = JSON.parse(
        files.find(({ path }) => path === `${prefix}search/index.json`)?.text ?? '{}',
      )
      const found = index.documents.filter(({ kind }) => kind === 'service')
      expect(found.map(({ title }) => title)).toEqual(words.items.map(({ name }) => name))
      for (const [at, service] of words.items.entries())
        expect(found[at]?.href).toBe(
          service.page
            ? `/${servicePath(service.page.replace(/\.md$/, ''), prefix)}`
            : `/${prefix}#${servicesId(site)}`,
        )
    }
  })
})

describe('the form and the owner’s availability', () => {
  it('carries each service’s first line in the form’s props, in the page’s language, by its key', () => {
    const { builds, html } = render()
    for (const [index, { language, build }] of builds.entries()) {
      const words = language.content.services
      expect(contactProps(html(homePath(LANGUAGES[index]?.prefix))).askLines).toEqual(
        Object.fromEntries(
          build.services.map(({ key, service }) => [
            key,
            words?.messageLine.replace('{service}', service.name),
          ]),
        ),
      )
    }
  })

  it.runIf(site.availability)(
    'says in the hero and beside the form whether the owner takes new work, as of the build’s day',
    () => {
      const availability = site.availability
      if (!availability) throw new Error('the content has no availability')
      for (const today of [TODAY, '2099-01-01']) {
        const page = dom(render(undefined, LANGUAGES, { today }).html(''))
        const words = availabilityWords(availability, 'en', today)
        expect(texts(page, '.availability')).toEqual([words.text, words.text])
        expect(page.querySelector('.hero .availability')?.getAttribute('data-status')).toBe(
          words.status,
        )
        const contact = page.getElementById(site.sectionIds.contact)
        expect(contact?.querySelector('.availability-note')?.textContent).toBe(availability.note)
      }
    },
  )
})

describe('a site without services or availability', () => {
  const { services: _services, availability: _availability, ...without } = site
  const { services: _polish, availability: _polishAvailability, ...polishWithout } = polish
  const languages: Language[] = [
    { content: without, file: 'src/content/site.ts', prefix: '' },
    { content: polishWithout, file: 'src/content/site.pl.ts', prefix: 'pl/' },
  ]

  it('has no section, header link, page, availability or form line, and no rule of theirs', () => {
    const { pages, html, builds } = render({}, languages)
    expect(pages.filter(({ kind }) => kind === 'service')).toEqual([])
    for (const prefix of ['', 'pl/']) {
      const home = html(prefix)
      expect(home).not.toContain(`id="${servicesId(site)}"`)
      expect(home).not.toContain(`#${servicesId(site)}"`)
      expect(home).not.toContain('availability')
      expect(contactProps(home)).not.toHaveProperty('askLines')
    }
    const styles = pageStyles(builds)
    expect(styles.home).not.toMatch(/\.service-card|\.availability|\.process/)
    expect(styles).not.toHaveProperty('service')
    expect(speculatedPaths(builds).some((path) => path.includes('services/'))).toBe(false)
  })
})
