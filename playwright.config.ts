import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium.mjs'

/**
 * Browser tests run against the production build, served as a static host would serve it by a
 * server the global setup starts on a free port (see e2e/global-setup.ts).
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  reporter: 'list',
  globalSetup: './e2e/global-setup.ts',
  use: {
    // Set by the global setup before any worker starts; workers load this file again.
    baseURL: process.env.E2E_ORIGIN,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
})
