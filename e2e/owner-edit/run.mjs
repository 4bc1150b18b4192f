// @ts-check
/**
 * `npm run test:owner-edit`: makes the site an owner's own, in temporary copies of the project,
 * builds each and runs the checks that prove something about that content there. Nothing but
 * the content file, the pictures, the files and (for the extra section) one page component
 * changes in a copy. The edits:
 * - owner: a long name with diacritics, a company ending in a full stop, their own address and
 *   links, five projects with pictures of every shape and format, five certifications, three
 *   testimonials (one of about 600 characters), their CV, a 512 px PNG logo, real-looking
 *   EmailJS identifiers;
 * - without-credentials: no certifications, testimonials or CV: nothing of them is left;
 * - extra-section: a static section with a paragraph, added to the home page;
 * - pseudo-localized: every visible string accented and about 40 % longer.
 * Each copy's scripts must be byte for byte those of the main build (dist/, built first): no
 * content, however it changes, reaches a script.
 *   node e2e/owner-edit/run.mjs [edit ...]   (all four by default)
 */
import { spawn } from 'node:child_process'
import { cp, mkdtemp, readdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative, sep } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import sharp from 'sharp'
import { pdf } from '../../scripts/make-sample-files.mjs'
import { LARGEST_RASTER_PX } from '../../scripts/pictures/raster.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))
/** How the sample content file imports the logo. */
const SAMPLE_LOGO = '../assets/logo.svg?raster'

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

/**
 * @typedef {{ name: string, about: string, contentFile?: string,
 *   prepare?: (copy: string) => Promise<void>, unit: boolean, specs: string[],
 *   check?: (copy: string) => Promise<void> }} Edit
 */

