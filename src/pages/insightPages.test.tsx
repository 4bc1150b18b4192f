/**
 * The articles' pages as the build renders them (renderSite), in two languages: the index
 * newest first with each article's day in the page's language, reading time, summary and tags;
 * a page per tag; each article with its days, tags, cover, heading anchors, previous and next
 * and the case studies it names, which list it in turn; the home page's newest three and the
 * header's link, only while there are articles; the feed announced in every page's head;
 * BlogPosting data with the owner's Person; the index split into pages past INSIGHTS_PER_PAGE.
 * The articles are the sample's and some written here; expectations come from them.
 */
import { describe, expect, it } from 'vitest'
import { longDay } from '../components/Day.tsx'
import type { Language } from '../content/languages.ts'
import { site } from '../content/site.ts'
import type { Project, SiteContent } from '../content/types.ts'
import { personId, siteAddress } from '../document/head.ts'
import { languageBuilds, renderSite, speculatedPaths } from '../entry-server.tsx'
import { ISLAND } from '../islands/markup.ts'
import { testBuild, testPictures } from '../test/build.ts'
import { insightFiles } from '../test/insights.ts'
import {
  caseStudyPath,
  homePath,
  insightFeedPath,
  insightPath,
  insightsPath,
  insightTagPath,
} from './addresses.ts'
import { caseStudiesByLanguage } from './caseStudyLinks.ts'
import { insightsByLanguage } from './insightLinks.ts'
import { INSIGHTS_PER_PAGE } from './insightsKind.tsx'

const TEMPLATE = '<html lang="en"><head><!--app-head--></head><body><!--app-html--></body></html>'
const polish: SiteContent = {
  ...site,
  lang: 'pl',
  languageName: 'Polski',
  insights: { ...site.insights, title: 'Artykuły', readingTime: '{minutes} min czytania' },
}
const LANGUAGES: Language[] = [
  { content: site, file: 'src/content/site.ts', prefix: '' },
  { content: polish, file: 'src/content/site.pl.ts', prefix: 'pl/' },
]
const TODAY = '2026-12-31'

/** An article file: front matter fields, then its body. */
const article = (
  fields: Record<string, string>,
  body = '## First\n\nText.\n\n## Second\n\nMore.\n',
) =>
  `---\n${Object.entries(fields)
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n')}\n---\n\n${body}`

/**
 * The site rendered with these articles, in `languages`; its pages by path. `preview`: as the
 * dev server renders it.
 */
function render(
  files: Record<string, string> = insightFiles,
  languages = LANGUAGES,
  base = '/',
  preview = false,
) {
  const builds = languageBuilds(languages, {
    base,
    pictures: testPictures(site, undefined, files, base),
    caseStudies: caseStudiesByLanguage(languages, base),
    insights: insightsByLanguage(languages, base, { today: TODAY, preview }, files),
    emails: languages.map(() => testBuild().email),
  })
  const pages = renderSite(TEMPLATE, builds)
  const html = (path: string) => {
    const page = pages.find((each) => each.path === path)
    if (!page) throw new Error(`no page at ${path}: ${pages.map((each) => each.path).join(', ')}`)
    return page.html
  }
  return { builds, pages, html }
}
/** The page's body as a document, to ask it as a visitor would. */
const dom = (html: string) => new DOMParser().parseFromString(html, 'text/html')
const texts = (document: Document, selector: string) =>
  [...document.querySelectorAll(selector)].map((element) => element.textContent?.trim() ?? '')

const sample =
  insightsByLanguage(LANGUAGES.slice(0, 1), '/', { today: TODAY, preview: false }, insightFiles)[0]
    ?.entries ?? []
// Typed as any content's projects: an owner's content may have no case study at all.
const projects: readonly Project[] = site.projects.items
const studied = projects.find((project) => project.caseStudy)

