// @ts-check
/**
 * `node scripts/bench-build.mjs [--root <project>]` (part of `npm run bench`): how long the
 * build takes cold (an empty picture cache, as on a fresh clone or a first deploy) and warm (the
 * same build again), with the CPU time it used (on a shared machine, the steadier figure), and
 * what it published: the pictures it encoded, and the picture files and their total bytes.
 * Both builds go to a temporary folder with their own picture cache: the project's dist/ and
 * cache stay as they are. --root measures another copy of the project (a larger owner's
 * content, say), with that copy's own scripts.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { PUBLISHED_ENV } from './published.mjs'

const { values: options } = parseArgs({
  options: { root: { type: 'string', default: fileURLToPath(new URL('..', import.meta.url)) } },
})
const root = resolve(options.root)

/** Writes the build's own CPU time (every thread of it) to BENCH_CPU_FILE as it exits. */
const CPU_REPORT = `data:text/javascript,${encodeURIComponent(
  "import { writeFileSync } from 'node:fs'; process.on('exit', () => writeFileSync(process.env.BENCH_CPU_FILE, JSON.stringify(process.cpuUsage())))",
)}`

/**
 * Runs the build of `root` into `out` with the picture cache `cacheDir`, its output passed on.
 * @param {string} label @param {string} out @param {string} cacheDir @param {string} cpuFile
 */
function build(label, out, cacheDir, cpuFile) {
  const started = performance.now()
  const child = spawn(
    process.execPath,
    ['--import', CPU_REPORT, join(root, 'scripts/build.mjs'), '--out', out],
    {
      cwd: root,
      env: {
        ...process.env,
        PICTURE_CACHE_DIR: cacheDir,
        BENCH_CPU_FILE: cpuFile,
        [PUBLISHED_ENV]: 'off',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += String(chunk)
    for (const line of String(chunk).split('\n'))
      if (line.includes('pictures:')) console.log(`  [${label}] ${line.trim()}`)
  })
  return new Promise((done, failed) => {
    child.on('error', failed)
    child.on('exit', async (code) => {
      if (code !== 0) return failed(new Error(`the ${label} build failed (exit code ${code})`))
      const cpu = JSON.parse(await readFile(cpuFile, 'utf8'))
      done({
        seconds: (performance.now() - started) / 1000,
        cpuSeconds: (cpu.user + cpu.system) / 1e6,
        encoded: /encoded (\d+) files of (\d+) pictures?/.exec(output),
      })
    })
  })
}

/**
 * The picture files a build published under assets/, and the pictures they are of: each
 * encoded picture's widths and formats share a name and a hash.
 * @param {string} out
 */
async function publishedPictures(out) {
  const files = await readdir(join(out, 'assets'))
  const pictures = new Set()
  let count = 0
  let bytes = 0
  for (const file of files) {
    const encoded = /^(.+)-\d+w-([\w-]{8})\.(avif|webp)$/.exec(file)
    if (!encoded && !/\.(jpe?g|png|svg|avif|webp)$/.test(file)) continue
    pictures.add(encoded ? `${encoded[1]} ${encoded[2]}` : file)
    count++
    bytes += (await stat(join(out, 'assets', file))).size
  }
  return { pictures: pictures.size, files: count, bytes }
}

const work = await mkdtemp(join(tmpdir(), 'bench-build-'))
try {
  const cacheDir = join(work, 'picture-cache')
  const out = join(work, 'dist')
  console.log(`Build times of ${root} (cold: an empty picture cache, in ${work})`)
  const cold = await build('cold', out, cacheDir, join(work, 'cold-cpu.json'))
  const warm = await build('warm', out, cacheDir, join(work, 'warm-cpu.json'))
  const published = await publishedPictures(out)
  const encoded = cold.encoded ? `${cold.encoded[1]} files of ${cold.encoded[2]} pictures` : 'none'
  const row = (
    /** @type {string} */ name,
    /** @type {{ seconds: number, cpuSeconds: number }} */ run,
  ) => `  ${name}  ${run.seconds.toFixed(1).padStart(7)} s  (CPU ${run.cpuSeconds.toFixed(1)} s)`
  console.log(`
Build                wall time   (CPU time, all threads)
${row('cold build', cold)}
${row('warm build', warm)}
  encoded cold: ${encoded}
  published: ${published.files} picture files of ${published.pictures} pictures, ${(published.bytes / 1e6).toFixed(2)} MB
`)
} finally {
  await rm(work, { recursive: true, force: true })
}
