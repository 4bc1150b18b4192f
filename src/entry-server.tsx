/**
 * Build-time entry: renders the pages to HTML, and gives the build everything it needs beside
 * them (scripts/build.mjs, scripts/prerender.mjs). None of this reaches the browser: the page's
 * scripts are the islands (src/islands/), which get their props from the HTML.
 */
import { renderToString } from 'react-dom/server'
import { resolveEmailConfig } from './contact/emailConfig.ts'
import { site } from './content/site.ts'
import type { SiteContent } from './content/types.ts'
import { renderHead, renderNotFoundHead } from './document/head.ts'
import type { PageBuild } from './pages/build.ts'
import { HomePage } from './pages/HomePage.tsx'
import { NotFoundPage } from './pages/NotFoundPage.tsx'
import { type PictureCatalog, projectPicture } from './pictures/catalog.ts'
import { viewerPictureCss } from './pictures/layout.ts'

export { MIN_FILL_MS } from './contact/spamSignals.ts'
export { describeSamples, findSamples } from './content/sample.ts'
export { counterEndpoint, notFoundCountScript, withCounter } from './counting/counter.ts'
export { escapeHtml, siteBase, withSiteUrl } from './document/head.ts'
export { robotsTxt, sitemapXml, webManifest } from './document/publishFiles.ts'
export { HELD_BEFORE_BOOT } from './islands/markup.ts'
export { picturesNamed } from './pictures/catalog.ts'
export { widthsFor } from './pictures/widths.ts'
export { site }

/** Where the form sends, from the content and the build's VITE_EMAILJS_* variables. */
export const emailConfig = (content: SiteContent = site) =>
  resolveEmailConfig(import.meta.env, content.emailjs)

const fill = (template: string, content: SiteContent, head: string, body: string) =>
  template
    .replace('<html lang="en">', `<html lang="${content.lang}">`)
    .replace('<!--app-head-->', head)
    .replace('<!--app-html-->', body)

/**
 * The stylesheet's rules that depend on the content's pictures (the enlarged view's picture
 * sizes): the build adds them to the inlined stylesheet, the dev server to the page's head.
 */
export const pictureCss = (content: SiteContent, pictures: PictureCatalog): string =>
  viewerPictureCss(content.projects.items.map((project) => projectPicture(project, pictures)))

/** Fills the HTML template's placeholders with the rendered home page. */
export function renderPage(template: string, content: SiteContent, build: PageBuild): string {
  return fill(
    template,
    content,
    renderHead(content, build.base, build.counter),
    renderToString(<HomePage content={content} build={build} />),
  )
}

/** Fills the same template with the 404 page (dist/404.html), which hosts serve for missing URLs. */
export function renderNotFoundPage(
  template: string,
  content: SiteContent,
  build: Pick<PageBuild, 'base' | 'counter'>,
): string {
  return fill(
    template,
    content,
    renderNotFoundHead(content, build.base),
    renderToString(<NotFoundPage content={content} build={build} />),
  )
}
