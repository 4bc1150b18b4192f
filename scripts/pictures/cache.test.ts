import { cp, mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  CACHE_KEY_INPUTS,
  cacheKey,
  cacheKeyFiles,
  markUsed,
  PICTURES_DIR,
  pruneCache,
} from './cache.mjs'

let dir = ''
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'picture-cache-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

/** A copy of the project's files the key is made from. */
async function copyKeyInputs() {
  for (const file of await cacheKeyFiles('.')) {
    await mkdir(dirname(join(dir, file)), { recursive: true })
    await cp(file, join(dir, file))
  }
}

describe('the picture cache key', () => {
  it('is made from every picture of the content and every file that sets how they are encoded', async () => {
    const files = await cacheKeyFiles('.')
    const pictures = await readdir(PICTURES_DIR)
    expect(pictures.length).toBeGreaterThan(0)
    for (const picture of pictures) expect(files).toContain(`${PICTURES_DIR}/${picture}`)
    for (const input of CACHE_KEY_INPUTS.filter((input) => !input.endsWith('/**')))
      expect(files).toContain(input)
    expect(files).toContain('scripts/pictures/encode.mjs')
  })

  it('changes when a picture is added, changed or removed, and only then', async () => {
    await copyKeyInputs()
    const before = await cacheKey(dir)
    expect(await cacheKey(dir)).toBe(before)
    const [first] = await readdir(join(dir, PICTURES_DIR))
    if (!first) throw new Error('no picture in the content')
    await writeFile(join(dir, PICTURES_DIR, 'new-screenshot.png'), 'a new picture')
    const added = await cacheKey(dir)
    expect(added).not.toBe(before)
    await writeFile(join(dir, PICTURES_DIR, first), 'changed')
    const changed = await cacheKey(dir)
    expect(changed).not.toBe(added)
    await rm(join(dir, PICTURES_DIR, first))
    expect(await cacheKey(dir)).not.toBe(changed)
  })

  it('changes when the encode settings change', async () => {
    await copyKeyInputs()
    const before = await cacheKey(dir)
    await writeFile(join(dir, 'scripts/pictures/encode.mjs'), '// other settings\n', {
      flag: 'a',
    })
    expect(await cacheKey(dir)).not.toBe(before)
  })
})

describe('pruneCache', () => {
  const day = 24 * 3600 * 1000

  async function entry(name: string, daysAgo: number) {
    await mkdir(join(dir, name))
    await writeFile(join(dir, name, 'file.avif'), 'x')
    const when = new Date(Date.now() - daysAgo * day)
    await utimes(join(dir, name), when, when)
  }

  it('drops the entries no build used within the days kept, and keeps those it used', async () => {
    await entry('recent', 2)
    await entry('old', 40)
    await entry('old-but-used', 40)
    const now = Date.now()
    await markUsed(dir, ['old-but-used'])
    expect(await pruneCache(dir, { now, keepDays: 30 })).toBe(1)
    expect((await readdir(dir)).sort()).toEqual(['old-but-used', 'recent'])
  })

  it('with no days kept, keeps only what this build used', async () => {
    await entry('recent', 0.5)
    await entry('used', 3)
    const now = Date.now()
    await markUsed(dir, ['used'])
    expect(await pruneCache(dir, { now, keepDays: 0 })).toBe(1)
    expect(await readdir(dir)).toEqual(['used'])
  })

  it('leaves a missing cache folder alone', async () => {
    expect(await pruneCache(join(dir, 'none'), { now: Date.now(), keepDays: 0 })).toBe(0)
  })
})
