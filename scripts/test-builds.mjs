// @ts-check
/**
 * The builds `npm test` makes for its browser checks, the one home of their list: the site
 * (dist/, with its server bundle build/ssr/, which the checks read the content from), the build
 * for a GitHub Pages project site in two languages and its twin from the address typed with a
 * trailing slash (e2e/build-subpath.mjs), and the build that counts visits. Read by npm test
 * (scripts/test.mjs) and by the other Node versions' check (scripts/node-check.mjs).
 *
 * A build already there for the same tree is used again: each run records a hash of everything
 * the builds read (the sources, the public files, the scripts, the lockfile, the fixtures, the
 * deploy workflow, the Node version, the day and the environment the build reads) and of every file they
 * wrote. When both are unchanged, nothing is built again; any change, or a built file touched by
 * hand, builds them all.
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, relative, sep } from 'node:path'
import { PUBLISHED_ENV } from './published.mjs'

/** The counter the counting build names; no test reaches it (the browser answers it). */
export const TEST_COUNTER = 'https://counting-test.goatcounter.com'
/**
 * The reCAPTCHA site key the counting build names too, so that one build has every service an
 * owner can turn on (e2e/privacy.spec.ts); the browser answers Google's script with a stand-in.
 */
export const TEST_RECAPTCHA_KEY = '6Lc-counting-test-site-key'

/**
 * @typedef {{ name: string, outs: string[], alsoWrites?: string[],
 *   command: (place: (out: string) => string) => string[] }} TestBuild
 *   outs: what it writes, from the project's root, and can write elsewhere; alsoWrites: what it
 *   writes in its own place in any case (the server bundle); command: node's arguments, given
 *   where each out goes (itself, or under another folder)
 */

/** @type {TestBuild[]} */
export const TEST_BUILDS = [
  {
    name: 'the site',
    outs: ['dist'],
    alsoWrites: ['build/ssr'],
    command: (place) => ['scripts/build.mjs', '--out', place('dist')],
  },
  {
    name: 'the build for a path, in two languages',
    outs: ['build/subpath', 'build/subpath-typed', 'build/subpath-ssr'],
    command: (place) => ['e2e/build-subpath.mjs', '--into', dirname(place('build/subpath'))],
  },
  {
    name: 'the build that counts visits, with reCAPTCHA on',
    // Its server bundle is the site's, written again.
    outs: ['build/counting'],
    alsoWrites: ['build/ssr'],
    command: (place) => [
      'scripts/deploy-build.mjs',
      'https://owner.github.io',
      '--goatcounter',
      TEST_COUNTER,
      '--recaptcha',
      TEST_RECAPTCHA_KEY,
      '--out',
      place('build/counting'),
    ],
  },
]

/**
 * Runs one build; resolves with its exit code.
 * @param {TestBuild} build
 * @param {{ root: string, into?: string, onOutput?: (text: string) => void }} options into: a
 *   folder the outs go under instead of their own places; onOutput: takes what it prints (else
 *   printed as it comes)
 * @returns {Promise<number>}
 */
export function runBuild(build, { root, into, onOutput }) {
  const place = (/** @type {string} */ out) => (into ? join(into, out) : out)
  return new Promise((resolve) => {
    const child = spawn(process.execPath, build.command(place), {
      cwd: root,
      stdio: onOutput ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      // Test builds keep no record and carry no earlier build's files (scripts/published.mjs):
      // the same inputs make the same files, and a developer's record stays theirs.
      env: { ...process.env, [PUBLISHED_ENV]: 'off' },
    })
    for (const stream of [child.stdout, child.stderr])
      stream?.on('data', (chunk) => onOutput?.(String(chunk)))
    child.on('close', (code) => resolve(code ?? 1))
  })
}

/**
 * Every file under `dir` (relative, with '/'), with the SHA-256 of its bytes; empty when `dir`
 * does not exist.
 * @param {string} dir
 * @returns {Promise<Map<string, string>>}
 */
