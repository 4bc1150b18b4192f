import { copyFile, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  encodePicture,
  FRAME_RATIO,
  NARROWEST_FRAME,
  PICTURE_WIDTHS,
  widthsFor,
} from './encode.mjs'
import { pictures } from './plugin.mjs'

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

describe('widthsFor', () => {
  it('offers every standard width below the source, and the source’s own width', () => {
    expect(widthsFor(2800)).toEqual([320, 480, 640, 720, 840, 1080, 1440, 1920, 2800])
    expect(widthsFor(500)).toEqual([320, 500])
  })

  it('never makes a file wider than the largest standard width', () => {
    expect(widthsFor(7680).at(-1)).toBe(PICTURE_WIDTHS.at(-1))
  })

  it('offers a phone screenshot, shown whole in a wider frame, widths down to its narrowest box', () => {
    const widths = widthsFor(1170, 2532)
    const narrowestBox = NARROWEST_FRAME * (1170 / 2532 / FRAME_RATIO)
    expect(widths.slice(0, 5)).toEqual([100, 135, 180, 240, 320])
    expect(widths[0]).toBeGreaterThanOrEqual(narrowestBox)
    expect(widths.at(-1)).toBe(1170)
  })

  it('keeps the standard widths for pictures whose narrowest box 320 px still fits', () => {
    expect(widthsFor(1400, 1400)).toEqual(widthsFor(1400))
    expect(widthsFor(2782, 1524)).toEqual(widthsFor(2782))
    expect(widthsFor(4000, 1000)).toEqual(widthsFor(4000))
  })

  it('has, for every card box of a tall picture from 320 px screens up, a file 0.85–2.2× as wide', () => {
    // The picture's box in device px: the frame (288 to 607 CSS px) × its shown fraction × DPR.
    for (const [width, height] of [
      [1170, 2532],
      [1080, 2400],
      [600, 1800],
    ] as const) {
      const widths = widthsFor(width, height)
      const shown = width / height / FRAME_RATIO
      for (const frame of [NARROWEST_FRAME, 304, 347, 607])
        for (const dpr of [1, 1.5, 2, 3]) {
          const box = frame * shown * dpr
          if (box > width) continue
          const file = widths.find((w) => w >= box * 0.85)
          expect(file, `${width}×${height} in a ${frame} px frame @${dpr}x`).toBeDefined()
          expect((file ?? 0) / box).toBeLessThanOrEqual(2.2)
        }
    }
  })

  it('steps by at most 1.5× from one width to the next', () => {
    for (const [source, height] of [
      [700, 400],
      [1170, 2532],
      [2102, 1348],
      [2800, 1750],
      [3000, 2000],
      [7680, 4320],
    ]) {
      const widths = widthsFor(source, height)
      for (let i = 1; i < widths.length; i++)
        expect((widths[i] ?? 0) / (widths[i - 1] ?? 1)).toBeLessThanOrEqual(1.5)
    }
  })
})

// Encoding takes seconds on a busy machine: these tests wait for it rather than time it.
describe('encodePicture', { timeout: 120_000 }, () => {
  it('writes AVIF and WebP at each width, with their pixel sizes', async () => {
    const source = join(dir, 'dashboard.png')
    await writePng(source)
    const picture = await encodePicture(source, { cacheDir: join(dir, 'cache') })
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
    expect((await encodePicture(source, { cacheDir })).encoded).toBe(4)
    expect((await encodePicture(source, { cacheDir })).encoded).toBe(0)
    // A copy of the project elsewhere that shares node_modules finds the same cache entries.
    const copy = join(dir, 'elsewhere.png')
    await copyFile(source, copy)
    const again = await encodePicture(copy, { cacheDir })
    expect(again.files.length).toBe(4)
    expect(await readdir(cacheDir)).toHaveLength(4)
  })

  it('encodes again when the picture changes', async () => {
    const cacheDir = join(dir, 'cache')
    const source = join(dir, 'dashboard.png')
    await writePng(source, 1)
    await encodePicture(source, { cacheDir })
    await writePng(source, 2)
    expect((await encodePicture(source, { cacheDir })).encoded).toBe(4)
  })
})

describe('the pictures plugin', { timeout: 120_000 }, () => {
  const load = async (path: string) => {
    const plugin = pictures({ cacheDir: join(dir, 'cache') })
    const configResolved = plugin.configResolved as unknown as (config: object) => void
    configResolved({ root: dir, base: '/', command: 'serve' })
    const hook = plugin.load as unknown as (this: unknown, id: string) => Promise<string>
    return hook.call({ addWatchFile() {}, info() {} }, `${path}?picture`)
  }

  it('names an unreadable file in the module it gives, for the page to report', async () => {
    const broken = join(dir, 'broken.png')
    await writeFile(broken, 'not a picture')
    expect(await load(broken)).toMatch(
      /export default \{ error: ".*broken\.png is not a picture that can be read/,
    )
  })

  it('names a missing file', async () => {
    expect(await load(join(dir, 'missing.png'))).toMatch(/missing\.png does not exist/)
  })

  it('gives the size, the widths and the content-hashed name pattern of the published files', async () => {
    const source = join(dir, 'dashboard.png')
    await writePng(source)
    const code = await load(source)
    const data = JSON.parse(code.replace(/^export default /, ''))
    expect(data).toEqual({
      width: 500,
      height: 300,
      path: expect.stringMatching(/^\/assets\/dashboard-\{w\}w-[\w-]{8}\.\{f\}$/),
      widths: [320, 500],
      formats: ['avif', 'webp'],
    })
  })
})
