// @ts-check
/**
 * The bench's own packages (bench/package.json: Lighthouse and its Chrome launcher, exact versions
 * from bench/package-lock.json) and the Node they run on. Lighthouse 13 declares Node >= 22.19,
 * the site supports Node 20.19, so neither goes into the site's dependencies: an owner's
 * `npm ci` downloads neither. The Node is the first line of .ci/node-versions on 22 or later,
 * installed from the npm registry's `node` package into .ci/node/<major> (git-ignored), as
 * .ci/run's install_node does; each is installed only when missing or not the pinned version.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const bench = fileURLToPath(new URL('.', import.meta.url))
const root = join(bench, '..')
/** Lighthouse 13's engines: `>=22.19`. */
const OLDEST_MAJOR = 22

/** @param {string} file */
const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

/** @param {string} command @param {string[]} args @param {NodeJS.ProcessEnv} [env] */
function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { stdio: 'inherit', env })
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`)
}

/** The Node version the bench runs on: the first of .ci/node-versions on 22 or later. */
export function benchNodeVersion() {
  const versions = readFileSync(join(root, '.ci/node-versions'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
  const version = versions.find((line) => Number(line.split('.')[0]) >= OLDEST_MAJOR)
  if (!version)
    throw new Error(`.ci/node-versions names no Node ${OLDEST_MAJOR} or later for the bench`)
  return version
}

/**
 * Installs what is missing and returns the bench's Node binary.
 * @returns {{ node: string, version: string }}
 */
export function installBench() {
  const version = benchNodeVersion()
  const prefix = join(root, '.ci/node', version.split('.')[0] ?? '')
  const node = join(prefix, 'node_modules/node/bin/node')
  const installed = () =>
    spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout?.trim() === `v${version}`
  if (!installed()) {
    console.log(`Installing Node ${version} for the bench into ${prefix}...`)
    run('npm', [
      'install',
      '--prefix',
      prefix,
      '--no-audit',
      '--no-fund',
      '--save-exact',
      `node@${version}`,
    ])
    // The binary comes from the package's preinstall script, which npm's script policy may skip.
    if (!installed()) throw new Error(`node@${version} installed no working binary in ${prefix}`)
  }
  const wanted = readJson(join(bench, 'package.json')).dependencies
  const stale = Object.entries(wanted).filter(
    ([name, pinned]) =>
      readJson(join(bench, 'node_modules', name, 'package.json'))?.version !== pinned,
  )
  if (stale.length > 0) {
    console.log(`Installing the bench's ${stale.map(([name]) => name).join(', ')}...`)
    // npm itself on the bench's Node, so that the engines it checks are the ones that run.
    run('npm', ['ci', '--prefix', bench, '--no-audit', '--no-fund'], {
      ...process.env,
      PATH: `${join(prefix, 'node_modules/node/bin')}:${process.env.PATH ?? ''}`,
    })
  }
  return { node, version }
}

/**
 * Lighthouse 13 runs on Node 22.19 or later, which the site does not require: a bench script
 * runs on the bench's own Node, with its own packages, whatever Node started it. Called first
 * thing by each: on another Node, it runs the script again on the bench's and exits with its
 * status; on the bench's, it returns the packages.
 * @param {string} script the calling script's `import.meta.url`
 * @returns {Promise<{ lighthouse: Lighthouse, launch: Launch }>}
 */
export async function onBenchNode(script) {
  const benchNode = installBench()
  if (process.version !== `v${benchNode.version}`) {
    const { status, signal } = spawnSync(
      benchNode.node,
      [fileURLToPath(script), ...process.argv.slice(2)],
      { stdio: 'inherit' },
    )
    process.exit(status ?? (signal ? 1 : 0))
  }
  return benchPackages()
}

/**
 * The bench's packages, imported from bench/node_modules (installBench first).
 * @returns {Promise<{ lighthouse: Lighthouse, launch: Launch }>}
 */
export async function benchPackages() {
  const entry = (/** @type {string} */ name) => {
    const { main } = readJson(join(bench, 'node_modules', name, 'package.json'))
    return new URL(`node_modules/${name}/${main}`, new URL('.', import.meta.url)).href
  }
  const [{ default: lighthouse }, { launch }] = await Promise.all([
    import(entry('lighthouse')),
    import(entry('chrome-launcher')),
  ])
  return { lighthouse, launch }
}

/**
 * What the bench reads of Lighthouse (its types live in bench/node_modules, which a fresh clone's
 * type check does not have).
 * @typedef {{ details?: unknown, numericValue?: number }} Audit
 * @typedef {{
 *   lighthouseVersion: string,
 *   runtimeError?: { code: string, message: string },
 *   categories: Record<string, { score: number | null } | undefined>,
 *   audits: Record<string, Audit | undefined>,
 * }} LighthouseResult
 * @typedef {(url: string, flags: { port?: number, output: string[], logLevel: string, onlyCategories?: string[] }) =>
 *   Promise<{ lhr: LighthouseResult, report: string | string[], artifacts?: { Trace?: Trace } } | undefined>} Lighthouse
 * @typedef {{ traceEvents: { name: string, ph: string, pid: number, tid: number, ts: number, dur?: number, tdur?: number }[] }} Trace
 * @typedef {{ port: number, kill: () => void | Promise<void> }} LaunchedChrome
 * @typedef {(options: { chromePath?: string, chromeFlags: string[] }) => Promise<LaunchedChrome>} Launch
 */
