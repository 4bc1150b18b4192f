/**
 * The privacy registry (src/privacy/) against the code: every storage key and cookie the site's
 * code uses, in its source (src/**) and in the inline scripts it makes as text (the colour
 * theme's, the loader's, the 404 page's count), and every host its Content-Security-Policy lets
 * a page ask, in each configuration the owner can choose, is one the registry lists, so the
 * privacy page names it. Each check is also shown failing on code that keeps or asks something
 * the registry does not list.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { earlyDraftKeeping } from '../src/contact/draftStorage.ts'
import { EMAILJS_ORIGIN } from '../src/contact/emailConfig.ts'
import { site } from '../src/content/site.ts'
import { counterRecipient, notFoundCountScript } from '../src/counting/counter.ts'
import { THEME_SCRIPT } from '../src/document/themeScript.ts'
import { HELD_BEFORE_BOOT, WAITING_ISLAND } from '../src/islands/markup.ts'
import { privacyFacts } from '../src/privacy/facts.ts'
import { bootLoader } from './boot-loader.mjs'
import { storageUses, unlistedHosts, unlistedStorage } from './privacy-scan.mjs'
import { contentSecurityPolicy } from './security-headers.mjs'

const COUNTER = 'https://yourcode.goatcounter.com/count'

/** The site's own code: src/, but its tests and their helpers. */
function sources(): Record<string, string> {
  const files = readdirSync('src', { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|typetest)\.tsx?$/.test(file))
    .filter((file) => !file.startsWith(join('test', '')))
  return Object.fromEntries(
    files.map((file) => [
      `src/${file.split('\\').join('/')}`,
      readFileSync(join('src', file), 'utf8'),
    ]),
  )
}

/** The inline scripts the build writes into pages, as they run, and where each is made. */
const INLINE = {
  'inline:theme.js': THEME_SCRIPT,
  'inline:loader.js': bootLoader({
    src: '/assets/index-hash.js',
    integrity: 'sha256-hash',
    heldWithin: HELD_BEFORE_BOOT,
    keepDrafts: earlyDraftKeeping(WAITING_ISLAND),
  }),
  'inline:404-count.js': notFoundCountScript(COUNTER),
}
const MADE_AS_TEXT = ['src/document/themeScript.ts', 'scripts/boot-loader.mjs']
/** Functions whose text the build writes out into an inline script (INLINE), read there. */
const WRITTEN_OUT = { 'src/contact/draftStorage.ts': ['keepEarlyDrafts'] }

/** Every configuration an owner chooses that changes whom the pages ask. */
const CONFIGURATIONS = [
  { name: 'as the sample ships', counter: undefined, recaptchaSiteKey: undefined },
  { name: 'counting visits', counter: COUNTER, recaptchaSiteKey: undefined },
  { name: 'with reCAPTCHA', counter: undefined, recaptchaSiteKey: '6Lc-site-key' },
  { name: 'with both', counter: COUNTER, recaptchaSiteKey: '6Lc-site-key' },
]

const buildOf = ({ counter, recaptchaSiteKey }: (typeof CONFIGURATIONS)[number]) => ({
  email: {
    publicKey: 'key',
    serviceId: 'service',
    templateId: 'template',
    origin: EMAILJS_ORIGIN,
    ...(recaptchaSiteKey ? { recaptchaSiteKey } : {}),
  },
  ...(counter ? { counter } : {}),
})

/** Everything the site may keep in the browser, as the privacy page lists it. */
const STORED = privacyFacts(
  site,
  buildOf(CONFIGURATIONS[0] ?? { counter: undefined, recaptchaSiteKey: undefined }),
).stored

