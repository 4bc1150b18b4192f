import { describe, expect, it } from 'vitest'
import { MIN_FILL_MS, suspicions } from './spamSignals.ts'

const person = { trap: '', elapsedMs: 45_000, visitorInput: true }

describe('suspicions', () => {
  it('finds none for a person who typed their message', () => {
    expect(suspicions(person)).toEqual([])
  })

  it('finds a filled trap, a send right after the page opened, and fields no visitor touched', () => {
    expect(
      suspicions({ trap: 'https://spam.example', elapsedMs: 120, visitorInput: false }),
    ).toEqual(['trap', 'too-fast', 'no-visitor-input'])
  })

  it('draws the line at MIN_FILL_MS, well under what typing a short message takes', () => {
    expect(suspicions({ ...person, elapsedMs: MIN_FILL_MS - 1 })).toEqual(['too-fast'])
    expect(suspicions({ ...person, elapsedMs: MIN_FILL_MS })).toEqual([])
    // A 60-character message at a brisk 5 keys a second alone takes 12 s.
    expect(MIN_FILL_MS).toBeLessThanOrEqual(12_000 / 3)
  })
})
