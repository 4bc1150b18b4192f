import { copyFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { PICTURES_DIR } from './cache.mjs'
import { encodeConcurrency, encodePicture, PICTURE_FORMATS } from './encode.mjs'
import { encodeJobs, preparePictures } from './publish.mjs'

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

describe('encodeConcurrency', () => {
  const GB = 2 ** 30
  const screenshot = 2800 * 1600

  it('encodes one picture per core when memory allows, each with one thread', () => {
    expect(
      encodeConcurrency({ cores: 2, freeBytes: 16 * GB, largestPixels: screenshot, threadPool: 4 }),
    ).toEqual({ jobs: 2, threads: 1 })
  })

  it('encodes fewer at once when free memory holds fewer large encodes, giving each the cores left', () => {
    const tight = encodeConcurrency({
      cores: 8,
      freeBytes: 3 * GB,
      largestPixels: 4000 * 3000,
      threadPool: 4,
    })
    expect(tight.jobs).toBe(1)
    expect(tight.jobs * tight.threads).toBeLessThanOrEqual(8)
    expect(tight.threads).toBe(8)
  })

  it('never asks for more cores than there are, nor more jobs than sharp’s thread pool runs', () => {
    for (const cores of [1, 2, 3, 4, 8, 16])
      for (const freeBytes of [0.1 * GB, 1 * GB, 4 * GB, 64 * GB]) {
        const { jobs, threads } = encodeConcurrency({
          cores,
          freeBytes,
          largestPixels: screenshot,
          threadPool: 4,
        })
        expect(jobs).toBeGreaterThanOrEqual(1)
        expect(jobs).toBeLessThanOrEqual(4)
        expect(jobs * threads).toBeLessThanOrEqual(Math.max(cores, 1))
      }
  })
})

/**
 * The efforts and qualities (docs/decisions/pictures.md) were chosen so that no file grows:
 * each width of a real screenshot of the content is at most as many bytes as AVIF at sharp's
 * default effort (4) and the qualities used before (40 up to 1080 px, 50 above). Both encode
 * the same band of it, as wide as the screenshot and three tenths as tall (its header and the
 * start of its content): encoding time grows with the area, and the whole screenshot took 50 s
 * of the unit tests' 127 s here.
 */
describe('the encode settings', { timeout: 600_000 }, () => {
  it('make no AVIF larger than effort 4 at the former qualities, on a screenshot of the content', async () => {
    const sizes = await Promise.all(
      (await readdir(PICTURES_DIR)).map(async (file) => ({
        file,
        ...(await sharp(join(PICTURES_DIR, file)).metadata()),
      })),
    )
    const largest = sizes.sort((a, b) => (b.width ?? 0) - (a.width ?? 0))[0]
    if (!largest?.width || largest.width < 1500) throw new Error('no full-size screenshot')
    const band = await sharp(await readFile(join(PICTURES_DIR, largest.file)))
      .extract({
        left: 0,
        top: 0,
        width: largest.width,
        height: Math.min(largest.height ?? 0, Math.round(largest.width * 0.3)),
      })
      .toBuffer()
    const avif = PICTURE_FORMATS.find(({ format }) => format === 'avif')
    if (!avif) throw new Error('no AVIF format')
    for (const width of [720, 1440, largest.width]) {
      const resized = sharp(band).resize({ width })
      const chosen = await resized.clone().avif(avif.options(width)).toBuffer()
      const former = await resized
        .clone()
        .avif({ quality: width <= 1080 ? 40 : 50, effort: 4 })
        .toBuffer()
      expect(chosen.length, `${largest.file} at ${width} px`).toBeLessThanOrEqual(former.length)
    }
  })

  it('encode AVIF below sharp’s default effort, the most time for the least gain', () => {
    for (const width of [320, 1080, 2800])
      expect(
        PICTURE_FORMATS.find(({ format }) => format === 'avif')?.options(width).effort,
      ).toBeLessThan(4)
  })
})

describe('preparePictures with many pictures', { timeout: 300_000 }, () => {
  const requests = (names: string[]) => names.map((file) => ({ file, role: 'card' as const }))
  const options = (messages: string[]) => ({
    imagesDir: dir,
    base: '/',
    cacheDir: join(dir, 'cache'),
    widthsFor: () => widths,
    onProgress: (message: string) => messages.push(message),
    progressEvery: 1,
  })

  it('keeps the content’s order in the catalog and the files, however the encodes finish', async () => {
    const names = ['c.png', 'a.png', 'b.png']
    for (const [index, name] of names.entries()) await writePng(join(dir, name), index)
    const { catalog, files } = await preparePictures(requests(names), options([]))
    expect(Object.keys(catalog)).toEqual(names.map((name) => `card:${name}`))
    expect(files.map((file) => file.fileName.replace(/-[\w-]{8}\./, '.'))).toEqual(
      names.flatMap((name) =>
        ['avif', 'webp'].flatMap((format) =>
          [320, 500].map((width) => `assets/${name.replace('.png', '')}-${width}w.${format}`),
        ),
      ),
    )
  })

  it('says how many pictures are done and left, with an estimate, and nothing once all are cached', async () => {
    const names = ['one.png', 'two.png', 'three.png']
    for (const [index, name] of names.entries()) await writePng(join(dir, name), index)
    const messages: string[] = []
    await preparePictures(requests(names), options(messages))
    expect(messages[0]).toMatch(/^encoding 12 files of 3 pictures, \d+ at a time/)
    expect(messages).toContainEqual(expect.stringMatching(/^\d of 3 pictures done, \d left, /))
    expect(messages).toContainEqual(expect.stringMatching(/about \d+ s left$/))
    expect(messages.at(-1)).toMatch(/^encoded 12 files of 3 pictures in \d+ s$/)
    const again: string[] = []
    const { encoded } = await preparePictures(requests(names), options(again))
    expect(encoded).toBe(0)
    expect(again).toEqual([])
  })

  it('starts the largest pictures first, so a large one never finishes alone at the end', async () => {
    const started: string[] = []
    const job = (key: string, work: number) => ({
      key,
      file: key,
      files: 1,
      work,
      pixels: 1,
      sources: [],
      encode: async () => {
        started.push(key)
        return 1
      },
    })
    const { encoded } = await encodeJobs([job('small', 1), job('large', 30), job('middle', 7)])
    expect(encoded).toBe(3)
    expect(started).toEqual(['large', 'middle', 'small'])
  })
})
