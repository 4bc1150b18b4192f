import { describe, expect, it } from 'vitest'
import { FIRST_WINDOW, ROUND_TRIP_ENDS, roundTripOf } from './first-window.mjs'

describe('the round trip a response arrives in, on a new connection', () => {
  it('is the first up to 14,600 B, the second up to 43,800 B and the third up to 102,200 B', () => {
    expect(ROUND_TRIP_ENDS).toEqual([FIRST_WINDOW, 43_800, 102_200])
    expect(roundTripOf(1)).toBe(1)
    expect(roundTripOf(FIRST_WINDOW)).toBe(1)
    expect(roundTripOf(FIRST_WINDOW + 1)).toBe(2)
    expect(roundTripOf(43_800)).toBe(2)
    expect(roundTripOf(43_801)).toBe(3)
    expect(roundTripOf(102_200)).toBe(3)
  })

  it('goes on counting past the third window, never answering a smaller round trip for more bytes', () => {
    let last = 0
    for (let bytes = 1; bytes < 600_000; bytes += 997) {
      const trip = roundTripOf(bytes)
      expect(trip).toBeGreaterThanOrEqual(last)
      last = trip
    }
    expect(roundTripOf(102_201)).toBe(4)
  })
})
