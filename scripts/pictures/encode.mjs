// @ts-check
/**
 * The picture pipeline's encoder: reads a picture once, then writes it as AVIF and WebP at the
 * widths the page asks for (src/pictures/widths.ts decides them), through sharp. Every encoded
 * file is cached (scripts/pictures/cache.mjs names the folder), keyed by the source's content
 * hash and the encode options (sharp's version included), never by its path: a second build,
 * or a copy of the project that shares node_modules, re-encodes nothing.
 * A picture is first planned (read, measured, its files named: fast), then its missing files
 * are encoded (slow): the dev server serves a page from the plan and encodes behind it.
 */
import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import { availableParallelism, freemem } from 'node:os'
import { basename, extname, join, relative } from 'node:path'
import sharp from 'sharp'

/**
 * The formats, best first; the last one is also the <img> fallback. Efforts and qualities were
 * chosen from measured time, bytes and SSIM (docs/decisions/pictures.md): AVIF at effort 3 takes
 * about a third of effort 4's time, and at qualities 38 (up to 1080 px) and 46 (above; sharp
 * makes the same file at 45 and 46) no width's file is larger than effort 4 made at 40 and 50.
 * Card-sized copies are seen small, so their AVIF trades a little fidelity for bytes; the larger
 * copies, read in the enlarged view, less. Above 1080 px AVIF keeps colour at half resolution
 * (4:2:0, as WebP and JPEG always do): the same sharpness of light and dark at 1–3 % fewer bytes
 * in a quarter less time, where the widest files take most of a build. Card sizes keep full
 * colour (4:4:4): a coloured label a few pixels high would blur. WebP (the fallback of browsers
 * without AVIF) keeps sharp's default effort: efforts 5 and 6 saved 0–2 % of bytes for up to 60 %
 * more time.
 * @type {readonly { format: 'avif' | 'webp', type: string, options: (width: number) => PictureOptions }[]}
 */
export const PICTURE_FORMATS = [
  {
    format: 'avif',
    type: 'image/avif',
    options: (width) =>
      width <= 1080
        ? { quality: 38, effort: 3 }
        : { quality: 46, effort: 3, chromaSubsampling: '4:2:0' },
  },
  { format: 'webp', type: 'image/webp', options: () => ({ quality: 75, effort: 4 }) },
]

/** Source formats the pipeline encodes; SVG passes through as it is. */
export const RASTER_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.webp', '.avif']

/**
 * @typedef {{ file: string, width: number, height: number, type: string, format: string }} EncodedFile
 * @typedef {{ name: string, hash: string, width: number, height: number, widths: number[], files: EncodedFile[], encoded: number }} EncodedPicture
 * @typedef {{ quality: number, effort: number, chromaSubsampling?: '4:2:0' }} PictureOptions
 * @typedef {Omit<EncodedFile, 'format'> & { format: 'avif' | 'webp',
 *   options: PictureOptions }} PlannedFile
 * @typedef {{ path: string, source: Buffer, name: string, hash: string, width: number,
 *   height: number, widths: number[], files: PlannedFile[], missing: PlannedFile[],
 *   cacheDir: string }} PlannedPicture
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
 * What encoding `path` at every width and format makes, and which of those files the cache
 * lacks. Reads the picture once (its size, its content hash); encodes nothing.
 * @param {string} path the source picture
 * @param {{ cacheDir: string, widths: (width: number, height: number) => number[] }} options
 *   widths: the widths to encode for a source of that pixel size
 * @returns {Promise<PlannedPicture>}
 */
export async function planPicture(path, { cacheDir, widths: widthsFor }) {
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
  /** @type {PlannedFile[]} */
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
      const targetHeight = Math.round((height * target) / width)
      files.push({ file, width: target, height: targetHeight, type, format, options })
    }
  }
  const missing = []
  for (const file of files) if (!(await exists(file.file))) missing.push(file)
  return { path, source, name, hash, width, height, widths, files, missing, cacheDir }
}

/**
 * The work a plan's missing files take, in encoded pixels (AVIF costs about five times WebP):
 * what the build's progress and its estimate of the time left count.
 * @param {{ missing: readonly { width: number, height: number, format: string }[] }} plan
 */
export const encodeWork = ({ missing }) => missing.reduce((sum, file) => sum + fileWork(file), 0)

/** @param {{ width: number, height: number, format: string }} file */
const fileWork = ({ width, height, format }) => width * height * (format === 'avif' ? 5 : 1)

/**
 * Encodes the files a plan lacks into the cache: the source is decoded once, then resized and
 * encoded at each width. Returns how many files it wrote.
 * @param {PlannedPicture} plan
 * @param {(work: number) => void} [onFile] told each file's work (encodeWork) as it is written
 */
