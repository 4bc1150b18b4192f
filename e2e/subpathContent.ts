/**
 * The languages of the sub-path build (e2e/build-subpath.mjs: the content's own and Polish), read
 * from that build's own server bundle, with the address it was built for: the checks of the
 * second language read their words from the same content the build rendered.
 */
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { SUBPATH_BUILD } from './subpathBuild.ts'

type ServerEntry = typeof import('../src/entry-server.tsx')

const entry: ServerEntry = await import(
  pathToFileURL(join(process.cwd(), `${SUBPATH_BUILD}-ssr/entry-server.js`)).href
)

/** Where the build was published: its canonical address, as its home page names it. */
export const SUBPATH_SITE_URL = 'https://owner.github.io/portfolio'

const built = entry.siteLanguages().map((language) => ({
  ...language,
  content: entry.withSiteUrl(language.content, SUBPATH_SITE_URL),
}))
/** Each language's case studies as the build read them: its own pages (its translations). */
const caseStudies = entry.caseStudiesByLanguage(built, new URL(`${SUBPATH_SITE_URL}/`).pathname)
/** Each language's services as the build read them, each with where its page is read. */
const services = entry.servicesByLanguage(built, new URL(`${SUBPATH_SITE_URL}/`).pathname)
export const { formatPrice, servicePath, servicesId } = entry

export const languages = built.map((language, index) => ({
  ...language,
  /** Where that language's form sends, as the build resolved it. */
  emailConfig: entry.emailConfig(language.content),
  /** The case studies published in that language, each with its project in that language. */
  caseStudies: caseStudies[index]?.caseStudies ?? [],
  /** The services that language offers, in its content's order. */
  services: services[index] ?? [],
}))
/** Where the build counts visits (its /count address), if its content counts them. */
export const counter = built[0] && entry.counterEndpoint(built[0].content)
