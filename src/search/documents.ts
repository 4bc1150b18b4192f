import type { Nodes, Root } from 'mdast'
import { madeCv } from '../content/experience.ts'
import type { SiteContent } from '../content/types.ts'
import { pageHref, searchIndexPath } from '../pages/addresses.ts'
import type { PageBuild } from '../pages/build.ts'

/** What a result is, as its label names it (content.search.kinds). */
export type SearchKind = keyof SiteContent['search']['kinds']

/**
 * One thing a visitor can find, as a language's index lists it (search/index.json, one per
 * language: src/pages/addresses.ts): each page kind says what it adds (PageKind.search).
 */
export interface SearchDocument {
  kind: SearchKind
  title: string
  /** Where it is read: the page's address, base and all, or a section of the home page. */
  href: string
  /** Its words: what the page shows of it, as plain text. */
  text: string
  /** An article's day (YYYY-MM-DD), with the day in words of the page's language. */
  date?: string
  day?: string
  /** Set when it is in another language than the index's (an article not translated yet). */
  lang?: string
  /** That language's name, in itself. */
  languageName?: string
}

/** Nodes whose children are blocks (or list items, rows): their texts are apart, not run on. */
const BLOCKS = new Set([
  'root',
  'blockquote',
  'list',
  'listItem',
  'table',
  'tableRow',
  'footnoteDefinition',
])

/**
 * A Markdown body's words as plain text: each block on a line of its own, a code block's code
 * with them (a cmdlet is worth finding); raw HTML, which no page shows, left out.
 */
export function markdownText(root: Root): string {
  const text = (node: Nodes): string => {
    if (node.type === 'html') return ''
    if ('value' in node) return node.value
    if (!('children' in node)) return ''
    return (node.children as Nodes[]).map(text).join(BLOCKS.has(node.type) ? '\n' : '')
  }
  return text(root)
    .replace(/[ \t]*\n\s*/g, '\n')
    .trim()
}

/** Words for the index, each part on a line of its own, the empty ones left out. */
export const lines = (...parts: readonly (string | undefined | readonly string[])[]) =>
  parts
    .flat()
    .filter((part): part is string => Boolean(part?.trim()))
    .join('\n')

/** The words the results show, in the index's language. */
export type SearchLabels = Pick<SiteContent['search'], 'results' | 'noResults' | 'kinds'>

/** A language's index as published (search/index.json). */
export interface SearchIndex {
  labels: SearchLabels
  /** Its documents, the language's own first. */
  documents: SearchDocument[]
}

/** A language's index as published: the results' words, then the documents. */
export function searchIndexText(content: SiteContent, documents: readonly SearchDocument[]) {
  const { results, noResults, kinds } = content.search
  const index: SearchIndex = {
    labels: { results, noResults, kinds },
    documents: [...documents].sort(
      (a, b) => Number(a.lang !== undefined) - Number(b.lang !== undefined),
    ),
  }
  return JSON.stringify(index)
}

/**
 * Where a language's search index is, base and all, when it has one: on a site with more than
 * its home page (articles, case studies, services' pages or a made CV), else undefined (no
 * index, no field).
 */
export const searchIndexHref = (
  content: SiteContent,
  build: Pick<PageBuild, 'base' | 'prefix' | 'caseStudies' | 'insights' | 'services'>,
) =>
  build.caseStudies.length > 0 ||
  build.insights.length > 0 ||
  build.services.some(({ link }) => link !== undefined) ||
  madeCv(content)
    ? pageHref(build.base, searchIndexPath(build.prefix))
    : undefined
