// @ts-check
/**
 * Builds the site as an owner publishes it on a GitHub Pages project site, into build/subpath
 * (e2e/subpathBuild.ts): at https://owner.github.io/portfolio, and in two languages, the
 * content's own and Polish (e2e/fixtures/languages/: site.pl.ts and its case study, placed
 * beside site.ts as an owner would). It builds as the deploy workflow does, with the settings
 * read from the workflow itself (scripts/deploy-build.mjs): the CSP as a <meta> element, and the
 * address GitHub Pages gives as SITE_URL.
 * A second build, into build/subpath-typed, takes no SITE_URL: the content's own `siteUrl` is
 * that address as GitHub shows it, with a trailing slash ("Your site is live at
 * https://owner.github.io/portfolio/"); its pages must be those of the first, byte for byte
 * (e2e/subpath.spec.ts). The builds run in a temporary copy of the project, so the project's own
 * content stays as it is.
 *   node e2e/build-subpath.mjs [--into build] [--path-only]
 * --into writes the builds into another folder than build/ (subpath, subpath-typed, subpath-ssr
 * there): another Node version's builds, compared with these (scripts/node-check.mjs);
 * --path-only makes the first build alone, for the languages' checks of an owner's edit.
 */
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { buildAsDeployed, DEPLOY_WORKFLOW } from '../scripts/deploy-build.mjs'
import { addPolish } from './fixtures/languages/place.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const SITE_URL = 'https://owner.github.io/portfolio'
const { values: options } = parseArgs({
  options: {
    into: { type: 'string', default: 'build' },
    'path-only': { type: 'boolean', default: false },
  },
})
const into = resolve(root, options.into)
const OUT = join(into, 'subpath')
const TYPED_OUT = join(into, 'subpath-typed')
const SSR_OUT = join(into, 'subpath-ssr')
/** What the build reads: the sources, the public files, and its configuration. */
const BUILD_INPUTS = [
  'src',
  'public',
  'scripts',
  'index.html',
  'package.json',
  'vite.config.ts',
  DEPLOY_WORKFLOW,
]
/** The content file's address, as an owner writes it. */
const SITE_URL_FIELD = /^(\s*siteUrl:\s*)[^\n]*$/m

const copy = await mkdtemp(join(tmpdir(), 'subpath-'))
try {
  for (const entry of BUILD_INPUTS)
    await cp(join(root, entry), join(copy, entry), { recursive: true })
  await symlink(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir')
  await addPolish(copy)
  let code = await buildAsDeployed({ root: copy, siteUrl: SITE_URL, args: ['--out', OUT] })
  // Its server bundle knows both languages: the browser checks read their words from it.
  await rm(SSR_OUT, { recursive: true, force: true })
  if (code === 0) await cp(join(copy, 'build/ssr'), SSR_OUT, { recursive: true })

  if (code === 0 && !options['path-only']) {
    const content = join(copy, 'src/content/site.ts')
    const source = await readFile(content, 'utf8')
    if (!SITE_URL_FIELD.test(source)) throw new Error('src/content/site.ts has no siteUrl line')
    await writeFile(content, source.replace(SITE_URL_FIELD, `$1'${SITE_URL}/',`))
    code = await buildAsDeployed({ root: copy, siteUrl: '', args: ['--out', TYPED_OUT] })
  }
  process.exitCode = code
} finally {
  await rm(copy, { recursive: true, force: true })
}
