import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { sitemapTargets, writeWithoutViewTransition } from './bench-navigation.mjs'

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
const page = (css: string, meta = '') =>
  `<!doctype html><html><head>${meta}<style>${css}</style></head><body><a href="/">x</a></body></html>`

describe('the build without its view transition (the navigation bench’s comparison)', () => {
  it('takes out @view-transition only, and changes the stylesheet’s hash wherever the policy names it', async () => {
    const dist = await folder()
    const out = join(await folder(), 'copy')
    const policy = `style-src 'self' '${hash(CSS)}'`
    await mkdir(join(dist, 'projects/a'), { recursive: true })
    await writeFile(join(dist, 'index.html'), page(CSS))
    await writeFile(
      join(dist, 'projects/a/index.html'),
      page(CSS, `<meta http-equiv="Content-Security-Policy" content="${policy}">`),
    )
    await writeFile(join(dist, '_headers'), `/*\n  Content-Security-Policy: ${policy}\n`)
    await writeFile(join(dist, 'staticwebapp.config.json'), JSON.stringify({ csp: policy }))
    await writeFile(join(dist, 'picture.webp'), 'not text')

    expect(await writeWithoutViewTransition(dist, out)).toBe(2)
    const without = CSS.replace('@view-transition{navigation:auto}', '')
    const rehashed = `style-src 'self' '${hash(without)}'`
    expect(await readFile(join(out, 'index.html'), 'utf8')).toBe(page(without))
    expect(await readFile(join(out, 'projects/a/index.html'), 'utf8')).toBe(
      page(without, `<meta http-equiv="Content-Security-Policy" content="${rehashed}">`),
    )
    expect(await readFile(join(out, '_headers'), 'utf8')).toContain(rehashed)
    expect(await readFile(join(out, 'staticwebapp.config.json'), 'utf8')).toContain(rehashed)
    expect(await readFile(join(out, 'picture.webp'), 'utf8')).toBe('not text')
    // The build itself is left as it was.
    expect(await readFile(join(dist, 'index.html'), 'utf8')).toBe(page(CSS))
  })

  it('fails on a build with no transition to take out', async () => {
    const dist = await folder()
    await writeFile(join(dist, 'index.html'), page('body{margin:0}'))
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
