import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Notice } from '../../../components/ui/notice'
import { OneTimeCodeInput } from '../../../components/ui/one-time-code-input'
import { ReferenceCode } from '../../../components/ui/reference-code'
import { verificationCodeSchema } from '../../../contract/orders'
import type { TestDriveView } from '../../../contract/test-drives'
import { PublicError } from '../../../lib/errors'
import { fieldErrorsOf } from '../../../lib/field-errors'
import { useFieldErrorText } from '../../../lib/forms/field-error-text'
import { schemaFieldIssues } from '../../../lib/forms/field-issues'
import { formatCountdown, useSecondsUntil } from '../../../lib/forms/use-countdown'
import { formatDateTime } from '../../../lib/format'
import { useLocale } from '../../../lib/i18n/use-locale'
import { formatSaudiMobile } from '../../../lib/phone'
import { resendTestDriveCode, verifyTestDrive } from '../test-drives.functions'
import type { BookedDrive } from './test-drive-form'

/**
 * The booking's code step, under the order code's rules: a wrong code says how many tries are
 * left, an expired one offers a new code, a locked booking (or a seat lost after its hold) a new
 * booking. "Resend code" counts down to when the API allows it.
 */
export function TestDriveCodeStep({
  booked,
  onVerified,
  onStartOver,
}: {
  booked: BookedDrive
  onVerified: (view: TestDriveView) => void
  onStartOver: () => void
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const errorText = useFieldErrorText()
  const [code, setCode] = useState('')
  const [problem, setProblem] = useState<{ message: string; final: boolean; nextToCode: boolean } | null>(null)
  const [busy, setBusy] = useState(false)
  const [resent, setResent] = useState(false)
  const [resendAt, setResendAt] = useState(() => Date.parse(booked.resendAvailableAt))
  const resendIn = useSecondsUntil(resendAt)
  const codeInput = useRef<HTMLInputElement>(null)
  const unreachable = t`We could not reach the dealer. Please check your connection and try again.`

  useEffect(() => codeInput.current?.focus({ preventScroll: true }), [])

  const verify = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const mistake = schemaFieldIssues(verificationCodeSchema, code)?.['']
    if (mistake) {
      setProblem({ message: errorText(mistake) ?? '', final: false, nextToCode: true })
      codeInput.current?.focus()
      return
    }
    setBusy(true)
    setProblem(null)
    try {
      onVerified(await verifyTestDrive({ data: { locale, reference: booked.reference, verification: { code, mobile: booked.mobile } } }))
    } catch (error) {
      if (!(error instanceof PublicError)) {
        setProblem({ message: unreachable, final: false, nextToCode: false })
        return
      }
      const final = ['code_locked', 'not_found', 'conflict', 'already_verified'].includes(error.code)
      const nextToCode = ['code_incorrect', 'rate_limited', 'validation_failed'].includes(error.code)
      setProblem({ message: fieldErrorsOf(error)['code']?.[0] ?? error.message, final, nextToCode })
      if (nextToCode) {
        setCode('')
        codeInput.current?.focus()
      }
    } finally {
      setBusy(false)
    }
  }

  const resend = async () => {
    if (busy || resendIn > 0) return
    setBusy(true)
    setProblem(null)
    try {
      const state = await resendTestDriveCode({ data: { locale, reference: booked.reference, resend: { mobile: booked.mobile } } })
      setResendAt(Date.parse(state.resendAvailableAt))
      setResent(true)
      setCode('')
      codeInput.current?.focus()
    } catch (error) {
      if (error instanceof PublicError && error.retryAfterSeconds !== undefined) setResendAt(Date.now() + error.retryAfterSeconds * 1000)
      const final = error instanceof PublicError && (error.code === 'code_locked' || error.code === 'not_found')
      setProblem({ message: error instanceof PublicError ? error.message : unreachable, final, nextToCode: false })
    } finally {
      setBusy(false)
    }
  }

  const mobile = formatSaudiMobile(booked.mobile)
  const when = formatDateTime(booked.startsAt, locale)
  const reference = booked.reference
  const countdown = formatCountdown(resendIn)
  return (
    <section
      aria-labelledby="test-drive-code-title"
      className="mx-auto max-w-xl space-y-6 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8"
      data-testid="test-drive-code-step"
    >
      {problem?.final ? null : (
        <Notice tone="success" title={resent ? t`Code has been re-sent.` : t`Code sent successfully.`}>
          <Trans>
            We sent a 6-digit code by text message to{' '}
            <bdi dir="ltr" className="font-medium whitespace-nowrap text-ink">
              {mobile}
            </bdi>
            . Your time is held for you while you type it.
          </Trans>
        </Notice>
      )}
      <div>
        <h2 id="test-drive-code-title" className="text-xl font-bold text-ink">
          {t({ message: 'Confirm your test drive', comment: 'Test drive code step: heading above the code entry' })}
        </h2>
        <p className="mt-1 text-ink-soft">
          <Trans>
            Booking reference: <ReferenceCode className="font-medium text-ink">{reference}</ReferenceCode> · <bdi>{when}</bdi>
          </Trans>
        </p>
      </div>
      {problem && !problem.nextToCode ? <Notice tone="error">{problem.message}</Notice> : null}
      {problem?.final ? (
        <Button variant="primary" size="lg" onClick={onStartOver}>
          {t({ message: 'Choose another time', comment: 'Test drive code step: back to the booking form after a refusal' })}
        </Button>
      ) : (
        <form noValidate onSubmit={verify} className="space-y-5">
          <Field
            label={t({ message: 'Confirmation code', comment: 'Test drive code step: label of the 6-digit code field' })}
            id="test-drive-code"
            hint={t`Enter the 6 digits from the text message.`}
            error={problem?.nextToCode ? problem.message : undefined}
            required
          >
            <OneTimeCodeInput ref={codeInput} name="code" value={code} onChange={setCode} />
          </Field>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" variant="accent" size="lg" loading={busy}>
              {t({ message: 'Confirm the test drive', comment: 'Test drive code step: button that checks the code' })}
            </Button>
            <Button variant="outline" size="lg" aria-disabled={resendIn > 0 || undefined} onClick={() => void resend()}>
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
        <Button variant="link" size="sm" onClick={onStartOver} className="align-baseline">
          {t({ message: 'Change the time or your details', comment: 'Test drive code step: link back to the filled booking form' })}
        </Button>
      </p>
    </section>
  )
}
