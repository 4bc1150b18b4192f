import type { ContactMessage } from './emailClient.ts'

export const FIELD_NAMES = ['name', 'email', 'message'] as const

type Control = HTMLInputElement | HTMLTextAreaElement

/** The form's own field of that name (the form renders all three). */
export const fieldOf = (form: HTMLFormElement | null, name: keyof ContactMessage) =>
  form?.elements.namedItem(name) as Control | null | undefined

/** The fields exactly as typed (what a draft keeps). */
export function readFields(form: HTMLFormElement | null): ContactMessage {
  const value = (name: keyof ContactMessage) => fieldOf(form, name)?.value ?? ''
  return { name: value('name'), email: value('email'), message: value('message') }
}

export const hasText = (fields: ContactMessage) => FIELD_NAMES.some((name) => fields[name] !== '')
