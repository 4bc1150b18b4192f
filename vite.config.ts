/// <reference types="vitest/config" />
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { extname, join } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin, runnerImport, type ViteDevServer } from 'vite'
import { markUsed, PICTURES_DIR, pictureCacheDir } from './scripts/pictures/cache.mjs'
import { encodeJobs, planPictures } from './scripts/pictures/publish.mjs'
import { inlineRaster } from './scripts/pictures/raster.mjs'
import { layoutCss } from './src/styles/layout.ts'

/**
 * In development, serve the same server-rendered HTML that the build prerenders, with the
 * pictures the content names planned as the build plans them (scripts/pictures/publish.mjs):
 * a page answers at once, however many new pictures it names. A picture already in the cache
 * is served from it; a new one shows its original file while the same code encodes it into the
 * same cache behind the page, which then reloads to the encoded files. Nothing here writes to
 * dist/: the build encodes (or finds in the cache) its own files.
 */
function devServerRender(): Plugin {
  /** Published path → its cached file, and the original to show until that is encoded. */
  const served = new Map<string, { file: string; original: string }>()
  /** Cached files being encoded (or queued), so a page asked again does not queue them twice. */
  const underway = new Set<string>()
  /** One batch of encoding at a time: each runs as many encodes at once as the machine allows. */
  let encoding: Promise<unknown> = Promise.resolve()
  return {
    name: 'dev-server-render',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const found = served.get(request.url?.split('?')[0] ?? '')
        if (!found) return next()
        const ready = await stat(found.file).then(
          () => true,
          () => false,
        )
        const file = ready ? found.file : found.original
        const type = extname(file).slice(1).toLowerCase().replace('jpg', 'jpeg')
        response.setHeader('Content-Type', `image/${type.replace('svg', 'svg+xml')}`)
        // The original stands in under the encoded file's address: never kept by the browser.
        if (!ready) response.setHeader('Cache-Control', 'no-store')
        createReadStream(file).pipe(response)
      })
    },
    // A content file changed (site.ts, a case study, a picture): every page shows it at once.
    handleHotUpdate({ file, server }) {
      if (!file.includes('/src/content/')) return
      server.moduleGraph.invalidateAll()
      server.ws.send({ type: 'full-reload' })
      return []
    },
    async transformIndexHtml(html, context) {
      if (!context.server) return html
      const page = (await context.server.ssrLoadModule(
        '/src/entry-server.tsx',
      )) as typeof import('./src/entry-server.tsx')
      const { root } = context.server.config
      const base = '/'
      const languages = page.siteLanguages()
      // Drafts and articles dated later show here, marked: only a build leaves them out.
      const { caseStudies, insights, services, warnings, requests } = page.readContent(
        languages,
        base,
        {
          today: page.todayUtc(),
          preview: true,
        },
      )
      for (const warning of warnings) context.server.config.logger.warn(`⚠  ${warning}`)
      const imagesDir = join(root, PICTURES_DIR)
      const cacheDir = pictureCacheDir(root)
      const pictures = await planPictures(requests, {
        imagesDir,
        base,
        cacheDir,
        widthsFor: page.widthsFor,
      })
      const originals = new Map(
        pictures.jobs.flatMap((job) =>
          job.sources.map((source) => [source, join(imagesDir, job.file)] as const),
        ),
      )
      for (const { fileName, source } of pictures.files)
        served.set(`${base}${fileName}`, {
          file: source,
          original: originals.get(source) ?? source,
        })
      const fresh = pictures.jobs.filter((job) => !job.sources.some((file) => underway.has(file)))
      if (fresh.length > 0) {
        for (const job of fresh) for (const file of job.sources) underway.add(file)
        const { logger } = context.server.config
        const { ws } = context.server
        logger.info(
          `  pictures: ${fresh.length} new; the page shows their original files while they are encoded`,
        )
        encoding = encoding
          .then(async () => {
            const { failed } = await encodeJobs(fresh, {
              onProgress: (message) => logger.info(`  pictures: ${message}`),
            })
            for (const [key, error] of failed) logger.error(`  pictures: ${key}: ${error}`)
            await markUsed(cacheDir, pictures.entries)
            logger.info('  pictures: ready; reloading the page')
            ws.send({ type: 'full-reload' })
          })
          .catch((error: Error) => logger.error(`  pictures: ${error.message}`))
          .finally(() => {
            for (const job of fresh) for (const file of job.sources) underway.delete(file)
          })
      }
      // A wrong role, degree or month is told as the build tells it: the file and the field.
      for (const { content, file } of languages) page.checkExperience(content, file)
      const builds = page.languageBuilds(languages, {
        base,
        pictures: pictures.catalog,
        caseStudies,
        insights,
        services,
        emails: languages.map((language) => page.emailConfig(language.content)),
      })
      // The page at the address asked for (Vite serves index.html for every page's address).
      const asked = (context.originalUrl ?? '/').split(/[?#]/)[0]?.slice(base.length) ?? ''
      // Decoded: a tag's page may have letters of any script in its address (a malformed one
      // is no page's).
      const path = URL.canParse(`http://host/${asked}`)
        ? decodeURI(new URL(`http://host/${asked}`).pathname.slice(1))
        : asked
      const found = page.renderSite(html, builds).find((candidate) => candidate.path === path)
      const rendered =
        found?.html ??
        page.renderNotFoundPage(html, languages, {
          base,
          insights: builds[0]?.build.insights ?? [],
        })
      const styles = page.pageStyles(builds)[found?.kind ?? 'home']
      return rendered.replace('</head>', () => `<style>${styles}</style></head>`)
    },
  }
}

