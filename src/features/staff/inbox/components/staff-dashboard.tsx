import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { StaffDashboard as Dashboard } from '../../../../contract/staff-inbox'
import { formatNumber } from '../../../../lib/format'
import { useLocale } from '../../../../lib/i18n/use-locale'
import { orderTypeLabels } from '../../../orders/order-status-labels'
import { staffOrderStatusLabels } from '../../../staff-orders/staff-order-labels'

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

function Figure({ label, value, note }: { label: string; value: number; note?: string }) {
  const locale = useLocale()
  return (
    <div className="rounded-2xl border border-line bg-white p-4 shadow-sm">
      <dt className="text-sm text-ink-soft">{label}</dt>
      <dd className="mt-1 text-3xl font-bold text-ink">{formatNumber(value, locale)}</dd>
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
