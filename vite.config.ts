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
 * Vite wraps every dynamic import() in a helper (about 0.6 KiB gzip in the first-load script) that
 * preloads the imported chunk's dependencies and stylesheets. Here all CSS is inlined in the page
 * and the on-demand chunks (the contact form's sending code, the enlarged picture view) depend
 * only on the entry, which is already loaded, so the helper only has to run the import. The build fails if an on-demand chunk
 * ever brings a stylesheet, which would need Vite's own helper back.
 */
function plainDynamicImports(): Plugin {
  const helperId = '\0vite/preload-helper.js'
  return {
    name: 'plain-dynamic-imports',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      return id === helperId ? 'export const __vitePreload = (load) => load()' : undefined
    },
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && !chunk.isEntry && chunk.viteMetadata?.importedCss.size) {
          this.error(`${chunk.fileName} imports CSS: the plain dynamic import cannot load it`)
        }
      }
    },
  }
}

export default defineConfig({
  plugins: [react(), devServerRender(), pictures(), plainDynamicImports()],
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
