import type { SiteContent } from '../content/types.ts'
import { COUNTER_META } from '../counting/count.ts'
import { THEME_SCRIPT } from './themeScript.ts'

/** Escapes text for HTML content and double-quoted attribute values. */
export const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Where a mistyped address points the owner. */
const ADDRESS_EXAMPLES = 'such as https://www.yourname.com or https://you.github.io/portfolio'

/**
 * The site's address as every address rule reads it: trimmed, with no trailing slash, the host
 * in lower case ('  https://You.github.io/portfolio/ ' → 'https://you.github.io/portfolio'), so
 * an address typed as GitHub shows it gives the same pages as one without the slash. Throws,
 * naming `where` (the content file and its field, or SITE_URL), for anything else. An http://
 * address is refused, not upgraded: the site's CSP upgrades each of its requests to https
 * (upgrade-insecure-requests), so it only works where https is served, and an address the site
 * cannot be reached at must not become its canonical address unseen.
 */
export function normalSiteUrl(value: string, where: string): SiteContent['siteUrl'] {
  const typed = value.trim()
  const refuse = (why: string) => new Error(`${where} is "${value}": ${why}`)
  if (/^http:\/\//i.test(typed))
    throw refuse(
      `write its https:// address (https://${typed.slice(7)}): the site's Content-Security-Policy upgrades every request to https, so over http its pages load nothing`,
    )
  const url = /^https:\/\/[^/\s]/i.test(typed) && !/\s/.test(typed) ? URL.parse(typed) : null
  if (!url) throw refuse(`write the https:// address the site is published at, ${ADDRESS_EXAMPLES}`)
  const path = url.pathname.replace(/\/+$/, '')
  if (
    url.username ||
    url.password ||
    url.search ||
    url.hash ||
    /[?#]/.test(typed) ||
    path.includes('//')
  )
    throw refuse(
      `write the site's address alone, with no query, fragment, user or empty folder, ${ADDRESS_EXAMPLES}`,
    )
  return `${url.origin}${path}` as SiteContent['siteUrl']
}

/** The site's address, from its content: the one place the address rules below read it. */
const publishedAt = (content: SiteContent) => normalSiteUrl(content.siteUrl, 'siteUrl')

/** Absolute address of a path on the published site, relative to its base ('' for the home page). */
export const siteAddress = (content: SiteContent, path = ''): string =>
  new URL(path.replace(/^\//, ''), `${publishedAt(content)}/`).href

/** Absolute address of a built file, from its address in the page (base and all). */
export const fileAddress = (content: SiteContent, href: string): string =>
  new URL(href, `${publishedAt(content)}/`).href

/** The path the site is served from: '/' at the root of a domain, '/portfolio/' under a path. */
export const siteBase = (content: SiteContent): string =>
  new URL(`${publishedAt(content)}/`).pathname

/**
 * The content with its address as the build publishes it (normalSiteUrl): the address the
 * build names (SITE_URL, e.g. set by the GitHub Pages workflow, so a project site under /<repo>/
 * works unedited), else the content file's own. A mistake names SITE_URL, or `file` and its
 * field.
 */
export function withSiteUrl(
  content: SiteContent,
  url: string | undefined,
  file = 'src/content/site.ts',
): SiteContent {
  const siteUrl = url
    ? normalSiteUrl(url, 'SITE_URL')
    : normalSiteUrl(content.siteUrl, `${file}: siteUrl`)
  return { ...content, siteUrl }
}

/**
 * Structured data for search engines: a ProfilePage about the owner, a Person, with only what
 * the page itself shows: their name and title, their profile links (sameAs), their fields of
 * work (knowsAbout), their company (worksFor) and each certification listed, with who issued
 * it and where to verify it (hasCredential).
 */
/** A file of the made CV, as search data names it beside the profile (associatedMedia). */
export interface CvFileData {
  /** Its absolute address. */
  url: string
  encodingFormat: string
  name: string
}

/** What only some profile pages say of the owner: the CV's files; degrees and languages. */
export interface ProfileExtras {
  /** The made CV's files and page, named by the home page and the CV's page. */
  cvFiles?: readonly CvFileData[]
  /** The CV's page shows the owner's degrees and spoken languages: alumniOf, knowsLanguage. */
  education?: boolean
  /**
   * The privacy page's absolute address, which the home page names as its principles
   * (publishingPrinciples: a document describing the principles of the party responsible).
   */
  principles?: string
}

export function structuredData(
  content: SiteContent,
  path = '',
  extras: ProfileExtras = {},
): object {
  const url = siteAddress(content, path)
  // One person in every language: the default language's home page names them.
  const home = siteAddress(content)
  const credentials = content.credentials?.items ?? []
  const degrees = extras.education ? (content.education?.items ?? []) : []
  const spoken = extras.education ? (content.languages?.items ?? []) : []
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    '@id': `${url}#page`,
    url,
    name: content.meta.title,
    inLanguage: content.lang,
    ...(extras.principles ? { publishingPrinciples: extras.principles } : {}),
    ...(extras.cvFiles?.length
      ? {
          associatedMedia: extras.cvFiles.map((file) => ({
            '@type': 'MediaObject',
            contentUrl: file.url,
            encodingFormat: file.encodingFormat,
            name: file.name,
            inLanguage: content.lang,
          })),
        }
      : {}),
    mainEntity: {
      '@type': 'Person',
      '@id': personId(content),
      name: content.owner.name,
      jobTitle: content.owner.jobTitle,
      url: home,
      image: siteAddress(content, content.meta.shareImage.src),
      sameAs: content.hero.profileLinks.map((link) => link.href),
      knowsAbout: content.hero.profile.focus,
      worksFor: { '@type': 'Organization', name: content.owner.company },
      ...(credentials.length > 0
        ? {
            hasCredential: credentials.map((credential) => ({
              '@type': 'EducationalOccupationalCredential',
              name: credential.name,
              credentialCategory: 'certification',
              recognizedBy: { '@type': 'Organization', name: credential.issuer },
              url: credential.url,
            })),
          }
        : {}),
      ...(degrees.length > 0
        ? {
            alumniOf: degrees.map((degree) => ({
              '@type': 'EducationalOrganization',
              name: degree.institution,
              ...(degree.url ? { url: degree.url } : {}),
            })),
          }
        : {}),
      ...(spoken.length > 0 ? { knowsLanguage: spoken.map((language) => language.name) } : {}),
    },
  }
}

/** The owner's @id in structured data: the same on every page, in every language. */
export const personId = (content: SiteContent) => `${siteAddress(content)}#person`

/** A version of a page in one language: its code and its path from the site's base. */
export interface PageVersion {
  lang: string
  path: string
}

/** What a page says of itself in <head>: its address, words and sharing picture. */
export interface PageHead {
  /** The page's path from the site's base (src/pages/addresses.ts). */
  path: string
  /**
   * The page in each of the site's languages, itself included, the default language's first
   * (hreflang alternates and x-default). Empty on a site in one language.
   */
  versions: readonly PageVersion[]
  title: string
  description: string
  /** Open Graph's kind: the home page is a website, a case study an article, the CV a profile. */
  type: 'website' | 'article' | 'profile'
  /** The sharing picture: an absolute address, its size and what it shows. */
  image: { url: string; width: number; height: number; alt: string }
  structuredData: object
  /**
   * The first paint waits until this element starts (a link rel="expect"), so the page is
   * never painted half parsed.
   */
  expect?: string
  /** Where the page was first published (an article on LinkedIn): its canonical address. */
  canonical?: string
  /** An article's days (YYYY-MM-DD) and tags, for Open Graph's article:* tags. */
  article?: { published: string; modified?: string; tags: readonly string[] }
  /** The language's feed of articles, announced to feed readers (absent: no articles). */
  feed?: { href: string; title: string }
}

/** A home page's head: the content's title, description and sharing picture. */
export function homeHead(
  content: SiteContent,
  path = '',
  versions: readonly PageVersion[] = [],
  extras: ProfileExtras = {},
): PageHead {
  const { meta } = content
  return {
    path,
    versions,
    title: meta.title,
    description: meta.description,
    type: 'website',
    image: { ...meta.shareImage, url: siteAddress(content, meta.shareImage.src) },
    structuredData: structuredData(content, path, extras),
    // The first paint waits until the section after the hero starts, so the hero is never
    // painted half parsed: a busy browser can paint a partly received page, and the hero's
    // centred columns then move when the rest of their text arrives (a layout shift).
    expect: `#${content.sectionIds.projects}`,
  }
}

/**
 * Structured data of a case study page: the trail back to My Work (BreadcrumbList), and the
 * project as a CreativeWork whose author is the home page's Person (the same @id).
 */
export function caseStudyData(
  content: SiteContent,
  page: {
    path: string
    /** Its language's home page, whose My Work the trail leads back to. */
    home: string
    title: string
    summary: string
    image: string
    tags: readonly string[]
  },
  myWork: string,
): object {
  const url = siteAddress(content, page.path)
  const languageHome = siteAddress(content, page.home)
  return underParent(
    { name: myWork, item: `${languageHome}#${content.sectionIds.projects}` },
    { title: page.title, url },
    {
      '@type': 'CreativeWork',
      '@id': `${url}#work`,
      url,
      name: page.title,
      description: page.summary,
      image: page.image,
      inLanguage: content.lang,
      keywords: page.tags.join(', '),
      author: authorOf(content),
    },
  )
}

/** The author of a page's work: the home page's Person, by the same @id. */
const authorOf = (content: SiteContent) => ({
  '@type': 'Person',
  '@id': personId(content),
  name: content.owner.name,
  url: siteAddress(content),
})

/** A trail of pages, from the first (a language's index of articles) to this one. */
const breadcrumbs = (items: readonly { name: string; item: string }[]) => ({
  '@type': 'BreadcrumbList',
  itemListElement: items.map((item, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    ...item,
  })),
})

/**
 * A page's structured data as a page under another: the trail from `parent` (its address, and
 * its name) to the page itself (`title` at `url`), then what the page is.
 */
const underParent = (
  parent: { name: string; item: string },
  page: { title: string; url: string },
  work: object,
) => ({
  '@context': 'https://schema.org',
  '@graph': [breadcrumbs([parent, { name: page.title, item: page.url }]), work],
})

/**
 * Structured data of an article's page: the trail back to the articles (BreadcrumbList), and
 * the article as a BlogPosting whose author is the home page's Person (the same @id).
 */
export function insightData(
  content: SiteContent,
  page: {
    path: string
    /** The language's index of articles, which the trail leads back to. */
    index: { name: string; path: string }
    title: string
    summary: string
    image: string
    published: string
    modified: string
    tags: readonly string[]
  },
): object {
  const url = siteAddress(content, page.path)
  return underParent(
    { name: page.index.name, item: siteAddress(content, page.index.path) },
    { title: page.title, url },
    {
      '@type': 'BlogPosting',
      '@id': `${url}#article`,
      url,
      mainEntityOfPage: url,
      headline: page.title,
      description: page.summary,
      image: page.image,
      datePublished: page.published,
      dateModified: page.modified,
      inLanguage: content.lang,
      keywords: page.tags.join(', '),
      author: authorOf(content),
    },
  )
}

/**
 * Structured data of a service's page: the trail back to the home page's services
 * (BreadcrumbList), and the Service (schema.org: ProfessionalService is deprecated for it),
 * provided by the home page's Person (the same @id), with what the page shows: its name,
 * summary, tags as its types, where the owner works, and an Offer with the price "from"
 * (priceSpecification's minPrice) only where the content gives one.
 */
export function serviceData(
  content: SiteContent,
  page: {
    path: string
    /** The services' section of its language's home page, which the trail leads back to. */
    services: { name: string; path: string }
    title: string
    summary: string
    tags: readonly string[]
    areaServed?: string | undefined
    price?: { from: number; currency: string } | undefined
  },
): object {
  const url = siteAddress(content, page.path)
  return underParent(
    { name: page.services.name, item: siteAddress(content, page.services.path) },
    { title: page.title, url },
    {
      '@type': 'Service',
      '@id': `${url}#service`,
      url,
      name: page.title,
      description: page.summary,
      ...(page.tags.length > 0 ? { serviceType: page.tags } : {}),
      ...(page.areaServed ? { areaServed: page.areaServed } : {}),
      provider: authorOf(content),
      ...(page.price
        ? {
            offers: {
              '@type': 'Offer',
              url,
              priceSpecification: {
                '@type': 'PriceSpecification',
                minPrice: page.price.from,
                priceCurrency: page.price.currency,
              },
            },
          }
        : {}),
    },
  )
}

/**
 * Structured data of the privacy page: a web page of the owner's (the home page's Person, by the
 * same @id), in its language.
 */
export function privacyData(content: SiteContent, page: { path: string; title: string }): object {
  const url = siteAddress(content, page.path)
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    '@id': `${url}#page`,
    url,
    name: page.title,
    inLanguage: content.lang,
    author: authorOf(content),
  }
}

/** Structured data of a list of articles (the index, a tag's page): a page of blog posts. */
export function insightsData(
  content: SiteContent,
  page: { path: string; title: string; description: string },
): object {
  const url = siteAddress(content, page.path)
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    '@id': `${url}#page`,
    url,
    name: page.title,
    description: page.description,
    inLanguage: content.lang,
    author: authorOf(content),
  }
}

