import { useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { Checkbox } from '../../../components/ui/checkbox'
import { ChoiceGroup } from '../../../components/ui/choice-group'
import { ErrorSummary } from '../../../components/ui/error-summary'
import { Field } from '../../../components/ui/field'
import { FormFailureNotice } from '../../../components/ui/form-failure-notice'
import { Input } from '../../../components/ui/input'
import { offerEditSchema, type OfferEditInput, type StaffOffer, type StaffOffers } from '../../../contract/staff-offers'
import { textProps } from '../../../lib/forms/bind'
import { useContractForm } from '../../../lib/forms/use-contract-form'
import { useLocale } from '../../../lib/i18n/use-locale'
import { notifySuccess } from '../../../lib/notify'
import { saveOffer } from '../staff-offers.functions'

/** One offer's validity days (Saudi calendar, both inclusive) and the cars it names. */
export function OfferEditForm({ offer, cars }: { offer: StaffOffer; cars: StaffOffers['cars'] }) {
  const { t } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const { form, formProps, fieldId, errorText, summary, failure } = useContractForm({
    formId: `staff-offer-${offer.id}`,
    defaultValues: { startsOn: offer.startsOn, endsOn: offer.endsOn, carIds: offer.carIds } as OfferEditInput,
    schema: offerEditSchema,
    toInput: (values: OfferEditInput) => values,
    send: (edit) => saveOffer({ data: { locale, id: offer.id, edit } }),
    onSuccess: async (saved) => {
      const title = saved.title
      notifySuccess(t`“${title}” is saved.`)
      await router.invalidate()
    },
  })

  return (
    <form
      {...formProps}
      aria-labelledby={`offer-${offer.id}-title`}
      className="space-y-5 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6"
      data-testid="staff-offer"
    >
      <h2 id={`offer-${offer.id}-title`} className="text-lg font-bold text-ink">
        {offer.title}
      </h2>
      <ErrorSummary errors={summary} />
      <div className="grid gap-5 sm:grid-cols-2">
        <form.Field name="startsOn">
          {(field) => (
            <Field
              label={t({ message: 'First day', comment: 'Staff offers page: label of the day an offer starts' })}
              id={fieldId(field.name)}
              error={errorText(field.state.meta.errors[0])}
              required
            >
              <Input {...textProps(field)} type="date" dir="ltr" />
            </Field>
          )}
        </form.Field>
        <form.Field name="endsOn">
          {(field) => (
            <Field
              label={t({ message: 'Last day', comment: 'Staff offers page: label of the last day an offer is valid' })}
              hint={t`Saudi calendar days, both included.`}
              id={fieldId(field.name)}
              error={errorText(field.state.meta.errors[0])}
              required
            >
              <Input {...textProps(field)} type="date" dir="ltr" />
            </Field>
          )}
        </form.Field>
      </div>
      <form.Field name="carIds">
        {(field) => (
          <ChoiceGroup
            legend={t({ message: 'Cars in this offer', comment: 'Staff offers page: heading of the cars an offer names' })}
            error={errorText(field.state.meta.errors[0])}
            layout="column"
          >
            <div className="grid max-h-72 gap-x-6 overflow-y-auto sm:grid-cols-2">
              {cars.map((car) => (
                <Checkbox
                  key={car.id}
                  name={`${field.name}-${car.id}`}
                  label={car.title}
                  checked={field.state.value.includes(car.id)}
                  onChange={(event) =>
                    field.handleChange(
                      event.target.checked ? [...field.state.value, car.id] : field.state.value.filter((id) => id !== car.id),
                    )
                  }
                />
              ))}
            </div>
          </ChoiceGroup>
        )}
      </form.Field>
      {failure ? <FormFailureNotice key={`${failure.code}:${failure.message}`} message={failure.message} /> : null}
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(busy) => (
          <Button type="submit" loading={busy}>
            {t({ message: 'Save offer', comment: 'Staff offers page: button that saves an offer’s days and cars' })}
          </Button>
        )}
      </form.Subscribe>
    </form>
  )
}
