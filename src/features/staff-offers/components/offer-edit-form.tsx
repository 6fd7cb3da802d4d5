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
import { percentText } from '../../../lib/percent'
import { saveOffer } from '../staff-offers.functions'

/** The form keeps the rate, term and down payment as typed; the contract reads them (src/lib/percent.ts, src/lib/amount.ts). */
type OfferEditValues = {
  startsOn: string
  endsOn: string
  profitRatePercent: string
  financeTermMonths: string
  minDownPaymentPercent: string
  carIds: number[]
}

const wholeText = (value: number | null) => (value === null ? '' : String(value))

/** One offer's validity days (Saudi calendar, both inclusive), its own profit rate and the cars it names. */
export function OfferEditForm({ offer, cars }: { offer: StaffOffer; cars: StaffOffers['cars'] }) {
  const { t } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const { form, formProps, fieldId, errorText, summary, failure } = useContractForm({
    formId: `staff-offer-${offer.id}`,
    defaultValues: {
      startsOn: offer.startsOn,
      endsOn: offer.endsOn,
      profitRatePercent: percentText(offer.profitRatePercent),
      financeTermMonths: wholeText(offer.financeTermMonths),
      minDownPaymentPercent: wholeText(offer.minDownPaymentPercent),
      carIds: offer.carIds,
    } satisfies OfferEditValues as OfferEditValues,
    schema: offerEditSchema,
    toInput: (values: OfferEditValues): OfferEditInput => values,
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
      <form.Field name="profitRatePercent">
        {(field) => (
          <Field
            label={t({
              message: 'Profit rate (%)',
              comment: 'Staff offers page: label of the flat annual profit rate a finance offer gives',
            })}
            hint={t({
              message: 'Leave empty when the offer has no finance rate of its own. 0 means 0% profit, shown on the offer.',
              comment: 'Staff offers page: hint under the profit rate; cars in a rated offer quote their monthly figure at this rate',
            })}
            id={fieldId(field.name)}
            error={errorText(field.state.meta.errors[0])}
          >
            <Input {...textProps(field)} inputMode="decimal" dir="ltr" maxLength={8} className="max-w-40" />
          </Field>
        )}
      </form.Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <form.Field name="financeTermMonths">
          {(field) => (
            <Field
              label={t({
                message: 'Finance term (months)',
                comment: 'Staff offers page: label of the number of months a finance offer finances its cars over',
              })}
              hint={t({
                message: 'From 12 to 60. Leave empty for the usual 60 months.',
                comment: 'Staff offers page: hint under the finance term; cars in the offer quote their monthly figure over it',
              })}
              id={fieldId(field.name)}
              error={errorText(field.state.meta.errors[0])}
            >
              <Input {...textProps(field)} inputMode="numeric" dir="ltr" maxLength={4} className="max-w-40" />
            </Field>
          )}
        </form.Field>
        <form.Field name="minDownPaymentPercent">
          {(field) => (
            <Field
              label={t({
                message: 'Least down payment (%)',
                comment: 'Staff offers page: label of the smallest down payment a finance offer asks, as a percentage of the price',
              })}
              hint={t({
                message: 'From 0 to 90. Leave empty for the usual 15%.',
                comment: 'Staff offers page: hint under the least down payment; cars in the offer quote their monthly figure with it',
              })}
              id={fieldId(field.name)}
              error={errorText(field.state.meta.errors[0])}
            >
              <Input {...textProps(field)} inputMode="numeric" dir="ltr" maxLength={4} className="max-w-40" />
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
            {t({ message: 'Save offer', comment: 'Staff offers page: button that saves an offer’s days, rate and cars' })}
          </Button>
        )}
      </form.Subscribe>
    </form>
  )
}
