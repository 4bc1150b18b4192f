import { afterEach, describe, expect, it, vi } from 'vitest'
import { DRAFT_KEY, DRAFT_MAX_AGE_MS, draftStore } from './draftStore.ts'

const fields = { name: 'Zoë', email: 'zoe@example.com', message: 'Line one\nLine two 🚀' }
const now = Date.UTC(2026, 0, 10)

afterEach(() => {
  vi.useRealTimers()
  localStorage.clear()
})

describe('draftStore', () => {
  it('keeps the draft in the page’s Web Storage (jsdom’s here), not in Node’s own', () => {
    expect(localStorage).toBeInstanceOf(Storage)
  })

  it('keeps the fields under one key with the time they were saved', () => {
    draftStore.save(fields, now)
    expect(Object.keys(localStorage)).toEqual([DRAFT_KEY])
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '')).toEqual({ savedAt: now, fields })
    expect(draftStore.load(now + 60_000)).toEqual(fields)
  })

  it('restores a draft up to 7 days old and drops an older one', () => {
    vi.useFakeTimers({ now })
    draftStore.save(fields)
    vi.setSystemTime(now + DRAFT_MAX_AGE_MS)
    expect(draftStore.load()).toEqual(fields)
    vi.setSystemTime(now + DRAFT_MAX_AGE_MS + 1)
    expect(draftStore.load()).toBeUndefined()
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull()
  })

  it('removes the draft when the fields are emptied, and on clear', () => {
    draftStore.save(fields, now)
    draftStore.save({ name: '', email: '', message: '' }, now)
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull()
    draftStore.save(fields, now)
    draftStore.clear()
    expect(draftStore.load(now)).toBeUndefined()
  })

  it('drops an unreadable draft instead of failing', () => {
    for (const stored of ['{not json', '"text"', '{"savedAt":1}', 'null']) {
      localStorage.setItem(DRAFT_KEY, stored)
      expect(draftStore.load(now)).toBeUndefined()
    }
  })

  it('keeps the form working when storage refuses to write', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError')
    })
    expect(() => draftStore.save(fields, now)).not.toThrow()
    expect(draftStore.load(now)).toBeUndefined()
  })
})
