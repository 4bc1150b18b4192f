import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { bootAddress } from '../scripts/boot-loader.mjs'
import { responseHeadBytes, roundTripOf } from '../scripts/first-window.mjs'
import { scriptFreeTwin } from '../scripts/twin.mjs'
import { THEME_SCRIPT } from '../src/document/themeScript.ts'
import { ENTRIES_ID, ISLANDS, type IslandName, islandFiles } from '../src/islands/markup.ts'
import {
  base,
  caseStudies,
  caseStudyPath,
  insightPath,
  insights,
  pageOfEachKind,
  site,
} from './content.ts'
import { expectHeroInFirstWindow } from './firstWindow.ts'
import {
  expect,
  FIRST_LOAD_SCRIPT_BYTES,
  isCount,
  islandsPrefetched,
  isPrefetch,
  openPage,
  PHONE,
  test,
} from './fixtures.ts'
import { builtPages } from './htmlValidation.ts'
import { SUBPATH_BUILD } from './subpathBuild.ts'

/**
 * Byte budgets, gzip at zlib's default level. The page is static HTML: before a visitor does
 * anything, its only script is the boot script (src/islands/boot.ts), which carries no content,
 * so no content, however long, makes it heavier. Each island's script, and React's shared one,
 * load when a visitor needs them (idle-time prefetches download them without running them).
 */
/** Each island's own chunk, in bytes; React's shared chunk is counted once, beside them. */
const ISLAND_BYTES: Record<IslandName, number> = { viewer: 2_560, contact: 5_120 }
const SHARED_BYTES = 61_440
/** The provider's SDK, loaded when a visitor starts on the form. */
const SENDING_BYTES = 2_048
/** A code block's copy button's plain module (src/code/copy.ts), loaded when a visitor presses one. */
const COPY_BYTES = 512
/** The copy module's file, by its name. */
const COPY_FILE = /\/copy-[^/]+\.js$/
/**
 * The site's search (src/search/search.ts, with MiniSearch), loaded at a search field's first
 * focus, and each language's index (search/index.json), which that focus fetches beside it: at
 * full size (24 articles, 12 projects, 8 case studies, a CV) about 30 KB in English.
 */
const SEARCH_BYTES = 8_192
const SEARCH_INDEX_BYTES = 40_960
const SEARCH_FILE = /\/search-[^/]+\.js$/

/**
 * CSS and HTML, in KiB (1 KiB = 1,024 bytes). The HTML's is a whole page's, gzip: the sample's home
 * page is about 14 KiB; the full-size owner's (twelve projects, twelve roles, five
 * certifications, three testimonials) 20.9 KiB in English and 21.6 KiB in Polish, whose words
 * run longer. What decides the
 * first paint is where the hero ends (inside TCP's first window, checked apart, below); this
 * budget keeps the rest from growing unseen, with room for an owner of twelve projects.
 */
const BUDGET_KIB = { css: 12, html: 24 }

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
const gzipSize = (content: Buffer | string) => gzipSync(content).length
/** A file the page names by its address, read from dist/. */
const distFile = (path: string) => readFile(join('dist', path.slice(base.length)))

function expectWithinBudget(
  label: string,
  files: { name: string; bytes: number }[],
  budget: number,
) {
  const total = files.reduce((sum, file) => sum + file.bytes, 0)
  const breakdown = files.map((file) => `${file.name} ${file.bytes} B`).join(', ')
  expect(
    total,
    `${label}: ${total} B exceeds the ${budget} B budget (${breakdown || 'no files'})`,
  ).toBeLessThanOrEqual(budget)
}

