import { useState } from 'react'
import { Trans } from '@lingui/react/macro'
import { formatCountdown, useSecondsUntil } from '../../lib/forms/use-countdown'
import { Notice } from './notice'

/**
 * A refusal that names no field, next to the submit button: the server's sentence (already in
 * the visitor's language) and, for a rate limit, a countdown to when sending again is allowed.
 * The countdown is not part of the alert, so it is not read out every second.
 */
export function FormFailureNotice({ message, retryAfterSeconds }: { message: string; retryAfterSeconds?: number }) {
  const [until] = useState(() => (retryAfterSeconds ? Date.now() + retryAfterSeconds * 1000 : null))
  const left = useSecondsUntil(until)
  const countdown = formatCountdown(left)
  return (
    <div className="space-y-1">
      <Notice tone="error">{message}</Notice>
      {left > 0 ? (
        <p className="text-sm text-ink-soft" data-testid="retry-countdown">
          <Trans>
            You can send again in{' '}
            <span dir="ltr" className="tabular-nums">
              {countdown}
            </span>
          </Trans>
        </p>
      ) : null}
    </div>
  )
}
