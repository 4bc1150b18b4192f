/**
 * A site in two languages, rendered as the build renders it (renderSite): every page in each
 * language, each knowing its versions in the other, and case studies linked in the language
 * they are written in.
 */
import { describe, expect, it } from 'vitest'
import { caseStudyFiles } from '../content/caseStudies.ts'
import { madeCv } from '../content/experience.ts'
import type { Language } from '../content/languages.ts'
import { site } from '../content/site.ts'
import type { SiteContent } from '../content/types.ts'
import { languageBuilds, renderSite } from '../entry-server.tsx'
import { testPictures } from '../test/build.ts'
import { cvPath, privacyPath } from './addresses.ts'
import { caseStudiesByLanguage } from './caseStudyLinks.ts'

const TEMPLATE = '<html lang="en"><head><!--app-head--></head><body><!--app-html--></body></html>'
const second: SiteContent = {
  ...site,
  lang: 'pl',
  languageName: 'Polski',
  caseStudies: { ...site.caseStudies, readLabel: 'Przeczytaj studium przypadku' },
}
const languages: Language[] = [
  { content: site, file: 'src/content/site.ts', prefix: '' },
  { content: second, file: 'src/content/site.pl.ts', prefix: 'pl/' },
]
const studied = (site as SiteContent).projects.items.filter((project) => project.caseStudy)
const names = studied.map((project) => project.caseStudy?.replace(/\.md$/, '') ?? '')

/** The site rendered with these case-study files (by name without .md). */
function render(files: Record<string, string>) {
  const base = '/portfolio/'
  const builds = languageBuilds(languages, {
    base,
    pictures: testPictures(site),
    caseStudies: caseStudiesByLanguage(languages, base, files),
    emails: [testEmail, testEmail],
  })
  return { base, pages: renderSite(TEMPLATE, builds) }
}
const testEmail = {
  publicKey: 'key',
  serviceId: 'service',
  templateId: 'template',
  origin: 'https://api.emailjs.com',
}

/** The default language's case studies, each with a Polish translation. */
const withTranslations = Object.fromEntries(
  Object.entries(caseStudyFiles).flatMap(([name, markdown]) =>
    name.includes('.')
      ? []
      : [
          [name, markdown],
          [`${name}.pl`, markdown.replace(/^summary: .*$/m, 'summary: Po polsku.')],
        ],
  ),
)

describe('a site in two languages', () => {
  it('publishes every page in each language, the second under its code', () => {
    const { pages } = render(withTranslations)
    // The CV's page too, where the content has the build make the CV.
    const cv = (prefix: string) => (madeCv(site) ? [cvPath(prefix)] : [])
    expect(pages.map(({ path }) => path)).toEqual([
      '',
      ...names.map((name) => `projects/${name}/`),
      ...cv(''),
      privacyPath(''),
      'pl/',
      ...names.map((name) => `pl/projects/${name}/`),
      ...cv('pl/'),
      privacyPath('pl/'),
    ])
    for (const page of pages)
      expect(page.html).toContain(`<html lang="${page.path.startsWith('pl/') ? 'pl' : 'en'}">`)
  })

  it('gives each page its versions in both languages, and x-default the default language’s', () => {
    const { pages } = render(withTranslations)
    const home = pages.find((page) => page.path === 'pl/')
    expect(home?.versions).toEqual([
      { lang: 'en', path: '' },
      { lang: 'pl', path: 'pl/' },
    ])
    expect(home?.html).toContain(
      `<link rel="alternate" hreflang="x-default" href="${site.siteUrl}/">`,
    )
    expect(home?.html).toContain('<meta property="og:locale" content="pl_PL">')
    expect(home?.html).toContain('<meta property="og:locale:alternate" content="en_US">')
  })

  it('links the header to the same page in the other language, named in it', () => {
    const { pages, base } = render(withTranslations)
    const [name] = names
    const study = pages.find((page) => page.path === `projects/${name}/`)
    expect(study?.html).toContain(
      `<a class="nav-link" href="${base}pl/projects/${name}/" hrefLang="pl" lang="pl">Polski</a>`,
    )
  })

  it('links an untranslated case study in the default language, marked with it', () => {
    // The default language's files alone, whatever translations the project has.
    const { pages, base } = render(
      Object.fromEntries(Object.entries(caseStudyFiles).filter(([name]) => !name.includes('.'))),
    )
    // No Polish case study: no Polish page for it, and the Polish card leads to the English one.
    expect(pages.map(({ path }) => path)).not.toContain(`pl/projects/${names[0]}/`)
    const home = pages.find((page) => page.path === 'pl/')?.html ?? ''
    expect(home).toContain(`href="${base}projects/${names[0]}/" hrefLang="en"`)
    expect(home).toMatch(
      new RegExp(`${second.caseStudies.readLabel}.*<span class="link-language" lang="en">`),
    )
    // The English case study's language link leads to the Polish home page.
    const english = pages.find((page) => page.path === `projects/${names[0]}/`)?.html ?? ''
    expect(english).toContain(`href="${base}pl/" hrefLang="pl" lang="pl">Polski</a>`)
  })

  it('on a site in one language, names no alternates and links no language', () => {
    const base = '/'
    const one = languages.slice(0, 1)
    const [page] = renderSite(
      TEMPLATE,
      languageBuilds(one, {
        base,
        pictures: testPictures(site),
        caseStudies: caseStudiesByLanguage(one, base),
        emails: [testEmail],
      }),
    )
    expect(page?.html).not.toContain('hreflang')
    expect(page?.html).not.toContain('nav-language')
  })
})
