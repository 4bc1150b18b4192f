/**
 * A case study as the owner writes it: every wrong edit fails the build with a message that
 * names the file and the field (and the line, where there is one); raw HTML and unsafe links
 * never reach the page. The files are written here, in the shapes an owner's edit takes; the
 * sample's own case studies are read from src/content/case-studies/.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Markdown } from '../components/Markdown.tsx'
import { caseStudyPicture, pictureKey } from '../pictures/catalog.ts'
import { caseStudiesOf, caseStudyFiles, unusedCaseStudies } from './caseStudies.ts'
import { CASE_STUDY_DIR, parseCaseStudy as parseIn } from './caseStudy.ts'
import { siteLanguages } from './languages.ts'
import { site } from './site.ts'
import type { Project, SiteContent } from './types.ts'

/** A case study in the default language's file. */
const parseCaseStudy = (name: string, markdown: string) => parseIn(name, markdown, site.lang)

const NAME = 'field-inspections'
const PATH = `${CASE_STUDY_DIR}/${NAME}.md`

/** A case study file: front matter lines, then the body. */
const file = (frontMatter: string, body = '## The problem\n\nPaper forms.\n') =>
  `---\n${frontMatter}\n---\n\n${body}`
const SUMMARY = 'summary: Inspections moved from paper to an app that works offline.'
/** The line of `markdown` (from 1) that holds `text`. */
const lineOf = (markdown: string, text: string) =>
  markdown.split('\n').findIndex((line) => line.includes(text)) + 1

/** The case study's body, as the page renders it (no pictures: each is a placeholder). */
const rendered = (markdown: string) =>
  renderToStaticMarkup(
    Markdown({
      body: parseCaseStudy(NAME, markdown).body,
      topHeading: 2,
      labels: { ...site.caseStudies, newTabNotice: site.newTabNotice },
      picture: (index) => `[picture ${index}]`,
    }),
  )

/** The content with its first project naming `caseStudy`. */
const withCaseStudy = (caseStudy: `${string}.md`): SiteContent => {
  const [first, ...rest]: readonly Project[] = site.projects.items
  if (!first) throw new Error('the content has no project')
  return { ...site, projects: { ...site.projects, items: [{ ...first, caseStudy }, ...rest] } }
}

describe('caseStudiesOf', () => {
  it('reads every case study the content names, in the order of its projects', () => {
    const named = (site.projects.items as readonly Project[]).filter((project) => project.caseStudy)
    const found = caseStudiesOf(site)
    expect(found.map(({ project }) => project.title)).toEqual(named.map(({ title }) => title))
    for (const { project, caseStudy } of found) {
      expect(`${caseStudy.name}.md`).toBe(project.caseStudy)
      expect(caseStudy.summary.length).toBeGreaterThan(0)
    }
  })

  it('fails naming the project and the file when the case study file does not exist', () => {
    const content = withCaseStudy('no-such-story.md')
    const title = content.projects.items[0]?.title
    expect(() => caseStudiesOf(content)).toThrow(
      `Project "${title}": caseStudy 'no-such-story.md' in src/content/site.ts: ${CASE_STUDY_DIR}/no-such-story.md does not exist`,
    )
  })

  it('fails naming the project when the file name cannot be an address', () => {
    const content = withCaseStudy('Field Inspections.md')
    expect(() => caseStudiesOf(content, { 'Field Inspections': file(SUMMARY) })).toThrow(
      /caseStudy 'Field Inspections\.md' in src\/content\/site\.ts: name the file in lower-case letters/,
    )
  })

  it('names the case study files no project names, which are not published', () => {
    const unused = unusedCaseStudies(
      siteLanguages().map(({ content }) => content),
      { ...caseStudyFiles, 'left-over': file(SUMMARY) },
    )
    expect(unused).toEqual([`${CASE_STUDY_DIR}/left-over.md`])
  })
})

