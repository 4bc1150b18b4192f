import { describe, expect, it } from 'vitest'
import { caseStudyFiles } from '../content/caseStudies.ts'
import type { Language } from '../content/languages.ts'
import { site } from '../content/site.ts'
import type { SiteContent } from '../content/types.ts'
import { siteAddress } from '../document/head.ts'
import { redirectPage } from '../document/redirect.ts'
import { languageBuilds, pagePaths } from '../entry-server.tsx'
import { testBuild, testPictures } from '../test/build.ts'
import { insightFiles } from '../test/insights.ts'
import { caseStudyPath, insightPath } from './addresses.ts'
import { aliasRedirects } from './aliases.ts'
import { caseStudiesByLanguage } from './caseStudyLinks.ts'
import { insightsByLanguage } from './insightLinks.ts'

const polish: SiteContent = { ...site, lang: 'pl', languageName: 'Polski' }
const BASE = '/portfolio/'
const TODAY = '2026-12-31'

/** A story with `aliases` added to its front matter. */
const aliased = (markdown: string, names: string[]) =>
  markdown.replace(/^---\n/, `---\naliases: [${names.join(', ')}]\n`)

const [study, studyMarkdown = ''] = Object.entries(caseStudyFiles).find(
  ([name]) => !name.includes('.'),
) ?? ['', '']
const [article, articleMarkdown = ''] = Object.entries(insightFiles)[0] ?? ['', '']
const [otherArticle] = Object.keys(insightFiles).slice(1)

/**
 * Every other case study of the content, so that its projects still find theirs (the owner's
 * content has several).
 */
const others = Object.fromEntries(
  Object.entries(caseStudyFiles).filter(
    ([name]) => name !== study && !name.startsWith(`${study}.`),
  ),
)

/** The project naming `study` names `renamed` instead, in both languages. */
const renamedIn = (content: SiteContent, renamed: string): SiteContent => ({
  ...content,
  projects: {
    ...content.projects,
    items: content.projects.items.map((project) =>
      project.caseStudy === `${study}.md` ? { ...project, caseStudy: `${renamed}.md` } : project,
    ),
  },
})

/** The redirects of a site in English and Polish with these story files. */
function redirectsOf(
  {
    studies = caseStudyFiles,
    articles = {},
  }: { studies?: Record<string, string>; articles?: Record<string, string> },
  renamed = study,
) {
  const languages: Language[] = [
    { content: renamedIn(site, renamed), file: 'src/content/site.ts', prefix: '' },
    { content: renamedIn(polish, renamed), file: 'src/content/site.pl.ts', prefix: 'pl/' },
  ]
  const caseStudies = caseStudiesByLanguage(languages, BASE, { ...others, ...studies })
  const builds = languageBuilds(languages, {
    base: BASE,
    pictures: testPictures(site, undefined, articles, BASE),
    caseStudies,
    insights: insightsByLanguage(languages, BASE, { today: TODAY, preview: false }, articles),
    emails: languages.map(() => testBuild().email),
  })
  const published = builds.flatMap(({ build }) => [
    ...build.caseStudies.map(({ caseStudy }) => caseStudyPath(caseStudy.name, build.prefix)),
    ...build.insights.flatMap(({ insight, lang }) =>
      lang ? [] : [insightPath(insight.name, build.prefix)],
    ),
  ])
  return aliasRedirects(builds, published)
}

