/**
 * Links that last, across two builds of one checkout (docs/decisions/links.md): the project is
 * built, then edited as an owner edits it (an article renamed with `aliases`, another removed,
 * the CV's words and the form's button changed), and built again in the same checkout with the
 * same kept folder (scripts/published.mjs), which the test builds otherwise turn off. Every
 * address of the first build but the removed article answers in the second, the old address of
 * the renamed article lands on the new one, the CV keeps its addresses while its files change,
 * the build warns about the removed article alone, and a page opened before the second build
 * was published wakes its form after it.
 */
import { spawn } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { mkdtemp, readdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startStaticServer } from '../scripts/serve.mjs'
import { cvFilePaths, insightPath } from '../src/pages/addresses.ts'
import { site } from './content.ts'
import { expect, islandHydrated, openPage, test } from './fixtures.ts'
import { copyProject } from './owner-edit/copy.mjs'

test.describe.configure({ mode: 'serial', timeout: 600_000 })

const INSIGHTS = 'src/content/insights'

/** Runs a build of `copy` into `out`, keeping what it published in `kept`; its output. */
function build(copy: string, out: string, kept: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = ''
    // Playwright's own loader (NODE_OPTIONS) is not the build's.
    const { NODE_OPTIONS: _loader, ...env } = process.env
    const child = spawn(process.execPath, ['scripts/build.mjs', '--out', out], {
      cwd: copy,
      env: { ...env, PUBLISHED_CACHE_DIR: kept },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (chunk) => {
        output += String(chunk)
      })
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`The build failed:\n${output}`)),
    )
  })
}

/** Every file a build wrote, as an address under the site's base (a page by its folder). */
async function addresses(dir: string): Promise<string[]> {
  const files = await readdir(dir, { recursive: true, withFileTypes: true })
  return files
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .filter((file) => !file.startsWith('_') && file !== 'staticwebapp.config.json')
    .map((file) => file.replace(/(^|\/)index\.html$/, '$1'))
    .sort()
}

/** The CV's links on a built home page: each download's address. */
const cvHrefs = (html: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*download=/g)].map((match) => match[1] ?? '')

const articles = readdirSync(INSIGHTS)
  .filter((file) => /^[^.]+\.md$/.test(file))
  .map((file) => file.replace(/\.md$/, ''))
  .sort()
const [renamed, removed] = articles
const newName = `${renamed}-moved`

