// @ts-check
/**
 * `npm test`, the quick suite: the type check, lint, the unit tests, the builds, and the quick,
 * sub-path and counting browser checks in Chromium. Steps that do not need each other run side by
 * side (the machine's cores are shared between them; the browser checks wait for the builds), and
 * each step's output is shown whole once it has ended, the browser checks' as they run. At the end,
 * a summary gives each step's time and result; the exit code is 1 if any step failed.
 *
 * What has not changed is not done again: the type check is incremental (build/tsc/), the pictures
 * are encoded once (node_modules/.cache/pictures), and the builds of an unchanged tree are used
 * again (scripts/test-builds.mjs), except under CI=true, where everything is built.
 *   node scripts/test.mjs
 */
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { findChromium, NO_BROWSER } from './chromium.mjs'
import { makeTestBuilds } from './test-builds.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))

/**
 * @typedef {{ name: string, after?: string[], live?: boolean,
 *   run: (write: (text: string) => void) => Promise<number> }} Step
 *   after: the steps it waits for (their success); live: its output is passed through as it comes
 */

/**
 * A command of the project's own tools (node_modules/.bin), its output given to `write`.
 * @param {string} command @param {string[]} args
 * @returns {Step['run']}
 */
const tool = (command, args) => (write) =>
  new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      shell: process.platform === 'win32',
      env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    })
    child.stdout.on('data', (chunk) => write(String(chunk)))
    child.stderr.on('data', (chunk) => write(String(chunk)))
    child.on('close', (code) => resolve(code ?? 1))
  })

/** @type {Step[]} */
const STEPS = [
  { name: 'type check (tsc -b)', run: tool('npx', ['tsc', '-b']) },
  { name: 'lint and format (biome ci)', run: tool('npx', ['biome', 'ci', '.']) },
  { name: 'unit tests (vitest run)', run: tool('npx', ['vitest', 'run']) },
  {
    name: 'builds (scripts/test-builds.mjs)',
    run: (write) =>
      makeTestBuilds({
        root,
        reuse: process.env.CI !== 'true',
        log: (line) => write(`${line}\n`),
      }),
  },
  {
    name: 'browser checks (Playwright: quick, subpath, counting)',
    after: ['builds (scripts/test-builds.mjs)'],
    live: true,
    run: tool('npx', [
      'playwright',
      'test',
      '--project=quick',
      '--project=subpath',
      '--project=counting',
    ]),
  },
]

if (!findChromium()) {
  console.error(NO_BROWSER)
  process.exit(1)
}

const started = Date.now()
/** @type {Map<string, { code: number, seconds: number }>} */
const results = new Map()
/** @type {Map<string, Promise<number>>} */
const running = new Map()

/** @param {Step} step @returns {Promise<number>} */
async function runStep(step) {
  const waitedFor = await Promise.all((step.after ?? []).map((name) => running.get(name)))
  if (waitedFor.some((code) => code !== 0)) {
    results.set(step.name, { code: -1, seconds: 0 })
    return -1
  }
  const begun = Date.now()
  let output = ''
  const code = await step.run((text) => {
    if (step.live) process.stdout.write(text)
    else output += text
  })
  const seconds = (Date.now() - begun) / 1000
  results.set(step.name, { code, seconds })
  const verdict = code === 0 ? 'passed' : `FAILED (exit ${code})`
  const shown =
    code === 0 && !step.live ? output.trimEnd().split('\n').slice(-8).join('\n') : output
  process.stdout.write(
    `\n── ${step.name}: ${verdict} in ${seconds.toFixed(1)} s\n${shown ? `${shown.trimEnd()}\n` : ''}`,
  )
  return code
}

for (const step of STEPS) running.set(step.name, runStep(step))
await Promise.all(running.values())

const total = (Date.now() - started) / 1000
console.log('\nnpm test:')
for (const step of STEPS) {
  const result = results.get(step.name)
  const mark = result?.code === 0 ? '✓' : result?.code === -1 ? '–' : '✗'
  const time =
    result?.code === -1 ? 'not run: a step it needs failed' : `${result?.seconds.toFixed(1)} s`
  console.log(`  ${mark} ${step.name.padEnd(56)} ${time}`)
}
console.log(`  in all ${total.toFixed(1)} s`)
process.exitCode = [...results.values()].some((result) => result.code !== 0) ? 1 : 0
