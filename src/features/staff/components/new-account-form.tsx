import { useHydrated } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { ErrorSummary } from '../../../components/ui/error-summary'
import { FormFailureNotice } from '../../../components/ui/form-failure-notice'
import { Select } from '../../../components/ui/select'
import { newStaffAccountSchema, staffRoles, type NewStaffAccountInput, type StaffAccount } from '../../../contract/staff'
import { useContractForm } from '../../../components/forms/use-contract-form'
import { useLocale } from '../../../lib/i18n/use-locale'
import { createStaffAccount } from '../staff-accounts.functions'
import { useStaffRoleLabel } from './staff-role-label'

const newAccountDefaults: NewStaffAccountInput = { email: '', name: '', role: 'sales' }

/** An admin makes an account; the one-time password comes back to `onCreated`, to be shown once. */
export function NewAccountForm({ onCreated }: { onCreated: (account: StaffAccount, oneTimePassword: string) => void }) {
  const { t } = useLingui()
  // Sent before the page's script runs, the form would post to the page itself, which takes no POST.
  const hydrated = useHydrated()
  const locale = useLocale()
  const roleLabel = useStaffRoleLabel()
  const { form, formProps, summary, failure } = useContractForm({
    formId: 'staff-new-account',
    defaultValues: newAccountDefaults,
    schema: newStaffAccountSchema,
    toInput: (values: NewStaffAccountInput) => values,
    send: (account) => createStaffAccount({ data: { locale, account } }),
    onSuccess: (answer) => {
      form.reset()
      onCreated(answer.account, answer.oneTimePassword)
    },
  })

  return (
    <form
      {...formProps}
      aria-labelledby="new-account-title"
      className="space-y-5 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="new-account-title" className="text-xl font-bold text-ink">
        {t({ message: 'New account', comment: 'Staff accounts page: heading of the form that makes a staff account' })}
      </h2>
      <ErrorSummary errors={summary} />
      <div className="grid gap-x-5 gap-y-4 sm:grid-cols-3">
        <form.AppField name="name">
          {(field) => (
            <field.TextField
              label={t({ message: 'Name', comment: "Staff accounts page: label of the new staff member's name" })}
              required
              preset="name"
              autoComplete="off"
            />
          )}
        </form.AppField>
        <form.AppField name="email">
          {(field) => (
            <field.TextField
              label={t({ message: 'Email', comment: "Staff accounts page: label of the new staff member's work e-mail address" })}
              required
              preset="email"
              autoComplete="off"
            />
          )}
        </form.AppField>
        <form.AppField name="role">
          {(field) => (
            <field.FieldFrame label={t({ message: 'Role', comment: 'Staff accounts page: label of the role of a staff account' })} required>
              <Select
                value={field.state.value}
                onChange={(event) => field.handleChange(event.target.value as NewStaffAccountInput['role'])}
                onBlur={field.handleBlur}
              >
                {staffRoles.map((role) => (
                  <option key={role} value={role}>
                    {roleLabel(role)}
                  </option>
                ))}
              </Select>
            </field.FieldFrame>
          )}
        </form.AppField>
      </div>
      {failure ? <FormFailureNotice key={`${failure.code}:${failure.message}`} message={failure.message} /> : null}
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(busy) => (
          <Button type="submit" loading={busy} disabled={!hydrated}>
            {t({ message: 'Create account', comment: 'Staff accounts page: submit button of the new account form' })}
          </Button>
        )}
      </form.Subscribe>
    </form>
  )
}
