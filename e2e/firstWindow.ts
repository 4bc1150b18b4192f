/**
 * Where a page's hero ends in its response, headers and gzip included: the hero (the home page's
 * first section, a case study's header: the largest paint is in it) must end inside TCP's first
 * window, and what the page carries for its scripts must not come before it (the page is its
 * script-free twin byte for byte up to there, scripts/twin.mjs), so it never decides whether the
 * hero arrives in the first round trip. The one script before it is the colour theme's, in the
 * head: it must run before the first paint, and its bytes count toward the window like the rest.
 */
import type { APIRequestContext } from '@playwright/test'
import { type DefaultTreeAdapterMap, parse } from 'parse5'
import { FIRST_WINDOW, gzipBytesUntil, responseHeadBytes } from '../scripts/first-window.mjs'
import { scriptFreeTwin } from '../scripts/twin.mjs'
import type { SiteContent } from '../src/content/types.ts'
import { THEME_SCRIPT } from '../src/document/themeScript.ts'
import { expect } from './fixtures.ts'

type Node = DefaultTreeAdapterMap['node']

/** The first element, in document order, that `matches`; its end in the source. */
function endOf(html: string, matches: (tag: string, attrs: Map<string, string>) => boolean) {
  const visit = (node: Node): number | undefined => {
    if ('tagName' in node) {
      const attrs = new Map(node.attrs.map(({ name, value }) => [name, value]))
      if (matches(node.tagName, attrs)) return node.sourceCodeLocation?.endOffset
    }
    if ('childNodes' in node)
      for (const child of node.childNodes) {
        const end = visit(child)
        if (end !== undefined) return end
      }
    return undefined
  }
  return visit(parse(html, { sourceCodeLocationInfo: true }))
}

/**
 * Checks that the hero of the page at `path` ends inside the first window, and that the page is
 * its twin up to there.
 * @param kind the home page (its hero: the section `sectionIds.home`), or a case study or an
 *   article (its header: title, summary, tags, the article's cover)
 */
export async function expectHeroInFirstWindow(
  request: APIRequestContext,
  {
    path,
    kind,
    content,
  }: { path: string; kind: 'home' | 'case study' | 'article'; content: SiteContent },
) {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  expect(response.headers()['content-encoding'], `${path} is sent compressed`).toBe('gzip')
  const html = await response.text()
  const end =
    kind === 'home'
      ? endOf(html, (_, attrs) => attrs.get('id') === content.sectionIds.home)
      : endOf(
          html,
          (tag, attrs) =>
            tag === 'header' && /\bcase-study-header\b/.test(attrs.get('class') ?? ''),
        )
  expect(end, `${path}: its hero`).toBeDefined()
  const until = end ?? html.length
  const theme = `<script>${THEME_SCRIPT}</script>`
  const themeAt = html.indexOf(theme)
  expect(themeAt, `${path}: the colour theme's script, in the head`).toBeGreaterThan(-1)
  expect(themeAt).toBeLessThan(html.indexOf('</head>'))
  // Up to the hero, the page is its twin but for that script.
  const beside = html.replace(theme, '')
  const besideUntil = until - theme.length
  expect(
    beside.slice(0, besideUntil),
    `${path}: up to the end of its hero, the page is its script-free twin (no script data before it)`,
  ).toBe(scriptFreeTwin(html).html.slice(0, besideUntil))
  const head = responseHeadBytes(
    `HTTP/1.1 ${response.status()} ${response.statusText()}`,
    response.headersArray(),
  )
  const bytes = head + gzipBytesUntil(html, until)
  expect(
    bytes,
    `${path}: its hero ends ${bytes} B into the response (${head} B of headers), past TCP's first window (${FIRST_WINDOW} B)`,
  ).toBeLessThanOrEqual(FIRST_WINDOW)
}
