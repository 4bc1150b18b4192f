/**
 * Starts the browser tests' own static servers on free ports, so the suite never checks a
 * server it did not start (another copy of the site, or anything else on a fixed port):
 * - dist/ at the root of its origin (E2E_ORIGIN);
 * - build/subpath/, the build made for a GitHub Pages project site, under its base path, with
 *   GitHub Pages' 404 page at any depth (E2E_SUBPATH_URL), when that build exists;
 * - build/counting/, the build that counts visits, at the root of its origin, with the headers
 *   it wrote (E2E_COUNTING_URL), when that build exists.
 * Workers read the addresses from the environment; the returned function stops the servers.
 */
import { existsSync, readFileSync } from 'node:fs'
import { startStaticServer } from '../scripts/serve.mjs'
import { COUNTING_BUILD } from './countingBuild.ts'
import { SUBPATH_BUILD } from './subpathBuild.ts'

export default async function globalSetup() {
  const servers = [await startStaticServer({ root: 'dist', port: 0 })]
  process.env.E2E_ORIGIN = servers[0]?.origin
  if (existsSync(`${SUBPATH_BUILD}/index.html`)) {
    const html = readFileSync(`${SUBPATH_BUILD}/index.html`, 'utf8')
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? ''
    const base = new URL(canonical).pathname
    // GitHub Pages sends no headers of the site's: an empty rules file.
    const server = await startStaticServer({ root: SUBPATH_BUILD, port: 0, base, headersFile: '' })
    servers.push(server)
    process.env.E2E_SUBPATH_URL = `${server.origin}${base}`
  }
  if (existsSync(`${COUNTING_BUILD}/index.html`)) {
    const server = await startStaticServer({ root: COUNTING_BUILD, port: 0 })
    servers.push(server)
    process.env.E2E_COUNTING_URL = server.origin
  }
  return () => Promise.all(servers.map((server) => server.close()))
}
