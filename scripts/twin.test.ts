import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { earlyDraftKeeping } from '../src/contact/draftStorage.ts'
import { ENTRIES_ID, HELD_BEFORE_BOOT, PROPS, WAITING_ISLAND } from '../src/islands/markup.ts'
import { bootLoader } from './boot-loader.mjs'
import {
  pageAddress,
  pageFile,
  pageKinds,
  scriptFreeTwin,
  scriptsLast,
  writeTwinSite,
} from './twin.mjs'

/** A page as the prerender writes one: what stays in the twin, and what goes. */
const keep = (text: string) => ({ text, goes: false, stays: false })
const go = (text: string) => ({ text, goes: true, stays: false })
/** Goes from the twin, but runs where it stands: the page keeps it in place. */
const goInPlace = (text: string) => ({ text, goes: true, stays: true })
const BOOT = bootLoader({
  src: '/assets/index-abc.js',
  integrity: 'sha256-xyz',
  heldWithin: HELD_BEFORE_BOOT,
  keepDrafts: earlyDraftKeeping(WAITING_ISLAND),
})
const PAGE = [
  keep('<!doctype html>\n<html lang="pl">\n  <head>\n    <meta charset="UTF-8" />\n    '),
  keep('<title>Łódź — ✓ 😀 &amp; “quotes”</title>\n    '),
  go('<script type="application/ld+json">{"@type":"ProfilePage","name":"<b>"}</script>'),
  keep('\n    '),
  go(`<script type="module">${BOOT}</script>`),
  keep('\n    '),
  go('<link rel="modulepreload" href="/assets/hydrate-abc.js">'),
  keep('\n    '),
  go('<link as="script" rel="preload" href="/assets/menu-abc.js">'),
  keep('\n    <link rel="preload" as="image" href="/assets/hero.avif">\n    '),
  goInPlace('<script type="importmap">{"imports":{}}</script>'),
  keep('\n    <style>body{margin:0}</style>\n  </head>\n  <body>\n    '),
  keep('<!-- <script>kept(1)</script> -->\n    <textarea><script>kept(2)</script></textarea>\n'),
  keep('    <p title="<script>kept(3)</script>">a < b && c > d</p>\n    '),
  goInPlace('<script>if (1 < 2) document.write("<p>run</p>")</script>'),
  keep('\n    <svg viewBox="0 0 1 1">'),
  goInPlace('<script>svgRuns()</script>'),
  keep('</svg>\n    '),
  go(`<script type="application/json" ${PROPS}="contact">{"label":"Send </b>"}</script>`),
  keep('\n    '),
  go(
    `<script type="application/json" id="${ENTRIES_ID}">{"menu":["/assets/menu-abc.js"]}</script>`,
  ),
  keep('\n    '),
  goInPlace('<SCRIPT TYPE="Text/JavaScript; charset=utf-8" src="/legacy.js"></SCRIPT>'),
  keep('\n  </body>\n</html>\n'),
]
const html = PAGE.map((piece) => piece.text).join('')

describe('scriptFreeTwin', () => {
  it('takes out every script element (those that run, the data the scripts read, the search data) and the links that fetch scripts ahead', () => {
    const twin = scriptFreeTwin(html)
    expect(twin.removed).toEqual(PAGE.filter((piece) => piece.goes).map((piece) => piece.text))
  })

  it('keeps everything else byte for byte: comments, field text, attributes, non-ASCII text', () => {
    const twin = scriptFreeTwin(html)
    expect(twin.html).toBe(
      PAGE.filter((piece) => !piece.goes)
        .map((piece) => piece.text)
        .join(''),
    )
  })

  it('puts last, in order, the scripts that mean the same anywhere; those that run where they stand stay', () => {
    const last = PAGE.at(-1)?.text ?? ''
    const moved = PAGE.slice(0, -1).filter((piece) => piece.goes && !piece.stays)
    const page = scriptsLast(html)
    expect(page).toBe(
      PAGE.slice(0, -1)
        .filter((piece) => !moved.includes(piece))
        .map((piece) => piece.text)
        .join('') +
        last.slice(0, last.indexOf('</body>')) +
        moved.map((piece) => piece.text).join('') +
        last.slice(last.indexOf('</body>')),
    )
    expect(last).toContain('</body>')
    expect(moved.length).toBeGreaterThan(0)
    expect(scriptFreeTwin(page).html).toBe(scriptFreeTwin(html).html)
  })

  it('leaves a page without scripts as it is', () => {
    const page = scriptFreeTwin(html).html
    expect(scriptFreeTwin(page)).toEqual({ html: page, removed: [] })
  })
})

