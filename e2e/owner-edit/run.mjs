// @ts-check
/**
 * `npm run test:owner-edit`: makes the site an owner's own, in temporary copies of the project,
 * builds each and runs the checks that prove something about that content there. Nothing but
 * the content file, the pictures, the files and (for the extra section) one page component
 * changes in a copy. The edits:
 * - owner: a long name with diacritics, a company ending in a full stop, their own address and
 *   links, five projects with pictures of every shape and format, three of them with a case
 *   study (one long, with six pictures of different shapes), five certifications, three
 *   testimonials (one of about 600 characters), their CV, a 512 px PNG logo, real-looking
 *   EmailJS identifiers;
 * - without-credentials: no certifications, testimonials, CV, case study, article or service:
 *   nothing of them is left, and the scripts are those of the build with them;
 * - extra-section: a static section with a paragraph, added to the home page;
 * - pseudo-localized: every visible string accented and about 40 % longer;
 * - full-size: the owner at full size (e2e/fixtures/full-size/make.mjs): twelve projects, each
 *   with its own screenshot, eight case studies of about 450 words, three also in Polish, and a
 *   second language, 41 new screenshots; also built for a path, for the languages' checks.
 * Each copy's scripts must be byte for byte those of the main build (dist/, built first): no
 * content, however it changes, reaches a script. Each edit runs the checks of what its content
 * reaches; the checks tagged @any-content prove how the page works whatever its content (a tap
 * held before the script arrives, focus going back to its trigger), which the main suite proves
 * once. The copies share the project's install and its picture cache (node_modules, linked), and
 * start from the main tree's type-check record (build/tsc), so only what an edit changed is checked
 * again.
 *   node e2e/owner-edit/run.mjs [edit ...]   (all five by default)
 */
import { spawn } from 'node:child_process'
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import GithubSlugger from 'github-slugger'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter'
import { toString as textOf } from 'mdast-util-to-string'
import { frontmatter } from 'micromark-extension-frontmatter'
import sharp from 'sharp'
import { LARGEST_RASTER_PX } from '../../scripts/pictures/raster.mjs'
import { PUBLISHED_ENV } from '../../scripts/published.mjs'
import { POLISH, STORIES } from '../fixtures/full-size/case-studies.mjs'
import { makeFullSize } from '../fixtures/full-size/make.mjs'
import { addPolish } from '../fixtures/languages/place.mjs'
import { copyProject, placeOwnerContent, root } from './copy.mjs'
import { addOwnerFiles } from './owner.mjs'

/** The second language's fixtures (e2e/fixtures/languages/). */
const fixtures = fileURLToPath(new URL('../fixtures/languages', import.meta.url))

