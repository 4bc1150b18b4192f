// @ts-check
/**
 * `import logo from './logo.svg?raster'`: an image small enough to travel inside the page (the
 * logo), drawn by sharp as a WebP data: URI at RASTER_SCALE times its own size, so it stays sharp
 * on a phone's screen. An SVG shown through <img> costs the browser a whole SVG document of its
 * own on the main thread before the first paint (about 20 ms of a 2-core machine's time, ×4 on a
 * slow phone); a small WebP is decoded off the main thread.
 *
 * An SVG whose own markup is smaller than that WebP travels as that markup instead, optimized by
 * SVGO (a build-time dependency), as an `image/svg+xml` data: URI that the page writes inline
 * (src/components/InlinedImage.tsx): part of the page's document, no document of its own, sharp
 * at any size. The sample's logo is 1,980 characters of WebP and 459 of SVG. Markup the page's
 * CSP would refuse (a style), or that would run or fetch anything, keeps the WebP.
 *
 * The build publishes a WebP as a file of its own (rasterFile, scripts/prerender.mjs), which
 * every page names and a visitor's browser keeps: an owner's 512 px PNG logo was 1.7 kB of gzip
 * in every page's HTML, the largest thing in a page's header. The dev server keeps the data: URI.
 */
import { readFile } from 'node:fs/promises'
import sharp from 'sharp'
import { optimize } from 'svgo'

/** How an SVG's own markup travels: a data: URI, which InlinedImage writes into the page. */
export const SVG_DATA_URI = 'data:image/svg+xml,'

/**
 * The SVG's markup, optimized and made to sit in a page: its ids prefixed (the page's own stay
 * unique), its title and description dropped (the page says what it shows), its size left to the
 * stylesheet; undefined if what is left holds a style (the CSP refuses it), a script or an event
 * handler, foreign content, or a link to anything outside itself.
 * @param {string} source
 * @returns {string | undefined}
 */
export function inlineSvg(source) {
  const { data } = optimize(source, {
    multipass: true,
    plugins: [
      'preset-default',
      { name: 'prefixIds', params: { prefix: 'logo' } },
      'removeScripts',
      'convertStyleToAttrs',
      'removeTitle',
      'removeDimensions',
    ],
  })
  return /<(style|script|foreignObject|image)\b|\s(style|on[a-z]+)=|href="(?!#)/i.test(data)
    ? undefined
    : data
}

/** Device pixels per CSS pixel the image is drawn for: most phones have 2.6 to 3. */
export const RASTER_SCALE = 3
/**
 * The largest box, in CSS pixels, an inlined image is drawn for: it travels in every page's HTML,
 * so an owner's logo exported at 512 or 1000 px must not bring its own pixels along. The navbar
 * shows the logo at 40 px (2.5rem, `.brand-logo`): a 512 px PNG drawn for 48 was 144 px, 241 B
 * of gzip more in every page than at 120.
 */
const LARGEST_CSS_PX = 40
/** The largest an inlined image travels, in pixels on each side. */
export const LARGEST_RASTER_PX = RASTER_SCALE * LARGEST_CSS_PX
const QUERY = 'raster'
/**
 * WebP quality: the sample logo (a gradient and a stroke, 120 px) is 1.5 kB at 75 against 2.2 kB
 * at 90, with no difference to see at its size. Its base64 travels in the HTML, which has to fit
 * in TCP's first window (14.6 kB with the headers) for the first paint to need one round trip.
 */
const QUALITY = 75

/** How a drawn WebP travels from this plugin to the build. */
const WEBP_DATA_URI = 'data:image/webp;base64,'

/**
 * The file a drawn image is published as: its bytes and its file's extension; undefined for an
 * SVG's own markup, which stays in the page.
 * @param {string} src what `?raster` gave
 * @returns {{ bytes: Buffer, extension: string } | undefined}
 */
export const rasterFile = (src) =>
  src.startsWith(WEBP_DATA_URI)
    ? { bytes: Buffer.from(src.slice(WEBP_DATA_URI.length), 'base64'), extension: 'webp' }
    : undefined

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
      // An SVG is drawn at RASTER_SCALE × its own size, a raster image at its own pixels; either
      // is then brought down, if need be, to fit LARGEST_RASTER_PX.
      const image = file.endsWith('.svg')
        ? sharp(source, { density: 72 * RASTER_SCALE })
        : sharp(source)
      const webp = await image
        .resize({
          width: LARGEST_RASTER_PX,
          height: LARGEST_RASTER_PX,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: QUALITY, effort: 6 })
        .toBuffer()
      const raster = `${WEBP_DATA_URI}${webp.toString('base64')}`
      const svg = file.endsWith('.svg') ? inlineSvg(source.toString('utf8')) : undefined
      const inlined = svg && `${SVG_DATA_URI}${encodeURIComponent(svg)}`
      return `export default ${JSON.stringify(inlined && inlined.length < raster.length ? inlined : raster)}`
    },
  }
}