test.describe('a phone (412×823) that opens the page and does not scroll', () => {
  test.use(PHONE)

  // Every kind of page, and the 404 page at an address no page has (its search runs the boot
  // script, as every page does).
  const notFound = { kind: '404', lang: site.lang, path: 'a/made-up/address/' }
  for (const { kind, lang, path } of [...pageOfEachKind, notFound])
    test(`${kind} (${lang}): requests at most ${FIRST_LOAD_SCRIPT_BYTES} B of script, runs only the boot script, and hydrates nothing`, async ({
      page,
      baseURL,
    }) => {
      const scripts: string[] = []
      const prefetched: string[] = []
      const elsewhere: string[] = []
      const fonts: string[] = []
      page.on('request', (request) => {
        if (
          new URL(request.url()).origin !== new URL(baseURL ?? '').origin &&
          !isCount(request.url())
        )
          elsewhere.push(request.url())
        if (request.resourceType() === 'font') fonts.push(request.url())
        if (isPrefetch(request)) prefetched.push(new URL(request.url()).pathname)
        else if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
      })
      await page.coverage.startJSCoverage({ resetOnNavigation: false })
      await openPage(page, `${base}${path}`)
      await page.waitForLoadState('networkidle')
      // The islands' files, prefetched once idle; the 404 page has none (its list names the
      // search's files only, which nothing fetches ahead).
      const islands = islandFiles(
        JSON.parse((await page.locator(`#${ENTRIES_ID}`).textContent()) ?? '{}'),
      )
      if (kind === notFound.kind) {
        expect(islands).toEqual([])
        await page.clock.fastForward(3_100)
        await page.waitForLoadState('networkidle')
      } else await islandsPrefetched(page)

      // Nothing from another host (but the visit counter, where the content counts), no web font.
      expect(elsewhere, 'requests to another host').toEqual([])
      expect(fonts, 'web fonts').toEqual([])
      // The inline scripts are the colour theme's, first in the head (src/document/theme.ts), and
      // the loader that starts the boot script after the first paint (scripts/boot-loader.mjs);
      // every other <script> element is data, never run (the speculation rules among them: the
      // browser reads them, and runs nothing).
      // The loader is the body's last element and async: it runs once the whole page is parsed,
      // and the parser never waits for it. A module the parser waits for ends the parse in a task
      // of its own, after a first frame, which lays the page out again (a long task after the
      // first paint that the script-free twin has not: docs/decisions/bench-twin.md).
      const inline = await page.locator('script:not([src])').evaluateAll((elements) =>
        elements.map((element) => ({
          type: element.getAttribute('type'),
          async: element.hasAttribute('async'),
          last: element === document.body.lastElementChild,
          text: element.textContent ?? '',
        })),
      )
      const loaders = inline.filter(
        ({ type }) => !/^(application\/(ld\+)?json|speculationrules)$/.test(type ?? ''),
      )
      expect(loaders).toEqual([
        { type: null, async: false, last: false, text: THEME_SCRIPT },
        { type: 'module', async: true, last: true, text: expect.any(String) },
      ])
      const files = [
        { name: 'the colour theme’s head script', bytes: gzipSize(THEME_SCRIPT) },
        { name: 'the inline loader', bytes: gzipSize(loaders[1]?.text ?? '') },
        ...(await Promise.all(
          scripts.map(async (name) => ({ name, bytes: gzipSize(await distFile(name)) })),
        )),
      ]
      expectWithinBudget('script before any interaction', files, FIRST_LOAD_SCRIPT_BYTES)
      // Prefetched, not run: the only scripts run are the two in the page (the colour theme's and
      // the loader) and the boot script.
      expect(prefetched.length > 0).toBe(islands.length > 0)
      const ran = (await page.coverage.stopJSCoverage())
        .map((entry) => entry.url)
        .filter((url) => url.startsWith(new URL(baseURL ?? '').origin))
        .map((url) => new URL(url).pathname)
      const address = new URL(page.url()).pathname
      expect(ran).toEqual([address, address, ...scripts])
      await expect(page.locator('[data-hydrated]')).toHaveCount(0)

      // The same script on every page, whatever its content (a code block, a form): the boot
      // script alone. A form's draft is kept by the loader from the first keystroke, and a copy
      // button's module is asked for at its click (below).
      expect(scripts).toEqual([bootAddress(await page.content())])
    })

  test('asks for the boot script only once the page has painted its content: the first paint waits for no script', async ({
    page,
  }) => {
    await openPage(page)
    const boot = bootAddress(await page.content())
    expect(boot, 'the boot script, named by the page').toBeTruthy()
    // Read through observers: the page runs on Playwright's clock, whose stand-in for
    // `performance` lists no entries.
    const timing = await page.evaluate(async (address) => {
      const entries = (type: string) =>
        new Promise<PerformanceEntryList>((resolve) =>
          new PerformanceObserver((list, observer) => {
            observer.disconnect()
            resolve(list.getEntries())
          }).observe({ type, buffered: true }),
        )
      const src = new URL(address, location.href).href
      const [paints, resources] = await Promise.all([entries('paint'), entries('resource')])
      return {
        firstContentfulPaint: paints.find((entry) => entry.name === 'first-contentful-paint')
          ?.startTime,
        bootRequested: resources.find((entry) => entry.name === src)?.startTime,
      }
    }, boot ?? '')
    expect(timing.firstContentfulPaint, 'a first contentful paint').toBeGreaterThan(0)
    expect(timing.bootRequested, 'the boot script, asked for').toBeGreaterThan(0)
    expect(timing.bootRequested).toBeGreaterThanOrEqual(timing.firstContentfulPaint ?? Infinity)
  })
})

