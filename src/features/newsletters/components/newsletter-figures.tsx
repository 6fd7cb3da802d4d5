import { useLingui } from '@lingui/react/macro'
import type { NewsletterState, NewsletterSummary } from '../../../contract/newsletters'
import { formatNumber } from '../../../lib/format'
import { useLocale } from '../../../lib/i18n/use-locale'

const stateTone: Record<NewsletterState, string> = {
  scheduled: 'bg-accent-50 text-accent-600',
  cancelled: 'bg-surface text-ink-soft',
  sending: 'bg-brand-50 text-brand-700',
  finished: 'bg-success/10 text-success',
}

/** The newsletter's state as a label. */
export function useNewsletterStateLabel() {
  const { t } = useLingui()
  return (state: NewsletterState) =>
    ({
      scheduled: t({ message: 'Scheduled', comment: 'Newsletter status: waiting for the moment it was scheduled for' }),
      cancelled: t({ message: 'Cancelled', comment: 'Newsletter status: a scheduled newsletter called off before it went' }),
      sending: t({ message: 'Sending', comment: 'Newsletter status: mails are still going out' }),
      finished: t({ message: 'Finished', comment: 'Newsletter status: every mail sent or given up on' }),
    })[state]
}

/** The newsletter's state as a badge, coloured by how far it has gone. */
export function NewsletterStateBadge({ state, className = '' }: { state: NewsletterState; className?: string }) {
  const stateLabel = useNewsletterStateLabel()
  return (
    <p className={`rounded-full px-3 py-1 text-sm font-bold ${stateTone[state]} ${className}`} data-testid="newsletter-state">
      {stateLabel(state)}
    </p>
  )
}

/**
 * How a released newsletter's sending went, one figure a tile: in the list with what still waits
 * in the queue (`queued`), on its own page once it is done with.
 */
export function NewsletterCounts({ newsletter, queued = false }: { newsletter: NewsletterSummary; queued?: boolean }) {
  const { t } = useLingui()
  const locale = useLocale()
  if (newsletter.state !== 'sending' && newsletter.state !== 'finished') return null
  const counts = [
    {
      key: 'recipients',
      label: t({ message: 'Recipients', comment: 'Newsletter progress: how many it goes to' }),
      value: newsletter.recipients,
    },
    ...(queued
      ? [{ key: 'waiting', label: t({ message: 'Queued', comment: 'Newsletter progress: mails not sent yet' }), value: newsletter.waiting }]
      : []),
    {
      key: 'sent',
      label: t({ message: 'Sent', comment: 'Newsletter progress: mails delivered to the mail server' }),
      value: newsletter.sent,
    },
    {
      key: 'failed',
      label: t({ message: 'Failed', comment: 'Newsletter progress: mails given up on after every retry' }),
      value: newsletter.failed,
    },
    {
      key: 'skipped',
      label: t({ message: 'Unsubscribed', comment: 'Newsletter progress: recipients who left the list before their mail went out' }),
      value: newsletter.skipped,
    },
  ]
  return (
    <dl className={`grid grid-cols-2 gap-3 ${queued ? 'sm:grid-cols-5' : 'sm:grid-cols-4'}`}>
      {counts.map((count) => (
        <div key={count.key} className={`rounded-xl px-3 py-2 ${queued ? 'bg-surface' : 'border border-line bg-white'}`}>
          <dt className="text-sm text-ink-soft">{count.label}</dt>
          <dd className="text-lg font-bold text-ink tabular-nums" data-testid={`newsletter-${count.key}`}>
            {formatNumber(count.value, locale)}
          </dd>
        </div>
      ))}
    </dl>
  )
}
