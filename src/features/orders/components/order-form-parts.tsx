import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { RadioGroupField } from '../../../components/forms/choice-fields'
import { SelectField, TextField } from '../../../components/forms/contract-fields'
import { FormFailureNotice } from '../../../components/ui/form-failure-notice'
import type { FormFailure } from '../../../lib/forms/use-contract-form'
import { purchaseTypes } from '../../../contract/orders'
import { purchaseTypeLabels } from '../order-form-labels'

/** A titled group of an order form's fields, two columns from small screens up. */
export function FormSection({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8">
      <h2 className="text-xl font-bold text-ink">{title}</h2>
      {lead ? <p className="mt-1 text-sm text-ink-soft">{lead}</p> : null}
      <div className="mt-5 grid gap-x-6 gap-y-5 sm:grid-cols-2">{children}</div>
    </section>
  )
}

/** The mobile the code goes to, with what it is for; inside its form's `form.AppField`. */
export function MobileField() {
  const { t } = useLingui()
  return (
    <TextField
      label={t({ message: 'Mobile number', comment: 'Order forms: label of the mobile number field' })}
      hint={t`We send the confirmation code to this number, e.g. 05X XXX XXXX.`}
      required
      preset="mobile"
      placeholder={t`Enter Mobile Number`}
    />
  )
}

/** The end of an order form: a refusal that names no field, the button, and what happens next. */
export function SubmitArea({ failure, busy }: { failure: FormFailure | null; busy: boolean }) {
  const { t } = useLingui()
  return (
    <div className="space-y-4">
      {failure ? (
        <FormFailureNotice
          key={`${failure.code}:${failure.message}`}
          message={failure.message}
          retryAfterSeconds={failure.retryAfterSeconds}
        />
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" variant="accent" size="lg" loading={busy} className="w-full sm:w-auto">
          {t({ message: 'Send order', comment: 'Order forms: the submit button' })}
        </Button>
        <p className="text-sm text-ink-soft">{t`We will send a 6-digit code to your mobile to confirm the order.`}</p>
      </div>
    </div>
  )
}

/**
 * A choice from a list the API gives (branches, banks) or the contract fixes (sectors); required
 * unless told; inside its form's `form.AppField`.
 */
export function OptionsSelectField({
  label,
  hint,
  placeholder,
  options,
  required = true,
}: {
  label: string
  hint?: string
  placeholder: string
  options: readonly { value: string; label: string }[]
  required?: boolean
}) {
  return (
    <SelectField label={label} hint={hint} required={required}>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  )
}

/** Cash or bank finance, as radios; inside its form's `form.AppField`. */
export function PurchaseTypeChoice() {
  const { t, i18n } = useLingui()
  return (
    <RadioGroupField
      legend={t({ message: 'Purchase type', comment: 'Order forms: legend of the cash or bank finance choice' })}
      required
      options={purchaseTypes.map((type) => ({ value: type, label: i18n._(purchaseTypeLabels[type]) }))}
    />
  )
}
