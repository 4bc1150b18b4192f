/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { pictures } from './scripts/pictures/plugin.mjs'

/** In development, serve the same server-rendered HTML that the build prerenders. */
function devServerRender(): Plugin {
  return {
    name: 'dev-server-render',
    apply: 'serve',
    async transformIndexHtml(html, context) {
      if (!context.server) return html
      const page = await context.server.ssrLoadModule('/src/entry-server.tsx')
      return (page.renderPage as (template: string) => string)(html)
    },
  }
}

/**
 * Code loaded on demand (the enlarged picture view) depends only on the entry chunk, and the
 * stylesheet is inlined in the page: there is never anything to preload before it. Vite's
 * preload helper (half a kilobyte of the first-load budget) becomes a plain call.
 */
function plainDynamicImport(): Plugin {
  const helper = '\0vite/preload-helper.js'
  return {
    name: 'plain-dynamic-import',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (id === helper ? id : null),
    load: (id) =>
      id === helper
        ? 'export const __vitePreload = (load, deps) => deps && deps.length ? Promise.reject(new Error("unexpected preload")) : load()'
        : null,
  }
}

export default defineConfig({
  plugins: [react(), devServerRender(), pictures(), plainDynamicImport()],
  build: {
    // Images stay files with hashed names: cacheable, and out of the JavaScript bundle.
    assetsInlineLimit: 0,
    target: 'es2022',
    // One entry chunk and browsers that all support modulepreload: no polyfill needed.
    modulePreload: { polyfill: false },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{js,mjs,ts}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    unstubEnvs: true,
  },
})
