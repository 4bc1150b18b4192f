// @ts-check
/**
 * The end of .ci/run: each step's time beside the figure docs/testing.md records for it, a
 * warning for each step that has grown by more than a fifth over that figure, and the total
 * against CI's budget. It only says: no time fails a run (a machine may be slow), the steps'
 * own limits in .ci/run stop what is stuck.
 *   node scripts/ci-summary.mjs <times.tsv>   one "name<TAB>seconds<TAB>exit status" a line
 */
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'

/** The whole run's budget, in seconds: CI stops a run at 90 minutes; we keep to half. */
export const CI_BUDGET_S = 45 * 60
/** How much a step may grow over its recorded figure before the summary warns. */
export const GROWTH_WARNING = 0.2
/** Where the figures are recorded: the table of .ci/run's steps in the testing guide. */
export const RECORD = 'docs/testing.md'

/** '1:05' or '65' as seconds, '12:00' as 720; NaN for anything else. @param {string} text */
export const seconds = (text) => {
  const match = /^(?:(\d+):)?(\d+)$/.exec(text.trim())
  return match ? Number(match[1] ?? 0) * 60 + Number(match[2]) : Number.NaN
}

/** 65 as '1:05'. @param {number} total */
export const minutes = (total) =>
  `${Math.floor(total / 60)}:${String(Math.round(total % 60)).padStart(2, '0')}`

/**
 * The recorded figure of each step, by its name, from the guide's table of .ci/run's steps: a
 * row whose first cell is the step's name in backquotes, `npm test`, and whose second is its wall
 * time after this round's work, as m:ss.
 * @param {string} markdown
 * @returns {Map<string, number>}
 */
export function recordedFigures(markdown) {
  const figures = new Map()
  for (const line of markdown.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim())
    const name = /^`([^`]+)`$/.exec(cells[1] ?? '')?.[1]
    const figure = seconds(cells[2] ?? '')
    if (name && Number.isFinite(figure)) figures.set(name, figure)
  }
  return figures
}

/**
 * The summary's lines.
 * @param {{ name: string, seconds: number, status: number }[]} steps
 * @param {Map<string, number>} recorded
 * @returns {string[]}
 */
export function summaryLines(steps, recorded) {
  const lines = []
  const warnings = []
  for (const step of steps) {
    const figure = recorded.get(step.name)
    const against =
      figure === undefined
        ? `no figure in ${RECORD}`
        : `${RECORD}: ${minutes(figure)} (${step.seconds >= figure ? '+' : '−'}${Math.round((Math.abs(step.seconds - figure) / Math.max(figure, 1)) * 100)} %)`
    const failed = step.status === 0 ? '' : `  FAILED (exit ${step.status})`
    lines.push(
      `  ${step.name.padEnd(34)} ${minutes(step.seconds).padStart(6)}   ${against}${failed}`,
    )
    // Short steps are left alone: a few seconds either way is noise.
    if (figure !== undefined && step.seconds > 30 && step.seconds > figure * (1 + GROWTH_WARNING))
      warnings.push(
        `⚠  '${step.name}' took ${minutes(step.seconds)}, more than a fifth over the ${minutes(figure)} recorded in ${RECORD}: find what grew, or record the new figure there.`,
      )
  }
  const total = steps.reduce((sum, step) => sum + step.seconds, 0)
  lines.push(
    `  ${'in all'.padEnd(34)} ${minutes(total).padStart(6)}   of a ${minutes(CI_BUDGET_S)} budget (${Math.round((total / CI_BUDGET_S) * 100)} %)`,
  )
  if (total > CI_BUDGET_S)
    warnings.push(
      `⚠  The run took ${minutes(total)}, over its ${minutes(CI_BUDGET_S)} budget (CI stops at 90:00).`,
    )
  return [...lines, ...warnings]
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2]
  if (!file) throw new Error('Name the times file: node scripts/ci-summary.mjs <times.tsv>')
  const steps = (await readFile(file, 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [name = '', took = '0', status = '0'] = line.split('\t')
      return { name, seconds: Number(took), status: Number(status) }
    })
  const root = fileURLToPath(new URL('..', import.meta.url))
  const recorded = recordedFigures(await readFile(`${root}/${RECORD}`, 'utf8').catch(() => ''))
  for (const line of summaryLines(steps, recorded)) console.log(line)
}
