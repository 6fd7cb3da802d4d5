import { useLingui } from '@lingui/react/macro'
import { FormPreamble } from '../../../components/forms/form-preamble'
import { useContractForm } from '../../../components/forms/use-contract-form'
import { Button } from '../../../components/ui/button'
import { ChoiceGroup } from '../../../components/ui/choice-group'
import { Radio } from '../../../components/ui/checkbox'
import { FormFailureNotice } from '../../../components/ui/form-failure-notice'
import {
  bookTestDriveSchema,
  type BookTestDriveInput,
  type TestDriveAvailability,
  type TestDriveBooked,
} from '../../../contract/test-drives'
import { useLocale } from '../../../lib/i18n/use-locale'
import { bookTestDrive } from '../test-drives.functions'
import { SlotPicker } from './slot-picker'

export const testDriveFormId = 'test-drive'

type Values = { startsAt: string; name: string; mobile: string; email: string }
const defaults: Values = { startsAt: '', name: '', mobile: '', email: '' }

export type BookedDrive = TestDriveBooked & { mobile: string; startsAt: string }

/**
 * The booking form: the branch (those holding the car), the day and the time, then who is coming.
 * The branch and the day are in the page's address (the slots come with the page); the time and
 * the details are the form's, kept in its draft. Sends with an Idempotency-Key: a double click
 * books once.
 */
export function TestDriveForm({
  availability,
  onBranch,
  onDay,
  onBooked,
}: {
  availability: TestDriveAvailability
  onBranch: (branchId: number) => void
  onDay: (day: string) => void
  onBooked: (booked: BookedDrive) => void
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const toInput = (values: Values): BookTestDriveInput => ({
    carId: availability.car.id,
    branchId: availability.branchId ?? 0,
    startsAt: values.startsAt,
    name: values.name,
    mobile: values.mobile,
    email: values.email,
  })
  const { form, formProps, errorText, summary, failure } = useContractForm({
    formId: testDriveFormId,
    defaultValues: defaults,
    schema: bookTestDriveSchema,
    toInput,
    keepDraftAfterSuccess: true,
    send: (booking, { idempotencyKey }) => bookTestDrive({ data: { locale, idempotencyKey, booking } }),
    onSuccess: (booked, values) => onBooked({ ...booked, mobile: toInput(values).mobile, startsAt: values.startsAt }),
  })

  return (
    <form {...formProps} aria-labelledby="test-drive-form-title" className="space-y-6" data-testid="test-drive-form">
      <h2 id="test-drive-form-title" className="sr-only">
        {t({ message: 'Book a test drive', comment: 'Test drive page: heading of the booking form (read by screen readers)' })}
      </h2>
      <FormPreamble summary={summary} />
      <section className="space-y-6 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8">
        <ChoiceGroup
          legend={t({ message: 'Branch', comment: 'Test drive booking: legend of the branches that hold the car' })}
          layout="column"
          required
        >
          {availability.branches.map((branch) => (
            <Radio
              key={branch.id}
              id={`${testDriveFormId}-branch-${branch.id}`}
              name={`${testDriveFormId}-branch`}
              value={String(branch.id)}
              checked={branch.id === availability.branchId}
              onChange={() => onBranch(branch.id)}
              label={
                <span>
                  <span className="font-bold text-ink">{branch.name}</span>
                  <span className="block text-sm text-ink-soft">{branch.address}</span>
                </span>
              }
            />
          ))}
        </ChoiceGroup>
        <form.Field name="startsAt">
          {(field) => (
            <SlotPicker
              idPrefix={testDriveFormId}
              availability={availability}
              onDay={(day) => {
                field.handleChange('')
                onDay(day)
              }}
              value={field.state.value}
              onChange={field.handleChange}
              error={errorText(field.state.meta.errors[0])}
            />
          )}
        </form.Field>
      </section>
      <section className="grid gap-x-6 gap-y-5 rounded-2xl border border-line bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-8">
        <form.AppField name="name">
          {(field) => (
            <field.TextField
              label={t({ message: 'Full name', comment: 'Test drive booking: label of the name field' })}
              required
              preset="name"
              placeholder={t`Enter Name`}
            />
          )}
        </form.AppField>
        <form.AppField name="mobile">
          {(field) => (
            <field.TextField
              label={t({ message: 'Mobile number', comment: 'Test drive booking: label of the mobile field (the code is sent to it)' })}
              hint={t`We send a 6-digit confirmation code to this number.`}
              required
              preset="mobile"
              placeholder={t`Enter Mobile Number`}
            />
          )}
        </form.AppField>
        <form.AppField name="email">
          {(field) => (
            <field.TextField
              label={t({ message: 'E-mail (optional)', comment: 'Test drive booking: label of the optional e-mail field' })}
              hint={t`With an e-mail address you also get a calendar invitation.`}
              className="sm:col-span-2"
              controlClassName="sm:max-w-[calc(50%-0.75rem)]"
              preset="email"
              placeholder={t`Enter Email`}
            />
          )}
        </form.AppField>
      </section>
      {failure ? (
        <FormFailureNotice
          key={`${failure.code}:${failure.message}`}
          message={failure.message}
          retryAfterSeconds={failure.retryAfterSeconds}
        />
      ) : null}
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(busy) => (
          <Button
            type="submit"
            variant="accent"
            size="lg"
            loading={busy}
            className="w-full sm:w-auto"
            disabled={availability.branchId === null}
          >
            {t({ message: 'Book the test drive', comment: 'Test drive booking: the submit button (a code is sent next)' })}
          </Button>
        )}
      </form.Subscribe>
    </form>
  )
}
