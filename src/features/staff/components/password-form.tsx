import { useNavigate, useRouter, useHydrated } from '@tanstack/react-router'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { ErrorSummary } from '../../../components/ui/error-summary'
import { FormFailureNotice } from '../../../components/ui/form-failure-notice'
import { Notice } from '../../../components/ui/notice'
import { staffPasswordChangeSchema, staffPasswordLimits, type StaffPasswordChangeInput } from '../../../contract/staff'
import { useContractForm } from '../../../components/forms/use-contract-form'
import { useLocale, useLocaleParam } from '../../../lib/i18n/use-locale'
import { notifySuccess } from '../../../lib/notify'
import { changeStaffPassword } from '../staff-session.functions'

const passwordDefaults: StaffPasswordChangeInput = { currentPassword: '', newPassword: '' }

/** The current password and a new one; every other session of the account ends with the change. */
export function PasswordForm({ firstSignIn }: { firstSignIn: boolean }) {
  const { t } = useLingui()
  // Sent before the page's script runs, the form would post to the page itself, which takes no POST.
  const hydrated = useHydrated()
  const locale = useLocale()
  const localeParam = useLocaleParam()
  const navigate = useNavigate()
  const router = useRouter()
  const { form, formProps, summary, failure } = useContractForm({
    formId: 'staff-password',
    defaultValues: passwordDefaults,
    schema: staffPasswordChangeSchema,
    toInput: (values: StaffPasswordChangeInput) => values,
    draftOmit: ['currentPassword', 'newPassword'],
    send: (passwords) => changeStaffPassword({ data: { locale, passwords } }),
    onSuccess: async () => {
      form.reset()
      notifySuccess(t`Your password has been changed.`, { description: t`You have been signed out on your other devices.` })
      await router.invalidate()
      await navigate({ to: '/{-$locale}/staff', params: { locale: localeParam } })
    },
  })

  return (
    <form {...formProps} aria-labelledby="staff-password-title" className="max-w-md space-y-6">
      <h2 id="staff-password-title" className="sr-only">
        {t`Change password`}
      </h2>
      {firstSignIn ? (
        <Notice tone="info">{t`You signed in with a one-time password. Please choose your own password to continue.`}</Notice>
      ) : null}
      <ErrorSummary errors={summary} />
      <div className="space-y-5 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8">
        <form.AppField name="currentPassword">
          {(field) => (
            <field.TextField
              label={t({ message: 'Current password', comment: 'Staff password change: label of the field for the password in use now' })}
              required
              type="password"
              autoComplete="current-password"
              dir="ltr"
              maxLength={128}
            />
          )}
        </form.AppField>
        <form.AppField name="newPassword">
          {(field) => (
            <field.TextField
              label={t({ message: 'New password', comment: 'Staff password change: label of the field for the new password' })}
              hint={t`At least ${plural(staffPasswordLimits.minLength, { one: '# character', other: '# characters' })}. A few unrelated words are easy to remember and hard to guess.`}
              required
              type="password"
              autoComplete="new-password"
              dir="ltr"
              maxLength={128}
            />
          )}
        </form.AppField>
      </div>
      <div className="space-y-4">
        {failure ? <FormFailureNotice key={`${failure.code}:${failure.message}`} message={failure.message} /> : null}
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(busy) => (
            <Button type="submit" size="lg" loading={busy} disabled={!hydrated}>
              {t({ message: 'Change password', comment: 'Staff password change: the submit button' })}
            </Button>
          )}
        </form.Subscribe>
      </div>
    </form>
  )
}
