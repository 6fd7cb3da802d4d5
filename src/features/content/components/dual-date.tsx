import { formatDate, formatHijriDate } from '../../../lib/format'
import { useLocale } from '../../../lib/i18n/use-locale'
import { unbreakable } from '../../../lib/no-break'

/**
 * A date as Saudi readers expect it on news and offers: Gregorian, with the Hijri (Umm al-Qura)
 * date beside it (docs/decisions/0006-digits-and-dates.md).
 */
export function DualDate({ value, className = '' }: { value: string; className?: string }) {
  const locale = useLocale()
  return (
    <span className={className}>
      <time dateTime={value}>{formatDate(value, locale)}</time>
      <span className="text-muted"> · {unbreakable(formatHijriDate(value, locale))}</span>
    </span>
  )
}