/** Applies the visitor's colour theme before the first paint (./theme.ts): first in every head. */
const themeScript = `<script>${THEME_SCRIPT}</script>`

/**
 * Everything in <head> that depends on the page: title, search and sharing metadata, icons,
 * and where visits are counted (`counter`, when they are); and the colour theme's script.
 */
export function renderHead(
  content: SiteContent,
  base: string,
  page: PageHead = homeHead(content),
  counter?: string,
): string {
  const url = siteAddress(content, page.path)
  const tags: Tag[] = [
    ['meta', { name: 'description', content: page.description }],
    ...(page.expect
      ? [['link', { rel: 'expect', href: page.expect, blocking: 'render' }] as Tag]
      : []),
    ['link', { rel: 'canonical', href: page.canonical ?? url }],
    ['meta', { name: 'theme-color', content: content.meta.themeColor }],
    ...iconLinks(base),
    ['link', { rel: 'manifest', href: `${base}manifest.webmanifest` }],
    ...(page.feed
      ? [
          [
            'link',
            {
              rel: 'alternate',
              type: 'application/atom+xml',
              title: page.feed.title,
              href: page.feed.href,
            },
          ] satisfies Tag,
        ]
      : []),
    ...page.versions.map(
      ({ lang, path }): Tag => [
        'link',
        { rel: 'alternate', hreflang: lang, href: siteAddress(content, path) },
      ],
    ),
    ...page.versions
      .slice(0, 1)
      .map(
        ({ path }): Tag => [
          'link',
          { rel: 'alternate', hreflang: 'x-default', href: siteAddress(content, path) },
        ],
      ),
    ['meta', { property: 'og:type', content: page.type }],
    ['meta', { property: 'og:locale', content: ogLocale(content.lang) }],
    ...page.versions
      .filter(({ lang }) => lang !== content.lang)
      .map(
        ({ lang }): Tag => ['meta', { property: 'og:locale:alternate', content: ogLocale(lang) }],
      ),
    ['meta', { property: 'og:site_name', content: content.owner.name }],
    ['meta', { property: 'og:title', content: page.title }],
    ['meta', { property: 'og:description', content: page.description }],
    ['meta', { property: 'og:url', content: url }],
    ['meta', { property: 'og:image', content: page.image.url }],
    ['meta', { property: 'og:image:width', content: String(page.image.width) }],
    ['meta', { property: 'og:image:height', content: String(page.image.height) }],
    ['meta', { property: 'og:image:alt', content: page.image.alt }],
    // X reads the title, the description and the picture from the og: tags above when its own
    // are absent (developer.x.com/cards/markup): only the card's kind is its own.
    ...(page.article
      ? ([
          ['meta', { property: 'article:published_time', content: page.article.published }],
          ...(page.article.modified
            ? [['meta', { property: 'article:modified_time', content: page.article.modified }]]
            : []),
          ...page.article.tags.map((tag) => ['meta', { property: 'article:tag', content: tag }]),
        ] as Tag[])
      : []),
    ['meta', { name: 'twitter:card', content: 'summary_large_image' }],
    ...(counter ? [['meta', { name: COUNTER_META, content: counter }] satisfies Tag] : []),
  ]
  // "<" is escaped so no text in the content can close the script element.
  const jsonLd = JSON.stringify(page.structuredData).replace(/</g, '\\u003c')
  return [
    themeScript,
    `<title>${escapeHtml(page.title)}</title>`,
    ...tags.map(renderTag),
    `<script type="application/ld+json">${jsonLd}</script>`,
  ].join('\n    ')
}

