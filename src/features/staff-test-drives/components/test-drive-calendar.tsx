import { useState } from 'react'
import { Link, useHydrated, useNavigate, useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Select } from '../../../components/ui/select'
import type {
  StaffTestDriveBooking,
  StaffTestDriveCalendar,
  StaffTestDriveSlot,
  StaffTestDriveView,
} from '../../../contract/staff-test-drives'
import { formatTime, formatWeekdayDate } from '../../../lib/format'
import { useLocale } from '../../../lib/i18n/use-locale'
import { notifyError, notifySuccess } from '../../../lib/notify'
import { formatSaudiMobile } from '../../../lib/phone'
import { blockTestDriveSlot, recordTestDriveOutcome, unblockTestDriveSlot } from '../staff-test-drives.functions'

const addDays = (day: string, count: number) => new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10)

const navLink =
  'inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 text-sm font-medium text-ink-soft hover:border-brand-500 hover:text-brand-700 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white'

/**
 * The test-drive calendar of one branch (decision 0100): a day's slots with who is booked, shown /
 * no-show and block / open for each, or a week at a glance whose days lead to their day view.
 * The branch, the view and the first day are in the address.
 */
export function TestDriveCalendar({ data, view, today }: { data: StaffTestDriveCalendar; view: StaffTestDriveView; today: string }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const step = view === 'week' ? 7 : 1
  const search = (change: { day?: string; view?: StaffTestDriveView }) => ({
    branch: data.branchId ?? undefined,
    day: change.day ?? data.from,
    view: change.view ?? view,
  })
  return (
    <div className="space-y-6" data-testid="test-drive-calendar">
      <div className="flex flex-wrap items-end gap-4">
        <div className="min-w-64">
          <Field label={t({ message: 'Branch', comment: 'Staff test-drive calendar: label of the branch list' })} id="test-drive-branch">
            <Select
              id="test-drive-branch"
              value={data.branchId ?? ''}
              onChange={(event) => void navigate({ to: '.', search: { branch: Number(event.target.value), day: data.from, view } })}
            >
              {data.branches.map((branch) => (
                <option key={branch.id} value={branch.id}>
                  {branch.name}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <nav aria-label={t({ message: 'Calendar view', comment: 'Staff test-drive calendar: accessible name of the day/week switch' })}>
          <ul className="flex gap-2">
            <li>
              <Link to="." search={search({ view: 'day' })} aria-current={view === 'day' ? 'page' : undefined} className={navLink}>
                {t({ message: 'Day', comment: 'Staff test-drive calendar: switch to one day' })}
              </Link>
            </li>
            <li>
              <Link to="." search={search({ view: 'week' })} aria-current={view === 'week' ? 'page' : undefined} className={navLink}>
                {t({ message: 'Week', comment: 'Staff test-drive calendar: switch to seven days' })}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t({ message: 'Days shown', comment: 'Staff test-drive calendar: accessible name of previous / today / next' })}>
          <ul className="flex gap-2">
            <li>
              <Link to="." search={search({ day: addDays(data.from, -step) })} className={navLink} rel="prev">
                {view === 'week'
                  ? t({ message: 'Previous week', comment: 'Staff test-drive calendar: link to the seven days before' })
                  : t({ message: 'Previous day', comment: 'Staff test-drive calendar: link to the day before' })}
              </Link>
            </li>
            <li>
              <Link to="." search={search({ day: today })} className={navLink}>
                {t({ message: 'Today', comment: 'Staff test-drive calendar: back to today' })}
              </Link>
            </li>
            <li>
              <Link to="." search={search({ day: addDays(data.from, step) })} className={navLink} rel="next">
                {view === 'week'
                  ? t({ message: 'Next week', comment: 'Staff test-drive calendar: link to the seven days after' })
                  : t({ message: 'Next day', comment: 'Staff test-drive calendar: link to the day after' })}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      {view === 'week' ? <WeekView data={data} /> : <DayView data={data} branchId={data.branchId} />}
      <p className="text-sm text-ink-soft">{t`Times are Saudi time. A blocked slot takes no new booking; drives already booked in it stay.`}</p>
    </div>
  )
}

function WeekView({ data }: { data: StaffTestDriveCalendar }) {
  const { t } = useLingui()
  const locale = useLocale()
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4" data-testid="test-drive-week">
      {data.days.map((day) => (
        <section key={day.day} aria-labelledby={`week-${day.day}`} className="rounded-2xl border border-line bg-white p-4 shadow-sm">
          <h2 id={`week-${day.day}`} className="font-bold text-ink">
            <Link to="." search={{ branch: data.branchId ?? undefined, day: day.day, view: 'day' }} className="underline">
              {formatWeekdayDate(day.day, locale)}
            </Link>
          </h2>
          {day.slots.length === 0 ? (
            <p className="mt-2 text-sm text-ink-soft">
              {t({ message: 'Closed', comment: 'Staff test-drive calendar: a day the branch is closed' })}
            </p>
          ) : (
            <ul className="mt-2 space-y-1 text-sm">
              {day.slots.map((slot) => (
                <li key={slot.startsAt} className="flex justify-between gap-2">
                  <span dir="ltr" className="tabular-nums">
                    {formatTime(slot.startsAt, locale)}
                  </span>
                  <span
                    className={slot.blockId !== null ? 'text-danger' : slot.bookings.length > 0 ? 'font-bold text-ink' : 'text-ink-soft'}
                  >
                    <SlotState slot={slot} />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  )
}

function SlotState({ slot }: { slot: StaffTestDriveSlot }) {
  const { t } = useLingui()
  const booked = slot.bookings.length
  const free = slot.seatsLeft
  if (slot.blockId !== null) return <>{t({ message: 'Blocked', comment: 'Staff test-drive calendar: state of a slot staff closed' })}</>
  if (booked === 0) return <>{t({ message: 'Free', comment: 'Staff test-drive calendar: state of a slot nobody booked' })}</>
  return <>{t`${booked} booked, ${free} free`}</>
}

function DayView({ data, branchId }: { data: StaffTestDriveCalendar; branchId: number | null }) {
  const { t } = useLingui()
  const locale = useLocale()
  const day = data.days[0]
  if (!day || branchId === null) return null
  return (
    <section aria-labelledby="test-drive-day" data-testid="test-drive-day">
      <h2 id="test-drive-day" className="mb-4 text-xl font-bold text-ink">
        {formatWeekdayDate(day.day, locale)}
      </h2>
      {day.slots.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line bg-surface px-6 py-10 text-center text-ink-soft">
          {t`The branch is closed on this day.`}
        </p>
      ) : (
        <ol className="space-y-3">
          {day.slots.map((slot) => (
            <SlotRow key={slot.startsAt} slot={slot} branchId={branchId} />
          ))}
        </ol>
      )}
    </section>
  )
}

function SlotRow({ slot, branchId }: { slot: StaffTestDriveSlot; branchId: number }) {
  const { t } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const hydrated = useHydrated()
  const [busy, setBusy] = useState(false)
  const time = `${formatTime(slot.startsAt, locale)}–${formatTime(slot.endsAt, locale)}`
  const act = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true)
    try {
      await work()
      notifySuccess(done)
      await router.invalidate()
    } catch (error) {
      notifyError(error instanceof Error && error.message ? error.message : t`The change could not be saved. Please try again.`)
    } finally {
      setBusy(false)
    }
  }
  return (
    <li className="rounded-2xl border border-line bg-white p-4 shadow-sm" data-testid="test-drive-slot" data-starts-at={slot.startsAt}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-bold text-ink">
          <span dir="ltr" className="tabular-nums">
            {time}
          </span>{' '}
          <span className="ms-2 text-sm font-medium text-ink-soft">
            <SlotState slot={slot} />
          </span>
        </p>
        {slot.past ? null : slot.blockId !== null ? (
          <Button
            variant="outline"
            size="sm"
            disabled={!hydrated}
            loading={busy}
            onClick={() => void act(() => unblockTestDriveSlot({ data: { locale, id: slot.blockId! } }), t`The slot is open again.`)}
          >
            {t({ message: 'Open the slot', comment: 'Staff test-drive calendar: removes the block of a slot' })}
          </Button>
        ) : (
          <Button
            variant="outline"
            size="sm"
            disabled={!hydrated}
            loading={busy}
            aria-label={t`Block the slot at ${time}`}
            onClick={() =>
              void act(() => blockTestDriveSlot({ data: { locale, branchId, startsAt: slot.startsAt } }), t`The slot is blocked.`)
            }
          >
            {t({ message: 'Block', comment: 'Staff test-drive calendar: closes a slot to new bookings' })}
          </Button>
        )}
      </div>
      {slot.bookings.length > 0 ? (
        <ul className="mt-3 space-y-3 border-t border-line pt-3">
          {slot.bookings.map((booking) => (
            <BookingLine key={booking.reference} booking={booking} />
          ))}
        </ul>
      ) : null}
    </li>
  )
}

function BookingLine({ booking }: { booking: StaffTestDriveBooking }) {
  const { t } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const hydrated = useHydrated()
  const [busy, setBusy] = useState(false)
  const name = booking.name
  const record = async (outcome: 'shown' | 'no_show') => {
    setBusy(true)
    try {
      await recordTestDriveOutcome({ data: { locale, reference: booking.reference, outcome } })
      notifySuccess(outcome === 'shown' ? t`Recorded: the visitor came.` : t`Recorded: the visitor did not come.`)
      await router.invalidate()
    } catch (error) {
      notifyError(error instanceof Error && error.message ? error.message : t`The change could not be saved. Please try again.`)
    } finally {
      setBusy(false)
    }
  }
  const status = {
    booked: t({ message: 'Booked', comment: 'Staff test-drive calendar: a booking not yet recorded as shown or no-show' }),
    shown: t({ message: 'Came', comment: 'Staff test-drive calendar: the visitor came to the test drive' }),
    no_show: t({ message: 'Did not come', comment: 'Staff test-drive calendar: the visitor did not come (no-show)' }),
  }[booking.status]
  return (
    <li className="flex flex-wrap items-center justify-between gap-3" data-testid="test-drive-booking" data-reference={booking.reference}>
      <div>
        <p className="font-medium text-ink">
          <bdi>{booking.name}</bdi> ·{' '}
          <a href={`tel:${booking.mobile}`} dir="ltr" className="text-brand-700 underline">
            {formatSaudiMobile(booking.mobile)}
          </a>
        </p>
        <p className="text-sm text-ink-soft">
          <bdi>{booking.car}</bdi> · <span dir="ltr">{booking.reference}</span> · <span data-testid="test-drive-status">{status}</span>
        </p>
      </div>
      <div
        className="flex gap-2"
        role="group"
        aria-label={t({
          message: `Did ${name} come?`,
          comment: 'Staff test-drive calendar: accessible name of the shown / no-show buttons of one visitor',
        })}
      >
        <Button
          variant="outline"
          size="sm"
          aria-pressed={booking.status === 'shown'}
          disabled={!hydrated || busy}
          onClick={() => void record('shown')}
        >
          {t({ message: 'Shown', comment: 'Staff test-drive calendar: records that the visitor came' })}
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-pressed={booking.status === 'no_show'}
          disabled={!hydrated || busy}
          onClick={() => void record('no_show')}
        >
          {t({ message: 'No-show', comment: 'Staff test-drive calendar: records that the visitor did not come' })}
        </Button>
      </div>
    </li>
  )
}
