// @ts-check
/**
 * Last step of the build (scripts/build.mjs): turns Vite's client build into a finished static
 * site.
 * - prepares the pictures the content names (and only those) and the CV, into dist/;
 * - renders the home page into dist/index.html: static HTML, with each island's props (in a
 *   file of their own) and the boot script as its only script, started after the first paint by
 *   a few lines inline (scripts/boot-loader.mjs), all after the page's content at the end of its
 *   body; and the site's own 404 page into dist/404.html, for every missing URL (with the site's
 *   search where it has one, its loader offering the address's words as the query, and the boot
 *   script; else no script but the line that counts the missing address, where visits are
 *   counted);
 * - inlines the stylesheet, so the first paint needs no second request;
 * - writes the security headers, robots.txt, sitemap.xml and the web app manifest;
 * - lists every content value still marked sample(...): a warning, or with `strict` (a release
 *   build) an error that fails the build.
 */
import { createHash } from 'node:crypto'
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import { bootLoader } from './boot-loader.mjs'
import { PICTURES_DIR, pictureCacheDir, pruneCache } from './pictures/cache.mjs'
import { preparePictures } from './pictures/publish.mjs'
import { rasterFile } from './pictures/raster.mjs'
import { publishShareCards } from './pictures/share-cards.mjs'
import { pruneStylesheet } from './prune-css.mjs'
import {
  CARRY_DAYS,
  carryForward,
  goneAddresses,
  goneWarning,
  nextRecord,
  publishedDir,
  readRecord,
  writeRecord,
} from './published.mjs'
import {
  azureStaticWebAppConfig,
  contentSecurityPolicy,
  NOT_FOUND_PAGE,
  netlifyHeadersFile,
  redirectsFile,
  securityHeaders,
} from './security-headers.mjs'
import { shareCardColours } from './share-card.mjs'
import { scriptsLast } from './twin.mjs'

/**
 * The content hash in the name of a file the prerender publishes under assets/ (cached for a
 * year): eight characters, as Vite names its own.
 * @param {string | Buffer} content
 */
const contentHash = (content) =>
  createHash('sha256').update(content).digest('base64url').slice(0, 8)

/** The 404 page's stylesheet's name among the kinds' (the home page's rules, pruned for it). */
const NOT_FOUND_STYLES = '404'

/** Islands (src/islands/markup.ts) whose files are prefetched when the page is idle. */
const ISLAND_ENTRIES = /^src\/islands\/(?!boot\.)[^/]+\.tsx$/

/**
 * @param {{ root: string, dist: string, page: typeof import('../src/entry-server.tsx'),
 *   languages: import('../src/content/languages.ts').Language[], base: string, strict: boolean }} options
 *   dist: the client build's folder, which becomes the finished site; languages: the site's
 *   languages, the default first, as the build publishes them (siteLanguages, SITE_URL applied)
 * @returns {Promise<number>} the exit code: 1 when a release build is refused
 */
