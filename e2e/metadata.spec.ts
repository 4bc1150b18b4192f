import type { APIRequestContext } from '@playwright/test'
import { site } from './content.ts'
import { expect, openPage, test } from './fixtures.ts'

const pageUrl = `${site.siteUrl}/`

async function expectServed(request: APIRequestContext, path: string, type: RegExp) {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  expect(response.headers()['content-type'], path).toMatch(type)
  return response
}

test.describe('search and sharing metadata, generated from the content file', () => {
  test('title, description, canonical, Open Graph, Twitter card and theme colour', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(page).toHaveTitle(site.meta.title)
    const meta = (selector: string) => page.locator(selector).getAttribute('content')
    expect(await meta('meta[name="description"]')).toBe(site.meta.description)
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(pageUrl)
    expect(await meta('meta[property="og:title"]')).toBe(site.meta.title)
    expect(await meta('meta[property="og:description"]')).toBe(site.meta.description)
    expect(await meta('meta[property="og:url"]')).toBe(pageUrl)
    expect(await meta('meta[property="og:type"]')).toBe('website')
    expect(await meta('meta[property="og:image"]')).toBe(`${site.siteUrl}/og-image.png`)
    expect(await meta('meta[property="og:image:width"]')).toBe('1200')
    expect(await meta('meta[property="og:image:height"]')).toBe('630')
    expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image')
    expect(await meta('meta[name="theme-color"]')).toBe(site.meta.themeColor)
  })

  test('the sharing image is a 1200×630 PNG', async ({ request }) => {
    const response = await expectServed(request, '/og-image.png', /image\/png/)
    const png = await response.body()
    expect(png.readUInt32BE(16)).toBe(1200)
    expect(png.readUInt32BE(20)).toBe(630)
  })

  test('the favicon set and the web app manifest are served', { tag: '@full' }, async ({
    page,
    request,
  }) => {
    await page.goto('/')
    const icons = await page
      .locator('link[rel="icon"], link[rel="apple-touch-icon"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    expect(icons).toEqual(['/favicon.svg', '/favicon-32.png', '/apple-touch-icon.png'])
    for (const icon of icons) await expectServed(request, icon, /image\//)

    const manifest = await (
      await expectServed(request, '/manifest.webmanifest', /manifest\+json/)
    ).json()
    expect(manifest.name).toBe(site.meta.title)
    for (const icon of manifest.icons) await expectServed(request, icon.src, /image\//)
  })

  test('JSON-LD is a ProfilePage about the owner, saying only what the page shows', async ({
    page,
  }) => {
    await openPage(page)
    const data = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    )
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      url: pageUrl,
    })
    expect(JSON.stringify(data)).not.toContain('ProfessionalService')
    const person = data.mainEntity
    expect(person).toMatchObject({
      '@type': 'Person',
      name: site.owner.name,
      jobTitle: site.owner.jobTitle,
      url: pageUrl,
      sameAs: site.hero.profileLinks.map((link) => link.href),
      knowsAbout: [...site.hero.profile.focus],
      worksFor: { '@type': 'Organization', name: site.owner.company },
    })
    // Every certification the page shows, with its verification link, and no other.
    const shown = await page
      .locator(`#${site.sectionIds.credentials} .credential`)
      .evaluateAll((items) =>
        items.map((item) => ({
          name: item.querySelector('h3')?.textContent,
          url: item.querySelector('a')?.getAttribute('href'),
        })),
      )
    expect(
      (person.hasCredential ?? []).map((credential: { name: string; url: string }) => ({
        name: credential.name,
        url: credential.url,
      })),
    ).toEqual(shown)
    for (const [index, credential] of (person.hasCredential ?? []).entries())
      expect(credential).toEqual({
        '@type': 'EducationalOccupationalCredential',
        name: site.credentials?.items[index]?.name,
        credentialCategory: 'certification',
        recognizedBy: { '@type': 'Organization', name: site.credentials?.items[index]?.issuer },
        url: site.credentials?.items[index]?.url,
      })
  })

  test('robots.txt and sitemap.xml point at the configured site URL', async ({ request }) => {
    const robots = await (await expectServed(request, '/robots.txt', /text\/plain/)).text()
    expect(robots).toContain('User-agent: *')
    expect(robots).toContain(`Sitemap: ${site.siteUrl}/sitemap.xml`)
    const sitemap = await (await expectServed(request, '/sitemap.xml', /xml/)).text()
    expect(sitemap).toContain(`<loc>${pageUrl}</loc>`)
  })
})
