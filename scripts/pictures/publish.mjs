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
 * Pictures are first planned (read and named: fast, in the content's order, so the catalog and
 * the files are the same however the encoding goes), then their missing files are encoded,
 * several pictures at once (encodeConcurrency in encode.mjs decides how many).
 */
import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { basename, extname, join } from 'node:path'
import sharp from 'sharp'
import { markUsed } from './cache.mjs'
import {
  cacheEntries,
  encodePlanned,
  encodeShare,
  encodeWork,
  machineConcurrency,
  PICTURE_FORMATS,
  pictureSize,
  planPicture,
  planSharePicture,
  published,
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
 * @typedef {{ key: string, file: string, files: number, work: number, pixels: number,
 *   sources: string[], encode: (onFile: (work: number) => void) => Promise<number> }} EncodeJob
 *   one picture's missing files: `files` of them, `work` (encodeWork) to make them, `pixels`
 *   the largest one's; `sources`: every cached file the picture publishes
 * @typedef {{ catalog: Record<string, PictureEntry>, files: PublishedFile[], unused: string[],
 *   jobs: EncodeJob[], entries: string[] }} PicturePlan
 *   entries: the cache entries (folders under the cache) the pictures' files live in
 * @typedef {{ imagesDir: string, base: string, cacheDir: string,
 *   widthsFor: (role: PictureRole) => (width: number, height: number) => number[] }} PlanOptions
 */

/** The catalog's key of a file in a role (src/pictures/catalog.ts reads it the same way). */
export const pictureKey = (/** @type {PictureRole} */ role, /** @type {string} */ file) =>
  `${role}:${file}`

/** @param {unknown} error @param {string} path */
const describeError = (error, path) =>
  /** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT'
    ? `${path} does not exist`
    : /** @type {Error} */ (error).message

/**
 * Reads and names every picture the requests name, encoding nothing: the catalog and the files
 * to publish as they will be, and the encoding left to do (`jobs`, in the requests' order).
 * @param {readonly PictureRequest[]} requests
 * @param {PlanOptions} options
 * @returns {Promise<PicturePlan>}
 */
export async function planPictures(requests, { imagesDir, base, cacheDir, widthsFor }) {
  /** @type {Record<string, PictureEntry>} */
  const catalog = {}
  /** @type {PublishedFile[]} */
  const files = []
  /** @type {EncodeJob[]} */
  const jobs = []
  /** @type {string[]} */
  const entries = []
  for (const { file, role } of requests) {
    const key = pictureKey(role, file)
    if (key in catalog) continue
    const path = join(imagesDir, file)
    try {
      const extension = extname(file).toLowerCase()
      if (role === 'share') {
        // A page's sharing picture: one JPEG, 1200×630.
        const shared = await planSharePicture(path, { cacheDir })
        const fileName = `${ASSETS}/${shared.name}-share-${shared.hash}.jpg`
        files.push({ fileName, source: shared.file })
        entries.push(...cacheEntries(shared))
        if (shared.missing.length > 0)
          jobs.push({
            key,
            file,
            files: 1,
            work: encodeWork(shared),
            pixels: SHARE_PICTURE.width * SHARE_PICTURE.height,
            sources: [shared.file],
            encode: () => encodeShare(shared),
          })
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
      const plan = await planPicture(path, { cacheDir, widths: widthsFor(role) })
      const picture = published(plan)
      const name = `${ASSETS}/${picture.name}-{w}w-${picture.hash}.{f}`
      for (const encoded of picture.files)
        files.push({
          fileName: name.replace('{w}', String(encoded.width)).replace('{f}', encoded.format),
          source: encoded.file,
        })
      entries.push(...cacheEntries(plan))
      if (plan.missing.length > 0)
        jobs.push({
          key,
          file,
          files: plan.missing.length,
          work: encodeWork(plan),
          pixels: Math.max(...plan.missing.map(({ width, height }) => width * height)),
          sources: plan.files.map(({ file }) => file),
          encode: (onFile) => encodePlanned(plan, onFile),
        })
      catalog[key] = {
        width: picture.width,
        height: picture.height,
        path: `${base}${name}`,
        widths: picture.widths,
        formats: PICTURE_FORMATS.map(({ format }) => format),
      }
    } catch (error) {
      catalog[key] = { error: describeError(error, path) }
    }
  }
  const named = new Set(requests.map(({ file }) => file))
  const present = await readdir(imagesDir, { withFileTypes: true }).catch(() => [])
  const unused = present
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.') && !named.has(entry.name))
    .map((entry) => entry.name)
    .sort()
  return { catalog, files, unused, jobs, entries }
}

/** How often a long encode says where it is. */
const PROGRESS_EVERY_MS = 10_000

/** @param {number} ms */
const duration = (ms) => {
  const s = Math.round(ms / 1000)
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`
}

/**
 * Runs the encode jobs, several at once (as many as the machine's cores and free memory allow),
 * and says how it goes through `onProgress`: a line as it starts, every `progressEvery` ms how
 * many pictures are done and left with an estimate of the time left, and one as it ends.
 * Nothing at all when there is nothing to encode. The largest jobs go first, so the last to
 * finish is a small one and no core idles for long while another encodes a large picture alone.
 * @param {readonly EncodeJob[]} jobs
 * @param {{ onProgress?: ((message: string) => void) | undefined, progressEvery?: number }} [options]
 * @returns {Promise<{ encoded: number, failed: Map<string, string> }>} the files written; the
 *   jobs that failed, by catalog key, with why
 */
export async function encodeJobs(jobs, { onProgress, progressEvery = PROGRESS_EVERY_MS } = {}) {
  /** @type {Map<string, string>} */
  const failed = new Map()
  if (jobs.length === 0) return { encoded: 0, failed }
  const { jobs: parallel, threads } = machineConcurrency(Math.max(...jobs.map((j) => j.pixels)))
  const started = performance.now()
  const totalWork = jobs.reduce((sum, job) => sum + job.work, 0)
  const totalFiles = jobs.reduce((sum, job) => sum + job.files, 0)
  let doneWork = 0
  let done = 0
  let encoded = 0
  const pictures = (count = 0) => `${count} picture${count === 1 ? '' : 's'}`
  onProgress?.(
    `encoding ${totalFiles} files of ${pictures(jobs.length)}, ${parallel} at a time (cached for the next build)`,
  )
  const report = () => {
    const elapsed = performance.now() - started
    const left =
      doneWork > 0 ? ` about ${duration((elapsed * (totalWork - doneWork)) / doneWork)} left` : ''
    onProgress?.(
      `${done} of ${pictures(jobs.length)} done, ${jobs.length - done} left, ${duration(elapsed)} so far;${left || ' estimating the time left'}`,
    )
  }
  const timer = setInterval(report, progressEvery)
  const previousThreads = sharp.concurrency()
  sharp.concurrency(threads)
  const queue = [...jobs].sort((a, b) => b.work - a.work)
  let next = 0
  const worker = async () => {
    for (let job = queue[next++]; job; job = queue[next++]) {
      let jobWork = 0
      try {
        const written = await job.encode((work) => {
          jobWork += work
          doneWork += work
        })
        encoded += written
      } catch (error) {
        failed.set(job.key, /** @type {Error} */ (error).message)
      }
      doneWork += job.work - jobWork
      done++
    }
  }
  try {
    await Promise.all(Array.from({ length: Math.min(parallel, jobs.length) }, worker))
  } finally {
    clearInterval(timer)
    sharp.concurrency(previousThreads)
  }
  onProgress?.(
    `encoded ${encoded} files of ${pictures(jobs.length)} in ${duration(performance.now() - started)}`,
  )
  return { encoded, failed }
}

/**
 * Plans and encodes every picture the requests name (see planPictures), marking the cache
 * entries used.
 * @param {readonly PictureRequest[]} requests
 * @param {PlanOptions & { onProgress?: (message: string) => void, progressEvery?: number }} options
 * @returns {Promise<{ catalog: Record<string, PictureEntry>, files: PublishedFile[],
 *   unused: string[], entries: string[], encoded: number }>}
 */
export async function preparePictures(requests, { onProgress, progressEvery, ...options }) {
  const plan = await planPictures(requests, options)
  const { encoded, failed } = await encodeJobs(plan.jobs, { onProgress, progressEvery })
  await markUsed(options.cacheDir, plan.entries)
  if (failed.size === 0) return { ...plan, encoded }
  // A picture sharp could read but not encode: its entry says why, and none of its files ship.
  const catalog = { ...plan.catalog }
  for (const [key, error] of failed) catalog[key] = { error }
  const lost = new Set(plan.jobs.flatMap((job) => (failed.has(job.key) ? job.sources : [])))
  const files = plan.files.filter(({ source }) => !lost.has(source))
  return { ...plan, catalog, files, encoded }
}
