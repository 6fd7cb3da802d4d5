import type { ReactNode } from 'react'
import { useRouter } from '@tanstack/react-router'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { ErrorSummary } from '../../../components/ui/error-summary'
import { FormFailureNotice } from '../../../components/ui/form-failure-notice'
import type { City } from '../../../contract/content'
import {
  branchCreateSchema,
  branchEditSchema,
  type BranchCreateInput,
  type BranchEditInput,
  type StaffBranch,
} from '../../../contract/staff-dealer'
import { weekdays, type Weekday } from '../../../lib/dealer-identity'
import { useContractForm } from '../../../components/forms/use-contract-form'
import { useLocale } from '../../../lib/i18n/use-locale'
import { notifySuccess } from '../../../lib/notify'
import { createBranch, saveBranch } from '../staff-dealer.functions'
import { FormSection } from './form-section'

type TextName = Exclude<keyof BranchCreateInput, 'openingHours' | 'city'>

/** A new branch's form as it starts: every text empty, every day closed, no city chosen. */
const emptyBranch: BranchFormValues = {
  nameAr: '',
  nameEn: '',
  streetAr: '',
  streetEn: '',
  districtAr: '',
  districtEn: '',
  postcode: '',
  phone: '',
  workingHoursAr: '',
  workingHoursEn: '',
  openingHours: Object.fromEntries(weekdays.map((day) => [day, ''])) as BranchEditInput['openingHours'],
  mapUrl: '',
  city: '',
  lat: '',
  lng: '',
}

type BranchFormValues = BranchEditInput & { city: string; lat: string; lng: string }

export const dayNames: Record<Weekday, MessageDescriptor> = {
  saturday: msg({ message: 'Saturday', comment: 'Day of the week (branch opening hours in the back office)' }),
  sunday: msg({ message: 'Sunday', comment: 'Day of the week (branch opening hours in the back office)' }),
  monday: msg({ message: 'Monday', comment: 'Day of the week (branch opening hours in the back office)' }),
  tuesday: msg({ message: 'Tuesday', comment: 'Day of the week (branch opening hours in the back office)' }),
  wednesday: msg({ message: 'Wednesday', comment: 'Day of the week (branch opening hours in the back office)' }),
  thursday: msg({ message: 'Thursday', comment: 'Day of the week (branch opening hours in the back office)' }),
  friday: msg({ message: 'Friday', comment: 'Day of the week (branch opening hours in the back office)' }),
}

/**
 * One branch: names, address in parts, phone, hours as text for people and per day for machines
 * (structured data), decision 0058. Without `branch`, a new one (decision 0079), which also takes
 * its city (from `cities`) and its place on the map.
 */
