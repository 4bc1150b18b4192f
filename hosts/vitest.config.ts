import { defineConfig } from 'vitest/config'

/**
 * The host checks (npm run test:hosts): the build served by the hosts' own emulators. Apart from
 * the unit tests, because they need the build and start real servers.
 */
export default defineConfig({
  test: {
    include: ['hosts/**/*.test.ts'],
    exclude: ['hosts/node_modules/**'],
    environment: 'node',
    // One emulator at a time: the machine is small, and each one starts its own server processes.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
})