describe('the articles’ index and tag pages', () => {
  it('lists every article newest first, with its day in the page’s language, reading time, summary and tags', () => {
    const index = dom(render().html(insightsPath()))
    expect(texts(index, 'h1')).toEqual([site.insights.title])
    expect(texts(index, '.insight-item-title a')).toEqual(
      sample.map(({ insight }) => insight.title),
    )
    const [first] = sample
    if (!first) throw new Error('the sample has no article')
    const item = index.querySelector('.insight-item')
    expect(item?.querySelector('time')?.getAttribute('datetime')).toBe(first.insight.date)
    expect(item?.querySelector('time')?.textContent).toBe(longDay(first.insight.date, 'en'))
    expect(item?.textContent).toContain(
      site.insights.readingTime.replace('{minutes}', String(first.insight.readingMinutes)),
    )
    expect(item?.textContent).toContain(first.insight.summary)
    expect(
      [...(item?.querySelectorAll('.tag a') ?? [])].map((link) => link.getAttribute('href')),
    ).toEqual(first.insight.tags.map((tag) => `/${insightTagPath(tag)}`))
  })

  it('writes the days in the page’s language, and marks an article not translated with its own', () => {
    const index = dom(render().html(insightsPath('pl/')))
    const [first] = sample
    expect(index.querySelector('time')?.textContent).toBe(longDay(first?.insight.date ?? '', 'pl'))
    const title = index.querySelector('.insight-item-title')
    expect(title?.getAttribute('lang')).toBe('en')
    expect(title?.querySelector('a')?.getAttribute('hreflang')).toBe('en')
    expect(title?.querySelector('a')?.getAttribute('href')).toBe(
      `/${insightPath(first?.insight.name ?? '')}`,
    )
    expect(title?.querySelector('.link-language')?.textContent).toBe(` (${site.languageName})`)
  })

  it('gives each tag a page listing only its articles, with the trail back to the index', () => {
    const { pages, html } = render()
    const tags = [...new Set(sample.flatMap(({ insight }) => insight.tags))]
    for (const tag of tags) {
      const page = dom(html(insightTagPath(tag)))
      expect(texts(page, 'h1')).toEqual([site.insights.tagTitle.replace('{tag}', tag)])
      expect(texts(page, '.insight-item-title a')).toEqual(
        sample
          .filter(({ insight }) => insight.tags.includes(tag))
          .map(({ insight }) => insight.title),
      )
      expect(page.querySelector('.breadcrumb a')?.getAttribute('href')).toBe(`/${insightsPath()}`)
    }
    expect(pages.filter(({ path }) => path.startsWith('insights/tags/'))).toHaveLength(tags.length)
  })

  it(`splits the list into pages of ${INSIGHTS_PER_PAGE}, linked newer and older`, () => {
    const count = INSIGHTS_PER_PAGE * 2 + 1
    const files = Object.fromEntries(
      Array.from({ length: count }, (_, index) => [
        `note-${String(index).padStart(2, '0')}`,
        article({
          title: `Note ${index}`,
          date: new Date(Date.UTC(2026, 0, 1 + index)).toISOString().slice(0, 10),
          summary: 'A note.',
          tags: '[Notes]',
        }),
      ]),
    )
    const { html } = render(files, LANGUAGES.slice(0, 1))
    const pages = [insightsPath('', 1), insightsPath('', 2), insightsPath('', 3)].map((path) =>
      dom(html(path)),
    )
    expect(pages.map((page) => page.querySelectorAll('.insight-item').length)).toEqual([
      INSIGHTS_PER_PAGE,
      INSIGHTS_PER_PAGE,
      1,
    ])
    expect(texts(pages[0] as Document, '.insight-item-title a')[0]).toBe(`Note ${count - 1}`)
    const links = (page: Document) =>
      [...page.querySelectorAll('.pagination a')].map((link) => [
        link.getAttribute('rel'),
        link.getAttribute('href'),
      ])
    expect(links(pages[0] as Document)).toEqual([['next', `/${insightsPath('', 2)}`]])
    expect(links(pages[1] as Document)).toEqual([
      ['prev', `/${insightsPath('', 1)}`],
      ['next', `/${insightsPath('', 3)}`],
    ])
    expect(html(insightTagPath('Notes', '', 3))).toContain('Note 0')
  })
})

