import type { ContactMessageInput } from '../../contract/contact'

/**
 * What the contact form holds, named as the API names its fields so the server's field errors
 * land next to the right control. `website` is the bots' trap (left empty by people);
 * `formStartedAt` is when the form was shown in this browser, set once the page is interactive.
 */
export type ContactFormValues = {
  name: string
  email: string
  mobile: string
  message: string
  website: string
  formStartedAt: number
}

export const contactFormDefaults: ContactFormValues = { name: '', email: '', mobile: '', message: '', website: '', formStartedAt: 0 }

/**
 * Never kept in the draft: the trap is not the visitor's to keep, and the time is the time this
 * form was shown, so a reloaded page measures afresh.
 */
export const contactDraftOmit = ['website', 'formStartedAt'] as const

/** The form's values as the contract takes them: as typed (the schema reads the mobile's digits). */
export function contactMessageInput(values: ContactFormValues): ContactMessageInput {
  return {
    name: values.name,
    email: values.email,
    mobile: values.mobile,
    message: values.message,
    website: values.website,
    formStartedAt: values.formStartedAt,
  }
}
