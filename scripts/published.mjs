// @ts-check
/**
 * What earlier builds published, kept between builds beside the picture cache (the deploy
 * workflow keeps the folder, docs/hosts.md says where else it is kept):
 * - the record of every address a build published (pages, old addresses that lead on, feeds, the
 *   CV's files): the next build warns for each one it no longer publishes, naming how to keep it;
 * - the hashed files under assets/ (scripts, the islands' props, pictures) of the builds of the
 *   last CARRY_DAYS days: the build carries them forward into its own output, so a page opened
 *   before a deploy still loads its islands, props and pictures after it.
 * One folder per site address (its host and path), so builds for other addresses (the tests'
 * builds for a path) never read each other's. PUBLISHED_CACHE_DIR names another folder, or
 * `off`: the test builds turn it off, so they carry nothing and stay the same byte for byte.
 */
import { copyFile, mkdir, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises'
import { isAbsolute, join, resolve } from 'node:path'

/** The folder, relative to the project's root, beside the picture cache. */
export const PUBLISHED_CACHE_DIR = 'node_modules/.cache/published'

/**
 * The deploy workflow's `actions/cache` key for the folder: a new one every run, as the record and
 * the kept files change with every build (a key that exists is never saved again), and the
 * prefix that restores the newest.
 */
export const PUBLISHED_KEY_PREFIX = 'published-'
export const publishedKeyExpression = () =>
  `${PUBLISHED_KEY_PREFIX}\${{ github.run_id }}-\${{ github.run_attempt }}`

/** The environment variable that moves the folder, or turns it off ('off'). */
export const PUBLISHED_ENV = 'PUBLISHED_CACHE_DIR'

/** How long a hashed file stays after the last build that published it: a week of open tabs. */
export const CARRY_DAYS = 7

/**
 * How long an address that is gone is still warned about, after the last build that published
 * it: every build in that time says it again (a deploy's log is read late, if at all).
 */
export const GONE_DAYS = 30

const DAY_MS = 24 * 3600 * 1000

/**
 * The folder of the site published at `siteUrl`, or undefined when the environment turns it off.
 * @param {string} root @param {string} siteUrl
 */
export function publishedDir(root, siteUrl) {
  const chosen = process.env[PUBLISHED_ENV]
  if (chosen === 'off') return undefined
  const dir = !chosen
    ? join(root, PUBLISHED_CACHE_DIR)
    : isAbsolute(chosen)
      ? chosen
      : resolve(root, chosen)
  const { host, pathname } = new URL(siteUrl)
  return join(dir, `${host}${pathname}`.replace(/[^\w.-]+/g, '_').replace(/_+$/, ''))
}

/**
 * @typedef {{ site: string, addresses: { [path: string]: string } }} PublishedRecord
 *   addresses: each path (from the site's base) with the time the last build published it
 */

/** @param {string} dir @returns {Promise<PublishedRecord | undefined>} */
export async function readRecord(dir) {
  const text = await readFile(join(dir, 'record.json'), 'utf8').catch(() => undefined)
  if (text === undefined) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * The addresses an earlier build published that this one (`published`) does not, each with the
 * time it was last published: those within GONE_DAYS before `now`, oldest path first.
 * @param {PublishedRecord | undefined} record @param {readonly string[]} published @param {number} now
 * @returns {{ path: string, last: string }[]}
 */
export function goneAddresses(record, published, now) {
  const here = new Set(published)
  return Object.entries(record?.addresses ?? {})
    .filter(([path, last]) => !here.has(path) && now - Date.parse(last) <= GONE_DAYS * DAY_MS)
    .map(([path, last]) => ({ path, last }))
    .sort((a, b) => a.path.localeCompare(b.path))
}

/**
 * The record after this build: what it published, at `now`, and the gone addresses still within
 * GONE_DAYS (so the next builds warn about them too).
 * @param {PublishedRecord | undefined} record @param {string} site @param {readonly string[]} published
 * @param {number} now
 * @returns {PublishedRecord}
 */
export function nextRecord(record, site, published, now) {
  const time = new Date(now).toISOString()
  const gone = goneAddresses(record, published, now)
  const addresses = Object.fromEntries(
    [...gone.map(({ path, last }) => [path, last]), ...published.map((path) => [path, time])].sort(
      ([a], [b]) => String(a).localeCompare(String(b)),
    ),
  )
  return { site, addresses }
}

/** @param {string} dir @param {PublishedRecord} record */
export async function writeRecord(dir, record) {
  await mkdir(dir, { recursive: true })
  await writeFile(join(dir, 'record.json'), `${JSON.stringify(record, null, 2)}\n`)
}

/**
 * The warning for an address that is gone: where it was, since when, and how to keep it. `old`:
 * the case study's or article's name when the address was one (src/pages/addresses.ts,
 * renamedPageName), to name the alias that keeps it.
 * @param {{ address: string, last: string, old?: string | undefined }} gone
 */
export function goneWarning({ address, last, old }) {
  const keep = old
    ? `if its page was renamed, keep the address with aliases: [${old}] in the new file's front matter (docs/content.md, "Renaming a page")`
    : 'publish it again to keep it'
  return `${address} was published by an earlier build (last ${last.slice(0, 10)}) and is not in this one: a link to it now answers 404; ${keep}.`
}

/**
 * Carries forward the hashed files earlier builds published (kept under `dir`/assets), into
 * `assets` (this build's own assets/ folder), and keeps this build's there for the next builds:
 * a page opened before a deploy still finds its scripts, props and pictures after it. A kept
 * file goes CARRY_DAYS after the last build that published it.
 * @param {string} dir the site's folder (publishedDir) @param {string} assets this build's
 * @param {number} now
 * @returns {Promise<{ carried: string[], dropped: number }>} the files carried (not this
 *   build's own), by name, sorted; how many kept files were too old
 */
export async function carryForward(dir, assets, now) {
  const kept = join(dir, 'assets')
  await mkdir(kept, { recursive: true })
  const own = new Set(await readdir(assets).catch(() => []))
  const oldest = now - CARRY_DAYS * DAY_MS
  let dropped = 0
  /** @type {string[]} */
  const carried = []
  for (const file of (await readdir(kept)).sort()) {
    if (own.has(file)) continue
    const info = await stat(join(kept, file)).catch(() => undefined)
    if (!info?.isFile()) continue
    if (info.mtimeMs < oldest) {
      await rm(join(kept, file), { force: true })
      dropped++
      continue
    }
    await copyFile(join(kept, file), join(assets, file))
    carried.push(file)
  }
  // This build's own files, marked as published now (a file's time is when it was last published).
  const time = new Date(now)
  await Promise.all(
    [...own].map(async (file) => {
      const target = join(kept, file)
      if (!(await stat(target).catch(() => undefined))) await copyFile(join(assets, file), target)
      await utimes(target, time, time)
    }),
  )
  return { carried, dropped }
}
