// @ts-check
/**
 * How the GitHub Pages workflow builds the site, read from the workflow itself
 * (.github/workflows/deploy-pages.yml), so that a test build made the same way cannot drift
 * from it: the environment of the step that runs the build, with the address GitHub Pages
 * gives (configure-pages' base_url) replaced by the one the test build is published at, and
 * each repository variable (`vars.*`) empty, as GitHub gives it in a repository that sets none
 * (the content file's values stay). Anything else the workflow adds to that step fails here
 * until this module knows what it stands for.
 * The test builds run `node scripts/build.mjs`, which is what the workflow's
 * `npm run build:release` runs after the type check, without `--strict`: they build the sample
 * content, which a release refuses.
 *   node scripts/deploy-build.mjs https://owner.github.io/portfolio [build options]
 * builds as the workflow does for that address; the options after it (--out, --goatcounter) go
 * to scripts/build.mjs.
 */
import { spawn } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'

export const DEPLOY_WORKFLOW = '.github/workflows/deploy-pages.yml'
/** The workflow's build command (package.json: the type check, then scripts/build.mjs --strict). */
export const RELEASE_BUILD = 'npm run build:release'

/**
 * @typedef {{ id?: string, uses?: string, run?: string, env?: Record<string, unknown> }} Step
 * @typedef {{ jobs: Record<string, { steps?: Step[] }> }} Workflow
 */

/**
 * The environment the workflow builds with, for a site published at `siteUrl`.
 * @param {string} workflowText the workflow file's text
 * @param {string} siteUrl where the test build is published (as base_url gives it)
 * @returns {Record<string, string>}
 */
export function deployBuildEnv(workflowText, siteUrl) {
  const workflow = /** @type {Workflow} */ (parse(workflowText))
  const steps = Object.values(workflow.jobs).flatMap((job) => job.steps ?? [])
  const build = steps.find((step) => step.run === RELEASE_BUILD)
  if (!build) throw new Error(`${DEPLOY_WORKFLOW} has no step that runs ${RELEASE_BUILD}`)
  const pages = steps.find((step) => step.uses?.startsWith('actions/configure-pages@'))
  const baseUrl = pages?.id ? `steps.${pages.id}.outputs.base_url` : undefined
  /** @type {Record<string, string>} */
  const env = {}
  for (const [name, value] of Object.entries(build.env ?? {})) {
    const expression = /^\$\{\{\s*(.+?)\s*\}\}$/.exec(String(value))?.[1]
    if (expression === undefined) env[name] = String(value)
    else if (expression === baseUrl) env[name] = siteUrl
    else if (/^vars\.\w+$/.test(expression)) env[name] = ''
    else
      throw new Error(
        `${DEPLOY_WORKFLOW}: the build's ${name} is ${String(value)}, which a test build cannot reproduce; say in scripts/deploy-build.mjs what it stands for`,
      )
  }
  return env
}

/**
 * Builds the project at `root` as the workflow does, for `siteUrl`, passing `args` to
 * scripts/build.mjs; resolves with its exit code.
 * @param {{ root: string, siteUrl: string, args?: string[] }} options
 * @returns {Promise<number>}
 */
export async function buildAsDeployed({ root, siteUrl, args = [] }) {
  const env = deployBuildEnv(await readFile(join(root, DEPLOY_WORKFLOW), 'utf8'), siteUrl)
  return new Promise((resolve) => {
    spawn(process.execPath, ['scripts/build.mjs', ...args], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    }).on('close', (code) => resolve(code ?? 1))
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [siteUrl, ...args] = process.argv.slice(2)
  if (!siteUrl || siteUrl.startsWith('--'))
    throw new Error('Name the address first: node scripts/deploy-build.mjs https://... [options]')
  const root = fileURLToPath(new URL('..', import.meta.url))
  process.exitCode = await buildAsDeployed({ root, siteUrl, args })
}
