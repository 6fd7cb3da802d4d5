import { useState, type ReactNode } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { FormPreamble } from '../../../components/forms/form-preamble'
import { EmailField, NameField } from '../../../components/forms/person-fields'
import { useContractForm } from '../../../components/forms/use-contract-form'
import {
  individualOrderSchema,
  licenceStatuses,
  orderLimits,
  workSectors,
  type PlaceOrderInput,
  type OrderPlaced,
} from '../../../contract/orders'
import { useLocale, useLocaleParam } from '../../../lib/i18n/use-locale'
import { toSaudiMobileE164 } from '../../../lib/phone'
import { banksQuery } from '../../content/content.queries'
import { licenceStatusLabels, workSectorLabels } from '../order-form-labels'
import {
  individualChoiceFields,
  individualChoiceValues,
  individualDraftOmit,
  individualOrderDefaults,
  individualOrderInput,
  type CarChoice,
} from '../order-form-values'
import type { OrderOffer } from '../order-page-data'
import type { IndividualOrderSearch } from '../order-page-search'
import { amountParam } from '../../../lib/car-page-search'
import { placeOrder } from '../orders.functions'
import { CarPickerField } from './car-picker'
import { CarColorField } from './car-color-field'
import { OrderOfferField } from './order-offer-notice'
import { BranchField, CityField } from './city-and-branch'
import { FormSection, MobileField, OptionsSelectField, PurchaseTypeChoice, SubmitArea } from './order-form-parts'
import { useCarInUrl, useChoiceInUrl } from './use-car-in-url'

export const individualFormId = 'order-individuals'

const minMonths = orderLimits.minInstallmentMonths
const maxMonths = orderLimits.maxInstallmentMonths

/**
 * The individuals' purchase order: who, which car and colour, which city, cash or finance. The
 * finance questions appear, are checked and are sent only when finance is chosen; the credit-data
 * consent is asked each time (never kept in the draft). It opens with what the buyer chose on the
 * car or offer page (the URL's colour, offer and plan, decision 0084), and keeps each change of
 * them in the URL.
 */
