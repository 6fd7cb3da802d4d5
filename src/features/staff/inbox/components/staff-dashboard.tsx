import type { ReactNode } from 'react'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { StaffDashboard as Dashboard } from '../../../../contract/staff-inbox'
import { formatNumber } from '../../../../lib/format'
import { Link } from '@tanstack/react-router'
import { useLocale, useLocaleParam } from '../../../../lib/i18n/use-locale'
import { orderTypeLabels } from '../../../orders/order-status-labels'
import { staffOrderStatusLabels } from '../../staff-order-labels'

/**
 * The dashboard of the last 30 days (decision 0054): the role's own figures only (the API leaves out
 * the others). Each chart is a real table whose bars are drawn with CSS: screen readers read the
 * numbers, and the bars grow from the start side in either direction, no chart library needed.
 */
export function StaffDashboard({ dashboard }: { dashboard: Dashboard }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const days = formatNumber(dashboard.days, locale)
  const { inbox, content } = dashboard
  const waiting = formatNumber(inbox?.contactMessages.waiting ?? 0, locale)
  return (
    <section aria-labelledby="staff-dashboard-title" className="space-y-6" data-testid="staff-dashboard">
      {/* Now, before the period's figures: what is overdue or due today cannot wait for a chart. */}
      {inbox ? <ReplyPromise figures={inbox.replyPromise} days={dashboard.days} /> : null}
      {dashboard.privacy ? <PrivacyRequests figures={dashboard.privacy} /> : null}
      <h2 id="staff-dashboard-title" className="text-xl font-bold text-ink">
        {t`${plural(dashboard.days, { one: 'The last day', other: `The last ${days} days` })}`}
      </h2>
      {inbox ? (
        <>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Figure
              label={t({ message: 'Orders', comment: 'Staff dashboard: number of confirmed orders in the period' })}
              value={inbox.orders.total}
            />
            <Figure
              label={t({ message: 'Job applications', comment: 'Staff dashboard: number of job applications in the period' })}
              value={inbox.jobApplications}
            />
            <Figure
              label={t({ message: 'Contact messages', comment: 'Staff dashboard: number of contact messages in the period' })}
              value={inbox.contactMessages.total}
              note={t({
                message: `${waiting} waiting`,
                comment: 'Staff dashboard: how many of the contact messages still wait for an answer',
              })}
            />
            <Figure
              label={t({ message: 'New subscribers', comment: 'Staff dashboard: number of mailing-list confirmations in the period' })}
              value={inbox.newSubscribers}
            />
          </dl>
          <div className="grid gap-6 lg:grid-cols-2">
            <BarTable
              testId="orders-by-status"
              caption={t({ message: 'Orders by status', comment: 'Staff dashboard: title of the chart of orders per status' })}
              rows={inbox.orders.byStatus.map((row) => ({
                key: row.status,
                label: i18n._(staffOrderStatusLabels[row.status]),
                count: row.count,
              }))}
            />
            <BarTable
              testId="orders-by-type"
              caption={t({
                message: 'Orders by buyer',
                comment: 'Staff dashboard: title of the chart of orders per buyer type (individual, company)',
              })}
              rows={inbox.orders.byType.map((row) => ({ key: row.type, label: i18n._(orderTypeLabels[row.type]), count: row.count }))}
            />
          </div>
        </>
      ) : null}
      {content ? (
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Figure
            label={t({ message: 'News published', comment: 'Staff dashboard: number of news articles published in the period' })}
            value={content.newsPublished}
          />
          <Figure
            label={t({ message: 'Open positions', comment: 'Staff dashboard: number of job positions open now' })}
            value={content.openJobs}
          />
        </dl>
      ) : null}
    </section>
  )
}

/**
 * The company promise (decision 0087): what waits for its first reply now, what is overdue or due
 * before the day ends, and the share of the period's company orders answered within 24 hours.
 */
function ReplyPromise({ figures, days }: { figures: NonNullable<Dashboard['inbox']>['replyPromise']; days: number }) {
  const { t } = useLingui()
  const locale = useLocale()
  const localeParam = useLocaleParam()
  const share = figures.judged > 0 ? `${formatNumber(Math.round((figures.repliedInTime / figures.judged) * 100), locale)}%` : '—'
  const replied = formatNumber(figures.repliedInTime, locale)
  const judged = formatNumber(figures.judged, locale)
  const period = formatNumber(days, locale)
  return (
    <DeadlineFigures
      id="reply-promise"
      title={t({
        message: 'Reply to companies within 24 hours',
        comment: 'Staff dashboard: heading of the company orders’ reply promise figures',
      })}
      link={
        <Link
          to="/{-$locale}/staff/orders"
          params={{ locale: localeParam }}
          search={{ queue: 'awaiting_reply' }}
          className="text-sm font-bold text-brand-700 hover:underline"
        >
          {t({
            message: `Awaiting first reply: ${formatNumber(figures.awaiting, locale)}`,
            comment: 'Staff dashboard: link to the queue of company orders nobody has contacted yet, with how many there are',
          })}
        </Link>
      }
    >
      <Figure
        label={t({ message: 'Overdue', comment: 'Staff dashboard: company orders past 24 hours without a recorded reply' })}
        value={figures.overdue}
        alert={figures.overdue > 0}
      />
      <Figure
        label={t({
          message: 'Due today',
          comment: 'Staff dashboard: company orders whose 24 hours end before midnight, not yet overdue',
        })}
        value={figures.dueToday}
      />
      <Figure
        label={t({
          message: `Replied within 24 hours (last ${period} days)`,
          comment: 'Staff dashboard: share of company orders answered in time; {period} is a number of days',
        })}
        value={share}
        note={t({
          message: `${replied} of ${judged} company orders`,
          comment:
            'Staff dashboard: under the share replied in time: how many were, of the company orders whose 24 hours have passed or that were answered',
        })}
        className="col-span-2 lg:col-span-1"
      />
    </DeadlineFigures>
  )
}

