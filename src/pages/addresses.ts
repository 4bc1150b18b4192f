import { slug } from 'github-slugger'
import { ASK_PARAMETER } from '../contact/askLine.ts'

/**
 * Where each page of the site is: the one home of its address rules. A page's path is relative
 * to the site's base ('/' at the root of a domain, '/portfolio/' under a path), and ends in '/'
 * (a folder with its index.html), or is '' for the default language's home page. Each language
 * other than the default has its pages under its code: pl/, pl/projects/<name>/.
 */

/** A language's path prefix: '' for the default language, '<code>/' for each other. */
export const languagePrefix = (lang: string, isDefault: boolean) => (isDefault ? '' : `${lang}/`)

/** A language's home page. */
export const homePath = (prefix = '') => prefix

/** A case study's page: projects/<name>/, named by its Markdown file, in a language's prefix. */
export const caseStudyPath = (name: string, prefix = '') => `${prefix}projects/${name}/`

/** A service's page: services/<name>/, named by its Markdown file, in a language's prefix. */
export const servicePath = (name: string, prefix = '') => `${prefix}services/${name}/`

/**
 * Where "Ask about this" leads: the contact form (`#<contact>`) of a language's home page
 * (`home`, its address; '' on that page itself), told which service the visitor asks about
 * (`?service=<key>`): its island starts the message with a line naming it. Without scripts the
 * link still lands on the form.
 */
export const askHref = (home: string, key: string, contactId: string) =>
  `${home}?${ASK_PARAMETER}=${encodeURIComponent(key)}#${contactId}`

/** The articles' index: insights/, its later pages insights/page/<n>/ (newest first). */
export const insightsPath = (prefix = '', page = 1) =>
  `${prefix}insights/${page > 1 ? `page/${page}/` : ''}`

/** An article's page: insights/<name>/, named by its Markdown file, in a language's prefix. */
export const insightPath = (name: string, prefix = '') => `${prefix}insights/${name}/`

/**
 * A tag's address: its words as GitHub makes a heading's id (github-slugger: lower case, spaces
 * to hyphens, punctuation dropped, letters of every script kept), with # and + spelled out
 * first so that C# and C++ keep apart from C: 'Power Automate' → 'power-automate', 'C#' →
 * 'c-sharp', 'Bezpieczeństwo' → 'bezpieczeństwo'.
 */
export const tagSlug = (tag: string) =>
  slug(tag.replaceAll('#', ' sharp ').replaceAll('+', ' plus ').replaceAll('/', ' '))
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')

/** A tag's page: insights/tags/<tag>/, listing its articles, its later pages .../page/<n>/. */
export const insightTagPath = (tag: string, prefix = '', page = 1) =>
  `${prefix}insights/tags/${tagSlug(tag)}/${page > 1 ? `page/${page}/` : ''}`

/** A language's feed of articles (Atom 1.0): insights/feed.xml. */
export const insightFeedPath = (prefix = '') => `${prefix}insights/feed.xml`

/**
 * Names an article cannot have: its address would be one of the index's own (insights/page/2/,
 * insights/tags/...).
 */
export const RESERVED_INSIGHT_NAMES = ['page', 'tags'] as const

/**
 * A language's search index (src/search/documents.ts): search/index.json, at an address that
 * never changes (a page opened before a deploy asks for the index of the site it shows).
 */
export const searchIndexPath = (prefix = '') => `${prefix}search/index.json`

/** The privacy page, privacy/, in a language's prefix (every site has one). */
export const privacyPath = (prefix = '') => `${prefix}privacy/`

/** The imprint's place on the privacy page (where the content has `legal`). */
export const IMPRINT_ID = 'imprint'

/** The CV's page, cv/, in a language's prefix (when the content has a made CV). */
export const cvPath = (prefix = '') => `${prefix}cv/`

/**
 * The owner's name as the CV's files are named: the tag's rule (tagSlug) after accents are
 * dropped, so 'Zoë Łukasiewicz-Ørsted' → 'zoe-łukasiewicz-ørsted'; 'cv' when nothing is left.
 */
export const cvFileSlug = (ownerName: string) =>
  tagSlug(ownerName.normalize('NFKD').replace(/\p{M}/gu, '')) || 'cv'

/**
 * The CV's files, in a language's prefix, at addresses that never change with their content
 * (an agency keeps the link): cv/<owner>-cv.pdf and .docx, and cv/resume.json. Served to be
 * revalidated on every request (scripts/security-headers.mjs), never as immutable. The owner's
 * own PDF is published at the same PDF address (or at `publishAs`).
 */
export const cvFilePaths = (ownerName: string, prefix = '') => {
  const name = cvFileSlug(ownerName)
  const stem = name === 'cv' ? 'cv' : `${name}-cv`
  return {
    pdf: `${prefix}cv/${stem}.pdf`,
    word: `${prefix}cv/${stem}.docx`,
    resume: `${prefix}cv/resume.json`,
  } as const
}

/**
 * The name of the case study or article whose path this is (projects/<name>/, insights/<name>/,
 * in any language's prefix), else undefined: the name an alias would keep the path with.
 */
export const renamedPageName = (path: string): string | undefined =>
  /^(?:[a-z]{2,3}(?:-[a-z0-9]+)?\/)?(?:projects|insights)\/([a-z0-9]+(?:-[a-z0-9]+)*)\/$/.exec(
    path,
  )?.[1]

/** The file a page's path is written to, in the built site. */
export const pageFile = (path: string) => `${path}index.html`

/** A page's address on this site, as a link gives it: the base, then the page's path. */
export const pageHref = (base: string, path: string) => `${base}${path}`
