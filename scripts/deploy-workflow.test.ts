import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

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
})