describe('an article’s page', () => {
  const files = {
    ...insightFiles,
    covered: article(
      {
        title: 'Covered',
        date: '2026-12-20',
        updated: '2026-12-24',
        summary: 'An article with everything.',
        tags: '[SharePoint, C#]',
        cover: '{ file: vendor-approvals.png, alt: The approvals list }',
        canonical: 'https://www.linkedin.com/pulse/covered',
        ...(studied?.caseStudy ? { projects: `[${studied.caseStudy}]` } : {}),
      },
      '## First part\n\nText.\n\n## Main\n\nMore.\n',
    ),
  }
  const { html, builds } = render(files)
  const page = dom(html(insightPath('covered')))
  const own = builds[0]?.build.insights ?? []

  it('shows its title, summary, days in the page’s language, reading time, tags as links, and cover', () => {
    expect(texts(page, 'h1')).toEqual(['Covered'])
    expect(texts(page, 'time')).toEqual([longDay('2026-12-20', 'en'), longDay('2026-12-24', 'en')])
    expect(page.querySelector('.insight-meta')?.textContent).toContain(site.insights.updatedLabel)
    expect([...page.querySelectorAll('.tag a')].map((link) => link.getAttribute('href'))).toEqual([
      `/${insightTagPath('SharePoint')}`,
      `/${insightTagPath('C#')}`,
    ])
    const cover = page.querySelector('.insight-cover img')
    expect(cover?.getAttribute('alt')).toBe('The approvals list')
    expect(cover?.getAttribute('loading')).toBe('eager')
  })

  it('gives each heading an id and a link to it, never one the page uses elsewhere', () => {
    expect([...page.querySelectorAll('h2[id]')].map((heading) => heading.id)).toEqual(
      expect.arrayContaining(['first-part', 'main-1']),
    )
    expect(page.querySelector('a.heading-anchor[href="#first-part"]')).not.toBeNull()
  })

  it('links the previous (older) and next (newer) articles of its language', () => {
    const at = own.findIndex(({ insight }) => insight.name === 'covered')
    const middle = own[1]
    if (!middle) throw new Error('too few articles')
    const around = dom(html(insightPath(middle.insight.name)))
    expect(around.querySelector('a[rel="prev"]')?.getAttribute('href')).toBe(own[2]?.href)
    expect(around.querySelector('a[rel="next"]')?.getAttribute('href')).toBe(own[0]?.href)
    expect(at).toBe(0)
    expect(page.querySelector('a[rel="next"]')).toBeNull()
  })

  it('links the case study it names, which lists it in turn', () => {
    if (!studied?.caseStudy) return
    const name = studied.caseStudy.replace(/\.md$/, '')
    expect(page.querySelector('.insight-projects a')?.getAttribute('href')).toBe(
      `/${caseStudyPath(name)}`,
    )
    const study = dom(html(caseStudyPath(name)))
    expect(texts(study, '.insight-item-title a')).toContain('Covered')
  })

  it('says it is an article by the owner: og:type article, its day, BlogPosting with the same Person', () => {
    const source = html(insightPath('covered'))
    expect(source).toContain('<meta property="og:type" content="article">')
    expect(source).toContain('<meta property="article:published_time" content="2026-12-20">')
    expect(source).toContain('<meta property="article:modified_time" content="2026-12-24">')
    expect(source).toContain('<link rel="canonical" href="https://www.linkedin.com/pulse/covered">')
    const data = JSON.parse(
      /<script type="application\/ld\+json">(.*?)<\/script>/.exec(source)?.[1] ?? '{}',
    ) as { '@graph': { '@type': string; author?: { '@id': string }; datePublished?: string }[] }
    const posting = data['@graph'].find((node) => node['@type'] === 'BlogPosting')
    expect(posting?.author?.['@id']).toBe(personId(site))
    expect(posting?.datePublished).toBe('2026-12-20')
    expect(source).toMatch(/<meta property="og:image" content="[^"]*vendor-approvals/)
  })

  it('shares its cover, else the card drawn from its title, else the site’s picture', () => {
    const bare = sample.find(({ insight }) => !insight.cover)
    if (!bare) return
    const card = { href: '/assets/en-card-hash.png', width: 1200, height: 630 }
    const builds = languageBuilds(LANGUAGES.slice(0, 1), {
      base: '/',
      pictures: testPictures(site, undefined, files),
      caseStudies: caseStudiesByLanguage(LANGUAGES.slice(0, 1), '/'),
      insights: insightsByLanguage(
        LANGUAGES.slice(0, 1),
        '/',
        { today: TODAY, preview: false },
        files,
      ),
      shareCards: new Map([[`${bare.insight.lang}:${bare.insight.name}`, card]]),
      emails: [testBuild().email],
    })
    const shared = (name: string) =>
      /<meta property="og:image" content="([^"]*)">/.exec(
        renderSite(TEMPLATE, builds).find(({ path }) => path === insightPath(name))?.html ?? '',
      )?.[1]
    expect(shared(bare.insight.name)).toBe(siteAddress(site, card.href))
    expect(shared('covered')).toMatch(/vendor-approvals/)
    expect(
      /<meta property="og:image" content="([^"]*)">/.exec(
        html(insightPath(bare.insight.name)),
      )?.[1],
    ).toBe(siteAddress(site, site.meta.shareImage.src))
  })

  it('adds no island of its own: an article without pictures in its story has none', () => {
    expect(html(insightPath('covered'))).not.toContain(ISLAND)
  })

  it('is paired with its translation: hreflang both ways, the header linking each', () => {
    const name = sample[0]?.insight.name ?? ''
    const translated = render({
      ...insightFiles,
      [`${name}.pl`]: (insightFiles[name] ?? '').replace(/^title: .*$/m, 'title: Po polsku'),
    })
    const english = translated.html(insightPath(name))
    expect(english).toContain(
      `<link rel="alternate" hreflang="pl" href="${siteAddress(site, insightPath(name, 'pl/'))}">`,
    )
    expect(translated.html(insightPath(name, 'pl/'))).toContain(
      `<link rel="alternate" hreflang="en" href="${siteAddress(site, insightPath(name))}">`,
    )
    expect(english).toContain(
      `href="/${insightPath(name, 'pl/')}" hrefLang="pl" lang="pl">Polski</a>`,
    )
  })
})

