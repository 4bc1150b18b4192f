/**
 * An article as the owner writes it: each wrong edit fails the build with a message naming the
 * file and the field; drafts and articles dated later stay out of a build, and show marked in
 * the dev server's preview; the reading time follows the words. The files are written here, in
 * the shapes an owner's edit takes.
 */
import { describe, expect, it } from 'vitest'
import { insightPath, insightTagPath, tagSlug } from '../pages/addresses.ts'
import { insightsByLanguage } from '../pages/insightLinks.ts'
import { INSIGHT_DIR, parseInsight, TAG_LIMITS, TAGS, WORDS_PER_MINUTE } from './insight.ts'
import { readInsights, todayUtc, unpublishedMark } from './insights.ts'
import type { Language } from './languages.ts'
import { site } from './site.ts'
import type { SiteContent } from './types.ts'

const NAME = 'why-flows-throttle'
const PATH = `${INSIGHT_DIR}/${NAME}.md`
const FIELDS = {
  title: 'Why your flows throttle',
  date: '2026-03-02',
  summary: 'Power Automate counts requests per day, where they go, and how to spend fewer.',
  tags: '[Power Automate, Limits]',
}
/** An article file: its front matter's fields (undefined leaves one out), then its body. */
const file = (
  fields: Record<string, string | undefined> = {},
  body = '## The limit\n\nEvery action is a request.\n',
) =>
  `---\n${Object.entries({ ...FIELDS, ...fields })
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n')}\n---\n\n${body}`
const parse = (fields: Record<string, string | undefined> = {}, body?: string) =>
  parseInsight(NAME, file(fields, body), site.lang)

describe('an article’s front matter', () => {
  it('reads the required fields and the optional ones', () => {
    const insight = parse({
      updated: '2026-03-09',
      cover: '{ file: vendor-onboarding.png, alt: The onboarding site }',
      canonical: 'https://www.linkedin.com/pulse/why-flows-throttle',
      projects: '[vendor-onboarding.md]',
    })
    expect(insight).toMatchObject({
      name: NAME,
      path: PATH,
      title: FIELDS.title,
      date: FIELDS.date,
      updated: '2026-03-09',
      summary: FIELDS.summary,
      tags: ['Power Automate', 'Limits'],
      cover: { file: 'vendor-onboarding.png', alt: 'The onboarding site' },
      canonical: 'https://www.linkedin.com/pulse/why-flows-throttle',
      draft: false,
      projects: ['vendor-onboarding'],
    })
  })

  it.each([
    ['a missing title', { title: undefined }, `${PATH}: title is missing`],
    ['an empty title', { title: "''" }, `${PATH}: title is missing or empty`],
    [
      'a missing date',
      { date: undefined },
      `${PATH}: date is missing: write the day as YYYY-MM-DD`,
    ],
    ['a date in another shape', { date: '2/3/2026' }, `${PATH}: date "2/3/2026" is not a date`],
    [
      'a day that does not exist',
      { date: '2026-02-30' },
      `${PATH}: date "2026-02-30" is not a date`,
    ],
    [
      'an updated day before the date',
      { updated: '2026-03-01' },
      `${PATH}: updated 2026-03-01 is before`,
    ],
    ['an invalid updated day', { updated: 'soon' }, `${PATH}: updated "soon" is not a date`],
    ['a missing summary', { summary: undefined }, `${PATH}: summary is missing or empty`],
    [
      'no tags',
      { tags: undefined },
      `${PATH}: tags is missing: give ${TAGS.min} to ${TAGS.max} tags`,
    ],
    ['an empty list of tags', { tags: '[]' }, `${PATH}: tags is missing`],
    [
      'six tags',
      { tags: '[a, b, c, d, e, f]' },
      `${PATH}: tags has 6: give ${TAGS.min} to ${TAGS.max}`,
    ],
    [
      'a tag that is a sentence',
      { tags: '[SharePoint, "Why flows throttle, and what to do about it"]' },
      `${PATH}: tags[2] "Why flows throttle, and what to do about it" is not a short phrase`,
    ],
    [
      'a tag of more words than a phrase',
      { tags: '[one two three four five]' },
      `${PATH}: tags[1] "one two three four five" is not a short phrase`,
    ],
    [
      'a tag longer than a phrase',
      { tags: `[${'x'.repeat(TAG_LIMITS.characters + 1)}]` },
      'is not a short phrase',
    ],
    [
      'a tag twice',
      { tags: '[SharePoint, Sharepoint]' },
      `${PATH}: tags[2] "Sharepoint" is there already`,
    ],
    ['a tag that is a list', { tags: 'SharePoint' }, `${PATH}: tags must be a list`],
    ['a cover without alt', { cover: '{ file: cover.png }' }, `${PATH}: cover.alt is missing`],
    [
      'a cover that is not a picture',
      { cover: '{ file: cover.pdf, alt: A PDF }' },
      `${PATH}: cover.file "cover.pdf" must be a PNG`,
    ],
    [
      'a canonical address that is not one',
      { canonical: 'linkedin' },
      `${PATH}: canonical "linkedin" must be the https:// address`,
    ],
    [
      'a draft that is not true or false',
      { draft: 'maybe' },
      `${PATH}: draft must be true or false`,
    ],
    [
      'a field articles do not have',
      { author: 'Me' },
      `${PATH}: author is not a field of an article`,
    ],
  ])('fails on %s, naming the file and the field', (_, fields, message) => {
    expect(() => parse(fields)).toThrow(message)
  })

  it('fails naming the line when the front matter is not YAML', () => {
    expect(() => parseInsight(NAME, '---\ntitle: [unclosed\n---\n', site.lang)).toThrow(
      `${PATH}:2: the front matter is not valid YAML`,
    )
  })

  it('fails on a picture in the body without alt text, naming the line', () => {
    expect(() => parse({}, 'Text.\n\n![](shot.png)\n')).toThrow(
      `${PATH}:10: the picture shot.png has no alt text`,
    )
  })
})

