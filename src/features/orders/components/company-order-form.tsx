import { useEffect, useState } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { FormPreamble } from '../../../components/forms/form-preamble'
import { EmailField, NameField } from '../../../components/forms/person-fields'
import { useContractForm } from '../../../components/forms/use-contract-form'
import { Button } from '../../../components/ui/button'
import { companyOrderSchema, orderLimits, type OrderPlaced } from '../../../contract/orders'
import { useLocale } from '../../../lib/i18n/use-locale'
import { toSaudiMobileE164 } from '../../../lib/phone'
import { banksQuery } from '../../content/content.queries'
import { companyOrderDefaults, companyOrderInput, emptyOrderLine, type CarChoice, type CompanyOrderValues } from '../order-form-values'
import { placeOrder } from '../orders.functions'
import { CarPickerField } from './car-picker'
import { BranchField, CityField } from './city-and-branch'
import { LineColorField, LineQuantityField, OrderLineFieldset } from './order-line-fields'
import { FormSection, MobileField, OptionsSelectField, PurchaseTypeChoice, SubmitArea } from './order-form-parts'
import { useCarInUrl, useChoiceInUrl } from './use-car-in-url'
import { OrderOfferField } from './order-offer-notice'
import type { OrderOffer } from '../order-page-data'
import type { CompanyOrderSearch } from '../order-page-search'

export const companyFormId = 'order-company'

const maxLines = orderLimits.maxOrderLines

/** A line's field, by the path the contract and the API name it (`lines.1.quantity`). */
const lineField = <K extends 'carId' | 'color' | 'quantity'>(index: number, key: K) => `lines.${index}.${key}` as `lines[${number}].${K}`

/**
 * The companies' quotation request: the company with its CR and VAT numbers, its headquarters,
 * lines of cars (model, colour, how many), where they go and the branch that handles it, who to
 * contact, cash or finance (then with which bank). A corporate sales representative replies.
 * Opened from a car page or an offer, its first line is that car in the colour chosen there, and
 * the request names the offer (decision 0084); the URL keeps both, as on the individuals' form.
 */
