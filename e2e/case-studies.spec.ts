/**
 * The case studies as visitors and search engines get them, against the build: each project's
 * card leads to its case study; each page has its own title, description, address, sharing
 * picture and search data by the home page's Person; the sitemap lists them; a project without
 * one has no page; and before any interaction a case study costs no more script than the home
 * page's budget. The pictures in the enlarged view, axe and sideways scrolling at 320 and 1280
 * px: e2e/case-study-pages.spec.ts (full). The expectations come from the content file
 * and the case-study files the build read (e2e/content.ts).
 */

import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { THEME_SCRIPT } from '../src/document/themeScript.ts'
import { base, caseStudies, caseStudyPath, pagePaths, site } from './content.ts'
import {
  expect,
  FIRST_LOAD_SCRIPT_BYTES,
  isPrefetch,
  openPage,
  PHONE,
  runningInlineScripts,
  test,
} from './fixtures.ts'

/** A case study's page, as a link on this site gives it. */
const pageOf = (name: string) => `${base}${caseStudyPath(name)}`
/** The site's address of a page, as search engines and sharing get it (siteUrl ends in '/'). */
const siteAddress = (name: string) =>
  new URL(caseStudyPath(name), `${site.siteUrl.replace(/\/?$/, '/')}`).href

/** Every object in a JSON-LD document, however deep. */
function nodes(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(nodes)
  if (value === null || typeof value !== 'object') return []
  const record = value as Record<string, unknown>
  return [record, ...Object.values(record).flatMap(nodes)]
}

const structuredData = async (page: Page) =>
  nodes(
    (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) =>
      JSON.parse(text),
    ),
  )

/** The home page's Person @id (its ProfilePage's mainEntity). */
async function homePersonId(page: Page) {
  await page.goto(base)
  const person = (await structuredData(page)).find(
    (node) => node['@type'] === 'Person' && typeof node['@id'] === 'string',
  )
  return person?.['@id']
}

