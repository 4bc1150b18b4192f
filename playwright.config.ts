import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, checksBrowserPath } from './scripts/chromium.mjs'

/**
 * Browser tests against the production build, served as a static host would serve it by servers
 * the global setup starts on free ports (e2e/global-setup.ts). Four projects:
 * - quick (in `npm test`): the page, the contact form, spam and reCAPTCHA, security, budgets,
 *   credentials and metadata, the case studies' links, search data, sitemap and first-load
 *   script, the colour theme switch, in Chromium;
 * - subpath (in `npm test`): the build made for a GitHub Pages project site, served under its
 *   path (build/subpath, made by `npm test` before the browser tests);
 * - counting (in `npm test`): the build that counts visits (build/counting, made by `npm test`),
 *   against a counter the browser answers, beside dist/, which counts nothing;
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
].map((name) => `**/${name}.spec.ts`)

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
      testMatch: QUICK,
      grepInvert: FULL_ONLY,
      use: { baseURL: process.env.E2E_ORIGIN, reducedMotion: 'reduce' },
    },
    {
      name: 'subpath',
      testMatch: ['**/subpath.spec.ts', '**/languages.spec.ts', '**/navigation.spec.ts'],
      use: { baseURL: process.env.E2E_SUBPATH_URL },
    },
    {
      name: 'counting',
      testMatch: '**/counting.spec.ts',
      use: { baseURL: process.env.E2E_COUNTING_URL, reducedMotion: 'reduce' },
    },
    {
      name: 'full',
      testIgnore: [
        ...QUICK,
        '**/subpath.spec.ts',
        '**/languages.spec.ts',
        '**/navigation.spec.ts',
        '**/counting.spec.ts',
      ],
      use: { baseURL: process.env.E2E_ORIGIN },
    },
    // The quick files' more thorough checks, tagged @full: run with the full project.
    {
      name: 'full-tagged',
      testMatch: QUICK,
      grep: FULL_ONLY,
      use: { baseURL: process.env.E2E_ORIGIN },
    },
  ],
})
