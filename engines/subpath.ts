/**
 * The build for a GitHub Pages project site (e2e/build-subpath.mjs: build/subpath, in two
 * languages), for the checks that need it: where the test server serves it, and the languages
 * it was built with, read from its own server bundle (e2e/subpathContent.ts). Without that build
 * a check that needs it fails and says how to make it.
 */
import { existsSync } from 'node:fs'
import { inject } from 'vitest'
import { SUBPATH_BUILD } from '../e2e/subpathBuild.ts'

const missing = (what: string) =>
  new Error(
    `${what} is missing: these checks need the build for a path. Make it with ` +
      '`npm run build && node e2e/build-subpath.mjs` (`npm test` makes it too).',
  )

if (!existsSync(`${SUBPATH_BUILD}-ssr/entry-server.js`)) {
  throw missing(`${SUBPATH_BUILD}-ssr/entry-server.js`)
}

const content = await import('../e2e/subpathContent.ts')

/** The build's languages, the default first: each one's content, prefix and form settings. */
export const { languages } = content

/** The path the build is published under ('/portfolio/'), from the address it was built for. */
export const subpathBase = new URL(`${content.SUBPATH_SITE_URL}/`).pathname

/** The test server's origin for the build (engines/global-setup.ts). */
export function subpathOrigin() {
  const origin = inject('subpathOrigin')
  if (!origin) throw missing(`${SUBPATH_BUILD}/index.html`)
  return origin
}
