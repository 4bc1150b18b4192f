/**
 * The registry gathered for a build (./facts.ts): whom the pages ask and what the browser keeps,
 * by what the owner turned on. What each entry says is read from the code beside it.
 */
import { describe, expect, it } from 'vitest'
import { DRAFT_ITEM, DRAFT_KEY, DRAFT_MAX_AGE_MS } from '../contact/draftStorage.ts'
import { EMAILJS_ORIGIN, type EmailConfig } from '../contact/emailConfig.ts'
import { FIELD_NAMES } from '../contact/formFields.ts'
import { RECAPTCHA_RECIPIENT } from '../contact/recaptcha.ts'
import { site } from '../content/site.ts'
import type { SiteContent } from '../content/types.ts'
import { THEME_NAME } from '../document/theme.ts'
import { THEME_COOKIE, THEME_COOKIE_SECONDS } from '../document/themeScript.ts'
import { PRERENDERED_COOKIE, PRERENDERED_KEY } from '../islands/crossFade.ts'
import { privacyFacts } from './facts.ts'

const email: EmailConfig = {
  publicKey: 'key',
  serviceId: 'service',
  templateId: 'template',
  origin: EMAILJS_ORIGIN,
}
const booking = { href: 'https://outlook.office.com/bookwithme/user/owner', label: 'Book a call' }
const withBooking: SiteContent = { ...site, contact: { ...site.contact, booking } }
const { booking: _none, ...contactWithout } = site.contact as SiteContent['contact']
const withoutBooking: SiteContent = { ...site, contact: contactWithout }

const ids = (facts: ReturnType<typeof privacyFacts>) => facts.recipients.map(({ id }) => id)

describe('privacyFacts', () => {
  it('asks only EmailJS, when a message is sent, with every field of it, as the sample ships', () => {
    const facts = privacyFacts(withoutBooking, { email })
    expect(ids(facts)).toEqual(['emailjs'])
    const [emailjs] = facts.recipients
    expect(emailjs?.hosts).toEqual([new URL(EMAILJS_ORIGIN).host])
    expect(emailjs?.when).toBe('send')
    expect(emailjs?.receives).toEqual([...FIELD_NAMES, 'connection'])
    expect(emailjs?.policy).toMatch(/^https:\/\/www\.emailjs\.com\//)
  })

  it('adds reCAPTCHA (and its answer to what EmailJS receives) only with a site key', () => {
    const facts = privacyFacts(withoutBooking, { email: { ...email, recaptchaSiteKey: 'k' } })
    expect(ids(facts)).toEqual(['emailjs', 'recaptcha'])
    expect(facts.recipients[0]?.receives).toContain('recaptchaToken')
    expect(facts.recipients[1]).toEqual(RECAPTCHA_RECIPIENT)
  })

  it('adds the counter only where the build counts, at its own host; the hosted one with its policy', () => {
    const hosted = privacyFacts(withoutBooking, {
      email,
      counter: 'https://yourcode.goatcounter.com/count',
    })
    expect(ids(hosted)).toEqual(['emailjs', 'counter'])
    expect(hosted.recipients[1]).toMatchObject({
      hosts: ['yourcode.goatcounter.com'],
      receives: ['page', 'event', 'connection'],
      when: 'pageView',
      outsideEea: false,
    })
    expect(hosted.recipients[1]?.policy).toMatch(/^https:\/\/www\.goatcounter\.com\//)
    // A counter of the owner's own: nothing the site can say of where it is or its policy.
    const own = privacyFacts(withoutBooking, { email, counter: 'https://stats.owner.eu/count' })
    expect(own.recipients[1]).toEqual({
      id: 'counter',
      name: 'GoatCounter',
      hosts: ['stats.owner.eu'],
      receives: ['page', 'event', 'connection'],
      when: 'pageView',
    })
  })

  it('names the booking page’s host, asked only when the visitor follows its link', () => {
    const facts = privacyFacts(withBooking, { email })
    expect(facts.recipients.at(-1)).toEqual({
      id: 'booking',
      name: 'outlook.office.com',
      hosts: ['outlook.office.com'],
      receives: ['connection'],
      when: 'followLink',
    })
  })

  it('keeps the theme’s cookie, the draft and the cross-fade’s cookie, with the names and ages the code uses', () => {
    expect(THEME_COOKIE).toMatchObject({
      name: THEME_NAME,
      where: 'cookie',
      keptFor: THEME_COOKIE_SECONDS,
    })
    expect(DRAFT_ITEM).toMatchObject({
      name: DRAFT_KEY,
      where: 'localStorage',
      keptFor: DRAFT_MAX_AGE_MS / 1000,
    })
    expect(PRERENDERED_COOKIE).toMatchObject({
      name: PRERENDERED_KEY,
      where: 'cookie',
      keptFor: 'session',
    })
    expect(privacyFacts(site, { email }).stored).toEqual([
      THEME_COOKIE,
      DRAFT_ITEM,
      PRERENDERED_COOKIE,
    ])
  })
})
