import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { anchorsIn, brokenLinks, type Files, linksIn, resolveLink } from './docs-links.ts'

const root = fileURLToPath(new URL('..', import.meta.url))

/** The repository's own files. */
const repository: Files = {
  exists: (path) => existsSync(join(root, path)),
  readMarkdown: (path) => {
    const file = join(root, path)
    return path.endsWith('.md') && existsSync(file) && statSync(file).isFile()
      ? readFileSync(file, 'utf8')
      : undefined
  },
}

const docs = readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/${name.replaceAll('\\', '/')}`)
  .sort()
const documents = ['README.md', ...docs]

/** Files in memory, for proving what the check reports. */
function inMemory(texts: Record<string, string>, otherFiles: readonly string[] = []): Files {
  return {
    exists: (path) => path in texts || otherFiles.includes(path),
    readMarkdown: (path) => texts[path],
  }
}

describe('the documentation', () => {
  it('has its pages in docs/ and decision records in docs/decisions/', () => {
    expect(docs.length).toBeGreaterThan(0)
    expect(docs.some((path) => path.startsWith('docs/decisions/'))).toBe(true)
  })

  it('has no relative link, in README.md or docs/, to a missing file or heading', () => {
    expect(brokenLinks(documents, repository)).toEqual([])
  })

  it('reaches every page in docs/ by following links from the README', () => {
    const reached = new Set(['README.md'])
    const queue = ['README.md']
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      for (const { url } of linksIn(repository.readMarkdown(path) ?? '')) {
        const target = resolveLink(path, url)?.path
        if (!target) continue
        const pages = documents.filter((doc) => doc === target || doc.startsWith(`${target}/`))
        for (const page of pages) {
          if (!reached.has(page)) {
            reached.add(page)
            queue.push(page)
          }
        }
      }
    }
    expect(docs.filter((path) => !reached.has(path))).toEqual([])
  })

  it('keeps the README under 300 lines and each decision record under 150', () => {
    const lines = (path: string) => (repository.readMarkdown(path) ?? '').split('\n').length
    expect(lines('README.md')).toBeLessThanOrEqual(300)
    const records = docs.filter((path) => path.startsWith('docs/decisions/'))
    expect(records.filter((path) => lines(path) > 150)).toEqual([])
  })
})

describe('the link check', () => {
  it('reports each link to a missing file or heading, with its file and line, and no other', () => {
    const files = inMemory(
      {
        'README.md': [
          '# The site',
          '',
          'Read [the guide](docs/guide.md#set-up), [a page gone](docs/gone.md),',
          '[a part gone](docs/guide.md#tear-down), [this page](#the-site) and [a typo](#teh-site).',
          'Also [the code](src/main.ts), [a folder](docs/), [a site](https://example.com) and',
          '[mail](mailto:owner@example.com). ![A picture gone](images/gone.png)',
          '',
          '[ref]: docs/missing.md',
        ].join('\n'),
        'docs/guide.md': [
          '# Guide',
          '',
          '## Set up',
          '',
          'Back to [the README](../README.md#the-site), or [outside](../../elsewhere.md).',
        ].join('\n'),
      },
      ['src/main.ts', 'docs'],
    )
    expect(brokenLinks(['README.md', 'docs/guide.md'], files)).toEqual([
      'README.md:3: docs/gone.md: docs/gone.md does not exist',
      'README.md:4: docs/guide.md#tear-down: docs/guide.md has no heading with the anchor #tear-down',
      'README.md:4: #teh-site: README.md has no heading with the anchor #teh-site',
      'README.md:6: images/gone.png: images/gone.png does not exist',
      'README.md:8: docs/missing.md: docs/missing.md does not exist',
      'docs/guide.md:5: ../../elsewhere.md: leads out of the repository',
    ])
  })

  it('makes anchors as GitHub does: lower case, code as its text, punctuation dropped, repeats numbered', () => {
    const anchors = anchorsIn(
      ['# `content-visibility: auto` stays off', '## Notes', '## Notes', '## Café & crème'].join(
        '\n\n',
      ),
    )
    expect([...anchors]).toEqual([
      'content-visibility-auto-stays-off',
      'notes',
      'notes-1',
      'café--crème',
    ])
  })

  it('reads links as Markdown does: not inside code, and link definitions too', () => {
    const links = linksIn(
      ['Run `[not](a-link.md)`:', '', '```', '[nor](this.md)', '```', '', '[x]: def.md'].join('\n'),
    )
    expect(links).toEqual([{ url: 'def.md', line: 7 }])
  })
})
