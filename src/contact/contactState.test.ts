import { describe, expect, it } from 'vitest'
import { type ContactState, contactReducer, initialContactState } from './contactState.ts'

const submitting: ContactState = { phase: 'submitting' }
const settled: ContactState[] = [
  initialContactState,
  { phase: 'success' },
  { phase: 'error', failure: 'other' },
]

describe('contactReducer', () => {
  it('goes from idle to submitting on submit', () => {
    expect(contactReducer(initialContactState, { type: 'submit' })).toEqual(submitting)
  })

  it('goes from submitting to success, or to error with what went wrong', () => {
    expect(contactReducer(submitting, { type: 'succeeded' })).toEqual({ phase: 'success' })
    expect(contactReducer(submitting, { type: 'failed', failure: 'offline' })).toEqual({
      phase: 'error',
      failure: 'offline',
    })
  })

  it('clears a previous success or error on a new submit', () => {
    for (const state of settled)
      expect(contactReducer(state, { type: 'submit' })).toEqual(submitting)
  })

  it('clears a previous success or error when validation stops an attempt', () => {
    for (const state of settled) {
      expect(contactReducer(state, { type: 'blocked' })).toEqual(initialContactState)
    }
    expect(contactReducer(submitting, { type: 'blocked' })).toBe(submitting)
  })

  it('says so while an attempt waits for an earlier one', () => {
    expect(contactReducer(submitting, { type: 'waiting' })).toEqual({
      phase: 'submitting',
      waiting: true,
    })
  })

  it('turns a reported failure into success when that attempt is delivered late', () => {
    const failed: ContactState = { phase: 'error', failure: 'other' }
    expect(contactReducer(failed, { type: 'deliveredLate' })).toEqual({ phase: 'success' })
    expect(contactReducer(submitting, { type: 'deliveredLate' })).toBe(submitting)
  })

  it('ignores an outcome that arrives when nothing is being sent', () => {
    for (const state of settled) {
      expect(contactReducer(state, { type: 'succeeded' })).toBe(state)
      expect(contactReducer(state, { type: 'failed', failure: 'other' })).toBe(state)
      expect(contactReducer(state, { type: 'waiting' })).toBe(state)
    }
  })
})