export function BranchEditForm({ branch, cities = [], onCreated }: { branch?: StaffBranch; cities?: City[]; onCreated?: () => void }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const { form, formProps, summary, failure } = useContractForm({
    formId: branch ? `staff-branch-${branch.id}` : 'staff-branch-new',
    defaultValues: branch ? ({ ...branch.edit, city: '', lat: '', lng: '' } as BranchFormValues) : emptyBranch,
    schema: branch ? branchEditSchema : branchCreateSchema,
    toInput: ({ city, lat, lng, ...edit }: BranchFormValues) => (branch ? edit : { ...edit, city, lat, lng }),
    send: (input, { idempotencyKey }) =>
      branch
        ? saveBranch({ data: { locale, id: branch.id, edit: input as BranchEditInput } })
        : createBranch({ data: { locale, idempotencyKey, branch: input as BranchCreateInput } }),
    // The name as saved: the form may just have renamed the branch.
    onSuccess: async (saved) => {
      const name = locale === 'en' ? saved.edit.nameEn : saved.edit.nameAr
      notifySuccess(
        branch
          ? t({ message: `“${name}” is saved.`, comment: 'Staff dealer settings: toast after saving a branch; {name} is its name' })
          : t({ message: `“${name}” is added.`, comment: 'Staff dealer settings: toast after adding a branch; {name} is its name' }),
      )
      onCreated?.()
      await router.invalidate()
    },
  })

  const text = (name: TextName, label: string, inputMode?: 'numeric' | 'decimal' | 'tel') => (
    <form.AppField name={name}>
      {(field) => (
        <field.TextField
          label={label}
          required
          dir={name.endsWith('Ar') ? 'rtl' : 'ltr'}
          lang={name.endsWith('Ar') ? 'ar' : name.endsWith('En') ? 'en' : undefined}
          inputMode={inputMode}
        />
      )}
    </form.AppField>
  )
  const pair = (...fields: ReactNode[]) => <div className="grid gap-5 sm:grid-cols-2">{fields}</div>
  const ar = (label: string) =>
    t({ message: `${label} (Arabic)`, comment: 'Staff dealer settings: label of a field written in Arabic; {label} names the field' })
  const en = (label: string) =>
    t({ message: `${label} (English)`, comment: 'Staff dealer settings: label of a field written in English; {label} names the field' })
  const nameLabel = t({ message: 'Branch name', comment: 'Staff dealer settings: the name of a branch (showroom)' })
  const streetLabel = t({ message: 'Street', comment: 'Staff settings: the street line of an address, without district or city' })
  const districtLabel = t({ message: 'District', comment: 'Staff settings: the district (حي) of an address' })
  const hoursLabel = t({
    message: 'Working hours as shown',
    comment: 'Staff dealer settings: a branch’s opening hours as text for visitors',
  })
  const title = branch
    ? locale === 'en'
      ? branch.edit.nameEn
      : branch.edit.nameAr
    : t({ message: 'New branch', comment: 'Staff dealer settings: heading of the form that adds a branch' })
  const key = branch ? String(branch.id) : 'new'

  return (
    <form
      {...formProps}
      aria-labelledby={`branch-${key}-title`}
      className="space-y-5"
      data-testid={branch ? 'staff-branch' : 'new-branch-form'}
    >
      <FormSection title={branch ? `${title} · ${branch.city}` : title}>
        <h3 id={`branch-${key}-title`} className="sr-only">
          {title}
        </h3>
        <ErrorSummary errors={summary} />
        {branch ? null : (
          <form.AppField name="city">
            {(field) => (
              <field.SelectField label={t({ message: 'City', comment: 'Staff jobs page: the city a position is in' })} required>
                <option value="">{t({ message: 'Choose a city', comment: 'Staff jobs page: the empty choice of the city list' })}</option>
                {cities.map((city) => (
                  <option key={city.slug} value={city.slug}>
                    {city.name}
                  </option>
                ))}
              </field.SelectField>
            )}
          </form.AppField>
        )}
        {pair(text('nameAr', ar(nameLabel)), text('nameEn', en(nameLabel)))}
        {pair(text('streetAr', ar(streetLabel)), text('streetEn', en(streetLabel)))}
        {pair(text('districtAr', ar(districtLabel)), text('districtEn', en(districtLabel)))}
        {pair(
          text(
            'postcode',
            t({ message: 'Postal code', comment: 'Staff settings: the 5-digit Saudi postal code of an address' }),
            'numeric',
          ),
          text('phone', t({ message: 'Phone', comment: 'Staff dealer settings: a branch’s phone as printed' }), 'tel'),
        )}
        {text('mapUrl', t({ message: 'Map link', comment: 'Staff settings: the address of the place on a map (https)' }))}
        {branch
          ? null
          : pair(
              text(
                'lat',
                t({ message: 'Latitude', comment: 'Staff dealer settings: a new branch’s latitude in degrees (e.g. 21.5433)' }),
                'decimal',
              ),
              text(
                'lng',
                t({ message: 'Longitude', comment: 'Staff dealer settings: a new branch’s longitude in degrees (e.g. 39.1728)' }),
                'decimal',
              ),
            )}
        {pair(text('workingHoursAr', ar(hoursLabel)), text('workingHoursEn', en(hoursLabel)))}
        <div>
          <h4 className="text-base font-bold text-ink">
            {t({ message: 'Opening hours by day', comment: 'Staff dealer settings: heading above one field per day of a branch’s hours' })}
          </h4>
          <p className="mt-1 text-sm text-ink-soft">
            {t({
              message: 'Saudi time, 24-hour clock: 09:00–12:30, 16:30–22:30. Leave a day empty when the branch is closed.',
              comment: 'Staff dealer settings: how to write a day’s opening hours; keep the times as they are',
            })}
          </p>
          <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {weekdays.map((day) => (
              <form.AppField key={day} name={`openingHours.${day}`}>
                {(field) => <field.TextField label={i18n._(dayNames[day])} dir="ltr" placeholder="09:00–22:00" />}
              </form.AppField>
            ))}
          </div>
        </div>
        {failure ? <FormFailureNotice key={`${failure.code}:${failure.message}`} message={failure.message} /> : null}
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(busy) => (
            <Button type="submit" loading={busy} variant={branch ? 'outline' : 'primary'}>
              {branch
                ? t({ message: 'Save branch', comment: 'Staff dealer settings: button that saves one branch' })
                : t({ message: 'Add branch', comment: 'Staff dealer settings: button that adds the new branch' })}
            </Button>
          )}
        </form.Subscribe>
      </FormSection>
    </form>
  )
}
