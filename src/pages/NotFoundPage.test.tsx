import { render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { site } from '../content/site.ts'
import { THEME_SCRIPT } from '../document/themeScript.ts'
import { renderNotFoundPage } from '../entry-server.tsx'
import { copyrightLine } from '../sections/Footer.tsx'
import { NotFoundPage } from './NotFoundPage.tsx'

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
      render(<NotFoundPage content={site} build={{ base }} />)
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

  it('has a skip link, the header, one h1 in main, and the footer', () => {
    render(<NotFoundPage content={site} build={{ base: '/' }} />)
    expect(screen.getAllByRole('link')[0]).toHaveAttribute('href', '#main')
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      copyrightLine(site.owner.company, site.footer),
    )
  })

  it('renders to static HTML with none of the home page sections and no island', () => {
    const html = renderToString(<NotFoundPage content={site} build={{ base: '/' }} />)
    for (const id of Object.values(site.sectionIds)) expect(html).not.toContain(`id="${id}"`)
    expect(html).not.toContain('<form')
    expect(html).not.toContain('data-island')
  })
})

describe('renderNotFoundPage', () => {
  const html = renderNotFoundPage(TEMPLATE, [{ content: site }], { base: '/portfolio/' })

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
