import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import {
  CACHE_KEY_PREFIX,
  cacheKeyExpression,
  PICTURE_CACHE_DIR,
  PICTURES_DIR,
} from './pictures/cache.mjs'

interface Step {
  id?: string
  uses?: string
  run?: string
  with?: Record<string, string | number | boolean>
  env?: Record<string, string>
}
interface Workflow {
  on: Record<string, unknown>
  permissions: Record<string, string>
  jobs: Record<string, { 'runs-on': string; needs?: string; steps: Step[] }>
}

const workflowText = await readFile('.github/workflows/deploy-pages.yml', 'utf8')
const workflow = parse(workflowText) as Workflow
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps)

/** The Node versions .ci/run also runs `npm test` under, one a line. */
const testedVersions = (await readFile('.ci/node-versions', 'utf8'))
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'))

describe('the GitHub Pages deploy workflow', () => {
  it('is valid YAML with a build job and a deploy job after it', () => {
    expect(Object.keys(workflow.jobs)).toEqual(['build', 'deploy'])
    expect(workflow.jobs.deploy?.needs).toBe('build')
    expect(workflow.permissions).toMatchObject({ pages: 'write', 'id-token': 'write' })
  })

  it('uses only the official actions, at released major versions', () => {
    const actions = steps.flatMap((step) => (step.uses ? [step.uses] : []))
    expect(actions).toEqual([
      'actions/checkout@v5',
      'actions/setup-node@v5',
      'actions/configure-pages@v5',
      'actions/cache@27d5ce7f107fe9357f9df03efb73ab90386fccae',
      'actions/upload-pages-artifact@v4',
      'actions/deploy-pages@v4',
    ])
  })

  it('runs a release build (refusing sample content), with the CSP as a <meta> element', async () => {
    const { scripts } = JSON.parse(await readFile('package.json', 'utf8')) as {
      scripts: Record<string, string>
    }
    const runs = steps.flatMap((step) => (step.run ? [step.run] : []))
    expect(runs).toContain('npm ci')
    const build = steps.find((step) => step.run === 'npm run build:release')
    expect(scripts['build:release']).toBe('npm run build -- --strict')
    expect(build?.env?.CSP_META).toBe('true')
  })

  it('builds for the address GitHub Pages publishes at, so a project site under /<repo>/ works', () => {
    const buildSteps = workflow.jobs.build?.steps ?? []
    const pages = buildSteps.findIndex((step) => step.uses === 'actions/configure-pages@v5')
    const build = buildSteps.findIndex((step) => step.run === 'npm run build:release')
    expect(pages).toBeGreaterThanOrEqual(0)
    expect(pages, 'configure-pages runs before the build').toBeLessThan(build)
    const id = buildSteps[pages]?.id
    expect(buildSteps[build]?.env?.SITE_URL).toBe(`\${{ steps.${id}.outputs.base_url }}`)
  })

  it('builds on the Node line named once, in .nvmrc, and names no version itself', () => {
    const setup = steps.find((step) => step.uses?.startsWith('actions/setup-node@'))
    expect(setup?.with?.['node-version-file']).toBe('.nvmrc')
    expect(setup?.with).not.toHaveProperty('node-version')
    expect(workflowText).not.toMatch(/node-version:/)
  })

  it('names in .nvmrc a maintained LTS line (even, past Node 20), one that CI runs the tests under', async () => {
    const line = (await readFile('.nvmrc', 'utf8')).trim()
    expect(line).toMatch(/^\d+$/)
    const major = Number(line)
    // Even-numbered lines become LTS; Node 20's ended on 2026-04-30.
    expect(major % 2).toBe(0)
    expect(major).toBeGreaterThan(20)
    expect(testedVersions.length).toBeGreaterThan(0)
    for (const version of testedVersions) expect(version).toMatch(/^\d+\.\d+\.\d+$/)
    expect(testedVersions.map((version) => version.split('.')[0])).toContain(line)
  })

  describe('keeps the encoded pictures between deploys', () => {
    const buildSteps = workflow.jobs.build?.steps ?? []
    const at = buildSteps.findIndex((step) => step.uses?.startsWith('actions/cache@'))
    const cache = buildSteps[at]

    it('caches the folder the build writes its encoded pictures to', () => {
      expect(cache?.with?.path).toBe(PICTURE_CACHE_DIR)
    })

    it('restores it after npm ci (which empties node_modules) and before the build', () => {
      const install = buildSteps.findIndex((step) => step.run === 'npm ci')
      const build = buildSteps.findIndex((step) => step.run === 'npm run build:release')
      expect(at).toBeGreaterThan(install)
      expect(at).toBeLessThan(build)
    })

    it('saves it again whenever the pictures or their settings change, restoring the newest otherwise', () => {
      expect(cache?.with?.key).toBe(cacheKeyExpression())
      expect(String(cache?.with?.key)).toContain(`'${PICTURES_DIR}/**'`)
      expect(cache?.with?.['restore-keys']).toBe(CACHE_KEY_PREFIX)
    })

    it('is pinned to a full commit, its version named beside it', () => {
      expect(cache?.uses).toMatch(/^actions\/cache@[0-9a-f]{40}$/)
      const line = workflowText.split('\n').find((text) => text.includes(`uses: ${cache?.uses}`))
      expect(line).toMatch(/# v\d+\.\d+\.\d+$/)
    })

    it('keeps in the saved cache only the pictures this build used', () => {
      const build = buildSteps.find((step) => step.run === 'npm run build:release')
      expect(build?.env?.PICTURE_CACHE_KEEP_DAYS).toBe('0')
    })
  })
})
