/** Build-time entry: renders the page to HTML and everything a static host needs beside it. */
import { renderToString } from 'react-dom/server'
import { App } from './App.tsx'
import { resolveEmailConfig } from './contact/emailConfig.ts'
import { site } from './content/site.ts'
import { renderHead, renderNotFoundHead } from './document/head.ts'
import { NotFoundPage } from './NotFoundPage.tsx'

export { describeSamples, findSamples } from './content/sample.ts'
export { escapeHtml } from './document/head.ts'
export { robotsTxt, sitemapXml, webManifest } from './document/publishFiles.ts'
export { site }

export const emailConfig = resolveEmailConfig(import.meta.env)

const neverSentOnTheServer = () => Promise.reject(new Error('Messages are sent from the browser'))

/** Fills the HTML template's placeholders with the rendered page. */
export function renderPage(template: string): string {
  const appHtml = renderToString(<App content={site} sendMessage={neverSentOnTheServer} />)
  return template
    .replace('<html lang="en">', `<html lang="${site.lang}">`)
    .replace('<!--app-head-->', renderHead(site))
    .replace('<!--app-html-->', appHtml)
}

/** Fills the same template with the 404 page (dist/404.html), which hosts serve for missing URLs. */
export function renderNotFoundPage(template: string): string {
  return template
    .replace('<html lang="en">', `<html lang="${site.lang}">`)
    .replace('<!--app-head-->', renderNotFoundHead(site))
    .replace('<!--app-html-->', renderToString(<NotFoundPage content={site} />))
}
