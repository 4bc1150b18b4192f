import { DRAFT_KEY, saveDraft, withStorage } from './draftStorage.ts'
import type { ContactMessage } from './emailClient.ts'

export { DRAFT_KEY }

/** A draft older than this is dropped instead of restored. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000

interface StoredDraft {
  savedAt: number
  fields: ContactMessage
}

/**
 * The unsent message, kept on the visitor's own device (localStorage: it survives reloads,
 * crashed tabs and closing the browser).
 */
export const draftStore = {
  save: saveDraft,

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
