/**
 * The services' checks, as the build runs them: every page a service names is read (in the
 * content's language, a translation as <name>.<code>.md), and a wrong edit fails naming the file
 * and the field: a page file that is missing, a page file no service names, a page whose name
 * cannot be an address, a price that cannot be shown, two services with one key, a page
 * without who it is for, what the buyer gets or how it runs. The content is the sample's,
 * edited here; the page files are written here.
 */
import { describe, expect, it } from 'vitest'
import { tagSlug } from '../pages/addresses.ts'
import { serviceWords } from '../test/services.ts'
import { siteLanguages } from './languages.ts'
import { DELIVERABLES, SERVICE_DIR } from './service.ts'
import { checkServicePages, serviceFiles, servicesOf } from './services.ts'
import { site } from './site.ts'
import type { Service, SiteContent } from './types.ts'

// The content's own words, or the tests' for content without services.
const labels = serviceWords(site)

/** The sample's content with these services. */
const offering = (items: readonly Service[], lang: string = site.lang): SiteContent => ({
  ...site,
  lang,
  services: { ...labels, items },
})

/** A service page's Markdown: its front matter's lines, then its body. */
const page = (
  front = 'audience: Teams that need it.\ndeliverables:\n  - A report\n  - A workshop',
  body = '### Week one\n\nWe look.\n',
) => `---\n${front}\n---\n\n${body}`

const service = (fields: Partial<Service> = {}): Service => ({
  name: 'Tenant review',
  summary: 'A review.',
  duration: '1 week',
  tags: ['SharePoint'],
  ...fields,
})

describe('servicesOf', () => {
  it('reads every service in the content’s order, with the page each names, keyed by it', () => {
    const files = { review: page(), other: page() }
    const read = servicesOf(
      offering([
        service({ page: 'review.md' }),
        service({ name: 'Intranet in Six Weeks' }),
        service({ name: 'Other', page: 'other.md' }),
      ]),
      files,
    )
    expect(read.map(({ key }) => key)).toEqual([
      'review',
      tagSlug('Intranet in Six Weeks'),
      'other',
    ])
    expect(read.map(({ page }) => page?.path)).toEqual([
      `${SERVICE_DIR}/review.md`,
      undefined,
      `${SERVICE_DIR}/other.md`,
    ])
    expect(read[0]?.page?.deliverables).toEqual(['A report', 'A workshop'])
    expect(read[0]?.page?.audience).toBe('Teams that need it.')
  })

  it('reads a translation in another language, and none where it is not written yet', () => {
    const files = {
      review: page(),
      'review.pl': page('audience: Zespoły.\ndeliverables: [Raport]'),
    }
    const [polish] = servicesOf(offering([service({ page: 'review.md' })], 'pl'), files, {
      file: 'src/content/site.pl.ts',
      translation: true,
    })
    expect(polish?.page).toMatchObject({ lang: 'pl', path: `${SERVICE_DIR}/review.pl.md` })
    const [german] = servicesOf(offering([service({ page: 'review.md' })], 'de'), files, {
      translation: true,
    })
    expect(german?.page).toBeUndefined()
    expect(german?.pageName).toBe('review')
  })

  it('fails naming the content file, the field and the file when a page file does not exist', () => {
    expect(() =>
      servicesOf(offering([service(), service({ name: 'B', page: 'missing.md' })]), {}),
    ).toThrow(
      `src/content/site.ts: services.items[2].page 'missing.md': ${SERVICE_DIR}/missing.md does not exist`,
    )
  })

  it('fails naming the field when the page’s name cannot be an address', () => {
    expect(() =>
      servicesOf(offering([service({ page: 'Health Check.md' })]), { 'Health Check': page() }),
    ).toThrow(/services\.items\[1\]\.page 'Health Check\.md': name the file in lower-case letters/)
  })

  it('fails naming the field when a price’s currency is not one, or its number is not a price', () => {
    expect(() =>
      servicesOf(offering([service({ price: { from: 4000, currency: 'EURO' } })]), {}),
    ).toThrow('src/content/site.ts: services.items[1].price.currency is "EURO"')
    expect(() =>
      servicesOf(offering([service({ price: { from: 4000, currency: 'eur' } })]), {}),
    ).toThrow('services.items[1].price.currency is "eur"')
    expect(() =>
      servicesOf(offering([service({ price: { from: 0, currency: 'EUR' } })]), {}),
    ).toThrow('services.items[1].price.from is 0')
  })

  it('fails naming both services when two have one key', () => {
    expect(() => servicesOf(offering([service(), service({ summary: 'Again.' })]), {})).toThrow(
      'services.items[2] "Tenant review" has the same name, as an address, as services.items[1]',
    )
  })
})