describe('a picture the case study names', () => {
  it('fails naming the case study and the picture when the file does not exist', () => {
    const caseStudy = parseCaseStudy(
      NAME,
      file(`${SUMMARY}\npictures:\n  - { file: no-such-screen.png, alt: The app on a phone }`),
    )
    const [picture] = caseStudy.gallery
    if (!picture) throw new Error('no gallery picture')
    // As the build's picture pipeline reports a missing file (scripts/pictures/encode.test.ts).
    const catalog = {
      [pictureKey('card', picture.file)]: {
        error: '/home/owner/portfolio/src/content/images/no-such-screen.png does not exist',
      },
    }
    expect(() => caseStudyPicture(picture, catalog, caseStudy.path)).toThrow(
      `Case study ${PATH}: its picture src/content/images/no-such-screen.png does not exist (check the name in ${PATH})`,
    )
  })

  it('fails naming the file and the field when a gallery picture has no alt text, or an empty one', () => {
    for (const picture of ['{ file: app.png }', "{ file: app.png, alt: '  ' }"])
      expect(() => parseCaseStudy(NAME, file(`${SUMMARY}\npictures:\n  - ${picture}`))).toThrow(
        `${PATH}: pictures[1].alt is missing`,
      )
  })

  it('fails naming the file and line when a picture in the body has no alt text', () => {
    const markdown = file(SUMMARY, 'Paper forms.\n\n![](inspection-app.png)\n')
    const line = markdown.split('\n').indexOf('![](inspection-app.png)') + 1
    expect(() => parseCaseStudy(NAME, markdown)).toThrow(
      `${PATH}:${line}: the picture inspection-app.png has no alt text`,
    )
  })

  it('fails naming the file and line when a picture is not a file from src/content/images/', () => {
    const markdown = file(SUMMARY, '![The app](https://example.com/app.png)\n')
    expect(() => parseCaseStudy(NAME, markdown)).toThrow(
      `${PATH}:${lineOf(markdown, '![The app]')}: the picture "https://example.com/app.png" must be a file in src/content/images/`,
    )
  })

  it('collects the body’s pictures in the order they appear, then the gallery', () => {
    const caseStudy = parseCaseStudy(
      NAME,
      file(
        `${SUMMARY}\npictures:\n  - { file: c.webp, alt: Third }`,
        '![First](a.png)\n\nText ![Second](b%20two.jpg) inline.\n',
      ),
    )
    expect(caseStudy.bodyPictures).toEqual([
      { file: 'a.png', alt: 'First' },
      { file: 'b two.jpg', alt: 'Second' },
    ])
    expect(caseStudy.gallery).toEqual([{ file: 'c.webp', alt: 'Third' }])
  })
})

describe('the front matter', () => {
  it('fails naming the file and the field when the summary is missing or empty', () => {
    for (const frontMatter of ['client: Contoso', "summary: ''", 'summary:   '])
      expect(() => parseCaseStudy(NAME, file(frontMatter))).toThrow(
        `${PATH}: summary is missing or empty`,
      )
  })

  it('fails naming the file when there is no front matter at all', () => {
    expect(() => parseCaseStudy(NAME, '## The problem\n\nPaper forms.\n')).toThrow(
      `${PATH}: the front matter is missing`,
    )
  })

  it('fails naming the file and the entry when a result has no value, or no label', () => {
    expect(() =>
      parseCaseStudy(
        NAME,
        file(`${SUMMARY}\nresults:\n  - { value: '2 days', label: a }\n  - { label: b }`),
      ),
    ).toThrow(`${PATH}: results[2].value is missing`)
    expect(() =>
      parseCaseStudy(NAME, file(`${SUMMARY}\nresults:\n  - { value: '2 days' }`)),
    ).toThrow(`${PATH}: results[1].label is missing`)
  })

  it('fails naming the file when there are more than 4 results', () => {
    const results = Array.from({ length: 5 }, (_, index) => `  - { value: '${index}', label: x }`)
    expect(() => parseCaseStudy(NAME, file(`${SUMMARY}\nresults:\n${results.join('\n')}`))).toThrow(
      `${PATH}: results has 5 entries: show at most 4`,
    )
  })

  it('fails naming the file and the key when a key is not a field of a case study', () => {
    expect(() => parseCaseStudy(NAME, file(`${SUMMARY}\ncustomer: Contoso`))).toThrow(
      `${PATH}: customer is not a field of a case study`,
    )
  })

  it('fails naming the file and the line of the file when the YAML is not valid', () => {
    const markdown = file(`${SUMMARY}\nclient: Contoso\nrole: [architect`)
    // The unclosed list is reported where YAML finds it, within the front matter's lines.
    const message = (() => {
      try {
        parseCaseStudy(NAME, markdown)
      } catch (error) {
        return (error as Error).message
      }
      return ''
    })()
    const match = new RegExp(`^${PATH}:(\\d+): the front matter is not valid YAML`).exec(message)
    expect(match, message).not.toBeNull()
    const line = Number(match?.[1])
    expect(line).toBeGreaterThanOrEqual(markdown.split('\n').indexOf('role: [architect') + 1)
    expect(line).toBeLessThanOrEqual(markdown.split('\n').indexOf('---', 1) + 1)
  })

  it('reads the optional facts, trimmed, and leaves out the empty ones', () => {
    const caseStudy = parseCaseStudy(
      NAME,
      file(`${SUMMARY}\nclient: '  Contoso Ltd. '\nrole: ''\nduration: 6 weeks`),
    )
    expect(caseStudy).toMatchObject({ client: 'Contoso Ltd.', duration: '6 weeks' })
    expect(caseStudy.role).toBeUndefined()
  })
})

