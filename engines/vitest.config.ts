import { defineConfig } from 'vitest/config'

/**
 * The cross-engine browser suite (`npm run test:engines`): each test file runs its checks in
 * every selected engine (ENGINE=chromium|firefox|webkit, all three by default) against the
 * production build. One file at a time: the engines are heavy and the machine may be shared.
 */
export default defineConfig({
  test: {
    root: 'engines',
    environment: 'node',
    include: ['**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    globalSetup: ['./global-setup.ts'],
  },
})
