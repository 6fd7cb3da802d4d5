import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { appConfig } from '../../../../app.config'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Notice } from '../../../components/ui/notice'
import { OneTimeCodeInput } from '../../../components/ui/one-time-code-input'
import { verificationCodeSchema } from '../../../contract/orders'
import type { BuyerSignInCodeSent } from '../../../contract/buyer-orders'
import { PublicError } from '../../../lib/errors'
import { fieldErrorsOf } from '../../../lib/field-errors'
import { formatCountdown, useSecondsUntil } from '../../../lib/forms/use-countdown'
import { useFieldErrorText } from '../../../lib/forms/field-error-text'
import { schemaFieldIssues } from '../../../lib/forms/field-issues'
import { useLocale } from '../../../lib/i18n/use-locale'
import { formatSaudiMobile } from '../../../lib/phone'
import { sendMyOrdersCode, signInToMyOrders } from '../my-orders.functions'
import type { PendingSignIn } from './my-orders-sign-in'

const codeMinutes = appConfig.orderCodeLifetimeSeconds / 60

/**
 * The sign-in's code step, with the order code step's manners: a wrong code says how many tries
 * are left, "Resend code" counts down to when a new one is allowed, and a lock says how long to wait.
 * It never says whether the mobile has ordered: the code only reaches a mobile that has.
 */
export function MyOrdersCodeStep({
  pending,
  onResent,
  onSignedIn,
  onStartOver,
}: {
  pending: PendingSignIn
  onResent: (sent: BuyerSignInCodeSent) => void
  onSignedIn: () => void
  onStartOver: () => void
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const errorText = useFieldErrorText()
  const [code, setCode] = useState('')
  const [codeError, setCodeError] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null)
  const [resendAt, setResendAt] = useState(() => Date.parse(pending.resendAvailableAt))
  const resendIn = useSecondsUntil(resendAt)
  const codeInput = useRef<HTMLInputElement>(null)
  const problemNotice = useRef<HTMLDivElement>(null)
  const unreachable = t`We could not reach the dealer. Please check your connection and try again.`

  useEffect(() => setResendAt(Date.parse(pending.resendAvailableAt)), [pending.resendAvailableAt])
  useEffect(() => codeInput.current?.focus(), [pending.expiresAt])

  const showProblem = (message: string) => {
    setProblem(message)
    requestAnimationFrame(() => problemNotice.current?.focus())
  }

  const verify = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const mistake = schemaFieldIssues(verificationCodeSchema, code)?.['']
    if (mistake) {
      setCodeError(errorText(mistake) ?? '')
      codeInput.current?.focus()
      return
    }
    setBusy('verify')
    setCodeError(null)
    setProblem(null)
    try {
      await signInToMyOrders({ data: { locale, signIn: { mobile: pending.mobile, code } } })
      onSignedIn()
    } catch (error) {
      if (error instanceof PublicError && ['code_incorrect', 'validation_failed', 'rate_limited'].includes(error.code)) {
        setCodeError(fieldErrorsOf(error)['code']?.[0] ?? error.message)
        setCode('')
        codeInput.current?.focus()
      } else {
        showProblem(error instanceof PublicError ? error.message : unreachable)
      }
    } finally {
      setBusy(null)
    }
  }

  const resend = async () => {
    if (busy || resendIn > 0) return
    setBusy('resend')
    setProblem(null)
    setCodeError(null)
    try {
      const sent = await sendMyOrdersCode({ data: { locale, request: { mobile: pending.mobile } } })
      setCode('')
      onResent(sent)
    } catch (error) {
      if (error instanceof PublicError && error.retryAfterSeconds !== undefined) setResendAt(Date.now() + error.retryAfterSeconds * 1000)
      showProblem(error instanceof PublicError ? error.message : unreachable)
    } finally {
      setBusy(null)
    }
  }

  const mobile = formatSaudiMobile(pending.mobile)
  const countdown = formatCountdown(resendIn)

  return (
    <section
      aria-labelledby="my-orders-code-title"
      className="mx-auto max-w-xl space-y-6 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8"
    >
      <Notice
        tone="success"
        title={
          pending.resent
            ? t`Code has been re-sent.`
            : t({
                message: 'Code sent successfully.',
                comment: 'Order code step: notice title after the SMS with the code was sent (spec wording)',
              })
        }
      >
        <Trans>
          If an order was confirmed with{' '}
          <bdi dir="ltr" className="font-medium whitespace-nowrap text-ink">
            {mobile}
          </bdi>
          , we have texted it a 6-digit sign-in code. The code is valid for <Plural value={codeMinutes} one="# minute" other="# minutes" />.
        </Trans>
      </Notice>
      <h2 id="my-orders-code-title" className="text-xl font-bold text-ink">
        {t({ message: 'Enter your sign-in code', comment: 'My orders: heading of the step where the SMS sign-in code is typed' })}
      </h2>
      {problem ? (
        <Notice ref={problemNotice} tone="error">
          {problem}
        </Notice>
      ) : null}
      <form noValidate onSubmit={verify} className="space-y-5">
        <Field
          label={t({ message: 'Sign-in code', comment: 'My orders: label of the 6-digit code field (the code texted to sign in)' })}
          id="my-orders-code"
          hint={t`Enter the 6 digits from the text message.`}
          error={codeError ?? undefined}
          required
        >
          <OneTimeCodeInput ref={codeInput} name="code" value={code} onChange={setCode} />
        </Field>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="accent" size="lg" loading={busy === 'verify'}>
            {t({ message: 'Sign in', comment: 'My orders: button that checks the sign-in code and opens the orders' })}
          </Button>
          <Button
            variant="outline"
            size="lg"
            loading={busy === 'resend'}
            aria-disabled={resendIn > 0 || undefined}
            onClick={() => void resend()}
          >
            {resendIn > 0 ? (
              <span>
                <Trans>
                  Resend code in{' '}
                  <span dir="ltr" className="tabular-nums">
                    {countdown}
                  </span>
                </Trans>
              </span>
            ) : (
              t({ message: 'Resend code', comment: 'Order code step: button that sends a new code by SMS' })
            )}
          </Button>
        </div>
      </form>
      <p className="border-t border-line pt-4 text-sm text-ink-soft">
        {t({ message: 'No text message?', comment: 'My orders code step: before the link back to the mobile number' })}{' '}
        <Button variant="link" size="sm" onClick={onStartOver} className="align-baseline">
          {t({ message: 'Use another mobile number', comment: 'My orders code step: link back to the mobile number field' })}
        </Button>
      </p>
    </section>
  )
}
