// @ts-check
/**
 * Vite plugin: `import picture from './images/name.png?picture'` gives the picture's size and
 * how to name its encoded files, `{ width, height, path, widths, formats }`, read and encoded at
 * build time (encode.mjs). The page builds its srcset from that (src/content/pictures.ts), so
 * the first-load script carries a few numbers per picture, not every file name.
 *
 * Files are published as `assets/<name>-<width>w-<hash>.<format>`, one hash per picture and its
 * encode options: cacheable forever. The dev server serves them from the cache. SVG passes
 * through as an ordinary asset: `{ src, width, height }`.
 *
 * A file that cannot be read does not stop the plugin: its module exports `{ error }`, and the
 * page fails the build naming the project that uses it.
 */
import { createReadStream } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { encodePicture, PICTURE_FORMATS, pictureSize, RASTER_EXTENSIONS } from './encode.mjs'

const QUERY = '?picture'
const ASSETS = 'assets'

/**
 * @param {{ cacheDir?: string }} [options] where encoded files are kept (default
 *   node_modules/.cache/pictures under the project root)
 * @returns {import('vite').Plugin}
 */
export function pictures(options = {}) {
  let cacheDir = options.cacheDir ?? ''
  let base = '/'
  let building = false
  /** Published path (under base) → cached file, for the dev server. */
  const served = new Map()
  return {
    name: 'pictures',
    enforce: 'pre',
    configResolved(config) {
      cacheDir ||= join(config.root, 'node_modules/.cache/pictures')
      base = config.base
      building = config.command === 'build'
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const file = served.get(request.url?.split('?')[0])
        if (!file) return next()
        const format = extname(file).slice(1)
        response.setHeader('Content-Type', `image/${format}`)
        createReadStream(file).pipe(response)
      })
    },
    async resolveId(source, importer) {
      if (!source.endsWith(QUERY)) return null
      const resolved = await this.resolve(source.slice(0, -QUERY.length), importer, {
        skipSelf: true,
      })
      // A missing file still gets a module: the page then names the project that wants it.
      return `${resolved?.id ?? source.slice(0, -QUERY.length)}${QUERY}`
    },
    async load(id) {
      if (!id.endsWith(QUERY)) return null
      const path = id.slice(0, -QUERY.length)
      const quoted = JSON.stringify
      try {
        if (extname(path).toLowerCase() === '.svg') {
          const { width, height } = await pictureSize(await readFile(path), path)
          return `import src from ${quoted(path)}\nexport default { src, width: ${width}, height: ${height} }\n`
        }
        if (!RASTER_EXTENSIONS.includes(extname(path).toLowerCase()))
          throw new Error(`${path}: use a PNG, JPEG, WebP, AVIF or SVG file`)
        this.addWatchFile(path)
        const started = performance.now()
        const picture = await encodePicture(path, { cacheDir })
        if (picture.encoded > 0)
          this.info(
            `encoded ${picture.encoded} files for ${path} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
          )
        const published = `${ASSETS}/${picture.name}-{w}w-${picture.hash}.{f}`
        for (const file of picture.files) {
          const fileName = published.replace('{w}', String(file.width)).replace('{f}', file.format)
          if (!building) served.set(`${base}${fileName}`, file.file)
          else if (this.environment?.config.consumer !== 'server')
            this.emitFile({ type: 'asset', fileName, source: await readFile(file.file) })
        }
        const data = {
          width: picture.width,
          height: picture.height,
          path: `${base}${published}`,
          widths: picture.widths,
          formats: PICTURE_FORMATS.map(({ format }) => format),
        }
        return `export default ${quoted(data)}\n`
      } catch (error) {
        const message =
          /** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT'
            ? `${path} does not exist`
            : /** @type {Error} */ (error).message
        return `export default { error: ${quoted(message)} }\n`
      }
    },
  }
}