/** The grid's rules, made from its numbers in src/styles/layout.ts (the one home of them). */
function layoutStylesheet(): Plugin {
  const id = 'virtual:layout.css'
  return {
    name: 'layout-stylesheet',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (resolved) => (resolved === `\0${id}` ? layoutCss() : undefined),
  }
}

/**
 * The tokens made from the owner's colour (src/styles/accent.ts), as `virtual:accent.css`: in the
 * same stylesheet as the hand-written ones, through the same Lightning CSS, so they are inlined
 * and hashed with it. The colour is in the content, which imports its logo through a plugin of
 * the build's: the dev server loads it as it loads the pages; a build through a module runner of
 * its own, in which the logo is left out (only the colour is read).
 */
function accentStylesheet(): Plugin {
  const id = 'virtual:accent.css'
  const module = '/src/styles/siteAccent.ts'
  type SiteAccent = typeof import('./src/styles/siteAccent.ts')
  let server: ViteDevServer | undefined
  let root = process.cwd()
  return {
    name: 'accent-stylesheet',
    configResolved: (config) => {
      root = config.root
    },
    configureServer: (dev) => {
      server = dev
    },
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: {
      filter: { id: new RegExp(`^\\0${id}$`) },
      async handler() {
        // The page's unit tests apply no stylesheet (Vitest's css option is off): none is made.
        if (process.env.VITEST) return ''
        this.addWatchFile(join(root, 'src/content/site.ts'))
        const loaded = server
          ? ((await server.ssrLoadModule(module)) as SiteAccent)
          : (
              await runnerImport<SiteAccent>(module, {
                root,
                logLevel: 'silent',
                plugins: [
                  {
                    name: 'no-raster',
                    enforce: 'pre',
                    load: (file) => (file.endsWith('?raster') ? 'export default ""' : undefined),
                  },
                ],
              })
            ).module
        return loaded.siteAccentCss()
      },
    },
  }
}