test('each island’s own script, React’s shared one and the sending code stay within their budgets', async () => {
  const html = (await readFile('dist/index.html', 'utf8')).toString()
  const chunks = islandFiles(
    JSON.parse(new RegExp(`id="${ENTRIES_ID}">([^<]*)<`).exec(html)?.[1] ?? '{}'),
  )
  const sized = await Promise.all(
    chunks.map(async (name) => ({ name, bytes: gzipSize(await distFile(name)) })),
  )
  const own = (island: string) =>
    sized.filter((file) => new RegExp(`/${island}-[^/]+\\.js$`).test(file.name))
  for (const island of ISLANDS) {
    expect(own(island), `${island}'s own chunk`).toHaveLength(1)
    expectWithinBudget(`the ${island} island`, own(island), ISLAND_BYTES[island])
  }
  const shared = sized.filter((file) => !ISLANDS.some((island) => own(island).includes(file)))
  expectWithinBudget('React and what the islands share, counted once', shared, SHARED_BYTES)
  const boot = bootAddress(html)
  expect(boot, 'the boot script, named by the page').toBeTruthy()
  const sending = (await readdir(join('dist', 'assets')))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `${base}assets/${file}`)
    .filter(
      (name) =>
        name !== boot &&
        !chunks.includes(name) &&
        ![COPY_FILE, SEARCH_FILE].some((file) => file.test(name)),
    )
  expect(sending.length, 'the provider’s SDK is its own chunk').toBeGreaterThan(0)
  expectWithinBudget(
    'the sending code',
    await Promise.all(
      sending.map(async (name) => ({ name, bytes: gzipSize(await distFile(name)) })),
    ),
    SENDING_BYTES,
  )
})

test(`the search's code stays within ${SEARCH_BYTES} B, and each language's index within ${SEARCH_INDEX_BYTES} B`, async () => {
  const files = (await readdir('dist', { recursive: true })).map(String)
  const indexes = files.filter((file) => /(^|\/)search\/index\.json$/.test(file))
  test.skip(indexes.length === 0, 'a site that is its home page alone has no search')
  const code = files.filter((file) => SEARCH_FILE.test(`/${file}`))
  expect(code, 'the search is one file').toHaveLength(1)
  expectWithinBudget(
    'the search',
    await Promise.all(
      code.map(async (name) => ({ name, bytes: gzipSize(await readFile(join('dist', name))) })),
    ),
    SEARCH_BYTES,
  )
  for (const name of indexes)
    expectWithinBudget(
      name,
      [{ name, bytes: gzipSize(await readFile(join('dist', name))) }],
      SEARCH_INDEX_BYTES,
    )
})