test.describe('links that last across two builds', () => {
  test.skip(!renamed || !removed, 'the content has fewer than two articles')
  let copy = ''
  let output = ''
  let base = '/'

  test.beforeAll(async () => {
    // Two builds of the whole site, on a machine that may be busy.
    test.setTimeout(600_000)
    copy = await mkdtemp(join(tmpdir(), 'links-'))
    await copyProject(copy)
    const kept = join(copy, 'published')
    await build(copy, 'first', kept)
    // The owner's edit: an article renamed, its old name kept; another removed; the CV's summary
    // and the form's button reworded (new props files, new CV files).
    const files = await readdir(join(copy, INSIGHTS))
    for (const file of files) {
      const [name, ...rest] = file.split('.')
      const path = join(copy, INSIGHTS, file)
      if (name === removed) await rm(path)
      if (name !== renamed) continue
      const markdown = await readFile(path, 'utf8')
      await writeFile(
        join(copy, INSIGHTS, [newName, ...rest].join('.')),
        rest.length > 1 ? markdown : markdown.replace(/^---\n/, `---\naliases: [${renamed}]\n`),
      )
      await rm(path)
    }
    await rename(join(copy, 'src/content/site.ts'), join(copy, 'src/content/original-site.ts'))
    await writeFile(
      join(copy, 'src/content/site.ts'),
      `import { site as original } from './original-site.ts'
import type { SiteContent } from './types.ts'

export const site: SiteContent = {
  ...original,
  contact: { ...original.contact, submitLabel: \`\${original.contact.submitLabel} now\` },
  ...(original.cv && !('file' in original.cv)
    ? { cv: { ...original.cv, summary: 'A summary written after the first build.' } }
    : {}),
}
`,
    )
    output = await build(copy, 'second', kept)
    const html = await readFile(join(copy, 'first/index.html'), 'utf8')
    base = new URL(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '').pathname
  })

  test.afterAll(async () => {
    if (copy) await rm(copy, { recursive: true, force: true })
  })

  test('the second build warns about the removed article alone, naming the alias that would keep it', () => {
    const gone = output.slice(output.indexOf('published before'))
    expect(gone).toContain(`/${insightPath(removed ?? '')} was published by an earlier build`)
    expect(gone).toContain(`aliases: [${removed}]`)
    expect(gone).not.toContain(`/${insightPath(renamed ?? '')} `)
  })

  test('every address of the first build but the removed article answers in the second', async ({
    request,
  }) => {
    const server = await startStaticServer({ root: join(copy, 'second'), port: 0, base })
    try {
      const first = await addresses(join(copy, 'first'))
      // What the build said is gone: the removed article, and what only it made (a tag's page).
      const named = [...output.matchAll(/- (https:\S+) was published by an earlier build/g)].map(
        (match) => new URL(match[1] ?? '').pathname.slice(base.length),
      )
      expect(named).toContain(insightPath(removed ?? ''))
      const kept = first.filter((address) => !named.includes(address))
      expect(kept.length).toBeGreaterThan(first.length / 2)
      for (const address of kept) {
        const response = await request.get(`${server.origin}${base}${address}`)
        expect(response.status(), address).toBe(200)
      }
      const gone = await request.get(`${server.origin}${base}${insightPath(removed ?? '')}`)
      expect(gone.status()).toBe(404)
    } finally {
      await server.close()
    }
  })

  test('the renamed article’s old address lands on its new one', async ({ page }) => {
    const server = await startStaticServer({ root: join(copy, 'second'), port: 0, base })
    try {
      await page.goto(`${server.origin}${base}${insightPath(renamed ?? '')}`)
      await expect(page).toHaveURL(new RegExp(`${insightPath(newName)}$`))
      await expect(page.locator('h1')).toBeVisible()
      const sitemap = await readFile(join(copy, 'second/sitemap.xml'), 'utf8')
      expect(sitemap).toContain(`/${insightPath(newName)}<`)
      expect(sitemap).not.toContain(`/${insightPath(renamed ?? '')}<`)
    } finally {
      await server.close()
    }
  })

  test('the CV’s links keep their addresses while their files change', async ({ request }) => {
    test.skip(!site.cv, 'the content has no CV')
    const [first, second] = await Promise.all(
      ['first', 'second'].map((out) => readFile(join(copy, out, 'index.html'), 'utf8')),
    )
    const hrefs = cvHrefs(first ?? '')
    expect(hrefs[0]).toBe(`${base}${cvFilePaths(site.owner.name).pdf}`)
    expect(cvHrefs(second ?? '')).toEqual(hrefs)
    const server = await startStaticServer({ root: join(copy, 'second'), port: 0, base })
    try {
      for (const href of new Set(hrefs)) {
        const response = await request.get(`${server.origin}${href}`)
        expect(response.status(), href).toBe(200)
        expect(response.headers()['cache-control'], href).toBe('no-cache')
        const before = await readFile(join(copy, 'first', href.slice(base.length)))
        if (site.cv && !('file' in site.cv))
          expect(Buffer.from(await response.body()).equals(before)).toBe(false)
      }
    } finally {
      await server.close()
    }
  })

  test('a page opened before the second build was published wakes its form after it', async ({
    page,
  }) => {
    // The served folder is a link, swapped in one step as a deploy swaps the site.
    const live = join(copy, 'live')
    await symlink(join(copy, 'first'), live, 'dir')
    const server = await startStaticServer({ root: live, port: 0, base })
    try {
      // Its islands' props wait for the deploy: the boot script's prefetch must not fetch them first.
      let published = false
      await page.route(/-props-[\w-]{8}\.json$/, (route) =>
        published ? route.continue() : route.abort(),
      )
      await openPage(page, `${server.origin}${base}`)
      // The deploy: the site is now the second build, nothing else.
      await page.waitForLoadState('load')
      await symlink(join(copy, 'second'), `${live}-next`, 'dir')
      await rename(`${live}-next`, live)
      published = true
      const fetched = page.waitForResponse(/contact-props-[\w-]{8}\.json$/)
      await page.locator(`#${site.sectionIds.contact}`).scrollIntoViewIfNeeded()
      const response = await fetched
      expect(response.status()).toBe(200)
      // The first build's props file (the button's words changed it): carried forward.
      const name = new URL(response.url()).pathname.split('/').at(-1) ?? ''
      expect(await readdir(join(copy, 'first/assets'))).toContain(name)
      await islandHydrated(page, 'contact')
    } finally {
      await server.close()
    }
  })
})
