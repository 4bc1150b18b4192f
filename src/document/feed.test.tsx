/**
 * Each language's Atom feed, as the build writes it, read back with a real feed parser
 * (@rowanmanning/feed-parser): every entry with its absolute address as its id, title,
 * summary, whole text with absolute links and picture addresses (under a sub-path too),
 * published and updated days, tags as categories and the author. The articles are the
 * sample's, and some written here in the shapes an owner's take.
 */
import { parseFeed } from '@rowanmanning/feed-parser'
import { XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import type { Language } from '../content/languages.ts'
import { site } from '../content/site.ts'
import type { SiteContent } from '../content/types.ts'
import { kindFiles, languageBuilds } from '../entry-server.tsx'
import { insightFeedPath, insightPath, insightTagPath } from '../pages/addresses.ts'
import { caseStudiesByLanguage } from '../pages/caseStudyLinks.ts'
import { insightsByLanguage } from '../pages/insightLinks.ts'
import { testBuild, testPictures } from '../test/build.ts'
import { insightFiles } from '../test/insights.ts'
import { FEED_ENTRIES } from './feed.tsx'
import { siteAddress } from './head.ts'

const polish: SiteContent = {
  ...site,
  lang: 'pl',
  languageName: 'Polski',
  insights: { ...site.insights, pageTitle: 'Artykuły' },
}
const TODAY = '2026-12-31'

/** Every feed the build writes for these articles, by its path, with the content it is in. */
function feeds(
  files: Record<string, string> = insightFiles,
  siteUrl: SiteContent['siteUrl'] = 'https://owner.github.io/portfolio',
  languages: Language[] = [{ content: site, file: 'src/content/site.ts', prefix: '' }],
) {
  const located = languages.map((language) => ({
    ...language,
    content: { ...language.content, siteUrl },
  }))
  const base = new URL(`${siteUrl}/`).pathname
  const builds = languageBuilds(located, {
    base,
    pictures: testPictures(site, undefined, files, base),
    caseStudies: caseStudiesByLanguage(located, base),
    insights: insightsByLanguage(located, base, { today: TODAY, preview: false }, files),
    emails: located.map(() => testBuild().email),
  })
  // The feeds, not the search's index beside them (src/search/documents.test.ts).
  const published = kindFiles(builds).filter(({ kept }) => kept !== false)
  return { builds, files: new Map(published.map(({ path, text }) => [path, text])) }
}

/** An article file: front matter fields, then its body. */
const article = (fields: Record<string, string>, body: string) =>
  `---\n${Object.entries(fields)
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n')}\n---\n\n${body}`

describe('the feed', () => {
  it('parses as Atom with the language’s title, its address, its author, and every article newest first', () => {
    const { builds, files } = feeds()
    const [first] = builds
    if (!first) throw new Error('no language was built')
    const { language, build } = first
    const xml = files.get(insightFeedPath()) ?? ''
    expect(XMLValidator.validate(xml)).toBe(true)
    const feed = parseFeed(xml)
    expect(feed.meta.type).toBe('atom')
    expect(feed.language).toBe(site.lang)
    expect(feed.title).toBe(site.insights.pageTitle)
    expect(feed.self).toBe(siteAddress(language.content, insightFeedPath()))
    expect(feed.authors.map(({ name }) => name)).toEqual([site.owner.name])
    expect(feed.items.map(({ title }) => title)).toEqual(
      build.insights.slice(0, FEED_ENTRIES).map(({ insight }) => insight.title),
    )
  })

  it('gives each entry its page’s absolute address as id and link, its days, summary, tags and author', () => {
    const { builds, files } = feeds()
    const [first] = builds
    if (!first) throw new Error('no language was built')
    const { language, build } = first
    const feed = parseFeed(files.get(insightFeedPath()) ?? '')
    const ids = feed.items.map(({ id }) => id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const [index, item] of feed.items.entries()) {
      const insight = build.insights[index]?.insight
      if (!insight) throw new Error(`the feed has an entry more than the index: ${item.title}`)
      const address = siteAddress(language.content, insightPath(insight.name))
      expect(address).toMatch(/^https:\/\/owner\.github\.io\/portfolio\/insights\//)
      expect(item.id).toBe(address)
      expect(item.url).toBe(address)
      expect(item.published?.toISOString()).toBe(`${insight.date}T00:00:00.000Z`)
      expect(item.updated?.toISOString()).toBe(`${insight.updated ?? insight.date}T00:00:00.000Z`)
      expect(item.description).toBe(insight.summary)
      expect(item.categories.map(({ term }) => term)).toEqual(insight.tags)
      expect(item.categories.map(({ url }) => url)).toEqual(
        insight.tags.map((tag) => siteAddress(language.content, insightTagPath(tag))),
      )
      expect(item.authors.map(({ name }) => name)).toEqual([site.owner.name])
      // Code blocks keep their code, without the page's copy button and its status line.
      expect(item.content).toContain('<p>')
      expect(item.content).not.toMatch(/<button\b|code-tools|role="status"/)
      // Code as its text: the highlighting's classes mean nothing without the page's stylesheet.
      for (const [, code] of (item.content ?? '').matchAll(
        /<pre[^>]*><code[^>]*>([\s\S]*?)<\/code>/g,
      ))
        expect(code).not.toContain('<')
    }
  })

  it('keeps a renamed article’s id: its address under its first name, in each language', () => {
    const [name, markdown] = Object.entries(insightFiles)[0] ?? []
    if (!name || !markdown) throw new Error('the content has no article')
    const renamed = `${name}-renamed`
    const moved = markdown.replace(/^---\n/, `---\naliases: [${name}, ${name}-second]\n`)
    const files = { ...insightFiles, [renamed]: moved, [`${renamed}.pl`]: markdown }
    delete files[name]
    const { builds, files: written } = feeds(files, 'https://owner.github.io/portfolio', [
      { content: site, file: 'src/content/site.ts', prefix: '' },
      { content: polish, file: 'src/content/site.pl.ts', prefix: 'pl/' },
    ])
    for (const { language, build } of builds) {
      const feed = parseFeed(written.get(insightFeedPath(build.prefix)) ?? '')
      const item = feed.items.find(({ url }) => url?.includes(`/insights/${renamed}/`))
      expect(item?.url).toBe(siteAddress(language.content, insightPath(renamed, build.prefix)))
      expect(item?.id).toBe(siteAddress(language.content, insightPath(name, build.prefix)))
    }
  })

  it('writes the whole article with every link and picture absolute, under the sub-path, and no script control', () => {
    const files = {
      ...insightFiles,
      linked: article(
        {
          title: 'Linked',
          date: '2026-12-01',
          summary: 'Links of every kind.',
          tags: '[Links]',
          cover: '{ file: vendor-approvals.png, alt: The approvals list }',
        },
        '## Where to read on\n\nThe [case study](/portfolio/projects/vendor-onboarding/), [a heading](#where-to-read-on), [another site](https://learn.microsoft.com/).\n\n![The onboarding site](vendor-onboarding.png)\n',
      ),
    }
    const { files: written } = feeds(files)
    const item = parseFeed(written.get(insightFeedPath()) ?? '').items.find(
      ({ title }) => title === 'Linked',
    )
    const html = item?.content ?? ''
    const addresses = [...html.matchAll(/(?:href|src)="([^"]*)"/g)].map((match) => match[1])
    expect(addresses.length).toBeGreaterThanOrEqual(5)
    for (const address of addresses) expect(address).toMatch(/^https:\/\//)
    expect(html).toContain('href="https://owner.github.io/portfolio/projects/vendor-onboarding/"')
    expect(html).toContain(
      'href="https://owner.github.io/portfolio/insights/linked/#where-to-read-on"',
    )
    expect(html).toMatch(
      /<img src="https:\/\/owner\.github\.io\/portfolio\/assets\/vendor-approvals-/,
    )
    expect(html).toMatch(
      /<img src="https:\/\/owner\.github\.io\/portfolio\/assets\/vendor-onboarding-/,
    )
    expect(html).not.toMatch(/<(button|link|script)\b/)
    expect(html).not.toContain('heading-anchor')
  })

  it(`keeps ids and the feed’s updated day the same from build to build, and carries the newest ${FEED_ENTRIES}`, () => {
    const many = Object.fromEntries(
      Array.from({ length: FEED_ENTRIES + 5 }, (_, index) => [
        `note-${index}`,
        article(
          {
            title: `Note ${index}`,
            date: new Date(Date.UTC(2026, 0, 1 + ((index * 7) % 300))).toISOString().slice(0, 10),
            summary: 'A note.',
            tags: '[Notes]',
          },
          'Text.',
        ),
      ]),
    )
    const first = feeds(many).files.get(insightFeedPath())
    expect(feeds(many).files.get(insightFeedPath())).toBe(first)
    const feed = parseFeed(first ?? '')
    expect(feed.items).toHaveLength(FEED_ENTRIES)
    const days = feed.items.map(({ published }) => published?.getTime() ?? 0)
    expect(days).toEqual([...days].sort((a, b) => b - a))
    expect(feed.updated?.getTime()).toBe(days[0])
  })

  it('writes one feed per language, the untranslated articles marked with their own language', () => {
    const translated = Object.keys(insightFiles)[0] ?? ''
    const files = {
      ...insightFiles,
      [`${translated}.pl`]: (insightFiles[translated] ?? '').replace(
        /^title: .*$/m,
        'title: Po polsku',
      ),
    }
    const { files: written } = feeds(files, 'https://www.example.com', [
      { content: site, file: 'src/content/site.ts', prefix: '' },
      { content: polish, file: 'src/content/site.pl.ts', prefix: 'pl/' },
    ])
    expect([...written.keys()]).toEqual([insightFeedPath(), insightFeedPath('pl/')])
    const xml = written.get(insightFeedPath('pl/')) ?? ''
    const feed = parseFeed(xml)
    expect(feed.language).toBe('pl')
    expect(feed.title).toBe('Artykuły')
    expect(feed.items.map(({ title }) => title)).toContain('Po polsku')
    expect(feed.items.find(({ title }) => title === 'Po polsku')?.id).toBe(
      `https://www.example.com/${insightPath(translated, 'pl/')}`,
    )
    const untranslated = Object.keys(insightFiles).length - 1
    expect(xml.match(/<entry xml:lang="en">/g) ?? []).toHaveLength(untranslated)
  })

  it('is not written while there is no article', () => {
    expect(feeds({}).files.size).toBe(0)
  })
})
