import { copyFile, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { encodePicture } from './encode.mjs'
import { preparePictures } from './publish.mjs'

/** The widths asked for in these tests: a small one and the source's own. */
const widths = (width: number) => [320, width]

let dir = ''
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pictures-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

/** A 500×300 PNG with some detail (a small stand-in: encoding real screenshots takes many seconds). */
async function writePng(path: string, seed = 0) {
  const stripes = Array.from(
    { length: 40 },
    (_, i) =>
      `<rect x="${i * 12}" y="${(i * 37 + seed) % 280}" width="12" height="20" fill="#${((i * 2654435761 + seed) >>> 8).toString(16).padStart(6, '0').slice(0, 6)}"/>`,
  ).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="300"><rect width="500" height="300" fill="#f3f2f1"/>${stripes}</svg>`
  await writeFile(path, await sharp(Buffer.from(svg)).png().toBuffer())
}

// Encoding takes seconds on a busy machine: these tests wait for it rather than time it.
describe('encodePicture', { timeout: 120_000 }, () => {
  it('writes AVIF and WebP at each width, with their pixel sizes', async () => {
    const source = join(dir, 'dashboard.png')
    await writePng(source)
    const picture = await encodePicture(source, { cacheDir: join(dir, 'cache'), widths })
    expect(picture).toMatchObject({ width: 500, height: 300 })
    expect(picture.files.map((file) => `${file.type} ${file.width}×${file.height}`)).toEqual([
      'image/avif 320×192',
      'image/avif 500×300',
      'image/webp 320×192',
      'image/webp 500×300',
    ])
    for (const file of picture.files) {
      const metadata = await sharp(file.file).metadata()
      expect(metadata.width).toBe(file.width)
      expect(`image/${metadata.format === 'heif' ? 'avif' : metadata.format}`).toBe(file.type)
    }
  })

  it('re-encodes nothing the second time, nor for the same picture under another path', async () => {
    const cacheDir = join(dir, 'cache')
    const source = join(dir, 'dashboard.png')
    await writePng(source)
    expect((await encodePicture(source, { cacheDir, widths })).encoded).toBe(4)
    expect((await encodePicture(source, { cacheDir, widths })).encoded).toBe(0)
    // A copy of the project elsewhere that shares node_modules finds the same cache entries.
    const copy = join(dir, 'elsewhere.png')
    await copyFile(source, copy)
    const again = await encodePicture(copy, { cacheDir, widths })
    expect(again.files.length).toBe(4)
    expect(await readdir(cacheDir)).toHaveLength(4)
  })

  it('encodes again when the picture changes', async () => {
    const cacheDir = join(dir, 'cache')
    const source = join(dir, 'dashboard.png')
    await writePng(source, 1)
    await encodePicture(source, { cacheDir, widths })
    await writePng(source, 2)
    expect((await encodePicture(source, { cacheDir, widths })).encoded).toBe(4)
  })
})

describe('preparePictures', { timeout: 120_000 }, () => {
  const prepare = (files: string[], base = '/') =>
    preparePictures(
      files.map((file) => ({ file, role: 'card' as const })),
      { imagesDir: dir, base, cacheDir: join(dir, 'cache'), widthsFor: () => widths },
    )

  it('names an unreadable file in its entry, for the page to report', async () => {
    await writeFile(join(dir, 'broken.png'), 'not a picture')
    const { catalog } = await prepare(['broken.png'])
    expect(catalog['card:broken.png']).toEqual({
      error: expect.stringMatching(/broken\.png is not a picture that can be read/),
    })
  })

  it('names a missing file', async () => {
    const { catalog } = await prepare(['missing.png'])
    expect(catalog['card:missing.png']).toEqual({
      error: expect.stringMatching(/missing\.png does not exist/),
    })
  })

  it('gives the size, the widths and the content-hashed names under the base, and the files to publish', async () => {
    await writePng(join(dir, 'dashboard.png'))
    const { catalog, files } = await prepare(['dashboard.png'], '/portfolio/')
    expect(catalog['card:dashboard.png']).toEqual({
      width: 500,
      height: 300,
      path: expect.stringMatching(/^\/portfolio\/assets\/dashboard-\{w\}w-[\w-]{8}\.\{f\}$/),
      widths: [320, 500],
      formats: ['avif', 'webp'],
    })
    expect(files.map((file) => file.fileName)).toEqual([
      expect.stringMatching(/^assets\/dashboard-320w-[\w-]{8}\.avif$/),
      expect.stringMatching(/^assets\/dashboard-500w-[\w-]{8}\.avif$/),
      expect.stringMatching(/^assets\/dashboard-320w-[\w-]{8}\.webp$/),
      expect.stringMatching(/^assets\/dashboard-500w-[\w-]{8}\.webp$/),
    ])
  })

  it('encodes and publishes only the files the content names, and lists the others as unused', async () => {
    await writePng(join(dir, 'used.png'), 1)
    await writePng(join(dir, 'left-over.png'), 2)
    const { files, unused } = await prepare(['used.png'])
    expect(files.every((file) => file.fileName.startsWith('assets/used-'))).toBe(true)
    expect(unused).toEqual(['left-over.png'])
    expect(await readdir(join(dir, 'cache'))).toHaveLength(4)
  })

  it('publishes an SVG as it is, under a content-hashed name', async () => {
    await writeFile(
      join(dir, 'diagram.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><rect width="640" height="400"/></svg>',
    )
    const { catalog, files } = await prepare(['diagram.svg'])
    expect(catalog['card:diagram.svg']).toEqual({
      width: 640,
      height: 400,
      src: expect.stringMatching(/^\/assets\/diagram-[\w-]{8}\.svg$/),
    })
    expect(files).toEqual([
      { fileName: expect.stringMatching(/^assets\/diagram-/), source: join(dir, 'diagram.svg') },
    ])
  })
})
