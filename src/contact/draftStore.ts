import type { ContactMessage } from './emailClient.ts'

/** One key for the whole draft, so a discard or a success removes it in one step. */
export const DRAFT_KEY = 'contact-draft'
/** A draft older than this is dropped instead of restored. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000

interface StoredDraft {
  savedAt: number
  fields: ContactMessage
}

/** What a browser without storage (or with storage switched off) falls back to: nothing. */
const storage = (): Storage | undefined => {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

/**
 * The unsent message, kept on the visitor's own device (localStorage: it survives reloads,
 * crashed tabs and closing the browser). Storage that is full, blocked or missing never
 * breaks the form: the draft is then simply not kept.
 */
export const draftStore = {
  save(fields: ContactMessage, now = Date.now()): void {
    try {
      if (!fields.name && !fields.email && !fields.message) storage()?.removeItem(DRAFT_KEY)
      else storage()?.setItem(DRAFT_KEY, JSON.stringify({ savedAt: now, fields }))
    } catch {}
  },

  /** The saved draft, or undefined when there is none, it is unreadable, or it has expired. */
  load(now = Date.now()): ContactMessage | undefined {
    try {
      const draft = JSON.parse(storage()?.getItem(DRAFT_KEY) ?? 'null') as StoredDraft | null
      if (!draft) return undefined
      const { savedAt, fields } = draft
      if (now - savedAt <= DRAFT_MAX_AGE_MS) {
        return { name: `${fields.name}`, email: `${fields.email}`, message: `${fields.message}` }
      }
    } catch {}
    this.clear()
    return undefined
  },

  clear(): void {
    try {
      storage()?.removeItem(DRAFT_KEY)
    } catch {}
  },
}
