// @ts-check
/**
 * `npm test`, the quick suite: the type check, lint, the unit tests, the builds, and the quick,
 * sub-path and counting browser checks in Chromium. Steps that do not need each other run side by
 * side (scripts/steps.mjs: the machine's cores are shared between them; the browser checks wait
 * for the builds, and the unit tests start when the builds end), each step's output shown whole
 * once it has ended, the browser checks' as they run, then a summary with each step's time and
 * result; the exit code is 1 if any step failed.
 *
 * What has not changed is not done again: a step that passed on this same tree (every file git
 * does not ignore, the day, Node, the browser: scripts/passed-steps.mjs) is not run again, and
 * says when it passed; the type check is incremental (build/tsc/), the pictures are encoded once
 * (node_modules/.cache/pictures), and the builds of an unchanged tree are used again
 * (scripts/test-builds.mjs). Under CI=true, or with `--again`, every step runs and everything is
 * built.
 *   node scripts/test.mjs [--again]
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { findChecksBrowser, findChromium, NO_BROWSER } from './chromium.mjs'
import { readPassed, treeKey, writePassed } from './passed-steps.mjs'
import { runSteps, tool } from './steps.mjs'
import { makeTestBuilds, TEST_BUILDS_RECORD } from './test-builds.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
// The checks run in Chromium's headless shell where installed, and the back/forward cache's
// check in the browser itself (scripts/chromium.mjs).
const browser = findChecksBrowser()
if (!browser) {
  console.error(NO_BROWSER)
  process.exit(1)
}

const reuse = process.env.CI !== 'true' && !process.argv.includes('--again')
const browsers = [...new Set([browser, findChromium() ?? browser])]
const key = reuse ? await treeKey(root, { browsers }) : undefined
const passed = await readPassed(root)

/**
 * The step, unless it passed on this same tree: then it says when, and the summary too. A pass
 * is recorded under the key. A step that reads the builds has their record in its key: builds
 * made again run it again.
 * @param {import('./steps.mjs').Step} step @param {{ readsBuilds?: boolean }} [options]
 * @returns {import('./steps.mjs').Step}
 */
function unlessPassed(step, { readsBuilds = false } = {}) {
  /** When the pass it stands on was recorded, if it was not run again. @type {string | undefined} */
  let passedAt
  return {
    ...step,
    note: () => passedAt && `passed at ${passedAt}`,
    run: async (write) => {
      const current =
        key && readsBuilds
          ? `${key}:${await readFile(join(root, TEST_BUILDS_RECORD), 'utf8').catch(() => '')}`
          : key
      const last = passed[step.name]
      if (current && last?.key === current) {
        passedAt = last.at
        write(
          `passed on this same tree at ${last.at}: not run again (npm test -- --again runs every step)\n`,
        )
        return 0
      }
      const code = await step.run(write)
      if (code === 0 && current)
        passed[step.name] = { key: current, at: new Date().toLocaleString() }
      return code
    },
  }
}

const cwd = root
const BUILDS = 'builds (scripts/test-builds.mjs)'
/** @type {import("./steps.mjs").Step[]} */
const STEPS = [
  unlessPassed({ name: 'type check (tsc -b)', run: tool('npx', ['tsc', '-b'], { cwd }) }),
  unlessPassed({
    name: 'lint and format (biome ci)',
    run: tool('npx', ['biome', 'ci', '.'], { cwd }),
  }),
  // The builds look after their own reuse: they check what they wrote as well.
  {
    name: BUILDS,
    run: (write) => makeTestBuilds({ root, reuse, log: (line) => write(`${line}\n`) }),
  },
  // The unit tests give the builds the cores first (whatever the builds' result): the browser
  // checks wait for the builds, and the unit tests then fill what the checks leave idle (pages
  // left alone on purpose, a worker whose last check has ended): docs/decisions/test-time.md, 18.
  unlessPassed({
    name: 'unit tests (vitest run)',
    startsAfter: [BUILDS],
    run: tool('npx', ['vitest', 'run'], { cwd }),
  }),
  unlessPassed(
    {
      name: 'browser checks (Playwright: quick)',
      after: [BUILDS],
      live: true,
      run: tool('npx', ['playwright', 'test', '--project=quick'], { cwd }),
    },
    { readsBuilds: true },
  ),
]

const code = await runSteps('npm test', STEPS)
if (key) await writePassed(root, passed)
process.exitCode = code
