/**
 * The content the build rendered, read from the build's server bundle: the tests check the page
 * against the same typed content file the owner edits, with the address (and so the base path)
 * the build was given (SITE_URL), as the build resolved it.
 */
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

type ServerEntry = typeof import('../src/entry-server.tsx')

const entry: ServerEntry = await import(
  pathToFileURL(join(process.cwd(), 'build/ssr/entry-server.js')).href
)

export const site = entry.withSiteUrl(entry.site, process.env.SITE_URL)
/** The path the site is served from: '/' or, for a GitHub Pages project site, '/<repo>/'. */
export const base = entry.siteBase(site)
export const emailConfig = entry.emailConfig(site)
export const { escapeHtml } = entry
/** The projects' case studies, as the build read them, in the order of the projects. */
export const caseStudies = entry.caseStudiesOf(site)
/** A case study's page, from the site's base: projects/<name>/. */
export const caseStudyPath = entry.caseStudyPath
