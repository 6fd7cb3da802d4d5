import { useHydrated } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { ErrorSummary } from '../../../components/ui/error-summary'
import { FormFailureNotice } from '../../../components/ui/form-failure-notice'
import { staffSecondFactorCodeSchema, type StaffMember, type StaffSecondFactorCodeInput } from '../../../contract/staff'
import { useContractForm } from '../../../components/forms/use-contract-form'
import { useLocale } from '../../../lib/i18n/use-locale'
import { verifyStaffSecondFactor } from '../staff-session.functions'

const codeDefaults: StaffSecondFactorCodeInput = { code: '' }

/**
 * The sign-in's second step (decision 0093): the authenticator app's six digits, or a backup code.
 * A wrong code counts as a failed sign-in; when the step has ended (ten minutes, five wrong codes)
 * the staff member starts again from the password.
 */
export function SecondFactorCodeForm({
  onSignedIn,
  onRestart,
}: {
  onSignedIn: (staff: StaffMember) => Promise<void>
  onRestart: () => void
}) {
  const { t } = useLingui()
  const hydrated = useHydrated()
  const locale = useLocale()
  const { form, formProps, summary, failure } = useContractForm({
    formId: 'staff-second-factor',
    defaultValues: codeDefaults,
    schema: staffSecondFactorCodeSchema,
    toInput: (values: StaffSecondFactorCodeInput) => values,
    draftOmit: ['code'],
    send: (code) => verifyStaffSecondFactor({ data: { locale, code } }),
    onSuccess: (staff) => onSignedIn(staff),
  })
  const ended = failure?.code === 'second_factor_expired'

  return (
    <form
      {...formProps}
      aria-labelledby="staff-second-factor-title"
      className="mx-auto max-w-md space-y-6"
      data-testid="staff-second-factor"
    >
      <ErrorSummary errors={summary} />
      <div className="space-y-5 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8">
        <div className="space-y-2">
          <h2 id="staff-second-factor-title" className="text-lg font-bold text-ink">
            {t({ message: 'Code from your authenticator app', comment: 'Staff sign-in, second step: heading above the code field' })}
          </h2>
          <p className="text-sm text-ink-soft">
            {t({
              message: 'Your password is right. Open your authenticator app and type the 6-digit code it shows now.',
              comment: 'Staff sign-in, second step: what to do after a right password',
            })}
          </p>
        </div>
        <form.AppField name="code">
          {(field) => (
            <field.TextField
              label={t({ message: 'Code', comment: 'Staff sign-in, second step: label of the code field' })}
              hint={t({
                message: 'No phone to hand? Type one of your backup codes instead; each works once.',
                comment: 'Staff sign-in, second step: hint under the code field',
              })}
              required
              autoComplete="one-time-code"
              inputMode="text"
              autoCapitalize="off"
              spellCheck={false}
              dir="ltr"
              maxLength={40}
              controlClassName="max-w-64 font-mono text-xl tracking-widest"
            />
          )}
        </form.AppField>
      </div>
      <div className="space-y-4">
        {failure ? (
          <FormFailureNotice
            key={`${failure.code}:${failure.message}`}
            message={failure.message}
            retryAfterSeconds={failure.retryAfterSeconds}
          />
        ) : null}
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(busy) => (
            <Button type="submit" size="lg" loading={busy} disabled={!hydrated || ended} className="w-full">
              {t({ message: 'Confirm and sign in', comment: 'Staff sign-in, second step: the submit button' })}
            </Button>
          )}
        </form.Subscribe>
        <Button type="button" variant={ended ? 'primary' : 'secondary'} onClick={onRestart} className="w-full">
          {t({ message: 'Start again with your password', comment: 'Staff sign-in, second step: button back to the e-mail and password' })}
        </Button>
      </div>
    </form>
  )
}
