// @ts-check
/**
 * Builds the site as an owner publishes it on a GitHub Pages project site, into build/subpath
 * (e2e/subpathBuild.ts): at https://owner.github.io/portfolio, and in two languages, the
 * content's own and Polish (e2e/fixtures/languages/: site.pl.ts and its case study, placed
 * beside site.ts as an owner would). The build runs in a temporary copy of the project, so the
 * project's own content stays in one language.
 *   node e2e/build-subpath.mjs
 */
import { spawn } from 'node:child_process'
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { addPolish } from './fixtures/languages/place.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const SITE_URL = 'https://owner.github.io/portfolio'
const OUT = join(root, 'build/subpath')
const SSR_OUT = join(root, 'build/subpath-ssr')
/** What the build reads: the sources, the public files, and its configuration. */
const BUILD_INPUTS = ['src', 'public', 'scripts', 'index.html', 'package.json', 'vite.config.ts']

const copy = await mkdtemp(join(tmpdir(), 'subpath-'))
try {
  for (const entry of BUILD_INPUTS)
    await cp(join(root, entry), join(copy, entry), { recursive: true })
  await symlink(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir')
  await addPolish(copy)
  const code = await new Promise((resolve) => {
    spawn(process.execPath, ['scripts/build.mjs', '--site-url', SITE_URL, '--out', OUT], {
      cwd: copy,
      // GitHub Pages sends no headers: the policy goes in each page, as the deploy workflow has it.
      env: { ...process.env, CSP_META: 'true' },
      stdio: 'inherit',
    }).on('close', resolve)
  })
  process.exitCode = Number(code)
  // Its server bundle knows both languages: the browser checks read their words from it.
  await rm(SSR_OUT, { recursive: true, force: true })
  if (code === 0) await cp(join(copy, 'build/ssr'), SSR_OUT, { recursive: true })
} finally {
  await rm(copy, { recursive: true, force: true })
}
