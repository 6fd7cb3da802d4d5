import { useState } from 'react'
import { useHydrated, useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { ErrorSummary } from '../../../components/ui/error-summary'
import { FormFailureNotice } from '../../../components/ui/form-failure-notice'
import { Input } from '../../../components/ui/input'
import {
  specialHoursEditSchema,
  type SpecialHoursEditInput,
  type StaffBranch,
  type StaffSpecialHours,
} from '../../../contract/staff-dealer'
import { weekdays } from '../../../lib/dealer-identity'
import { formatDate } from '../../../lib/format'
import { textProps } from '../../../lib/forms/bind'
import { useContractForm } from '../../../components/forms/use-contract-form'
import { useLocale } from '../../../lib/i18n/use-locale'
import { notifySuccess } from '../../../lib/notify'
import { StatusBadge, useListAction } from '../../staff/components/content-status'
import { addSpecialHours, removeSpecialHours, saveSpecialHours } from '../staff-dealer.functions'
import { dayNames } from './branch-edit-form'

const emptyHours: SpecialHoursEditInput = {
  labelAr: '',
  labelEn: '',
  validFrom: '',
  validThrough: '',
  hours: Object.fromEntries(weekdays.map((day) => [day, ''])) as SpecialHoursEditInput['hours'],
}

/**
 * A branch's special hours (Ramadan, Eid): each period with its days and whether it is in force, a
 * way to change or remove one (removing is asked first), and a form for a new one (decision 0079).
 */
export function SpecialHoursEditor({ branch }: { branch: StaffBranch }) {
  const { t } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const hydrated = useHydrated()
  const [adding, setAdding] = useState(false)
  const [removing, setRemoving] = useState<StaffSpecialHours | null>(null)
  const [editing, setEditing] = useState<number | null>(null)
  const { failure, run } = useListAction()
  const removingLabel = removing ? (locale === 'en' ? removing.edit.labelEn : removing.edit.labelAr) : ''

  return (
    <section aria-labelledby={`special-hours-${branch.id}`} className="space-y-4" data-testid="special-hours-editor">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h4 id={`special-hours-${branch.id}`} className="text-base font-bold text-ink">
          {t({
            message: 'Special hours',
            comment: 'Staff dealer settings: heading of a branch’s hours for a range of days (Ramadan, Eid)',
          })}
          <span className="sr-only">{` – ${locale === 'en' ? branch.edit.nameEn : branch.edit.nameAr}`}</span>
        </h4>
        <Button size="sm" variant="outline" aria-expanded={adding} disabled={!hydrated} onClick={() => setAdding(!adding)}>
          {t({ message: 'Add special hours', comment: 'Staff dealer settings: button that opens the form for a branch’s special hours' })}
        </Button>
      </div>
      {failure ? <FormFailureNotice message={failure} /> : null}
      {branch.specialHours.length === 0 ? (
        <p className="text-sm text-ink-soft">
          {t({
            message: 'None: the usual hours apply every day.',
            comment: 'Staff dealer settings: a branch has no special hours',
          })}
        </p>
      ) : (
        <ul className="divide-y divide-line rounded-xl border border-line">
          {branch.specialHours.map((period) => {
            const label = locale === 'en' ? period.edit.labelEn : period.edit.labelAr
            const from = formatDate(period.edit.validFrom, locale)
            const to = formatDate(period.edit.validThrough, locale)
            return (
              <li key={period.id} className="px-3 py-2" data-testid="special-hours-period">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-medium text-ink">{label}</p>
                    <p className="flex flex-wrap items-center gap-2 text-sm text-ink-soft">
                      <span>{t({ message: `${from} to ${to}`, comment: 'Staff offers page: an offer’s first and last day' })}</span>
                      {period.inForce ? (
                        <StatusBadge tone="live">
                          {t({ message: 'In force', comment: 'Staff dealer settings: special hours that apply today' })}
                        </StatusBadge>
                      ) : period.ended ? (
                        <StatusBadge tone="over">
                          {t({
                            message: 'Ended',
                            context: 'special hours',
                            comment: 'Staff dealer settings: special hours whose last day has passed',
                          })}
                        </StatusBadge>
                      ) : (
                        <StatusBadge tone="waiting">
                          {t({
                            message: 'Upcoming',
                            context: 'special hours',
                            comment: 'Staff dealer settings: special hours whose first day has not come',
                          })}
                        </StatusBadge>
                      )}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      variant="outline"
                      aria-expanded={editing === period.id}
                      aria-controls={`special-hours-${period.id}-editor`}
                      disabled={!hydrated}
                      onClick={() => setEditing(editing === period.id ? null : period.id)}
                    >
                      {t({ message: 'Edit', comment: 'Staff lists (offers, jobs): button that opens an item’s form' })}
                      <span className="sr-only">{` – ${label}`}</span>
                    </Button>
                    <Button size="sm" variant="outline" disabled={!hydrated} onClick={() => setRemoving(period)}>
                      {t({
                        message: 'Remove',
                        comment: 'Staff dealer settings: button that asks before removing a branch’s special hours',
                      })}
                      <span className="sr-only">{` – ${label}`}</span>
                    </Button>
                  </div>
                </div>
                {editing === period.id ? (
                  <div id={`special-hours-${period.id}-editor`} className="mt-3">
                    <SpecialHoursForm branch={branch} period={period} onSaved={() => setEditing(null)} />
                  </div>
                ) : null}
              </li>
            )
          })}
        </ul>
      )}
      {adding ? (
        <SpecialHoursForm
          branch={branch}
          onSaved={() => {
            setAdding(false)
          }}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t({
          message: 'Remove these special hours?',
          comment: 'Staff dealer settings: title of the dialog before removing special hours',
        })}
        confirmLabel={t({ message: 'Remove the hours', comment: 'Staff dealer settings: the dialog’s button that removes special hours' })}
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          const period = removing
          if (period)
            await run(`remove:${period.id}`, async () => {
              await removeSpecialHours({ data: { locale, id: branch.id, hoursId: period.id } })
              notifySuccess(
                t({ message: `“${removingLabel}” is removed.`, comment: 'Staff dealer settings: toast after removing special hours' }),
              )
              await router.invalidate()
            })
          setRemoving(null)
        }}
      >
        <p>
          {t({
            message: `On the days of “${removingLabel}” the branch’s usual hours will show again. This cannot be undone, but the hours can be added again.`,
            comment: 'Staff dealer settings: what removing special hours does',
          })}
        </p>
      </ConfirmDialog>
    </section>
  )
}

