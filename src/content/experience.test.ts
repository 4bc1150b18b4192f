/**
 * The roles, degrees, spoken languages and made CV: each wrong edit an owner can make fails the
 * build with the file and the field named; months read in the page's language.
 */
import { describe, expect, it } from 'vitest'
import { site as polish } from '../../e2e/fixtures/languages/site.pl.ts'
import {
  checkExperience,
  experienceProblems,
  MAX_HIGHLIGHTS,
  madeCv,
  rolesNewestFirst,
} from './experience.ts'
import { formatMonth, formatPeriod, isMonth } from './months.ts'
import { site } from './site.ts'
import type { MadeCv, Month, Role, SiteContent } from './types.ts'

const content: SiteContent = site
const FILE = 'src/content/site.pl.ts'

/** A role as the owner writes one: the content's first, else one made here. */
const role: Role = content.experience?.items[0] ?? {
  employer: 'Freelance',
  title: 'Solution Architect',
  start: '2019-04',
  highlights: ['Power Platform solutions for clients.'],
}

/** The content with its roles replaced by `roles`. */
const withRoles = (...roles: Role[]): SiteContent => ({
  ...content,
  experience: { title: 'Experience', presentLabel: 'present', ...content.experience, items: roles },
})

/** What the build says about `edited`, as it says it for the Polish file. */
const told = (edited: SiteContent) => {
  try {
    checkExperience(edited, FILE)
    return ''
  } catch (error) {
    return (error as Error).message
  }
}

describe('a wrong edit of a role fails the build, naming the file and the field', () => {
  it('accepts the content as it is, in each language', () => {
    expect(experienceProblems(content)).toEqual([])
    expect(experienceProblems(polish)).toEqual([])
  })

  it('an end before its start', () => {
    expect(told(withRoles({ ...role, start: '2020-05', end: '2019-02' }))).toBe(
      `${FILE}: experience.items[0].end is '2019-02', before its start '2020-05'`,
    )
  })

  it.each(['2021-13', '2021-00', '2021-3', '21-03', 'March 2021', '2021-03-01'])(
    'a month that does not exist or is not YYYY-MM: %s',
    (month) => {
      expect(told(withRoles(role, { ...role, start: month as Month }))).toContain(
        `${FILE}: experience.items[1].start is '${month}', which is not a month: write 'YYYY-MM'`,
      )
      expect(told(withRoles({ ...role, end: month as Month }))).toContain(
        `${FILE}: experience.items[0].end is '${month}', which is not a month`,
      )
    },
  )

  it('an empty title, employer or place', () => {
    const message = told(withRoles({ ...role, title: '  ', employer: '', place: '' }))
    expect(message).toContain(`${FILE}: experience.items[0].title is empty`)
    expect(message).toContain(`${FILE}: experience.items[0].employer is empty`)
    expect(message).toContain(`${FILE}: experience.items[0].place is empty`)
  })

  it(`no highlight, more than ${MAX_HIGHLIGHTS}, or an empty one`, () => {
    expect(told(withRoles({ ...role, highlights: [] }))).toContain(
      `${FILE}: experience.items[0].highlights has 0: give 1 to ${MAX_HIGHLIGHTS}`,
    )
    const many = Array.from({ length: MAX_HIGHLIGHTS + 1 }, (_, index) => `Highlight ${index}`)
    expect(told(withRoles({ ...role, highlights: many }))).toContain(
      `experience.items[0].highlights has ${MAX_HIGHLIGHTS + 1}`,
    )
    expect(told(withRoles({ ...role, highlights: ['Fine.', ' '] }))).toContain(
      `${FILE}: experience.items[0].highlights[1] is empty`,
    )
  })

  it('a degree that ends before it starts, or with an empty name', () => {
    const message = told({
      ...content,
      education: {
        title: 'Education',
        items: [
          { institution: '', degree: 'MSc', field: 'Physics', start: '2004-10', end: '2003-06' },
        ],
      },
    })
    expect(message).toContain(
      `${FILE}: education.items[0].end is '2003-06', before its start '2004-10'`,
    )
    expect(message).toContain(`${FILE}: education.items[0].institution is empty`)
  })

  it('a spoken language without its level', () => {
    expect(
      told({
        ...content,
        languages: { title: 'Languages', items: [{ name: 'Polish', level: '' }] },
      }),
    ).toBe(`${FILE}: languages.items[0].level is empty: write it`)
  })

  it.runIf(madeCv(content))(
    'a made CV with an e-mail address that is not one, or a title without the name',
    () => {
      const made = madeCv(content)
      if (!made) return
      const cv = {
        ...made,
        email: 'hello at example.com',
        pageTitle: 'My CV' as MadeCv['pageTitle'],
      }
      const message = told({ ...content, cv })
      expect(message).toContain(
        `${FILE}: cv.email is 'hello at example.com', which is not an e-mail address`,
      )
      expect(message).toContain(`${FILE}: cv.pageTitle has no '{name}'`)
    },
  )

  it('says every mistake at once, one line each', () => {
    const message = told(
      withRoles({ ...role, title: '' }, { ...role, start: '2030-01', end: '2029-12' }),
    )
    expect(message.split('\n')).toHaveLength(2)
  })
})

describe('months, in the page’s language', () => {
  it.each([
    ['en', '2024-03', 'March 2024'],
    ['en', '2003-12', 'December 2003'],
    ['pl', '2024-03', 'marzec 2024'],
    ['pl', '2021-08', 'sierpień 2021'],
  ])('%s: %s is %s', (lang, month, shown) => {
    expect(formatMonth(month, lang)).toBe(shown)
  })

  it.runIf(content.experience && polish.experience)(
    'a role that goes on ends with the language’s word for the present',
    () => {
      const en = content.experience
      const pl = polish.experience
      if (!en || !pl) return
      expect(formatPeriod('2019-04', undefined, 'en', en.presentLabel)).toBe(
        `April 2019 – ${en.presentLabel}`,
      )
      expect(formatPeriod('2019-04', undefined, 'pl', pl.presentLabel)).toBe(
        `kwiecień 2019 – ${pl.presentLabel}`,
      )
      expect(formatPeriod('2011-09', '2019-03', 'pl', pl.presentLabel)).toBe(
        'wrzesień 2011 – marzec 2019',
      )
    },
  )

  it('only YYYY-MM months that exist are months', () => {
    expect(['2024-01', '2024-12', '1999-06'].every(isMonth)).toBe(true)
    expect(['2024-13', '2024-00', '2024-1', '2024/01', ''].some(isMonth)).toBe(false)
    expect(() => formatMonth('2024-13', 'en')).toThrow("'2024-13' is not a month")
  })
})

describe('the roles’ order', () => {
  it('is newest first, whatever the order in the file; a role that goes on first', () => {
    const roles = [
      { ...role, start: '2010-01', end: '2012-01' },
      { ...role, start: '2019-04', end: undefined },
      { ...role, start: '2019-04', end: '2020-01' },
      { ...role, start: '2014-05', end: '2019-03' },
    ] as Role[]
    expect(rolesNewestFirst(roles).map((item) => `${item.start}/${item.end ?? ''}`)).toEqual([
      '2019-04/',
      '2019-04/2020-01',
      '2014-05/2019-03',
      '2010-01/2012-01',
    ])
  })
})
