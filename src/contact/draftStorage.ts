import type { ContactMessage } from './emailClient.ts'

/**
 * How the draft is written: a module of its own, so the page's boot script, which keeps the
 * draft of a form whose code could not load (src/islands/boot.ts), carries only this much of
 * the draft store (draftStore.ts).
 */

/** One key for the whole draft, so a discard or a success removes it in one step. */
export const DRAFT_KEY = 'contact-draft'

/**
 * Runs a storage operation; storage that is missing, blocked or full never breaks the form
 * (the draft is then simply not kept).
 */
export const withStorage = <T>(use: (storage: Storage) => T): T | undefined => {
  try {
    return use(localStorage)
  } catch {
    return undefined
  }
}

/** Keeps the fields as the draft, or drops the draft when they are empty. */
export function saveDraft(fields: ContactMessage, now = Date.now()): void {
  withStorage((storage) =>
    fields.name || fields.email || fields.message
      ? storage.setItem(DRAFT_KEY, JSON.stringify({ savedAt: now, fields }))
      : storage.removeItem(DRAFT_KEY),
  )
}
