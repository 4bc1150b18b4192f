// @ts-check
/**
 * `npm test` runs a step again only when something it reads has changed since that step last
 * passed. The key of a run is one hash of every file of the working tree that git does not ignore
 * (tracked or new, as they are on disk, deleted ones included), the day (an article dated in the
 * future is built on its day), the Node version, the system, and the browsers the checks drive
 * (each one's path, size and modification time). A step that passed under the same key is not run again:
 * the summary says when it passed. Anything else (a change of one byte, another Node, a browser
 * updated, a step that failed) runs it. Outside a git work tree nothing is reused.
 */
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'

/** Where the steps that passed are recorded, with their keys (build/ is git-ignored). */
export const PASSED_RECORD = 'build/test-passed.json'

/**
 * The key of the working tree at `root` as the steps read it; undefined outside a git work tree.
 * @param {string} root
 * @param {{ browsers?: string[], now?: Date }} [options] browsers: the executables the checks drive
 * @returns {Promise<string | undefined>}
 */
export async function treeKey(root, { browsers = [], now = new Date() } = {}) {
  const listed = await promisify(execFile)(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: root, maxBuffer: 64 * 1024 * 1024 },
  ).catch(() => undefined)
  if (!listed) return undefined
  const files = [...new Set(listed.stdout.split('\0').filter(Boolean))].sort()
  const hash = createHash('sha256')
    .update(`${now.toISOString().slice(0, 10)}\0${process.version}\0${process.platform}`)
    .update(`\0${process.arch}`)
  for (const browser of browsers) {
    const about = await stat(browser).catch(() => undefined)
    hash.update(`\0${browser}:${about?.size}:${about?.mtimeMs}`)
  }
  const contents = await Promise.all(
    files.map((file) => readFile(join(root, file)).catch(() => undefined)),
  )
  for (const [index, file] of files.entries()) {
    const content = contents[index]
    hash.update(`\0${file}:${content ? content.length : 'deleted'}\0`)
    if (content) hash.update(content)
  }
  return hash.digest('hex')
}

/**
 * @typedef {Record<string, { key: string, at: string }>} Passed
 *   each step's name: the key it passed under, and when
 */

/** @param {string} root @returns {Promise<Passed>} */
export async function readPassed(root) {
  return JSON.parse(await readFile(join(root, PASSED_RECORD), 'utf8').catch(() => '{}'))
}

/** @param {string} root @param {Passed} passed */
export async function writePassed(root, passed) {
  await mkdir(dirname(join(root, PASSED_RECORD)), { recursive: true })
  await writeFile(join(root, PASSED_RECORD), `${JSON.stringify(passed, null, 2)}\n`)
}
