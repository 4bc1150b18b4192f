import type { StoredItem } from '../privacy/registry.ts'
import type { ContactMessage } from './emailClient.ts'
import { FIELD_NAMES } from './formFields.ts'

/**
 * How the draft is written, in one place: the draft store (draftStore.ts), which the form uses
 * once it runs, and the page's inline loader, which keeps what is typed before that
 * (keepEarlyDrafts).
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
 * Keeps the text of a form whose code has not run as the draft, from the visitor's first
 * keystroke, whether or not any script ever arrives (offline, a dropped connection): the page's
 * inline loader runs it (scripts/boot-loader.mjs, written out by `earlyDraftKeeping`), so it uses
 * nothing of this module but its arguments: the draft's key and age, the form's fields by name,
 * and the forms whose code has not run (`waiting`). Once a form runs, it keeps its own draft
 * (useContactForm). Each field is kept as typed, or, left empty, with the text a draft of an
 * earlier visit had there (read once, at the first keystroke): what the form does as it wakes,
 * so nothing of that draft is lost though the form never showed it. Only the visitor's own
 * input (trusted events) is kept, and nothing is read or stored before it.
 */
export function keepEarlyDrafts(
  key: string,
  maxAgeMs: number,
  names: readonly string[],
  waiting: string,
): void {
  let earlier: Record<string, string> | undefined
  addEventListener(
    'input',
    ({ target, isTrusted }) => {
      const form = (target as HTMLInputElement).form
      if (isTrusted && form?.closest(waiting))
        try {
          const now = Date.now()
          if (!earlier) {
            // Read once; an unreadable one counts as none (its keystroke is kept by the next).
            earlier = {}
            const kept: StoredDraft | null = JSON.parse(localStorage.getItem(key) as string)
            if (now - (kept?.savedAt as number) <= maxAgeMs) earlier = { ...kept?.fields }
          }
          const fields: Record<string, string> = {}
          const controls = form.elements as unknown as Record<string, HTMLInputElement | undefined>
          for (const name of names) fields[name] = controls[name]?.value || earlier[name] || ''
          if (names.some((name) => fields[name]))
            localStorage.setItem(key, JSON.stringify({ savedAt: now, fields }))
          else localStorage.removeItem(key)
        } catch {}
    },
    true,
  )
}

/**
 * The loader's call of keepEarlyDrafts: with the draft's key and age (this module's, the one home
 * of both) and the form's fields, for the forms `waiting` selects (src/islands/markup.ts).
 */
export const earlyDraftKeeping = (waiting: string): string =>
  `(${keepEarlyDrafts})(${JSON.stringify([DRAFT_KEY, DRAFT_MAX_AGE_MS, FIELD_NAMES, waiting]).slice(1, -1)})`
