import { render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { site } from '../content/site.ts'
import type { SiteContent } from '../content/types.ts'
import { THEME_SCRIPT } from '../document/themeScript.ts'
import { notFoundSearch, renderNotFoundPage } from '../entry-server.tsx'
import { SEARCH, SEARCH_LANGUAGES, SEARCH_UNAVAILABLE } from '../search/markup.ts'
import { copyrightLine } from '../sections/Footer.tsx'
import { NOT_FOUND_SEARCH_ID } from '../sections/NotFound.tsx'
import { searchProps } from '../sections/SearchField.tsx'
import { testBuild } from '../test/build.ts'
import { insightsByLanguage } from './insightLinks.ts'
import { NotFoundPage } from './NotFoundPage.tsx'
import { headerPages, menuLinks } from './PageFrame.tsx'

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <!--app-head-->
  </head>
  <body>
    <div id="root"><!--app-html--></div>
  </body>
</html>`

describe('NotFoundPage', () => {
  for (const base of ['/', '/portfolio/']) {
    it(`leads the navigation, the logo and the home link to the home page at ${base}`, () => {
      render(<NotFoundPage content={site} build={{ base, insights: [] }} />)
      const nav = screen.getByRole('navigation', { name: site.navbar.navLabel })
      for (const link of site.navbar.links) {
        expect(within(nav).getByRole('link', { name: link.label })).toHaveAttribute(
          'href',
          `${base}${link.href}`,
        )
      }
      expect(nav.querySelector('a.brand')).toHaveAttribute('href', base)
      expect(screen.getByRole('link', { name: site.notFound.homeLinkLabel })).toHaveAttribute(
        'href',
        base,
      )
    })
  }

  it('has the header every page has: the articles’ index and the services after My Work', () => {
    const insights =
      insightsByLanguage([{ content: site, file: 'src/content/site.ts', prefix: '' }], '/')[0]
        ?.entries ?? []
    render(<NotFoundPage content={site} build={{ base: '/', insights }} />)
    const nav = screen.getByRole('navigation', { name: site.navbar.navLabel })
    const links = menuLinks(site, headerPages(site, { insights }))
    expect(links.length).toBeGreaterThanOrEqual(site.navbar.links.length)
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((link) => link.classList.contains('nav-link'))
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(links.map(({ label, href }) => [label, `/${href}`]))
  })

  it('has a skip link, the header, one h1 in main, and the footer', () => {
    render(<NotFoundPage content={site} build={{ base: '/', insights: [] }} />)
    expect(screen.getAllByRole('link')[0]).toHaveAttribute('href', '#main')
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      copyrightLine(site.owner.company, site.footer),
    )
  })

  it('renders to static HTML with none of the home page sections and no island', () => {
    const html = renderToString(<NotFoundPage content={site} build={{ base: '/', insights: [] }} />)
    for (const id of Object.values(site.sectionIds)) expect(html).not.toContain(`id="${id}"`)
    expect(html).not.toContain('<form')
    expect(html).not.toContain('data-island')
  })
})

describe('the 404 page’s search', () => {
  const base = '/portfolio/'
  const build = testBuild(site, base)
  const search = searchProps(site, build)

  it('is the site’s field, labelled, with its engine’s link and its line for when it cannot load', () => {
    if (!search) throw new Error('the sample site has a search (articles, a case study, a CV)')
    render(<NotFoundPage content={site} build={{ base, insights: [] }} search={search} />)
    const field = screen.getByRole('searchbox', { name: site.search.label })
    expect(field).toHaveAttribute('id', NOT_FOUND_SEARCH_ID)
    expect(field).toBeDisabled()
    expect(screen.getByText(site.search.label)).not.toHaveClass('sr-only')
    const element = field.closest(`[${SEARCH}]`)
    expect(element).toHaveAttribute(SEARCH, search.index)
    expect(search.index.startsWith(base)).toBe(true)
    const unavailable = element?.querySelector(`.${SEARCH_UNAVAILABLE}`)
    expect(unavailable).not.toBeVisible()
    expect(unavailable).toHaveTextContent(`${site.search.unavailable} ${site.search.engineLabel}`)
    expect(unavailable?.querySelector('a')).toHaveAttribute('href', search.engine)
  })

  it('searches each other language’s index at its home page’s addresses, and offers the address’s words', () => {
    const other = { ...site, lang: 'pl' }
    const found = notFoundSearch([
      { language: { content: site, file: 'src/content/site.ts', prefix: '' }, build },
      {
        language: { content: other, file: 'src/content/site.pl.ts', prefix: 'pl/' },
        build: { ...build, prefix: 'pl/' },
      },
    ])
    expect(found?.props.index).toBe(search?.index)
    expect(found?.props.languages).toEqual({
      [`${base}pl/`]: { lang: 'pl', index: `${base}pl/search/index.json` },
    })
    expect(found?.guess).toContain(`"${NOT_FOUND_SEARCH_ID}",${base.length}`)
    const html = renderToString(
      <NotFoundPage content={site} build={{ base, insights: [] }} search={found?.props} />,
    )
    expect(html).toContain(`${SEARCH_LANGUAGES}="`)
    // One language: the field's own index alone.
    const alone = notFoundSearch([
      { language: { content: site, file: 'src/content/site.ts', prefix: '' }, build },
    ])
    expect(alone?.props.languages).toBeUndefined()
  })

  it('is none on a site that is its home page alone', () => {
    const home = { ...build, caseStudies: [], insights: [], services: [] }
    // Without a made CV (whatever the content has): no roles, no CV of its own; no service pages.
    const alone = Object.fromEntries(
      Object.entries(site).filter(([key]) => key !== 'cv' && key !== 'experience'),
    ) as unknown as SiteContent
    expect(
      notFoundSearch([
        { language: { content: alone, file: 'src/content/site.ts', prefix: '' }, build: home },
      ]),
    ).toBeUndefined()
  })

  it('names the counter in the head where the boot script counts the page (with the search)', () => {
    const counter = 'https://code.goatcounter.com/count'
    const withSearch = renderNotFoundPage(
      TEMPLATE,
      [{ content: site }],
      { base, counter, insights: [] },
      search,
    )
    expect(withSearch).toContain(`<meta name="goatcounter" content="${counter}">`)
    const without = renderNotFoundPage(TEMPLATE, [{ content: site }], {
      base,
      counter,
      insights: [],
    })
    expect(without).not.toContain('goatcounter')
  })
})

describe('renderNotFoundPage', () => {
  const html = renderNotFoundPage(TEMPLATE, [{ content: site }], {
    base: '/portfolio/',
    insights: [],
  })

  it('titles the page, keeps it out of search results, and gives it no canonical address', () => {
    expect(html).toContain(`<title>${site.notFound.title.replace(/&/g, '&amp;')}</title>`)
    expect(html).toContain('<meta name="robots" content="noindex">')
    expect(html).not.toContain('rel="canonical"')
    expect(html).not.toContain('og:url')
    expect(html).toContain(`<html lang="${site.lang}">`)
  })

  it('fills the template with the page and adds no script but the colour theme’s', () => {
    expect(html).toContain(site.notFound.heading)
    expect(html).not.toContain('<!--app-')
    expect(html.split('<script')).toHaveLength(2)
    expect(html).toContain(`<script>${THEME_SCRIPT}</script>`)
  })

  it('finds its icons from the site’s base, at any depth', () => {
    for (const href of html.matchAll(/<link[^>]*href="([^"]+)"/g))
      expect(href[1]).toMatch(/^\/portfolio\//)
  })
})
