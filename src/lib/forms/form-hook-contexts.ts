import { createFormHookContexts, type AnyFieldApi } from '@tanstack/react-form'
import { formFieldId } from './focus'

/**
 * The contexts TanStack Form's `createFormHook` hands a pre-bound field component its field
 * through (`useFieldContext`). Here, below the components, so the one form hook
 * (`use-contract-form.ts`) and the field components (`src/components/forms/`) share them.
 */
export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts()

/**
 * Each contract form's id, by its form's store: a pre-bound field takes its control's id from it.
 * The store, because the form the hook returns is a copy of the one its fields hold, sharing it.
 */
const formIds = new WeakMap<object, string>()

export function rememberFormId(form: { store: object }, formId: string): void {
  formIds.set(form.store, formId)
}

/** The id of a bound field's control, as `fieldId(name)` of its form gives it (the error summary links to it). */
export function boundFieldId(field: AnyFieldApi): string | undefined {
  const formId = formIds.get(field.form.store)
  return formId === undefined ? undefined : formFieldId(formId, field.name)
}