describe('raw HTML and links in the body', () => {
  const RAW = [
    { kind: 'a block <script>', html: '<script>alert(1)</script>', block: true },
    { kind: 'a block <div>', html: '<div onclick="steal()">Click</div>', block: true },
    { kind: 'an inline <img onerror>', html: '<img src=x onerror="alert(1)">', block: false },
    { kind: 'an inline <a>', html: '<a href="https://evil.example">here</a>', block: false },
  ]

  for (const { kind, html, block } of RAW)
    it(`drops ${kind}, warns naming the file and line, and never renders it`, () => {
      const body = block
        ? `Before.\n\n${html}\n\nAfter.\n`
        : `Before ${html} after.\n\nMore text.\n`
      const markdown = file(SUMMARY, body)
      const line = markdown.split('\n').findIndex((text) => text.includes(html)) + 1
      const caseStudy = parseCaseStudy(NAME, markdown)
      expect(
        caseStudy.warnings.some((warning) => warning.startsWith(`${PATH}:${line}: raw HTML`)),
      ).toBe(true)
      const page = rendered(markdown)
      expect(page).toContain('Before')
      expect(page).toContain(block ? 'After.' : 'after.')
      for (const fragment of [
        '<script',
        'onerror',
        'onclick',
        'alert(1)',
        'evil.example',
        '<div',
        '<img',
      ])
        expect(page).not.toContain(fragment)
    })

  it('drops raw HTML in a table cell, a task or a footnote too, warning naming the file and line', () => {
    const html = '<img src=x onerror="alert(1)">'
    for (const body of [
      `| Step | Before |\n| - | - |\n| Request | ${html} 3 weeks |\n`,
      `- [x] Checked ${html}\n`,
      `Two days.[^1]\n\n[^1]: The median ${html} of 120.\n`,
    ]) {
      const markdown = file(SUMMARY, body)
      const caseStudy = parseCaseStudy(NAME, markdown)
      expect(caseStudy.warnings).toEqual([
        `${PATH}:${lineOf(markdown, html)}: raw HTML is not rendered, and was left out: ${html}`,
      ])
      const page = rendered(markdown)
      for (const fragment of ['onerror', 'alert(1)', '<img']) expect(page).not.toContain(fragment)
    }
  })

  it('keeps a javascript: or data: link as its text only, and warns naming the file and line', () => {
    for (const url of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<b>x</b>']) {
      const markdown = file(SUMMARY, `Read [the report](${url}) now.\n`)
      const caseStudy = parseCaseStudy(NAME, markdown)
      expect(caseStudy.warnings).toEqual([
        `${PATH}:${lineOf(markdown, url)}: the link to "${url}" is not kept (only web, mail and phone addresses are)`,
      ])
      const page = rendered(markdown)
      expect(page).toContain('the report')
      expect(page).not.toContain('<a')
      expect(page.toLowerCase()).not.toContain('javascript:')
    }
  })

  it('keeps web, mail and phone links and links on this site', () => {
    for (const url of [
      'https://learn.microsoft.com',
      'mailto:a@b.pl',
      'tel:+48123',
      '#contact',
      '/projects/',
    ])
      expect(parseCaseStudy(NAME, file(SUMMARY, `[x](${url})\n`)).warnings).toEqual([])
  })
})