/**
 * Personal-data requests now (admins, decision 0091): the open ones, and of them those past the
 * 30 days the law gives and those due within a week, linking to the PDPL desk.
 */
function PrivacyRequests({ figures }: { figures: NonNullable<Dashboard['privacy']> }) {
  const { t } = useLingui()
  const locale = useLocale()
  const localeParam = useLocaleParam()
  return (
    <DeadlineFigures
      id="privacy-requests"
      title={t({
        message: 'Personal-data requests within 30 days',
        comment: 'Staff dashboard: heading of the open PDPL requests figures (each must be answered within 30 days)',
      })}
      link={
        <Link to="/{-$locale}/staff/privacy" params={{ locale: localeParam }} className="text-sm font-bold text-brand-700 hover:underline">
          {t({
            message: `Open requests: ${formatNumber(figures.open, locale)}`,
            comment: 'Staff dashboard: link to the personal-data desk, with how many requests are not answered yet',
          })}
        </Link>
      }
    >
      <Figure
        label={t({ message: 'Past the deadline', comment: 'Staff dashboard: open personal-data requests older than their 30 days' })}
        value={figures.overdue}
        alert={figures.overdue > 0}
      />
      <Figure
        label={t({
          message: 'Due within 7 days',
          comment: 'Staff dashboard: open personal-data requests whose 30-day deadline falls in the coming week',
        })}
        value={figures.dueSoon}
      />
    </DeadlineFigures>
  )
}

/**
 * What waits now against a deadline (the companies' 24 hours, the PDPL's 30 days): its heading with
 * a link to the queue, then its figures. `id` names the section for its heading and its tests.
 */
function DeadlineFigures({ id, title, link, children }: { id: string; title: string; link: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3" data-testid={id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-title`} className="text-xl font-bold text-ink">
          {title}
        </h2>
        {link}
      </div>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">{children}</dl>
    </section>
  )
}

/** One figure as a tile: a count (in the page's digits), or a share already written as text. */
function Figure({
  label,
  value,
  note,
  alert = false,
  className = '',
}: {
  label: string
  value: number | string
  note?: string
  alert?: boolean
  className?: string
}) {
  const locale = useLocale()
  return (
    <div className={`rounded-2xl border bg-white p-4 shadow-sm ${alert ? 'border-danger/50' : 'border-line'} ${className}`}>
      <dt className="text-sm text-ink-soft">{label}</dt>
      <dd className={`mt-1 text-3xl font-bold ${alert ? 'text-danger' : 'text-ink'}`} dir={typeof value === 'string' ? 'ltr' : undefined}>
        {typeof value === 'number' ? formatNumber(value, locale) : value}
      </dd>
      {note ? <dd className="text-sm text-ink-soft">{note}</dd> : null}
    </div>
  )
}

function BarTable({ caption, rows, testId }: { caption: string; rows: { key: string; label: string; count: number }[]; testId: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const largest = Math.max(1, ...rows.map((row) => row.count))
  return (
    <div className="rounded-2xl border border-line bg-white p-5 shadow-sm">
      <table className="w-full text-sm" data-testid={testId}>
        <caption className="mb-3 text-start font-bold text-ink">{caption}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">
              {t({ message: 'Group', comment: 'Staff dashboard charts: column of the group names (read by screen readers only)' })}
            </th>
            <th scope="col">
              {t({ message: 'Number', comment: 'Staff dashboard charts: column of the counts (read by screen readers only)' })}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-key={row.key}>
              <th scope="row" className="w-32 py-1.5 pe-3 text-start font-normal text-ink-soft sm:w-40">
                {row.label}
              </th>
              <td className="py-1.5">
                <div className="flex items-center gap-2">
                  <span
                    aria-hidden="true"
                    className="block h-3 rounded-full bg-brand-600"
                    style={{ inlineSize: `${(row.count / largest) * 85}%`, minInlineSize: row.count > 0 ? '0.5rem' : 0 }}
                  />
                  <span className="font-medium text-ink">{formatNumber(row.count, locale)}</span>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
