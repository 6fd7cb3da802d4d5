import { useLingui } from '@lingui/react/macro'
import { TextField } from './contract-fields'

/**
 * A person's name as the spec words it ("Enter Name"), with the name preset's keyboard and
 * autofill; inside its form's `form.AppField`.
 */
export function NameField({ label, className }: { label: string; className?: string }) {
  const { t } = useLingui()
  return (
    <TextField
      label={label}
      required
      className={className}
      preset="name"
      placeholder={t({ message: 'Enter Name', comment: 'Placeholder inside a name field (spec wording)' })}
    />
  )
}

/** The e-mail address the dealer answers at ("Enter Email"); inside its form's `form.AppField`. */
export function EmailField() {
  const { t } = useLingui()
  return (
    <TextField
      label={t({ message: 'Email', comment: 'Form field label for an e-mail address' })}
      required
      preset="email"
      placeholder={t({ message: 'Enter Email', comment: 'Placeholder inside an e-mail field (spec wording)' })}
    />
  )
}