/** @type {Edit[]} */
const EDITS = [
  {
    name: 'owner',
    about: 'the owner’s own content, pictures, badges and CV',
    contentFile: 'e2e/owner-edit/site.ts',
    prepare: async (copy) => {
      // The owner replaces the pictures: the sample ones go, theirs come: a wide WebP
      // dashboard, a tall phone screenshot, a JPEG photo and a square PNG (the test fixtures),
      // one more, and their certifications' badges, as PNG and SVG.
      const images = join(copy, 'src/content/images')
      await rm(images, { recursive: true })
      await cp(join(root, 'e2e/fixtures/pictures'), images, { recursive: true })
      await cp(join(images, 'contracts-dashboard.webp'), join(images, 'board-report.webp'))
      await writeFile(
        join(images, 'credly-solution-architect.png'),
        await sharp({
          create: { width: 340, height: 340, channels: 4, background: '#0f6cbd' },
        })
          .png()
          .toBuffer(),
      )
      await writeFile(
        join(images, 'm365-administrator.svg'),
        '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="340" viewBox="0 0 300 340"><polygon points="150,10 290,90 290,250 150,330 10,250 10,90" fill="#0f766e"/><text x="150" y="180" font-size="40" fill="#fff" text-anchor="middle">M365</text></svg>',
      )
      // Their CV: several pages' worth of text, about 100 KB.
      const files = join(copy, 'src/content/files')
      await rm(files, { recursive: true })
      await cp(join(root, 'src/content/files'), files, { recursive: true })
      await rm(join(files, 'sample-cv.pdf'))
      const lines = Array.from(
        { length: 2400 },
        (_, index) =>
          `${index + 1}. Zoë Łukasiewicz-Ørsted: SharePoint, Power Platform, Microsoft 365 (2008-2026)`,
      )
      await writeFile(join(files, 'zoe-lukasiewicz-orsted-cv.pdf'), pdf(lines))
      // Their logo: a 512 px PNG, as logo makers export it, in place of the sample SVG (README,
      // "Logo and sharing picture").
      await writeFile(
        join(copy, 'src/assets/logo.png'),
        await sharp(
          Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><defs><radialGradient id="g"><stop offset="0" stop-color="#f59e0b"/><stop offset="1" stop-color="#0f766e"/></radialGradient></defs><rect width="512" height="512" rx="96" fill="url(#g)"/><text x="256" y="330" font-size="240" font-weight="700" fill="#fff" text-anchor="middle">ZŁ</text></svg>',
          ),
        )
          .png()
          .toBuffer(),
      )
      const content = join(copy, 'src/content/site.original.ts')
      const source = await readFile(content, 'utf8')
      if (!source.includes(SAMPLE_LOGO)) throw new Error(`site.ts imports no ${SAMPLE_LOGO}`)
      await writeFile(content, source.replace(SAMPLE_LOGO, '../assets/logo.png?raster'))
    },
    unit: true,
    specs: [
      'page',
      'credentials',
      'metadata',
      'budgets',
      'pictures',
      'accessibility',
      'project-viewer',
      'project-layout',
      'not-found',
      'contact',
      'recaptcha',
    ],
    check: async (copy) => {
      // The logo travels in every page's HTML: drawn for the navbar, not at its 512 px.
      const html = await readFile(join(copy, 'dist/index.html'), 'utf8')
      const logo = /<img[^>]*class="brand-logo"[^>]*src="data:image\/webp;base64,([^"]+)"/.exec(
        html,
      )
      if (!logo?.[1]) throw new Error('The page has no inlined WebP logo')
      const { width = 0, height = 0 } = await sharp(Buffer.from(logo[1], 'base64')).metadata()
      if (width > LARGEST_RASTER_PX || height > LARGEST_RASTER_PX)
        throw new Error(
          `The logo is inlined at ${width}×${height} px, over ${LARGEST_RASTER_PX} px`,
        )
      console.log(`  the 512 px PNG logo travels as a ${width}×${height} WebP, ${logo[1].length} B`)
    },
  },
  {
    name: 'without-credentials',
    about: 'no certifications, testimonials or CV',
    contentFile: 'e2e/owner-edit/without-credentials.ts',
    unit: false,
    specs: ['page', 'credentials', 'metadata'],
    check: async (copy) => {
      const html = await readFile(join(copy, 'dist/index.html'), 'utf8')
      /** @type {{ site: import('../../src/content/types.ts').SiteContent }} */
      const { site } = await import(pathToFileURL(join(root, 'build/ssr/entry-server.js')).href)
      const leftovers = [
        'hasCredential',
        'download=',
        '.pdf',
        `id="${site.sectionIds.credentials}"`,
        `id="${site.sectionIds.testimonials}"`,
        ...(site.credentials?.items ?? []).map((/** @type {{ name: string }} */ item) => item.name),
        ...(site.testimonials?.items ?? []).map(
          (/** @type {{ name: string }} */ item) => item.name,
        ),
        site.cv?.label ?? '',
      ].filter((text) => text && html.includes(text))
      if (leftovers.length) throw new Error(`Left on the page: ${leftovers.join(', ')}`)
      const published = await readdir(join(copy, 'dist/assets'))
      const badges = published.filter((file) => /badge|\.pdf$/.test(file))
      if (badges.length) throw new Error(`Published though unused: ${badges.join(', ')}`)
      console.log('  nothing of the certifications, testimonials or CV is left, nor published')
    },
  },
  {
    name: 'extra-section',
    about: 'a static section with a paragraph, added to the home page',
    prepare: async (copy) => {
      const page = join(copy, 'src/pages/HomePage.tsx')
      const source = await readFile(page, 'utf8')
      const section = `<section id="extra-section" className="section container" aria-labelledby="extra-section-title"><h2 id="extra-section-title" className="section-title">${EXTRA.title}</h2><p className="section-intro">${EXTRA.text}</p></section>\n      <Contact `
      if (!source.includes('<Contact ')) throw new Error('HomePage.tsx renders no <Contact>')
      await writeFile(page, source.replace('<Contact ', section))
    },
    unit: false,
    specs: [],
    check: async (copy) => {
      const html = await readFile(join(copy, 'dist/index.html'), 'utf8')
      if (!html.includes(EXTRA.text)) throw new Error('The extra section is not on the page')
      console.log('  the extra section is on the page')
    },
  },
  {
    name: 'pseudo-localized',
    about: 'every visible string accented and about 40 % longer',
    contentFile: 'e2e/owner-edit/pseudo-localized.ts',
    unit: true,
    specs: ['page', 'contact', 'accessibility', 'not-found'],
  },
]

const EXTRA = {
  title: 'Wie ich arbeite',
  text: 'Zuerst zuhören, dann bauen: jede Lösung beginnt mit einem Workshop, in dem Ihr Team seine Abläufe erklärt, und endet mit einer Übergabe, nach der Ihre eigenen Administratoren alles selbst ändern können.',
}

/**
 * What a failing step prints about each failure: Playwright's ✘ and counts, Vitest's FAIL and ×.
 * The marks count only where a line starts: a test's own name may hold a × (412×823).
 */
const FAILURE_LINE = /^\s*[✘×]\s|\bFAIL\b|^\s*\d+ (failed|flaky)\b|^\s*\d+\) \[/
// biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes are control characters
const COLOUR = /\u001b\[[0-9;]*m/g

/**
 * Runs a step, its output passed through as it comes, and keeps the lines that name a failure
 * for the summary at the end: CI shows only the end of a long log.
 * @param {string} command @param {string[]} args @param {string} cwd @param {string[]} failures
 */
const run = (command, args, cwd, failures) =>
  new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      stdio: ['inherit', 'pipe', 'pipe'],
      env: { ...process.env },
      shell: process.platform === 'win32',
    })
    for (const [from, to] of /** @type {const} */ ([
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ])) {
      let partial = ''
      from.on('data', (/** @type {Buffer} */ chunk) => {
        to.write(chunk)
        const lines = (partial + chunk.toString()).split('\n')
        partial = lines.pop() ?? ''
        for (const line of lines) {
          const plain = line.replace(COLOUR, '').trimEnd()
          if (FAILURE_LINE.test(plain) && !failures.includes(plain)) failures.push(plain)
        }
      })
    }
    child.on('close', (code) => resolve(code ?? 1))
  })

