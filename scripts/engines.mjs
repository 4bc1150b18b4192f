// @ts-check
/**
 * `npm run test:engines`: the cross-engine suite (engines/), one Vitest run per engine, side by
 * side (scripts/steps.mjs): one after the other, Firefox's and WebKit's checks left a core idle
 * much of the time (458 s of wall time for 562 s of CPU on 2 cores). Each run has its own servers
 * on free ports, and its own browser and driver. ENGINE picks the engines, as for one run
 * (engines/selection.mjs); the exit code is 1 if any engine's checks failed.
 *   node scripts/engines.mjs [vitest arguments ...]
 */
import { fileURLToPath } from 'node:url'
import { selectedEngines } from '../engines/selection.mjs'
import { runSteps, tool } from './steps.mjs'

const cwd = fileURLToPath(new URL('..', import.meta.url))
const args = ['vitest', 'run', '-c', 'engines/vitest.config.ts', ...process.argv.slice(2)]
process.exitCode = await runSteps(
  'npm run test:engines',
  selectedEngines().map((engine) => ({
    name: `${engine} (engines/)`,
    run: tool('npx', args, { cwd, env: { ENGINE: engine } }),
  })),
  { tail: 12 },
)
