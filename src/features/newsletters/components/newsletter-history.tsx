import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { ProgressBar } from '../../../components/ui/progress-bar'
import type { NewsletterSummary } from '../../../contract/newsletters'
import { describeError } from '../../../lib/errors'
import { formatDateTime } from '../../../lib/format'
import { useLocale, useLocaleParam } from '../../../lib/i18n/use-locale'
import { notifyError, notifySuccess } from '../../../lib/notify'
import { cancelNewsletter } from '../newsletters.functions'
import { newslettersQuery } from '../newsletters.queries'
import { NewsletterCounts, NewsletterStateBadge } from './newsletter-figures'

/** When a newsletter went, goes, or was called off, and who wrote it. */
export function useNewsletterWhen() {
  const { t } = useLingui()
  const locale = useLocale()
  return (newsletter: NewsletterSummary) => {
    const sender = newsletter.sentBy
    if (newsletter.state === 'cancelled') {
      const when = formatDateTime(newsletter.cancelledAt ?? newsletter.createdAt, locale)
      return t({
        message: `Cancelled on ${when}; written by ${sender}`,
        comment: 'Newsletter list: when a scheduled newsletter was cancelled, and by whose newsletter',
      })
    }
    if (newsletter.state === 'scheduled' && newsletter.scheduledFor) {
      const when = formatDateTime(newsletter.scheduledFor, locale)
      return t({
        message: `Goes on ${when} (Saudi time); scheduled by ${sender}`,
        comment: 'Newsletter list: when a scheduled newsletter will go, and who scheduled it',
      })
    }
    const when = formatDateTime(newsletter.sentAt ?? newsletter.createdAt, locale)
    return t({
      message: `Sent on ${when} by ${sender}`,
      comment: 'Newsletter list: when a newsletter was sent (date and time in Riyadh), and by whom',
    })
  }
}

/** The newsletters sent and scheduled, newest first, each with how far its sending has gone. */
export function NewsletterHistory({ newsletters }: { newsletters: NewsletterSummary[] }) {
  const { t } = useLingui()
  const locale = useLocale()
  const localeParam = useLocaleParam()
  const queryClient = useQueryClient()
  const whenOf = useNewsletterWhen()
  const [cancelling, setCancelling] = useState<NewsletterSummary | null>(null)
  const confirmCancel = async () => {
    if (!cancelling) return
    try {
      await cancelNewsletter({ data: { locale, id: cancelling.id } })
      notifySuccess(
        t({
          message: 'The newsletter is cancelled. Nobody gets it.',
          comment: 'Newsletters page: notice after cancelling a scheduled newsletter',
        }),
      )
    } catch (error) {
      notifyError(describeError(error, { exposeInternals: false }).message ?? t`The newsletter could not be cancelled. Please try again.`)
    } finally {
      setCancelling(null)
      await queryClient.invalidateQueries({ queryKey: newslettersQuery(locale).queryKey })
    }
  }
  return (
    <section aria-labelledby="newsletter-history-title" className="space-y-4">
      <h2 id="newsletter-history-title" className="text-2xl font-bold text-ink">
        {t({
          message: 'Sent and scheduled newsletters',
          comment: 'Newsletters page: heading of the list of newsletters sent or waiting for their moment',
        })}
      </h2>
      {newsletters.length === 0 ? (
        <p className="text-ink-soft">{t`No newsletter has been sent yet.`}</p>
      ) : (
        <ul className="space-y-4">
          {newsletters.map((newsletter) => {
            const done = newsletter.sent + newsletter.failed + newsletter.skipped
            return (
              <li
                key={newsletter.id}
                className="space-y-4 rounded-2xl border border-line bg-white p-5 shadow-sm"
                data-testid="newsletter"
                data-finished={newsletter.finishedAt ? 'true' : 'false'}
                data-state={newsletter.state}
              >
                <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
                  <div className="min-w-0 space-y-1">
                    <h3 className="text-lg font-bold break-words text-ink" lang={locale}>
                      <Link
                        to="/{-$locale}/staff/newsletters/$id"
                        params={{ locale: localeParam, id: newsletter.id }}
                        className="rounded-sm hover:text-brand-700 hover:underline"
                      >
                        {newsletter.subject[locale]}
                      </Link>
                    </h3>
                    <p className="text-sm break-words text-ink-soft">
                      {/* The other language's subject, in its own direction within the line. */}
                      <bdi lang={locale === 'ar' ? 'en' : 'ar'} dir={locale === 'ar' ? 'ltr' : 'rtl'}>
                        {newsletter.subject[locale === 'ar' ? 'en' : 'ar']}
                      </bdi>
                    </p>
                    <p className="text-sm text-ink-soft">{whenOf(newsletter)}</p>
                  </div>
                  <NewsletterStateBadge state={newsletter.state} className="shrink-0" />
                </div>
                {newsletter.state === 'scheduled' ? (
                  <Button variant="outline" size="sm" onClick={() => setCancelling(newsletter)} data-testid="newsletter-cancel">
                    {t({ message: 'Cancel this newsletter', comment: 'Newsletters page: button that calls off a scheduled newsletter' })}
                  </Button>
                ) : null}
                {newsletter.recipients > 0 ? (
                  <ProgressBar
                    label={t({ message: 'Mails handled', comment: 'Newsletter progress bar: share of mails sent, failed or skipped' })}
                    fraction={done / newsletter.recipients}
                  />
                ) : null}
                <NewsletterCounts newsletter={newsletter} queued />
              </li>
            )
          })}
        </ul>
      )}
      <ConfirmDialog
        open={cancelling !== null}
        title={t({
          message: 'Cancel the scheduled newsletter?',
          comment: 'Newsletters page: title of the dialog before cancelling a scheduled newsletter',
        })}
        confirmLabel={t({
          message: 'Cancel the newsletter',
          comment: 'Newsletters page: the dialog’s button that cancels the scheduled newsletter',
        })}
        onCancel={() => setCancelling(null)}
        onConfirm={confirmCancel}
      >
        <p>
          {t({
            message: 'Nobody will get it, and it cannot be scheduled again: write it anew to send it later.',
            comment: 'Newsletters page: in the dialog before cancelling, what cancelling means',
          })}
        </p>
      </ConfirmDialog>
    </section>
  )
}
