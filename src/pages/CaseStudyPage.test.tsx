/**
 * A case study's page as the build renders it: the story in the order a visitor reads it, the
 * ways on (back to My Work, Contact Me, the previous and next case studies), one h1 and headings
 * in order, and every picture a button of the enlarged view, in the order of the page. Every
 * project of the content gets a case study here, from the project's own case-study files.
 */
import { render, within } from '@testing-library/react'
import GithubSlugger from 'github-slugger'
import { describe, expect, it } from 'vitest'
import documentShell from '../../index.html?raw'
import { type CaseStudyFiles, caseStudyFiles } from '../content/caseStudies.ts'
import { site } from '../content/site.ts'
import type { Project, SiteContent } from '../content/types.ts'
import { ENTRIES_ID, OPENS, PANEL, TRIGGER } from '../islands/markup.ts'
import { itemsInPage, VIEWER_ID } from '../sections/ProjectViewer.tsx'
import { testBuild } from '../test/build.ts'
import { caseStudyPath, homePath, pageHref } from './addresses.ts'
import { CaseStudyPage } from './CaseStudyPage.tsx'

/** Used only when the content has no case study file at all: a story with pictures. */
const FALLBACK = `---
summary: A process moved from email to one approval flow.
client: A client
results:
  - { value: '3 → 1', label: 'steps' }
pictures:
  - { file: gallery-one.png, alt: The list of requests }
---

## The problem

![The old inbox](inbox.png)

### Detail

Text.
`
const stories = Object.values(caseStudyFiles)
/** Each project with a case study of its own name, written from the content's case studies. */
const files: CaseStudyFiles = Object.fromEntries(
  site.projects.items.map((_, index) => [
    `story-${index + 1}`,
    stories[index % stories.length] ?? FALLBACK,
  ]),
)
const content: SiteContent = {
  ...site,
  projects: {
    ...site.projects,
    items: (site.projects.items as readonly Project[]).map((project, index) => ({
      ...project,
      caseStudy: `story-${index + 1}.md`,
    })),
  },
}

