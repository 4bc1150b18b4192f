import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  CARRY_DAYS,
  carryForward,
  GONE_DAYS,
  goneAddresses,
  goneWarning,
  nextRecord,
  PUBLISHED_CACHE_DIR,
  PUBLISHED_ENV,
  publishedDir,
  readRecord,
  writeRecord,
} from './published.mjs'

const DAY = 24 * 3600 * 1000
const NOW = Date.parse('2026-11-28T12:00:00Z')
const ago = (days: number) => new Date(NOW - days * DAY).toISOString()

describe('the record of published addresses', () => {
  afterEach(() => {
    delete process.env[PUBLISHED_ENV]
  })

  it('is kept per site address, beside the picture cache, and the test builds turn it off', () => {
    const root = '/project'
    const site = publishedDir(root, 'https://www.example.com')
    const subpath = publishedDir(root, 'https://owner.github.io/portfolio')
    expect(site).toBe(join(root, PUBLISHED_CACHE_DIR, 'www.example.com'))
    expect(subpath).toBe(join(root, PUBLISHED_CACHE_DIR, 'owner.github.io_portfolio'))
    process.env[PUBLISHED_ENV] = 'off'
    expect(publishedDir(root, 'https://www.example.com')).toBeUndefined()
    process.env[PUBLISHED_ENV] = '/elsewhere'
    expect(publishedDir(root, 'https://www.example.com')).toBe('/elsewhere/www.example.com')
  })

  it('names each address an earlier build published and this one does not, until 30 days after it was last published', () => {
    const record = {
      site: 'https://www.example.com',
      addresses: {
        '': ago(1),
        'insights/old-name/': ago(1),
        'projects/gone-long-ago/': ago(GONE_DAYS + 1),
        'cv/your-name-cv.pdf': ago(2),
      },
    }
    const published = ['', 'insights/new-name/']
    expect(goneAddresses(record, published, NOW)).toEqual([
      { path: 'cv/your-name-cv.pdf', last: ago(2) },
      { path: 'insights/old-name/', last: ago(1) },
    ])
    expect(goneAddresses(undefined, published, NOW)).toEqual([])
    // The next record: this build's addresses now, the gone ones kept (warned again) with their
    // last time, the one past 30 days dropped.
    const next = nextRecord(record, record.site, published, NOW)
    expect(next.addresses).toEqual({
      '': new Date(NOW).toISOString(),
      'cv/your-name-cv.pdf': ago(2),
      'insights/new-name/': new Date(NOW).toISOString(),
      'insights/old-name/': ago(1),
    })
    expect(goneAddresses(next, published, NOW + (GONE_DAYS - 1) * DAY)).toHaveLength(1)
  })

  it('reads back what it wrote, and starts afresh from a missing or broken file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'published-'))
    try {
      expect(await readRecord(dir)).toBeUndefined()
      const record = nextRecord(undefined, 'https://www.example.com', ['', 'cv/'], NOW)
      await writeRecord(dir, record)
      expect(await readRecord(dir)).toEqual(record)
      await writeFile(join(dir, 'record.json'), '{ broken')
      expect(await readRecord(dir)).toBeUndefined()
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('warns naming the address, when it was last published, and the alias that keeps a renamed page', () => {
    const renamed = goneWarning({
      address: 'https://www.example.com/insights/old-name/',
      last: ago(1),
      old: 'old-name',
    })
    expect(renamed).toContain(
      'https://www.example.com/insights/old-name/ was published by an earlier build',
    )
    expect(renamed).toContain(`(last ${ago(1).slice(0, 10)})`)
    expect(renamed).toContain('aliases: [old-name]')
    expect(
      goneWarning({ address: 'https://www.example.com/cv/your-name-cv.pdf', last: ago(1) }),
    ).not.toContain('aliases')
  })
})

describe('the hashed files carried forward', () => {
  it('brings back earlier builds’ files for 7 days after they were last published, and keeps this build’s', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'carried-'))
    try {
      const kept = join(dir, 'site', 'assets')
      const assets = join(dir, 'dist', 'assets')
      await mkdir(kept, { recursive: true })
      await mkdir(assets, { recursive: true })
      const keep = async (file: string, daysAgo: number) => {
        await writeFile(join(kept, file), file)
        const time = new Date(NOW - daysAgo * DAY)
        await utimes(join(kept, file), time, time)
      }
      await keep('contact-props-Old12345.json', 1)
      await keep('contact-Old12345.js', CARRY_DAYS - 0.5)
      await keep('picture-480w-Gone1234.avif', CARRY_DAYS + 0.5)
      await keep('boot-Same1234.js', 3)
      await writeFile(join(assets, 'boot-Same1234.js'), 'boot-Same1234.js')
      await writeFile(join(assets, 'contact-props-New12345.json'), 'new')

      const { carried, dropped } = await carryForward(join(dir, 'site'), assets, NOW)
      expect(carried).toEqual(['contact-Old12345.js', 'contact-props-Old12345.json'])
      expect(dropped).toBe(1)
      expect((await readdir(assets)).sort()).toEqual([
        'boot-Same1234.js',
        'contact-Old12345.js',
        'contact-props-New12345.json',
        'contact-props-Old12345.json',
      ])
      expect(await readFile(join(assets, 'contact-props-Old12345.json'), 'utf8')).toBe(
        'contact-props-Old12345.json',
      )
      // Kept for the next builds: this build's files, marked as published now; the old one gone.
      expect((await readdir(kept)).sort()).toEqual([
        'boot-Same1234.js',
        'contact-Old12345.js',
        'contact-props-New12345.json',
        'contact-props-Old12345.json',
      ])
      expect((await stat(join(kept, 'boot-Same1234.js'))).mtimeMs).toBe(NOW)
      expect((await stat(join(kept, 'contact-props-New12345.json'))).mtimeMs).toBe(NOW)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
