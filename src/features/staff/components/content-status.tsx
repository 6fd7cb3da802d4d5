import { useState, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { formatDate } from '../../../lib/format'
import { describeError } from '../../../lib/errors'
import { useLocale } from '../../../lib/i18n/use-locale'
import { restoreWindowDays } from '../../../contract/values'
import { saudiDate } from '../../../lib/saudi-calendar'

export type StatusTone = 'live' | 'waiting' | 'over' | 'deleted'

const tones: Record<StatusTone, string> = {
  live: 'border-success/40 bg-success/10 text-success',
  waiting: 'border-brand-600/30 bg-brand-50 text-brand-700',
  over: 'border-line bg-surface text-ink-soft',
  deleted: 'border-danger/40 bg-danger/10 text-danger',
}

/** Where a published thing stands (current, upcoming, ended, deleted…), as a small label beside its title. */
export function StatusBadge({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-sm font-bold ${tones[tone]}`} data-testid="status">
      {children}
    </span>
  )
}

/** "Deleted on 1 March 2027 · can be restored until 31 March 2027", in the page's language. */
export function DeletedNote({ deletedAt, purgesOn }: { deletedAt: string; purgesOn: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const deleted = formatDate(deletedAt, locale)
  const until = formatDate(purgesOn, locale)
  return (
    <p className="text-sm text-danger">
      {t({
        message: `Deleted on ${deleted}. It can be restored until ${until}, then it is deleted for good.`,
        comment: 'Back office lists (offers, jobs, branches): a deleted item; {deleted} and {until} are dates',
      })}
    </p>
  )
}

/** The Saudi day a thing deleted now could still be restored until, for the confirmation's text. */
export function restorableUntil(locale: 'ar' | 'en'): string {
  return formatDate(saudiDate(new Date(Date.now() + restoreWindowDays * 86_400_000)), locale)
}

/**
 * One action at a time on a back-office list (close, delete, restore): which item is busy, and the
 * failure to show when the API refused, in the staff member's language.
 */
export function useListAction() {
  const { t } = useLingui()
  const [busy, setBusy] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const run = async (key: string, action: () => Promise<unknown>) => {
    setBusy(key)
    setFailure(null)
    try {
      await action()
    } catch (error) {
      setFailure(
        describeError(error, { exposeInternals: false }).message ??
          t({ message: 'That did not work. Please try again.', comment: 'Back office lists: an action failed for an unknown reason' }),
      )
    } finally {
      setBusy(null)
    }
  }
  return { busy, failure, run }
}