test('every case study is listed: each project’s card links to its page, by its title and by the “read” link', async ({
  page,
}) => {
  await openPage(page)
  const cards = page.locator('.project-card')
  await expect(cards).toHaveCount(site.projects.items.length)
  for (const [index, project] of site.projects.items.entries()) {
    const card = cards.nth(index)
    const entry = caseStudies.find((item) => item.project.title === project.title)
    if (!entry) {
      await expect(card.getByRole('link')).toHaveCount(0)
      continue
    }
    const href = pageOf(entry.caseStudy.name)
    await expect(card.getByRole('heading', { level: 3 }).getByRole('link')).toHaveAttribute(
      'href',
      href,
    )
    const read = card.locator('.project-more a')
    await expect(read).toContainText(site.caseStudies.readLabel)
    await expect(read).toContainText(project.title)
    await expect(read).toHaveAttribute('href', href)
  }
  // The links lead to the page.
  const first = caseStudies[0]
  if (first) {
    const card = cards.nth(
      site.projects.items.findIndex((item) => item.title === first.project.title),
    )
    await card.getByRole('link', { name: new RegExp(`^${site.caseStudies.readLabel}`) }).click()
    await expect(page).toHaveURL(new RegExp(`${pageOf(first.caseStudy.name)}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.project.title)
  }
})

for (const { project, caseStudy } of caseStudies)
  test.describe(`the case study of “${project.title}”`, () => {
    const path = pageOf(caseStudy.name)

    // One page for both: a new page costs about as much as what each reads from it.
    test('has its own title, description, canonical and sharing address, a 1200×630 JPEG to share, and search data: a BreadcrumbList to My Work and a CreativeWork by the home page’s Person', async ({
      page,
      request,
    }) => {
      const person = await homePersonId(page)
      expect(person, 'the home page’s Person @id').toBeTruthy()
      await page.goto(path)
      await expect(page).toHaveTitle(site.caseStudies.pageTitle.replace('{title}', project.title))
      const content = (selector: string) => page.locator(selector).getAttribute('content')
      expect(await content('meta[name="description"]')).toBe(caseStudy.summary)
      expect(await content('meta[property="og:description"]')).toBe(caseStudy.summary)
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
        siteAddress(caseStudy.name),
      )
      expect(await content('meta[property="og:url"]')).toBe(siteAddress(caseStudy.name))
      expect(await content('meta[property="og:type"]')).toBe('article')
      const image = (await content('meta[property="og:image"]')) ?? ''
      expect(image.startsWith(site.siteUrl.replace(/\/?$/, '/')), image).toBe(true)
      // Served by this build at the same path.
      const response = await request.get(new URL(image).pathname)
      expect(response.status()).toBe(200)
      const { width, height, format } = await sharp(await response.body()).metadata()
      expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'jpeg' })
      expect(await content('meta[property="og:image:width"]')).toBe('1200')
      expect(await content('meta[property="og:image:height"]')).toBe('630')

      const data = await structuredData(page)
      const trail = data.find((node) => node['@type'] === 'BreadcrumbList')
      const items = nodes(trail?.itemListElement).filter((node) => node['@type'] === 'ListItem')
      expect(items.map((item) => item.item)).toEqual([
        `${site.siteUrl.replace(/\/?$/, '/')}#${site.sectionIds.projects}`,
        siteAddress(caseStudy.name),
      ])
      expect(items.at(-1)?.name).toBe(project.title)
      const work = data.find((node) => node['@type'] === 'CreativeWork')
      expect(work?.name).toBe(project.title)
      expect(work?.description).toBe(caseStudy.summary)
      expect(work?.url).toBe(siteAddress(caseStudy.name))
      expect((work?.author as Record<string, unknown> | undefined)?.['@id']).toBe(person)
    })

    test.describe('on a phone', () => {
      test.use(PHONE)

      test(`requests at most ${FIRST_LOAD_SCRIPT_BYTES} B of script before any interaction, and hydrates nothing`, async ({
        page,
        baseURL,
      }) => {
        const scripts: string[] = []
        page.on('request', (request) => {
          if (request.resourceType() === 'script' && !isPrefetch(request))
            scripts.push(new URL(request.url()).pathname)
        })
        await openPage(page, path)
        await page.waitForLoadState('networkidle')
        const inline = await runningInlineScripts(page)
        // The colour theme's head script, and the loader that starts the boot script.
        expect(inline.filter((text) => text === THEME_SCRIPT)).toHaveLength(1)
        expect(inline).toHaveLength(2)
        const sizes = [
          ...inline.map((text) => ({
            name: text === THEME_SCRIPT ? 'the colour theme’s head script' : 'the inline loader',
            bytes: gzipSync(text).length,
          })),
          ...(await Promise.all(
            scripts.map(async (name) => ({
              name,
              bytes: gzipSync(await readFile(join('dist', name.slice(base.length)))).length,
            })),
          )),
        ]
        const total = sizes.reduce((sum, file) => sum + file.bytes, 0)
        expect(
          total,
          sizes.map((file) => `${file.name} ${file.bytes} B`).join(', '),
        ).toBeLessThanOrEqual(FIRST_LOAD_SCRIPT_BYTES)
        expect(new URL(baseURL ?? '').origin).toBe(new URL(page.url()).origin)
        await expect(page.locator('[data-hydrated]')).toHaveCount(0)
      })
    })
  })

test('the sitemap lists the home page and every case study, in each language, and nothing else', async ({
  request,
}) => {
  const sitemap = await (await request.get(`${base}sitemap.xml`)).text()
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
  expect(listed.sort()).toEqual(
    pagePaths.map((path) => new URL(path, site.siteUrl.replace(/\/?$/, '/')).href).sort(),
  )
  // The default language's own: its home page and each of its case studies.
  for (const address of [
    site.siteUrl.replace(/\/?$/, '/'),
    ...caseStudies.map(({ caseStudy }) => siteAddress(caseStudy.name)),
  ])
    expect(listed).toContain(address)
})

test('a project without a case study has no page: its address gets the site’s 404 page, with status 404', async ({
  page,
}) => {
  const without = site.projects.items.filter(
    (project) => !caseStudies.some((entry) => entry.project.title === project.title),
  )
  // Its address as a case study's would be: the project's picture's name, or its title's words.
  const names = [
    ...without.map((project) => project.image.file.replace(/\.\w+$/, '')),
    ...without.map((project) =>
      project.title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, ''),
    ),
    'no-such-case-study',
  ]
  for (const name of names) {
    const response = await page.goto(pageOf(name))
    expect(response?.status(), pageOf(name)).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.notFound.heading)
  }
})
