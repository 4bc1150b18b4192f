import { beforeEach, describe, expect, it, vi } from 'vitest'
import { runSteps, type Step } from './steps.mjs'

/** A step that records when it started and ended, and ends with `code` after `ms`. */
function step(name: string, code: number, ms: number, log: string[], extra: Partial<Step> = {}) {
  return {
    name,
    ...extra,
    run: async () => {
      log.push(`${name} started`)
      await new Promise((resolve) => setTimeout(resolve, ms))
      log.push(`${name} ended`)
      return code
    },
  } satisfies Step
}

describe('runSteps', () => {
  // The suite's own output and summary stay out of the test's (the config restores the spies).
  beforeEach(() => {
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    vi.spyOn(console, 'log').mockImplementation(() => {})
  })

  it('starts a step that lets another go first once that one has ended, even when it failed', async () => {
    const log: string[] = []
    const code = await runSteps('suite', [
      step('builds', 1, 30, log),
      step('units', 0, 1, log, { startsAfter: ['builds'] }),
      step('checks', 0, 1, log, { after: ['builds'] }),
    ])
    expect(code).toBe(1)
    expect(log).toEqual(['builds started', 'builds ended', 'units started', 'units ended'])
  })

  it('runs steps that wait for nothing side by side', async () => {
    const log: string[] = []
    const code = await runSteps('suite', [step('a', 0, 20, log), step('b', 0, 1, log)])
    expect(code).toBe(0)
    expect(log).toEqual(['a started', 'b started', 'b ended', 'a ended'])
  })
})
