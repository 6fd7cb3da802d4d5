import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { appConfig } from '../../../app.config'
import { verificationCodeSchema } from '../../contract/orders'
import { PublicError } from '../../lib/errors'
import { fieldErrorsOf } from '../../lib/field-errors'
import { useFieldErrorText } from '../../lib/forms/field-error-text'
import { schemaFieldIssues } from '../../lib/forms/field-issues'
import { formatCountdown, useSecondsUntil } from '../../lib/forms/use-countdown'
import { formatSaudiMobile } from '../../lib/phone'
import { Button } from '../ui/button'
import { Field } from '../ui/field'
import { Notice } from '../ui/notice'
import { OneTimeCodeInput } from '../ui/one-time-code-input'

/** How long a code works, as the configuration (and the server) count it. */
const codeMinutes = appConfig.orderCodeLifetimeSeconds / 60

/** What went wrong with the code, and what the visitor can do about it. */
type Problem =
  /** Next to the code: wrong (with attempts left), not six digits, or too many tries for now. */
  | { kind: 'code'; message: string }
  /** The code ran out: a new one is the way on. */
  | { kind: 'expired'; message: string }
  /** Nothing left to confirm with a code (locked after 5 wrong codes, gone, taken): only starting over helps. */
  | { kind: 'final'; message: string }
  /** Sending or confirming failed for another reason (no connection, the SMS gateway): try again. */
  | { kind: 'other'; message: string }

/** The refusals after which no code can help, unless a flow says otherwise. */
const lockedOrGone = ['code_locked', 'not_found'] as const

function problemOf(error: unknown, unreachable: string, finalCodes: readonly string[]): Problem {
  if (!(error instanceof PublicError)) return { kind: 'other', message: unreachable }
  if (finalCodes.includes(error.code)) return { kind: 'final', message: error.message }
  switch (error.code) {
    case 'code_incorrect':
    case 'rate_limited':
      return { kind: 'code', message: error.message }
    case 'validation_failed':
      return { kind: 'code', message: fieldErrorsOf(error)['code']?.[0] ?? error.message }
    case 'code_expired':
      return { kind: 'expired', message: error.message }
    default:
      return { kind: 'other', message: error.message }
  }
}

export type SmsCodeStepProps = {
  /** The code field's id; the step's title is `<id>-title` and its test id `<id>-step`. */
  id: string
  /** The mobile the code went to, E.164. */
  mobile: string
  /** When the dealer API allows the next code (the first countdown). */
  resendAvailableAt: string
  title: string
  /** Under the title: the reference of what is confirmed, its time. */
  details?: ReactNode
  /** The sent notice's words when the usual ("We sent a 6-digit code … valid for N minutes") do not fit. */
  sentMessage?: ReactNode
  codeLabel: string
  submitLabel: string
  /** Checks the code; a refusal is thrown as a PublicError. */
  verify: (code: string) => Promise<void>
  /** Sends a new code; answers when the one after it is allowed. */
  resend: () => Promise<{ resendAvailableAt: string }>
  /** What to do when the API says the code was already used for this: treated as confirmed. Without it, a refusal like any other. */
  onAlreadyVerified?: () => void
  /** Refusal codes after which only starting over helps (default: locked, not found); the form then gives way to `finalActionLabel`. */
  finalCodes?: readonly string[]
  finalActionLabel?: string
  /** Back to the filled form (or the mobile's field). */
  onStartOver: () => void
  /** Said before the link back ("Wrong mobile number or details?"). */
  startOverPrompt?: string
  startOverLabel: string
}

/**
 * The step where a visitor types the 6-digit code texted to them, the same in every flow that
 * confirms by SMS (orders, trade-in requests, test drives, My orders' sign-in): a wrong code says
 * how many tries are left next to the field, an expired one makes "Resend code" the main action, a
 * lock or a vanished request offers only starting over, and "Resend code" counts down to the
 * moment the dealer API allows it (`resendAvailableAt`, or the wait of a refusal).
 */
