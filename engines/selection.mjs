// @ts-check
/**
 * Which engines the cross-engine suite runs: read by the checks (engine.ts) and by the runner
 * that starts one run per engine (scripts/engines.mjs).
 */

export const ENGINES = /** @type {const} */ (['chromium', 'firefox', 'webkit'])
/** @typedef {(typeof ENGINES)[number]} EngineName */

/**
 * The engines besides Chromium by default: Chromium's checks run in the main browser suite
 * (e2e/), so here they would prove nothing new. ENGINE=chromium (or a comma-separated list,
 * e.g. ENGINE=chromium,webkit) picks others.
 * @type {readonly EngineName[]}
 */
export const DEFAULT_ENGINES = ['firefox', 'webkit']

/** @returns {EngineName[]} */
export function selectedEngines() {
  const wanted = process.env.ENGINE?.split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  if (!wanted?.length) return [...DEFAULT_ENGINES]
  const unknown = wanted.filter(
    (name) => !(/** @type {readonly string[]} */ (ENGINES).includes(name)),
  )
  if (unknown.length) throw new Error(`Unknown ENGINE ${unknown.join(', ')}: use ${ENGINES}`)
  return /** @type {EngineName[]} */ (wanted)
}
