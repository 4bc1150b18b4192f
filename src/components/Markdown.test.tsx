/**
 * A case study's body as the page's HTML: the writer's headings start under the page's h1,
 * whatever level they began with, each with an id from its own words and a link to itself;
 * links to other sites open in a new tab and say so; pictures are the page's own, in the order
 * they appear; GitHub's additions (tables, strikethrough, bare addresses, task lists, footnotes)
 * are the elements they stand for, with the page's words.
 */
import { render, within } from '@testing-library/react'
import GithubSlugger from 'github-slugger'
import { describe, expect, it } from 'vitest'
import { parseCaseStudy } from '../content/caseStudy.ts'
import { site } from '../content/site.ts'
import { Markdown } from './Markdown.tsx'

const body = (markdown: string) =>
  parseCaseStudy('story', `---\nsummary: S.\n---\n${markdown}`, site.lang).body

const labels = site.caseStudies

const renderBody = (markdown: string, topHeading: 2 | 3 = 2, takenIds: string[] = []) =>
  render(
    <Markdown
      body={body(markdown)}
      topHeading={topHeading}
      labels={{ ...labels, newTabNotice: site.newTabNotice }}
      takenIds={takenIds}
      picture={(index) => <img alt={`Screen ${index}`} src={`p${index}.png`} />}
    />,
  )

