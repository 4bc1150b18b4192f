// @ts-check
/**
 * Where the encoded pictures are kept between builds, and what decides when that folder has to
 * be saved again: the one home of both, read by the build (scripts/prerender.mjs), the dev
 * server (vite.config.ts), the bench (scripts/bench-build.mjs) and the deploy workflow's test
 * (scripts/deploy-workflow.test.ts), which checks that the workflow caches this very folder
 * under a key made from these very files.
 */
import { createHash } from 'node:crypto'
import { readdir, readFile, rm, stat, utimes } from 'node:fs/promises'
import { isAbsolute, join, relative, resolve } from 'node:path'

/** The cache folder, relative to the project's root. */
export const PICTURE_CACHE_DIR = 'node_modules/.cache/pictures'

/** The owner's pictures, relative to the project's root. */
export const PICTURES_DIR = 'src/content/images'

/**
 * Everything an encoded file depends on, as `hashFiles` patterns (relative to the root): the
 * pictures, the encode settings (formats, efforts, qualities), the widths and the layout they
 * come from, and the lockfile (sharp's version); and what the articles' sharing cards are drawn
 * from (./share-cards.mjs): the articles, the cards' design, the lockfile (satori's and the
 * font's versions). When any of them changes, the deploy workflow's cache key changes and the
 * cache is saved again with the new files.
 */
export const CACHE_KEY_INPUTS = [
  `${PICTURES_DIR}/**`,
  'src/content/insights/**',
  'scripts/pictures/encode.mjs',
  'scripts/pictures/share-cards.mjs',
  'scripts/share-card.mjs',
  'src/pictures/widths.ts',
  'src/styles/layout.ts',
  'package-lock.json',
]

/** The deploy workflow's `actions/cache` key, and the prefix that restores the newest one. */
export const CACHE_KEY_PREFIX = 'pictures-'
export const cacheKeyExpression = () =>
  `${CACHE_KEY_PREFIX}\${{ hashFiles(${CACHE_KEY_INPUTS.map((input) => `'${input}'`).join(', ')}) }}`

/**
 * The cache folder of the project at `root`: PICTURE_CACHE_DIR, or the folder named by the
 * environment's PICTURE_CACHE_DIR (the bench's cold build, and the dev server's test, start
 * from an empty one).
 * @param {string} root
 */
export const pictureCacheDir = (root) => {
  const chosen = process.env.PICTURE_CACHE_DIR
  if (!chosen) return join(root, PICTURE_CACHE_DIR)
  return isAbsolute(chosen) ? chosen : resolve(root, chosen)
}

/**
 * The files the key is made from, relative to `root`, sorted. `dir/**` takes every file under
 * dir; any other input is one file.
 * @param {string} root
 */
export async function cacheKeyFiles(root) {
  const files = []
  for (const input of CACHE_KEY_INPUTS) {
    if (input.endsWith('/**')) {
      const dir = join(root, input.slice(0, -3))
      const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])
      for (const entry of entries)
        if (entry.isFile()) files.push(relative(root, join(entry.parentPath, entry.name)))
    } else if (await stat(join(root, input)).catch(() => undefined)) files.push(input)
  }
  return files.sort()
}

/**
 * A hash of every file the key is made from (their paths and contents), as the workflow's
 * `hashFiles` makes one: it changes whenever a picture or a setting does.
 * @param {string} root
 */
export async function cacheKey(root) {
  const hash = createHash('sha256')
  for (const file of await cacheKeyFiles(root))
    hash
      .update(file)
      .update('\0')
      .update(await readFile(join(root, file)))
  return `${CACHE_KEY_PREFIX}${hash.digest('hex')}`
}

/**
 * How many days an entry nobody used stays in the cache: a picture replaced or dropped from
 * the content is encoded no more, and its files go after this long. The deploy workflow keeps
 * only what its build used (PICTURE_CACHE_KEEP_DAYS=0), so the cache it saves never grows.
 */
const KEEP_DAYS = 30

/**
 * Marks the cache entries (folders directly under `cacheDir`) that a build used, so that
 * pruneCache keeps them.
 * @param {string} cacheDir @param {Iterable<string>} entries folders under cacheDir
 */
export async function markUsed(cacheDir, entries) {
  const now = new Date()
  await Promise.all(
    [...new Set(entries)].map((entry) => utimes(join(cacheDir, entry), now, now).catch(() => {})),
  )
}

/**
 * Removes the entries nobody marked used within PICTURE_CACHE_KEEP_DAYS (from the environment,
 * else KEEP_DAYS) before `now`; entries marked since `now` stay in any case.
 * @param {string} cacheDir @param {{ now: number, keepDays?: number }} options
 * @returns {Promise<number>} how many entries were removed
 */
export async function pruneCache(cacheDir, { now, keepDays = keepDaysFromEnvironment() }) {
  const entries = await readdir(cacheDir).catch(() => [])
  // A second's grace: file systems keep times more coarsely than Date.now().
  const oldest = now - keepDays * 24 * 3600 * 1000 - 1000
  let removed = 0
  for (const entry of entries) {
    const path = join(cacheDir, entry)
    const info = await stat(path).catch(() => undefined)
    if (!info || info.mtimeMs >= oldest) continue
    await rm(path, { recursive: true, force: true })
    removed++
  }
  return removed
}

function keepDaysFromEnvironment() {
  const value = process.env.PICTURE_CACHE_KEEP_DAYS
  if (value === undefined || value === '') return KEEP_DAYS
  const days = Number(value)
  if (!Number.isFinite(days) || days < 0)
    throw new Error(`PICTURE_CACHE_KEEP_DAYS must be a number of days, not "${value}"`)
  return days
}
