import { type FormEvent, useState } from 'react'

type Control = HTMLInputElement | HTMLTextAreaElement

/**
 * Ties the browser's own validation messages to their fields: once a submit finds a field
 * invalid, the message shows under it (aria-describedby) and the field is marked aria-invalid,
 * until what the visitor types makes it valid.
 */
export function useFieldErrors<Name extends string>() {
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({})

  const show = (name: Name, message: string) =>
    setErrors((current) => (current[name] === message ? current : { ...current, [name]: message }))

  const bind = (name: Name, id: string) => ({
    id,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': `${id}-error`,
    onInvalid: (event: FormEvent<Control>) => show(name, event.currentTarget.validationMessage),
    onInput: (event: FormEvent<Control>) => {
      // A refusal of blank input (set at submit) holds only until the visitor types again.
      event.currentTarget.setCustomValidity('')
      if (errors[name] !== undefined) show(name, event.currentTarget.validationMessage)
    },
  })

  return { errors, bind }
}