/** The ids GitHub gives headings with these words, in this order. */
const slugs = (...texts: string[]) => {
  const slugger = new GithubSlugger()
  return texts.map((text) => slugger.slug(text))
}

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

  it('gives every heading an id from its own words, unique on the page, and a link to itself named in the page’s language', () => {
    const texts = ['The outcome', 'Main', 'The outcome', 'Zażółć gęślą jaźń', 'C# & .NET']
    const { container } = renderBody(
      texts.map((text, index) => `${index ? '##' : '#'} ${text}\n\nText.\n`).join('\n'),
      2,
      ['main'],
    )
    const headings = [...container.querySelectorAll('h2, h3')]
    const expected = slugs('main', ...texts).slice(1)
    expect(headings.map((heading) => heading.id)).toEqual(expected)
    expect(new Set(expected).size).toBe(texts.length)
    for (const [index, heading] of headings.entries()) {
      // The heading is named by its words alone; its link sits beside it.
      expect(heading).toHaveAccessibleName(texts[index] ?? '')
      const link = heading.parentElement?.querySelector(':scope > a.heading-anchor')
      expect(link).toHaveAttribute('href', `#${expected[index]}`)
      expect(link).toHaveAccessibleName(
        labels.headingLinkLabel.replace('{title}', texts[index] ?? ''),
      )
    }
  })

  it('puts a table in a named box that a keyboard reaches, header cells with a scope, columns aligned by class', () => {
    const { container } = renderBody(
      '| Step | Before | After |\n| :-- | :-: | --: |\n| Request | ~~3 weeks~~ | 2 days |\n\n| A | B |\n| - | - |\n| 1 | 2 |\n',
    )
    const boxes = within(container).getAllByRole('region')
    expect(boxes).toHaveLength(2)
    for (const [index, box] of boxes.entries()) {
      expect(box).toHaveAttribute('tabindex', '0')
      expect(box).toHaveAccessibleName(labels.tableLabel.replace('{index}', String(index + 1)))
      expect(box.firstElementChild?.tagName).toBe('TABLE')
    }
    const [table] = within(boxes[0] as HTMLElement).getAllByRole('table')
    const headers = [...(table?.querySelectorAll('thead th') ?? [])]
    expect(headers.map((cell) => cell.textContent)).toEqual(['Step', 'Before', 'After'])
    for (const cell of headers) expect(cell).toHaveAttribute('scope', 'col')
    const cells = [...(table?.querySelectorAll('tbody td') ?? [])]
    expect(cells.map((cell) => cell.className)).toEqual([
      'align-left',
      'align-center',
      'align-right',
    ])
    // No inline style (the CSP allows none) and no obsolete align attribute.
    expect(container.querySelectorAll('[style], [align]')).toHaveLength(0)
    expect(cells[1]?.querySelector('del')).toHaveTextContent('3 weeks')
  })

  it('links bare web addresses, in a new tab like every link to another site', () => {
    const { container } = renderBody('See https://example.com/a and www.example.org today.\n')
    const links = [...container.querySelectorAll('a')]
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://example.com/a',
      'http://www.example.org',
    ])
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveTextContent(site.newTabNotice)
    }
  })

  it('shows each task’s state in a box that cannot be changed, named by the task’s words', () => {
    const { container } = renderBody(
      '- [x] Bank details checked\n- [ ] Contracts [signed](#sign)\n  - a step\n\n1. [ ] Loose one\n\n2. [x] Loose two\n',
    )
    const boxes = [...container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')]
    expect(boxes.map((box) => box.checked)).toEqual([true, false, false, true])
    for (const box of boxes) expect(box).toBeDisabled()
    expect(boxes.map((box) => box.labels?.[0]?.textContent?.trim())).toEqual([
      'Bank details checked',
      'Contracts signed',
      'Loose one',
      'Loose two',
    ])
    // A nested list stays outside the label.
    expect(container.querySelector('label ul')).toBeNull()
    expect(container.querySelectorAll('li li')).toHaveLength(1)
  })

  it('links each footnote and its references both ways, with the page’s words', () => {
    const { container } = renderBody(
      'Two days.[^median] Again.[^median] Once.[^note]\n\n[^median]: The median.\n\n[^note]: A note.\n',
    )
    const references = [...container.querySelectorAll<HTMLAnchorElement>('a[data-footnote-ref]')]
    expect(references.map((link) => link.textContent)).toEqual(['1', '1', '2'])
    const section = container.querySelector('section.footnotes')
    const label = section?.querySelector('h2')
    expect(label).toHaveTextContent(labels.footnotesLabel)
    expect(label).toHaveClass('sr-only')
    for (const reference of references) {
      const note = container.querySelector(`[id="${reference.hash.slice(1)}"]`)
      expect(note?.tagName).toBe('LI')
      expect(reference).toHaveAttribute('aria-describedby', label?.id)
      const back = [
        ...(note?.querySelectorAll<HTMLAnchorElement>('a[data-footnote-backref]') ?? []),
      ]
      expect(back.some((link) => link.hash === `#${reference.id}`)).toBe(true)
    }
    const backs = [...container.querySelectorAll('a[data-footnote-backref]')]
    expect(backs.map((link) => link.getAttribute('aria-label'))).toEqual(
      ['1', '1-2', '2'].map((index) => labels.footnoteBackLabel.replace('{index}', index)),
    )
  })

  it('keeps a code block’s language as a class, and lets a keyboard scroll it', () => {
    const { container } = renderBody('```powershell\nGet-PnPList\n```\n\n```\nplain\n```\n')
    const blocks = [...container.querySelectorAll('pre > code')]
    expect(blocks.map((block) => block.className)).toEqual(['language-powershell', ''])
    for (const block of blocks) expect(block.parentElement).toHaveAttribute('tabindex', '0')
  })

  it('highlights a known language through classes, and leaves an unknown one as plain text', () => {
    const powershell = 'Get-PnPList -Identity "Vendors" # the list'
    const powerfx = 'Patch(Vendors, Defaults(Vendors), { Name: "Contoso" })'
    const { container } = renderBody(
      `\`\`\`powershell\n${powershell}\n\`\`\`\n\n\`\`\`powerfx\n${powerfx}\n\`\`\`\n`,
    )
    const [highlighted, plain] = [...container.querySelectorAll('pre > code')]
    expect(highlighted?.textContent).toBe(powershell)
    expect(highlighted?.querySelectorAll('span[class^="hl-"]').length).toBeGreaterThan(1)
    expect(plain?.textContent).toBe(powerfx)
    expect(plain?.children).toHaveLength(0)
    expect(container.querySelector('[style]')).toBeNull()
  })

  it('gives each code block a copy button, in the page’s words, and a status line it speaks in', () => {
    const { container } = renderBody('```kql\nSigninLogs | take 10\n```\n\n```\nplain\n```\n')
    const blocks = [...container.querySelectorAll('.code-block')]
    expect(blocks).toHaveLength(2)
    for (const block of blocks) {
      const button = within(block as HTMLElement).getByRole('button', { name: labels.copyLabel })
      expect(button).toHaveAttribute('type', 'button')
      expect(button).toHaveAttribute('data-copy')
      const status = within(block as HTMLElement).getByRole('status')
      expect(status).toBeEmptyDOMElement()
      expect(status).toHaveAttribute('data-copied', labels.copiedLabel)
      expect(status).toHaveAttribute('data-copy-failed', labels.copyFailedLabel)
    }
  })

  it('shows what GitHub cannot read as a table, task or footnote as the text it is', () => {
    const markdown =
      '| Step | Before\n| Request | 3 weeks\n\n- [y] not a task\n\nA call to nothing.[^missing]\n'
    const { container } = renderBody(markdown)
    expect(container.querySelector('table, input, sup, section')).toBeNull()
    expect(container).toHaveTextContent('| Step | Before')
    expect(container).toHaveTextContent('[y] not a task')
    expect(container).toHaveTextContent('A call to nothing.[^missing]')
  })
})
