/**
 * A form typed into before its island is ready keeps its text as a draft when the page goes
 * (closed, reloaded, left, put away on a phone: each hides the page first), as the island keeps it
 * once it runs, and as the visitor takes the reload offered when its code could not load
 * (src/islands/boot.ts). The boot script asks for it only on a page with a form island, as that
 * island wakes.
 */
import { keepTyped } from '../contact/draftStorage.ts'
import { hasText, readFields } from '../contact/formFields.ts'
import { HYDRATED, VISITOR_INPUT } from './markup.ts'

/** Keeps the text of the island's form as its draft. */
export const keepDraft = (island: Element) => keepTyped(readFields(island.querySelector('form')))

document.addEventListener('visibilitychange', () => {
  if (!document.hidden) return
  for (const island of document.querySelectorAll(`[${VISITOR_INPUT}]:not([${HYDRATED}])`)) {
    const typed = readFields(island.querySelector('form'))
    if (hasText(typed)) keepTyped(typed)
  }
})
