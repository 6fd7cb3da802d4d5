import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { appConfig } from '../../../../app.config'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Notice } from '../../../components/ui/notice'
import { ReferenceCode } from '../../../components/ui/reference-code'
import { OneTimeCodeInput } from '../../../components/ui/one-time-code-input'
import { PublicError } from '../../../lib/errors'
import { fieldErrorsOf } from '../../../lib/field-errors'
import { formatCountdown, useSecondsUntil } from '../../../lib/forms/use-countdown'
import { useFieldErrorText } from '../../../lib/forms/field-error-text'
import { useLocale } from '../../../lib/i18n/use-locale'
import { formatSaudiMobile } from '../../../lib/phone'
import { schemaFieldIssues } from '../../../lib/forms/field-issues'
import { verificationCodeSchema } from '../../../contract/orders'
import { resendOrderCode, verifyOrder } from '../orders.functions'
import type { CodeResent, OrderSummary } from '../../../contract/orders'
import type { PendingOrder } from '../order-flow'

/** How long the code works, as the configuration (and the server) count it. */
const codeMinutes = appConfig.orderCodeLifetimeSeconds / 60

/** What went wrong with the code, and what the visitor can do about it. */
type Problem =
  /** Next to the code: wrong (with attempts left), not six digits, or too many tries for now. */
  | { kind: 'code'; message: string }
  /** The code ran out: a new one is the way on. */
  | { kind: 'expired'; message: string }
  /** Locked after 5 wrong codes, or the order is gone: only a new order helps. */
  | { kind: 'final'; message: string }
  /** Sending or confirming failed for another reason (no connection, the SMS gateway): try again. */
  | { kind: 'other'; message: string }

/**
 * The second step of an order: the 6-digit code sent by SMS. A wrong code says how many tries
 * are left; an expired one offers a new code; a locked order a new order. "Resend code" counts
 * down to the moment the dealer API allows it (`resendAvailableAt`, or the wait of a refusal).
 */
export function OrderCodeStep({
  order,
  onVerified,
  onResent,
  onStartOver,
  staff,
}: {
  order: PendingOrder
  onVerified: (reference: string, summary?: OrderSummary) => void
  onResent: (codeState: CodeResent) => void
  /** Back to the form, with what was typed. */
  onStartOver: () => void
  /**
   * A staff member typing the code the buyer reads out (decision 0092): the staff API's calls, and
   * the heading said to the staff member.
   */
  staff?: {
    title: string
    verify: (code: string) => Promise<{ reference: string; summary?: OrderSummary }>
    resend: () => Promise<CodeResent>
  }
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const errorText = useFieldErrorText()
  const [code, setCode] = useState('')
  const [problem, setProblem] = useState<Problem | null>(null)
  const [verifying, setVerifying] = useState(false)
  const [resending, setResending] = useState(false)
  const [resendAt, setResendAt] = useState(() => Date.parse(order.resendAvailableAt))
  const resendIn = useSecondsUntil(resendAt)
  const codeInput = useRef<HTMLInputElement>(null)
  const sentNotice = useRef<HTMLDivElement>(null)
  const problemNotice = useRef<HTMLDivElement>(null)
  const unreachable = t`We could not reach the dealer. Please check your connection and try again.`

  useEffect(() => setResendAt(Date.parse(order.resendAvailableAt)), [order.resendAvailableAt])
  // A new step, or a new code: say so first (the notice is a status message), then take the code.
  useEffect(() => {
    sentNotice.current?.scrollIntoView?.({ block: 'nearest' })
    codeInput.current?.focus({ preventScroll: true })
  }, [order.expiresAt])

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
      const verified = staff
        ? await staff.verify(code)
        : await verifyOrder({ data: { locale, reference: order.reference, verification: { code, mobile: order.mobile } } })
      onVerified(verified.reference, verified.summary)
    } catch (error) {
      if (error instanceof PublicError && error.code === 'already_verified') {
        onVerified(order.reference)
        return
      }
      const next = verifyProblem(error, unreachable)
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
      const codeState = staff
        ? await staff.resend()
        : await resendOrderCode({ data: { locale, reference: order.reference, resend: { mobile: order.mobile } } })
      setCode('')
      onResent(codeState)
    } catch (error) {
      if (error instanceof PublicError && error.retryAfterSeconds !== undefined) {
        setResendAt(Date.now() + error.retryAfterSeconds * 1000)
      }
      const locked = error instanceof PublicError && (error.code === 'code_locked' || error.code === 'not_found')
      setProblem({ kind: locked ? 'final' : 'other', message: error instanceof PublicError ? error.message : unreachable })
      requestAnimationFrame(() => problemNotice.current?.focus())
    } finally {
      setResending(false)
    }
  }

  const mobile = formatSaudiMobile(order.mobile)
  const countdown = formatCountdown(resendIn)
  const reference = order.reference
  const codeError = problem?.kind === 'code' ? problem.message : undefined

  return (
    <section
      aria-labelledby="order-code-title"
      className="mx-auto max-w-xl space-y-6 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8"
    >
      {/* A locked or vanished order has no code to type: "code sent" would contradict the error below. */}
      {problem?.kind === 'final' ? null : (
        <Notice
          ref={sentNotice}
          tone="success"
          title={
            order.resent
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
        <h2 id="order-code-title" className="text-xl font-bold text-ink">
          {staff?.title ?? t({ message: 'Confirm your order', comment: 'Order code step: heading above the code entry' })}
        </h2>
        <p className="mt-1 text-ink-soft">
          <Trans>
            Order reference: <ReferenceCode className="font-medium text-ink">{reference}</ReferenceCode>
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
          {t`Start a new order`}
        </Button>
      ) : (
        <form noValidate onSubmit={verify} className="space-y-5">
          <Field
            label={t({ message: 'Verification code', comment: 'Order code step: label of the 6-digit code field' })}
            id="order-code"
            hint={t`Enter the 6 digits from the text message.`}
            error={codeError}
            required
          >
            <OneTimeCodeInput ref={codeInput} name="code" value={code} onChange={setCode} />
          </Field>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" variant="accent" size="lg" loading={verifying}>
              {t({ message: 'Confirm order', comment: 'Order code step: button that checks the code' })}
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
            message: 'Change your order',
            comment: 'Order code step: link back to the filled form, after "Wrong mobile number or details?"',
          })}
        </Button>
      </p>
    </section>
  )
}

/** The verification's refusal as the visitor should see it. */
function verifyProblem(error: unknown, unreachable: string): Problem {
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
