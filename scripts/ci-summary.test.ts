import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import {
  CI_BUDGET_S,
  minutes,
  RECORD,
  recordedFigures,
  seconds,
  summaryLines,
} from './ci-summary.mjs'

describe('the CI summary', () => {
  it('reads m:ss and plain seconds, and writes m:ss', () => {
    expect(seconds('3:05')).toBe(185)
    expect(seconds('45')).toBe(45)
    expect(seconds('about 3 min')).toBeNaN()
    expect(minutes(185)).toBe('3:05')
    expect(minutes(CI_BUDGET_S)).toBe('45:00')
  })

  it('takes each step’s figure from a table row naming it in backquotes, and nothing else', () => {
    const figures = recordedFigures(
      [
        '| step | after | before |',
        '| --- | --- | --- |',
        '| `npm test` | 2:50 | 5:19 |',
        '| `owner edits` | 14:10 | 35:00 |',
        '| the total | 40:00 | 70:18 |',
        'Text with `npm test` | 9:99 in it.',
      ].join('\n'),
    )
    expect([...figures]).toEqual([
      ['npm test', 170],
      ['owner edits', 850],
    ])
  })

  it('warns when a step grows by more than a fifth, and when the run is over its budget', () => {
    const recorded = new Map([
      ['npm test', 100],
      ['owner edits', 1000],
    ])
    const within = summaryLines(
      [
        { name: 'npm test', seconds: 119, status: 0 },
        { name: 'owner edits', seconds: 1000, status: 0 },
      ],
      recorded,
    )
    expect(within.filter((line) => line.startsWith('⚠'))).toEqual([])
    const grown = summaryLines(
      [
        { name: 'npm test', seconds: 121, status: 0 },
        { name: 'owner edits', seconds: 2600, status: 1 },
        { name: 'a new step', seconds: 40, status: 0 },
      ],
      recorded,
    )
    const warnings = grown.filter((line) => line.startsWith('⚠'))
    expect(warnings).toHaveLength(3)
    expect(warnings[0]).toContain("'npm test' took 2:01")
    expect(warnings[2]).toContain('over its 45:00 budget')
    expect(grown.join('\n')).toContain('FAILED (exit 1)')
    expect(grown.join('\n')).toContain(
      `a new step${' '.repeat(24)}   0:40   no figure in ${RECORD}`,
    )
  })

  it('finds a figure in the testing guide for every step .ci/run names', async () => {
    const run = await readFile('.ci/run', 'utf8')
    const versions = (await readFile('.ci/node-versions', 'utf8'))
      .split('\n')
      .filter((line) => /^\d/.test(line))
    const steps = [...run.matchAll(/^step "([^"]+)"/gm)].map((match) => match[1] ?? '')
    // The steps of the loop over the Node versions, named by the version's major.
    const loop = [...run.matchAll(/^\s+step "Node \$\{version%%\.\*\}([^"]*)"/gm)].map(
      (match) => match[1] ?? '',
    )
    const named = [
      ...steps,
      ...versions.flatMap((version) => loop.map((rest) => `Node ${version.split('.')[0]}${rest}`)),
    ]
    expect(loop.length).toBeGreaterThan(0)
    const recorded = recordedFigures(await readFile(RECORD, 'utf8'))
    expect(named.filter((name) => !recorded.has(name))).toEqual([])
  })
})
