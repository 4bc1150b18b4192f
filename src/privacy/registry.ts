/**
 * What the site keeps in a visitor's browser and which other hosts it asks, as facts the code
 * itself declares: each entry lives beside the code that uses it (the theme's cookie in
 * src/document/themeScript.ts, the draft in src/contact/draftStorage.ts, the cross-fade's
 * cookie in src/islands/crossFade.ts, EmailJS in src/contact/emailClient.ts, the counter in
 * src/counting/counter.ts, reCAPTCHA in src/contact/recaptcha.ts, the booking page in
 * src/sections/Contact.tsx), and ./facts.ts gathers them for a build. The privacy page shows
 * them in the visitor's language (the words are `privacy` in each content file, by these ids);
 * scripts/privacy-registry.test.ts fails when the code uses a storage key, a cookie or a host
 * that no entry names.
 */

/** Where the browser keeps an item. */
export type StorageArea = 'cookie' | 'localStorage' | 'sessionStorage'

/** Each item the site keeps in the browser; the content says what it is for by this id. */
export type StoredItemId = 'theme' | 'draft' | 'prerendered'

/** Something the site keeps in the visitor's browser, and only once the visitor acts. */
export interface StoredItem {
  id: StoredItemId
  /** Its name as the browser's tools show it: the cookie's, or the storage key. */
  name: string
  where: StorageArea
  /**
   * How long it may be kept, in seconds from when it was last written, or 'session': until
   * the browser is closed (a cookie without an age).
   */
  keptFor: number | 'session'
}

/** Each other host the site may ask; the content says what it does by this id. */
export type RecipientId = 'emailjs' | 'counter' | 'recaptcha' | 'booking'

/** What a host receives, by the content's word for it (`privacy.recipients.data`). */
export type DataId =
  | 'name'
  | 'email'
  | 'message'
  /** reCAPTCHA's answer, sent with the message when the checkbox is on. */
  | 'recaptchaToken'
  /** A page's path and title. */
  | 'page'
  /** An event's fixed name (a message sent, the CV downloaded). */
  | 'event'
  /** Hardware and software information about the device and the browser (reCAPTCHA's). */
  | 'device'
  /** What every request carries: the visitor's IP address and the browser's name and version. */
  | 'connection'

/** When a host is asked, by the content's word for it (`privacy.recipients.moments`). */
export type Moment =
  /** Only when the visitor sends the form. */
  | 'send'
  /** On every page opened, and at a few of the visitor's acts (a message sent, the CV downloaded). */
  | 'pageView'
  /** When the visitor starts on the form: a touch, a focus or a key in it (its script and checkbox load). */
  | 'formUsed'
  /** Only when the visitor follows the link. */
  | 'followLink'

/** Another host the site's pages ask for something, and what it gets. */
export interface Recipient {
  id: RecipientId
  /** The service's name as the page shows it: 'EmailJS'; a booking page's host. */
  name: string
  /** Every host the browser asks, as the CSP allows it (a link's host, for a link). */
  hosts: readonly string[]
  receives: readonly DataId[]
  when: Moment
  /** Its privacy policy, where the site knows it. */
  policy?: `https://${string}`
  /** Its terms of service, where they apply to the visitor too (Google's, for reCAPTCHA). */
  terms?: `https://${string}`
  /**
   * Whether it processes what it receives outside the European Economic Area: true, false, or
   * undefined where the site cannot know (a self-hosted counter, a booking page).
   */
  outsideEea?: boolean
}