export function IndividualOrderForm<Answer = OrderPlaced>({
  initialCar,
  search,
  offer,
  onPlaced,
  staff,
}: {
  initialCar: CarChoice
  search: IndividualOrderSearch
  offer: OrderOffer | null
  onPlaced: (placed: Answer, mobile: string) => void
  /**
   * A staff member taking the order for a buyer (decision 0092): their own draft, their own
   * submission, and the texts about the buyer in the third person. `before`: their part of the form.
   */
  staff?: {
    formId: string
    send: (order: PlaceOrderInput, context: { idempotencyKey: string }) => Promise<Answer>
    before: ReactNode
  }
}) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const localeParam = useLocaleParam()
  const { data: banks } = useSuspenseQuery(banksQuery(locale))
  const [defaultValues] = useState(() =>
    individualChoiceValues(offer ? search : { ...search, offer: undefined }, { ...individualOrderDefaults, ...initialCar }),
  )
  const setCarInUrl = useCarInUrl()
  const keepInUrl = useChoiceInUrl()
  const offerCars = offer?.cars ?? null
  const yesNo = [
    { value: 'yes', label: t({ message: 'Yes', comment: 'Answer to a yes-or-no question in the finance part of the order form' }) },
    { value: 'no', label: t({ message: 'No', comment: 'Answer to a yes-or-no question in the finance part of the order form' }) },
  ] as const
  const keepAmount = (key: string) => ({ onChange: ({ value }: { value: string }) => keepInUrl({ [key]: amountParam(value) }) })

  const { form, formProps, summary, failure } = useContractForm({
    formId: staff?.formId ?? individualFormId,
    defaultValues,
    schema: individualOrderSchema,
    toInput: individualOrderInput,
    draftOmit: [...individualDraftOmit, ...individualChoiceFields, 'brand', 'model', 'carId'],
    keepDraftAfterSuccess: true,
    send: (order, context): Promise<Answer> =>
      staff
        ? staff.send(order, context)
        : (placeOrder({ data: { locale, idempotencyKey: context.idempotencyKey, order } }) as Promise<Answer>),
    onSuccess: (placed, values) => onPlaced(placed, toSaudiMobileE164(values.mobile) ?? values.mobile),
  })

  return (
    <form {...formProps} aria-labelledby="order-form-title" className="mx-auto max-w-3xl space-y-8">
      <h2 id="order-form-title" className="sr-only">
        {t({ message: 'Order form', comment: 'Order forms: heading read by screen readers before the fields' })}
      </h2>
      <FormPreamble summary={summary} />

      {staff?.before}
      <FormSection
        title={
          staff
            ? t({ message: "The buyer's details", comment: 'Staff new order page: heading of the buyer’s name, mobile and e-mail section' })
            : t({ message: 'Your details', comment: "Individual order form: heading of the buyer's name, mobile and e-mail section" })
        }
      >
        <form.AppField name="name">
          {() => (
            <NameField
              label={t({ message: 'Full name', comment: "Individual order form: label of the buyer's name" })}
              className="sm:col-span-2"
            />
          )}
        </form.AppField>
        <form.AppField name="mobile">{() => <MobileField />}</form.AppField>
        <form.AppField name="email">{() => <EmailField />}</form.AppField>
      </FormSection>

      <FormSection
        title={t({ message: 'The car', comment: 'Individual order form: heading of the car, city and cash-or-finance section' })}
      >
        {offer ? (
          <form.AppField
            name="offerId"
            listeners={{ onChange: ({ value }) => keepInUrl({ offer: value === '' ? undefined : Number(value) }) }}
          >
            {() => <OrderOfferField title={offer.title} />}
          </form.AppField>
        ) : null}
        <form.Subscribe selector={(state) => state.values.offerId !== ''}>
          {(underOffer) => (
            <form.AppField name="carId">
              {() => (
                <div className="sm:col-span-2">
                  <CarPickerField
                    offerCars={underOffer ? offerCars : null}
                    onPicked={(next, previousCarId) => {
                      // A colour is one of its car's: another car starts with none chosen.
                      if (next.carId !== previousCarId) form.setFieldValue('colorId', '', { dontValidate: true })
                      setCarInUrl(next.carId, { color: undefined })
                    }}
                  />
                </div>
              )}
            </form.AppField>
          )}
        </form.Subscribe>
        <form.Subscribe selector={(state) => state.values.carId}>
          {(carId) => (
            <form.AppField
              name="colorId"
              listeners={{ onChange: ({ value }) => keepInUrl({ color: value === '' ? undefined : Number(value) }) }}
            >
              {() => <CarColorField carId={carId} />}
            </form.AppField>
          )}
        </form.Subscribe>
        <form.AppField name="city">
          {() => (
            <CityField
              label={
                staff
                  ? t({ message: "The buyer's city", comment: 'Staff new order page: label of the buyer’s own city (any Saudi city)' })
                  : t({ message: 'Your city', comment: 'Individual order form: label of the buyer’s own city (any Saudi city)' })
              }
              branchField="branchId"
            />
          )}
        </form.AppField>
        <form.AppField name="branchId">{() => <BranchField />}</form.AppField>
        <form.AppField name="purchaseType" listeners={{ onChange: ({ value }) => keepInUrl({ purchase: value }) }}>
          {() => <PurchaseTypeChoice />}
        </form.AppField>
      </FormSection>

      <form.Subscribe selector={(state) => state.values.purchaseType}>
        {(purchaseType) =>
          purchaseType === 'finance' ? (
            <FormSection
              title={t({
                message: 'Finance details',
                comment: 'Individual order form: heading of the questions shown when bank finance is chosen',
              })}
              lead={t`The partner bank uses these answers to study your finance request. They are sent only because you chose finance.`}
            >
              <form.AppField
                name="finance.bank"
                listeners={{ onChange: ({ value }) => keepInUrl({ bank: value === '' ? undefined : value }) }}
              >
                {() => (
                  <OptionsSelectField
                    label={t({
                      message: 'Bank',
                      comment: 'Order forms: label of the partner bank list, shown when bank finance is chosen',
                    })}
                    placeholder={t({ message: 'Choose a bank', comment: 'Order forms: first, empty option of the bank list' })}
                    options={banks.items.map((bank) => ({ value: bank.slug, label: bank.name }))}
                  />
                )}
              </form.AppField>
              <form.AppField name="finance.workSector">
                {() => (
                  <OptionsSelectField
                    label={t({ message: 'Work sector', comment: 'Individual order form (finance): label of the employer kind list' })}
                    placeholder={t({
                      message: 'Choose a sector',
                      comment: 'Individual order form (finance): first, empty option of the work sector list',
                    })}
                    options={workSectors.map((sector) => ({ value: sector, label: i18n._(workSectorLabels[sector]) }))}
                  />
                )}
              </form.AppField>
              <form.AppField name="finance.salary">
                {(field) => (
                  <field.TextField
                    label={t`Salary at the ATM (SAR)`}
                    hint={t`What reaches your account each month.`}
                    required
                    preset="amount"
                  />
                )}
              </form.AppField>
              <form.AppField name="finance.monthlyCommitments">
                {(field) => (
                  <field.TextField
                    label={t`Total monthly commitments (SAR)`}
                    hint={t`Loans and instalments you pay each month; 0 if none.`}
                    required
                    preset="amount"
                  />
                )}
              </form.AppField>
              <form.AppField name="finance.downPayment" listeners={keepAmount('down')}>
                {(field) => (
                  <field.TextField
                    label={t`First batch (down payment, SAR)`}
                    hint={t`0 if you want to finance the whole price.`}
                    required
                    preset="amount"
                  />
                )}
              </form.AppField>
              <form.AppField name="finance.installmentMonths" listeners={keepAmount('term')}>
                {(field) => (
                  <field.TextField
                    label={t`Finance term (months)`}
                    hint={t`Between ${minMonths} and ${plural(maxMonths, { one: '# month', other: '# months' })}.`}
                    required
                    preset="amount"
                  />
                )}
              </form.AppField>
              <form.AppField name="finance.finalPayment" listeners={keepAmount('balloon')}>
                {(field) => (
                  <field.TextField
                    label={t`Final payment (last batch), SAR`}
                    hint={t`Paid at the end instead of in the monthly amount; leave it empty for none.`}
                    preset="amount"
                  />
                )}
              </form.AppField>
              <form.AppField name="finance.licenceStatus">
                {() => (
                  <OptionsSelectField
                    label={t({ message: 'Driving licence', comment: 'Individual order form (finance): label of the licence status list' })}
                    placeholder={t`Choose the licence status`}
                    options={licenceStatuses.map((status) => ({ value: status, label: i18n._(licenceStatusLabels[status]) }))}
                  />
                )}
              </form.AppField>
              <form.AppField name="finance.hasMortgage">
                {(field) => <field.RadioGroupField legend={t`Do you have a mortgage?`} required options={yesNo} />}
              </form.AppField>
              <form.AppField name="finance.hasPaymentDelays">
                {(field) => (
                  <field.RadioGroupField
                    legend={t`Have you had late payments?`}
                    hint={t`Instalments or bills paid late in the past.`}
                    required
                    options={yesNo}
                  />
                )}
              </form.AppField>
              <form.AppField name="finance.creditConsent">
                {(field) => (
                  <div className="rounded-xl bg-surface p-4 sm:col-span-2">
                    <field.CheckboxField
                      aria-required
                      label={
                        staff ? (
                          <span>
                            <Trans comment="Staff new order page: the consent the staff member confirms the buyer gave, when finance is chosen">
                              The buyer agrees that the dealer and the partner bank process their credit data to study this finance request,
                              as the privacy policy describes.
                            </Trans>
                            <span aria-hidden="true" className="ms-0.5 text-danger">
                              *
                            </span>
                          </span>
                        ) : (
                          <span>
                            <Trans>
                              I agree that the dealer and the partner bank process my credit data to study this finance request, as the{' '}
                              <Link
                                to="/{-$locale}/policy"
                                params={{ locale: localeParam }}
                                target="_blank"
                                className="font-medium text-brand-700 underline"
                              >
                                privacy policy
                              </Link>{' '}
                              describes.
                            </Trans>
                            <span aria-hidden="true" className="ms-0.5 text-danger">
                              *
                            </span>
                          </span>
                        )
                      }
                    />
                  </div>
                )}
              </form.AppField>
            </FormSection>
          ) : null
        }
      </form.Subscribe>

      <form.Subscribe selector={(state) => state.isSubmitting}>{(busy) => <SubmitArea failure={failure} busy={busy} />}</form.Subscribe>
    </form>
  )
}
