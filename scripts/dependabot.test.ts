import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

type UpdateType = 'major' | 'minor' | 'patch'
const UPDATE_TYPES: UpdateType[] = ['major', 'minor', 'patch']

interface Ignore {
  'dependency-name': string
  'update-types'?: string[]
  versions?: string[]
}
interface Update {
  'package-ecosystem': string
  directory: string
  schedule?: { interval?: string }
  groups?: Record<string, { 'update-types'?: string[] }>
  ignore?: Ignore[]
}
interface Manifest {
  '//'?: string
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
}

const dependabot = parse(await readFile('.github/dependabot.yml', 'utf8')) as {
  version: number
  updates: Update[]
}
const npmUpdates = dependabot.updates.filter((update) => update['package-ecosystem'] === 'npm')

const readManifest = async (directory: string) =>
  JSON.parse(await readFile(join('.', directory, 'package.json'), 'utf8')) as Manifest

/** A package a reason in package.json's "//" holds back, and what it may still take. */
interface Hold {
  name: string
  version: string
  reason: string
  allowed: UpdateType[]
  /** The line or version the reason names. */
  named: string
}

const asPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/**
 * The holds the "//" reasons state, sentence by sentence: "stays on 19.2.x" takes patches only,
 * "stays on 20.x" takes minor and patch updates, "pinned at 4.4.1 exactly" and "4.86.0 is the
 * newest ..." take none. A sentence that names a package without one of these is no hold.
 */
function holdsOf(manifest: Manifest): Hold[] {
  const versions = { ...manifest.dependencies, ...manifest.devDependencies }
  const sentences = (manifest['//'] ?? '').split(/\.\s+/)
  return Object.entries(versions).flatMap(([name, version]) => {
    const mention = new RegExp(`(?<![\\w@/-])${asPattern(name)}(?![\\w/-])`)
    return sentences
      .filter((sentence) => mention.test(sentence))
      .flatMap((reason): Hold[] => {
        const line = /\bstays? on (\d+(?:\.\d+)?)\.x\b/.exec(reason)?.[1]
        if (line) {
          const allowed: UpdateType[] = line.includes('.') ? ['patch'] : ['minor', 'patch']
          return [{ name, version, reason, allowed, named: `${line}.` }]
        }
        const exact = /\b(\d+\.\d+\.\d+)\b[^;]*\b(?:exactly|is the newest)\b/.exec(reason)?.[1]
        return exact ? [{ name, version, reason, allowed: [], named: exact }] : []
      })
  })
}

/** The update types a rule ignores (no update-types: every update). */
const ignoredBy = (rule: Ignore): UpdateType[] =>
  rule['update-types']
    ? rule['update-types'].map((type) => type.replace('version-update:semver-', '') as UpdateType)
    : UPDATE_TYPES

describe('Dependabot (.github/dependabot.yml)', () => {
  it('keeps npm packages and GitHub Actions current, weekly, for the site and the hosts’ emulators', async () => {
    expect(dependabot.version).toBe(2)
    const watched = dependabot.updates.map((update) => [
      update['package-ecosystem'],
      update.directory,
    ])
    expect(watched).toEqual(
      expect.arrayContaining([
        ['npm', '/'],
        ['npm', '/hosts'],
        ['github-actions', '/'],
      ]),
    )
    for (const update of dependabot.updates) {
      expect(update.schedule?.interval, update.directory).toBe('weekly')
      if (update['package-ecosystem'] === 'npm') await readManifest(update.directory)
    }
  })

  it('groups the minor and patch updates of each, so they come as one pull request', () => {
    for (const update of dependabot.updates) {
      const groups = Object.values(update.groups ?? {}).map((group) =>
        [...(group['update-types'] ?? [])].sort(),
      )
      expect(groups, `${update['package-ecosystem']} ${update.directory}`).toContainEqual([
        'minor',
        'patch',
      ])
    }
  })

  it('reads the holds package.json states in its reasons, each held version on the line it names', async () => {
    for (const directory of npmUpdates.map((update) => update.directory)) {
      const holds = holdsOf(await readManifest(directory))
      expect(holds.length, directory).toBeGreaterThan(0)
      for (const hold of holds) {
        expect(hold.version.startsWith(hold.named), `${hold.name}: ${hold.reason}`).toBe(true)
      }
    }
  })

  it('holds back every package a reason in package.json pins, and only from the updates it must not take', async () => {
    for (const update of npmUpdates) {
      const holds = holdsOf(await readManifest(update.directory))
      const rules = update.ignore ?? []
      for (const hold of holds) {
        const rule = rules.find((candidate) => candidate['dependency-name'] === hold.name)
        const forbidden = UPDATE_TYPES.filter((type) => !hold.allowed.includes(type))
        expect(rule, `${update.directory}: ${hold.name} (${hold.reason})`).toBeDefined()
        expect(rule?.versions, hold.name).toBeUndefined()
        expect(ignoredBy(rule ?? { 'dependency-name': '' }).sort(), hold.name).toEqual(
          forbidden.sort(),
        )
      }
      // No silent holds: every package Dependabot leaves alone has its reason in package.json.
      expect(
        rules.map((rule) => rule['dependency-name']).sort(),
        `${update.directory}: held without a reason in package.json`,
      ).toEqual(holds.map(({ name }) => name).sort())
    }
  })
})
