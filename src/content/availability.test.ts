/**
 * What the page says of the owner's availability, on the day the site is built: a day still to
 * come is said with its month in the page's language; once it has come, the page says the owner
 * is open for work, never a stale "from March". The words are the sample's labels (and the
 * Polish fixture's), read from the content (or made up, for content without them); the days are
 * made up here.
 */
import { describe, expect, it } from 'vitest'
import { site as polish } from '../../e2e/fixtures/languages/site.pl.ts'
import { availabilityWords, checkAvailability } from './availability.ts'
import { site } from './site.ts'
import type { SiteContent } from './types.ts'

type Availability = NonNullable<SiteContent['availability']>
/** The words for content without availability (an owner may remove it). */
const WORDS: Availability['labels'] = {
  open: 'Open',
  limited: 'Limited',
  booked: 'Booked',
  from: 'From {month}',
}
// Typed as any content's: an owner's may have no availability.
const content: SiteContent = site
const polishContent: SiteContent = polish
const labels = content.availability?.labels ?? WORDS
const polishLabels = polishContent.availability?.labels ?? WORDS

const booked: Availability = { status: 'booked', from: '2027-03-01', labels }

describe('availabilityWords', () => {
  it('says the month new projects can start, in the page’s language, until that day', () => {
    expect(availabilityWords(booked, 'en', '2026-11-29')).toEqual({
      status: 'booked',
      text: labels.from.replace('{month}', 'March 2027'),
    })
    expect(availabilityWords({ ...booked, labels: polishLabels }, 'pl', '2027-02-28')).toEqual({
      status: 'booked',
      text: polishLabels.from.replace('{month}', 'marzec 2027'),
    })
  })

  it('reads as open from that day on, whatever the status said', () => {
    for (const status of ['booked', 'limited', 'open'] as const) {
      expect(availabilityWords({ ...booked, status }, 'en', '2027-03-01')).toEqual({
        status: 'open',
        text: labels.open,
      })
      expect(
        availabilityWords({ ...booked, status, labels: polishLabels }, 'pl', '2027-04-15'),
      ).toEqual({ status: 'open', text: polishLabels.open })
    }
  })

  it('says the status’s own words without a day', () => {
    for (const status of ['open', 'limited', 'booked'] as const)
      expect(availabilityWords({ status, labels }, 'en', '2026-11-29')).toEqual({
        status,
        text: labels[status],
      })
  })
})

describe('checkAvailability', () => {
  it('fails naming the file and the field for a day that does not exist', () => {
    const wrong = { ...site, availability: { ...booked, from: '2027-02-30' as const } }
    expect(() => checkAvailability(wrong, 'src/content/site.ts')).toThrow(
      'src/content/site.ts: availability.from "2027-02-30" is not a day',
    )
    expect(() => checkAvailability(site, 'src/content/site.ts')).not.toThrow()
  })
})