describe('the privacy registry against the code', () => {
  it('lists every storage key and cookie the code uses, in its files and in the inline scripts it makes', () => {
    const scan = storageUses(
      {
        ...sources(),
        'scripts/boot-loader.mjs': readFileSync('scripts/boot-loader.mjs', 'utf8'),
        ...INLINE,
      },
      { scriptsAsText: MADE_AS_TEXT, writtenOut: WRITTEN_OUT },
    )
    expect(unlistedStorage(scan, STORED)).toEqual([])
    // The scan found them where they are: the theme's and the loader's cookies written in their
    // scripts, the draft in its module (a scan that read nothing would pass the check above).
    const written = scan.uses.filter((use) => use.write).map(({ file, key }) => `${file} ${key}`)
    expect(new Set(written)).toEqual(
      new Set([
        'inline:theme.js theme',
        'src/islands/crossFade.ts prerendered',
        'inline:loader.js contact-draft',
        'src/contact/draftStorage.ts contact-draft',
      ]),
    )
    expect(new Set(STORED.map((item) => item.name))).toEqual(
      new Set(['theme', 'prerendered', 'contact-draft']),
    )
  }, 30_000)

  it('fails on a key, a cookie or a storage it does not list, and on storage code it cannot read', () => {
    const scan = storageUses(
      {
        'src/fake/tracker.ts': [
          "export const VISITOR = 'visitor-id'",
          'localStorage.setItem(VISITOR, crypto.randomUUID())',
        ].join('\n'),
        'src/fake/more.ts': [
          "import { VISITOR } from './tracker.ts'",
          "import { DRAFT_KEY } from '../contact/draftStorage.ts'",
          'localStorage.removeItem(DRAFT_KEY)',
          'sessionStorage.getItem(VISITOR)',
          'const key = location.hash',
          "localStorage.setItem(key, '1')",
          'localStorage.visits = 1',
          "document.cookie = '_ga=' + Date.now() + '; max-age=63072000'",
          "indexedDB.open('cache')",
          'export const SCRIPT = \'document.cookie="seen=1"\'',
        ].join('\n'),
        'src/contact/draftStorage.ts': readFileSync('src/contact/draftStorage.ts', 'utf8'),
        // A script written out from a function's text: its call gives the parameter's key.
        'inline:written.js': [
          "(function (key) { localStorage.setItem(key, '1') })('visitor-id')",
          "(function (key) { localStorage.setItem(key, '1') })(location.hash)",
        ].join('\n'),
      },
      { writtenOut: WRITTEN_OUT },
    )
    expect(unlistedStorage(scan, STORED)).toEqual([
      'src/fake/tracker.ts:2: the storage key "visitor-id", which the registry does not list',
      'src/fake/more.ts:4: the storage key "visitor-id", which the registry does not list',
      'src/fake/more.ts:4: sessionStorage, which no listed item is in',
      'src/fake/more.ts:6: a storage key the code does not give as a constant',
      'src/fake/more.ts:7: a storage key the code does not give as a constant',
      'src/fake/more.ts:8: the cookie "_ga", which the registry does not list',
      'src/fake/more.ts:9: indexedDB, which the registry has no place for',
      'inline:written.js:1: the storage key "visitor-id", which the registry does not list',
      'inline:written.js:2: a storage key the code does not give as a constant',
      'src/fake/more.ts:10: storage code in a string, which this scan cannot read: document.cookie="seen=1"',
    ])
  })

  for (const configuration of CONFIGURATIONS)
    it(`names every host the Content-Security-Policy lets a page ask, and only those: ${configuration.name}`, () => {
      const build = buildOf(configuration)
      const policy = contentSecurityPolicy({
        styleHashes: [],
        connectOrigins: [build.email.origin],
        recaptcha: Boolean(configuration.recaptchaSiteKey),
        ...(configuration.counter ? { counter: configuration.counter } : {}),
      })
      expect(unlistedHosts(policy, privacyFacts(site, build).recipients)).toEqual([])
    })

  it('fails on a host the policy allows and no recipient names, and on one a recipient names that the policy refuses', () => {
    const policy = contentSecurityPolicy({
      styleHashes: [],
      connectOrigins: [EMAILJS_ORIGIN, 'https://cdn.example.net'],
    })
    const facts = privacyFacts(
      site,
      buildOf({ name: '', counter: undefined, recaptchaSiteKey: undefined }),
    )
    expect(unlistedHosts(policy, [...facts.recipients, counterRecipient(COUNTER)])).toEqual([
      'the policy allows cdn.example.net, which no recipient names',
      'a recipient names yourcode.goatcounter.com, which the policy does not allow',
    ])
  })
})
