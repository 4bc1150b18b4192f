import { describe, expect, it } from 'vitest'
import { type ContactPhase, contactReducer } from './contactState.ts'

describe('contactReducer', () => {
  it('goes from idle to submitting on submit', () => {
    expect(contactReducer('idle', { type: 'submit' })).toBe('submitting')
  })

  it('goes from submitting to success, or to error', () => {
    expect(contactReducer('submitting', { type: 'succeeded' })).toBe('success')
    expect(contactReducer('submitting', { type: 'failed' })).toBe('error')
  })

  it('clears a previous success or error on a new submit', () => {
    expect(contactReducer('success', { type: 'submit' })).toBe('submitting')
    expect(contactReducer('error', { type: 'submit' })).toBe('submitting')
  })

  it('ignores an outcome that arrives when nothing is being sent', () => {
    const settled: ContactPhase[] = ['idle', 'success', 'error']
    for (const phase of settled) {
      expect(contactReducer(phase, { type: 'succeeded' })).toBe(phase)
      expect(contactReducer(phase, { type: 'failed' })).toBe(phase)
    }
  })
})
