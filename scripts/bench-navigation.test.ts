import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  BUILDS,
  navigationTable,
  sitemapTargets,
  writeWithoutViewTransition,
} from './bench-navigation.mjs'

const hash = (text: string) =>
  `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`

const folders: string[] = []
const folder = async () => {
  const made = await mkdtemp(join(tmpdir(), 'bench-navigation-'))
  folders.push(made)
  return made
}
afterEach(async () => {
  for (const made of folders.splice(0)) await rm(made, { recursive: true, force: true })
})

const CSS =
  '@media (prefers-reduced-motion:no-preference){@view-transition{navigation:auto}.h{view-transition-name:h}}body{margin:0}'
/** The boot script's opt-in (src/islands/crossFade.ts), as the minifier writes it. */
const BOOT =
  'const s=new CSSStyleSheet;s.replaceSync(`@media (prefers-reduced-motion:no-preference){@view-transition{navigation:auto}}`)'
/** The loader, naming the boot script with its integrity. */
const loaderOf = (boot: string) =>
  `const e=document.createElement("script");e.src="/assets/index.js";e.integrity="${hash(boot)}"`
const page = (css: string, meta = '', loader = loaderOf(BOOT)) =>
  `<!doctype html><html><head>${meta}<style>${css}</style></head><body><a href="/">x</a><script type="module" async>${loader}</script></body></html>`

describe('the build without its view transition (the navigation bench’s comparison)', () => {
  it('takes out @view-transition only, from the boot script and stylesheets, and changes the integrity and hashes wherever they are named', async () => {
    const dist = await folder()
    const out = join(await folder(), 'copy')
    const policy = `script-src 'self' '${hash(loaderOf(BOOT))}'; style-src 'self' '${hash(CSS)}'`
    await mkdir(join(dist, 'projects/a'), { recursive: true })
    await mkdir(join(dist, 'assets'), { recursive: true })
    await writeFile(join(dist, 'assets/index.js'), BOOT)
    await writeFile(join(dist, 'index.html'), page(CSS))
    await writeFile(
      join(dist, 'projects/a/index.html'),
      page(CSS, `<meta http-equiv="Content-Security-Policy" content="${policy}">`),
    )
    await writeFile(join(dist, '_headers'), `/*\n  Content-Security-Policy: ${policy}\n`)
    await writeFile(join(dist, 'staticwebapp.config.json'), JSON.stringify({ csp: policy }))
    await writeFile(join(dist, 'picture.webp'), 'not text')

    expect(await writeWithoutViewTransition(dist, out)).toBe(3)
    const without = CSS.replace('@view-transition{navigation:auto}', '')
    const bootWithout = BOOT.replace('@view-transition{navigation:auto}', '')
    const loaderWithout = loaderOf(bootWithout)
    const rehashed = `script-src 'self' '${hash(loaderWithout)}'; style-src 'self' '${hash(without)}'`
    expect(await readFile(join(out, 'assets/index.js'), 'utf8')).toBe(bootWithout)
    expect(await readFile(join(out, 'index.html'), 'utf8')).toBe(page(without, '', loaderWithout))
    expect(await readFile(join(out, 'projects/a/index.html'), 'utf8')).toBe(
      page(
        without,
        `<meta http-equiv="Content-Security-Policy" content="${rehashed}">`,
        loaderWithout,
      ),
    )
    expect(await readFile(join(out, '_headers'), 'utf8')).toContain(rehashed)
    expect(await readFile(join(out, 'staticwebapp.config.json'), 'utf8')).toContain(rehashed)
    expect(await readFile(join(out, 'picture.webp'), 'utf8')).toBe('not text')
    // The build itself is left as it was.
    expect(await readFile(join(dist, 'index.html'), 'utf8')).toBe(page(CSS))
    expect(await readFile(join(dist, 'assets/index.js'), 'utf8')).toBe(BOOT)
  })

  it('fails on a build with no transition to take out', async () => {
    const dist = await folder()
    await writeFile(join(dist, 'index.html'), page('body{margin:0}', '', 'start()'))
    await expect(writeWithoutViewTransition(dist, join(await folder(), 'copy'))).rejects.toThrow(
      /no page has a @view-transition rule/,
    )
  })
})

describe('the pages the navigation bench goes to, from the sitemap', () => {
  it('takes a second language’s home and the first page of each section, in any kind the build has', async () => {
    const dist = await folder()
    const locs = [
      '/portfolio/',
      '/portfolio/projects/b/',
      '/portfolio/projects/c/',
      '/portfolio/insights/first/',
      '/portfolio/insights/second/',
      '/portfolio/pl/',
      '/portfolio/pl/projects/b/',
      '/portfolio/de-AT/',
    ]
    await writeFile(
      join(dist, 'sitemap.xml'),
      `<urlset>${locs.map((loc) => `<url><loc>https://owner.github.io${loc}</loc></url>`).join('')}</urlset>`,
    )
    const { all, targets } = await sitemapTargets(dist, '/portfolio/')
    expect(all[0]).toBe('/portfolio/')
    expect(all).toHaveLength(locs.length)
    expect(targets).toEqual([
      { label: 'projects/', path: '/portfolio/projects/b/' },
      { label: 'insights/', path: '/portfolio/insights/first/' },
      { label: 'home (pl)', path: '/portfolio/pl/' },
    ])
  })
})

describe('the navigation bench’s verdict', () => {
  // Medians of five runs per build; each row's "as built again" is the same files as "as built".
  const measured = (rows: Record<string, [number, number, number]>) => {
    const table: Parameters<typeof navigationTable>[0] = {
      targets: [],
      unreachable: [],
      results: {},
    }
    for (const [path, medians] of Object.entries(rows)) {
      table.targets.push({ label: path, path, from: '/' })
      const runs = (index: number) =>
        [-40, -20, 0, 20, 40].map((offset) => ({
          ms: (medians[index] ?? 0) + offset,
          delivery: 'navigational-prefetch',
          transition: false,
        }))
      const byBuild = () =>
        Object.fromEntries(BUILDS.map((build, index) => [build, runs(index)])) as Record<
          (typeof BUILDS)[number],
          ReturnType<typeof runs>
        >
      table.results[path] = { pointing: byBuild(), tap: byBuild() }
    }
    return table
  }

  it('holds each row against the largest gap between the two identical builds in the session', () => {
    // Row /a/ is 13 ms slower than without the transition while its own twins differ by 3 ms;
    // row /b/'s twins differ by 111 ms: noise moved a median that far, so 13 ms says nothing.
    const { goals, spread, lines } = navigationTable(
      measured({ '/a/': [442, 429, 439], '/b/': [494, 500, 383] }),
    )
    expect(spread).toBe(111)
    expect(goals.map(([, met]) => met)).toEqual([true, true, true, true])
    expect(lines).toContain(
      "The bench's spread: 111 ms, the largest gap between as built and as built again (the same files) in any row.",
    )
  })

  it('fails a row slower than without the transition by more than that spread', () => {
    const { goals, spread } = navigationTable(
      measured({ '/a/': [560, 429, 540], '/b/': [494, 500, 480] }),
    )
    expect(spread).toBe(20)
    expect(goals.filter(([, met]) => !met).map(([goal]) => goal.split(',')[0])).toEqual([
      '/a/ /a/',
      '/a/ /a/',
    ])
  })
})