test(`a copy button's module stays within ${COPY_BYTES} B, and loads only once a visitor presses a button`, async ({
  page,
  context,
}) => {
  // The first page with a code block: a case study's, else an article's.
  const hasCode = (body: { children: readonly { type: string }[] }) =>
    body.children.some((node) => node.type === 'code')
  const study = caseStudies.find(({ caseStudy }) => hasCode(caseStudy.body))
  const article = insights.find(({ insight }) => hasCode(insight.body))
  const withCode = study
    ? caseStudyPath(study.caseStudy.name)
    : article && insightPath(article.insight.name)
  test.skip(!withCode, 'no page of the content has a code block')
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await openPage(page, `${base}${withCode}`)
  await islandsPrefetched(page)
  const button = page.locator('[data-copy]').first()
  await button.focus()
  await page.waitForLoadState('networkidle')
  const copy = () => scripts.filter((name) => COPY_FILE.test(name))
  expect(copy(), 'before the button is pressed').toEqual([])
  await page.keyboard.press('Enter')
  await expect.poll(copy).toHaveLength(1)
  expectWithinBudget(
    'the copy module',
    await Promise.all(
      copy().map(async (name) => ({ name, bytes: gzipSize(await distFile(name)) })),
    ),
    COPY_BYTES,
  )
})

test(`the HTML stays within ${BUDGET_KIB.html} KiB and its inlined CSS within ${BUDGET_KIB.css} KiB, with no web font`, async () => {
  const html = await readFile('dist/index.html')
  expect(gzipSize(html), `HTML ${kib(gzipSize(html))}`).toBeLessThanOrEqual(BUDGET_KIB.html * 1024)
  const inlineCss = [...html.toString().matchAll(/<style>([\s\S]*?)<\/style>/g)]
    .map((match) => match[1] ?? '')
    .join('')
  expect(gzipSize(inlineCss), `CSS ${kib(gzipSize(inlineCss))}`).toBeLessThanOrEqual(
    BUDGET_KIB.css * 1024,
  )
  expect(inlineCss, 'no web fonts').not.toMatch(/@font-face/)
})

test('the hero ends inside TCP’s first window, with nothing for the scripts before it: the home page and a case study', async ({
  request,
}) => {
  await expectHeroInFirstWindow(request, { path: base, kind: 'home', content: site })
  const first = caseStudies[0]
  if (first)
    await expectHeroInFirstWindow(request, {
      path: `${base}${caseStudyPath(first.caseStudy.name)}`,
      kind: 'case study',
      content: site,
    })
})

test(`every built page, in every language, stays within ${BUDGET_KIB.html} KiB of HTML and ${BUDGET_KIB.css} KiB of inlined CSS`, async () => {
  const pages = await builtPages()
  expect(pages.length, 'pages built').toBeGreaterThan(1)
  for (const path of pages) {
    const html = await readFile(path)
    expect(gzipSize(html), `${path}: HTML ${kib(gzipSize(html))}`).toBeLessThanOrEqual(
      BUDGET_KIB.html * 1024,
    )
    const inlineCss = [...html.toString().matchAll(/<style>([\s\S]*?)<\/style>/g)]
      .map((match) => match[1] ?? '')
      .join('')
    expect(gzipSize(inlineCss), `${path}: CSS ${kib(gzipSize(inlineCss))}`).toBeLessThanOrEqual(
      BUDGET_KIB.css * 1024,
    )
  }
})

/**
 * What a page carries for its scripts that it could carry elsewhere, or not at all: data its
 * scripts read (the islands' props, the list of their files) and the speculation rules. The rest
 * it must carry inline: the colour theme's script (it runs before the first paint), the loader
 * (it holds a click and keeps a draft before any script arrives) and the structured data (search
 * engines read it in the page).
 */
