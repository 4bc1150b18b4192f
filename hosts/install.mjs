// @ts-check
/**
 * Installs the hosts' emulators (hosts/package.json, exact versions from its lockfile) when they
 * are missing or not the pinned versions. They stay out of the site's own dependencies: an
 * owner's `npm install` does not download them.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const hosts = fileURLToPath(new URL('.', import.meta.url))
const wanted = JSON.parse(readFileSync(join(hosts, 'package.json'), 'utf8')).dependencies

const installedVersion = (/** @type {string} */ name) => {
  try {
    return JSON.parse(readFileSync(join(hosts, 'node_modules', name, 'package.json'), 'utf8'))
      .version
  } catch {
    return undefined
  }
}

const stale = Object.entries(wanted).filter(([name, version]) => installedVersion(name) !== version)
if (stale.length > 0) {
  console.log(`Installing the host emulators (${stale.map(([name]) => name).join(', ')})...`)
  const result = spawnSync('npm', ['ci', '--prefix', hosts, '--no-audit', '--no-fund'], {
    stdio: 'inherit',
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
