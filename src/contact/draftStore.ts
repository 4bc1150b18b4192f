import { DRAFT_KEY, DRAFT_MAX_AGE_MS, readDraft, saveDraft, withStorage } from './draftStorage.ts'
import type { ContactMessage } from './emailClient.ts'

export { DRAFT_KEY, DRAFT_MAX_AGE_MS }

/**
 * The unsent message, kept on the visitor's own device (localStorage: it survives reloads,
 * crashed tabs and closing the browser).
 */
export const draftStore = {
  save: saveDraft,

  /** The saved draft, or undefined when there is none, it is unreadable, or it has expired. */
  load(now = Date.now()): ContactMessage | undefined {
    const draft = readDraft(now)
    if (!draft) this.clear()
    return draft
  },

  clear(): void {
    withStorage((storage) => storage.removeItem(DRAFT_KEY))
  },
}