describe('a service’s page file', () => {
  const read = (markdown: string) =>
    servicesOf(offering([service({ page: 'review.md' })]), { review: markdown })
  const path = `${SERVICE_DIR}/review.md`

  it('fails naming the file and the field when who it is for is missing', () => {
    expect(() => read(page('deliverables: [A report]'))).toThrow(
      `${path}: audience is missing or empty`,
    )
  })

  it(`fails naming the file and the field without what the buyer gets, or with more than ${DELIVERABLES.max}`, () => {
    expect(() => read(page('audience: Teams.'))).toThrow(`${path}: deliverables is missing`)
    const many = Array.from({ length: DELIVERABLES.max + 1 }, (_, index) => `  - Item ${index}`)
    expect(() => read(page(`audience: Teams.\ndeliverables:\n${many.join('\n')}`))).toThrow(
      `${path}: deliverables has ${DELIVERABLES.max + 1}`,
    )
  })

  it('fails naming the file and the key when a key is not a field of a service’s page', () => {
    expect(() => read(page('audience: Teams.\ndeliverables: [A]\nprice: 4000'))).toThrow(
      `${path}: price is not a field of a service’s page (audience, deliverables)`,
    )
  })

  it('fails naming the file when the page says nothing of how the service runs', () => {
    expect(() => read(page(undefined, ''))).toThrow(`${path}: the page has no text`)
  })
})

describe('checkServicePages', () => {
  const languages = (pl: SiteContent) => [
    { content: offering([service({ page: 'review.md' })]), file: 'src/content/site.ts' },
    { content: pl, file: 'src/content/site.pl.ts' },
  ]
  const polish = offering([service({ page: 'review.md' })], 'pl')

  it('passes when every page file is named, translations by their language', () => {
    expect(() =>
      checkServicePages(languages(polish), { review: page(), 'review.pl': page() }),
    ).not.toThrow()
  })

  it('fails naming a page file no service names, and where to name it', () => {
    expect(() =>
      checkServicePages(languages(polish), { review: page(), forgotten: page() }),
    ).toThrow(
      `${SERVICE_DIR}/forgotten.md is not named by any service: name it as page: 'forgotten.md' of a service in services.items of src/content/site.ts, or delete the file`,
    )
  })

  it('fails naming a translation its language’s services do not name', () => {
    const none = offering([], 'pl')
    expect(() =>
      checkServicePages(languages(none), { review: page(), 'review.pl': page() }),
    ).toThrow(
      `${SERVICE_DIR}/review.pl.md is not named by any service: name it as page: 'review.md' of a service in services.items of src/content/site.pl.ts`,
    )
  })

  it('warns, naming it, of a translation in a language the site does not have: it is not published', () => {
    expect(checkServicePages(languages(polish), { review: page(), 'review.de': page() })).toEqual([
      `${SERVICE_DIR}/review.de.md is in a language the site does not have (no src/content/site.de.ts): it is not published.`,
    ])
  })

  it('passes on the project’s own files with its own content, in every language it has', () => {
    expect(() => checkServicePages(siteLanguages(), serviceFiles)).not.toThrow()
  })
})
