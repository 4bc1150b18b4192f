/**
 * Finds the relative links in the documentation (README.md and docs/) that lead nowhere: to a
 * file that does not exist, or to an `#anchor` that no heading of its page makes. Links are read
 * with a CommonMark parser (mdast-util-from-markdown), anchors made as GitHub makes them
 * (github-slugger), so what passes here works when the repository is read on GitHub.
 */
import { posix } from 'node:path'
import GithubSlugger from 'github-slugger'
import type { Nodes } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { toString as textOf } from 'mdast-util-to-string'

/** A link's address as written, and the line it is on. */
export interface Link {
  url: string
  line: number
}

/** Where a relative link leads: a path from the repository's root, and its anchor, if any. */
export interface Target {
  path: string
  anchor: string
}

/** The repository's files, as the check sees them. */
export interface Files {
  exists(path: string): boolean
  /** A Markdown file's text, or undefined when there is none at that path. */
  readMarkdown(path: string): string | undefined
}

function walk(node: Nodes, visit: (node: Nodes) => void): void {
  visit(node)
  if ('children' in node) for (const child of node.children) walk(child, visit)
}

/** Every link, picture and link definition's address in a Markdown text. */
export function linksIn(markdown: string): Link[] {
  const links: Link[] = []
  walk(fromMarkdown(markdown), (node) => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      links.push({ url: node.url, line: node.position?.start.line ?? 0 })
    }
  })
  return links
}

/** The anchors GitHub gives a Markdown text's headings (`## Set up` → `set-up`). */
export function anchorsIn(markdown: string): Set<string> {
  const slugger = new GithubSlugger()
  const anchors = new Set<string>()
  walk(fromMarkdown(markdown), (node) => {
    if (node.type === 'heading') anchors.add(slugger.slug(textOf(node)))
  })
  return anchors
}

/**
 * Where a link written in the file `from` leads, or undefined for an address elsewhere (any
 * scheme: https:, mailto:, ...). A path starting with `/` starts at the repository's root, as on
 * GitHub; a path that climbs out of the repository is kept as it is, starting with `..`.
 */
export function resolveLink(from: string, url: string): Target | undefined {
  if (/^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//')) return undefined
  const hash = url.indexOf('#')
  const address = hash === -1 ? url : url.slice(0, hash)
  const anchor = hash === -1 ? '' : decodeURIComponent(url.slice(hash + 1))
  const pathPart = decodeURIComponent(address.split('?')[0] ?? '')
  if (pathPart === '') return { path: from, anchor }
  const path = pathPart.startsWith('/')
    ? posix.normalize(pathPart.slice(1))
    : posix.join(posix.dirname(from), pathPart)
  return { path: path.replace(/\/$/, '') || '.', anchor }
}

/** What is wrong with each link of the given Markdown files, as `file:line: url: reason`. */
export function brokenLinks(documents: readonly string[], files: Files): string[] {
  const anchors = new Map<string, Set<string> | undefined>()
  const anchorsOf = (path: string) => {
    if (!anchors.has(path)) {
      const text = files.readMarkdown(path)
      anchors.set(path, text === undefined ? undefined : anchorsIn(text))
    }
    return anchors.get(path)
  }
  const problems: string[] = []
  for (const document of documents) {
    const text = files.readMarkdown(document)
    if (text === undefined) {
      problems.push(`${document}: no such Markdown file`)
      continue
    }
    for (const { url, line } of linksIn(text)) {
      const target = resolveLink(document, url)
      if (!target) continue
      const where = `${document}:${line}: ${url}`
      if (target.path === '..' || target.path.startsWith('../')) {
        problems.push(`${where}: leads out of the repository`)
      } else if (!files.exists(target.path)) {
        problems.push(`${where}: ${target.path} does not exist`)
      } else if (target.anchor && target.path.endsWith('.md')) {
        if (!anchorsOf(target.path)?.has(target.anchor)) {
          problems.push(`${where}: ${target.path} has no heading with the anchor #${target.anchor}`)
        }
      }
    }
  }
  return problems
}
