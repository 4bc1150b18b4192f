/**
 * What each language's search index holds (search/index.json, from every kind's `search`):
 * every published article, its body's words included, never a draft or one dated later, not
 * even in the dev server's preview; each language apart, its own pages first and an article not
 * translated yet after them, marked with its language; the case studies, the projects without
 * one, the roles, the certifications and the CV; no index and no field on a site that is its
 * home page alone. The articles are the sample's and some written here.
 */
import { describe, expect, it } from 'vitest'
import { madeCv } from '../content/experience.ts'
import type { Language } from '../content/languages.ts'
import { site as sample } from '../content/site.ts'
import type { Project, SiteContent } from '../content/types.ts'
import { kindFiles, languageBuilds, renderSite } from '../entry-server.tsx'
import {
  caseStudyPath,
  cvPath,
  insightPath,
  pageHref,
  privacyPath,
  searchIndexPath,
} from '../pages/addresses.ts'
import { caseStudiesByLanguage } from '../pages/caseStudyLinks.ts'
import { insightsByLanguage } from '../pages/insightLinks.ts'
import { testBuild, testPictures } from '../test/build.ts'
import { insightFiles } from '../test/insights.ts'
import { markdownText, type SearchIndex } from './documents.ts'

/** The content as the owner wrote it, typed as any content may be (its optional parts absent). */
const site: SiteContent = sample
const polish: SiteContent = { ...site, lang: 'pl', languageName: 'Polski' }
const LANGUAGES: Language[] = [
  { content: site, file: 'src/content/site.ts', prefix: '' },
  { content: polish, file: 'src/content/site.pl.ts', prefix: 'pl/' },
]
const TODAY = '2026-12-31'
const [firstName = '', firstFile = ''] = Object.entries(insightFiles)[0] ?? []

const article = (fields: Record<string, string>, body: string) =>
  `---\n${Object.entries(fields)
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n')}\n---\n\n${body}`

/** Each language's index as the build publishes it, by its path. */
function indexes(
  files: Record<string, string> = insightFiles,
  languages: readonly Language[] = LANGUAGES,
  preview = false,
) {
  const builds = languageBuilds(languages, {
    base: '/',
    pictures: testPictures(site, undefined, files, '/'),
    caseStudies: caseStudiesByLanguage(languages, '/'),
    insights: insightsByLanguage(languages, '/', { today: TODAY, preview }, files),
    emails: languages.map(() => testBuild().email),
  })
  const published = kindFiles(builds)
  const index = (prefix: string): SearchIndex | undefined => {
    const file = published.find(({ path }) => path === searchIndexPath(prefix))
    return file && JSON.parse(file.text)
  }
  return { builds, index }
}

