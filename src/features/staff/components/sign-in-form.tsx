import { useState } from 'react'
import { useNavigate, useRouter, useHydrated } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { ErrorSummary } from '../../../components/ui/error-summary'
import { FormFailureNotice } from '../../../components/ui/form-failure-notice'
import { staffSignInSchema, type StaffMember, type StaffSignInInput } from '../../../contract/staff'
import { useContractForm } from '../../../components/forms/use-contract-form'
import { useLocale, useLocaleParam } from '../../../lib/i18n/use-locale'
import { signInStaff } from '../staff-session.functions'
import { SecondFactorCodeForm } from './second-factor-code-form'

const signInDefaults: StaffSignInInput = { email: '', password: '' }

/**
 * E-mail and password. A wrong password and an unknown address get the same sentence; after five
 * failures the address is locked for a while and the form counts down. The password is never kept
 * in the tab's draft.
 */
export function SignInForm({ returnPath }: { returnPath: string | undefined }) {
  const { t } = useLingui()
  // Sent before the page's script runs, the form would post to the page itself, which takes no POST.
  const hydrated = useHydrated()
  const locale = useLocale()
  const localeParam = useLocaleParam()
  const navigate = useNavigate()
  const router = useRouter()
  // After a right password of an account with a second factor: the code step (decision 0093).
  const [codeStep, setCodeStep] = useState(false)
  const signedIn = async (staff: StaffMember) => {
    // The next page loads afresh, not from a match remembered as "signed out". Not invalidate():
    // that reloads this page, whose guard then redirects on its own, and the navigation below
    // would land after it, pulling back a staff member who had already clicked on.
    router.clearCache()
    if (staff.mustChangePassword) await navigate({ to: '/{-$locale}/staff/password', params: { locale: localeParam } })
    else if (staff.mustEnrolSecondFactor) await navigate({ to: '/{-$locale}/staff/second-factor', params: { locale: localeParam } })
    else if (returnPath) await router.history.push(returnPath)
    else await navigate({ to: '/{-$locale}/staff', params: { locale: localeParam } })
  }
  const { form, formProps, summary, failure } = useContractForm({
    formId: 'staff-sign-in',
    defaultValues: signInDefaults,
    schema: staffSignInSchema,
    toInput: (values: StaffSignInInput) => values,
    draftOmit: ['password'],
    send: (credentials) => signInStaff({ data: { locale, credentials } }),
    onSuccess: async (answer) => {
      if ('secondFactor' in answer) setCodeStep(true)
      else await signedIn(answer)
    },
  })

  if (codeStep) {
    return (
      <SecondFactorCodeForm
        onSignedIn={signedIn}
        onRestart={() => {
          form.setFieldValue('password', '')
          setCodeStep(false)
        }}
      />
    )
  }

  return (
    <form {...formProps} aria-labelledby="staff-sign-in-title" className="mx-auto max-w-md space-y-6" data-testid="staff-sign-in">
      <h2 id="staff-sign-in-title" className="sr-only">
        {t`Staff sign-in`}
      </h2>
      <ErrorSummary errors={summary} />
      <div className="space-y-5 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8">
        <form.AppField name="email">
          {(field) => (
            <field.TextField
              label={t({ message: 'Work email', comment: 'Staff sign-in: label of the e-mail address field' })}
              required
              preset="email"
              autoComplete="username"
            />
          )}
        </form.AppField>
        <form.AppField name="password">
          {(field) => (
            <field.TextField
              label={t({ message: 'Password', comment: 'Staff sign-in: label of the password field' })}
              required
              type="password"
              autoComplete="current-password"
              dir="ltr"
              maxLength={128}
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
            <Button type="submit" size="lg" loading={busy} disabled={!hydrated} className="w-full">
              {t({ message: 'Sign in', comment: 'Staff sign-in: the submit button' })}
            </Button>
          )}
        </form.Subscribe>
      </div>
    </form>
  )
}
