import type { ChangeEvent } from 'react'

/** The part of a TanStack Form field a text control needs. */
type TextFieldApi = { name: string; state: { value: string }; handleChange: (value: string) => void; handleBlur: () => void }

/** Value, change and blur of a text input, select or textarea bound to a form field. */
export function textProps(field: TextFieldApi) {
  return {
    name: field.name,
    value: field.state.value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => field.handleChange(event.target.value),
    onBlur: field.handleBlur,
  }
}