/**
 * @typedef {{ name: string, about: string, contentFile?: string,
 *   prepare?: (copy: string) => Promise<void>, unit: boolean, specs: string[],
 *   subpath?: boolean, check?: (copy: string) => Promise<void> }} Edit
 *   subpath: the copy is also built for a path (e2e/build-subpath.mjs --path-only, in every
 *   language it has), for the checks of the build for a path among `specs` (languages,
 *   subpath, navigation: each names that build's address itself)
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
      // Their certifications' badges, CV and logo.
      await addOwnerFiles(copy)
      // A wide strip of their renewals timeline, the sixth shape in the long case study.
      await writeFile(
        join(images, 'renewals-timeline.png'),
        await sharp(join(images, 'contracts-dashboard.webp'))
          .extract({ left: 0, top: 300, width: 2400, height: 640 })
          .png()
          .toBuffer(),
      )
      // Their case studies, in place of the sample's: one long, with six pictures.
      const caseStudies = join(copy, 'src/content/case-studies')
      await rm(caseStudies, { recursive: true })
      await mkdir(caseStudies)
      for (const [name, markdown] of Object.entries(OWNER_CASE_STUDIES))
        await writeFile(join(caseStudies, `${name}.md`), markdown)
      // Their article, in place of the sample's (which name the sample's case studies), naming
      // one of theirs, with a KQL block.
      const insights = join(copy, 'src/content/insights')
      await rm(insights, { recursive: true, force: true })
      await mkdir(insights)
      await writeFile(join(insights, 'renewal-alerts-kql.md'), OWNER_ARTICLE)
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
      'case-studies',
      'case-study-pages',
      'insights',
    ],
    check: async (copy) => {
      // The logo is a file of its own, named by its content, that every page names: drawn for
      // the navbar, not at its 512 px.
      const html = await readFile(join(copy, 'dist/index.html'), 'utf8')
      const logo = /<img[^>]*class="brand-logo"[^>]*src="\/(assets\/logo-[\w-]{8}\.webp)"/.exec(
        html,
      )
      if (!logo?.[1]) throw new Error('The page names no logo file of its own')
      const file = await readFile(join(copy, 'dist', logo[1]))
      const { width = 0, height = 0 } = await sharp(file).metadata()
      if (width > LARGEST_RASTER_PX || height > LARGEST_RASTER_PX)
        throw new Error(`The logo is drawn at ${width}×${height} px, over ${LARGEST_RASTER_PX} px`)
      console.log(`  the 512 px PNG logo is a ${width}×${height} WebP file, ${file.length} B`)
    },
  },
  {
    name: 'without-credentials',
    about: 'no certifications, testimonials, CV, roles, case studies, articles or services',
    contentFile: 'e2e/owner-edit/without-credentials.ts',
    // No case study, article or service either: the site is its home page again (and its
    // privacy page), with the same scripts (a service's page no service names would fail the
    // build).
    prepare: async (copy) => {
      await rm(join(copy, 'src/content/case-studies'), { recursive: true })
      await rm(join(copy, 'src/content/insights'), { recursive: true, force: true })
      await rm(join(copy, 'src/content/services'), { recursive: true, force: true })
    },
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
      // Without case studies: no page but the home page, the privacy page every site has and
      // the 404 page, no link to one.
      const pages = (await readdir(join(copy, 'dist'), { recursive: true })).filter((file) =>
        file.endsWith('.html'),
      )
      const expected = ['404.html', 'index.html', join('privacy', 'index.html')]
      if (pages.sort().join(', ') !== expected.join(', '))
        throw new Error(`Pages without any case study: ${pages.join(', ')}`)
      const sitemap = await readFile(join(copy, 'dist/sitemap.xml'), 'utf8')
      if ((sitemap.match(/<loc>/g) ?? []).length !== 2)
        throw new Error(`The sitemap lists more than the home and privacy pages:\n${sitemap}`)
      if (html.includes(site.caseStudies.readLabel) || html.includes('/projects/'))
        throw new Error('The home page still links a case study')
      if (html.includes('/insights/') || html.includes(`id="${site.sectionIds.insights}"`))
        throw new Error('The home page still links the articles or lists them')
      if (await stat(join(copy, 'dist/insights')).catch(() => undefined))
        throw new Error('dist/insights/ is published without any article')
      // Without services: no section, header link, "Ask about this", availability or page.
      const services = site.sectionIds.services ?? 'services'
      const service = [
        `id="${services}"`,
        `href="#${services}"`,
        '?service=',
        'class="availability',
      ].filter((text) => html.includes(text))
      // Nor a line for the form to start a message with, in its props file.
      const props = /data-island-props="contact" data-props-file="([^"]+)"/.exec(html)?.[1]
      if (!props) throw new Error('The home page names no props file for its form')
      if ((await readFile(join(copy, 'dist', props), 'utf8')).includes('askLines'))
        service.push('the form’s lines (askLines)')
      if (service.length) throw new Error(`Left of the services: ${service.join(', ')}`)
      if (await stat(join(copy, 'dist/services')).catch(() => undefined))
        throw new Error('dist/services/ is published without any service')
      console.log(
        '  no case study, article or service: the home and privacy pages, and the scripts of the build with them',
      )
    },
  },
  {
    name: 'extra-section',
    about: 'a static section with a paragraph, added to the home page',
    prepare: async (copy) => {
      const page = join(copy, 'src/pages/HomePage.tsx')
      const source = await readFile(page, 'utf8')
      const section = `<section id="extra-section" className="section container" aria-labelledby="extra-section-title"><h2 id="extra-section-title" className="section-title">${EXTRA.title}</h2><p className="section-intro">${EXTRA.text}</p></section>\n      <Contact`
      // The element, however its props are laid out (on one line or on its own lines).
      const contact = /<Contact(?=\s)/
      if (!contact.test(source)) throw new Error('HomePage.tsx renders no <Contact>')
      await writeFile(page, source.replace(contact, section))
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
    about:
      'every visible string accented and about 40 % longer, and a second language (Polish) beside it',
    contentFile: 'e2e/owner-edit/pseudo-localized.ts',
    // A second language, as an owner adds one: the Polish fixture and its case study.
    prepare: addPolish,
    unit: true,
    specs: ['page', 'contact', 'accessibility', 'not-found', 'layout'],
    check: async (copy) => {
      const home = await readFile(join(copy, 'dist/pl/index.html'), 'utf8')
      if (!home.startsWith('<!doctype html>\n<html lang="pl">'))
        throw new Error('dist/pl/index.html is not in Polish')
      for (const alternate of ['hreflang="en"', 'hreflang="pl"', 'hreflang="x-default"'])
        if (!home.includes(`rel="alternate" ${alternate}`))
          throw new Error(`dist/pl/index.html names no alternate ${alternate}`)
      const first = await readFile(join(copy, 'dist/index.html'), 'utf8')
      if (!first.includes('href="/pl/" hrefLang="pl" lang="pl"'))
        throw new Error('The default language’s home page does not link its Polish version')
      console.log('  dist/pl/ is the second language, and each home page links the other')
      // A translated case study's headings take their ids from its own words, as GitHub makes them.
      for (const name of (await readdir(fixtures)).filter((file) => file.endsWith('.pl.md'))) {
        // The case studies' translations (the article's has its own pages, checked in the unit
        // tests and the articles' checks).
        if (!(await stat(join(copy, 'src/content/case-studies', name)).catch(() => undefined)))
          continue
        const page = join(copy, 'dist/pl/projects', name.replace(/\.pl\.md$/, ''), 'index.html')
        const html = await readFile(page, 'utf8')
        const tree = fromMarkdown(await readFile(join(fixtures, name), 'utf8'), {
          extensions: [frontmatter(['yaml'])],
          mdastExtensions: [frontmatterFromMarkdown(['yaml'])],
        })
        const slugger = new GithubSlugger()
        const ids = tree.children.flatMap((node) =>
          node.type === 'heading' ? [slugger.slug(textOf(node))] : [],
        )
        const missing = ids.filter((id) => !html.includes(` id="${id}"`))
        if (ids.length === 0 || missing.length)
          throw new Error(`${page}: no heading has the id ${missing.join(', ')} of its own words`)
        console.log(`  the Polish case study's headings have ids from its words: ${ids.join(', ')}`)
      }
    },
  },
  {
    name: 'full-size',
    about:
      'the owner at full size: 12 projects, 8 case studies (3 also in Polish), two languages, 41 new screenshots',
    prepare: async (copy) => {
      const drawn = await makeFullSize(copy)
      const bytes = drawn.reduce((sum, picture) => sum + picture.bytes, 0)
      console.log(`  ${drawn.length} screenshots drawn, ${(bytes / 1e6).toFixed(1)} MB`)
    },
    subpath: true,
    // What the owner's edit proves already (every section's words, the unit tests on an owner's
    // content) is left to it: these checks are those that prove something at full size.
    unit: false,
    specs: [
      'budgets',
      'pictures',
      'project-layout',
      'project-viewer',
      'accessibility',
      'case-studies',
      'case-study-pages',
      'languages',
      'cv-layout',
      'insights',
      'layout',
      'privacy',
    ],
    check: async (copy) => {
      // Every case study the fixture wrote is a page, in each language it is written in.
      const pages = async (/** @type {string} */ dir) =>
        (await readdir(join(copy, dir, 'projects')).catch(() => [])).sort().join(', ')
      const english = STORIES.map((story) => story.name).sort()
      const polish = english.filter((name) => name in POLISH)
      for (const [dir, names] of /** @type {const} */ ([
        ['dist', english],
        ['dist/pl', polish],
      ]))
        if ((await pages(dir)) !== names.join(', '))
          throw new Error(`${dir}/projects/ holds ${await pages(dir)}, not ${names.join(', ')}`)
      console.log(
        `  ${english.length} case studies published, ${polish.length} of them in Polish too`,
      )
    },
  },
]

