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

export const languages = entry.siteLanguages().map((language) => ({
  ...language,
  content: entry.withSiteUrl(language.content, SUBPATH_SITE_URL),
  /** Where that language's form sends, as the build resolved it. */
  emailConfig: entry.emailConfig(language.content),
}))
