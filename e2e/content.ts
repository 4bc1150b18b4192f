/**
 * The content the build rendered, read from the build's server bundle: the tests check the page
 * against the same typed content file the owner edits, with image paths as the build resolved them.
 */
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

type ServerEntry = typeof import('../src/entry-server.tsx')

const entry: ServerEntry = await import(
  pathToFileURL(join(process.cwd(), 'build/ssr/entry-server.js')).href
)

export const { site, emailConfig, escapeHtml } = entry
