import { useLingui } from '@lingui/react/macro'
import { LinkButton } from '../../../components/ui/link-button'
import type { NewsletterDetail } from '../../../contract/newsletters'
import { formatNumber } from '../../../lib/format'
import { useLocale, useLocaleParam } from '../../../lib/i18n/use-locale'
import { useNewsletterStateLabel, useNewsletterWhen } from './newsletter-history'
import { NewsletterPreview } from './newsletter-preview'

/**
 * One newsletter as it went (decision 0091), read-only: its state, when and by whom, how many it
 * went to and how that went, and each language's mail as subscribers read it.
 */
export function NewsletterReadView({ detail }: { detail: NewsletterDetail }) {
  const { t } = useLingui()
  const locale = useLocale()
  const localeParam = useLocaleParam()
  const stateLabel = useNewsletterStateLabel()
  const whenOf = useNewsletterWhen()
  const { newsletter, body } = detail
  const released = newsletter.state === 'sending' || newsletter.state === 'finished'
  const counts = [
    {
      key: 'recipients',
      label: t({ message: 'Recipients', comment: 'Newsletter progress: how many it goes to' }),
      value: newsletter.recipients,
    },
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
    <div className="space-y-8" data-testid="newsletter-read-view">
      <div className="flex flex-wrap items-center gap-3">
        <p className="rounded-full bg-surface px-3 py-1 text-sm font-bold text-ink" data-testid="newsletter-state">
          {stateLabel(newsletter.state)}
        </p>
        <p className="text-ink-soft">{whenOf(newsletter)}</p>
      </div>
      {released ? (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {counts.map((count) => (
            <div key={count.key} className="rounded-xl border border-line bg-white px-3 py-2">
              <dt className="text-sm text-ink-soft">{count.label}</dt>
              <dd className="text-lg font-bold text-ink tabular-nums" data-testid={`newsletter-${count.key}`}>
                {formatNumber(count.value, locale)}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <NewsletterPreview locale="ar" label={t`The mail in Arabic`} subject={newsletter.subject.ar} body={body.ar} emptyText="" />
        <NewsletterPreview locale="en" label={t`The mail in English`} subject={newsletter.subject.en} body={body.en} emptyText="" />
      </div>
      <LinkButton to="/{-$locale}/staff/newsletters" params={{ locale: localeParam }} variant="outline">
        {t({ message: 'All newsletters', comment: 'Newsletter page: link back to the newsletters page' })}
      </LinkButton>
    </div>
  )
}
