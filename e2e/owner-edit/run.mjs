// @ts-check
/**
 * `npm run test:owner-edit`: makes the site an owner's own, as the README asks, in a temporary
 * copy of the project, then builds it and runs the browser checks against it there.
 * The edit (e2e/owner-edit/site.ts) gives the owner a long name with diacritics, a company
 * ending in a full stop, their own address and links, five projects and real-looking EmailJS
 * identifiers, and pictures of every shape and format. Nothing but the content file and the
 * pictures (added to src/content/images/) changes in the copy.
 *   node e2e/owner-edit/run.mjs [spec files...]   (by default the page, contact, metadata,
 *   security, budget, accessibility, picture and 404 checks)
 */
import { spawn } from 'node:child_process'
import { cp, mkdtemp, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))
const specs = process.argv.slice(2)
const checks = specs.length
  ? specs
  : [
      'e2e/page.spec.ts',
      'e2e/contact.spec.ts',
      'e2e/metadata.spec.ts',
      'e2e/security.spec.ts',
      'e2e/budgets.spec.ts',
      'e2e/accessibility.spec.ts',
      'e2e/project-viewer.spec.ts',
      'e2e/project-layout.spec.ts',
      'e2e/not-found.spec.ts',
    ]

/** What a fresh clone holds: everything but installed, built and generated files. */
const LEFT_OUT = new Set([
  'node_modules',
  '.git',
  'dist',
  'build',
  'test-results',
  'bench-results',
  'artifacts',
])

/** @param {string} command @param {string[]} args @param {string} cwd */
const run = (command, args, cwd) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit', env: { ...process.env } })
    child.on('exit', (code) => resolve(code ?? 1))
  })

const copy = await mkdtemp(join(tmpdir(), 'owner-edit-'))
console.log(`Owner's edit in ${copy}`)
await cp(root, copy, {
  recursive: true,
  filter: (source) => {
    const parts = relative(root, source).split('/')
    // hosts/node_modules (the host emulators) is an install too.
    return !LEFT_OUT.has(parts[0] ?? '') && !parts.includes('node_modules')
  },
})
// The same installed packages, and with them the picture pipeline's encode cache.
await symlink(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir')

const content = join(copy, 'src/content')
await rename(join(content, 'site.ts'), join(content, 'site.original.ts'))
const edit = await readFile(join(root, 'e2e/owner-edit/site.ts'), 'utf8')
await writeFile(
  join(content, 'site.ts'),
  edit
    .replace("'../../src/content/site.ts'", "'./site.original.ts'")
    .replace("'../../src/content/types.ts'", "'./types.ts'"),
)

// The owner's pictures beside the content: a wide WebP dashboard, a tall phone screenshot, a
// JPEG photo and a square PNG (the test fixtures), plus one of the original pictures.
await cp(join(root, 'e2e/fixtures/pictures'), join(content, 'images'), { recursive: true })

let code = await run('npm', ['run', 'build'], copy)
if (code === 0) code = await run('npx', ['playwright', 'test', ...checks], copy)
if (code === 0) await rm(copy, { recursive: true, force: true })
else console.error(`The owner's edit failed its checks; the copy is kept in ${copy}`)
process.exitCode = code