/**
 * Vite wraps every dynamic import() of the browser's build in a helper that first adds a
 * <link rel="modulepreload"> for each file the chunk imports, and loads its CSS. The helper and its
 * file list (669 B and 122 B of gzip) sat in the boot script, the one script every page runs
 * first, for work the boot script does itself: it asks for all of an island's files at once, from
 * the page's list of them (src/islands/boot.ts). No chunk has CSS of its own (the prerender inlines
 * the one stylesheet; the build fails if one ever does), so the helper is only the import.
 */
function importWithoutPreloadHelper(): Plugin {
  const id = '\0vite/preload-helper.js'
  return {
    name: 'import-without-preload-helper',
    enforce: 'pre',
    apply: 'build',
    resolveId: (source) => (source === id ? id : undefined),
    load: (resolved) =>
      resolved === id ? 'export const __vitePreload = (load) => load()' : undefined,
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && !chunk.isEntry && chunk.viteMetadata?.importedCss.size)
          this.error(`${chunk.fileName} has CSS of its own, which nothing would load`)
    },
  }
}

/**
 * Node 25 and later put a Web Storage `localStorage` of their own on the global object, which
 * reads `undefined` unless Node is given a `--localstorage-file`. Vitest's jsdom environment
 * keeps any global Node already has, so the page's tests would get Node's storage instead of the
 * page's (jsdom's). The test workers run with Node's turned off, on the lines that have the flag
 * (Node 22 to 26; Node 20 has no Web Storage and refuses the flag).
 */
const nodeWebStorageOff = process.allowedNodeEnvironmentFlags.has('--no-experimental-webstorage')
  ? ['--no-experimental-webstorage']
  : []

export default defineConfig({
  plugins: [
    react(),
    devServerRender(),
    layoutStylesheet(),
    accentStylesheet(),
    inlineRaster(),
    importWithoutPreloadHelper(),
  ],
  build: {
    // Images stay files with hashed names: cacheable, and out of the JavaScript bundle.
    assetsInlineLimit: 0,
    target: 'es2022',
    // No preloading by Vite: the boot script asks for an island's files itself, all at once.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // The stylesheet is never published (the prerender inlines it), and its name, which Vite
        // adds to the hash of the script that imports it, carries no hash: the owner's colour
        // (virtual:accent.css) is in it, and no content may change a script's bytes or name.
        // A stylesheet a script asks for by its address (the search's results, `?url`: its original
        // file is that stylesheet, the page's is index.html) is published, and named by its hash
        // as every other published file.
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css')) &&
          !asset.originalFileNames.some((file) => file.endsWith('.css'))
            ? 'assets/[name].css'
            : 'assets/[name]-[hash][extname]',
      },
    },
  },
  test: {
    // Threads start faster than processes: the unit tests run in about 15 % less time.
    pool: 'threads',
    // Every core: Vitest leaves one to its main thread by default, which on 2 cores is one worker
    // (57.8 s alone here; 41.5 s with two).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // One module registry and DOM per worker, not one per file: 15 s instead of 45 s here. Every
    // test unmounts what it rendered (src/test/setup.ts), and the files pass in any order
    // (checked with --sequence.shuffle.files).
    isolate: false,
    setupFiles: ['./src/test/setup.ts'],
    execArgv: nodeWebStorageOff,
    // A test, hook or shutdown that waits forever fails the run with a message instead of
    // holding it. The slowest test took 1.4 s here, 3.7 s on a machine at load 18 (the files that
    // encode pictures set their own limits). A synchronous loop blocks even these: .ci/run's time
    // limit around each step stops that.
    testTimeout: 10_000,
    hookTimeout: 10_000,
    teardownTimeout: 10_000,
    restoreMocks: true,
    unstubEnvs: true,
    // Components in a DOM (jsdom); the build's scripts in plain Node, which starts faster.
    projects: [
      {
        extends: true,
        test: { name: 'page', include: ['src/**/*.test.{ts,tsx}'], environment: 'jsdom' },
      },
      {
        extends: true,
        test: { name: 'build', include: ['scripts/**/*.test.{js,mjs,ts}'], environment: 'node' },
      },
    ],
  },
})
