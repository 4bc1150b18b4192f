/**
 * Services for the unit tests: the content's own, or, for content that offers none (an owner may
 * remove them), these, so the tests prove the same things with any content.
 */
import type { SiteContent } from '../content/types.ts'

type Services = NonNullable<SiteContent['services']>

/** The words of a services' section, for content that has none. */
export const TEST_SERVICE_WORDS: Omit<Services, 'items'> = {
  title: 'Services',
  intro: 'What you can hire.',
  askLabel: 'Ask about this',
  messageLine: 'About: {service}',
  readLabel: 'What it includes',
  durationLabel: 'Duration',
  priceLabel: 'Price',
  areaLabel: 'Where',
  priceFrom: 'from {price}',
  pageTitle: '{title}: a service',
  audienceTitle: 'Who it is for',
  deliverablesTitle: 'What you get',
  howTitle: 'How it runs',
  proofTitle: 'Work like this',
  contactPrompt: 'Is this what you need?',
}

/** The page file of the test service, for content that offers none: services/test-review/. */
export const TEST_SERVICE_PAGE = {
  name: 'test-review',
  markdown:
    '---\naudience: Teams that need a review.\ndeliverables: [A report, A workshop]\n---\n\n### Week one\n\nWe look.\n',
}

/** The content's services' words, else TEST_SERVICE_WORDS. */
export const serviceWords = (content: SiteContent): Omit<Services, 'items'> =>
  content.services ?? TEST_SERVICE_WORDS

/**
 * The content with services: its own, else two of the test's (one with a page, one without, a
 * price on one), and a process.
 */
export const withServices = (content: SiteContent): SiteContent =>
  content.services
    ? content
    : {
        ...content,
        services: {
          ...TEST_SERVICE_WORDS,
          items: [
            {
              name: 'Test review',
              summary: 'A review, in a week.',
              duration: '1 week',
              price: { from: 4000, currency: 'EUR' },
              tags: content.projects.items[0]?.tags.slice(0, 1) ?? [],
              page: `${TEST_SERVICE_PAGE.name}.md`,
            },
            { name: 'Test workshop', summary: 'A day.', duration: '1 day', tags: [] },
          ],
          process: { title: 'How we start', steps: [{ title: 'A call', text: 'We talk.' }] },
        },
      }
