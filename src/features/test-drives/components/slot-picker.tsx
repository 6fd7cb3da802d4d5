import { useLingui } from '@lingui/react/macro'
import { ChoiceGroup } from '../../../components/ui/choice-group'
import { Radio } from '../../../components/ui/checkbox'
import type { TestDriveAvailability } from '../../../contract/test-drives'
import { formatTime, formatWeekdayDate } from '../../../lib/format'
import { useLocale } from '../../../lib/i18n/use-locale'

const chip =
  'flex min-h-11 min-w-20 items-center justify-center rounded-lg border border-line bg-white px-3 text-sm font-medium text-ink ' +
  'peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-2 ' +
  'peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-not-allowed ' +
  'peer-disabled:border-dashed peer-disabled:bg-surface peer-disabled:text-ink-soft peer-disabled:line-through'

/**
 * The days ahead and the chosen day's times, as two groups of radios (arrow keys move within a
 * group, Tab to the next): a day without a free time, and a full or blocked time, cannot be chosen.
 */
export function SlotPicker({
  idPrefix,
  availability,
  onDay,
  value,
  onChange,
  error,
}: {
  idPrefix: string
  availability: Pick<TestDriveAvailability, 'days' | 'day' | 'slots'>
  onDay: (day: string) => void
  value: string
  onChange: (startsAt: string) => void
  error?: string
}) {
  const { t } = useLingui()
  const locale = useLocale()
  return (
    <div className="space-y-6">
      <ChoiceGroup legend={t({ message: 'Day', comment: 'Test drive booking: legend of the list of days to choose from' })} required>
        <div className="flex gap-2 overflow-x-auto pb-2" data-testid="test-drive-days">
          {availability.days.map((entry) => (
            <Radio
              key={entry.day}
              custom
              id={`${idPrefix}-day-${entry.day}`}
              name={`${idPrefix}-day`}
              value={entry.day}
              checked={entry.day === availability.day}
              disabled={entry.freeSlots === 0}
              onChange={() => onDay(entry.day)}
              label={
                <span className={`${chip} min-w-28 flex-col py-1 whitespace-nowrap`}>{formatWeekdayDate(entry.day, locale, 'short')}</span>
              }
            />
          ))}
        </div>
      </ChoiceGroup>
      <ChoiceGroup
        legend={t({ message: 'Time (Saudi time)', comment: 'Test drive booking: legend of the list of start times of the chosen day' })}
        required
        error={error}
      >
        {availability.slots.length === 0 ? (
          <p className="text-ink-soft">{t`No time is free on this day. Please choose another day.`}</p>
        ) : (
          <div className="flex flex-wrap gap-2" data-testid="test-drive-slots" id={`${idPrefix}-startsAt`} tabIndex={-1}>
            {availability.slots.map((slot) => (
              <Radio
                key={slot.startsAt}
                custom
                id={`${idPrefix}-slot-${slot.startsAt}`}
                name={`${idPrefix}-startsAt`}
                value={slot.startsAt}
                checked={slot.startsAt === value}
                disabled={slot.seatsLeft === 0}
                onChange={() => onChange(slot.startsAt)}
                label={
                  <span className={chip} dir="ltr">
                    {formatTime(slot.startsAt, locale)}
                  </span>
                }
              />
            ))}
          </div>
        )}
      </ChoiceGroup>
    </div>
  )
}