describe('a language’s search index', () => {
  it('holds every published article with the words of its body, and its day', () => {
    const { builds, index } = indexes()
    const articles = index('')?.documents.filter(({ kind }) => kind === 'article') ?? []
    const listed = builds[0]?.build.insights ?? []
    expect(articles.map(({ title }) => title)).toEqual(listed.map(({ insight }) => insight.title))
    const first = listed[0]?.insight
    const found = articles[0]
    expect(found?.href).toBe(pageHref('/', insightPath(first?.name ?? '')))
    expect(found?.date).toBe(first?.date)
    // A word of the body that its title, summary and tags do not have.
    const heading = first?.body.children.find((node) => node.type === 'paragraph')
    const words = heading ? markdownText({ type: 'root', children: [heading] }) : ''
    expect(words.length).toBeGreaterThan(0)
    expect(found?.text).toContain(words)
  })

  it('never holds a draft or an article dated later, even in the dev server’s preview', () => {
    const files = {
      ...insightFiles,
      unfinished: article(
        { title: 'Unfinished', date: '2026-12-01', summary: 'S.', tags: '[T]', draft: 'true' },
        'Quixotry in the body.',
      ),
      later: article(
        { title: 'Later', date: '2027-01-15', summary: 'S.', tags: '[T]' },
        'Zymurgy in the body.',
      ),
    }
    for (const preview of [false, true]) {
      const text = JSON.stringify(indexes(files, LANGUAGES, preview).index(''))
      expect(text).toContain(JSON.stringify(site.search.kinds.article))
      expect(text).not.toMatch(/Unfinished|Quixotry|Later|Zymurgy/)
    }
  })

  it('keeps each language apart: its own pages first, one not translated yet after, marked', () => {
    const files = {
      ...insightFiles,
      [`${firstName}.pl`]: firstFile
        .replace(/^title: .*$/m, 'title: Po polsku')
        .replace(/\n---\n[\s\S]*$/, '\n---\n\nŹdźbło trawy w treści.\n'),
    }
    const { index } = indexes(files)
    const english = index('')?.documents ?? []
    const polishDocs = index('pl/')?.documents ?? []
    expect(JSON.stringify(english)).not.toContain('Źdźbło')
    const translated = polishDocs.find(({ title }) => title === 'Po polsku')
    expect(translated?.text).toContain('Źdźbło trawy w treści.')
    expect(translated?.href).toBe(pageHref('/', insightPath(firstName, 'pl/')))
    expect(translated?.lang).toBeUndefined()
    const others = polishDocs.filter(({ lang, kind }) => lang !== undefined && kind === 'article')
    expect(others.length).toBe(Object.keys(insightFiles).length - 1)
    for (const other of others)
      expect(other).toMatchObject({ lang: 'en', languageName: site.languageName })
    // Its own first.
    const firstOther = polishDocs.findIndex(({ lang }) => lang !== undefined)
    expect(polishDocs.slice(firstOther).every(({ lang }) => lang !== undefined)).toBe(true)
  })

  it('holds the case studies, the projects without one, the roles, the certifications and the CV', () => {
    const { builds, index } = indexes()
    const documents = index('')?.documents ?? []
    const ofKind = (kind: string) => documents.filter((each) => each.kind === kind)
    const caseStudies = builds[0]?.build.caseStudies ?? []
    expect(ofKind('caseStudy').map(({ href }) => href)).toEqual(
      caseStudies.map(({ caseStudy }) => pageHref('/', caseStudyPath(caseStudy.name))),
    )
    const withPage = new Set(caseStudies.map(({ project }) => project.title))
    expect(ofKind('project').map(({ title }) => title)).toEqual(
      site.projects.items.map(({ title }) => title).filter((title) => !withPage.has(title)),
    )
    expect(ofKind('role')).toHaveLength(site.experience?.items.length ?? 0)
    expect(ofKind('credential').map(({ title }) => title)).toEqual(
      site.credentials?.items.map(({ name }) => name) ?? [],
    )
    // The CV's page, where the content makes one (not for an owner's own PDF).
    const cv = ofKind('cv')
    expect(cv.map(({ href }) => href)).toEqual(madeCv(site) ? [pageHref('/', cvPath())] : [])
    if (madeCv(site))
      for (const role of site.experience?.items ?? []) expect(cv[0]?.text).toContain(role.employer)
    expect(index('')?.labels.kinds).toEqual(site.search.kinds)
  })

  it('is not made, and no page has a field, on a site that is its home page alone', () => {
    const { experience: _roles, cv: _cv, ...rest } = site
    const alone: SiteContent = {
      ...rest,
      projects: {
        ...site.projects,
        items: site.projects.items.map((project: Project) => {
          const { caseStudy: _page, ...own } = project
          return own
        }),
      },
    }
    const languages = [{ content: alone, file: 'src/content/site.ts', prefix: '' }]
    const builds = languageBuilds(languages, {
      base: '/',
      pictures: testBuild().pictures,
      caseStudies: caseStudiesByLanguage(languages, '/'),
      emails: [testBuild().email],
    })
    expect(kindFiles(builds).map(({ path }) => path)).not.toContain(searchIndexPath())
    const TEMPLATE =
      '<html lang="en"><head><!--app-head--></head><body><!--app-html--></body></html>'
    const pages = renderSite(TEMPLATE, builds)
    // The home page, and the privacy page every site has, which is not searched.
    expect(pages.map(({ path }) => path)).toEqual(['', privacyPath()])
    for (const page of pages) expect(page.html, page.path).not.toContain('data-search')
    // With pages beside it, every page's header has the field.
    for (const page of renderSite(TEMPLATE, indexes().builds))
      expect(page.html, page.path).toContain('id="site-search"')
  })
})

describe('a Markdown body as plain text', () => {
  it('keeps blocks and list items apart, code with them, raw HTML out', () => {
    const root = {
      type: 'root',
      children: [
        { type: 'heading', depth: 2, children: [{ type: 'text', value: 'Title' }] },
        {
          type: 'paragraph',
          children: [
            { type: 'text', value: 'One ' },
            { type: 'strong', children: [{ type: 'text', value: 'two' }] },
          ],
        },
        {
          type: 'list',
          children: [
            {
              type: 'listItem',
              children: [{ type: 'paragraph', children: [{ type: 'text', value: 'a' }] }],
            },
            {
              type: 'listItem',
              children: [{ type: 'paragraph', children: [{ type: 'text', value: 'b' }] }],
            },
          ],
        },
        { type: 'code', value: 'Get-PnPList' },
        { type: 'html', value: '<b>hidden</b>' },
      ],
    } as const
    expect(markdownText(root as unknown as Parameters<typeof markdownText>[0])).toBe(
      'Title\nOne two\na\nb\nGet-PnPList',
    )
  })
})
