import { describe, expect, it } from 'vitest'
import { caseStudyPath, homePath } from './addresses.ts'
import { NOT_SPECULATED, SPECULATION_EAGERNESS, speculationRules } from './speculation.ts'

type Rules = Record<
  'prerender' | 'prefetch',
  { where: { and: [{ href_matches: string[] }, unknown] }; eagerness: string }[]
>
const addresses = (json: string | null) =>
  (JSON.parse(json ?? 'null') as Rules | null)?.prerender[0]?.where.and[0].href_matches

describe('speculationRules', () => {
  it('names nothing where there is no other page: one language and no case study', () => {
    expect(speculationRules('/', [homePath()])).toBeNull()
    expect(speculationRules('/portfolio/', [homePath()])).toBeNull()
  })

  it('names each path it is given, under the base', () => {
    expect(addresses(speculationRules('/', [homePath(), homePath('pl/')]))).toEqual(['/', '/pl/'])
    expect(
      addresses(
        speculationRules('/portfolio/', [
          homePath(),
          caseStudyPath('*'),
          homePath('pl/'),
          caseStudyPath('*', 'pl/'),
        ]),
      ),
    ).toEqual([
      '/portfolio/',
      '/portfolio/projects/*/',
      '/portfolio/pl/',
      '/portfolio/pl/projects/*/',
    ])
  })

  it('prerenders and prefetches alike, moderately, never a download or a counted link', () => {
    const rules = JSON.parse(
      speculationRules('/', [homePath(), caseStudyPath('*')]) ?? '{}',
    ) as Rules
    for (const rule of [...rules.prerender, ...rules.prefetch]) {
      expect(rule.eagerness).toBe(SPECULATION_EAGERNESS)
      expect(rule.where.and[1]).toEqual({ not: { selector_matches: NOT_SPECULATED } })
    }
  })
})
