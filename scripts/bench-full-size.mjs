// @ts-check
/**
 * `npm run bench:full-size`: the bench on the owner this site is for, at full size (twelve
 * projects, eight case studies, 24 articles, two languages: e2e/fixtures/full-size/make.mjs).
 * Makes that owner's copy of the project in the system's temporary folder (portfolio-full-size/,
 * anew each time: a copy cannot sit inside the folder it copies), builds it, then
 * measures every kind of page in both languages against its script-free twins (bench.mjs), and
 * each language's home page pooled over rounds against its twins (bench-variants.mjs: the page
 * as built, its twin and its twin again, in an order rotated each round).
 *   npm run bench:full-size [-- --runs 3] [--rounds 10]
 * Results: bench-results/ (the last home page's pooled figures in variants.md).
 */
import { spawn } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { PUBLISHED_ENV } from './published.mjs'

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: process.env.BENCH_RUNS ?? '3' },
    rounds: { type: 'string', default: '10' },
  },
})
const root = fileURLToPath(new URL('..', import.meta.url))
const copy = join(tmpdir(), 'portfolio-full-size')

/** Runs node with `args` in `cwd`, its output passed on; fails on a non-zero exit. */
const node = (/** @type {string[]} */ args, cwd = root) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd,
      stdio: 'inherit',
      // A measurement's build publishes nothing: no record of addresses, no files carried.
      env: { ...process.env, [PUBLISHED_ENV]: 'off' },
    })
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve(undefined) : reject(new Error(`node ${args.join(' ')}: exit ${code}`)),
    )
  })

console.log(`The full-size owner's copy: ${copy}`)
await rm(copy, { recursive: true, force: true })
await node(['e2e/fixtures/full-size/make.mjs', copy])
await node(['scripts/build.mjs'], copy)
const dist = join(copy, 'dist')
await node([
  'scripts/bench.mjs',
  '--dist',
  dist,
  '--ssr',
  join(copy, 'build/ssr/entry-server.js'),
  '--skip-islands',
  // Between pages is the sample's bench's (npm run bench): the same code at any size.
  '--skip-navigation',
  '--runs',
  options.runs,
])
for (const page of ['/', '/pl/'])
  await node([
    'scripts/bench-variants.mjs',
    '--dist',
    dist,
    '--page',
    page,
    '--rounds',
    options.rounds,
    '--only',
    'as built',
  ])