describe('reading time', () => {
  const words = (count: number) =>
    Array.from({ length: count }, (_, index) => `w${index}`).join(' ')

  it(`counts the body's words at ${WORDS_PER_MINUTE} a minute, code and tables included`, () => {
    expect(parse({}, words(WORDS_PER_MINUTE * 4)).readingMinutes).toBe(4)
    expect(
      parse(
        {},
        `${words(WORDS_PER_MINUTE * 2)}\n\n\`\`\`powershell\n${words(WORDS_PER_MINUTE)}\n\`\`\`\n`,
      ).readingMinutes,
    ).toBe(3)
    expect(
      parse({}, `| a | b |\n| - | - |\n| ${words(WORDS_PER_MINUTE * 2)} | x |\n`).readingMinutes,
    ).toBe(2)
  })

  it('is a minute at least, and rounds to the nearest minute', () => {
    expect(parse({}, 'Short.').readingMinutes).toBe(1)
    expect(parse({}, words(WORDS_PER_MINUTE * 2.4)).readingMinutes).toBe(2)
    expect(parse({}, words(WORDS_PER_MINUTE * 2.6)).readingMinutes).toBe(3)
  })
})

describe('tags’ addresses', () => {
  it('are the tag’s words in lower case with hyphens, # and + spelled out, every script kept', () => {
    expect(tagSlug('Power Automate')).toBe('power-automate')
    expect(tagSlug('C#')).toBe('c-sharp')
    expect(tagSlug('C++')).toBe('c-plus-plus')
    expect(tagSlug('.NET')).toBe('net')
    expect(tagSlug('M365/Teams')).toBe('m365-teams')
    expect(tagSlug('Bezpieczeństwo')).toBe('bezpieczeństwo')
    expect(insightTagPath('SharePoint Online', 'pl/')).toBe('pl/insights/tags/sharepoint-online/')
  })

  it('fail the build when two tags of a language share one, naming both files', () => {
    const files = {
      one: file({ tags: '[SharePoint]' }),
      two: file({ title: 'Two', tags: '[Sharepoint]' }),
    }
    expect(() =>
      insightsByLanguage(languages, '/', { today: '2026-12-31', preview: false }, files),
    ).toThrow(
      `${INSIGHT_DIR}/two.md: tags[1] "Sharepoint" has the address of "SharePoint" in ${INSIGHT_DIR}/one.md`,
    )
  })
})

