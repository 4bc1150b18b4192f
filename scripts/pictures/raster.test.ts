import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  inlineRaster,
  inlineSvg,
  LARGEST_RASTER_PX,
  RASTER_SCALE,
  rasterFile,
  SVG_DATA_URI,
} from './raster.mjs'

let dir = ''
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'raster-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

/** What `import x from '<file>?raster'` gives: its data: URI. */
async function imported(file: string) {
  const plugin = inlineRaster()
  const load = plugin.load as (this: unknown, id: string) => Promise<string | undefined>
  const code = await load.call({ addWatchFile() {} }, `${file}?raster`)
  return JSON.parse(code?.replace(/^export default /, '') ?? '""') as string
}

/** The WebP `import x from '<file>?raster'` gives: its size, read back from its data: URI. */
async function inlined(file: string) {
  const uri = await imported(file)
  expect(uri).toMatch(/^data:image\/webp;base64,/)
  const { width, height, format } = await sharp(
    Buffer.from(uri.slice(uri.indexOf(',') + 1), 'base64'),
  ).metadata()
  return { width, height, format, bytes: uri.length }
}

/** An SVG of a gradient and a stroke, as the sample's logo is drawn, with `extra` inside it. */
const drawing = (extra = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40"><title>Logo</title><defs><linearGradient id="g"><stop offset="0" stop-color="#2563eb"/><stop offset="1" stop-color="#7c3aed"/></linearGradient></defs><rect width="40" height="40" rx="10" fill="url(#g)"/>${extra}</svg>`

/** A thousand points of a noisy line, `scale` times a 40 px box: far more markup than pixels. */
const noisyLine = (scale: number) =>
  Array.from(
    { length: 1000 },
    (_, i) =>
      `${(((i % 40) + 0.37 * (i % 7)) * scale).toFixed(2)},${(((i * 7919) % 40) + (i % 10) / 10) * scale}`,
  ).join(' ')

describe('an image inlined with ?raster', { timeout: 60_000 }, () => {
  it('keeps an SVG smaller as markup than as a WebP as its markup: ids prefixed, no title, its size left to the page', async () => {
    const file = join(dir, 'logo.svg')
    await writeFile(file, drawing('<path d="M10 27l6-14 4 9" stroke="#fff" fill="none"/>'))
    const uri = await imported(file)
    expect(uri.startsWith(SVG_DATA_URI)).toBe(true)
    const markup = decodeURIComponent(uri.slice(SVG_DATA_URI.length))
    expect(markup).toMatch(/^<svg[^>]* viewBox="0 0 40 40"/)
    expect(markup).toContain('id="logo__')
    expect(markup).toContain('url(#logo__')
    expect(markup).not.toMatch(/^<svg[^>]*\s(width|height)=/)
    expect(markup).not.toMatch(/<title|id="g"/)
  })

  it('draws an SVG as a WebP where its markup holds a style, a script, a handler or a link out', async () => {
    for (const extra of [
      '<style>@media (prefers-color-scheme: dark) { rect { fill: red } }</style>',
      '<foreignObject width="10" height="10"><p>text</p></foreignObject>',
      '<image href="https://elsewhere.example/logo.png" width="10" height="10"/>',
    ]) {
      const file = join(dir, 'logo.svg')
      await writeFile(file, drawing(extra))
      expect(inlineSvg(drawing(extra)), extra).toBeUndefined()
      expect(await imported(file), extra).toMatch(/^data:image\/webp;base64,/)
    }
    // A script and a handler are dropped, the rest kept.
    const kept = inlineSvg(drawing('<script>alert(1)</script><circle r="3" onclick="alert(1)"/>'))
    expect(kept).toContain('<circle')
    expect(kept).not.toMatch(/script|onclick/)
  })

  it('draws an SVG larger as markup than as a WebP at RASTER_SCALE times its own size', async () => {
    const file = join(dir, 'detailed.svg')
    await writeFile(file, drawing(`<polyline points="${noisyLine(1)}" stroke="#000" fill="none"/>`))
    const own = await sharp(file).metadata()
    expect(await inlined(file)).toMatchObject({
      format: 'webp',
      width: Math.min(LARGEST_RASTER_PX, (own.width ?? 0) * RASTER_SCALE),
      height: Math.min(LARGEST_RASTER_PX, (own.height ?? 0) * RASTER_SCALE),
    })
  })

  it("publishes a drawn WebP as a file of its own, and keeps an SVG's markup in the page", async () => {
    const file = join(dir, 'logo.png')
    await sharp({ create: { width: 512, height: 512, channels: 4, background: '#0f6cbd' } })
      .png()
      .toFile(file)
    const drawn = rasterFile(await imported(file))
    expect(drawn?.extension).toBe('webp')
    expect((await sharp(drawn?.bytes).metadata()).format).toBe('webp')
    const svg = join(dir, 'logo.svg')
    await writeFile(svg, drawing())
    expect(rasterFile(await imported(svg))).toBeUndefined()
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
      `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000"><polyline points="${noisyLine(25)}" stroke="#7c3aed" fill="none"/></svg>`,
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
