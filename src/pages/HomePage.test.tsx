import { render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { madeCv } from '../content/experience.ts'
import { site } from '../content/site.ts'
import type { SiteContent } from '../content/types.ts'
import { COUNTED, COUNTER_META, CV_DOWNLOADED } from '../counting/count.ts'
import { renderSite } from '../entry-server.tsx'
import { ISLANDS } from '../islands/markup.ts'
import { testBuild } from '../test/build.ts'
import { caseStudyPath, pageHref } from './addresses.ts'
import { HomePage } from './HomePage.tsx'

const build = testBuild()
const renderPage = () => render(<HomePage content={site} build={build} />)

describe('HomePage', () => {
  it('is static HTML without the "loaded" class, which the page’s script adds (boot.test.ts)', () => {
    const html = renderToString(<HomePage content={site} build={build} />)
    expect(html).toContain('<div class="app">')
    expect(html).not.toContain('loaded')
  })

  it('has the three anchors the spec names: #home, #projects and #contact', () => {
    const { container } = renderPage()
    for (const id of [site.sectionIds.home, site.sectionIds.projects, site.sectionIds.contact]) {
      expect(container.querySelector(`section#${id}`)).toBeInTheDocument()
    }
  })

  it('puts header, main and footer landmarks around one h1', () => {
    renderPage()
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('main')).toBeInTheDocument()
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
  })

  it('starts with a skip link to the main content', () => {
    const { container } = renderPage()
    const firstLink = container.querySelector('a')
    expect(firstLink).toHaveTextContent(site.skipLinkLabel)
    expect(firstLink).toHaveAttribute('href', '#main')
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main')
  })

  it('keeps heading levels in order: h1, then h2 sections, then h3 cards', () => {
    const { container } = renderPage()
    const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) =>
      Number(heading.tagName[1]),
    )
    expect(levels[0]).toBe(1)
    for (const [index, level] of levels.entries()) {
      if (index > 0) expect(level - (levels[index - 1] ?? 0)).toBeLessThanOrEqual(1)
    }
  })

  it('holds each island once, with its props as JSON beside it', () => {
    const html = renderToString(<HomePage content={site} build={build} />)
    for (const name of ISLANDS) {
      expect(html.match(new RegExp(`data-island="${name}"`, 'g'))).toHaveLength(1)
      const props = html.match(
        new RegExp(`<script type="application/json" data-island-props="${name}">(.*?)</script>`),
      )
      expect(() => JSON.parse(props?.[1] ?? '')).not.toThrow()
    }
  })

  it('never writes the fallback address whole in the HTML, not even in the islands’ props', () => {
    const address = 'owner@example.org'
    const html = renderToString(
      <HomePage
        content={{ ...site, contact: { ...site.contact, fallbackEmail: address } }}
        build={build}
      />,
    )
    expect(html).not.toContain(address)
  })

  it('names a visit counter and says how visits are counted only when the build counts them', () => {
    const template =
      '<html lang="en"><head><!--app-head--></head><body><!--app-html--></body></html>'
    const counter = 'https://yourcode.goatcounter.com/count'
    const note = 'Visits are counted here.'
    const content = { ...site, footer: { ...site.footer, countingNote: note } }
    const renderDocument = (pageBuild: typeof build) =>
      renderSite(template, [
        { language: { content, file: 'src/content/site.ts', prefix: '' }, build: pageBuild },
      ])[0]?.html
    const off = renderDocument(build)
    expect(off).not.toContain(COUNTER_META)
    expect(off).not.toContain(note)
    const on = renderDocument({ ...build, counter })
    expect(on).toContain(`<meta name="${COUNTER_META}" content="${counter}">`)
    expect(on).toContain(note)
  })

  it('marks each CV link, in the hero and the footer, as a CV download to count', () => {
    // Whether or not the owner keeps one, a CV in the content makes both links.
    const cv = { file: 'cv.pdf', label: (site as SiteContent).cv?.label ?? 'Download CV' } as const
    render(
      <HomePage
        content={{ ...site, cv }}
        build={{
          ...build,
          cv: { pdf: { href: '/assets/cv.pdf', bytes: 200_000, download: 'cv.pdf' } },
        }}
      />,
    )
    const links = screen.getAllByRole('link', { name: (name) => name.startsWith(cv.label) })
    expect(links).toHaveLength(2)
    for (const link of links) expect(link).toHaveAttribute(COUNTED, CV_DOWNLOADED)
  })

  it.runIf(madeCv(site))(
    'counts the made CV’s Word file links as CV downloads too, not its page’s',
    () => {
      const made = madeCv(site)
      if (!made) return
      const file = (download: string) => ({ href: `/assets/${download}`, bytes: 12_000, download })
      render(
        <HomePage
          content={{ ...site, cv: { ...made, offer: ['word', 'page'] } }}
          build={{ ...build, cv: { pdf: file('cv.pdf'), word: file('cv.docx') } }}
        />,
      )
      const word = screen.getAllByRole('link', { name: (name) => name.startsWith(made.wordLabel) })
      expect(word).toHaveLength(2)
      for (const link of word) expect(link).toHaveAttribute(COUNTED, CV_DOWNLOADED)
      const page = screen.getAllByRole('link', { name: made.pageLabel })
      expect(page).toHaveLength(2)
      for (const link of page) expect(link).not.toHaveAttribute(COUNTED)
    },
  )
})

describe('HomePage with case studies', () => {
  it('links each project that has a case study to its page, by its title and the “read” link', () => {
    const { container } = renderPage()
    const cards = [...container.querySelectorAll('.project-card')]
    expect(cards).toHaveLength(site.projects.items.length)
    for (const [index, project] of site.projects.items.entries()) {
      const entry = build.caseStudies.find((study) => study.project.title === project.title)
      const links = [...(cards[index]?.querySelectorAll('a') ?? [])]
      if (!entry) {
        expect(links).toHaveLength(0)
        continue
      }
      const href = pageHref(build.base, caseStudyPath(entry.caseStudy.name))
      expect(cards[index]?.querySelector('h3 a')).toHaveAttribute('href', href)
      const read = links.find((link) => link.textContent?.startsWith(site.caseStudies.readLabel))
      expect(read).toHaveAttribute('href', href)
    }
  })
})
