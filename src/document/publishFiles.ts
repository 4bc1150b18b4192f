import type { SiteContent } from '../content/types.ts'
import { escapeHtml, type PageVersion, siteAddress } from './head.ts'

export function robotsTxt(content: SiteContent): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteAddress(content, 'sitemap.xml')}\n`
}

/**
 * Every page's address, for search engines, each with its versions in the site's languages
 * (xhtml:link alternates, itself included), and the day it last changed where its kind knows
 * it (an article's): `pages` by their path from the site's base.
 */
export function sitemapXml(
  content: SiteContent,
  pages: readonly { path: string; versions: readonly PageVersion[]; lastmod?: string }[] = [
    { path: '', versions: [] },
  ],
): string {
  const address = (path: string) => escapeHtml(siteAddress(content, path))
  const urls = pages.map(({ path, versions, lastmod }) =>
    [
      '  <url>',
      `    <loc>${address(path)}</loc>`,
      ...(lastmod ? [`    <lastmod>${escapeHtml(lastmod)}</lastmod>`] : []),
      ...versions.map(
        (version) =>
          `    <xhtml:link rel="alternate" hreflang="${escapeHtml(version.lang)}" href="${address(version.path)}"/>`,
      ),
      '  </url>',
    ].join('\n'),
  )
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`
}

export function webManifest(content: SiteContent): string {
  const manifest = {
    name: content.meta.title,
    short_name: content.owner.name,
    description: content.meta.description,
    lang: content.lang,
    // Relative to the manifest's own address, so they hold under any base path.
    start_url: './',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: content.meta.themeColor,
    icons: [
      { src: 'favicon.svg', type: 'image/svg+xml', sizes: 'any' },
      { src: 'icon-192.png', type: 'image/png', sizes: '192x192' },
      { src: 'icon-512.png', type: 'image/png', sizes: '512x512' },
    ],
  }
  return `${JSON.stringify(manifest, null, 2)}\n`
}
