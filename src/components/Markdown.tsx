import type { Nodes, Root } from 'mdast'
import { Fragment, type ReactNode } from 'react'
import { ExternalLink } from './ExternalLink.tsx'

interface MarkdownProps {
  /** A body read by src/content/caseStudy.ts: no raw HTML, references resolved. */
  body: Root
  /** The level of the body's highest heading: 2 under a page's h1. */
  topHeading: 2 | 3
  newTabNotice: string
  /** Renders the `index`-th picture of the body (in the order they appear). */
  picture: (index: number) => ReactNode
}

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6'

/**
 * A Markdown body as the page's own HTML, rendered at build time. Headings keep their order
 * but start at `topHeading`, whatever level the writer began with; links to other sites open
 * in a new tab (ExternalLink); pictures are the page's (`picture`).
 */
export function Markdown({ body, topHeading, newTabNotice, picture }: MarkdownProps) {
  const depths = collect(body, 'heading').map((heading) => heading.depth)
  const shift = topHeading - Math.min(...depths, 6)
  let pictures = 0

  const render = (node: Nodes, key: number): ReactNode => {
    const children = () =>
      'children' in node ? node.children.map((child, index) => render(child, index)) : null
    switch (node.type) {
      case 'paragraph':
        return <p key={key}>{children()}</p>
      case 'heading': {
        const Tag = `h${Math.min(6, Math.max(topHeading, node.depth + shift))}` as HeadingTag
        return <Tag key={key}>{children()}</Tag>
      }
      case 'text':
        return node.value
      case 'emphasis':
        return <em key={key}>{children()}</em>
      case 'strong':
        return <strong key={key}>{children()}</strong>
      case 'inlineCode':
        return <code key={key}>{node.value}</code>
      case 'code':
        return (
          <pre key={key}>
            <code>{node.value}</code>
          </pre>
        )
      case 'break':
        return <br key={key} />
      case 'thematicBreak':
        return <hr key={key} />
      case 'blockquote':
        return <blockquote key={key}>{children()}</blockquote>
      case 'list': {
        // CommonMark: a list is loose (its items' text in paragraphs) if any of its items are
        // separated by a blank line, or any item's own blocks are; a tight list's items hold
        // their text directly.
        const loose = Boolean(node.spread) || node.children.some((item) => item.spread)
        const items = node.children.map((item, index) => render({ ...item, spread: loose }, index))
        return node.ordered ? (
          <ol key={key} start={(node.start ?? 1) === 1 ? undefined : (node.start ?? undefined)}>
            {items}
          </ol>
        ) : (
          <ul key={key}>{items}</ul>
        )
      }
      case 'listItem':
        // `spread`: whether its list is loose (above).
        return (
          <li key={key}>
            {node.spread
              ? children()
              : node.children.map((child, index) =>
                  child.type === 'paragraph'
                    ? child.children.map((inline, at) => render(inline, at))
                    : render(child, index),
                )}
          </li>
        )
      case 'link':
        return /^https?:/i.test(node.url) ? (
          <ExternalLink key={key} href={node.url} newTabNotice={newTabNotice}>
            {children()}
          </ExternalLink>
        ) : (
          <a key={key} href={node.url}>
            {children()}
          </a>
        )
      case 'image':
        return <Fragment key={key}>{picture(pictures++)}</Fragment>
      default:
        return children()
    }
  }

  return <>{body.children.map((node, index) => render(node, index))}</>
}

/** Every node of `type` in the tree, in document order. */
function collect<T extends Nodes['type']>(node: Nodes, type: T): Extract<Nodes, { type: T }>[] {
  const found: Extract<Nodes, { type: T }>[] = []
  const walk = (current: Nodes) => {
    if (current.type === type) found.push(current as Extract<Nodes, { type: T }>)
    if ('children' in current) for (const child of current.children) walk(child)
  }
  walk(node)
  return found
}
