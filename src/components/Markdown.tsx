import GithubSlugger from 'github-slugger'
import type { Element, ElementContent, Nodes as HastNodes, Root as HastRoot } from 'hast'
import { type Components, toJsxRuntime } from 'hast-util-to-jsx-runtime'
import type { Nodes, Root } from 'mdast'
import { toHast } from 'mdast-util-to-hast'
import type { ReactNode } from 'react'
import { Fragment, jsx, jsxs } from 'react/jsx-runtime'
import { CODE_BLOCK, COPIED, COPY, COPY_FAILED } from '../code/copyMarkup.ts'
import { highlight } from '../code/highlight.ts'
import type { SiteContent } from '../content/types.ts'
import { ExternalLink } from './ExternalLink.tsx'

/** The words the story's own markup says, in the page's language (the content's). */
export type MarkdownLabels = Pick<
  SiteContent['caseStudies'],
  | 'headingLinkLabel'
  | 'tableLabel'
  | 'footnotesLabel'
  | 'footnoteBackLabel'
  | 'copyLabel'
  | 'copiedLabel'
  | 'copyFailedLabel'
> & { newTabNotice: string }

interface MarkdownProps {
  /** A body read by src/content/caseStudy.ts: no raw HTML, references resolved, links safe. */
  body: Root
  /** The level of the body's highest heading: 2 under a page's h1. */
  topHeading: 2 | 3
  labels: MarkdownLabels
  /** Ids the page already uses around the body: a heading's id never repeats one. */
  takenIds?: Iterable<string>
  /** Renders the `index`-th picture of the body (in the order they appear). */
  picture: (index: number) => ReactNode
}

type Depth = 1 | 2 | 3 | 4 | 5 | 6

/** The hast property that carries a picture's place in the body to the `img` component. */
const PICTURE_INDEX = 'dataPicture'

/**
 * A Markdown body (GitHub-flavoured) as the page's own HTML, rendered at build time through the
 * syntax-tree libraries react-markdown uses (mdast-util-to-hast, then hast-util-to-jsx-runtime):
 * - headings keep their order but start at `topHeading`; each has an id made from its words as
 *   GitHub makes it (github-slugger), unique on the page, and a link to itself;
 * - a table sits in a named box that a keyboard reaches and that scrolls sideways on a narrow
 *   screen; header cells have a scope, and column alignment is a class (the CSP allows no
 *   inline style);
 * - a task list's boxes show their state and cannot be changed; footnotes link both ways, with
 *   the page's words;
 * - links to other sites open in a new tab (ExternalLink); pictures are the page's (`picture`);
 * - code blocks keep their language as a class (`language-powershell`), are highlighted when
 *   it is one src/code/highlight.ts knows (else plain), have a copy button (which the boot
 *   script wakes: src/code/copy.ts) and, as they scroll sideways when a line is long, a
 *   keyboard reaches them.
 * Raw HTML never gets here (the parser leaves it out); neither do unsafe links.
 */
export function Markdown({ body, topHeading, labels, takenIds = [], picture }: MarkdownProps) {
  const tree = toHast(prepare(body, topHeading), {
    footnoteLabel: labels.footnotesLabel,
    footnoteLabelTagName: `h${topHeading}`,
    footnoteBackLabel: (reference, rereference) =>
      labels.footnoteBackLabel.replace(
        '{index}',
        `${reference + 1}${rereference > 1 ? `-${rereference}` : ''}`,
      ),
  })
  if (tree.type !== 'root') throw new Error('A Markdown body renders to a root')
  finish(tree, labels, takenIds)
  const components: Components = {
    a: ({ node: _, href = '', children, ...rest }) =>
      /^https?:/i.test(href) ? (
        <ExternalLink href={href} newTabNotice={labels.newTabNotice}>
          {children}
        </ExternalLink>
      ) : (
        <a href={href} {...rest}>
          {children}
        </a>
      ),
    img: ({ node }) => picture(Number(node?.properties[PICTURE_INDEX])),
  }
  return toJsxRuntime(tree, { Fragment, jsx, jsxs, components, passNode: true })
}

/**
 * A copy of the body to render: headings moved to start at `topHeading` (never past h6), and
 * each picture numbered in the order it appears (as src/content/caseStudy.ts lists them).
 */
function prepare(body: Root, topHeading: number): Root {
  const depths: number[] = []
  const walk = (node: Nodes) => {
    if (node.type === 'heading') depths.push(node.depth)
    if ('children' in node) for (const child of node.children) walk(child)
  }
  walk(body)
  const shift = topHeading - Math.min(...depths, 6)
  let pictures = 0
  const copy = (node: Nodes): Nodes => {
    if (node.type === 'heading')
      return {
        ...node,
        depth: Math.min(6, Math.max(topHeading, node.depth + shift)) as Depth,
        children: node.children.map(copy) as typeof node.children,
      }
    if (node.type === 'image')
      return { ...node, data: { hProperties: { [PICTURE_INDEX]: pictures++ } } }
    if ('children' in node) return { ...node, children: node.children.map(copy) } as Nodes
    return node
  }
  return copy(body) as Root
}

const HEADING = /^h[1-6]$/
/**
 * What a task's label may hold beside its box: the words of its item, up to a nested list or a
 * picture (a picture is a button, which a label must not hold).
 */
const LABEL_CONTENT = new Set(['a', 'em', 'strong', 'del', 'code', 'br', 'sup', 'span'])

const isElement = (node: HastNodes, tagName?: string): node is Element =>
  node.type === 'element' && (tagName === undefined || node.tagName === tagName)

