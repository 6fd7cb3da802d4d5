import { useEffect, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { formatNumber } from '../../../lib/format'
import { useLocale } from '../../../lib/i18n/use-locale'

/** How long typing must pause before a screen reader hears the count. */
const announceAfterMs = 1_000

/**
 * Characters used of the message's limit, counted as the contract counts them (without the
 * spaces around the text). Seen as "1,234 / 5,000", in red past the limit; a screen reader hears
 * the count once typing pauses, not at every key.
 */
export function MessageCounter({ text, max }: { text: string; max: number }) {
  const { t } = useLingui()
  const locale = useLocale()
  const used = text.trim().length
  const over = used > max
  const count = formatNumber(used, locale)
  const limit = formatNumber(max, locale)
  const [announced, setAnnounced] = useState('')
  const sentence = t({
    message: `${count} of ${limit} characters used.`,
    comment: 'Contact form: read by screen readers after typing pauses in the message field',
  })
  useEffect(() => {
    if (used === 0) return
    const timer = setTimeout(() => setAnnounced(sentence), announceAfterMs)
    return () => clearTimeout(timer)
  }, [sentence, used])
  return (
    <>
      <p aria-hidden="true" className={`text-sm tabular-nums ${over ? 'font-bold text-danger' : 'text-muted'}`}>
        <bdi dir="ltr" data-testid="message-counter">
          {count} / {limit}
        </bdi>
      </p>
      <p className="sr-only" aria-live="polite">
        {announced}
      </p>
    </>
  )
}