const DISPENSABLE = /^<script type="(application\/json|speculationrules)"/

test('every built page, in every language, arrives in the same round trip as its script-free twin, headers included, but where the scripts it must carry inline alone take it a window further: what it carries for its scripts beyond those never costs a visitor a round trip', async ({
  request,
}, testInfo) => {
  // The site as built, served with its headers; where npm test built it, the build for a path in
  // two languages too, served as GitHub Pages serves it.
  const subpath = process.env.E2E_SUBPATH_URL
  const builds = [
    { dir: 'dist', origin: process.env.E2E_ORIGIN ?? '', base },
    ...(subpath && existsSync(SUBPATH_BUILD)
      ? [{ dir: SUBPATH_BUILD, origin: new URL(subpath).origin, base: new URL(subpath).pathname }]
      : []),
  ]
  const late: string[] = []
  const atFloor: string[] = []
  let checked = 0
  for (const build of builds)
    for (const file of await builtPages(build.dir)) {
      const path = file.slice(build.dir.length + 1).replace(/(^|\/)index\.html$/, '$1')
      const response = await request.get(`${build.origin}${build.base}${path}`)
      expect(response.status(), file).toBeLessThan(400)
      const html = await response.text()
      const head = responseHeadBytes(
        `HTTP/1.1 ${response.status()} ${response.statusText()}`,
        response.headersArray(),
      )
      // Lighthouse's simulation, like a browser, has the document only once its last byte is
      // in: a page one byte past the window its twin ends in waits a round trip more. The twin
      // is served with the same headers.
      const twin = scriptFreeTwin(html)
      const page = head + gzipSize(html)
      const least =
        head +
        gzipSize(
          twin.removed
            .filter((element) => DISPENSABLE.test(element))
            .reduce((text, element) => text.replace(element, ''), html),
        )
      const alone = head + gzipSize(twin.html)
      checked += 1
      const trip = roundTripOf(page)
      if (trip !== roundTripOf(least))
        late.push(
          `${file}: ${page} B (${head} B of headers) in round trip ${trip}; without its scripts' data and rules ${least} B, in ${roundTripOf(least)}`,
        )
      else if (trip !== roundTripOf(alone))
        atFloor.push(
          `${file}: ${page} B in round trip ${trip}, its twin ${alone} B in ${roundTripOf(alone)}`,
        )
    }
  expect(checked, 'pages built').toBeGreaterThan(1)
  expect(late, 'pages a round trip later for what they could carry elsewhere').toEqual([])
  // Said, not failed: where the scripts every page must carry inline alone cross the window
  // (docs/decisions/first-window.md, the floor).
  for (const line of atFloor)
    testInfo.annotations.push({
      type: 'a round trip after its twin, at the floor',
      description: line,
    })
  console.log(
    `${checked} pages: ${checked - atFloor.length} in their twin's round trip, ${atFloor.length} a round trip after it at the floor${atFloor.length ? `:\n  ${atFloor.join('\n  ')}` : ''}`,
  )
})

test('no word of a static section reaches any script: the sections cost visitors nothing', async () => {
  const scripts = (
    await Promise.all(
      (
        await readdir(join('dist', 'assets'))
      )
        .filter((file) => file.endsWith('.js'))
        .map((file) => readFile(join('dist', 'assets', file), 'utf8')),
    )
  ).join('\n')
  const staticTexts = [
    site.hero.description,
    site.hero.tagline,
    site.projects.intro,
    ...site.projects.items.map((project) => project.description),
    ...(site.credentials?.items ?? []).map((credential) => credential.name),
    ...(site.testimonials?.items ?? []).map((testimonial) => testimonial.quote),
    site.footer.rightsNotice,
    site.notFound.text,
  ]
  for (const text of staticTexts) expect(scripts, 'a static text in a script').not.toContain(text)
})

