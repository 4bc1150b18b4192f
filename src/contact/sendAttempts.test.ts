import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ContactMessage } from './emailClient.ts'
import { classifyFailure, createAttempts, SendTimeoutError } from './sendAttempts.ts'

const message: ContactMessage = { name: 'Ada', email: 'ada@example.com', message: 'Hello' }
const TIMEOUT = 15_000

/** A provider whose every request the test settles by hand, like a slow network. */
function slowProvider() {
  const requests: { resolve: () => void; reject: (error: unknown) => void }[] = []
  const send = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        requests.push({ resolve, reject })
      }),
  )
  return { send, requests }
}

function setup(online = true) {
  const provider = slowProvider()
  const events = { waiting: vi.fn(), deliveredLate: vi.fn() }
  const attempt = createAttempts(provider.send, events, TIMEOUT, () => online)
  return { ...provider, events, attempt }
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => vi.useRealTimers())

describe('createAttempts', () => {
  it('sends once and reports success when the provider accepts', async () => {
    const { send, requests, attempt } = setup()
    const outcome = attempt(message)
    requests[0]?.resolve()
    await expect(outcome).resolves.toEqual({ sent: true })
    expect(send).toHaveBeenCalledWith(message)
  })

  it('reports a failure after the timeout, logging what happened', async () => {
    const { attempt } = setup()
    const outcome = attempt(message)
    await vi.advanceTimersByTimeAsync(TIMEOUT)
    await expect(outcome).resolves.toEqual({ sent: false, failure: 'other' })
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('could not be sent'),
      expect.any(SendTimeoutError),
    )
  })

  it('a retry waits for a timed-out attempt that is then delivered: one request, success', async () => {
    const { send, requests, events, attempt } = setup()
    const first = attempt(message)
    await vi.advanceTimersByTimeAsync(TIMEOUT)
    await first

    const retry = attempt(message)
    expect(events.waiting).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(5_000)
    requests[0]?.resolve()
    await expect(retry).resolves.toEqual({ sent: true })
    expect(send).toHaveBeenCalledTimes(1)
    // The retry reported the success itself; nothing is reported twice.
    expect(events.deliveredLate).not.toHaveBeenCalled()
  })

  it('a retry waits for a timed-out attempt that then fails, and then sends', async () => {
    const { send, requests, attempt } = setup()
    const first = attempt(message)
    await vi.advanceTimersByTimeAsync(TIMEOUT)
    await first

    const retry = attempt(message)
    requests[0]?.reject(Object.assign(new Error('500'), { status: 500, text: 'Server error' }))
    await vi.advanceTimersByTimeAsync(0)
    expect(send).toHaveBeenCalledTimes(2)
    requests[1]?.resolve()
    await expect(retry).resolves.toEqual({ sent: true })
  })

  it('a retry stops waiting after the timeout without sending, and the next one waits again', async () => {
    const { send, requests, events, attempt } = setup()
    const first = attempt(message)
    await vi.advanceTimersByTimeAsync(TIMEOUT)
    await first

    const retry = attempt(message)
    await vi.advanceTimersByTimeAsync(TIMEOUT)
    await expect(retry).resolves.toEqual({ sent: false, failure: 'other' })
    expect(send).toHaveBeenCalledTimes(1)

    const again = attempt(message)
    expect(events.waiting).toHaveBeenCalledTimes(2)
    requests[0]?.resolve()
    await expect(again).resolves.toEqual({ sent: true })
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('reports a late delivery nobody waited for', async () => {
    const { requests, events, attempt } = setup()
    const first = attempt(message)
    await vi.advanceTimersByTimeAsync(TIMEOUT)
    await first
    requests[0]?.resolve()
    await vi.advanceTimersByTimeAsync(0)
    expect(events.deliveredLate).toHaveBeenCalledTimes(1)
  })

  it('forgets a timed-out attempt that failed late: the next attempt sends at once', async () => {
    const { send, requests, events, attempt } = setup()
    const first = attempt(message)
    await vi.advanceTimersByTimeAsync(TIMEOUT)
    await first
    requests[0]?.reject(new TypeError('Failed to fetch'))
    await vi.advanceTimersByTimeAsync(0)
    expect(events.deliveredLate).not.toHaveBeenCalled()

    const next = attempt(message)
    expect(events.waiting).not.toHaveBeenCalled()
    expect(send).toHaveBeenCalledTimes(2)
    requests[1]?.resolve()
    await expect(next).resolves.toEqual({ sent: true })
  })

  it('names the provider status in the log for the owner', async () => {
    const { requests, attempt } = setup()
    const outcome = attempt(message)
    const refusal = { status: 412, text: 'Gmail_API: Invalid grant' }
    requests[0]?.reject(refusal)
    await expect(outcome).resolves.toEqual({ sent: false, failure: 'refused' })
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('provider status 412'),
      refusal,
    )
  })

  it('reports offline when the browser is offline', async () => {
    const { requests, attempt } = setup(false)
    const outcome = attempt(message)
    requests[0]?.reject(new TypeError('Failed to fetch'))
    await expect(outcome).resolves.toEqual({ sent: false, failure: 'offline' })
  })
})

describe('classifyFailure', () => {
  it('tells rate limits, refusals and offline apart from other failures', () => {
    expect(classifyFailure({ status: 429, text: '' }, true)).toBe('rateLimited')
    for (const status of [403, 412, 426]) {
      expect(classifyFailure({ status, text: '' }, true)).toBe('refused')
    }
    for (const error of [{ status: 500 }, { status: 400 }, 'The public key is required', null]) {
      expect(classifyFailure(error, true)).toBe('other')
    }
    expect(classifyFailure(new TypeError('Failed to fetch'), false)).toBe('offline')
    expect(classifyFailure(new TypeError('Failed to fetch'), true)).toBe('other')
  })
})
