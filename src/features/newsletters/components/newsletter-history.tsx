import { useLingui } from '@lingui/react/macro'
import type { Locale } from '../../../../app.config'
import { ProgressBar } from '../../../components/ui/progress-bar'
import type { NewsletterSummary } from '../../../contract/newsletters'
import { formatDate, formatNumber } from '../../../lib/format'
import { useLocale } from '../../../lib/i18n/use-locale'

const timeFormats = new Map<Locale, Intl.DateTimeFormat>()
/** The time of day in Riyadh, as the dealer's staff read it. */
function formatTime(value: string, locale: Locale): string {
  let format = timeFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-SA-u-nu-latn' : 'en-GB', {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Asia/Riyadh',
    })
    timeFormats.set(locale, format)
  }
  return format.format(new Date(value))
}

/** The newsletters sent, newest first, each with how far its sending has gone. */
export function NewsletterHistory({ newsletters }: { newsletters: NewsletterSummary[] }) {
  const { t } = useLingui()
  const locale = useLocale()
  const number = (value: number) => formatNumber(value, locale)
  return (
    <section aria-labelledby="newsletter-history-title" className="space-y-4">
      <h2 id="newsletter-history-title" className="text-2xl font-bold text-ink">
        {t({ message: 'Sent newsletters', comment: 'Newsletters page: heading of the list of newsletters already sent' })}
      </h2>
      {newsletters.length === 0 ? (
        <p className="text-ink-soft">{t`No newsletter has been sent yet.`}</p>
      ) : (
        <ul className="space-y-4">
          {newsletters.map((newsletter) => {
            const done = newsletter.sent + newsletter.failed + newsletter.skipped
            const date = formatDate(newsletter.sentAt, locale)
            const time = formatTime(newsletter.sentAt, locale)
            const sender = newsletter.sentBy
            const counts = [
              {
                key: 'recipients',
                label: t({ message: 'Recipients', comment: 'Newsletter progress: how many it goes to' }),
                value: newsletter.recipients,
              },
              {
                key: 'waiting',
                label: t({ message: 'Queued', comment: 'Newsletter progress: mails not sent yet' }),
                value: newsletter.waiting,
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
                label: t({
                  message: 'Unsubscribed',
                  comment: 'Newsletter progress: recipients who left the list before their mail went out',
                }),
                value: newsletter.skipped,
              },
            ]
            return (
              <li
                key={newsletter.id}
                className="space-y-4 rounded-2xl border border-line bg-white p-5 shadow-sm"
                data-testid="newsletter"
                data-finished={newsletter.finishedAt ? 'true' : 'false'}
              >
                <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
                  <div className="min-w-0 space-y-1">
                    <h3 className="text-lg font-bold break-words text-ink" lang={locale}>
                      {newsletter.subject[locale]}
                    </h3>
                    <p className="text-sm break-words text-ink-soft">
                      {/* The other language's subject, in its own direction within the line. */}
                      <bdi lang={locale === 'ar' ? 'en' : 'ar'} dir={locale === 'ar' ? 'ltr' : 'rtl'}>
                        {newsletter.subject[locale === 'ar' ? 'en' : 'ar']}
                      </bdi>
                    </p>
                    <p className="text-sm text-ink-soft">{t`Sent on ${date} at ${time} by ${sender}`}</p>
                  </div>
                  <p
                    className={`shrink-0 rounded-full px-3 py-1 text-sm font-bold ${newsletter.finishedAt ? 'bg-success/10 text-success' : 'bg-brand-50 text-brand-700'}`}
                  >
                    {newsletter.finishedAt
                      ? t({ message: 'Finished', comment: 'Newsletter status: every mail sent or given up on' })
                      : t({ message: 'Sending', comment: 'Newsletter status: mails are still going out' })}
                  </p>
                </div>
                {newsletter.recipients > 0 ? (
                  <ProgressBar
                    label={t({ message: 'Mails handled', comment: 'Newsletter progress bar: share of mails sent, failed or skipped' })}
                    fraction={done / newsletter.recipients}
                  />
                ) : null}
                <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
                  {counts.map((count) => (
                    <div key={count.key} className="rounded-xl bg-surface px-3 py-2">
                      <dt className="text-sm text-ink-soft">{count.label}</dt>
                      <dd className="text-lg font-bold text-ink tabular-nums" data-testid={`newsletter-${count.key}`}>
                        {number(count.value)}
                      </dd>
                    </div>
                  ))}
                </dl>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