/** New special hours for `branch`, or the period `period` of it to change. */
function SpecialHoursForm({ branch, period, onSaved }: { branch: StaffBranch; period?: StaffSpecialHours; onSaved: () => void }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const { form, formProps, summary, failure } = useContractForm({
    formId: period ? `staff-branch-${branch.id}-special-hours-${period.id}` : `staff-branch-${branch.id}-special-hours`,
    defaultValues: period ? (period.edit as SpecialHoursEditInput) : emptyHours,
    schema: specialHoursEditSchema,
    toInput: (values: SpecialHoursEditInput) => values,
    send: (hours) =>
      period
        ? saveSpecialHours({ data: { locale, id: branch.id, hoursId: period.id, hours } })
        : addSpecialHours({ data: { locale, id: branch.id, hours } }),
    onSuccess: async (_saved, values) => {
      const label = locale === 'en' ? values.labelEn : values.labelAr
      notifySuccess(t({ message: `“${label}” is saved.`, comment: 'Staff dealer settings: toast after adding special hours' }))
      onSaved()
      await router.invalidate()
    },
  })
  const text = (name: 'labelAr' | 'labelEn' | 'validFrom' | 'validThrough', label: string, hint?: string) => (
    <form.AppField name={name}>
      {(field) => (
        <field.FieldFrame label={label} hint={hint} required>
          {name.startsWith('valid') ? (
            <Input {...textProps(field)} type="date" dir="ltr" />
          ) : (
            <Input
              {...textProps(field)}
              maxLength={100}
              dir={name.endsWith('Ar') ? 'rtl' : 'ltr'}
              lang={name.endsWith('Ar') ? 'ar' : 'en'}
            />
          )}
        </field.FieldFrame>
      )}
    </form.AppField>
  )
  return (
    // A form of its own beside the branch's form (not inside it: forms do not nest).
    <form
      {...formProps}
      className="space-y-5 rounded-xl border border-line bg-surface p-4"
      data-testid={period ? 'special-hours-edit-form' : 'special-hours-form'}
    >
      <ErrorSummary errors={summary} />
      <div className="grid gap-5 sm:grid-cols-2">
        {text(
          'labelAr',
          t({ message: 'Name (Arabic)', comment: 'Staff dealer settings: the name of special hours in Arabic, e.g. ساعات رمضان' }),
        )}
        {text(
          'labelEn',
          t({ message: 'Name (English)', comment: 'Staff dealer settings: the name of special hours in English, e.g. Ramadan hours' }),
        )}
        {text('validFrom', t({ message: 'First day', comment: 'Staff offers page: label of the day an offer starts' }))}
        {text(
          'validThrough',
          t({ message: 'Last day', comment: 'Staff offers page: label of the last day an offer is valid' }),
          t`Saudi calendar days, both included.`,
        )}
      </div>
      <div>
        <p className="text-sm text-ink-soft">
          {t({
            message: 'Saudi time, 24-hour clock: 09:00–12:30, 16:30–22:30. Leave a day empty when the branch is closed.',
            comment: 'Staff dealer settings: how to write a day’s opening hours; keep the times as they are',
          })}
        </p>
        <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {weekdays.map((day) => (
            <form.AppField key={day} name={`hours.${day}`}>
              {(field) => <field.TextField label={i18n._(dayNames[day])} dir="ltr" placeholder="20:00–24:00" />}
            </form.AppField>
          ))}
        </div>
      </div>
      {failure ? <FormFailureNotice key={`${failure.code}:${failure.message}`} message={failure.message} /> : null}
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(busy) => (
          <Button type="submit" loading={busy}>
            {t({ message: 'Save special hours', comment: 'Staff dealer settings: button that saves a branch’s special hours' })}
          </Button>
        )}
      </form.Subscribe>
    </form>
  )
}