/**
 * <head> of the 404 page: its own title, kept out of search results (noindex), the site's
 * icons, and the colour theme's script. No canonical address and no sharing tags: the page stands for no address of its own.
 * Where visits are counted by its boot script (`counter`: on a site with a search, whose 404 page
 * runs it), the counter, as every page names it.
 */
export function renderNotFoundHead(content: SiteContent, base: string, counter?: string): string {
  const tags: Tag[] = [
    ['meta', { name: 'robots', content: 'noindex' }],
    ['meta', { name: 'theme-color', content: content.meta.themeColor }],
    ...iconLinks(base),
    ...(counter ? [['meta', { name: COUNTER_META, content: counter }] satisfies Tag] : []),
  ]
  return [
    themeScript,
    `<title>${escapeHtml(content.notFound.title)}</title>`,
    ...tags.map(renderTag),
  ].join('\n    ')
}

type Tag = [string, Record<string, string>]

/** Open Graph's locale, language_TERRITORY: 'pl' → 'pl_PL', 'en' → 'en_US' (the likeliest). */
export function ogLocale(lang: string): string {
  const locale = new Intl.Locale(lang).maximize()
  return locale.region ? `${locale.language}_${locale.region}` : locale.language
}

/** The site's icons, from its base: pages at any depth (the 404 page) find them. */
const iconLinks = (base: string): Tag[] => [
  ['link', { rel: 'icon', href: `${base}favicon.svg`, type: 'image/svg+xml' }],
  ['link', { rel: 'icon', href: `${base}favicon-32.png`, type: 'image/png', sizes: '32x32' }],
  ['link', { rel: 'apple-touch-icon', href: `${base}apple-touch-icon.png` }],
]

function renderTag([tag, attributes]: Tag): string {
  const rendered = Object.entries(attributes)
    .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
    .join(' ')
  return `<${tag} ${rendered}>`
}