describe('a renamed page’s old addresses (aliases)', () => {
  it('lead from each old name to the case study’s new address, in each language that has it', () => {
    const renamed = `${study}-renamed`
    const redirects = redirectsOf(
      {
        studies: {
          [renamed]: aliased(studyMarkdown, [study, `${study}-first`]),
          [`${renamed}.pl`]: studyMarkdown,
        },
      },
      renamed,
    )
    expect(redirects.map(({ from, to }) => [from, to])).toEqual(
      ['', 'pl/'].flatMap((prefix) =>
        [study, `${study}-first`].map((alias) => [
          caseStudyPath(alias, prefix),
          caseStudyPath(renamed, prefix),
        ]),
      ),
    )
    expect(new Set(redirects.map(({ file }) => file))).toEqual(
      new Set([`src/content/case-studies/${renamed}.md`]),
    )
  })

  it('lead from an article’s old name to its page in each language it is written in', () => {
    const renamed = `${article}-renamed`
    const articles = { ...insightFiles, [renamed]: aliased(articleMarkdown, [article]) }
    delete articles[article]
    // Not translated: the Polish list links to the English page, and nothing moves under pl/.
    expect(
      redirectsOf({ studies: caseStudyFiles, articles }).map(({ from, to }) => [from, to]),
    ).toEqual([[insightPath(article), insightPath(renamed)]])
    const translated = { ...articles, [`${renamed}.pl`]: articleMarkdown }
    expect(
      redirectsOf({ studies: caseStudyFiles, articles: translated }).map(({ from, to }) => [
        from,
        to,
      ]),
    ).toEqual([
      [insightPath(article), insightPath(renamed)],
      [insightPath(article, 'pl/'), insightPath(renamed, 'pl/')],
    ])
  })

  it('fail the build, naming the file, for the page’s own name, another page’s, or a name two files list', () => {
    const file = (name: string) => `src/content/insights/${name}.md`
    expect(() =>
      redirectsOf({
        articles: { ...insightFiles, [article]: aliased(articleMarkdown, [article]) },
      }),
    ).toThrow(`${file(article)}: aliases[1] "${article}" is the file's own name`)
    if (otherArticle)
      expect(() =>
        redirectsOf({
          articles: { ...insightFiles, [article]: aliased(articleMarkdown, [otherArticle]) },
        }),
      ).toThrow(
        `${file(article)}: aliases[1] "${otherArticle}" is the name of ${file(otherArticle)}`,
      )
    expect(() =>
      redirectsOf({ articles: { ...insightFiles, [article]: aliased(articleMarkdown, ['page']) } }),
    ).toThrow(`${file(article)}: aliases[1] "page": the address insights/page/ is the index's own`)
    expect(() =>
      redirectsOf({
        articles: {
          ...insightFiles,
          [article]: aliased(articleMarkdown, ['gone']),
          [`${article}.pl`]: aliased(articleMarkdown, ['gone']),
        },
      }),
    ).toThrow(
      `${file(`${article}.pl`)}: aliases: list the old names in the default language's file`,
    )
    if (otherArticle)
      expect(() =>
        redirectsOf({
          articles: {
            ...insightFiles,
            [article]: aliased(articleMarkdown, ['gone']),
            [otherArticle]: aliased(insightFiles[otherArticle] ?? '', ['gone']),
          },
        }),
      ).toThrow(/aliases names "gone", which src\/content\/insights\/.+\.md lists too/)
    // A case study's old name that is a page of the site now (here: an article's address is
    // another kind's, so take the case study's own name under another study).
    const renamed = `${study}-renamed`
    expect(() =>
      redirectsOf(
        {
          studies: { [renamed]: aliased(studyMarkdown, [renamed]) },
        },
        renamed,
      ),
    ).toThrow(
      `src/content/case-studies/${renamed}.md: aliases[1] "${renamed}" is the file's own name`,
    )
  })

  it('fail the build naming the file when an old name is another page’s address', () => {
    const published = pagePaths([{ content: site, file: 'src/content/site.ts', prefix: '' }], '/')
    const redirects = redirectsOf({ studies: caseStudyFiles, articles: insightFiles })
    expect(redirects).toEqual([])
    const renamed = `${study}-renamed`
    const languages: Language[] = [
      { content: renamedIn(site, renamed), file: 'src/content/site.ts', prefix: '' },
    ]
    const builds = languageBuilds(languages, {
      base: '/',
      pictures: {},
      caseStudies: caseStudiesByLanguage(languages, '/', {
        ...others,
        [renamed]: aliased(studyMarkdown, [study]),
      }),
      emails: [testBuild().email],
    })
    // The old address is still a page (as if another project's case study were named so).
    expect(() => aliasRedirects(builds, [...published, caseStudyPath(study)])).toThrow(
      `src/content/case-studies/${renamed}.md: aliases names "${study}", the name of another page (/${caseStudyPath(study)})`,
    )
  })
})

describe('the page at an old address', () => {
  it('the page at the old address leads on at once, names the new address as canonical, and is not indexed', () => {
    const content = { ...site, siteUrl: 'https://owner.github.io/portfolio' } as SiteContent
    const html = redirectPage(content, { to: 'insights/new-name/', title: 'A <new> name' })
    const address = siteAddress(content, 'insights/new-name/')
    expect(html).toContain(`<link rel="canonical" href="${address}" />`)
    expect(html).toContain(
      '<meta http-equiv="refresh" content="0; url=/portfolio/insights/new-name/" />',
    )
    expect(html).toContain('<meta name="robots" content="noindex" />')
    expect(html).toContain('<a href="/portfolio/insights/new-name/">A &lt;new&gt; name</a>')
    expect(html).not.toMatch(/<script|<style|style=/)
  })
})
