import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { isPair, isScalar, parse, parseDocument, visit } from 'yaml'
import { DEPLOY_WORKFLOW, deployBuildEnv, RELEASE_BUILD } from './deploy-build.mjs'
import {
  CACHE_KEY_PREFIX,
  cacheKeyExpression,
  PICTURE_CACHE_DIR,
  PICTURES_DIR,
} from './pictures/cache.mjs'
import {
  PUBLISHED_CACHE_DIR,
  PUBLISHED_ENV,
  PUBLISHED_KEY_PREFIX,
  publishedKeyExpression,
} from './published.mjs'

interface Step {
  id?: string
  uses?: string
  run?: string
  with?: Record<string, string | number | boolean>
  env?: Record<string, string>
}
interface Workflow {
  on: Record<string, unknown>
  permissions?: Permissions
  jobs: Record<string, Job>
}
/** A token's permissions: scope → 'read' | 'write' | 'none', or 'read-all' / 'write-all'. */
type Permissions = Record<string, string> | string
interface Job {
  'runs-on': string
  needs?: string
  permissions?: Permissions
  /** A reusable workflow the job calls. */
  uses?: string
  env?: Record<string, string>
  steps?: Step[]
}

const workflowText = await readFile(DEPLOY_WORKFLOW, 'utf8')
const workflow = parse(workflowText) as Workflow
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps ?? [])

/** The Node versions .ci/run also runs `npm test` under, one a line. */
const testedVersions = (await readFile('.ci/node-versions', 'utf8'))
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'))

