import type { SiteContent } from '../content/types.ts'

/** Escapes text for HTML content and double-quoted attribute values. */
export const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Absolute address of a path on the published site. */
export const siteAddress = (content: SiteContent, path = '/'): string =>
  new URL(path, `${content.siteUrl}/`).href

/** Structured data for search engines: the owner as a Person and their ProfessionalService. */
export function structuredData(content: SiteContent): object {
  const url = siteAddress(content)
  const sameAs = content.hero.profileLinks.map((link) => link.href)
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Person',
        '@id': `${url}#person`,
        name: content.owner.name,
        jobTitle: content.owner.jobTitle,
        url,
        sameAs,
        worksFor: { '@id': `${url}#business` },
      },
      {
        '@type': 'ProfessionalService',
        '@id': `${url}#business`,
        name: content.owner.company,
        description: content.meta.description,
        url,
        image: siteAddress(content, content.meta.shareImage.src),
        founder: { '@id': `${url}#person` },
        sameAs,
      },
    ],
  }
}

/** Everything in <head> that depends on the content: title, search and sharing metadata, icons. */
export function renderHead(content: SiteContent): string {
  const { meta } = content
  const url = siteAddress(content)
  const shareImage = siteAddress(content, meta.shareImage.src)
  const tags: [string, Record<string, string>][] = [
    ['meta', { name: 'description', content: meta.description }],
    // The first paint waits until the section after the hero starts, so the hero is never
    // painted half parsed: a busy browser can paint a partly received page, and the hero's
    // centred columns then move when the rest of their text arrives (a layout shift).
    ['link', { rel: 'expect', href: `#${content.sectionIds.projects}`, blocking: 'render' }],
    ['link', { rel: 'canonical', href: url }],
    ['meta', { name: 'theme-color', content: meta.themeColor }],
    ['link', { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
    ['link', { rel: 'icon', href: '/favicon-32.png', type: 'image/png', sizes: '32x32' }],
    ['link', { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' }],
    ['link', { rel: 'manifest', href: '/manifest.webmanifest' }],
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
export function renderNotFoundHead(content: SiteContent): string {
  const tags: [string, Record<string, string>][] = [
    ['meta', { name: 'robots', content: 'noindex' }],
    ['meta', { name: 'theme-color', content: content.meta.themeColor }],
    ['link', { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
    ['link', { rel: 'icon', href: '/favicon-32.png', type: 'image/png', sizes: '32x32' }],
    ['link', { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' }],
  ]
  return [`<title>${escapeHtml(content.notFound.title)}</title>`, ...tags.map(renderTag)].join(
    '\n    ',
  )
}

function renderTag([tag, attributes]: [string, Record<string, string>]): string {
  const rendered = Object.entries(attributes)
    .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
    .join(' ')
  return `<${tag} ${rendered}>`
}
