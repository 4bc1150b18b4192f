// @ts-check
/**
 * `npm run test:node` (after the type check and the unit tests): what depends on the Node version,
 * checked under the Node that runs it, beside the builds another Node made (`npm test` under the
 * main one, as .ci/run does):
 * 1. Every build `npm test` makes (scripts/test-builds.mjs: dist/, the build for a path in two
 *    languages and its twin from the typed address, the counting build) is made again under this
 *    Node into build/node-check/, and must be the main Node's byte for byte, every file: the
 *    browser checks of those builds then hold for this Node too, and run once.
 * 2. `npm start` (scripts/dev.mjs, with its email stand-in) starts, and answers its first page with
 *    the content's home page.
 *   node scripts/node-check.mjs
 */
import { spawn } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { runBuild, TEST_BUILDS, treeHashes } from './test-builds.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const INTO = 'build/node-check'
/** How long `npm start` may take to say where the site is: Vite's first start bundles. */
const DEV_START_MS = 120_000

/** @param {string} message */
const fail = (message) => {
  console.error(`✗ ${message}`)
  process.exitCode = 1
}

console.log(
  `Node ${process.version}: the builds again, into ${INTO}/, compared with the main Node's`,
)
await rm(join(root, INTO), { recursive: true, force: true })
for (const build of TEST_BUILDS) {
  const main = await Promise.all(build.outs.map((out) => treeHashes(join(root, out))))
  if (main.some((hashes) => hashes.size === 0)) {
    fail(`${build.outs.join(', ')}: no build of the main Node to compare with: run npm test first`)
    continue
  }
  let output = ''
  const code = await runBuild(build, {
    root,
    into: INTO,
    onOutput: (text) => {
      output += text
    },
  })
  if (code !== 0) {
    fail(`${build.name}: the build failed under Node ${process.version} (exit ${code}):\n${output}`)
    continue
  }
  for (const [index, out] of build.outs.entries()) {
    const here = await treeHashes(join(root, INTO, out))
    const theirs = main[index] ?? new Map()
    const differing = [...new Set([...theirs.keys(), ...here.keys()])]
      .filter((file) => theirs.get(file) !== here.get(file))
      .sort()
    if (differing.length > 0)
      fail(
        `${relative(root, join(root, INTO, out))} differs from ${out} in ${differing.length} of ${theirs.size} files: ${differing.slice(0, 10).join(', ')}`,
      )
    else console.log(`  ✓ ${out}: ${here.size} files, byte for byte the main Node's`)
  }
}

/** `npm start` as a newcomer runs it, then its first page; stopped either way. */
async function devServerAnswers() {
  const child = spawn(process.execPath, ['scripts/dev.mjs', '--stand-in'], {
    cwd: root,
    env: { ...process.env, VITE_EMAILJS_ORIGIN: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk) => {
      output += String(chunk)
    })
  try {
    const started = Date.now()
    let address = ''
    while (!address) {
      address = /Open the site:\s+(\S+)/.exec(output)?.[1] ?? ''
      if (child.exitCode !== null)
        throw new Error(`npm start ended (exit ${child.exitCode}):\n${output}`)
      if (Date.now() - started > DEV_START_MS)
        throw new Error(`npm start named no address within ${DEV_START_MS / 1000} s:\n${output}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const response = await fetch(address)
    const html = await response.text()
    /** @type {typeof import('../src/entry-server.tsx')} */
    const page = await import(pathToFileURL(join(root, 'build/ssr/entry-server.js')).href)
    const name = page.escapeHtml(page.site.owner.name)
    if (response.status !== 200 || !html.includes(name))
      throw new Error(`npm start answered ${address} with ${response.status}, without "${name}"`)
    console.log(
      `  ✓ npm start answered ${address} with the home page, after ${Date.now() - started} ms`,
    )
  } finally {
    child.kill('SIGTERM')
  }
}

await devServerAnswers().catch((/** @type {Error} */ error) => fail(error.message))
if (process.exitCode) console.error(`Node ${process.version}: the checks above failed`)
