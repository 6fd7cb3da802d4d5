import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { SubscriberStatus, SubscribersPage } from '../../../../contract/staff-inbox'
import { buttonClass } from '../../../../components/ui/button-styles'
import { formatDateTime, formatNumber } from '../../../../lib/format'
import { useLocale } from '../../../../lib/i18n/use-locale'
import { subscribersCsvPath } from '../staff-download-paths'
import { StaffFilterTabs } from './staff-filter-tabs'
import { StaffList, StaffTable } from '../../components/staff-list'

/** The mailing list for sales: how many confirmed and waiting, who, and the confirmed ones as CSV. */
export function SubscribersList({ data, status }: { data: SubscribersPage; status: SubscriberStatus }) {
  const { t } = useLingui()
  const locale = useLocale()
  const confirmed = formatNumber(data.counts.confirmed, locale)
  const pending = formatNumber(data.counts.pending, locale)
  const tabs = [
    {
      key: 'confirmed',
      label: t({ message: 'Confirmed', comment: 'Staff subscribers: view of the subscribers who confirmed their address' }),
      count: data.counts.confirmed,
      search: { status: undefined },
    },
    {
      key: 'pending',
      label: t({ message: 'Not confirmed yet', comment: 'Staff subscribers: view of sign-ups whose confirmation link was not opened yet' }),
      count: data.counts.pending,
      search: { status: 'pending' },
    },
  ]
  return (
    <div>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-line bg-surface p-5">
        <p className="text-ink" data-testid="subscriber-counts">
          {t`${plural(data.counts.confirmed, { one: `${confirmed} confirmed subscriber receives`, other: `${confirmed} confirmed subscribers receive` })} our newsletters; ${plural(data.counts.pending, { one: `${pending} sign-up waits`, other: `${pending} sign-ups wait` })} for confirmation.`}
        </p>
        {/* A plain link to the download route: the browser saves the file. */}
        <a
          href={subscribersCsvPath(locale)}
          download
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
          data-testid="subscribers-export"
        >
          {t`Export confirmed subscribers (CSV)`}
        </a>
      </div>
      <StaffFilterTabs
        label={t({ message: 'Show subscribers', comment: 'Accessible name of the staff subscribers views' })}
        tabs={tabs}
        current={status}
      />
      <StaffList
        count={data.items.length}
        empty={t({ message: 'Nobody here yet.', comment: 'Staff subscribers: shown when the chosen list (confirmed or pending) is empty' })}
        paging={data}
      >
        <StaffTable
          testId="subscribers"
          columns={[
            t({ message: 'Email', comment: 'Staff lists: label of an e-mail address' }),
            t({ message: 'Language', comment: 'Staff lists: label of the language the visitor used' }),
            status === 'confirmed'
              ? t({ message: 'Confirmed on', comment: 'Staff subscribers: column of the date the subscriber confirmed' })
              : t({ message: 'Signed up on', comment: 'Staff subscribers: column of the date of the sign-up' }),
          ]}
        >
          {data.items.map((subscriber) => {
            const moment = subscriber.confirmedAt ?? subscriber.signedUpAt
            return (
              <tr key={subscriber.email}>
                <td className="px-4 py-3 text-ink">
                  <bdi dir="ltr" className="break-all">
                    {subscriber.email}
                  </bdi>
                </td>
                <td className="px-4 py-3 text-ink">
                  {subscriber.locale === 'en'
                    ? t({ message: 'English', comment: 'A language name: English' })
                    : t({ message: 'Arabic', comment: 'A language name: Arabic' })}
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-ink-soft">
                  <time dateTime={moment}>{formatDateTime(moment, locale)}</time>
                </td>
              </tr>
            )
          })}
        </StaffTable>
      </StaffList>
    </div>
  )
}
