// @ts-check
/**
 * The pictures the content names, made ready for the page and the host. For each requested file
 * and role it gives:
 * - a catalog entry for rendering: the picture's size and how its encoded files are named,
 *   `{ width, height, path, widths, formats }` (`path` with {w} and {f} to fill in), `{ width,
 *   height, src }` for an SVG, or `{ error }` saying what is wrong with the file (the page then
 *   fails the build, naming the project that wants it);
 * - the files to publish, each `assets/<name>-<width>w-<hash>.<format>`: one hash per picture
 *   and its encode options, so they can be cached forever.
 * A file in the images folder that nothing names is neither encoded nor published, and listed
 * as unused. Used by the build (scripts/prerender.mjs) and the dev server (vite.config.ts).
 */
import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { basename, extname, join } from 'node:path'
import {
  encodePicture,
  encodeSharePicture,
  PICTURE_FORMATS,
  pictureSize,
  RASTER_EXTENSIONS,
  SHARE_PICTURE,
} from './encode.mjs'

const ASSETS = 'assets'

/**
 * @typedef {'card' | 'badge' | 'share'} PictureRole
 * @typedef {{ file: string, role: PictureRole }} PictureRequest
 * @typedef {{ width: number, height: number, path: string, widths: number[], formats: string[] }
 *   | { width: number, height: number, src: string } | { error: string }} PictureEntry
 * @typedef {{ fileName: string, source: string }} PublishedFile
 */

/** The catalog's key of a file in a role (src/pictures/catalog.ts reads it the same way). */
export const pictureKey = (/** @type {PictureRole} */ role, /** @type {string} */ file) =>
  `${role}:${file}`

/**
 * @param {readonly PictureRequest[]} requests
 * @param {{ imagesDir: string, base: string, cacheDir: string,
 *   widthsFor: (role: PictureRole) => (width: number, height: number) => number[],
 *   onEncoded?: (message: string) => void }} options
 * @returns {Promise<{ catalog: Record<string, PictureEntry>, files: PublishedFile[], unused: string[] }>}
 */
export async function preparePictures(
  requests,
  { imagesDir, base, cacheDir, widthsFor, onEncoded },
) {
  /** @type {Record<string, PictureEntry>} */
  const catalog = {}
  /** @type {PublishedFile[]} */
  const files = []
  for (const { file, role } of requests) {
    const key = pictureKey(role, file)
    if (key in catalog) continue
    const path = join(imagesDir, file)
    try {
      const extension = extname(file).toLowerCase()
      if (role === 'share') {
        // A page's sharing picture: one JPEG, 1200×630.
        const shared = await encodeSharePicture(path, { cacheDir })
        const fileName = `${ASSETS}/${shared.name}-share-${shared.hash}.jpg`
        files.push({ fileName, source: shared.file })
        catalog[key] = {
          width: SHARE_PICTURE.width,
          height: SHARE_PICTURE.height,
          src: `${base}${fileName}`,
        }
        continue
      }
      if (extension === '.svg') {
        const source = await readFile(path)
        const { width, height } = await pictureSize(source, path)
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8)
        const fileName = `${ASSETS}/${basename(file, extname(file))}-${hash}.svg`
        files.push({ fileName, source: path })
        catalog[key] = { width, height, src: `${base}${fileName}` }
        continue
      }
      if (!RASTER_EXTENSIONS.includes(extension))
        throw new Error(`${path}: use a PNG, JPEG, WebP, AVIF or SVG file`)
      const started = performance.now()
      const picture = await encodePicture(path, { cacheDir, widths: widthsFor(role) })
      if (picture.encoded > 0)
        onEncoded?.(
          `encoded ${picture.encoded} files for ${file} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
        )
      const published = `${ASSETS}/${picture.name}-{w}w-${picture.hash}.{f}`
      for (const encoded of picture.files)
        files.push({
          fileName: published.replace('{w}', String(encoded.width)).replace('{f}', encoded.format),
          source: encoded.file,
        })
      catalog[key] = {
        width: picture.width,
        height: picture.height,
        path: `${base}${published}`,
        widths: picture.widths,
        formats: PICTURE_FORMATS.map(({ format }) => format),
      }
    } catch (error) {
      catalog[key] = {
        error:
          /** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT'
            ? `${path} does not exist`
            : /** @type {Error} */ (error).message,
      }
    }
  }
  const named = new Set(requests.map(({ file }) => file))
  const present = await readdir(imagesDir, { withFileTypes: true }).catch(() => [])
  const unused = present
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.') && !named.has(entry.name))
    .map((entry) => entry.name)
    .sort()
  return { catalog, files, unused }
}