/** The owner's case studies, by name: one long (every kind of block, six pictures), two short. */
/** The owner's one article: a query, a table, and the case study it comes from. */
const OWNER_ARTICLE = `---
title: Renewal alerts that nobody misses — a KQL query for Łódź and Győr
date: 2026-10-14
summary: 'Which contracts expire in the next 90 days, per site and owner, from the audit log: one query, and the alert rule it feeds.'
tags: [KQL, Contracts, Azure Monitor]
projects: [contract-lifecycle-hub]
---

Each site had its own spreadsheet of renewals. One query now lists them all.

\`\`\`kql
ContractEvents
| where ExpiresOn between (now() .. 90d)
| summarize Contracts = count() by Site, Owner
| order by Contracts desc
\`\`\`

| Site | Contracts |
| --- | --- |
| Łódź | 14 |
| Győr | 9 |
`

const OWNER_CASE_STUDIES = {
  'contract-lifecycle-hub': `---
summary: Supplier contracts lived in e-mail threads and a spreadsheet nobody trusted; two lapsed unnoticed in one year. A SharePoint Premium hub now routes every contract through legal, finance and signature, and reminds owners 90 days before renewal.
client: Przedsiębiorstwo Energetyczne Północ S.A.
role: Solution architect, lead developer and trainer
duration: 5 months, in three releases
results:
  - { value: '0', label: 'contracts lapsed since go-live (2 the year before)' }
  - { value: '11 → 3 days', label: 'from draft to signature, on average' }
  - { value: '1,840', label: 'contracts migrated, with their history' }
  - { value: '96 %', label: 'of renewals decided before the 90-day reminder ran out' }
pictures:
  - { file: board-report.webp, alt: 'Power BI report of contract value by region with a twelve-month trend' }
  - { file: approvals-square.png, alt: 'Approval card in Teams with the contract value and Approve and Reject buttons' }
---

# Where we started

Procurement, legal and finance each kept their own list of supplier contracts. None of them was
complete, and renewals were remembered by whoever happened to remember them. In 2024 two
maintenance contracts lapsed for six weeks before anyone noticed, and the company paid list
prices for emergency call-outs in the meantime.

Nobody disagreed that something had to change. What they disagreed on was what: legal wanted a
document management system, finance wanted the ERP to hold contracts, and procurement wanted to
keep its spreadsheet, but shared.

## Listening first

I ran two workshops with each team before creating a single list. We mapped every step a
contract takes, from the first draft to the day it is archived, and found:

1. eleven hand-offs, eight of them by e-mail;
2. four places where the same data was typed again;
3. no single owner for a renewal decision.

> "It was the first time anyone asked us how we actually work, instead of showing us a tool."
> — Head of Legal

### What the teams needed

- **Legal:** clause templates, versions and a record of who changed what.
- **Finance:** contract value, cost centre and payment terms, in Power BI, every morning.
- **Procurement:** one place to see what expires, and who decides.
- **Everyone:** to keep working in Outlook and Teams, not in yet another portal.

## What I built

A SharePoint Premium hub holds every contract with its metadata, extracted by a document
processing model trained on 200 of their own contracts.

![Contract hub home page listing contracts by status, supplier and renewal date](contracts-dashboard.webp)

Each new contract starts an approval in Power Automate that runs legal and finance in parallel,
and sends the signature request only when both agree. Approvers answer from Teams on their
phones while on site:

![The approval on a phone: the contract summary, its value and the buttons to approve](phone-site-inspections.png)

The renewal timeline shows every contract that ends in the next twelve months, by supplier:

![Renewals timeline: contracts ending in the next twelve months, one row per supplier](renewals-timeline.png)

### Migration

We moved 1,840 contracts from three file shares and the spreadsheet, with their history. The
migration ran in four weekend batches, each checked by the team that owned the contracts. The
runbook, with every script, is on the project site:
https://przedsiebiorstwo-energetyczne-polnoc.sharepoint.com/sites/ContractLifecycleHub/Shared%20Documents/Migration/Runbook-and-scripts-for-the-contract-migration-2025.docx

## Training and handover

Forty people were trained in small groups, in their own language, with their own contracts. The
company's administrators now change approval routes and reminders themselves.

![Workshop with the legal and procurement teams around a screen showing the hub](team-workshop.jpg)

## What changed

No contract has lapsed since go-live. Legal reviews a standard contract in one day instead of
four, and finance reads the contract book in Power BI every morning instead of asking for it.
`,
  'field-service-inspections': `---
summary: Inspectors filled in paper forms and typed them up at the office a week later. An offline Power App now records each inspection on site, with photos and the client's signature.
client: Nordvind Service ApS
role: Solution architect
duration: 10 weeks
results:
  - { value: '1 week → same day', label: 'from inspection to report' }
pictures:
  - { file: phone-site-inspections.png, alt: 'Inspection app on a phone: the checklist of today’s site with a photo' }
---

## The problem

Inspections were recorded on paper, and reports reached clients a week later.

## What I built

An offline-capable Power App that syncs to Dataverse when the inspector is back in coverage.
`,
  'invoice-approval': `---
summary: Invoices arrived by e-mail and waited in a shared inbox. AI Builder now reads them, matches them to purchase orders and sends each for approval in Teams.
role: Developer
results:
  - { value: '70 %', label: 'of invoices approved without anyone typing them' }
---

## The result

Approvers answer in Teams; finance sees every invoice's status in one list.
`,
}

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
      // The copies share the main tree's node_modules: they keep no record of what they
      // published and carry no earlier build's files (scripts/published.mjs).
      env: { ...process.env, [PUBLISHED_ENV]: 'off' },
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
  await copyProject(copy)
  await cp(join(root, 'build/tsc'), join(copy, 'build/tsc'), { recursive: true }).catch(() => {})
  if (edit.contentFile) await placeOwnerContent(copy, edit.contentFile)
  await edit.prepare?.(copy)

  /** @type {string[]} */
  const failures = []
  let step = 'build'
  let code = await run('npm', ['run', 'build'], copy, failures)
  if (code === 0 && edit.subpath) {
    step = 'build for a path'
    code = await run(process.execPath, ['e2e/build-subpath.mjs', '--path-only'], copy, failures)
  }
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
        // An owner with the build for a path in two languages: its files' checks tagged @full
        // too (among them each language's case study and the 1280 px width under axe), which
        // `npm test` leaves to the full run.
        ...(edit.subpath ? ['--project=full-tagged'] : []),
        '--grep-invert=@any-content',
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