test('no script carries the Markdown pipeline or the highlighter: case studies are parsed, highlighted and rendered when the site is built', async () => {
  const files = (await readdir(join('dist', 'assets'))).filter((file) => file.endsWith('.js'))
  expect(files.length).toBeGreaterThan(0)
  const scripts = await Promise.all(
    files.map(async (file) => ({
      file,
      text: await readFile(join('dist', 'assets', file), 'utf8'),
    })),
  )
  // A string in each library's own code (checked there), which any bundle of it would hold.
  const markers = [
    { library: 'micromark-extension-gfm-footnote/lib/syntax.js', text: 'gfmFootnoteDefinition' },
    { library: 'mdast-util-to-hast/lib/state.js', text: 'user-content-' },
    { library: 'hast-util-to-jsx-runtime/lib/index.js', text: 'mdxJsxFlowElement' },
    { library: 'mdast-util-from-markdown/lib/index.js', text: 'onexitcodefenced' },
    // The highlighter and its grammars (src/code/highlight.ts).
    { library: '@shikijs/primitive/dist/index.mjs', text: 'tokenizeTimeLimit' },
    { library: '@shikijs/langs/dist/powershell.mjs', text: 'source.powershell' },
  ]
  for (const { library, text } of markers) {
    expect(await readFile(join('node_modules', library), 'utf8'), library).toContain(text)
    for (const script of scripts)
      expect(script.text, `${script.file}: ${library}`).not.toContain(text)
  }
})

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test(`first load at ${viewport.width}×${viewport.height}: no other host, no font, CSS and HTML within budget`, {
    tag: '@full',
  }, async ({ page, baseURL }) => {
    const requests: { url: URL; type: string }[] = []
    page.on('request', (request) =>
      requests.push({ url: new URL(request.url()), type: request.resourceType() }),
    )
    await page.setViewportSize(viewport)
    await openPage(page)
    await page.waitForLoadState('networkidle')
    const origin = new URL(baseURL ?? '').origin
    expect(
      requests
        .filter((request) => request.url.origin !== origin && !isCount(request.url.href))
        .map((request) => request.url.href),
      'requests to another host',
    ).toEqual([])
    expect(requests.filter((request) => request.type === 'font').map((r) => r.url.href)).toEqual([])

    const html = await readFile('dist/index.html')
    expect(gzipSize(html), `HTML ${kib(gzipSize(html))}`).toBeLessThanOrEqual(
      BUDGET_KIB.html * 1024,
    )
    const inlineCss = [...html.toString().matchAll(/<style>([\s\S]*?)<\/style>/g)]
      .map((match) => match[1] ?? '')
      .join('')
    expect(requests.filter((request) => request.type === 'stylesheet')).toEqual([])
    expect(gzipSize(inlineCss), `CSS ${kib(gzipSize(inlineCss))}`).toBeLessThanOrEqual(
      BUDGET_KIB.css * 1024,
    )
    expect(inlineCss, 'no web fonts').not.toMatch(/@font-face/)
  })
}

test('asset names carry a content hash, so they can be cached forever', async ({ request }) => {
  const html = await (await request.get('/')).text()
  // Every asset the page names (in src, href and srcset, and the minified loader's string,
  // whatever quotes the minifier chose), whatever the pipeline emits.
  const assets = [...html.matchAll(/\/assets\/[^"'`\s,]+/g)].map((match) => match[0])
  expect(assets.length).toBeGreaterThan(0)
  for (const asset of assets) expect(asset).toMatch(/-[\w-]{8}\.[a-z0-9]+$/)
  const response = await request.get(assets[0] ?? '')
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
})

test('every file the build publishes carries a content hash, except the fixed public files', async () => {
  const files = await readdir(join('dist', 'assets'))
  expect(files.length).toBeGreaterThan(0)
  for (const file of files) expect(file).toMatch(/-[\w-]{8}\.[a-z0-9]+$/)
})