for (const base of ['/', '/portfolio/'])
  describe(`a case study page (base ${base})`, () => {
    const build = testBuild(content, base, files)
    const entries = build.caseStudies
    const home = pageHref(base, homePath())
    const renderPage = (at: number) => {
      const entry = entries[at]
      if (!entry) throw new Error(`no case study ${at}`)
      return { entry, ...render(<CaseStudyPage content={content} build={build} entry={entry} />) }
    }

    it('shows the title, summary, facts, results, tags, story and gallery, in that order', () => {
      const { entry, container } = renderPage(0)
      const { project, caseStudy } = entry
      const parts = [
        '.case-study-title',
        '.case-study-summary',
        '.case-study-facts',
        '.case-study-results',
        '.case-study-header .tag-list',
        '.case-study-body',
        '.case-study-gallery',
      ].map((selector) => container.querySelector(selector))
      const shown = [
        true,
        true,
        Boolean(caseStudy.client || caseStudy.role || caseStudy.duration),
        caseStudy.results.length > 0,
        true,
        true,
        caseStudy.gallery.length > 0,
      ]
      expect(parts.map(Boolean)).toEqual(shown)
      const present = parts.filter((part): part is Element => part !== null)
      for (const [index, part] of present.entries()) {
        const next = present[index + 1]
        if (next)
          expect(part.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
      }
      expect(parts[0]).toHaveTextContent(project.title)
      expect(parts[1]).toHaveTextContent(caseStudy.summary)
      for (const fact of ['client', 'role', 'duration'] as const) {
        const value = caseStudy[fact]
        if (value) expect(parts[2]).toHaveTextContent(`${content.caseStudies.facts[fact]}${value}`)
      }
      const results = [...container.querySelectorAll('.case-study-results li')]
      expect(results.map((result) => result.textContent)).toEqual(
        caseStudy.results.map(({ value, label }) => `${value}${label}`),
      )
      expect(
        [...container.querySelectorAll('.case-study-header .tag')].map((tag) => tag.textContent),
      ).toEqual(project.tags)
    })

    it('leads back to My Work on the home page through its breadcrumb, the page itself last', () => {
      const { entry, container } = renderPage(0)
      const trail = container.querySelector('nav.breadcrumb')
      if (!(trail instanceof HTMLElement)) throw new Error('no breadcrumb')
      expect(trail).toHaveAttribute('aria-label', content.caseStudies.breadcrumbLabel)
      const myWork = content.navbar.links.find(
        (link) => link.href === `#${content.sectionIds.projects}`,
      )
      const link = within(trail).getByRole('link')
      expect(link).toHaveAttribute('href', `${home}#${content.sectionIds.projects}`)
      expect(link).toHaveTextContent(myWork?.label ?? content.projects.title)
      const current = trail.querySelector('[aria-current="page"]')
      expect(current).toHaveTextContent(entry.project.title)
    })

    it('ends with Contact Me, to the form on the home page', () => {
      const { container } = renderPage(0)
      const end = container.querySelector('.case-study-end')
      if (!(end instanceof HTMLElement)) throw new Error('no end')
      const contact = within(end).getByRole('link', { name: content.hero.secondaryAction.label })
      expect(contact).toHaveAttribute('href', `${home}${content.hero.secondaryAction.href}`)
    })

    it('links the previous and the next case study, none before the first or after the last', () => {
      const href = (at: number) => pageHref(base, caseStudyPath(entries[at]?.caseStudy.name ?? ''))
      for (const at of entries.keys()) {
        const { container, unmount } = renderPage(at)
        const previous = container.querySelector('a[rel="prev"]')
        const next = container.querySelector('a[rel="next"]')
        if (at === 0) expect(previous).toBeNull()
        else {
          expect(previous).toHaveAttribute('href', href(at - 1))
          expect(previous).toHaveTextContent(entries[at - 1]?.project.title ?? '')
          expect(previous).toHaveTextContent(content.caseStudies.previousLabel)
        }
        if (at === entries.length - 1) expect(next).toBeNull()
        else {
          expect(next).toHaveAttribute('href', href(at + 1))
          expect(next).toHaveTextContent(entries[at + 1]?.project.title ?? '')
          expect(next).toHaveTextContent(content.caseStudies.nextLabel)
        }
        unmount()
      }
    })

    it('has one h1, the project’s title, and headings that never skip a level', () => {
      for (const at of entries.keys()) {
        const { entry, container, unmount } = renderPage(at)
        const headings = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')]
        const levels = headings.map((heading) => Number(heading.tagName[1]))
        expect(levels.filter((level) => level === 1)).toHaveLength(1)
        expect(container.querySelector('h1')).toHaveTextContent(entry.project.title)
        expect(levels[0]).toBe(1)
        for (const [index, level] of levels.entries())
          if (index > 0) expect(level - (levels[index - 1] ?? 0)).toBeLessThanOrEqual(1)
        unmount()
      }
    })

    it('makes every picture, in the story and the gallery, a button of the enlarged view, in the order of the page', () => {
      for (const at of entries.keys()) {
        const { entry, container, unmount } = renderPage(at)
        const { caseStudy } = entry
        const pictures = [...caseStudy.bodyPictures, ...caseStudy.gallery]
        const buttons = [...container.querySelectorAll(`[${TRIGGER}="viewer"]`)]
        expect(buttons).toHaveLength(pictures.length)
        for (const [index, button] of buttons.entries()) {
          const picture = pictures[index]
          expect(button).toHaveAttribute(OPENS, VIEWER_ID)
          expect(button).toHaveAttribute(PANEL, String(index))
          expect(button).toHaveAccessibleName(
            content.caseStudies.viewer.openLabel.replace('{title}', picture?.alt ?? ''),
          )
          expect(button.querySelector('img')).toHaveAttribute('alt', picture?.alt)
        }
        // The view holds the same pictures, in the same order (as its island reads them).
        const dialog = container.querySelector(`#${VIEWER_ID}`)
        if (!dialog) throw new Error('no view')
        expect(itemsInPage(dialog).map((item) => item.picture.alt)).toEqual(
          pictures.map(({ alt }) => alt),
        )
        const panels = container.querySelectorAll(`#${VIEWER_ID} figure[${PANEL}]`)
        expect(panels).toHaveLength(pictures.length)
        unmount()
      }
    })

    it('gives every heading of the story an id from its own words and a link to it, each id once on the page', () => {
      for (const at of entries.keys()) {
        const { container, unmount } = renderPage(at)
        const headings = [
          ...container.querySelectorAll('.case-study-body :is(h2, h3, h4, h5, h6):not(.sr-only)'),
        ]
        const slugger = new GithubSlugger()
        for (const heading of headings) {
          const own = slugger.slug(heading.textContent ?? '')
          expect(heading.id.startsWith(own), `${heading.id} from “${heading.textContent}”`).toBe(
            true,
          )
          expect(heading.nextElementSibling).toHaveAttribute('href', `#${heading.id}`)
        }
        const ids = [...container.querySelectorAll('[id]')].map((element) => element.id)
        expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([])
        unmount()
      }
    })

    it('never gives a heading an id the page already uses, even when its words are that id', () => {
      const first = renderPage(0)
      // The page's own ids, and the document's around it (index.html, the islands' entries).
      const shell = [...documentShell.matchAll(/ id="([^"]+)"/g)].map((match) => match[1] ?? '')
      const pageIds = [
        ...shell,
        ENTRIES_ID,
        ...[...first.container.querySelectorAll('[id]')]
          .filter((element) => !element.closest('.case-study-body'))
          .map((element) => element.id),
      ]
      first.unmount()
      const story = `---\nsummary: A story.\n---\n\n${pageIds.map((id) => `## ${id.replaceAll('-', ' ')}\n\nText.\n`).join('\n')}`
      const named = { ...files, 'story-1': story }
      const entry = testBuild(content, base, named).caseStudies[0]
      if (!entry) throw new Error('no case study')
      const { container } = render(
        <CaseStudyPage content={content} build={testBuild(content, base, named)} entry={entry} />,
      )
      const headingIds = [...container.querySelectorAll('.case-study-body h2[id]')].map(
        (heading) => heading.id,
      )
      expect(headingIds).toHaveLength(pageIds.length)
      const outside = [
        ...shell,
        ENTRIES_ID,
        ...[...container.querySelectorAll('[id]')]
          .filter((element) => !element.closest('.case-study-body'))
          .map((element) => element.id),
      ]
      for (const id of headingIds) expect(outside).not.toContain(id)
      const ids = [...container.querySelectorAll('[id]')].map((element) => element.id)
      expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([])
    })
  })