/** Every script the build published, by name, with its bytes. @param {string} dist */
async function scripts(dist) {
  const files = (await readdir(join(dist, 'assets'))).filter((file) => file.endsWith('.js')).sort()
  return Promise.all(
    files.map(async (file) => ({ file, bytes: await readFile(join(dist, 'assets', file)) })),
  )
}

/** The copy's scripts are the main build's, byte for byte. @param {string} copy */
async function expectSameScripts(copy) {
  const [main, edited] = await Promise.all([
    scripts(join(root, 'dist')),
    scripts(join(copy, 'dist')),
  ])
  const names = (/** @type {{ file: string }[]} */ list) =>
    list.map((entry) => entry.file).join(', ')
  if (main.length === 0) throw new Error('dist/ holds no scripts: run `npm run build` first')
  if (names(main) !== names(edited))
    throw new Error(`Scripts differ from dist/: ${names(edited)} against ${names(main)}`)
  for (const [index, entry] of main.entries())
    if (!entry.bytes.equals(edited[index]?.bytes ?? Buffer.alloc(0)))
      throw new Error(`${entry.file} differs from dist/`)
  const total = main.reduce((sum, entry) => sum + entry.bytes.length, 0)
  console.log(`  its ${main.length} scripts (${total} bytes) are byte for byte those of dist/`)
}

/** @param {Edit} edit */
async function check(edit) {
  const copy = await mkdtemp(join(tmpdir(), `${edit.name}-`))
  console.log(`\n▶ ${edit.name}: ${edit.about}, in ${copy}`)
  await cp(root, copy, {
    recursive: true,
    filter: (source) => {
      const parts = relative(root, source).split(sep)
      // hosts/node_modules (the host emulators) is an install too.
      return !LEFT_OUT.has(parts[0] ?? '') && !parts.includes('node_modules')
    },
  })
  // The same installed packages, and with them the picture pipeline's encode cache.
  await symlink(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir')
  if (edit.contentFile) {
    const content = join(copy, 'src/content')
    await rename(join(content, 'site.ts'), join(content, 'site.original.ts'))
    const source = await readFile(join(root, edit.contentFile), 'utf8')
    await writeFile(
      join(content, 'site.ts'),
      source
        .replace("'../../src/content/site.ts'", "'./site.original.ts'")
        .replace("'../../src/content/types.ts'", "'./types.ts'"),
    )
  }
  await edit.prepare?.(copy)

  /** @type {string[]} */
  const failures = []
  let step = 'build'
  let code = await run('npm', ['run', 'build'], copy, failures)
  if (code === 0 && edit.unit) {
    step = 'unit tests'
    code = await run('npx', ['vitest', 'run', '--project', 'page'], copy, failures)
  }
  if (code === 0 && edit.specs.length) {
    step = 'browser checks'
    code = await run(
      'npx',
      [
        'playwright',
        'test',
        '--project=quick',
        '--project=full',
        ...edit.specs.map((spec) => `e2e/${spec}.spec.ts`),
      ],
      copy,
      failures,
    )
  }
  if (code === 0) {
    step = 'checks of the copy'
    try {
      await expectSameScripts(copy)
      await edit.check?.(copy)
    } catch (error) {
      const message = `✗ ${/** @type {Error} */ (error).message}`
      console.error(`  ${message}`)
      failures.push(message)
      code = 1
    }
  }
  if (code === 0) await rm(copy, { recursive: true, force: true })
  else console.error(`✗ ${edit.name} failed its checks; the copy is kept in ${copy}`)
  return { name: edit.name, code, step, failures, copy }
}

const wanted = process.argv.slice(2)
const unknown = wanted.filter((name) => !EDITS.some((edit) => edit.name === name))
if (unknown.length) {
  console.error(
    `Unknown edit ${unknown.join(', ')}: use ${EDITS.map((edit) => edit.name).join(', ')}`,
  )
  process.exit(2)
}
const results = []
for (const edit of EDITS.filter((edit) => !wanted.length || wanted.includes(edit.name)))
  results.push(await check(edit))
console.log('\nOwner edits:')
for (const result of results) {
  if (result.code === 0) console.log(`  ✓ ${result.name}`)
  else {
    console.log(`  ✗ ${result.name}: its ${result.step} failed (kept in ${result.copy})`)
    for (const line of result.failures.slice(0, 20)) console.log(`      ${line.trim()}`)
  }
}
process.exitCode = results.some((result) => result.code !== 0) ? 1 : 0
