import { createContractFormHook } from '../../lib/forms/use-contract-form'
import { ComboboxField, RadioGroupField } from './choice-fields'
import { CheckboxField, FieldFrame, FileField, SelectField, TextareaField, TextField } from './contract-fields'

/**
 * The one form hook every contract form uses (decision 0097): `useContractForm` of
 * `src/lib/forms/use-contract-form.ts` with the storefront's field components bound, so a field is
 *
 *   <form.AppField name="email">{(field) => <field.TextField label={…} preset="email" required />}</form.AppField>
 *
 * with the same label, id (`fieldId(name)`), error sentence and presets everywhere.
 */
export const useContractForm = createContractFormHook({
  fieldComponents: { TextField, TextareaField, SelectField, CheckboxField, FileField, RadioGroupField, ComboboxField, FieldFrame },
  formComponents: {},
})
