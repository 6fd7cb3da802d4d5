import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { ReferenceCode } from '../../../components/ui/reference-code'
import type { TestDriveView } from '../../../contract/test-drives'
import { formatTime, formatWeekdayDate } from '../../../lib/format'
import { useLocale } from '../../../lib/i18n/use-locale'
import { saudiDate } from '../../../lib/saudi-calendar'

/** A booking at a glance: when (Saudi time), where, which car, its reference. */
export function TestDriveSummary({ view, children }: { view: TestDriveView; children?: ReactNode }) {
  const { t } = useLingui()
  const locale = useLocale()
  const rows: Array<[string, ReactNode]> = [
    [
      t({ message: 'When', comment: 'Test drive summary: label of the day and time of the drive' }),
      <bdi key="when">
        {formatWeekdayDate(saudiDate(new Date(view.startsAt)), locale)} ·{' '}
        <span dir="ltr">
          {formatTime(view.startsAt, locale)}–{formatTime(view.endsAt, locale)}
        </span>
      </bdi>,
    ],
    [
      t({ message: 'Branch', comment: 'Test drive summary: label of the branch where the drive starts' }),
      <span key="branch">
        {view.branch.name}
        <span className="block text-sm text-ink-soft">{view.branch.address}</span>
      </span>,
    ],
    [t({ message: 'Car', comment: 'Test drive summary: label of the car to drive' }), <bdi key="car">{view.car.title}</bdi>],
    [
      t({ message: 'Booking reference', comment: 'Test drive summary: label of the booking reference' }),
      <ReferenceCode key="reference">{view.reference}</ReferenceCode>,
    ],
  ]
  return (
    <div className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8" data-testid="test-drive-summary">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-bold text-ink-soft">{label}</dt>
            <dd className="text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {children ? <div className="mt-6 border-t border-line pt-5">{children}</div> : null}
    </div>
  )
}