export function CompanyOrderForm({
  initialCar,
  colorCount,
  search,
  offer,
  onPlaced,
}: {
  initialCar: CarChoice
  /** How many colours the first line's car has: a colour place beyond them is dropped. */
  colorCount: number
  search: CompanyOrderSearch
  offer: OrderOffer | null
  onPlaced: (placed: OrderPlaced, mobile: string) => void
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const { data: banks } = useSuspenseQuery(banksQuery(locale))
  // The company's numbers, checked by the dealer settings' own rule (decision 0086).
  const registrationText = {
    crNumber: {
      label: t({ message: 'Commercial registration number', comment: 'Company order form: label of the CR number (10 digits)' }),
      hint: t({ message: '10 digits, as on the commercial registration.', comment: 'Company order form: hint under the CR number' }),
    },
    vatNumber: {
      label: t({ message: 'VAT number', comment: 'Company order form: label of the VAT registration number (15 digits)' }),
      hint: t({
        message: '15 digits starting and ending with 3; it goes on the invoice.',
        comment: 'Company order form: hint under the VAT registration number',
      }),
    },
  }
  const [defaultValues] = useState<CompanyOrderValues>(() => ({
    ...companyOrderDefaults,
    offerId: offer ? String(offer.id) : '',
    lines: [
      {
        ...emptyOrderLine,
        ...initialCar,
        color: search.color !== undefined && search.color < colorCount ? String(search.color) : '',
      },
    ],
  }))
  const setCarInUrl = useCarInUrl()
  const keepInUrl = useChoiceInUrl()
  const offerCars = offer?.cars ?? null

  const { form, formProps, fieldId, summary, failure } = useContractForm({
    formId: companyFormId,
    defaultValues,
    schema: companyOrderSchema,
    toInput: companyOrderInput,
    // The offer is the page address's, as on the individuals' form: a newer link wins over a draft.
    draftOmit: ['offerId'],
    keepDraftAfterSuccess: true,
    send: (order, { idempotencyKey }) => placeOrder({ data: { locale, idempotencyKey, order } }),
    onSuccess: (placed, values) => onPlaced(placed, toSaudiMobileE164(values.mobile) ?? values.mobile),
  })

  // The address's car and colour win over an older draft's first line, as on the individuals'
  // form: a newer car page or offer link is what the request opens with. The form writes its own
  // first line back to the address, so a reload finds the two agreeing and keeps the draft.
  useEffect(() => {
    const fromAddress = defaultValues.lines[0]!
    const [first, ...rest] = form.state.values.lines
    if (fromAddress.carId === '' || !first) return
    if (first.carId !== fromAddress.carId) form.setFieldValue('lines', [fromAddress, ...rest])
    else if (fromAddress.color !== '' && first.color !== fromAddress.color)
      form.setFieldValue('lines', [{ ...first, color: fromAddress.color }, ...rest])
  }, [defaultValues, form])

  return (
    <form {...formProps} aria-labelledby="order-form-title" className="mx-auto max-w-3xl space-y-8">
      <h2 id="order-form-title" className="sr-only">
        {t({ message: 'Order form', comment: 'Order forms: heading read by screen readers before the fields' })}
      </h2>
      <FormPreamble summary={summary} />

      <FormSection title={t({ message: 'The company', comment: 'Company order form: heading of the company details section' })}>
        <form.AppField name="companyName">
          {(field) => (
            <field.TextField
              label={t({ message: 'Company name', comment: 'Company order form: field label' })}
              required
              autoComplete="organization"
              maxLength={orderLimits.textMaxLength}
            />
          )}
        </form.AppField>
        {(['crNumber', 'vatNumber'] as const).map((name) => (
          <form.AppField key={name} name={name}>
            {(field) => <field.TextField {...registrationText[name]} required inputMode="numeric" autoComplete="off" maxLength={40} />}
          </form.AppField>
        ))}
        <form.AppField name="ceoName">
          {(field) => (
            <field.TextField
              label={t({ message: 'CEO name', comment: "Company order form: label of the chief executive's name" })}
              required
              autoComplete="off"
              maxLength={orderLimits.nameMaxLength}
              placeholder={t({ message: 'Enter Name', comment: 'Placeholder inside a name field (spec wording)' })}
            />
          )}
        </form.AppField>
        <form.AppField name="headquartersCity">
          {() => (
            <CityField label={t({ message: 'Headquarters city', comment: 'Company order form: label of the city of the head office' })} />
          )}
        </form.AppField>
        <form.AppField name="headquartersAddress">
          {(field) => (
            <field.TextField
              label={t({ message: 'Headquarters address', comment: 'Company order form: label of the head office address' })}
              hint={t({ message: 'District and street.', comment: 'Company order form: hint under the head office address' })}
              required
              autoComplete="street-address"
              maxLength={orderLimits.addressMaxLength}
            />
          )}
        </form.AppField>
        <form.AppField name="activity">
          {(field) => (
            <field.TextField
              label={t({ message: 'Company activity', comment: "Company order form: label of the company's line of business" })}
              hint={t`For example: contracting, logistics, car rental.`}
              required
              className="sm:col-span-2"
              autoComplete="off"
              maxLength={orderLimits.textMaxLength}
            />
          )}
        </form.AppField>
      </FormSection>

      <FormSection title={t({ message: 'Contact person', comment: 'Company order form: heading of the section about whom we call' })}>
        <form.AppField name="contactName">
          {() => (
            <NameField
              label={t({ message: 'Contact name', comment: 'Company order form: label of the name of the person we call' })}
              className="sm:col-span-2"
            />
          )}
        </form.AppField>
        <form.AppField name="mobile">{() => <MobileField />}</form.AppField>
        <form.AppField name="email">{() => <EmailField />}</form.AppField>
      </FormSection>

      <FormSection
        title={t({ message: 'The cars', comment: 'Company order form: heading of the section choosing the car model and quantity' })}
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
            <form.Field name="lines" mode="array">
              {(linesField) => (
                <>
                  {linesField.state.value.map((line, index) => (
                    <OrderLineFieldset
                      key={index}
                      number={index + 1}
                      onRemove={linesField.state.value.length > 1 ? () => linesField.removeValue(index) : undefined}
                    >
                      <form.AppField name={lineField(index, 'carId')}>
                        {() => (
                          <CarPickerField
                            offerCars={underOffer ? offerCars : null}
                            onPicked={(next) => {
                              form.setFieldValue(lineField(index, 'color'), '')
                              if (index === 0) setCarInUrl(next.carId, { color: undefined })
                            }}
                          />
                        )}
                      </form.AppField>
                      <div className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
                        <form.AppField
                          name={lineField(index, 'color')}
                          listeners={{
                            onChange: ({ value }) => {
                              if (index === 0) keepInUrl({ color: value === '' ? undefined : Number(value) })
                            },
                          }}
                        >
                          {() => <LineColorField carId={line.carId} />}
                        </form.AppField>
                        <form.AppField name={lineField(index, 'quantity')}>{() => <LineQuantityField />}</form.AppField>
                      </div>
                    </OrderLineFieldset>
                  ))}
                  <div className="flex flex-wrap items-center gap-3 sm:col-span-2" id={fieldId('lines')}>
                    {linesField.state.value.length < maxLines ? (
                      <Button variant="secondary" onClick={() => linesField.pushValue(emptyOrderLine)}>
                        {t({
                          message: 'Add another car',
                          comment: 'Company order form: button adding a line of cars (another model or colour)',
                        })}
                      </Button>
                    ) : null}
                    <p className="text-sm text-ink-soft">
                      {t({
                        message: `Up to ${maxLines} lines: one for each model and colour.`,
                        comment: 'Company order form: hint next to the button adding a line of cars',
                      })}
                    </p>
                  </div>
                </>
              )}
            </form.Field>
          )}
        </form.Subscribe>
        <form.AppField name="purchaseType">{() => <PurchaseTypeChoice />}</form.AppField>
        <form.Subscribe selector={(state) => state.values.purchaseType}>
          {(purchaseType) =>
            purchaseType === 'finance' ? (
              <form.AppField name="bank">
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
            ) : null
          }
        </form.Subscribe>
      </FormSection>

      <FormSection
        title={t({ message: 'Delivery', comment: 'Company order form: heading of the delivery city and handling branch section' })}
      >
        <form.AppField name="deliveryCity">
          {() => (
            <CityField
              label={t({
                message: 'Delivery city',
                comment: 'Company order form: label of the city the cars are delivered to (any Saudi city)',
              })}
              branchField="branchId"
            />
          )}
        </form.AppField>
        <form.AppField name="branchId">{() => <BranchField />}</form.AppField>
      </FormSection>

      <form.Subscribe selector={(state) => state.isSubmitting}>{(busy) => <SubmitArea failure={failure} busy={busy} />}</form.Subscribe>
    </form>
  )
}
