import { useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { ErrorSummary } from '../../../components/ui/error-summary'
import { FormFailureNotice } from '../../../components/ui/form-failure-notice'
import { Input } from '../../../components/ui/input'
import { Textarea } from '../../../components/ui/textarea'
import {
  offerDraftSchema,
  offerTextLimits,
  type OfferCarChoice,
  type OfferDraftInput,
  type OfferTexts,
  type StaffOffer,
} from '../../../contract/staff-offers'
import { textProps } from '../../../lib/forms/bind'
import { useContractForm } from '../../../components/forms/use-contract-form'
import { useLocale } from '../../../lib/i18n/use-locale'
import { percentText } from '../../../lib/percent'
import { saudiDate } from '../../../lib/saudi-calendar'
import { createOffer, saveOffer } from '../staff-offers.functions'
import { OfferCarPicker } from './offer-car-picker'
import { OfferPictureField } from './offer-picture-field'

/**
 * The form keeps the rate, term and down payment as typed (the contract reads them: src/lib/percent.ts,
 * src/lib/amount.ts) and the chosen cars with their titles, so a kept draft shows them by name.
 */
type OfferFormValues = OfferTexts & {
  startsOn: string
  endsOn: string
  profitRatePercent: string
  financeTermMonths: string
  minDownPaymentPercent: string
  carIds: OfferCarChoice[]
  image: string | null
}

const wholeText = (value: number | null) => (value === null ? '' : String(value))

const emptyTexts: OfferTexts = { titleAr: '', titleEn: '', summaryAr: '', summaryEn: '', bodyAr: '', bodyEn: '' }

/** A new offer starts today and runs a month, with no finance terms of its own. */
function newOfferValues(): OfferFormValues {
  const today = saudiDate()
  return {
    ...emptyTexts,
    startsOn: today,
    endsOn: saudiDate(new Date(Date.now() + 30 * 86_400_000)),
    profitRatePercent: '',
    financeTermMonths: '',
    minDownPaymentPercent: '',
    carIds: [],
    image: null,
  }
}

function offerValues(offer: StaffOffer): OfferFormValues {
  return {
    ...offer.texts,
    startsOn: offer.startsOn,
    endsOn: offer.endsOn,
    profitRatePercent: percentText(offer.profitRatePercent),
    financeTermMonths: wholeText(offer.financeTermMonths),
    minDownPaymentPercent: wholeText(offer.minDownPaymentPercent),
    carIds: offer.cars,
    image: offer.image,
  }
}

/**
 * An offer's texts in both languages, validity days (Saudi calendar, both inclusive), its own
 * finance terms and the cars it names: a new one when `offer` is not given, else that offer.
 */
export function OfferForm({ offer, onSaved }: { offer?: StaffOffer; onSaved: (saved: StaffOffer) => Promise<void> | void }) {
  const { t } = useLingui()
  const locale = useLocale()
  const formId = offer ? `staff-offer-${offer.id}` : 'staff-offer-new'
  const { form, formProps, fieldId, errorText, summary, failure } = useContractForm({
    formId,
    defaultValues: offer ? offerValues(offer) : newOfferValues(),
    schema: offerDraftSchema,
    toInput: ({ carIds, ...values }: OfferFormValues): OfferDraftInput => ({ ...values, carIds: carIds.map((car) => car.id) }),
    send: (draft, { idempotencyKey }) =>
      offer ? saveOffer({ data: { locale, id: offer.id, edit: draft } }) : createOffer({ data: { locale, idempotencyKey, draft } }),
    onSuccess: (saved) => onSaved(saved),
  })

  const text = (name: keyof OfferTexts, label: string, long?: { rows: number; max: number }) => (
    <form.AppField name={name}>
      {(field) => (
        <field.FieldFrame label={label} required>
          {long ? (
            <Textarea
              {...textProps(field)}
              rows={long.rows}
              maxLength={long.max}
              dir={name.endsWith('Ar') ? 'rtl' : 'ltr'}
              lang={name.endsWith('Ar') ? 'ar' : 'en'}
            />
          ) : (
            <Input
              {...textProps(field)}
              maxLength={offerTextLimits.titleMaxLength}
              dir={name.endsWith('Ar') ? 'rtl' : 'ltr'}
              lang={name.endsWith('Ar') ? 'ar' : 'en'}
            />
          )}
        </field.FieldFrame>
      )}
    </form.AppField>
  )
  const summaryText = { rows: 3, max: offerTextLimits.summaryMaxLength }
  const bodyText = { rows: 6, max: offerTextLimits.bodyMaxLength }

  return (
    <form {...formProps} className="space-y-5" data-testid={offer ? 'staff-offer-form' : 'new-offer-form'}>
      <ErrorSummary errors={summary} />
      <div className="grid gap-5 md:grid-cols-2">
        {text('titleAr', t({ message: 'Title (Arabic)', comment: 'Staff offers page: the offer’s title written in Arabic' }))}
        {text('titleEn', t({ message: 'Title (English)', comment: 'Staff offers page: the offer’s title written in English' }))}
        {text(
          'summaryAr',
          t({ message: 'Summary (Arabic)', comment: 'Staff offers page: one or two sentences on the offer’s card, in Arabic' }),
          summaryText,
        )}
        {text(
          'summaryEn',
          t({ message: 'Summary (English)', comment: 'Staff offers page: one or two sentences on the offer’s card, in English' }),
          summaryText,
        )}
        {text(
          'bodyAr',
          t({ message: 'Terms and details (Arabic)', comment: 'Staff offers page: the offer page’s text, in Arabic' }),
          bodyText,
        )}
        {text(
          'bodyEn',
          t({ message: 'Terms and details (English)', comment: 'Staff offers page: the offer page’s text, in English' }),
          bodyText,
        )}
      </div>
      <p className="text-sm text-ink-soft">
        {t({
          message: 'Paragraphs are separated by an empty line; a line starting with “## ” is a heading and “- ” a list item.',
          comment: 'Staff offers page: how to write the offer’s text; keep the marks ## and - as they are',
        })}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <form.AppField name="startsOn">
          {(field) => (
            <field.TextField
              label={t({ message: 'First day', comment: 'Staff offers page: label of the day an offer starts' })}
              required
              type="date"
              dir="ltr"
            />
          )}
        </form.AppField>
        <form.AppField name="endsOn">
          {(field) => (
            <field.TextField
              label={t({ message: 'Last day', comment: 'Staff offers page: label of the last day an offer is valid' })}
              hint={t`Saudi calendar days, both included.`}
              required
              type="date"
              dir="ltr"
            />
          )}
        </form.AppField>
      </div>
      <form.AppField name="profitRatePercent">
        {(field) => (
          <field.TextField
            label={t({
              message: 'Profit rate (%)',
              comment: 'Staff offers page: label of the flat annual profit rate a finance offer gives',
            })}
            hint={t({
              message: 'Leave empty when the offer has no finance rate of its own. 0 means 0% profit, shown on the offer.',
              comment: 'Staff offers page: hint under the profit rate; cars in a rated offer quote their monthly figure at this rate',
            })}
            inputMode="decimal"
            dir="ltr"
            maxLength={8}
            controlClassName="max-w-40"
          />
        )}
      </form.AppField>
      <div className="grid gap-5 sm:grid-cols-2">
        <form.AppField name="financeTermMonths">
          {(field) => (
            <field.TextField
              label={t({
                message: 'Finance term (months)',
                comment: 'Staff offers page: label of the number of months a finance offer finances its cars over',
              })}
              hint={t({
                message: 'From 12 to 60. Leave empty for the usual 60 months.',
                comment: 'Staff offers page: hint under the finance term; cars in the offer quote their monthly figure over it',
              })}
              inputMode="numeric"
              dir="ltr"
              maxLength={4}
              controlClassName="max-w-40"
            />
          )}
        </form.AppField>
        <form.AppField name="minDownPaymentPercent">
          {(field) => (
            <field.TextField
              label={t({
                message: 'Least down payment (%)',
                comment: 'Staff offers page: label of the smallest down payment a finance offer asks, as a percentage of the price',
              })}
              hint={t({
                message: 'From 0 to 90. Leave empty for the usual 15%.',
                comment: 'Staff offers page: hint under the least down payment; cars in the offer quote their monthly figure with it',
              })}
              inputMode="numeric"
              dir="ltr"
              maxLength={4}
              controlClassName="max-w-40"
            />
          )}
        </form.AppField>
      </div>
      <form.Field name="image">
        {(field) => (
          <OfferPictureField
            id={fieldId(field.name)}
            value={field.state.value}
            onChange={(image) => field.handleChange(image)}
            error={errorText(field.state.meta.errors[0])}
          />
        )}
      </form.Field>
      <form.Field name="carIds">
        {(field) => (
          <OfferCarPicker
            id={fieldId(field.name)}
            chosen={field.state.value}
            onChange={(cars) => field.handleChange(cars)}
            error={errorText(field.state.meta.errors[0])}
          />
        )}
      </form.Field>
      {failure ? <FormFailureNotice key={`${failure.code}:${failure.message}`} message={failure.message} /> : null}
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(busy) => (
          <Button type="submit" loading={busy}>
            {offer
              ? t({ message: 'Save offer', comment: 'Staff offers page: button that saves an offer’s days, rate and cars' })
              : t({ message: 'Create offer', comment: 'Staff offers page: button that creates a new offer' })}
          </Button>
        )}
      </form.Subscribe>
    </form>
  )
}
