import { useState } from 'react'
import { Link, useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { newsActionsFrom, type NewsAction } from '../../../contract/news-states'
import type { StaffNewsArticle } from '../../../contract/staff-news'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { FormFailureNotice } from '../../../components/ui/form-failure-notice'
import { restoreWindowDays } from '../../../contract/values'
import { describeError, PublicError } from '../../../lib/errors'
import { formatDateTime } from '../../../lib/format'
import { useLocale, useLocaleParam } from '../../../lib/i18n/use-locale'
import { notifySuccess } from '../../../lib/notify'
import { changeNewsArticleState } from '../news-editor.functions'
import { NewsStateBadge } from './news-state-badge'

/**
 * Where an article stands and what can happen to it next (decision 0078): its state, what a
 * visitor gets at its address, its dates, and the changes its state allows. Delete asks first
 * (decision 0076). Each change is sent with the version the page shows; a colleague's change in
 * the meantime is refused, and the page offers to reload.
 */
export function NewsStatePanel({ article }: { article: StaffNewsArticle }) {
  const { t } = useLingui()
  const locale = useLocale()
  const localeParam = useLocaleParam()
  const router = useRouter()
  const [busy, setBusy] = useState<NewsAction | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [failure, setFailure] = useState<{ code: string; message: string } | null>(null)
  const at = (value: string) => formatDateTime(value, locale)

  const run = async (action: NewsAction) => {
    setBusy(action)
    setFailure(null)
    try {
      await changeNewsArticleState({ data: { locale, id: article.id, change: { action, version: article.version } } })
      notifySuccess(done[action])
      await router.invalidate()
    } catch (error) {
      const described = describeError(error, { exposeInternals: false })
      setFailure({
        code: error instanceof PublicError ? error.code : 'error',
        message: described.message ?? t`The change could not be made. Please try again.`,
      })
    } finally {
      setBusy(null)
    }
  }

  const done: Record<NewsAction, string> = {
    publish: t({ message: 'The article is published.', comment: 'Staff news: notice after publishing an article from its page' }),
    cancelSchedule: t`The schedule is cancelled. The article is a draft again.`,
    unpublish: t`The article is unpublished. Its address now says it is no longer available.`,
    delete: t`The article is deleted. You can restore it for ${restoreWindowDays} days.`,
    restore: t`The article is restored.`,
  }
  const labels: Record<NewsAction, string> = {
    publish:
      article.state === 'unpublished'
        ? t({ message: 'Publish again', comment: 'Staff news: button that shows an unpublished article again, under its first date' })
        : t({ message: 'Publish now', comment: 'Staff news: button that publishes a draft or scheduled article at once' }),
    cancelSchedule: t({ message: 'Cancel the schedule', comment: 'Staff news: button that turns a scheduled article back into a draft' }),
    unpublish: t({ message: 'Unpublish', comment: 'Staff news: button that takes a published article off the site' }),
    delete: t({ message: 'Delete', comment: 'Staff news: button that asks to delete the article' }),
    restore: t({ message: 'Restore', comment: 'Staff news: button that brings back a deleted article as it was' }),
  }
  const visitor =
    article.visitorStatus === 200
      ? t`Visitors see the article.`
      : article.visitorStatus === 410
        ? t`Visitors see “This article is no longer available” (410).`
        : t`Visitors get “Page not found” (404): it was never shown.`

  return (
    <section
      aria-labelledby="news-state-title"
      className="space-y-4 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6"
      data-testid="news-state-panel"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="news-state-title" className="text-lg font-bold text-ink">
          {t({ message: 'State', comment: 'Staff news editor: heading of the panel with the article’s state and its changes' })}
        </h2>
        <NewsStateBadge state={article.state} />
      </div>
      <ul className="space-y-1 text-sm text-ink-soft">
        <li data-testid="news-visitor-status">{visitor}</li>
        {article.state === 'scheduled' ? <li>{t`Appears by itself on ${at(article.publishedAt!)} (Saudi time).`}</li> : null}
        {article.state === 'published' || article.state === 'unpublished' ? (
          <li>{t`First published on ${at(article.publishedAt!)}.`}</li>
        ) : null}
        {article.state === 'deleted' ? (
          <li>{t`Deleted on ${at(article.deletedAt!)}. It goes for good after ${at(article.purgeAt!)} unless restored.`}</li>
        ) : null}
        <li>{t`Last changed on ${at(article.updatedAt)}.`}</li>
        <li className="break-all">
          {t({ message: 'Address:', comment: 'Staff news editor: label before the article’s public address (its slug, never changed)' })}{' '}
          <bdi dir="ltr" className="font-mono text-xs">
            /news/article?slug={article.slug}
          </bdi>
        </li>
      </ul>
      {failure ? <FormFailureNotice key={failure.message} message={failure.message} /> : null}
      {failure?.code === 'conflict' ? (
        <Button type="button" variant="secondary" onClick={() => void router.invalidate()}>
          {t({ message: 'Reload the article', comment: 'Staff news: reloads an article a colleague changed meanwhile' })}
        </Button>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {article.state !== 'deleted' ? (
          <Link
            to="/{-$locale}/staff/news/$id/preview"
            params={{ locale: localeParam, id: String(article.id) }}
            className="inline-flex min-h-11 items-center rounded-lg px-2 font-bold text-brand-700 hover:underline"
          >
            {t({ message: 'Preview', comment: 'Staff news editor: link to the article as visitors will see it' })}
          </Link>
        ) : null}
        {article.visitorStatus === 200 ? (
          <Link
            to="/{-$locale}/news/article"
            params={{ locale: localeParam }}
            search={{ slug: article.slug }}
            className="inline-flex min-h-11 items-center rounded-lg px-2 font-bold text-brand-700 hover:underline"
          >
            {t({ message: 'Open on the site', comment: 'Staff news editor: link to the published article’s public page' })}
          </Link>
        ) : null}
        {newsActionsFrom[article.state].map((action) =>
          action === 'delete' ? (
            <Button key={action} variant="danger" onClick={() => setConfirming(true)} disabled={busy !== null}>
              {labels.delete}
            </Button>
          ) : (
            <Button
              key={action}
              variant={action === 'unpublish' || action === 'cancelSchedule' ? 'outline' : 'primary'}
              loading={busy === action}
              disabled={busy !== null}
              onClick={() => void run(action)}
              data-testid={`news-action-${action}`}
            >
              {labels[action]}
            </Button>
          ),
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t({ message: 'Delete this article?', comment: 'Staff news: title of the dialog that confirms deleting an article' })}
        confirmLabel={t({ message: 'Delete the article', comment: 'Staff news: the delete dialog’s button that deletes the article' })}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          await run('delete')
          setConfirming(false)
        }}
      >
        <p>
          {t`It leaves the site at once: its address will say it is no longer available. It stays under “Deleted” for ${restoreWindowDays} days, where it can be restored as it was; after that it is deleted for good.`}
        </p>
      </ConfirmDialog>
    </section>
  )
}
