import { copyFile, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { encodePicture, PICTURE_WIDTHS, widthsFor } from './encode.mjs'
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

  it('steps by at most 1.5× from one width to the next', () => {
    for (const source of [700, 1170, 2102, 2800, 3000, 7680]) {
      const widths = widthsFor(source)
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
