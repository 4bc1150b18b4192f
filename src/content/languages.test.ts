import { describe, expect, it } from 'vitest'
import { differingValues, siteLanguages } from './languages.ts'
import { site } from './site.ts'
import type { SiteContent } from './types.ts'

/** The content in another language: every text changed, every link and identifier kept. */
const translated = (lang: string): SiteContent => ({
  ...site,
  lang,
  languageName: `${lang} name`,
  skipLinkLabel: `${site.skipLinkLabel} (${lang})`,
  hero: {
    ...site.hero,
    greeting: `${site.hero.greeting} (${lang})`,
    profileLinks: site.hero.profileLinks.map((link) => ({ ...link, label: `${link.label}!` })),
  },
})

describe('siteLanguages', () => {
  it('puts site.ts first at the base, then each site.<code>.ts under its code, in code order', () => {
    const languages = siteLanguages(site, {
      './site.pl.ts': { site: translated('pl') },
      './site.de.ts': { site: translated('de') },
    })
    expect(languages.map(({ content, file, prefix }) => [content.lang, file, prefix])).toEqual([
      [site.lang, 'src/content/site.ts', ''],
      ['de', 'src/content/site.de.ts', 'de/'],
      ['pl', 'src/content/site.pl.ts', 'pl/'],
    ])
  })

  it('with no language file, the site is in one language', () => {
    expect(siteLanguages(site, {})).toHaveLength(1)
  })

  it('refuses a file whose lang is not its name, naming the file', () => {
    expect(() => siteLanguages(site, { './site.pl.ts': { site: translated('de') } })).toThrow(
      /src\/content\/site\.pl\.ts: lang is 'de', but the file's name says 'pl'/,
    )
  })

  it('refuses a file named like no language code, or the default language again', () => {
    expect(() => siteLanguages(site, { './site.polish.ts': { site: translated('pl') } })).toThrow(
      /src\/content\/site\.polish\.ts: name a language file by its language's code/,
    )
    expect(() =>
      siteLanguages(site, { [`./site.${site.lang}.ts`]: { site: translated(site.lang) } }),
    ).toThrow(/is the language of src\/content\/site\.ts already/)
  })
})

describe('differingValues', () => {
  it('finds nothing where only the texts differ', () => {
    expect(differingValues(site, translated('pl'), 'src/content/site.pl.ts')).toEqual([])
  })

  it('names each link, identifier or number changed in one language only, with both values', () => {
    const [first, second, ...rest] = site.hero.profileLinks
    if (!first || !second) throw new Error('the sample has profile links')
    const other: SiteContent = {
      ...translated('pl'),
      sectionIds: { ...site.sectionIds, contact: 'kontakt' },
      owner: { ...site.owner, yearsOfExperience: site.owner.yearsOfExperience + 1 },
      hero: {
        ...site.hero,
        profileLinks: [first, { ...second, href: 'https://github.com/someone-else' }, ...rest],
      },
    }
    expect(differingValues(site, other, 'src/content/site.pl.ts')).toEqual([
      `src/content/site.pl.ts: owner.yearsOfExperience is ${site.owner.yearsOfExperience + 1}, but ${site.owner.yearsOfExperience} in src/content/site.ts`,
      `src/content/site.pl.ts: sectionIds.contact is "kontakt", but "${site.sectionIds.contact}" in src/content/site.ts`,
      `src/content/site.pl.ts: hero.profileLinks[1].href is "https://github.com/someone-else", but "${second.href}" in src/content/site.ts`,
    ])
  })

  it('names a list of things with another number of entries', () => {
    const other = {
      ...translated('pl'),
      projects: { ...site.projects, items: site.projects.items.slice(1) },
    }
    expect(differingValues(site, other, 'src/content/site.pl.ts')).toContain(
      `src/content/site.pl.ts: projects.items has ${site.projects.items.length - 1} entries, src/content/site.ts ${site.projects.items.length}`,
    )
  })
})