const polish: SiteContent = { ...site, lang: 'pl', languageName: 'Polski' }
const languages: Language[] = [
  { content: site, file: 'src/content/site.ts', prefix: '' },
  { content: polish, file: 'src/content/site.pl.ts', prefix: 'pl/' },
]

describe('the articles of each language', () => {
  const files = {
    older: file({ title: 'Older', date: '2026-01-10' }),
    newer: file({ title: 'Newer', date: '2026-02-20' }),
    'newer.pl': file({ title: 'Nowszy', date: '2026-02-20' }),
    draft: file({ title: 'Draft', date: '2026-01-01', draft: 'true' }),
    later: file({ title: 'Later', date: '2026-03-01' }),
  }
  const today = '2026-02-28'
  const titles = (preview: boolean) =>
    insightsByLanguage(languages, '/', { today, preview }, files).map(({ entries }) =>
      entries.map(({ insight, lang, mark }) => [insight.title, lang ?? '', mark ?? '']),
    )

  it('lists a build’s published ones newest first, the untranslated marked with their language', () => {
    expect(titles(false)).toEqual([
      [
        ['Newer', '', ''],
        ['Older', '', ''],
      ],
      [
        ['Nowszy', '', ''],
        ['Older', 'en', ''],
      ],
    ])
  })

  it('leaves out drafts and articles dated after today from a build, and shows them marked in the preview', () => {
    expect(titles(true)[0]).toEqual([
      ['Later', '', 'scheduled'],
      ['Newer', '', ''],
      ['Older', '', ''],
      ['Draft', '', 'draft'],
    ])
  })

  it('publishes an article on its day (UTC), not before', () => {
    const later = parseInsight('later', files.later, 'en')
    expect(unpublishedMark(later, '2026-02-28')).toBe('scheduled')
    expect(unpublishedMark(later, '2026-03-01')).toBeUndefined()
    expect(todayUtc(new Date('2026-02-28T23:59:59Z'))).toBe('2026-02-28')
    expect(todayUtc(new Date('2026-03-01T00:00:00Z'))).toBe('2026-03-01')
  })

  it('links each to its page in the language it is read in', () => {
    const [english, polishList] = insightsByLanguage(
      languages,
      '/site/',
      { today, preview: false },
      files,
    )
    expect(english?.entries[0]?.href).toBe(`/site/${insightPath('newer')}`)
    expect(polishList?.entries.map(({ href }) => href)).toEqual([
      `/site/${insightPath('newer', 'pl/')}`,
      `/site/${insightPath('older')}`,
    ])
  })

  it.each([
    [
      'a file name that cannot be an address',
      { 'Why Flows': file() },
      `${INSIGHT_DIR}/Why Flows.md: name the file in lower-case letters`,
    ],
    [
      'a name the index uses',
      { tags: file() },
      `${INSIGHT_DIR}/tags.md: the address insights/tags/ is the index's own`,
    ],
    [
      'a translation without its article',
      { 'gone.pl': file() },
      `${INSIGHT_DIR}/gone.pl.md: a translation of ${INSIGHT_DIR}/gone.md, which does not exist`,
    ],
    [
      'a project that is no case study',
      { named: file({ projects: '[no-such-study]' }) },
      `${INSIGHT_DIR}/named.md: projects[1] 'no-such-study' is not the case study of a project`,
    ],
  ])('fails on %s, naming the file', (_, files, message) => {
    expect(() => insightsByLanguage(languages, '/', { today, preview: false }, files)).toThrow(
      message,
    )
  })

  it('says a file in a language the site does not have is not published', () => {
    const { warnings, byLanguage } = readInsights(['en'], { one: file(), 'one.de': file() })
    expect(byLanguage[0]?.map(({ name }) => name)).toEqual(['one'])
    expect(warnings).toEqual([
      `${INSIGHT_DIR}/one.de.md is in a language the site does not have (no src/content/site.de.ts): it is not published.`,
    ])
  })
})