export async function prerender({ root, dist, page, languages: given, base, strict }) {
  // A logo drawn as a WebP (scripts/pictures/raster.mjs) is published as a file of its own,
  // named by its content (cached for a year), which every page names; an SVG's own markup stays
  // in the page.
  /** @type {Set<string>} */
  const logoFiles = new Set()
  const languages = await Promise.all(
    given.map(async (language) => {
      const { logo } = language.content.navbar
      const file = rasterFile(logo.src)
      if (!file) return language
      const fileName = `assets/logo-${contentHash(file.bytes)}.${file.extension}`
      if (!logoFiles.has(fileName)) {
        logoFiles.add(fileName)
        await mkdir(join(dist, 'assets'), { recursive: true })
        await writeFile(join(dist, fileName), file.bytes)
      }
      const src = `${base}${fileName}`
      return {
        ...language,
        content: {
          ...language.content,
          navbar: { ...language.content.navbar, logo: { ...logo, src } },
        },
      }
    }),
  )
  const [defaults] = languages
  if (!defaults) throw new Error('The site has no content')
  const { content } = defaults
  const distPath = (/** @type {string} */ url) => join(dist, url.slice(base.length))
  const sha256 = (/** @type {string} */ text) =>
    `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`

  const template = await readFile(join(dist, 'index.html'), 'utf8')
  const stylesheet = template.match(/<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/)
  if (!stylesheet?.[1]) throw new Error('dist/index.html links no stylesheet')
  const builtCss = (await readFile(distPath(stylesheet[1]), 'utf8')).trim()
  await rm(distPath(stylesheet[1]))

  const bootScript = template.match(/<script type="module"[^>]*src="([^"]+\.js)"[^>]*><\/script>/)
  if (!bootScript?.[1]) throw new Error('dist/index.html loads no boot script')
  // The boot script starts once the page has painted (scripts/boot-loader.mjs), and carries its
  // hash (Subresource Integrity, SHA-256 like the CSP's: 20 characters of every page fewer than
  // SHA-384's): a changed file does not run.
  const integrity = `sha256-${createHash('sha256')
    .update(await readFile(distPath(bootScript[1])))
    .digest('base64')}`
  const loaderParts = {
    src: bootScript[1],
    integrity,
    heldWithin: page.HELD_BEFORE_BOOT,
    keepDrafts: page.EARLY_DRAFTS,
  }
  const loader = bootLoader(loaderParts)
  // A page without the contact form (every page but the home pages) keeps no draft: its loader
  // leaves the draft keeping out, 250 B of gzip less.
  const formlessLoader = bootLoader({ ...loaderParts, keepDrafts: '' })
  /** Whether a page's HTML has the island `name`. @param {string} html @param {string} name */
  const hasIsland = (html, name) => html.includes(`${page.ISLAND}="${name}"`)
  /** The loader a page runs: with the draft keeping where it has the contact form. */
  const loaderOf = (/** @type {string} */ html) =>
    hasIsland(html, 'contact') ? loader : formlessLoader

  // Each island's files, for the boot script to prefetch when the page is idle.
  const manifestFile = join(dist, '.vite/manifest.json')
  /** @type {Record<string, { file: string, src?: string, imports?: string[], isEntry?: boolean, isDynamicEntry?: boolean }>} */
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8'))
  await rm(dirname(manifestFile), { recursive: true })
  /**
   * A chunk's file and every file it imports, as the page names them (with the base), the boot
   * script left out: it is loaded already.
   * @param {string} key
   * @param {Set<string>} files
   */
  const collect = (key, files = new Set()) => {
    const chunk = manifest[key]
    const file = `${base}${chunk?.file}`
    if (!chunk || files.has(file)) return files
    if (!chunk.isEntry) files.add(file)
    for (const imported of chunk.imports ?? []) collect(imported, files)
    return files
  }
  /**
   * Each island's files by its name, its entry first: after a failed load, the boot script loads
   * it again from a fresh address once they all can be fetched (src/islands/retry.ts).
   * @type {Record<string, string[]>}
   */
  const islandFiles = {}
  for (const key of Object.keys(manifest)) {
    const name = ISLAND_ENTRIES.test(key) ? /([^/]+)\.tsx$/.exec(key)?.[1] : undefined
    if (name) islandFiles[name] = [...collect(key)]
  }
  // The site's search (src/search/search.ts), loaded at a search field's first touch: its files,
  // for the boot script to load it again from a fresh address after a failed load (never
  // prefetched). Beside the islands' files in the page's list.
  if (!manifest['src/search/search.ts'])
    throw new Error('The build has no chunk of its own for the search (src/search/search.ts)')
  /** @type {Record<string, string[]>} */
  const searchFiles = { [page.SEARCH_ENTRY]: [...collect('src/search/search.ts')] }
  // The email SDK's file, which the contact form loads again the same way.
  const sdk = Object.keys(manifest).find(
    (key) => manifest[key]?.isDynamicEntry && key.includes('node_modules/@emailjs/browser/'),
  )
  if (!sdk)
    throw new Error('The build has no chunk of its own for the email SDK (@emailjs/browser)')

  // Roles, degrees, spoken languages and the made CV: a wrong edit fails here, naming the file
  // and the field.
  for (const { content: language, file } of languages) page.checkExperience(language, file)

  // A link or identifier changed in one language's file only is usually a mistake.
  for (const { content: other, file } of languages.slice(1))
    for (const warning of page.differingValues(content, other, file)) console.warn(`⚠  ${warning}`)

  // The case studies the projects name (src/content/case-studies/) and the articles
  // (src/content/insights/), in each language: a wrong one fails the build here, naming the file
  // and the field; what the owner should know is said, and built anyway. An article dated after
  // today waits for a later build (the deploy workflow builds every day).
  const { caseStudies, insights, services, warnings, requests } = page.readContent(languages, base)
  for (const warning of warnings) console.warn(`⚠  ${warning}`)

  const cacheDir = pictureCacheDir(root)
  const pictureStart = Date.now()
  const pictures = await preparePictures(requests, {
    imagesDir: join(root, PICTURES_DIR),
    base,
    cacheDir,
    widthsFor: page.widthsFor,
    onProgress: (message) => console.log(`  pictures: ${message}`),
  })
  // A sharing card for each article without a cover and each service's page, drawn from its
  // title in its language (scripts/pictures/share-cards.mjs), through the same cache: before it
  // is pruned, so the last build's cards are found there.
  const shareCards = await publishShareCards(
    [
      ...insights.flatMap(({ entries }) => page.shareCardsWanted({ insights: entries })),
      ...languages.flatMap(({ content: language }, index) =>
        page.serviceCardsWanted(language, { services: services[index] ?? [] }),
      ),
    ],
    {
      root,
      dist,
      base,
      author: content.owner.name,
      site: new URL(content.siteUrl).host,
      colours: shareCardColours(page.siteAccent().card),
      cacheDir,
    },
  )
  // Entries no build has used for a while go (the deploy workflow keeps only this build's).
  const pruned = await pruneCache(cacheDir, { now: pictureStart })
  if (pruned > 0) console.log(`  pictures: dropped ${pruned} unused entries from the cache`)
  await mkdir(join(dist, 'assets'), { recursive: true })
  await Promise.all(
    pictures.files.map(({ fileName, source }) => copyFile(source, join(dist, fileName))),
  )
  for (const file of pictures.unused)
    console.warn(
      `⚠  src/content/images/${file} is not named in src/content/site.ts: it is not published.`,
    )

  // Each language's CV (a language may have its own): the owner's PDF, or the CV made from the
  // content, its PDF, Word file and resume.json, each at an address that never changes with its
  // content (cvFilePaths, src/pages/addresses.ts): the link an agency keeps goes on working.
  const cvs = await Promise.all(
    languages.map(async ({ content: language, file, prefix }, index) => {
      const { cv } = language
      if (!cv) return undefined
      const paths = page.cvFilePaths(language.owner.name, prefix)
      if ('file' in cv) return { pdf: await publishCv(root, dist, base, cv, paths.pdf) }
      const made = await page.makeCv(
        language,
        file,
        caseStudies[index] ?? { caseStudyLinks: new Map() },
      )
      if (!made) return undefined
      await mkdir(join(dist, dirname(paths.pdf)), { recursive: true })
      const publish = async (
        /** @type {{ bytes: Buffer, download: string }} */ made,
        /** @type {string} */ fileName,
      ) => {
        await writeFile(join(dist, fileName), made.bytes)
        return { href: `${base}${fileName}`, bytes: made.bytes.length, download: made.download }
      }
      return {
        pdf: await publish(made.pdf, paths.pdf),
        word: await publish(made.word, paths.word),
        resume: await publish(made.resume, paths.resume),
      }
    }),
  )
  // The CV's files keep their address when their content changes: revalidated on every visit.
  /** @type {{ stable: string[], redirects?: import('./security-headers.mjs').Redirect[] }} */
  const hostFiles = {
    stable: cvs.flatMap((cv) =>
      cv ? [cv.pdf, cv.word, cv.resume].flatMap((file) => (file ? [file.href] : [])) : [],
    ),
  }
  // Each form also knows the email SDK's file, to fetch it again from a fresh address after a
  // failed load.
  const emails = languages.map((language) => ({
    ...page.emailConfig(language.content),
    sdkFiles: [...collect(sdk)],
  }))
  // Where visits are counted (analytics in site.ts), one counter for every language: the pages
  // name the counter, the boot script counts each view, and the 404 page of a site without a
  // search, which runs no boot script, one script line.
  const counter = page.counterEndpoint(content)
  const builds = page.languageBuilds(languages, {
    base,
    pictures: pictures.catalog,
    caseStudies,
    insights,
    services,
    shareCards,
    emails,
    cvs,
    ...(counter ? { counter } : {}),
  })

  // The 404 page's search, on a site with one: the field, and the loader, which first offers the
  // missing address's words as its query, and starts the boot script that loads the search. The
  // page has no form: its loader keeps no draft (250 B of gzip less).
  const notFoundSearch = page.notFoundSearch(builds)
  const notFoundLoader =
    notFoundSearch && bootLoader({ ...loaderParts, keepDrafts: '', first: notFoundSearch.guess })
  const notFoundScript = counter && !notFoundSearch && page.notFoundCountScript(counter)

  // The pages, each in its kind's frame, before they are finished: their words decide which of
  // the stylesheet's rules each kind keeps.
  const rendered = page.renderSite(template, builds)
  const notFoundRendered = page.renderNotFoundPage(
    template,
    languages,
    { base, insights: builds[0]?.build.insights ?? [], ...(counter ? { counter } : {}) },
    notFoundSearch?.props,
  )

  // The pages a browser may fetch or prerender once a visitor points at a link to one
  // (src/pages/speculation.ts): inline, allowed by their hash (a GitHub Pages site cannot send a
  // Speculation-Rules header).
  const rules = page.speculationRules(base, page.speculatedPaths(builds))

  // Each kind of page's stylesheet: the site's, and the rules of that kind of page (the pictures'
  // sizes: the CSP refuses style attributes in the HTML; a case study's own rules), pruned to
  // what its pages and the site's scripts can use (scripts/prune-css.mjs); the 404 page's apart
  // (NOT_FOUND_STYLES), from the home page's rules. One hash each in the policy.
  /**
   * Every script the site publishes, by its address.
   * @type {Map<string, string>}
   */
  const published = new Map(
    await Promise.all(
      (await readdir(join(dist, 'assets')))
        .filter((file) => file.endsWith('.js'))
        .map(
          async (file) =>
            /** @type {[string, string]} */ ([
              `${base}assets/${file}`,
              await readFile(join(dist, 'assets', file), 'utf8'),
            ]),
        ),
    ),
  )
  const inline = [
    loader,
    formlessLoader,
    page.THEME_SCRIPT,
    ...(notFoundScript ? [notFoundScript] : []),
    ...(notFoundLoader ? [notFoundLoader] : []),
  ]
  /**
   * What may run on these pages: every script but the files of the islands none of them has
   * (a list of articles never wakes the enlarged view).
   * @param {string[]} pages
   */
  const scriptsOf = (pages) => {
    const present = Object.keys(islandFiles).filter((name) =>
      pages.some((html) => hasIsland(html, name)),
    )
    const needed = new Set(present.flatMap((name) => islandFiles[name] ?? []))
    const absent = new Set(
      Object.entries(islandFiles)
        .filter(([name]) => !present.includes(name))
        .flatMap(([, files]) => files.filter((file) => !needed.has(file))),
    )
    return [
      ...[...published].flatMap(([href, text]) => (absent.has(href) ? [] : [text])),
      ...inline,
    ]
  }
  const prunedFor = (/** @type {string} */ css, /** @type {string[]} */ pages) =>
    pruneStylesheet(css, {
      pages,
      scripts: scriptsOf(pages),
      dynamicAttributes: [page.THEME_ATTRIBUTE],
    })
  const kindStyles = page.pageStyles(builds)
  /** @type {Record<string, string>} */
  const stylesheets = Object.fromEntries(
    await Promise.all([
      ...Object.entries(kindStyles).map(async ([kind, own]) => [
        kind,
        await prunedFor(
          `${builtCss}\n${own}`,
          rendered.filter((each) => each.kind === kind).map(({ html }) => html),
        ),
      ]),
      (async () => [
        NOT_FOUND_STYLES,
        await prunedFor(`${builtCss}\n${kindStyles.home ?? ''}`, [notFoundRendered]),
      ])(),
    ]),
  )

  // One policy for every page: hosts send the same headers with the 404 page.
  const policyInputs = {
    styleHashes: [...new Set(Object.values(stylesheets).map(sha256))],
    // The loaders (with and without the draft keeping), the colour theme's script in every page's
    // head (the string the head renders), and the 404 page's count or loader.
    scriptHashes: [
      sha256(loader),
      sha256(formlessLoader),
      sha256(page.THEME_SCRIPT),
      ...(rules ? [sha256(rules)] : []),
      ...(notFoundScript ? [sha256(notFoundScript)] : []),
      ...(notFoundLoader ? [sha256(notFoundLoader)] : []),
    ],
    connectOrigins: [...new Set(emails.map(({ origin }) => origin))],
    recaptcha: emails.some(({ recaptchaSiteKey }) => Boolean(recaptchaSiteKey)),
    ...(counter ? { counter } : {}),
  }
  const headers = securityHeaders(policyInputs)

  /**
   * The finishing every page gets: the stylesheet inlined (the CSP allows it by hash), and on
   * hosts that cannot set headers (GitHub Pages, CSP_META=true) the policy as a <meta> element:
   * the page's own, which allows its own stylesheet alone (the headers' policy, one for every
   * page, allows each kind's).
   * @param {string} html
   * @param {{ cspMeta: boolean, kind: string }} options
   */
  const finishPage = (html, { cspMeta, kind }) => {
    const styles = stylesheets[kind]
    if (styles === undefined) throw new Error(`No stylesheet for the page kind "${kind}"`)
    let finished = html.replace(stylesheet[0], () => `<style>${styles}</style>`)
    if (cspMeta) {
      const policy = contentSecurityPolicy(
        { ...policyInputs, styleHashes: [sha256(styles)] },
        { forMetaElement: true },
      )
      finished = finished.replace(
        '<meta charset="UTF-8" />',
        () =>
          `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
      )
    }
    return finished
  }

  // Every page in every language runs the same boot script, the one file its islands wake from.
  // What a page carries for its scripts (the loader, the islands' data, the search data) goes
  // after its content, at the end of its body: up to there the page is its script-free twin byte
  // for byte (scripts/twin.mjs), so those bytes never decide whether the hero arrives in the first
  // round trip. The loader goes last, as an async module, so the parser never waits for it
  // (why: scripts/boot-loader.mjs, docs/decisions/bench-twin.md).
  // Each island's props go to a file of their own, fetched as the island wakes
  // (src/islands/propsFiles.ts): the form's words are no longer bytes of every page.
  /** @type {Map<string, string>} */
  const propsFiles = new Map()
  const pages = rendered.map((each) => {
    const { html, files } = page.movePropsToFiles(
      scriptsLast(
        finishPage(each.html, {
          cspMeta: process.env.CSP_META === 'true',
          kind: each.kind,
        })
          .replace(bootScript[0], '')
          .replace(
            '</body>',
            () =>
              `<script type="application/json" id="${page.ENTRIES_ID}">${JSON.stringify({ ...islandFiles, ...searchFiles })}</script>${rules ? `<script type="speculationrules">${rules}</script>` : ''}<script type="module" async>${loaderOf(each.html)}</script></body>`,
          ),
      ),
      base,
      (island, text) => `assets/${island}-props-${contentHash(text)}.json`,
    )
    for (const { fileName, text } of files) propsFiles.set(fileName, text)
    return { ...each, html }
  })

  // The 404 page, served by the hosts for every missing URL: static HTML, with no script but the
  // one that counts it, where visits are counted, and on a site with a search, the search's: its
  // loader (with the first guess) and the boot script as on every page, with the search's files
  // only (no island to prefetch). It always carries the policy as a <meta> element too: a host
  // may serve its error pages without the configured headers (GitHub Pages always; the Azure
  // Static Web Apps CLI does).
  const notFoundHtml = finishPage(notFoundRendered, { cspMeta: true, kind: NOT_FOUND_STYLES })
    .replace(bootScript[0], () => (notFoundScript ? `<script>${notFoundScript}</script>` : ''))
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace('</body>', () =>
      notFoundLoader
        ? `<script type="application/json" id="${page.ENTRIES_ID}">${JSON.stringify(searchFiles)}</script><script type="module" async>${notFoundLoader}</script></body>`
        : '</body>',
    )

  // The pages' old addresses (`aliases`), each leading to the page's address now: a page there,
  // and a 301 rule for each host that redirects. A wrong old name fails here, naming the file.
  const redirects = page.aliasRedirects(
    builds,
    pages.map(({ path }) => path),
  )
  hostFiles.redirects = redirects
  await Promise.all([
    ...redirects.map(async (redirect) => {
      const language = languages.find(({ content }) => content.lang === redirect.lang) ?? defaults
      const file = join(dist, page.pageFile(redirect.from))
      await mkdir(dirname(file), { recursive: true })
      await writeFile(file, page.redirectPage(language.content, redirect))
    }),
    ...(redirects.length > 0
      ? [writeFile(join(dist, '_redirects'), redirectsFile(redirects, base))]
      : []),
    ...pages.map(async ({ file, html }) => {
      await mkdir(dirname(join(dist, file)), { recursive: true })
      await writeFile(join(dist, file), html)
    }),
    ...[...propsFiles].map(([fileName, text]) => writeFile(join(dist, fileName), text)),
    writeFile(join(dist, NOT_FOUND_PAGE.slice(1)), notFoundHtml),
    writeFile(join(dist, '_headers'), netlifyHeadersFile(headers, base, hostFiles)),
    writeFile(
      join(dist, 'staticwebapp.config.json'),
      azureStaticWebAppConfig(headers, base, hostFiles),
    ),
    writeFile(join(dist, 'robots.txt'), page.robotsTxt(content)),
    writeFile(
      join(dist, 'sitemap.xml'),
      page.sitemapXml(
        content,
        pages.map(({ path, versions, lastmod }) => ({
          path,
          versions,
          ...(lastmod ? { lastmod } : {}),
        })),
      ),
    ),
    writeFile(join(dist, 'manifest.webmanifest'), page.webManifest(content)),
    // What the pages need beside them: each language's feed of articles.
    ...page.kindFiles(builds).map(async ({ path, text }) => {
      await mkdir(dirname(join(dist, path)), { recursive: true })
      await writeFile(join(dist, path), text)
    }),
  ])

  // A value set at build time (VITE_EMAILJS_*, SITE_URL) replaces the content file's sample.
  const email = emails[0] ?? page.emailConfig(content)
  const overridden = [
    ...Object.entries(content.emailjs)
      .filter(([name, value]) => email[/** @type {keyof typeof email} */ (name)] !== value)
      .map(([name]) => `site.emailjs.${name}`),
    ...(content.siteUrl !== page.withSiteUrl(page.site, undefined).siteUrl ? ['site.siteUrl'] : []),
  ]
  const samples = page.findSamples(content).filter(({ path }) => !overridden.includes(path))
  let code = 0
  if (samples.length === 0) {
    console.log('Content check: no sample values left in src/content/site.ts.')
  } else {
    const report = `${samples.length} value${samples.length === 1 ? ' is' : 's are'} still marked sample(...) in src/content/site.ts:\n${page.describeSamples(samples)}\nReplace each one and drop the sample(...) around it (see README, "Make it yours").`
    if (strict) {
      console.error(`\n✗ Release build refused: ${report}\n`)
      code = 1
    } else {
      console.warn(
        `\n⚠  ${report}\n   A release build (npm run build:release) refuses to ship them.\n`,
      )
    }
  }
  const shown = relative(root, dist)
  for (const { file, html } of pages)
    console.log(`Prerendered ${shown}/${file} (${Buffer.byteLength(html)} bytes), base ${base}`)
  console.log(`Prerendered ${shown}/404.html (${Buffer.byteLength(notFoundHtml)} bytes)`)

  // What earlier builds for this address published (scripts/published.mjs): the addresses gone
  // since, said each time; their hashed files, carried forward for pages still open.
  const kept = publishedDir(root, content.siteUrl)
  if (kept) {
    const now = Date.now()
    const published = [
      ...pages.map(({ path }) => path),
      ...redirects.map(({ from }) => from),
      // Each file beside the pages a visitor may keep the address of (a feed; not the search's
      // index, which only the pages ask for).
      ...page
        .kindFiles(builds)
        .filter(({ kept }) => kept !== false)
        .map(({ path }) => path),
      ...hostFiles.stable.map((href) => href.slice(base.length)),
    ]
    const record = await readRecord(kept)
    const gone = goneAddresses(record, published, now)
    if (gone.length > 0)
      console.warn(
        `\n⚠  ${gone.length} address${gone.length === 1 ? '' : 'es'} published before ${gone.length === 1 ? 'is' : 'are'} gone:\n${gone
          .map(
            ({ path, last }) =>
              `   - ${goneWarning({ address: page.siteAddress(content, path), last, old: page.renamedPageName(path) })}`,
          )
          .join('\n')}\n`,
      )
    const { carried, dropped } = await carryForward(kept, join(dist, 'assets'), now)
    if (carried.length > 0 || dropped > 0)
      console.log(
        `Carried forward ${carried.length} hashed file${carried.length === 1 ? '' : 's'} of earlier builds (kept ${CARRY_DAYS} days, for pages still open)${dropped ? `; dropped ${dropped} older` : ''}`,
      )
    // A refused release build publishes nothing: the record stays as the last published one.
    if (code === 0) await writeRecord(kept, nextRecord(record, content.siteUrl, published, now))
  }
  return code
}

/**
 * Publishes the CV named in the content at a stable address: the one the owner asked for
 * (`publishAs`), else the language's CV address (`stable`, cv/<owner>-cv.pdf). Fails the build
 * naming the file when it is missing or not a PDF.
 * @param {string} root @param {string} dist @param {string} base
 * @param {import('../src/content/types.ts').OwnCv} cv @param {string} stable
 */
async function publishCv(root, dist, base, cv, stable) {
  const where = `src/content/files/${cv.file}`
  const file = await readFile(join(root, where)).catch(() => {
    throw new Error(`The CV ${where} does not exist (check cv.file in src/content/site.ts)`)
  })
  if (file.subarray(0, 5).toString('latin1') !== '%PDF-')
    throw new Error(`The CV ${where} is not a PDF file`)
  const fileName = cv.publishAs ?? stable
  await mkdir(join(dist, dirname(fileName)), { recursive: true })
  await writeFile(join(dist, fileName), file)
  return { href: `${base}${fileName}`, bytes: file.length, download: cv.publishAs ?? cv.file }
}