describe('page addresses', () => {
  it('makes a folder address end in a slash and keeps a file address', () => {
    expect(pageAddress('/')).toBe('/')
    expect(pageAddress('projects/intranet')).toBe('/projects/intranet/')
    expect(pageAddress('/projects/intranet/')).toBe('/projects/intranet/')
    expect(pageAddress('/404.html')).toBe('/404.html')
  })

  it("names a folder's index.html, or the file itself", () => {
    expect(pageFile('/d', '/')).toBe(join('/d', 'index.html'))
    expect(pageFile('/d', '/pt-BR')).toBe(join('/d', 'pt-BR', 'index.html'))
    expect(pageFile('/d', '/404.html')).toBe(join('/d', '404.html'))
  })
})

describe('build folders', () => {
  let dir = ''
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
    dir = ''
  })
  const write = async (file: string, text = '<p>page</p>') => {
    await mkdir(dirname(join(dir, file)), { recursive: true })
    await writeFile(join(dir, file), text)
  }

  it('finds the first page of each kind by name, in every language', async () => {
    dir = await mkdtemp(join(tmpdir(), 'twin-test-'))
    for (const file of [
      'index.html',
      'projects/b-portal/index.html',
      'projects/a-intranet/index.html',
      'projects/0-draft/notes.txt',
      'insights/index.html',
      'insights/page/2/index.html',
      'insights/tags/sharepoint/index.html',
      'insights/tags/flows/index.html',
      'insights/why-flows/index.html',
      'cv/index.html',
      'services/review/index.html',
      'privacy/index.html',
      '404.html',
      'pt-BR/index.html',
      'de/index.html',
      'de/projects/a-intranet/index.html',
      'de/cv/index.html',
      'de/privacy/index.html',
      'ab/notes.txt',
      'assets/index.html',
      'eng/index.html',
    ])
      await write(file)
    const { pages, missing } = await pageKinds(dir)
    expect(pages).toEqual([
      { kind: 'home', path: '/' },
      { kind: 'case study', path: '/projects/a-intranet/' },
      { kind: 'article index', path: '/insights/' },
      { kind: 'tag page', path: '/insights/tags/flows/' },
      { kind: 'article', path: '/insights/why-flows/' },
      { kind: 'cv', path: '/cv/' },
      { kind: 'service', path: '/services/review/' },
      { kind: 'privacy', path: '/privacy/' },
      { kind: '404', path: '/404.html' },
      { kind: 'home (de)', path: '/de/' },
      { kind: 'case study (de)', path: '/de/projects/a-intranet/' },
      { kind: 'cv (de)', path: '/de/cv/' },
      { kind: 'privacy (de)', path: '/de/privacy/' },
      { kind: 'home (pt-BR)', path: '/pt-BR/' },
    ])
    // The languages' kinds they lack, each named; one 404 page serves every language.
    expect(missing).toEqual([
      'article index (de): not in the build',
      'tag page (de): not in the build',
      'article (de): not in the build',
      'service (de): not in the build',
      'case study (pt-BR): not in the build',
      'article index (pt-BR): not in the build',
      'tag page (pt-BR): not in the build',
      'article (pt-BR): not in the build',
      'cv (pt-BR): not in the build',
      'service (pt-BR): not in the build',
      'privacy (pt-BR): not in the build',
    ])
  })

  it('names each page kind the build lacks', async () => {
    dir = await mkdtemp(join(tmpdir(), 'twin-test-'))
    await write('index.html')
    await write('assets/index.html')
    const { pages, missing } = await pageKinds(dir)
    expect(pages).toEqual([{ kind: 'home', path: '/' }])
    expect(missing).toHaveLength(9)
  })

  it('writes a twin site: every page script-free, every other file as built', async () => {
    dir = await mkdtemp(join(tmpdir(), 'twin-test-'))
    await write('dist/index.html', html)
    await write('dist/xx-YY/index.html', html)
    await write('dist/_headers', '/*\n  X-Frame-Options: DENY\n')
    await write('dist/assets/index-abc.js', 'console.log(1)')
    const removed = await writeTwinSite(join(dir, 'dist'), join(dir, 'twin'))
    const expected = scriptFreeTwin(html)
    expect([...removed.keys()]).toEqual(['index.html', join('xx-YY', 'index.html')])
    for (const file of ['index.html', 'xx-YY/index.html']) {
      expect(await readFile(join(dir, 'twin', file), 'utf8')).toBe(expected.html)
      expect(removed.get(join(...file.split('/')))).toEqual(expected.removed)
    }
    for (const file of ['_headers', 'assets/index-abc.js'])
      expect(await readFile(join(dir, 'twin', file), 'utf8')).toBe(
        await readFile(join(dir, 'dist', file), 'utf8'),
      )
    expect(await readFile(join(dir, 'dist', 'index.html'), 'utf8')).toBe(html)
  })
})
