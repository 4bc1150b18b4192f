/**
 * The site's address as an owner types it: one normal form for every address rule, or a
 * message naming where it was typed.
 */
import { describe, expect, it } from 'vitest'
import { site } from '../content/site.ts'
import type { Project, SiteContent } from '../content/types.ts'
import { caseStudyPath, insightPath, pageHref, servicePath } from '../pages/addresses.ts'
import {
  caseStudyData,
  fileAddress,
  homeHead,
  normalSiteUrl,
  personId,
  renderHead,
  serviceData,
  siteAddress,
  siteBase,
  withSiteUrl,
} from './head.ts'
import { robotsTxt, sitemapXml } from './publishFiles.ts'

/** A GitHub Pages project site's address, as the build writes it. */
const PROJECT_SITE = 'https://zoe-orsted.github.io/portfolio'
const DOMAIN = 'https://www.orsted-digital.pl'
const FIELD = 'src/content/site.ts: siteUrl'

const typed = (siteUrl: string) => ({ ...site, siteUrl }) as SiteContent
/** Each address on the site's host, and the path after it. */
const pathsOn = (text: string, origin: string) =>
  [...text.matchAll(new RegExp(`${origin.replace(/[./]/g, '\\$&')}(/[^"\\s<]*)`, 'g'))].map(
    (match) => match[1] ?? '',
  )

describe('normalSiteUrl', () => {
  it.each([
    [`${PROJECT_SITE}/`, PROJECT_SITE],
    [`  ${PROJECT_SITE}/ `, PROJECT_SITE],
    [`\t${PROJECT_SITE}\n`, PROJECT_SITE],
    [`${PROJECT_SITE}//`, PROJECT_SITE],
    [PROJECT_SITE.toUpperCase().replace('/PORTFOLIO', '/portfolio'), PROJECT_SITE],
    [PROJECT_SITE, PROJECT_SITE],
    [`${DOMAIN}/`, DOMAIN],
    [DOMAIN, DOMAIN],
  ])('reads %j as %j', (value, expected) => {
    expect(normalSiteUrl(value, FIELD)).toBe(expected)
  })

  it('refuses an http:// address, naming the field and the https:// address to write', () => {
    const http = `http://${PROJECT_SITE.slice('https://'.length)}/`
    expect(() => normalSiteUrl(http, FIELD)).toThrow(`${FIELD} is "${http}"`)
    expect(() => normalSiteUrl(` ${http}`, FIELD)).toThrow(`https://${http.slice(7)}`)
  })

  it.each([
    '',
    '   ',
    'zoe-orsted.github.io/portfolio',
    'ftp://zoe-orsted.github.io/portfolio',
    'https://',
    'https:/zoe-orsted.github.io',
    'https://zoe-orsted.github.io/my portfolio',
    'https://zoe-orsted.github.io/portfolio?lang=en',
    'https://zoe-orsted.github.io/portfolio/#top',
    'https://zoe@zoe-orsted.github.io/portfolio',
    'https://zoe-orsted.github.io//portfolio',
  ])('refuses %j, naming the field', (value) => {
    expect(() => normalSiteUrl(value, FIELD)).toThrow(`${FIELD} is "${value}": `)
  })
})

describe('withSiteUrl', () => {
  it('gives the same address from the content file, typed with a slash and spaces, as from SITE_URL', () => {
    const fromFile = withSiteUrl(typed(` ${PROJECT_SITE}/ `), undefined)
    expect(fromFile.siteUrl).toBe(PROJECT_SITE)
    expect(withSiteUrl(site, `${PROJECT_SITE}/`)).toEqual(fromFile)
    expect(withSiteUrl(site, PROJECT_SITE)).toEqual(fromFile)
  })

  it('names the language file a wrong address is in, or SITE_URL', () => {
    const http = typed(`http://${PROJECT_SITE.slice(8)}`)
    expect(() => withSiteUrl(http, undefined, 'src/content/site.pl.ts')).toThrow(
      'src/content/site.pl.ts: siteUrl is "http://',
    )
    expect(() => withSiteUrl(site, http.siteUrl)).toThrow('SITE_URL is "http://')
  })
})

