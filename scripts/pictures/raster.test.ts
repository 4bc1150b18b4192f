import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { inlineRaster, LARGEST_RASTER_PX, RASTER_SCALE } from './raster.mjs'

let dir = ''
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'raster-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

/** What `import x from '<file>?raster'` gives: the WebP's size, read back from its data: URI. */
async function inlined(file: string) {
  const plugin = inlineRaster()
  const load = plugin.load as (this: unknown, id: string) => Promise<string | undefined>
  const code = await load.call({ addWatchFile() {} }, `${file}?raster`)
  const uri = JSON.parse(code?.replace(/^export default /, '') ?? '""') as string
  expect(uri).toMatch(/^data:image\/webp;base64,/)
  const { width, height, format } = await sharp(
    Buffer.from(uri.slice(uri.indexOf(',') + 1), 'base64'),
  ).metadata()
  return { width, height, format, bytes: uri.length }
}

describe('an image inlined with ?raster', { timeout: 60_000 }, () => {
  it('draws the logo at RASTER_SCALE times its own size', async () => {
    const logo = 'src/assets/logo.svg'
    const own = await sharp(logo).metadata()
    expect(await inlined(logo)).toMatchObject({
      format: 'webp',
      width: Math.min(LARGEST_RASTER_PX, (own.width ?? 0) * RASTER_SCALE),
      height: Math.min(LARGEST_RASTER_PX, (own.height ?? 0) * RASTER_SCALE),
    })
  })

  it('brings a large PNG logo down to the largest box, keeping its shape', async () => {
    const file = join(dir, 'logo.png')
    await sharp({ create: { width: 1024, height: 512, channels: 4, background: '#0f6cbd' } })
      .png()
      .toFile(file)
    expect(await inlined(file)).toMatchObject({
      width: LARGEST_RASTER_PX,
      height: LARGEST_RASTER_PX / 2,
    })
  })

  it('brings an SVG exported at 1000 px down too, and never enlarges a small picture', async () => {
    const svg = join(dir, 'large.svg')
    await writeFile(
      svg,
      '<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000"><circle cx="500" cy="500" r="400" fill="#7c3aed"/></svg>',
    )
    expect(await inlined(svg)).toMatchObject({
      width: LARGEST_RASTER_PX,
      height: LARGEST_RASTER_PX,
    })
    const small = join(dir, 'small.jpg')
    await sharp({ create: { width: 60, height: 30, channels: 3, background: '#1d4ed8' } })
      .jpeg()
      .toFile(small)
    expect(await inlined(small)).toMatchObject({ width: 60, height: 30 })
  })
})
