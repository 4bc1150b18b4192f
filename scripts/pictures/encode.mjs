// @ts-check
/**
 * The picture pipeline's encoder: reads a picture once, then writes it as AVIF and WebP at the
 * widths the page asks for (src/pictures/widths.ts decides them), through sharp. Every encoded file is cached under
 * node_modules/.cache/pictures/, keyed by the source's content hash and the encode options
 * (sharp's version included), never by its path: a second build, or a copy of the project that
 * shares node_modules, re-encodes nothing.
 */
import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import { basename, extname, join } from 'node:path'
import sharp from 'sharp'

/**
 * The formats, best first; the last one is also the <img> fallback. Card-sized copies (up to
 * 1080 px) are seen small, so their AVIF trades a little fidelity for bytes; the larger copies,
 * read in the enlarged view, keep sharp's default quality.
 * @type {readonly { format: 'avif' | 'webp', type: string, options: (width: number) => { quality: number, effort: number } }[]}
 */
export const PICTURE_FORMATS = [
  {
    format: 'avif',
    type: 'image/avif',
    options: (width) => ({ quality: width <= 1080 ? 40 : 50, effort: 4 }),
  },
  { format: 'webp', type: 'image/webp', options: () => ({ quality: 75, effort: 4 }) },
]

/** Source formats the pipeline encodes; SVG passes through as it is. */
export const RASTER_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.webp', '.avif']

/**
 * @typedef {{ file: string, width: number, height: number, type: string, format: string }} EncodedFile
 * @typedef {{ name: string, hash: string, width: number, height: number, widths: number[], files: EncodedFile[], encoded: number }} EncodedPicture
 */

/** @param {string} path */
const exists = (path) =>
  stat(path).then(
    () => true,
    () => false,
  )

/**
 * Reads a picture's pixel size, after applying its EXIF orientation (phone photos are often
 * stored sideways). Fails with the file's path if it is not a picture sharp can read.
 * @param {Buffer} source
 * @param {string} path
 */
export async function pictureSize(source, path) {
  let metadata
  try {
    metadata = await sharp(source).metadata()
  } catch (error) {
    throw new Error(
      `${path} is not a picture that can be read (${/** @type {Error} */ (error).message})`,
    )
  }
  const { width, height, orientation } = metadata
  if (!width || !height) throw new Error(`${path} has no readable width and height`)
  return orientation && orientation >= 5 ? { width: height, height: width } : { width, height }
}

/**
 * Encodes `path` at every width and format, reusing cached files.
 * @param {string} path the source picture
 * @param {{ cacheDir: string, widths: (width: number, height: number) => number[] }} options
 *   widths: the widths to encode for a source of that pixel size
 * @returns {Promise<EncodedPicture>}
 */
export async function encodePicture(path, { cacheDir, widths: widthsFor }) {
  const source = await readFile(path)
  const { width, height } = await pictureSize(source, path)
  const contentHash = createHash('sha256').update(source).digest('hex').slice(0, 20)
  const name = basename(path, extname(path)).replace(/[^\w-]+/g, '-')
  const widths = widthsFor(width, height)
  // Names every published file of this picture: it changes whenever the picture or any encode
  // option does, so the files can be cached forever.
  const hash = createHash('sha256')
    .update(contentHash)
    .update(
      JSON.stringify({
        files: PICTURE_FORMATS.map(({ format, options }) =>
          widths.map((w) => [format, w, options(w)]),
        ),
        sharp: sharp.versions.sharp,
      }),
    )
    .digest('base64url')
    .slice(0, 8)
  let encoded = 0
  const files = []
  for (const { format, type, options: optionsAt } of PICTURE_FORMATS) {
    for (const target of widths) {
      const options = optionsAt(target)
      const settings = { format, width: target, ...options, sharp: sharp.versions.sharp }
      const optionsHash = createHash('sha256')
        .update(JSON.stringify(settings))
        .digest('hex')
        .slice(0, 12)
      // The folder is the key; the name inside only makes the published file name readable.
      const file = join(cacheDir, `${contentHash}-${optionsHash}`, `${name}-${target}w.${format}`)
      if (!(await exists(file))) {
        const output = await sharp(source)
          .rotate()
          .resize({ width: target, withoutEnlargement: true })
          .toFormat(format, options)
          .toBuffer()
        await mkdir(join(file, '..'), { recursive: true })
        // Written beside and renamed, so a parallel build never reads half a file.
        const partial = `${file}.${process.pid}.partial`
        await writeFile(partial, output)
        await rename(partial, file)
        encoded++
      }
      files.push({
        file,
        width: target,
        height: Math.round((height * target) / width),
        type,
        format,
      })
    }
  }
  return { name, hash, width, height, widths, files, encoded }
}

/** A page's sharing picture (Open Graph): 1200×630, the size every network shows large. */
export const SHARE_PICTURE = { width: 1200, height: 630, format: 'jpeg', quality: 82 }

/**
 * `path` as a page's sharing picture: cropped to 1200×630 around its top (where a screenshot's
 * title is), a JPEG that every network reads, cached like the other files.
 * @param {string} path
 * @param {{ cacheDir: string }} options
 * @returns {Promise<{ file: string, name: string, hash: string, encoded: number }>}
 */
export async function encodeSharePicture(path, { cacheDir }) {
  const source = await readFile(path)
  await pictureSize(source, path)
  const settings = { ...SHARE_PICTURE, position: 'top', sharp: sharp.versions.sharp }
  const hash = createHash('sha256')
    .update(source)
    .update(JSON.stringify(settings))
    .digest('base64url')
    .slice(0, 8)
  const name = basename(path, extname(path)).replace(/[^\w-]+/g, '-')
  const file = join(cacheDir, `share-${hash}`, `${name}-share.jpg`)
  let encoded = 0
  if (!(await exists(file))) {
    const output = await sharp(source)
      .rotate()
      .resize({
        width: SHARE_PICTURE.width,
        height: SHARE_PICTURE.height,
        fit: 'cover',
        position: 'top',
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: SHARE_PICTURE.quality, mozjpeg: true })
      .toBuffer()
    await mkdir(join(file, '..'), { recursive: true })
    const partial = `${file}.${process.pid}.partial`
    await writeFile(partial, output)
    await rename(partial, file)
    encoded = 1
  }
  return { file, name, hash, encoded }
}