describe('the address rules, with the address typed as GitHub shows it (a trailing slash)', () => {
  const content = typed(`${PROJECT_SITE}/`)
  const { origin, pathname } = new URL(PROJECT_SITE)
  const projects: readonly Project[] = site.projects.items
  const study = projects.find((project) => project.caseStudy)?.caseStudy
  const studyPath = caseStudyPath((study ?? '').replace(/\.md$/, ''))

  it('reads one base and one address for every page and file', () => {
    expect(siteBase(content)).toBe(`${pathname}/`)
    expect(siteAddress(content)).toBe(`${PROJECT_SITE}/`)
    expect(siteAddress(content, studyPath)).toBe(`${PROJECT_SITE}/${studyPath}`)
    expect(pageHref(siteBase(content), studyPath)).toBe(`${pathname}/${studyPath}`)
    const picture = `${siteBase(content)}${site.meta.shareImage.src}`
    expect(fileAddress(content, picture)).toBe(`${origin}${picture}`)
  })

  it('writes no address with // after the host in the head, the structured data, the sitemap or robots.txt', () => {
    expect(study, 'the content has a case study').toBeDefined()
    const versions = [
      { lang: site.lang, path: studyPath },
      { lang: 'pl', path: caseStudyPath('x', 'pl/') },
    ]
    const texts = [
      renderHead(content, siteBase(content), homeHead(content, '', versions)),
      JSON.stringify(
        caseStudyData(
          content,
          { path: studyPath, home: '', title: 'T', summary: 'S', image: '', tags: [] },
          site.projects.title,
        ),
      ),
      sitemapXml(content, [{ path: '', versions }]),
      robotsTxt(content),
    ]
    const paths = texts.flatMap((text) => pathsOn(text, origin))
    expect(paths.length).toBeGreaterThan(texts.length)
    expect(paths.filter((path) => path.includes('//'))).toEqual([])
    expect(paths.filter((path) => !path.startsWith(`${pathname}/`))).toEqual([])
  })
})

describe('sitemapXml', () => {
  it('says the day a page last changed where its kind knows it, and nothing where it does not', () => {
    const xml = sitemapXml(site, [
      { path: '', versions: [] },
      { path: insightPath('why-flows-throttle'), versions: [], lastmod: '2026-11-03' },
    ])
    const urls = xml.split('<url>').slice(1)
    expect(urls[0]).not.toContain('<lastmod>')
    expect(urls[1]).toContain('<lastmod>2026-11-03</lastmod>')
    // The sitemap protocol's order: loc, then lastmod.
    expect(urls[1]?.indexOf('<loc>')).toBeLessThan(urls[1]?.indexOf('<lastmod>') ?? -1)
  })
})

describe('serviceData', () => {
  const page = {
    path: servicePath('health-check', 'pl/'),
    services: { name: 'Usługi', path: 'pl/#services' },
    title: 'Przegląd',
    summary: 'Dwutygodniowy przegląd.',
    tags: ['Power Platform', 'Power Automate'],
  }
  const nodes = (data: object) => (data as { '@graph': Record<string, unknown>[] })['@graph']

  it('is a Service the home page’s Person provides, with a trail back to the services', () => {
    const [trail, service] = nodes(serviceData(site, { ...page, areaServed: 'Europa' }))
    expect(trail).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Usługi', item: siteAddress(site, 'pl/#services') },
        { position: 2, name: 'Przegląd', item: siteAddress(site, page.path) },
      ],
    })
    expect(service).toEqual({
      '@type': 'Service',
      '@id': `${siteAddress(site, page.path)}#service`,
      url: siteAddress(site, page.path),
      name: 'Przegląd',
      description: 'Dwutygodniowy przegląd.',
      serviceType: page.tags,
      areaServed: 'Europa',
      provider: {
        '@type': 'Person',
        '@id': personId(site),
        name: site.owner.name,
        url: siteAddress(site),
      },
    })
  })

  it('offers a price "from" as an Offer’s minimum price, only where one is given', () => {
    const [, service] = nodes(
      serviceData(site, { ...page, price: { from: 4000, currency: 'EUR' } }),
    )
    expect(service?.offers).toEqual({
      '@type': 'Offer',
      url: siteAddress(site, page.path),
      priceSpecification: { '@type': 'PriceSpecification', minPrice: 4000, priceCurrency: 'EUR' },
    })
    expect(nodes(serviceData(site, page))[1]).not.toHaveProperty('offers')
    expect(nodes(serviceData(site, { ...page, tags: [] }))[1]).not.toHaveProperty('serviceType')
  })
})
