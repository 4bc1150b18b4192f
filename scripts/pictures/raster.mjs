// @ts-check
/**
 * `import logo from './logo.svg?raster'`: an image small enough to travel inside the page (the
 * logo), drawn by sharp as a WebP data: URI at RASTER_SCALE times its own size, so it stays sharp
 * on a phone's screen. An SVG shown through <img> costs the browser a whole SVG document of its
 * own on the main thread before the first paint (about 20 ms of a 2-core machine's time, ×4 on a
 * slow phone); a small WebP is decoded off the main thread.
 */
import { readFile } from 'node:fs/promises'
import sharp from 'sharp'

/** Device pixels per CSS pixel the image is drawn for: most phones have 2.6 to 3. */
const RASTER_SCALE = 3
const QUERY = 'raster'

/** @returns {import('vite').Plugin} */
export function inlineRaster() {
  return {
    name: 'inline-raster',
    enforce: 'pre',
    async load(id) {
      const [file, query] = id.split('?')
      if (query !== QUERY || !file) return undefined
      this.addWatchFile(file)
      const source = await readFile(file)
      // An SVG is drawn at RASTER_SCALE × its own size; a raster image keeps its own pixels.
      const image = file.endsWith('.svg')
        ? sharp(source, { density: 72 * RASTER_SCALE })
        : sharp(source)
      const webp = await image.webp({ quality: 90 }).toBuffer()
      return `export default ${JSON.stringify(`data:image/webp;base64,${webp.toString('base64')}`)}`
    },
  }
}
