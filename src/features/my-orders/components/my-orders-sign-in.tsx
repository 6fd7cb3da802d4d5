import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { FormPreamble } from '../../../components/forms/form-preamble'
import { useContractForm } from '../../../components/forms/use-contract-form'
import { Button } from '../../../components/ui/button'
import { FormFailureNotice } from '../../../components/ui/form-failure-notice'
import { buyerSignInCodeRequestSchema, type BuyerSignInCodeSent } from '../../../contract/buyer-orders'
import { useLocale } from '../../../lib/i18n/use-locale'
import { toSaudiMobileE164 } from '../../../lib/phone'
import { sendMyOrdersCode } from '../my-orders.functions'
import { MyOrdersCodeStep } from './my-orders-code-step'

export const myOrdersSignInFormId = 'my-orders-sign-in'

/** The code on its way to this mobile (E.164), and whether it replaced an earlier one. */
export type PendingSignIn = BuyerSignInCodeSent & { mobile: string; resent: boolean }

/**
 * Signing in to "My orders": the mobile the orders were placed with, then the code texted to it.
 * No password and no account: the mobile is the key, proven by the code (decision 0099).
 */
export function MyOrdersSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useLingui()
  const locale = useLocale()
  const [pending, setPending] = useState<PendingSignIn | null>(null)

  const { form, formProps, summary, failure } = useContractForm({
    formId: myOrdersSignInFormId,
    defaultValues: { mobile: '' },
    schema: buyerSignInCodeRequestSchema,
    toInput: (values) => values,
    keepDraftAfterSuccess: true,
    send: (request) => sendMyOrdersCode({ data: { locale, request } }),
    onSuccess: (sent, values) => setPending({ ...sent, mobile: toSaudiMobileE164(values.mobile) ?? values.mobile, resent: false }),
  })

  if (pending) {
    return (
      <MyOrdersCodeStep
        pending={pending}
        onResent={(sent) => setPending({ ...pending, ...sent, resent: true })}
        onSignedIn={onSignedIn}
        onStartOver={() => setPending(null)}
      />
    )
  }

  return (
    <form
      {...formProps}
      aria-labelledby="my-orders-sign-in-title"
      className="mx-auto max-w-xl space-y-5 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8"
    >
      <div>
        <h2 id="my-orders-sign-in-title" className="text-xl font-bold text-ink">
          {t({
            message: 'Sign in with your mobile',
            comment: 'My orders: heading of the sign-in form (mobile number, then a code by SMS)',
          })}
        </h2>
        <p className="mt-1 text-ink-soft">{t`Enter the mobile number you ordered with. We will text it a code: no password is needed.`}</p>
      </div>
      <FormPreamble summary={summary} />
      <form.AppField name="mobile">
        {(field) => (
          <field.TextField
            label={t({ message: 'Mobile number', comment: 'My orders sign-in: the mobile number the orders were placed with' })}
            required
            preset="mobile"
            placeholder={t`Enter Mobile Number`}
          />
        )}
      </form.AppField>
      {failure ? (
        <FormFailureNotice
          key={`${failure.code}:${failure.message}`}
          message={failure.message}
          retryAfterSeconds={failure.retryAfterSeconds}
        />
      ) : null}
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(busy) => (
          <Button type="submit" variant="accent" size="lg" loading={busy} className="w-full sm:w-auto">
            {t({ message: 'Send me a code', comment: 'My orders sign-in: button that texts a sign-in code to the mobile' })}
          </Button>
        )}
      </form.Subscribe>
    </form>
  )
}
