import type { SiteContent } from '../content/types.ts'
import { COUNTER_META } from '../counting/count.ts'

/** Escapes text for HTML content and double-quoted attribute values. */
export const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Absolute address of a path on the published site, relative to its base ('' for the home page). */
export const siteAddress = (content: SiteContent, path = ''): string =>
  new URL(path.replace(/^\//, ''), `${content.siteUrl}/`).href

/** The path the site is served from: '/' at the root of a domain, '/portfolio/' under a path. */
export const siteBase = (content: SiteContent): string => new URL(`${content.siteUrl}/`).pathname

/**
 * The content with the address the site is published at, when the build names one (SITE_URL,
 * e.g. set by the GitHub Pages workflow): a project site under /<repo>/ then works unedited.
 */
export function withSiteUrl(content: SiteContent, url: string | undefined): SiteContent {
  if (!url) return content
  const trimmed = url.trim().replace(/\/+$/, '')
  if (!/^https:\/\/[^/\s]+(\/\S*)?$/.test(trimmed))
    throw new Error(
      `SITE_URL must be an https:// address, such as https://you.github.io/portfolio (got "${url}")`,
    )
  return { ...content, siteUrl: trimmed as SiteContent['siteUrl'] }
}

/**
 * Structured data for search engines: a ProfilePage about the owner, a Person, with only what
 * the page itself shows: their name and title, their profile links (sameAs), their fields of
 * work (knowsAbout), their company (worksFor) and each certification listed, with who issued
 * it and where to verify it (hasCredential).
 */
export function structuredData(content: SiteContent): object {
  const url = siteAddress(content)
  const credentials = content.credentials?.items ?? []
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    '@id': `${url}#page`,
    url,
    name: content.meta.title,
    inLanguage: content.lang,
    mainEntity: {
      '@type': 'Person',
      '@id': `${url}#person`,
      name: content.owner.name,
      jobTitle: content.owner.jobTitle,
      url,
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
    },
  }
}

/**
 * Everything in <head> that depends on the content: title, search and sharing metadata, icons,
 * and where visits are counted (`counter`, when they are).
 */
export function renderHead(content: SiteContent, base: string, counter?: string): string {
  const { meta } = content
  const url = siteAddress(content)
  const shareImage = siteAddress(content, meta.shareImage.src)
  const tags: Tag[] = [
    ['meta', { name: 'description', content: meta.description }],
    // The first paint waits until the section after the hero starts, so the hero is never
    // painted half parsed: a busy browser can paint a partly received page, and the hero's
    // centred columns then move when the rest of their text arrives (a layout shift).
    ['link', { rel: 'expect', href: `#${content.sectionIds.projects}`, blocking: 'render' }],
    ['link', { rel: 'canonical', href: url }],
    ['meta', { name: 'theme-color', content: meta.themeColor }],
    ...iconLinks(base),
    ['link', { rel: 'manifest', href: `${base}manifest.webmanifest` }],
    ['meta', { property: 'og:type', content: 'website' }],
    ['meta', { property: 'og:site_name', content: content.owner.name }],
    ['meta', { property: 'og:title', content: meta.title }],
    ['meta', { property: 'og:description', content: meta.description }],
    ['meta', { property: 'og:url', content: url }],
    ['meta', { property: 'og:image', content: shareImage }],
    ['meta', { property: 'og:image:width', content: String(meta.shareImage.width) }],
    ['meta', { property: 'og:image:height', content: String(meta.shareImage.height) }],
    ['meta', { property: 'og:image:alt', content: meta.shareImage.alt }],
    ['meta', { name: 'twitter:card', content: 'summary_large_image' }],
    ['meta', { name: 'twitter:title', content: meta.title }],
    ['meta', { name: 'twitter:description', content: meta.description }],
    ['meta', { name: 'twitter:image', content: shareImage }],
    ...(counter ? [['meta', { name: COUNTER_META, content: counter }] satisfies Tag] : []),
  ]
  // "<" is escaped so no text in the content can close the script element.
  const jsonLd = JSON.stringify(structuredData(content)).replace(/</g, '\\u003c')
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    ...tags.map(renderTag),
    `<script type="application/ld+json">${jsonLd}</script>`,
  ].join('\n    ')
}

/**
 * <head> of the 404 page: its own title, kept out of search results (noindex), and the site's
 * icons. No canonical address and no sharing tags: the page stands for no address of its own.
 */
export function renderNotFoundHead(content: SiteContent, base: string): string {
  const tags: Tag[] = [
    ['meta', { name: 'robots', content: 'noindex' }],
    ['meta', { name: 'theme-color', content: content.meta.themeColor }],
    ...iconLinks(base),
  ]
  return [`<title>${escapeHtml(content.notFound.title)}</title>`, ...tags.map(renderTag)].join(
    '\n    ',
  )
}

type Tag = [string, Record<string, string>]

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
