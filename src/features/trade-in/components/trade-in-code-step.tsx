import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { appConfig } from '../../../../app.config'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Notice } from '../../../components/ui/notice'
import { OneTimeCodeInput } from '../../../components/ui/one-time-code-input'
import { ReferenceCode } from '../../../components/ui/reference-code'
import type { CodeResent } from '../../../contract/orders'
import { verificationCodeSchema } from '../../../contract/orders'
import { PublicError } from '../../../lib/errors'
import { fieldErrorsOf } from '../../../lib/field-errors'
import { useFieldErrorText } from '../../../lib/forms/field-error-text'
import { schemaFieldIssues } from '../../../lib/forms/field-issues'
import { formatCountdown, useSecondsUntil } from '../../../lib/forms/use-countdown'
import { useLocale } from '../../../lib/i18n/use-locale'
import { formatSaudiMobile } from '../../../lib/phone'
import type { PendingOrder } from '../../orders/order-flow'
import { resendTradeInCode, verifyTradeIn } from '../trade-in.functions'

const codeMinutes = appConfig.orderCodeLifetimeSeconds / 60

/** Next to the code (wrong, or a limit), for a new code (expired), only a new request (locked), or anything else. */
type Problem = { kind: 'code' | 'expired' | 'final' | 'other'; message: string }

function problemOf(error: unknown, unreachable: string): Problem {
  if (!(error instanceof PublicError)) return { kind: 'other', message: unreachable }
  switch (error.code) {
    case 'code_incorrect':
    case 'rate_limited':
      return { kind: 'code', message: error.message }
    case 'validation_failed':
      return { kind: 'code', message: fieldErrorsOf(error)['code']?.[0] ?? error.message }
    case 'code_expired':
      return { kind: 'expired', message: error.message }
    case 'code_locked':
    case 'not_found':
      return { kind: 'final', message: error.message }
    default:
      return { kind: 'other', message: error.message }
  }
}

/**
 * The request's SMS code, with the rules of an order's (decision 0102): how many tries are left
 * after a wrong code, a new code once the countdown allows it, a new request once it is locked.
 */
