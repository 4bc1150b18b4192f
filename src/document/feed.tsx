/**
 * A language's feed of articles, Atom 1.0 (RFC 4287), for feed readers: written when the site
 * is built, beside the pages (insights/feed.xml). Each entry carries the whole article as HTML,
 * every link and picture in it an absolute address (readers resolve relative ones unreliably),
 * under a sub-path too. The XML is written by fast-xml-parser's builder, which escapes it.
 */
import { XMLBuilder } from 'fast-xml-parser'
import { type DefaultTreeAdapterMap, defaultTreeAdapter, parseFragment, serialize } from 'parse5'
import { renderToStaticMarkup } from 'react-dom/server'
import { Markdown } from '../components/Markdown.tsx'
import type { SiteContent } from '../content/types.ts'
import { insightFeedPath, insightsPath, insightTagPath } from '../pages/addresses.ts'
import type { InsightEntry, PageBuild } from '../pages/build.ts'
import type { Picture } from '../pictures/catalog.ts'
import { fileAddress, siteAddress } from './head.ts'

/** How many articles a feed carries, newest first (docs/decisions/insights.md). */
export const FEED_ENTRIES = 20

type ParentNode = DefaultTreeAdapterMap['parentNode']
type ChildNode = DefaultTreeAdapterMap['childNode']

/** Attributes that hold an address, and the one that holds several (srcset). */
const ADDRESS_ATTRIBUTES = new Set(['href', 'src'])

/** The page's own controls in a story (Markdown.tsx): each heading's link, a code block's copy. */
const PAGE_CONTROLS = new Set(['heading-anchor', 'code-tools'])

/**
 * What a reader has no use for: what needs the page's script (a copy button and its status
 * line), the page's preload hints, and each heading's link to itself (a "#" in a reader).
 */
const dropped = (node: ChildNode) =>
  'tagName' in node &&
  (node.tagName === 'button' ||
    node.tagName === 'link' ||
    node.attrs.some(
      ({ name, value }) =>
        name === 'class' && value.split(' ').some((each) => PAGE_CONTROLS.has(each)),
    ))

/** The text of a node and all within it. */
const textOf = (node: ChildNode): string =>
  'value' in node && node.nodeName === '#text'
    ? node.value
    : 'childNodes' in node
      ? node.childNodes.map(textOf).join('')
      : ''

/**
 * HTML made to stand alone in a reader: each address absolute (from the article's own), and
 * code as plain text (its highlighting is classes, whose colours are the page's stylesheet).
 */
function standalone(html: string, address: string): string {
  const fragment = parseFragment(html)
  const visit = (parent: ParentNode) => {
    parent.childNodes = parent.childNodes.filter((node: ChildNode) => !dropped(node))
    for (const node of parent.childNodes) {
      if (!('tagName' in node)) continue
      if (node.tagName === 'code' && parent.nodeName === 'pre') {
        const text = textOf(node)
        node.childNodes = []
        defaultTreeAdapter.insertText(node, text)
        continue
      }
      for (const attribute of node.attrs)
        if (ADDRESS_ATTRIBUTES.has(attribute.name))
          attribute.value = new URL(attribute.value, address).href
      visit('content' in node ? node.content : node)
    }
  }
  visit(fragment)
  return serialize(fragment)
}

/**
 * A picture in a reader: its fallback file (WebP, 1,080 px at most), absolute. No width or
 * height: the picture's own would be wider than that file, and readers fit it to their column.
 */
const readerPicture = (content: SiteContent, picture: Picture & { alt: string }) => (
  <img src={fileAddress(content, picture.src)} alt={picture.alt} />
)

/** An article's whole text as HTML for a reader: its cover, then its story. */
export function articleHtml(
  content: SiteContent,
  entry: InsightEntry,
  pictures: {
    cover?: (Picture & { alt: string }) | undefined
    story: readonly (Picture & { alt: string })[]
  },
  address: string,
): string {
  const html = renderToStaticMarkup(
    <>
      {pictures.cover && <p>{readerPicture(content, pictures.cover)}</p>}
      <Markdown
        body={entry.insight.body}
        topHeading={2}
        labels={{ ...content.caseStudies, newTabNotice: content.newTabNotice }}
        picture={(index) => {
          const picture = pictures.story[index]
          return picture && readerPicture(content, picture)
        }}
      />
    </>,
  )
  return standalone(html, address)
}

/** A day as Atom's dates take it (RFC 3339): the day's start, UTC. */
const atomDate = (day: string) => `${day}T00:00:00Z`

/**
 * The Atom feed of a language's articles (`build.insights`, newest first), the first
 * FEED_ENTRIES: each with the address it was first published at as its id (its address, or for
 * an article renamed with `aliases`, its address under the first of them: an id never changes),
 * title, summary, whole text, days, tags as categories and author. `html` gives
 * an article's text (articleHtml).
 */
export function atomFeed(
  content: SiteContent,
  build: Pick<PageBuild, 'insights' | 'prefix'>,
  html: (entry: InsightEntry, address: string) => string,
): string {
  const entries = build.insights.slice(0, FEED_ENTRIES)
  const index = siteAddress(content, insightsPath(build.prefix))
  const author = { name: content.owner.name, uri: siteAddress(content) }
  const days = entries.map(({ insight }) => insight.updated ?? insight.date).sort()
  const feed = {
    '@_xmlns': 'http://www.w3.org/2005/Atom',
    '@_xml:lang': content.lang,
    id: index,
    title: content.insights.pageTitle,
    subtitle: content.insights.description,
    link: [
      {
        '@_rel': 'self',
        '@_type': 'application/atom+xml',
        '@_href': siteAddress(content, insightFeedPath(build.prefix)),
      },
      { '@_rel': 'alternate', '@_type': 'text/html', '@_href': index },
    ],
    updated: atomDate(days.at(-1) ?? '1970-01-01'),
    author,
    icon: siteAddress(content, 'favicon-32.png'),
    entry: entries.map((entry) => {
      const { insight } = entry
      const address = new URL(entry.href, siteAddress(content)).href
      return {
        ...(entry.lang ? { '@_xml:lang': entry.lang } : {}),
        id: entry.firstHref ? new URL(entry.firstHref, siteAddress(content)).href : address,
        title: insight.title,
        link: { '@_rel': 'alternate', '@_type': 'text/html', '@_href': address },
        published: atomDate(insight.date),
        updated: atomDate(insight.updated ?? insight.date),
        author,
        summary: insight.summary,
        content: { '@_type': 'html', '#text': html(entry, address) },
        category: insight.tags.map((tag) => ({
          '@_term': tag,
          '@_scheme': siteAddress(content, insightTagPath(tag, build.prefix)),
        })),
      }
    }),
  }
  const builder = new XMLBuilder({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    format: true,
    suppressEmptyNode: true,
  })
  return builder.build({ '?xml': { '@_version': '1.0', '@_encoding': 'utf-8' }, feed })
}
