/**
 * The registry (./registry.ts) gathered for one build: what this build's pages keep in the
 * browser and which other hosts they ask, from the entries beside the code that uses each one.
 * The counter, reCAPTCHA and the booking page are there only where the owner turned them on.
 */

import { DRAFT_ITEM } from '../contact/draftStorage.ts'
import { emailRecipient } from '../contact/emailClient.ts'
import { RECAPTCHA_RECIPIENT } from '../contact/recaptcha.ts'
import type { SiteContent } from '../content/types.ts'
import { counterRecipient } from '../counting/counter.ts'
import { THEME_COOKIE } from '../document/themeScript.ts'
import { PRERENDERED_COOKIE } from '../islands/crossFade.ts'
import type { PageBuild } from '../pages/build.ts'
import { bookingRecipient } from '../sections/Contact.tsx'
import type { Recipient, StoredItem } from './registry.ts'

export interface PrivacyFacts {
  /** The other hosts the pages ask, in the order a visitor meets them: the form's first. */
  recipients: readonly Recipient[]
  /** What the pages keep in the browser, each once the visitor acts. */
  stored: readonly StoredItem[]
}

/**
 * What a language's pages do, as built: the form's provider (where the build sends), the
 * counter (where the build counts), reCAPTCHA (where the content has a site key), the booking
 * page (where the content links one); the theme's cookie, the draft, and the cross-fade's cookie.
 */
export function privacyFacts(
  content: SiteContent,
  build: Pick<PageBuild, 'email' | 'counter'>,
): PrivacyFacts {
  const { booking } = content.contact
  return {
    recipients: [
      emailRecipient(build.email),
      ...(build.email.recaptchaSiteKey ? [RECAPTCHA_RECIPIENT] : []),
      ...(build.counter ? [counterRecipient(build.counter)] : []),
      ...(booking ? [bookingRecipient(booking)] : []),
    ],
    stored: [THEME_COOKIE, DRAFT_ITEM, PRERENDERED_COOKIE],
  }
}
