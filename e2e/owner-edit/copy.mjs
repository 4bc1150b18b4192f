// @ts-check
/**
 * A copy of the project as an owner's clone holds it, for an edit to change: the sources without
 * anything installed, built or generated, and the project's own installed packages (and with
 * them the picture pipeline's encode cache, node_modules/.cache/pictures) linked in.
 */
import { cp, readFile, rename, symlink, writeFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = fileURLToPath(new URL('../..', import.meta.url))

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

/** Copies the project into `copy` (an empty or missing folder). @param {string} copy */
export async function copyProject(copy) {
  await cp(root, copy, {
    recursive: true,
    filter: (source) => {
      const parts = relative(root, source).split(sep)
      // hosts/node_modules (the host emulators) is an install too.
      return !LEFT_OUT.has(parts[0] ?? '') && !parts.includes('node_modules')
    },
  })
  await symlink(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir')
}

/**
 * Places a content file of the tests into the copy's src/content/, its imports pointed at what
 * sits beside it there.
 * @param {string} copy
 * @param {string} from the file, from the project's root
 * @param {string} as its name in src/content/
 * @param {Record<string, string>} imports each import's path in the project, and in the copy
 */
export async function placeContent(copy, from, as, imports) {
  let source = await readFile(join(root, from), 'utf8')
  for (const [path, placed] of Object.entries(imports)) {
    if (!source.includes(`'${path}'`)) throw new Error(`${from} does not import '${path}'`)
    source = source.replaceAll(`'${path}'`, `'${placed}'`)
  }
  await writeFile(join(copy, 'src/content', as), source)
}

/**
 * Makes an owner's content file the copy's src/content/site.ts; the content it edits (the
 * project's own) becomes src/content/original-site.ts. The file imports both as an edit in
 * e2e/owner-edit/ does: '../../src/content/site.ts' and '../../src/content/types.ts'.
 * @param {string} copy @param {string} contentFile from the project's root
 */
export async function placeOwnerContent(copy, contentFile, as = 'site.ts') {
  const content = join(copy, 'src/content')
  await rename(join(content, 'site.ts'), join(content, 'original-site.ts'))
  await placeContent(copy, contentFile, as, {
    '../../src/content/site.ts': './original-site.ts',
    '../../src/content/types.ts': './types.ts',
  })
}
