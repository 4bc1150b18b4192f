/**
 * A case study's body as the page's HTML: the writer's headings start under the page's h1,
 * whatever level they began with; links to other sites open in a new tab and say so; pictures
 * are the page's own, in the order they appear.
 */
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { parseCaseStudy } from '../content/caseStudy.ts'
import { site } from '../content/site.ts'
import { Markdown } from './Markdown.tsx'

const body = (markdown: string) =>
  parseCaseStudy('story', `---\nsummary: S.\n---\n${markdown}`, site.lang).body

const renderBody = (markdown: string, topHeading: 2 | 3 = 2) =>
  render(
    <Markdown
      body={body(markdown)}
      topHeading={topHeading}
      newTabNotice={site.newTabNotice}
      picture={(index) => <img alt={`Screen ${index}`} src={`p${index}.png`} />}
    />,
  )

const levels = (container: HTMLElement) =>
  [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => heading.tagName)

describe('Markdown', () => {
  it('starts the writer’s headings at the level asked for, whatever level they began with', () => {
    for (const start of ['#', '##', '###']) {
      const { container, unmount } = renderBody(
        `${start} Problem\n\n${start}# Detail\n\n${start} Result\n`,
      )
      expect(levels(container)).toEqual(['H2', 'H3', 'H2'])
      unmount()
    }
    const { container } = renderBody('# Problem\n\n## Detail\n', 3)
    expect(levels(container)).toEqual(['H3', 'H4'])
  })

  it('never goes deeper than h6, and keeps the headings’ text', () => {
    const { container } = renderBody('# One\n\n###### Six\n')
    expect(levels(container)).toEqual(['H2', 'H6'])
    expect(container.querySelector('h6')).toHaveTextContent('Six')
  })

  it('opens links to other sites in a new tab, saying so, and links on this site in place', () => {
    const { container } = renderBody(
      'See [the docs](https://learn.microsoft.com/power-apps) and [my form](#contact).\n',
    )
    const [external, internal] = [...container.querySelectorAll('a')]
    expect(external).toHaveAttribute('href', 'https://learn.microsoft.com/power-apps')
    expect(external).toHaveAttribute('target', '_blank')
    expect(external).toHaveAttribute('rel', 'noopener noreferrer')
    expect(external).toHaveTextContent(`the docs ${site.newTabNotice}`)
    expect(internal).toHaveAttribute('href', '#contact')
    expect(internal).not.toHaveAttribute('target')
  })

  it('resolves reference links, and keeps emphasis, code, quotes and breaks', () => {
    const { container } = renderBody(
      'A *new* **flow** with `Approve()`.  \nNext line [ref].\n\n> Quoted.\n\n---\n\n```\ncode block\n```\n\n[ref]: https://example.com/ref\n',
    )
    expect(container.querySelector('em')).toHaveTextContent('new')
    expect(container.querySelector('strong')).toHaveTextContent('flow')
    expect(container.querySelector('p code')).toHaveTextContent('Approve()')
    expect(container.querySelector('br')).toBeInTheDocument()
    expect(container.querySelector('a')).toHaveAttribute('href', 'https://example.com/ref')
    expect(container.querySelector('blockquote')).toHaveTextContent('Quoted.')
    expect(container.querySelector('hr')).toBeInTheDocument()
    expect(container.querySelector('pre code')).toHaveTextContent('code block')
  })

  it('renders tight list items without paragraphs, loose ones with, and numbered lists from their start', () => {
    const { container } = renderBody('- one\n- two\n\n3. three\n4. four\n\n* a\n\n* b\n')
    const [tight, numbered, loose] = [...container.querySelectorAll('ul, ol')]
    expect(tight?.querySelectorAll('li > p')).toHaveLength(0)
    expect(tight?.querySelectorAll('li')).toHaveLength(2)
    expect(numbered?.tagName).toBe('OL')
    expect(numbered).toHaveAttribute('start', '3')
    expect(loose?.querySelectorAll('li > p')).toHaveLength(2)
  })

  it('renders each picture through the page, in the order they appear, wherever they stand', () => {
    const { container } = renderBody(
      '![First](a.png)\n\n- in a list ![Second](b.png)\n\n> ![Third](c.png)\n',
    )
    expect([...container.querySelectorAll('img')].map((image) => image.alt)).toEqual([
      'Screen 0',
      'Screen 1',
      'Screen 2',
    ])
  })
})