export function SmsCodeStep({
  id,
  mobile: e164,
  resendAvailableAt,
  title,
  details,
  sentMessage,
  codeLabel,
  submitLabel,
  verify,
  resend,
  onAlreadyVerified,
  finalCodes = lockedOrGone,
  finalActionLabel,
  onStartOver,
  startOverPrompt,
  startOverLabel,
}: SmsCodeStepProps) {
  const { t } = useLingui()
  const errorText = useFieldErrorText()
  const [code, setCode] = useState('')
  const [problem, setProblem] = useState<Problem | null>(null)
  const [verifying, setVerifying] = useState(false)
  const [resending, setResending] = useState(false)
  const [resent, setResent] = useState(false)
  const [resendAt, setResendAt] = useState(() => Date.parse(resendAvailableAt))
  const resendIn = useSecondsUntil(resendAt)
  const codeInput = useRef<HTMLInputElement>(null)
  const sentNotice = useRef<HTMLDivElement>(null)
  const problemNotice = useRef<HTMLDivElement>(null)
  const unreachable = t`We could not reach the dealer. Please check your connection and try again.`

  useEffect(() => setResendAt(Date.parse(resendAvailableAt)), [resendAvailableAt])
  // A new step, or a new code: say so first (the notice is a status message), then take the code.
  const takeCode = () => {
    sentNotice.current?.scrollIntoView?.({ block: 'nearest' })
    codeInput.current?.focus({ preventScroll: true })
  }
  useEffect(takeCode, [])

  const show = (next: Problem) => {
    setProblem(next)
    if (next.kind === 'code') {
      setCode('')
      codeInput.current?.focus()
    } else {
      requestAnimationFrame(() => problemNotice.current?.focus())
    }
  }

  const submit = async (event: FormEvent) => {
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
      await verify(code)
    } catch (error) {
      if (onAlreadyVerified && error instanceof PublicError && error.code === 'already_verified') {
        onAlreadyVerified()
        return
      }
      show(problemOf(error, unreachable, finalCodes))
    } finally {
      setVerifying(false)
    }
  }

  const sendAgain = async () => {
    if (resending || resendIn > 0) return
    setResending(true)
    setProblem(null)
    try {
      const sent = await resend()
      setResendAt(Date.parse(sent.resendAvailableAt))
      setResent(true)
      setCode('')
      takeCode()
    } catch (error) {
      if (error instanceof PublicError && error.retryAfterSeconds !== undefined) {
        setResendAt(Date.now() + error.retryAfterSeconds * 1000)
      }
      const final = error instanceof PublicError && finalCodes.includes(error.code)
      show({ kind: final ? 'final' : 'other', message: error instanceof PublicError ? error.message : unreachable })
    } finally {
      setResending(false)
    }
  }

  const mobile = formatSaudiMobile(e164)
  const countdown = formatCountdown(resendIn)

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mx-auto max-w-xl space-y-6 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8"
      data-testid={`${id}-step`}
    >
      {/* A locked or vanished request has no code to type: "code sent" would contradict the error below. */}
      {problem?.kind === 'final' ? null : (
        <Notice
          ref={sentNotice}
          tone="success"
          title={
            resent
              ? t`Code has been re-sent.`
              : t({
                  message: 'Code sent successfully.',
                  comment: 'Order code step: notice title after the SMS with the code was sent (spec wording)',
                })
          }
        >
          {sentMessage ?? (
            <Trans>
              We sent a 6-digit code by text message to{' '}
              <bdi dir="ltr" className="font-medium whitespace-nowrap text-ink">
                {mobile}
              </bdi>
              . The code is valid for <Plural value={codeMinutes} one="# minute" other="# minutes" /> from when it was sent.
            </Trans>
          )}
        </Notice>
      )}
      <div>
        <h2 id={`${id}-title`} className="text-xl font-bold text-ink">
          {title}
        </h2>
        {details ? <p className="mt-1 text-ink-soft">{details}</p> : null}
      </div>

      {problem && problem.kind !== 'code' ? (
        <Notice ref={problemNotice} tone="error">
          {problem.message}
        </Notice>
      ) : null}

      {problem?.kind === 'final' && finalActionLabel ? (
        <Button variant="primary" size="lg" onClick={onStartOver}>
          {finalActionLabel}
        </Button>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-5">
          <Field
            label={codeLabel}
            id={id}
            hint={t`Enter the 6 digits from the text message.`}
            error={problem?.kind === 'code' ? problem.message : undefined}
            required
          >
            <OneTimeCodeInput ref={codeInput} name="code" value={code} onChange={setCode} />
          </Field>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" variant="accent" size="lg" loading={verifying}>
              {submitLabel}
            </Button>
            <Button
              variant={problem?.kind === 'expired' ? 'primary' : 'outline'}
              size="lg"
              loading={resending}
              aria-disabled={resendIn > 0 || undefined}
              onClick={() => void sendAgain()}
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
        {startOverPrompt ? <>{startOverPrompt} </> : null}
        <Button variant="link" size="sm" onClick={onStartOver} className="align-baseline">
          {startOverLabel}
        </Button>
      </p>
    </section>
  )
}