/** The text of a node, as a heading's id and its link's name read it. */
const textOf = (node: HastNodes): string =>
  node.type === 'text'
    ? node.value
    : 'children' in node
      ? node.children.map((child) => textOf(child)).join('')
      : ''

/**
 * The hast tree made the page's: heading ids and links, tables in their scrolling box, task
 * lists' boxes labelled by their item's words.
 */
function finish(tree: HastRoot, labels: MarkdownLabels, takenIds: Iterable<string>) {
  const slugger = new GithubSlugger()
  for (const id of takenIds) slugger.slug(id)
  const ids = (node: HastNodes) => {
    if (isElement(node) && typeof node.properties.id === 'string') slugger.slug(node.properties.id)
    if ('children' in node) for (const child of node.children) ids(child)
  }
  // The footnotes' own ids (fn-1, footnote-label) first: a heading never takes one.
  ids(tree)
  let tables = 0

  const visit = (parent: HastRoot | Element) => {
    parent.children = parent.children.map((child) => {
      if (!isElement(child)) return child
      visit(child)
      if (HEADING.test(child.tagName) && child.properties.id === undefined)
        return anchored(child, slugger, labels)
      if (child.tagName === 'table') return scrolling(child, ++tables, labels)
      if (child.tagName === 'th' || child.tagName === 'td') aligned(child)
      if (child.tagName === 'pre') return codeBlock(child, labels)
      const { className } = child.properties
      if (Array.isArray(className) && className.includes('task-list-item')) labelled(child)
      return child
    }) as ElementContent[]
  }
  visit(tree)
}

/** A heading with its id, and a link to it beside it (outside it: the heading's name stays its text). */
function anchored(heading: Element, slugger: GithubSlugger, labels: MarkdownLabels): Element {
  const title = textOf(heading).trim()
  if (!title) return heading
  const id = slugger.slug(title)
  heading.properties.id = id
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: ['heading'] },
    children: [
      heading,
      {
        type: 'element',
        tagName: 'a',
        properties: {
          className: ['heading-anchor'],
          href: `#${id}`,
          ariaLabel: labels.headingLinkLabel.replace('{title}', title),
        },
        children: [{ type: 'text', value: '#' }],
      },
    ],
  }
}

/** A table in a box of its own that scrolls sideways, reached by keyboard and named. */
function scrolling(table: Element, index: number, labels: MarkdownLabels): Element {
  for (const section of table.children)
    if (isElement(section, 'thead'))
      for (const row of section.children)
        if (isElement(row))
          for (const cell of row.children) if (isElement(cell, 'th')) cell.properties.scope = 'col'
  return {
    type: 'element',
    // A named section is a region: screen readers announce its name as they enter.
    tagName: 'section',
    properties: {
      className: ['table-scroll'],
      tabIndex: 0,
      ariaLabel: labels.tableLabel.replace('{index}', String(index)),
    },
    children: [table],
  }
}

/**
 * A code block: its code highlighted when its language is known, in a box that scrolls sideways
 * (a long line) and that the keyboard reaches, as a table's; a copy button and the status line
 * that says what it did beside it.
 */
function codeBlock(pre: Element, labels: MarkdownLabels): Element {
  pre.properties.tabIndex = 0
  const code = pre.children.find((child) => isElement(child, 'code'))
  const { className } = code?.properties ?? {}
  const language = Array.isArray(className)
    ? String(className.find((name) => String(name).startsWith('language-')) ?? '').replace(
        /^language-/,
        '',
      )
    : ''
  // Without the line break Markdown ends every block with: the code copied is the code written
  // (pasted into a shell, a last line break would run the last line at once).
  const text = code ? textOf(code).replace(/\n$/, '') : ''
  const highlighted = highlight(text, language)
  if (code) code.children = highlighted?.children ?? [{ type: 'text', value: text }]
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: [CODE_BLOCK] },
    children: [
      pre,
      {
        type: 'element',
        tagName: 'div',
        properties: { className: ['code-tools'] },
        children: [
          {
            type: 'element',
            tagName: 'span',
            properties: {
              role: 'status',
              [COPIED]: labels.copiedLabel,
              [COPY_FAILED]: labels.copyFailedLabel,
            },
            children: [],
          },
          {
            type: 'element',
            tagName: 'button',
            properties: { type: 'button', className: ['code-copy'], [COPY]: '' },
            children: [{ type: 'text', value: labels.copyLabel }],
          },
        ],
      },
    ],
  }
}

/** A cell's column alignment as a class: `align` is obsolete, and the CSP forbids style="". */
function aligned(cell: Element) {
  const { align } = cell.properties
  if (typeof align !== 'string') return
  delete cell.properties.align
  cell.properties.className = [`align-${align}`]
}

/**
 * A task's box and its words in one label, so the box is named by them. The box comes
 * disabled (it shows the state; nobody changes it). In a loose list it sits in the item's first
 * paragraph.
 */
function labelled(item: Element) {
  const first = item.children.find((child) => isElement(child))
  const holder = first && isElement(first, 'p') ? first : item
  const at = holder.children.findIndex((child) => isElement(child, 'input'))
  if (at < 0) return
  let end = at + 1
  while (end < holder.children.length) {
    const next = holder.children[end]
    if (next && isElement(next) && !LABEL_CONTENT.has(next.tagName)) break
    end += 1
  }
  const label: Element = {
    type: 'element',
    tagName: 'label',
    properties: {},
    children: holder.children.slice(at, end),
  }
  holder.children.splice(at, end - at, label)
}
