import { describe, expect, it, vi } from 'vitest'
import { withRetries } from './retry.mjs'

describe('withRetries (the benchmark survives a failed Lighthouse run)', () => {
  it('retries a failed run and returns the first success, reporting each failure', async () => {
    const onFailure = vi.fn()
    const task = vi
      .fn<(attempt: number) => Promise<string>>()
      .mockRejectedValueOnce(new Error('NO_NAVSTART'))
      .mockResolvedValueOnce('figures')
    await expect(withRetries(task, { retries: 3, onFailure })).resolves.toBe('figures')
    expect(task.mock.calls).toEqual([[1], [2]])
    expect(onFailure).toHaveBeenCalledExactlyOnceWith(new Error('NO_NAVSTART'), 1)
  })

  it('gives up after the limit with the last failure', async () => {
    const onFailure = vi.fn()
    const task = vi.fn(async (attempt: number) => {
      throw new Error(`failure ${attempt}`)
    })
    await expect(withRetries(task, { retries: 2, onFailure })).rejects.toThrow('failure 3')
    expect(task).toHaveBeenCalledTimes(3)
    expect(onFailure).toHaveBeenCalledTimes(3)
  })
})
