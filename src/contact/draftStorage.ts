import type { StoredItem } from '../privacy/registry.ts'
import type { ContactMessage } from './emailClient.ts'
import { FIELD_NAMES } from './formFields.ts'

/**
 * How the draft is written: a module of its own, so the page's boot script, which keeps the
 * draft of a form whose code could not load (src/islands/boot.ts), carries only this much of
 * the draft store (draftStore.ts).
 */

/** One key for the whole draft, so a discard or a success removes it in one step. */
export const DRAFT_KEY = 'contact-draft'

/** A draft older than this is dropped instead of restored. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000

/**
 * The draft as the privacy page lists it (src/privacy/registry.ts): written only once the
 * visitor types into the form, removed when the message is sent or the draft discarded, and
 * never put back (and then removed) after DRAFT_MAX_AGE_MS. A message in flight is held in the
 * page's memory only (sendAttempts.ts), never stored.
 */
export const DRAFT_ITEM: StoredItem = {
  id: 'draft',
  name: DRAFT_KEY,
  where: 'localStorage',
  keptFor: DRAFT_MAX_AGE_MS / 1000,
}

interface StoredDraft {
  savedAt: number
  fields: ContactMessage
}

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

/** The kept draft's fields, or undefined when there is none, it is unreadable, or it has expired. */
export const readDraft = (now = Date.now()): ContactMessage | undefined =>
  withStorage((storage) => {
    const { savedAt, fields } = JSON.parse(storage.getItem(DRAFT_KEY) ?? 'null') as StoredDraft
    return now - savedAt > DRAFT_MAX_AGE_MS ? undefined : fields
  })

/**
 * Keeps what was typed into a form whose code has not run yet, with the kept draft's text in
 * the fields left empty: what the form itself does as it wakes (useContactForm), so a page
 * closed before then loses nothing.
 */
export function keepTyped(typed: ContactMessage, now = Date.now()): void {
  const kept = readDraft(now)
  for (const name of FIELD_NAMES) typed[name] ||= kept?.[name] ?? ''
  saveDraft(typed, now)
}
