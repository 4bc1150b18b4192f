import type { SiteContent } from '../content/types.ts'
import { escapeHtml, siteAddress, siteBase } from './head.ts'

/**
 * The page at a page's old address (src/pages/aliases.ts): it leads to the new address at once
 * (a meta refresh, which every host serves, GitHub Pages too; to the path, so it stays on the
 * host that served it, a preview's too), names its absolute address as canonical so search
 * engines move their entry, and is kept out of their index. No script and no style: nothing for
 * the CSP to allow. `to`: the page's path now; `title`: its title.
 */
export function redirectPage(content: SiteContent, { to, title }: { to: string; title: string }) {
  const address = escapeHtml(siteAddress(content, to))
  const path = escapeHtml(`${siteBase(content)}${to}`)
  return `<!doctype html>
<html lang="${escapeHtml(content.lang)}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(title)}</title>
    <meta name="robots" content="noindex" />
    <link rel="canonical" href="${address}" />
    <meta http-equiv="refresh" content="0; url=${path}" />
  </head>
  <body>
    <p><a href="${path}">${escapeHtml(title)}</a></p>
  </body>
</html>
`
}
