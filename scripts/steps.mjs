// @ts-check
/**
 * Runs a suite's steps side by side, the one home of how `npm test` (scripts/test.mjs) and the
 * engines' suite (scripts/engines.mjs) do it: a step that needs others waits for their success,
 * and one that only gives others the cores first waits for them to end, whatever their result;
 * each step's output is shown whole once it has ended (a `live` step's as it comes); at the end a
 * summary gives each step's time and result. Resolves with 1 if any step failed, else 0.
 * From the command line, npm scripts side by side (as .ci/run runs the engines beside the hosts):
 *   node scripts/steps.mjs <title> <npm script> ...
 */
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/**
 * @typedef {{ name: string, after?: string[], startsAfter?: string[], live?: boolean,
 *   run: (write: (text: string) => void) => Promise<number>, note?: () => string | undefined }} Step
 *   after: the steps it waits for (their success); startsAfter: steps it lets run first, and
 *   starts once they have ended, passed or failed; both name steps listed before it; live: its
 *   output is passed through as it comes, under the step's name; note: said in the summary
 *   instead of the step's time
 */

/**
 * A command, its output given to `write`.
 * @param {string} command @param {string[]} args
 * @param {{ cwd: string, env?: Record<string, string> }} options env: added to the process's
 * @returns {Step['run']}
 */
export const tool =
  (command, args, { cwd, env = {} }) =>
  (write) =>
    new Promise((resolve) => {
      const child = spawn(command, args, {
        cwd,
        stdio: ['ignore', 'pipe', 'pipe'],
        shell: process.platform === 'win32',
        env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0', ...env },
      })
      child.stdout.on('data', (chunk) => write(String(chunk)))
      child.stderr.on('data', (chunk) => write(String(chunk)))
      child.on('close', (code) => resolve(code ?? 1))
    })

/**
 * @param {string} title the suite's name in the summary
 * @param {Step[]} steps
 * @param {{ tail?: number }} [options] tail: how many of a passing step's last lines are shown
 *   (all of a failing one's)
 * @returns {Promise<number>}
 */
export async function runSteps(title, steps, { tail = 8 } = {}) {
  const started = Date.now()
  /** @type {Map<string, { code: number, seconds: number }>} */
  const results = new Map()
  /** @type {Map<string, Promise<number>>} */
  const running = new Map()

  /** @param {Step} step @returns {Promise<number>} */
  async function runStep(step) {
    await Promise.all((step.startsAfter ?? []).map((name) => running.get(name)))
    const waitedFor = await Promise.all((step.after ?? []).map((name) => running.get(name)))
    if (waitedFor.some((code) => code !== 0)) {
      results.set(step.name, { code: -1, seconds: 0 })
      return -1
    }
    const begun = Date.now()
    if (step.live) process.stdout.write(`\n── ${step.name}:\n`)
    let output = ''
    const code = await step.run((text) => {
      if (step.live) process.stdout.write(text)
      else output += text
    })
    const seconds = (Date.now() - begun) / 1000
    results.set(step.name, { code, seconds })
    const verdict = code === 0 ? 'passed' : `FAILED (exit ${code})`
    const shown =
      code === 0 && !step.live ? output.trimEnd().split('\n').slice(-tail).join('\n') : output
    process.stdout.write(
      `\n── ${step.name}: ${verdict} in ${seconds.toFixed(1)} s\n${shown ? `${shown.trimEnd()}\n` : ''}`,
    )
    return code
  }

  for (const step of steps) running.set(step.name, runStep(step))
  await Promise.all(running.values())

  const total = (Date.now() - started) / 1000
  console.log(`\n${title}:`)
  for (const step of steps) {
    const result = results.get(step.name)
    const mark = result?.code === 0 ? '✓' : result?.code === -1 ? '–' : '✗'
    const time =
      result?.code === -1
        ? 'not run: a step it needs failed'
        : (step.note?.() ?? `${result?.seconds.toFixed(1)} s`)
    console.log(`  ${mark} ${step.name.padEnd(56)} ${time}`)
  }
  console.log(`  in all ${total.toFixed(1)} s`)
  return [...results.values()].some((result) => result.code !== 0) ? 1 : 0
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [title = 'side by side', ...scripts] = process.argv.slice(2)
  const cwd = fileURLToPath(new URL('..', import.meta.url))
  process.exitCode = await runSteps(
    title,
    scripts.map((script) => ({
      name: `npm run ${script}`,
      run: tool('npm', ['run', script], { cwd }),
    })),
    { tail: 30 },
  )
}
