import { afterEach, describe, expect, it, vi } from 'vitest'
import { NEEDS_RELOAD, retrying } from './retry.ts'

/** An island's files as the build lists them: its entry, then the file it imports. */
const FILES = ['/assets/contact-abc123.js', '/assets/hydrate-def456.js'] as const
const [ENTRY, SHARED] = FILES
const offline = () => Promise.reject(new TypeError('Failed to fetch'))

/** A network that answers each address with the next of its answers (a status, or offline), else 200. */
function network(answers: Record<string, (number | 'offline')[]> = {}) {
  const fetched: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (address: string) => {
      fetched.push(address)
      const answer = answers[address]?.shift() ?? 200
      if (answer === 'offline') throw new TypeError('Failed to fetch')
      return new Response('export {}', { status: answer })
    }),
  )
  return fetched
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('retrying', () => {
  it('loads the first time with the build’s own import, and asks the network nothing more', async () => {
    const fetched = network()
    const load = vi.fn()
    const attempt = retrying(async () => 'module', FILES, load)
    await expect(attempt()).resolves.toBe('module')
    expect(fetched).toEqual([])
    expect(load).not.toHaveBeenCalled()
  })

  it('after a failed load, loads from a fresh address each time, never the failed one again', async () => {
    const fetched = network({ [`${ENTRY}?retry=1`]: ['offline'] })
    const first = vi.fn(offline)
    const loaded: string[] = []
    const attempt = retrying(first, FILES, async (address) => {
      loaded.push(address)
      return 'module'
    })
    await expect(attempt()).rejects.toThrow(TypeError)
    // Still offline: the fresh address fails where nothing is kept, and nothing is imported.
    await expect(attempt()).rejects.toThrow(TypeError)
    expect(loaded).toEqual([])
    // Back online: every file fetched, then the entry imported from an address no attempt used.
    await expect(attempt()).resolves.toBe('module')
    expect(first).toHaveBeenCalledTimes(1)
    expect(fetched).toEqual([`${ENTRY}?retry=1`, SHARED, `${ENTRY}?retry=2`, SHARED])
    expect(loaded).toEqual([`${ENTRY}?retry=2`])
  })

  it('imports nothing while a file the module imports cannot be fetched, and does not ask for a reload', async () => {
    network({ [SHARED]: ['offline', 503] })
    const load = vi.fn()
    const attempt = retrying(offline, FILES, load)
    await attempt().catch(() => {})
    await expect(attempt()).rejects.toThrow(TypeError)
    await expect(attempt()).rejects.toThrow(/503/)
    expect(load).not.toHaveBeenCalled()
  })

  it('rejects with NEEDS_RELOAD when every file can be fetched and the module still fails to load: a file it imports failed before', async () => {
    network()
    const attempt = retrying(offline, FILES, () =>
      Promise.reject(new TypeError('error loading dynamically imported module')),
    )
    await attempt().catch(() => {})
    await expect(attempt()).rejects.toBe(NEEDS_RELOAD)
  })

  it('without the built files (the development server), tries the build’s own import each time', async () => {
    const fetched = network()
    const first = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue('module')
    const attempt = retrying(first, undefined)
    await expect(attempt()).rejects.toThrow(TypeError)
    await expect(attempt()).resolves.toBe('module')
    expect(first).toHaveBeenCalledTimes(2)
    expect(fetched).toEqual([])
  })
})