describe('drafts and articles dated later', () => {
  const files = {
    ...insightFiles,
    unfinished: article({
      title: 'Unfinished',
      date: '2026-12-01',
      summary: 'S.',
      tags: '[T]',
      draft: 'true',
    }),
    later: article({ title: 'Later', date: '2027-01-15', summary: 'S.', tags: '[T]' }),
  }

  it('are not built: no page, no entry in a list', () => {
    const { pages } = render(files)
    expect(pages.map(({ path }) => path)).not.toContain(insightPath('unfinished'))
    expect(pages.map(({ path }) => path)).not.toContain(insightPath('later'))
    for (const { html } of pages) expect(html).not.toMatch(/Unfinished|>Later</)
  })

  it('show in the dev server’s preview, each marked', () => {
    const { html } = render(files, LANGUAGES.slice(0, 1), '/', true)
    const index = dom(html(insightsPath()))
    const item = (title: string) =>
      [...index.querySelectorAll('.insight-item')].find((each) => each.textContent?.includes(title))
    expect(item('Unfinished')?.querySelector('.insight-mark')?.textContent).toBe(
      site.insights.draftLabel,
    )
    expect(item('Later')?.querySelector('.insight-mark')?.textContent).toBe(
      site.insights.scheduledLabel,
    )
    expect(dom(html(insightPath('unfinished'))).querySelector('.insight-mark')?.textContent).toBe(
      site.insights.draftLabel,
    )
  })
})

describe('the rest of the site, with and without articles', () => {
  it('shows the three newest on the home page with a link to all, and the header’s link, only with articles', () => {
    const files = Object.fromEntries(
      ['a', 'b', 'c', 'd'].map((name, index) => [
        name,
        article({ title: `Title ${name}`, date: `2026-10-1${index}`, summary: 'S.', tags: '[T]' }),
      ]),
    )
    const home = dom(render(files, LANGUAGES.slice(0, 1)).html(homePath()))
    const section = home.getElementById(site.sectionIds.insights)
    expect(texts(section as unknown as Document, '.insight-item-title a')).toEqual([
      'Title d',
      'Title c',
      'Title b',
    ])
    expect(section?.querySelector('.insight-all a')?.getAttribute('href')).toBe(
      `/${insightsPath()}`,
    )
    const bare = dom(render({}, LANGUAGES.slice(0, 1)).html(homePath()))
    expect(bare.getElementById(site.sectionIds.insights)).toBeNull()
    expect(
      dom(render(files).html(homePath())).querySelector(`.nav-links a[href="${insightsPath()}"]`)
        ?.textContent,
    ).toBe(site.insights.title)
    expect(render({}).html(homePath())).not.toContain(insightsPath())
    const study = render(files).pages.find(({ path }) => path.startsWith('projects/'))
    if (study)
      expect(dom(study.html).querySelector(`a[href="/${insightsPath()}"]`)?.textContent).toBe(
        site.insights.title,
      )
  })

  it('announces each language’s feed in every page’s head, and nothing without articles', () => {
    for (const { path, html: source } of render().pages) {
      const prefix = path.startsWith('pl/') ? 'pl/' : ''
      expect(source).toContain(
        `<link rel="alternate" type="application/atom+xml" title="${(prefix ? polish : site).insights.pageTitle}" href="${siteAddress(site, insightFeedPath(prefix))}">`,
      )
    }
    for (const { html: source } of render({}).pages) expect(source).not.toContain('atom+xml')
  })

  it('lets browsers speculate the articles’ pages, and dates them in the sitemap', () => {
    const { builds, pages } = render()
    expect(speculatedPaths(builds)).toEqual(
      expect.arrayContaining([insightsPath(), insightPath('*'), insightsPath('pl/')]),
    )
    expect(
      pages.find(({ path }) => path === insightPath(sample[0]?.insight.name ?? ''))?.lastmod,
    ).toBe(sample[0]?.insight.date)
  })
})
