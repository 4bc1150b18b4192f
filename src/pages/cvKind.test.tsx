/**
 * The CV's page as the build renders it, in two languages (the sample and its Polish fixture):
 * one page per language with a made CV, each knowing the other (hreflang, sitemap), in the
 * sitemap, and search data that names the CV's files and the owner's schools. An owner who keeps
 * their own PDF has no such page and the search data of today.
 */
import { describe, expect, it } from 'vitest'
import { site as polish } from '../../e2e/fixtures/languages/site.pl.ts'
import { madeCv } from '../content/experience.ts'
import type { Language } from '../content/languages.ts'
import { site } from '../content/site.ts'
import type { SiteContent } from '../content/types.ts'
import { sitemapXml } from '../document/publishFiles.ts'
import { languageBuilds, renderSite } from '../entry-server.tsx'
import { testPictures } from '../test/build.ts'
import { cvPath } from './addresses.ts'
import { caseStudiesByLanguage } from './caseStudyLinks.ts'

const TEMPLATE = '<html lang="en"><head><!--app-head--></head><body><!--app-html--></body></html>'
const testEmail = {
  publicKey: 'key',
  serviceId: 'service',
  templateId: 'template',
  origin: 'https://api.emailjs.com',
}
const file = (name: string, bytes: number) => ({
  href: `/portfolio/assets/${name}`,
  bytes,
  download: name,
})
const CV_FILES = {
  pdf: file('cv-en-abc.pdf', 21_000),
  word: file('cv-en-abc.docx', 11_000),
  resume: file('cv-en-abc.json', 4_000),
}

/** The site rendered in both languages, with `english` as its default language's content. */
function render(english: SiteContent, second: SiteContent = polish) {
  const languages: Language[] = [
    { content: english, file: 'src/content/site.ts', prefix: '' },
    { content: second, file: 'src/content/site.pl.ts', prefix: 'pl/' },
  ]
  const base = '/portfolio/'
  const builds = languageBuilds(languages, {
    base,
    pictures: testPictures(english),
    caseStudies: caseStudiesByLanguage(languages, base),
    emails: [testEmail, testEmail],
    cvs: [CV_FILES, CV_FILES],
  })
  return renderSite(TEMPLATE, builds)
}

/** The JSON-LD of a rendered page. */
const searchData = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}')

const content: SiteContent = site

describe.runIf(madeCv(content))('the CV’s page', () => {
  const pages = render(content)
  const cvPages = pages.filter((page) => page.path.endsWith(cvPath()))

  it('is published in each language at cv/, each version naming the other', () => {
    expect(cvPages.map((page) => page.path)).toEqual([cvPath(''), cvPath('pl/')])
    for (const page of cvPages) {
      expect(page.versions.map((version) => version.path)).toEqual([cvPath(''), cvPath('pl/')])
      expect(page.html).toContain(`hreflang="pl" href="${content.siteUrl}/pl/cv/"`)
      expect(page.html).toContain(`hreflang="x-default" href="${content.siteUrl}/cv/"`)
    }
    const sitemap = sitemapXml(
      content,
      pages.map(({ path, versions }) => ({ path, versions })),
    )
    expect(sitemap).toContain(`<loc>${content.siteUrl}/cv/</loc>`)
    expect(sitemap).toContain(`<loc>${content.siteUrl}/pl/cv/</loc>`)
  })

  it('is in its language: the Polish page’s words and months are Polish', () => {
    const [, pl] = cvPages
    expect(pl?.html).toContain('<html lang="pl">')
    for (const role of polish.experience?.items ?? []) expect(pl?.html).toContain(role.title)
    expect(pl?.html).toContain(polish.experience?.presentLabel)
  })

  it('names the CV’s files in its search data, and the owner’s schools and languages', () => {
    const [en] = cvPages
    const data = searchData(en?.html ?? '')
    expect(data.associatedMedia.map((media: { contentUrl: string }) => media.contentUrl)).toEqual(
      Object.values(CV_FILES).map((each) => new URL(each.href, content.siteUrl).href),
    )
    expect(data.mainEntity.alumniOf.map((school: { name: string }) => school.name)).toEqual(
      (content.education?.items ?? []).map((degree) => degree.institution),
    )
    expect(data.mainEntity.knowsLanguage).toEqual(
      (content.languages?.items ?? []).map((language) => language.name),
    )
    // The home page's profile names the same files, and only what it shows.
    const home = searchData(pages[0]?.html ?? '')
    expect(home.associatedMedia).toEqual(data.associatedMedia)
    expect(home.mainEntity.alumniOf).toBeUndefined()
  })
})

describe('an owner who keeps their own PDF', () => {
  const own: SiteContent = { ...content, cv: { file: 'cv.pdf', label: 'Download CV' } }
  const ownPolish: SiteContent = { ...polish, cv: { file: 'cv.pdf', label: 'Pobierz CV' } }
  const pages = render(own, ownPolish)

  it('has no CV page, and search data that names no file', () => {
    expect(pages.some((page) => page.path.includes('cv/'))).toBe(false)
    expect(searchData(pages[0]?.html ?? '').associatedMedia).toBeUndefined()
  })
})
