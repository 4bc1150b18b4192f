import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, checksBrowserPath } from './scripts/chromium.mjs'

/**
 * Browser tests against the production build, served as a static host would serve it by servers
 * the global setup starts on free ports (e2e/global-setup.ts). Three projects:
 * - quick (in `npm test`), in Chromium: the page, the contact form, spam and reCAPTCHA, security,
 *   budgets, credentials and metadata, the case studies' links, search data, sitemap and
 *   first-load script, the colour theme switch, the articles, code blocks, the CV, the privacy
 *   page against what a visit meets, and the layout of every kind of page, against
 *   dist/; the build made for a GitHub Pages project site, served under its path, the links
 *   between pages and the search (SUBPATH_SPECS, against build/subpath, made by `npm test` before the browser
 *   tests); counting (COUNTING_SPEC, against build/counting, the build that counts visits, beside
 *   dist/, which counts nothing). One project, so that its two workers and their browsers start
 *   once (each project starts its own: about 5 s of CPU each here);
 * - full (in `npm run test:all`): every other check: accessibility, recovery, the enlarged
 *   view, layouts, pictures, the 404 page, first paint, the dev server; and full-tagged, the
 *   quick files' checks tagged @full, which prove more of the same.
 */
const QUICK = [
  'page',
  'contact',
  'spam',
  'recaptcha',
  'security',
  'budgets',
  'credentials',
  'metadata',
  'case-studies',
  'theme',
  'insights',
  'code-blocks',
  'cv',
  'layout',
  'services',
  'privacy',
].map((name) => `**/${name}.spec.ts`)
/** The quick checks of the build for a path: each file names that build's address itself. */
const SUBPATH_SPECS = ['subpath', 'languages', 'navigation', 'search', 'service-languages'].map(
  (name) => `**/${name}.spec.ts`,
)
/** The quick checks of the build that counts visits: the file names that build's address. */
const COUNTING_SPEC = '**/counting.spec.ts'

/** Checks in the quick files that only the full run needs (they prove more of the same). */
const FULL_ONLY = /@full/
// Checks tagged @any-content prove how the page works whatever its content (a tap held until the
// script arrives, focus back on its trigger): the owner's edits leave them out
// (e2e/owner-edit/run.mjs), and the main suite runs them once.

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  reporter: 'list',
  globalSetup: './e2e/global-setup.ts',
  use: {
    browserName: 'chromium',
    // Chromium's headless shell where installed (scripts/chromium.mjs says why).
    launchOptions: { executablePath: checksBrowserPath(), args: CHROMIUM_ARGS },
    // No trace unless asked for (`--trace retain-on-failure`, or `--trace on` for every check):
    // recording one for every check to keep those that fail cost the quick project 71 s and
    // 133 s of CPU against 58 s and 107 s without (in Chromium's headless shell), as the
    // screencast cost 168 s against 135 s before. A failed check still leaves its error, the
    // calls that led to it and the page's accessibility tree (error-context.md in test-results/).
    trace: 'off',
  },
  projects: [
    // Without smooth scrolling, which the full project and the engines check.
    {
      name: 'quick',
      testMatch: [...QUICK, ...SUBPATH_SPECS, COUNTING_SPEC],
      grepInvert: FULL_ONLY,
      use: { baseURL: process.env.E2E_ORIGIN, reducedMotion: 'reduce' },
    },
    {
      name: 'full',
      testIgnore: [...QUICK, ...SUBPATH_SPECS, COUNTING_SPEC],
      use: { baseURL: process.env.E2E_ORIGIN },
    },
    // The quick files' more thorough checks, tagged @full: run with the full project.
    {
      name: 'full-tagged',
      testMatch: [...QUICK, ...SUBPATH_SPECS, COUNTING_SPEC],
      grep: FULL_ONLY,
      use: { baseURL: process.env.E2E_ORIGIN },
    },
  ],
})
