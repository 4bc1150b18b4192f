import type { SiteContent } from '../content/types.ts'
import { escapeHtml, siteAddress } from './head.ts'

export function robotsTxt(content: SiteContent): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteAddress(content, 'sitemap.xml')}\n`
}

/** Every page's address, for search engines: `paths` from the site's base ('' for home). */
export function sitemapXml(content: SiteContent, paths: readonly string[] = ['']): string {
  const urls = paths.map(
    (path) => `  <url><loc>${escapeHtml(siteAddress(content, path))}</loc></url>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
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