export async function treeHashes(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort()
  const hashes = await Promise.all(
    files.map(async (file) =>
      createHash('sha256')
        .update(await readFile(join(dir, file)))
        .digest('hex'),
    ),
  )
  return new Map(files.map((file, index) => [file, hashes[index] ?? '']))
}

/** What the builds read, from the project's root: folders whole, or single files. */
const BUILD_INPUTS = [
  'src',
  'public',
  'scripts',
  'index.html',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
  'tsconfig.app.json',
  'tsconfig.node.json',
  'e2e/build-subpath.mjs',
  'e2e/fixtures/languages',
  '.github/workflows/deploy-pages.yml',
]

/** The environment a build reads (build.mjs, prerender.mjs, the content's email settings). */
const BUILD_ENVIRONMENT = /^(SITE_URL|CSP_META|VITE_.*)$/

/**
 * One hash of everything the builds read, and of the Node running them.
 * @param {string} root
 */
export async function buildInputsHash(root) {
  // The day too: an article dated in the future is built on its day.
  const hash = createHash('sha256').update(
    `${process.version}\0${new Date().toISOString().slice(0, 10)}`,
  )
  for (const [name, value] of Object.entries(process.env)
    .filter(([name]) => BUILD_ENVIRONMENT.test(name))
    .sort())
    hash.update(`\0${name}=${value}`)
  for (const input of BUILD_INPUTS) {
    const files = await treeHashes(join(root, input))
    if (files.size > 0) for (const [file, sha] of files) hash.update(`\0${input}/${file}:${sha}`)
    else {
      const single = await readFile(join(root, input)).catch(() => undefined)
      if (single) hash.update(`\0${input}:`).update(single)
    }
  }
  return hash.digest('hex')
}

/** Where the last run's record is kept (build/ is git-ignored). */
export const TEST_BUILDS_RECORD = 'build/test-builds.json'

/**
 * The hash of every file the builds wrote, all outs together.
 * @param {string} root @param {TestBuild[]} builds
 */
async function outputsHash(root, builds) {
  const hash = createHash('sha256')
  const written = new Set(builds.flatMap((build) => [...build.outs, ...(build.alsoWrites ?? [])]))
  for (const out of [...written].sort())
    for (const [file, sha] of await treeHashes(join(root, out)))
      hash.update(`${out}/${file}:${sha}\0`)
  return hash.digest('hex')
}

/**
 * Makes every test build, unless the same tree's builds are there already.
 * @param {{ root: string, reuse: boolean, log?: (line: string) => void, builds?: TestBuild[] }} options
 *   reuse: false builds whatever is there (CI); builds: TEST_BUILDS unless a test names others
 * @returns {Promise<number>} the exit code
 */
export async function makeTestBuilds({ root, reuse, log = console.log, builds = TEST_BUILDS }) {
  const inputs = await buildInputsHash(root)
  if (reuse) {
    /** @type {{ inputs?: string, outputs?: string }} */
    const recorded = JSON.parse(
      await readFile(join(root, TEST_BUILDS_RECORD), 'utf8').catch(() => '{}'),
    )
    if (recorded.inputs === inputs && recorded.outputs === (await outputsHash(root, builds))) {
      log(`the builds of this tree are there already (${builds.length} builds): used again`)
      return 0
    }
  }
  await rm(join(root, TEST_BUILDS_RECORD), { force: true })
  for (const build of builds) {
    const started = Date.now()
    let output = ''
    const code = await runBuild(build, {
      root,
      onOutput: (text) => {
        output += text
      },
    })
    if (code !== 0) {
      log(`${build.name}: the build failed (exit ${code}):\n${output}`)
      return code
    }
    log(`built ${build.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
  await mkdir(join(root, 'build'), { recursive: true })
  await writeFile(
    join(root, TEST_BUILDS_RECORD),
    `${JSON.stringify({ inputs, outputs: await outputsHash(root, builds) }, null, 2)}\n`,
  )
  return 0
}
