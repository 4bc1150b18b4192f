import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  buildInputsHash,
  makeTestBuilds,
  TEST_BUILDS,
  type TestBuild,
  treeHashes,
} from './test-builds.mjs'

/** A build that counts its runs in runs.txt and writes out/page.html from src/page.txt. */
const countingBuild: TestBuild = {
  name: 'a build of the test',
  outs: ['out'],
  command: () => [
    '-e',
    `const fs = require('node:fs')
     fs.appendFileSync('runs.txt', 'run\\n')
     fs.mkdirSync('out', { recursive: true })
     fs.writeFileSync('out/page.html', fs.readFileSync('src/page.txt'))`,
  ],
}

// Each case starts Node for its builds, up to three times: seconds each on a busy machine.
describe('the builds npm test makes', { timeout: 60_000 }, () => {
  let root = ''
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'test-builds-'))
    await mkdir(join(root, 'src'))
    await writeFile(join(root, 'src/page.txt'), 'first words')
  })
  afterEach(() => rm(root, { recursive: true, force: true }))

  const runs = async () => (await readFile(join(root, 'runs.txt'), 'utf8')).split('\n').length - 1
  const make = (reuse = true) =>
    makeTestBuilds({ root, reuse, builds: [countingBuild], log: () => {} })

  it('are made once for a tree, and again when a source changes', async () => {
    expect(await make()).toBe(0)
    expect(await make()).toBe(0)
    expect(await runs()).toBe(1)
    await writeFile(join(root, 'src/page.txt'), 'other words')
    expect(await make()).toBe(0)
    expect(await runs()).toBe(2)
    expect(await readFile(join(root, 'out/page.html'), 'utf8')).toBe('other words')
  })

  it('are made again when a built file was changed or removed by hand', async () => {
    await make()
    await writeFile(join(root, 'out/page.html'), 'edited')
    await make()
    expect(await runs()).toBe(2)
    await rm(join(root, 'out'), { recursive: true })
    await make()
    expect(await runs()).toBe(3)
  })

  it('are made again when the address or the email settings given to the build change', async () => {
    await make()
    vi.stubEnv('SITE_URL', 'https://you.github.io/portfolio')
    await make()
    vi.stubEnv('VITE_EMAILJS_PUBLIC_KEY', 'another-key')
    await make()
    expect(await runs()).toBe(3)
  })

  it('are always made where reuse is off (CI)', async () => {
    await make(false)
    await make(false)
    expect(await runs()).toBe(2)
  })

  it('hash what the builds read, not what they do not', async () => {
    const before = await buildInputsHash(root)
    await mkdir(join(root, 'docs'))
    await writeFile(join(root, 'docs/notes.md'), 'notes')
    expect(await buildInputsHash(root)).toBe(before)
    await writeFile(join(root, 'package-lock.json'), '{}')
    expect(await buildInputsHash(root)).not.toBe(before)
  })

  it('list every file of a folder with its hash, none for a folder that is not there', async () => {
    const hashes = await treeHashes(join(root, 'src'))
    expect([...hashes.keys()]).toEqual(['page.txt'])
    expect(hashes.get('page.txt')).toMatch(/^[0-9a-f]{64}$/)
    expect((await treeHashes(join(root, 'missing'))).size).toBe(0)
  })

  it('each write where the checks read them, and can write elsewhere', () => {
    const outs = TEST_BUILDS.flatMap((build) => build.outs)
    expect(outs).toEqual(
      expect.arrayContaining(['dist', 'build/subpath', 'build/subpath-typed', 'build/counting']),
    )
    for (const build of TEST_BUILDS)
      expect(build.command((path) => join('elsewhere', path)).join(' '), build.name).toContain(
        'elsewhere',
      )
  })
})