export async function encodePlanned(plan, onFile) {
  if (plan.missing.length === 0) return 0
  const decoded = await sharp(plan.source).rotate().raw().toBuffer({ resolveWithObject: true })
  for (const planned of plan.missing) {
    const { file, width, format, options } = planned
    const output = await sharp(decoded.data, { raw: decoded.info })
      .resize({ width, withoutEnlargement: true })
      .toFormat(format, options)
      .toBuffer()
    await writeAtomically(file, output)
    onFile?.(fileWork(planned))
  }
  return plan.missing.length
}

/**
 * The cache entries (folders under the cache) a plan's files live in, for pruneCache to keep.
 * @param {{ files: readonly { file: string }[], cacheDir: string }} plan
 */
export const cacheEntries = ({ files, cacheDir }) => [
  ...new Set(files.map(({ file }) => relative(cacheDir, join(file, '..')))),
]

/**
 * Encodes `path` at every width and format, reusing cached files.
 * @param {string} path the source picture
 * @param {{ cacheDir: string, widths: (width: number, height: number) => number[] }} options
 * @returns {Promise<EncodedPicture>}
 */
export async function encodePicture(path, options) {
  const plan = await planPicture(path, options)
  const encoded = await encodePlanned(plan)
  return { ...published(plan), encoded }
}

/**
 * A plan as the page and the host see it: its size, widths and files.
 * @param {PlannedPicture} plan
 * @returns {Omit<EncodedPicture, 'encoded'>}
 */
export const published = ({ name, hash, width, height, widths, files }) => ({
  name,
  hash,
  width,
  height,
  widths,
  files: files.map(({ file, width, height, type, format }) => ({
    file,
    width,
    height,
    type,
    format,
  })),
})

/**
 * Writes beside and renames, so a parallel build never reads half a file.
 * @param {string} file @param {Buffer} data
 */
export async function writeAtomically(file, data) {
  await mkdir(join(file, '..'), { recursive: true })
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.partial`
  await writeFile(partial, data)
  await rename(partial, file)
}

/**
 * Memory one encode of a picture may take, per pixel of its largest file: AVIF's encoder used
 * over 2.5 GB for a 4,000 px picture (about 12 megapixels), i.e. about 200 bytes a pixel.
 */
const ENCODE_BYTES_PER_PIXEL = 220
/** Below this, a machine is taken to have room for one encode at a time still. */
const SMALLEST_ENCODE_BYTES = 256 * 2 ** 20

/**
 * How many pictures to encode at once, and how many threads libvips gives each: one picture
 * per core, as many as free memory holds for the largest picture's encode, and no more than
 * libuv's thread pool runs at once (sharp's work runs there); the cores left over go to each
 * encode's own threads (sharp.concurrency), so the two never ask for more cores than there are.
 * @param {{ cores: number, freeBytes: number, largestPixels: number, threadPool: number }} machine
 */
export function encodeConcurrency({ cores, freeBytes, largestPixels, threadPool }) {
  const perEncode = Math.max(SMALLEST_ENCODE_BYTES, largestPixels * ENCODE_BYTES_PER_PIXEL)
  const jobs = Math.max(1, Math.min(cores, threadPool, Math.floor(freeBytes / perEncode)))
  return { jobs, threads: Math.max(1, Math.floor(cores / jobs)) }
}

/** This machine's numbers for encodeConcurrency. @param {number} largestPixels */
export const machineConcurrency = (largestPixels) =>
  encodeConcurrency({
    cores: availableParallelism(),
    freeBytes: freemem(),
    largestPixels,
    threadPool: Number(process.env.UV_THREADPOOL_SIZE) || 4,
  })

/** A page's sharing picture (Open Graph): 1200×630, the size every network shows large. */
export const SHARE_PICTURE = { width: 1200, height: 630, format: 'jpeg', quality: 82 }

/**
 * `path` as a page's sharing picture: cropped to 1200×630 around its top (where a screenshot's
 * title is), a JPEG that every network reads, cached like the other files. Planned like the
 * other pictures (nothing encoded yet); encodeShare makes the file when it is missing.
 * @param {string} path
 * @param {{ cacheDir: string }} options
 */
export async function planSharePicture(path, { cacheDir }) {
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
  const shared = { file, width: SHARE_PICTURE.width, height: SHARE_PICTURE.height, format: 'jpeg' }
  const missing = (await exists(file)) ? [] : [shared]
  return { path, source, name, hash, file, files: [shared], missing, cacheDir }
}

/**
 * Writes a planned sharing picture's file, if missing; returns how many files it wrote.
 * @param {Awaited<ReturnType<typeof planSharePicture>>} plan
 */
export async function encodeShare({ source, file, missing }) {
  if (missing.length === 0) return 0
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
  await writeAtomically(file, output)
  return 1
}
