import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { FormPreamble } from '../../../components/forms/form-preamble'
import { useContractForm } from '../../../components/forms/use-contract-form'
import { Button } from '../../../components/ui/button'
import { FormFailureNotice } from '../../../components/ui/form-failure-notice'
import { startReservationSchema, type ReservationOffer } from '../../../contract/reservations'
import { useLocale, useLocaleParam } from '../../../lib/i18n/use-locale'
import { reservationFormDefaults, reservationInput } from '../reservation-form-values'
import { startReservation } from '../reservations.functions'

/**
 * Who reserves: name, mobile and e-mail (the receipt and the dealer's call), and the colour when the
 * dealer has more than one ready. Sending it sets the car aside for the payment window and opens the
 * payment page; nothing is charged here.
 */
export function ReservationForm({ carId, offer, initialColorId }: { carId: number; offer: ReservationOffer; initialColorId?: number }) {
  const { t } = useLingui()
  const locale = useLocale()
  const localeParam = useLocaleParam()
  const navigate = useNavigate()
  const { form, formProps, summary, failure } = useContractForm({
    formId: `reserve-${carId}`,
    defaultValues: {
      ...reservationFormDefaults,
      colorId: initialColorId !== undefined && offer.colors.some((color) => color.id === initialColorId) ? String(initialColorId) : '',
    },
    schema: startReservationSchema,
    toInput: (values) => reservationInput(carId, values),
    send: (reservation, { idempotencyKey }) => startReservation({ data: { locale, idempotencyKey, reservation } }),
    onSuccess: (started) => void navigate({ to: '/{-$locale}/reservation', params: { locale: localeParam }, search: { id: started.id } }),
  })

  return (
    <form {...formProps} aria-labelledby="reserve-form-title" className="space-y-6">
      <h2 id="reserve-form-title" className="text-xl font-bold text-ink">
        {t({ message: 'Your details', comment: 'Reserve page: heading of the form with the buyer’s name, mobile and e-mail' })}
      </h2>
      <FormPreamble summary={summary} />
      <div className="grid gap-x-6 gap-y-5 rounded-2xl border border-line bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-8">
        <form.AppField name="name">
          {(field) => <field.TextField label={t`Full name`} required preset="name" placeholder={t`Enter Name`} />}
        </form.AppField>
        <form.AppField name="mobile">
          {(field) => <field.TextField label={t`Mobile number`} required preset="mobile" placeholder={t`Enter Mobile Number`} />}
        </form.AppField>
        <form.AppField name="email">
          {(field) => (
            <field.TextField
              label={t`Email`}
              required
              preset="email"
              placeholder={t`Enter Email`}
              hint={t({
                message: 'For your receipt and for our sales team to reach you.',
                comment: 'Reserve page: hint under the e-mail field',
              })}
            />
          )}
        </form.AppField>
        {offer.colors.length > 1 ? (
          <form.AppField name="colorId">
            {(field) => (
              <field.SelectField label={t({ message: 'Colour', comment: 'Reserve page: the colour of the unit to hold' })}>
                <option value="">{t({ message: 'Any colour', comment: 'Reserve page: colour list, no preference' })}</option>
                {offer.colors.map((color) => (
                  <option key={color.id} value={String(color.id)}>
                    {color.name}
                  </option>
                ))}
              </field.SelectField>
            )}
          </form.AppField>
        ) : null}
      </div>
      {failure ? <FormFailureNotice message={failure.message} retryAfterSeconds={failure.retryAfterSeconds} /> : null}
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <Button type="submit" variant="accent" size="lg" loading={submitting}>
            {t({ message: 'Continue to payment', comment: 'Reserve page: the button that sets the car aside and opens the payment step' })}
          </Button>
        )}
      </form.Subscribe>
    </form>
  )
}
