import type { SiteContent } from '../content/types.ts'
import { siteAddress } from './head.ts'

export function robotsTxt(content: SiteContent): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteAddress(content, 'sitemap.xml')}\n`
}

export function sitemapXml(content: SiteContent): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>${siteAddress(content)}</loc></url>
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