export function TradeInCodeStep({
  request,
  onVerified,
  onResent,
  onStartOver,
}: {
  request: PendingOrder
  onVerified: (reference: string) => void
  onResent: (codeState: CodeResent) => void
  onStartOver: () => void
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const errorText = useFieldErrorText()
  const [code, setCode] = useState('')
  const [problem, setProblem] = useState<Problem | null>(null)
  const [verifying, setVerifying] = useState(false)
  const [resending, setResending] = useState(false)
  const [resendAt, setResendAt] = useState(() => Date.parse(request.resendAvailableAt))
  const resendIn = useSecondsUntil(resendAt)
  const codeInput = useRef<HTMLInputElement>(null)
  const problemNotice = useRef<HTMLDivElement>(null)
  const unreachable = t`We could not reach the dealer. Please check your connection and try again.`

  useEffect(() => setResendAt(Date.parse(request.resendAvailableAt)), [request.resendAvailableAt])
  useEffect(() => codeInput.current?.focus({ preventScroll: true }), [request.expiresAt])

  const verify = async (event: FormEvent) => {
    event.preventDefault()
    if (verifying) return
    const mistake = schemaFieldIssues(verificationCodeSchema, code)?.['']
    if (mistake) {
      setProblem({ kind: 'code', message: errorText(mistake) ?? '' })
      codeInput.current?.focus()
      return
    }
    setVerifying(true)
    setProblem(null)
    try {
      const verified = await verifyTradeIn({
        data: { locale, reference: request.reference, verification: { code, mobile: request.mobile } },
      })
      onVerified(verified.reference)
    } catch (error) {
      if (error instanceof PublicError && error.code === 'already_verified') {
        onVerified(request.reference)
        return
      }
      const next = problemOf(error, unreachable)
      setProblem(next)
      if (next.kind === 'code') {
        setCode('')
        codeInput.current?.focus()
      } else {
        requestAnimationFrame(() => problemNotice.current?.focus())
      }
    } finally {
      setVerifying(false)
    }
  }

  const resend = async () => {
    if (resending || resendIn > 0) return
    setResending(true)
    setProblem(null)
    try {
      const codeState = await resendTradeInCode({ data: { locale, reference: request.reference, resend: { mobile: request.mobile } } })
      setCode('')
      onResent(codeState)
    } catch (error) {
      if (error instanceof PublicError && error.retryAfterSeconds !== undefined) setResendAt(Date.now() + error.retryAfterSeconds * 1000)
      const final = error instanceof PublicError && (error.code === 'code_locked' || error.code === 'not_found')
      setProblem({ kind: final ? 'final' : 'other', message: error instanceof PublicError ? error.message : unreachable })
      requestAnimationFrame(() => problemNotice.current?.focus())
    } finally {
      setResending(false)
    }
  }

  const mobile = formatSaudiMobile(request.mobile)
  const countdown = formatCountdown(resendIn)
  const reference = request.reference
  return (
    <section
      aria-labelledby="trade-in-code-title"
      className="mx-auto max-w-xl space-y-6 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8"
    >
      {problem?.kind === 'final' ? null : (
        <Notice
          tone="success"
          title={
            request.resent
              ? t`Code has been re-sent.`
              : t({
                  message: 'Code sent successfully.',
                  comment: 'Order code step: notice title after the SMS with the code was sent (spec wording)',
                })
          }
        >
          <Trans>
            We sent a 6-digit code by text message to{' '}
            <bdi dir="ltr" className="font-medium whitespace-nowrap text-ink">
              {mobile}
            </bdi>
            . The code is valid for <Plural value={codeMinutes} one="# minute" other="# minutes" /> from when it was sent.
          </Trans>
        </Notice>
      )}
      <div>
        <h2 id="trade-in-code-title" className="text-xl font-bold text-ink">
          {t({ message: 'Confirm your valuation request', comment: '“Value my car” code step: heading above the code entry' })}
        </h2>
        <p className="mt-1 text-ink-soft">
          <Trans>
            Request reference: <ReferenceCode className="font-medium text-ink">{reference}</ReferenceCode>
          </Trans>
        </p>
      </div>
      {problem && problem.kind !== 'code' ? (
        <Notice ref={problemNotice} tone="error">
          {problem.message}
        </Notice>
      ) : null}
      {problem?.kind === 'final' ? (
        <Button variant="primary" size="lg" onClick={onStartOver}>
          {t({ message: 'Start a new request', comment: '“Value my car” code step: back to the form after the request was locked' })}
        </Button>
      ) : (
        <form noValidate onSubmit={verify} className="space-y-5">
          <Field
            label={t({ message: 'Confirmation code', comment: '“Value my car” code step: label of the 6-digit code field' })}
            id="trade-in-code"
            hint={t`Enter the 6 digits from the text message.`}
            error={problem?.kind === 'code' ? problem.message : undefined}
            required
          >
            <OneTimeCodeInput ref={codeInput} name="code" value={code} onChange={setCode} />
          </Field>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" variant="accent" size="lg" loading={verifying}>
              {t({ message: 'Confirm request', comment: '“Value my car” code step: button that checks the code' })}
            </Button>
            <Button
              variant={problem?.kind === 'expired' ? 'primary' : 'outline'}
              size="lg"
              loading={resending}
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
      )}
      <p className="border-t border-line pt-4 text-sm text-ink-soft">
        {t`Wrong mobile number or details?`}{' '}
        <Button variant="link" size="sm" onClick={onStartOver} className="align-baseline">
          {t({
            message: 'Change your request',
            comment: '“Value my car” code step: link back to the filled form, after “Wrong mobile number or details?”',
          })}
        </Button>
      </p>
    </section>
  )
}
