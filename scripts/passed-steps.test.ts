import { execFileSync } from 'node:child_process'
import { mkdir, mkdtemp, rm, unlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { readPassed, treeKey, writePassed } from './passed-steps.mjs'

const day = new Date('2026-11-27T12:00:00Z')

// Each case runs git a few times: under a second each on a busy machine.
describe('the key a step of npm test passed under', { timeout: 30_000 }, () => {
  let root = ''
  const key = (now = day) => treeKey(root, { now })
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'passed-steps-'))
    execFileSync('git', ['init', '-q'], { cwd: root })
    await writeFile(join(root, '.gitignore'), 'build/\n')
    await writeFile(join(root, 'page.txt'), 'first words')
    execFileSync('git', ['add', '.'], { cwd: root })
  })
  afterEach(() => rm(root, { recursive: true, force: true }))

  it('is the same for the same tree on the same day, and ignores what git ignores', async () => {
    const first = await key()
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    await mkdir(join(root, 'build'))
    await writeFile(join(root, 'build', 'made.txt'), 'anything')
    await writePassed(root, { 'a step': { key: first ?? '', at: 'then' } })
    expect(await key()).toBe(first)
    expect(await readPassed(root)).toEqual({ 'a step': { key: first, at: 'then' } })
  })

  it('changes with one byte of a file, a new file not yet added, a deleted file and the day', async () => {
    const first = await key()
    const keys = new Set([first])
    await writeFile(join(root, 'page.txt'), 'first wordS')
    keys.add(await key())
    await writeFile(join(root, 'page.txt'), 'first words')
    expect(await key()).toBe(first)
    await writeFile(join(root, 'new.md'), '')
    keys.add(await key())
    await unlink(join(root, 'new.md'))
    await unlink(join(root, 'page.txt'))
    keys.add(await key())
    await writeFile(join(root, 'page.txt'), 'first words')
    keys.add(await key(new Date('2026-11-28T00:00:01Z')))
    expect(keys.size).toBe(5)
  })

  it('changes with the browser the checks drive', async () => {
    const browser = join(root, 'build', 'browser')
    await mkdir(join(root, 'build'))
    await writeFile(browser, 'version 1')
    const first = await treeKey(root, { browsers: [browser], now: day })
    await writeFile(browser, 'version 2, larger')
    expect(await treeKey(root, { browsers: [browser], now: day })).not.toBe(first)
  })

  it('is none outside a git work tree: nothing is reused there', async () => {
    await rm(join(root, '.git'), { recursive: true })
    expect(await key()).toBeUndefined()
  })
})