describe('the GitHub Pages deploy workflow', () => {
  it('is valid YAML with a build job and a deploy job after it', () => {
    expect(Object.keys(workflow.jobs)).toEqual(['build', 'deploy'])
    expect(workflow.jobs.deploy?.needs).toBe('build')
  })

  it('builds on every push to main and once a day, so an article dated later appears on its day', () => {
    expect(workflow.on.push).toEqual({ branches: ['main'] })
    const schedule = workflow.on.schedule as { cron: string }[] | undefined
    expect(schedule).toHaveLength(1)
    // minute hour day-of-month month day-of-week: one fixed time, every day of every month.
    const [minute, hour, ...every] = schedule?.[0]?.cron.split(/\s+/) ?? []
    expect(Number(minute)).toBeGreaterThanOrEqual(0)
    expect(Number(minute)).toBeLessThan(60)
    expect(Number(hour)).toBeGreaterThanOrEqual(0)
    expect(Number(hour)).toBeLessThan(24)
    expect(every).toEqual(['*', '*', '*'])
    // Nothing keeps a scheduled run from deploying.
    for (const job of Object.values(workflow.jobs)) expect(job).not.toHaveProperty('if')
  })

  it('uses only the official actions', () => {
    const actions = steps.flatMap((step) => (step.uses ? [step.uses.split('@')[0]] : []))
    expect(actions).toEqual([
      'actions/checkout',
      'actions/setup-node',
      'actions/configure-pages',
      'actions/cache',
      'actions/cache',
      'actions/upload-pages-artifact',
      'actions/deploy-pages',
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
    const pages = buildSteps.findIndex((step) => step.uses?.startsWith('actions/configure-pages@'))
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

    it('keeps in the saved cache only the pictures this build used, a setting the test builds never take', () => {
      expect(workflow.jobs.build?.env?.PICTURE_CACHE_KEEP_DAYS).toBe('0')
      const build = buildSteps.find((step) => step.run === 'npm run build:release')
      expect(build?.env?.PICTURE_CACHE_KEEP_DAYS).toBeUndefined()
    })
  })
})

describe('the deploy workflow keeps what the last deploys published', () => {
  const buildSteps = workflow.jobs.build?.steps ?? []
  const at = buildSteps.findIndex((step) => step.with?.path === PUBLISHED_CACHE_DIR)
  const cache = buildSteps[at]

  it('restores the folder after npm ci and before the build, under a key new every run, the newest restored', () => {
    expect(cache?.uses).toMatch(/^actions\/cache@[0-9a-f]{40}$/)
    expect(at).toBeGreaterThan(buildSteps.findIndex((step) => step.run === 'npm ci'))
    expect(at).toBeLessThan(buildSteps.findIndex((step) => step.run === RELEASE_BUILD))
    expect(cache?.with?.key).toBe(publishedKeyExpression())
    expect(cache?.with?.['restore-keys']).toBe(PUBLISHED_KEY_PREFIX)
    // The build step keeps it on: the test builds, which take its settings, turn it off.
    const build = buildSteps.find((step) => step.run === RELEASE_BUILD)
    expect(build?.env?.[PUBLISHED_ENV]).toBeUndefined()
  })
})

describe('the test builds made as the workflow builds (scripts/deploy-build.mjs)', () => {
  const PUBLISHED = 'https://owner.github.io/portfolio'
  const build = steps.find((step) => step.run === RELEASE_BUILD)

  it('take exactly the build step’s environment, the Pages address and unset variables filled in', () => {
    const env = deployBuildEnv(workflowText, PUBLISHED)
    expect(Object.keys(env).sort()).toEqual(Object.keys(build?.env ?? {}).sort())
    for (const [name, value] of Object.entries(build?.env ?? {})) {
      if (value.includes('.outputs.base_url')) expect(env[name], name).toBe(PUBLISHED)
      else if (value.startsWith('${{ vars.')) expect(env[name], name).toBe('')
      else expect(env[name], name).toBe(value)
    }
    expect(env.CSP_META).toBe('true')
    expect(env.SITE_URL).toBe(PUBLISHED)
  })

  it('follow a setting added to the workflow, and refuse one they cannot reproduce', () => {
    const line = 'CSP_META: "true"'
    expect(workflowText).toContain(line)
    const added = workflowText.replace(line, `${line}\n          LATER: "on"`)
    expect(deployBuildEnv(added, PUBLISHED).LATER).toBe('on')
    const secret = workflowText.replace(line, `${line}\n          TOKEN: \${{ secrets.TOKEN }}`)
    expect(() => deployBuildEnv(secret, PUBLISHED)).toThrow('TOKEN')
  })

  it('are the sub-path build and the counting build that npm test makes', async () => {
    const { TEST_BUILDS } = await import('./test-builds.mjs')
    const commands = TEST_BUILDS.map((build) => build.command((out) => out).join(' '))
    expect(commands).toContainEqual(expect.stringMatching(/^e2e\/build-subpath\.mjs /))
    expect(commands).toContainEqual(
      expect.stringMatching(
        /^scripts\/deploy-build\.mjs \S+ --goatcounter \S+ --recaptcha \S+ --out build\/counting$/,
      ),
    )
    expect(commands.join('\n')).not.toMatch(/CSP_META=/)
    const subpath = await readFile('e2e/build-subpath.mjs', 'utf8')
    expect(subpath).toContain('buildAsDeployed(')
    expect(subpath).not.toContain("'scripts/build.mjs'")
  })
})

/**
 * What each action does with the job's token (GITHUB_TOKEN), from its documentation: a job may
 * hold exactly what its actions need, and an action missing here fails the check until it is
 * added with what it needs. `run:` steps use no token. Artifacts and the npm cache go through
 * the runner's own token, not this one.
 */
const ACTION_NEEDS: Record<string, Record<string, 'read' | 'write'>> = {
  // Reads the repository (its token is not kept: persist-credentials: false).
  'actions/checkout': { contents: 'read' },
  'actions/setup-node': {},
  // Reads the Pages site's settings (GET /repos/{owner}/{repo}/pages) for its address.
  'actions/configure-pages': { pages: 'read' },
  'actions/upload-pages-artifact': {},
  'actions/cache': {},
  // Publishes the artifact, proving where the run comes from with an OIDC token.
  'actions/deploy-pages': { pages: 'write', 'id-token': 'write' },
}

/** An action pinned as Dependabot keeps it: owner/repo[/path]@<commit> # v1.2.3. */
const PINNED = /^[\w.-]+\/[\w.-]+(?:\/[\w./-]+)?@[0-9a-f]{40}$/
const VERSION_COMMENT = /^v\d+(?:\.\d+){0,2}$/

/** Every `uses:` in a workflow's text (steps and reusable workflows), with its comment. */
function usesOf(text: string) {
  const found: { uses: string; comment: string }[] = []
  visit(parseDocument(text), {
    Pair(_, pair) {
      if (isPair(pair) && isScalar(pair.key) && pair.key.value === 'uses' && isScalar(pair.value))
        found.push({ uses: String(pair.value.value), comment: (pair.value.comment ?? '').trim() })
    },
  })
  return found
}

/** The actions a workflow names by anything but a commit with its version beside it. */
function unpinned(text: string): string[] {
  return usesOf(text)
    .filter(({ uses }) => !uses.startsWith('./'))
    .filter(({ uses, comment }) => !PINNED.test(uses) || !VERSION_COMMENT.test(comment))
    .map(({ uses, comment }) => `${uses}${comment ? ` # ${comment}` : ''}`)
}

const LEVEL = { none: 0, read: 1, write: 2 } as const
type Level = keyof typeof LEVEL

/**
 * Each job's token against what its actions need: a scope granted beyond the need (or a
 * workflow's blanket grant, or none stated, which leaves the repository's default), and a need
 * left ungranted (the job would fail). The workflow's own `permissions` apply to a job that
 * states none.
 */
function permissionProblems(text: string): string[] {
  const workflow = parse(text) as Workflow
  return Object.entries(workflow.jobs).flatMap(([name, job]) => {
    const granted = job.permissions ?? workflow.permissions
    if (granted === undefined) return [`${name}: states no permissions (the default token)`]
    if (typeof granted === 'string') return [`${name}: permissions ${granted}`]
    const needed: Record<string, Level> = {}
    for (const uses of [job.uses, ...(job.steps ?? []).map((step) => step.uses)]) {
      if (!uses || uses.startsWith('./')) continue
      const action = uses.split('@')[0] ?? ''
      const needs = ACTION_NEEDS[action]
      if (!needs) return [`${name}: ${action} is not in the table of what each action needs`]
      for (const [scope, level] of Object.entries(needs))
        if (LEVEL[level] > LEVEL[needed[scope] ?? 'none']) needed[scope] = level
    }
    const scopes = new Set([...Object.keys(granted), ...Object.keys(needed)])
    return [...scopes].flatMap((scope) => {
      const has = LEVEL[(granted[scope] ?? 'none') as Level] ?? LEVEL.write
      const needs = LEVEL[needed[scope] ?? 'none']
      if (has > needs)
        return [`${name}: ${scope}: ${granted[scope]}, needs ${needed[scope] ?? 'none'}`]
      if (has < needs)
        return [`${name}: ${scope}: ${granted[scope] ?? 'none'}, needs ${needed[scope]}`]
      return []
    })
  })
}

const WORKFLOWS = '.github/workflows'
const workflowTexts = await Promise.all(
  (await readdir(WORKFLOWS))
    .filter((file) => /\.ya?ml$/.test(file))
    .map(async (file) => ({ file, text: await readFile(join(WORKFLOWS, file), 'utf8') })),
)

describe('every workflow (.github/workflows)', () => {
  it('pins each action to a full commit, its release in a comment (uses: x@<sha> # v1.2.3)', () => {
    expect(workflowTexts.length).toBeGreaterThan(0)
    for (const { file, text } of workflowTexts) {
      expect(usesOf(text).length, file).toBeGreaterThan(0)
      expect(unpinned(text), file).toEqual([])
    }
  })

  it('pins an action to one commit wherever it is used', () => {
    const commits = new Map<string, Set<string>>()
    for (const { text } of workflowTexts)
      for (const { uses } of usesOf(text)) {
        const [action = '', commit = ''] = uses.split('@')
        commits.set(action, (commits.get(action) ?? new Set()).add(commit))
      }
    for (const [action, pinned] of commits) expect([...pinned], action).toHaveLength(1)
  })

  it('gives each job exactly the permissions its actions need, and the workflow none of its own', () => {
    for (const { file, text } of workflowTexts) {
      expect(permissionProblems(text), file).toEqual([])
      // The workflow's own grant, which a job stating none inherits: read at most.
      const { permissions = {} } = parse(text) as Workflow
      expect(typeof permissions, file).toBe('object')
      for (const level of Object.values(permissions))
        expect(['none', 'read'], file).toContain(level)
    }
  })

  it('refuses a tag, a short commit, a commit without its version, and a job given more than it needs', () => {
    const pinnedText = workflowTexts.find(({ file }) => file === 'deploy-pages.yml')?.text ?? ''
    const byTag = pinnedText.replace(
      /actions\/checkout@[0-9a-f]{40} # (v[\d.]+)/,
      'actions/checkout@$1',
    )
    const short = pinnedText.replace(/(actions\/checkout@[0-9a-f]{7})[0-9a-f]{33}/, '$1')
    const bare = pinnedText.replace(/(actions\/checkout@[0-9a-f]{40}) # v[\d.]+/, '$1')
    for (const text of [byTag, short, bare]) {
      expect(text).not.toBe(pinnedText)
      expect(unpinned(text)).toHaveLength(1)
    }
    const broad = pinnedText.replace(/^permissions: \{\}$/m, 'permissions: write-all')
    const extra = pinnedText.replace(/^( +)contents: read\b/m, '$1contents: write')
    for (const text of [broad, extra]) expect(text).not.toBe(pinnedText)
    expect(permissionProblems(extra)).toEqual(['build: contents: write, needs read'])
    const noJobPermissions = parse(broad) as Workflow
    for (const job of Object.values(noJobPermissions.jobs)) delete job.permissions
    expect(permissionProblems(JSON.stringify(noJobPermissions))).toEqual([
      'build: permissions write-all',
      'deploy: permissions write-all',
    ])
  })
})
