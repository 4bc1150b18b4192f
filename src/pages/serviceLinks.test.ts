/**
 * Where each language's services lead, and what proves them: a service's page in its own
 * language, else the default language's, marked with it; its proof, every case study and
 * article that shares one of its tags (compared by their address), the case studies in the
 * projects' order, then the articles newest first. Projects, articles and services are made up
 * here from the sample's shape.
 */
import { describe, expect, it } from 'vitest'
import { parseInsight } from '../content/insight.ts'
import type { Language } from '../content/languages.ts'
import { site } from '../content/site.ts'
import type { Project, Service, SiteContent } from '../content/types.ts'
import { serviceWords } from '../test/services.ts'
import { caseStudyPath, insightPath, servicePath } from './addresses.ts'
import type { CaseStudyLink, InsightEntry } from './build.ts'
import { serviceProof, servicesByLanguage, servicesNav } from './serviceLinks.ts'

// The content's own words, or the tests' for content without services.
const labels = serviceWords(site)

const service: Service = {
  name: 'Flow review',
  summary: 'A review of your flows.',
  duration: '1 week',
  tags: ['Power Automate', 'Dataverse'],
  page: 'flow-review.md',
}
const PAGE = '---\naudience: Teams.\ndeliverables: [A report]\n---\n\nHow it runs.\n'

const project = (title: string, tags: string[], caseStudy?: `${string}.md`): Project => ({
  title,
  description: `${title}, in a sentence.`,
  image: { file: 'vendor-onboarding.png', alt: title },
  tags,
  ...(caseStudy ? { caseStudy } : {}),
})

const article = (name: string, date: string, tags: string[]): InsightEntry => ({
  insight: parseInsight(
    name,
    `---\ntitle: ${name}\ndate: ${date}\nsummary: ${name}, summed up.\ntags: [${tags.join(', ')}]\n---\n\nText.\n`,
    'en',
  ),
  href: `/${insightPath(name)}`,
})

describe('serviceProof', () => {
  const projects = [
    project('Approvals', ['power automate', 'SharePoint'], 'approvals.md'),
    project('Not studied', ['Power Automate']),
    project('Portal', ['Viva'], 'portal.md'),
    project('Data model', ['Dataverse'], 'data-model.md'),
  ]
  const content: SiteContent = { ...site, projects: { ...site.projects, items: projects } }
  const caseStudyLinks = new Map<string, CaseStudyLink>([
    ['approvals.md', { href: `/${caseStudyPath('approvals')}` }],
    ['portal.md', { href: `/${caseStudyPath('portal')}` }],
    [
      'data-model.md',
      { href: `/${caseStudyPath('data-model')}`, lang: 'en', languageName: 'English' },
    ],
  ])
  const insights = [
    article('newest', '2026-11-20', ['Dataverse']),
    article('unrelated', '2026-11-10', ['SharePoint']),
    article('older', '2026-10-01', ['Power Automate']),
  ]

  it('lists every case study and article sharing a tag: case studies in the projects’ order, then articles newest first', () => {
    const proof = serviceProof({ service }, content, { caseStudyLinks, insights })
    expect(proof.map(({ kind, title }) => `${kind} ${title}`)).toEqual([
      'caseStudy Approvals',
      'caseStudy Data model',
      'article newest',
      'article older',
    ])
    expect(proof[0]).toEqual({
      kind: 'caseStudy',
      title: 'Approvals',
      href: `/${caseStudyPath('approvals')}`,
      summary: 'Approvals, in a sentence.',
    })
    // One not translated yet says its language; an article carries its day.
    expect(proof[1]).toMatchObject({ lang: 'en', languageName: 'English' })
    expect(proof[2]).toMatchObject({ date: '2026-11-20', summary: 'newest, summed up.' })
  })

  it('leaves out articles a build does not publish, and proves nothing without a shared tag', () => {
    const marked = [{ ...article('draft', '2026-11-25', ['Dataverse']), mark: 'draft' as const }]
    expect(
      serviceProof({ service }, content, { caseStudyLinks, insights: marked }).map(
        ({ title }) => title,
      ),
    ).toEqual(['Approvals', 'Data model'])
    expect(
      serviceProof({ service: { ...service, tags: ['Azure'] } }, content, {
        caseStudyLinks,
        insights,
      }),
    ).toEqual([])
  })
})

describe('servicesByLanguage', () => {
  const polish = (services: Service[]): SiteContent => ({
    ...site,
    lang: 'pl',
    languageName: 'Polski',
    services: { ...labels, items: services },
  })
  const english: SiteContent = { ...site, services: { ...labels, items: [service] } }
  const languages = (pl: SiteContent): Language[] => [
    { content: english, file: 'src/content/site.ts', prefix: '' },
    { content: pl, file: 'src/content/site.pl.ts', prefix: 'pl/' },
  ]

  it('links each language’s service to its own page where it is written, under the base', () => {
    const files = { 'flow-review': PAGE, 'flow-review.pl': PAGE }
    const [en, pl] = servicesByLanguage(languages(polish([service])), '/portfolio/', files)
    expect(en?.[0]?.link).toEqual({ href: `/portfolio/${servicePath('flow-review')}` })
    expect(pl?.[0]?.link).toEqual({ href: `/portfolio/${servicePath('flow-review', 'pl/')}` })
    expect(pl?.[0]?.page?.lang).toBe('pl')
  })

  it('links a page not translated yet to the default language’s, marked with its language', () => {
    const [, pl] = servicesByLanguage(languages(polish([service])), '/', { 'flow-review': PAGE })
    expect(pl?.[0]?.page).toBeUndefined()
    expect(pl?.[0]?.link).toEqual({
      href: `/${servicePath('flow-review')}`,
      lang: site.lang,
      languageName: site.languageName,
    })
  })

  it('keys a service by its page’s name, or by its name as an address, with no link without a page', () => {
    const [en] = servicesByLanguage(languages(polish([])), '/', { 'flow-review': PAGE })
    expect(en?.[0]?.key).toBe('flow-review')
    const { page: _page, ...without } = service
    const alone: SiteContent = { ...english, services: { ...labels, items: [without] } }
    const [only] = servicesByLanguage([{ content: alone, file: 'site.ts', prefix: '' }], '/', {})
    expect(only?.[0]).toEqual({ service: without, key: 'flow-review' })
  })
})

describe('servicesNav', () => {
  it('adds a link to the services’ section while the language offers any, and none otherwise', () => {
    const offering: SiteContent = { ...site, services: { ...labels, items: [service] } }
    expect(servicesNav(offering)).toEqual([
      { label: labels.title, href: `#${site.sectionIds.services ?? 'services'}` },
    ])
    expect(servicesNav({ ...site, services: { ...labels, items: [] } })).toEqual([])
    const { services: _services, ...without }: SiteContent = site
    expect(servicesNav(without)).toEqual([])
  })
})
