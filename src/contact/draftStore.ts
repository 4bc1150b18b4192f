import type { ContactMessage } from './emailClient.ts'

/** One key for the whole draft, so a discard or a success removes it in one step. */
export const DRAFT_KEY = 'contact-draft'
/** A draft older than this is dropped instead of restored. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000

interface StoredDraft {
  savedAt: number
  fields: ContactMessage
}

/**
 * Runs a storage operation; storage that is missing, blocked or full never breaks the form
 * (the draft is then simply not kept).
 */
const withStorage = <T>(use: (storage: Storage) => T): T | undefined => {
  try {
    return use(localStorage)
  } catch {
    return undefined
  }
}

/**
 * The unsent message, kept on the visitor's own device (localStorage: it survives reloads,
 * crashed tabs and closing the browser).
 */
export const draftStore = {
  save(fields: ContactMessage, now = Date.now()): void {
    withStorage((storage) =>
      fields.name || fields.email || fields.message
        ? storage.setItem(DRAFT_KEY, JSON.stringify({ savedAt: now, fields }))
        : storage.removeItem(DRAFT_KEY),
    )
  },

  /** The saved draft, or undefined when there is none, it is unreadable, or it has expired. */
  load(now = Date.now()): ContactMessage | undefined {
    const draft = withStorage((storage) => {
      const { savedAt, fields } = JSON.parse(storage.getItem(DRAFT_KEY) ?? 'null') as StoredDraft
      return now - savedAt > DRAFT_MAX_AGE_MS ? undefined : fields
    })
    if (!draft) this.clear()
    return draft
  },

  clear(): void {
    withStorage((storage) => storage.removeItem(DRAFT_KEY))
  },
}
