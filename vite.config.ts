/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

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

export default defineConfig({
  plugins: [react(), devServerRender()],
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
  },
})
