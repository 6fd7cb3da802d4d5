import { useState } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { ErrorSummary } from '../../../components/ui/error-summary'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { companyOrderSchema, orderLimits, type OrderPlaced } from '../../../contract/orders'
import { textProps } from '../../../lib/forms/bind'
import { emailInputProps, mobileInputProps, nameInputProps } from '../../../lib/forms/input-presets'
import { useContractForm } from '../../../lib/forms/use-contract-form'
import { useLocale } from '../../../lib/i18n/use-locale'
import { toSaudiMobileE164 } from '../../../lib/phone'
import { banksQuery, citiesQuery } from '../../content/content.queries'
import { companyOrderDefaults, companyOrderInput, type CarChoice, type CompanyOrderValues } from '../order-form-values'
import { placeOrder } from '../orders.functions'
import { CarPicker } from './car-picker'
import { FormSection, MobileField, OptionsSelectField, PurchaseTypeChoice, SubmitArea } from './order-form-parts'
import { useCarInUrl } from './use-car-in-url'

export const companyFormId = 'order-company'

const minQuantity = orderLimits.minQuantity
const maxQuantity = orderLimits.maxQuantity

/**
 * The companies' purchase order: the company, its headquarters, how many cars, who to contact,
 * cash or finance (then with which bank). A corporate sales representative replies.
 */
export function CompanyOrderForm({
  initialCar,
  onPlaced,
}: {
  initialCar: CarChoice
  onPlaced: (placed: OrderPlaced, mobile: string) => void
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const { data: cities } = useSuspenseQuery(citiesQuery(locale))
  const { data: banks } = useSuspenseQuery(banksQuery(locale))
  const [defaultValues] = useState<CompanyOrderValues>(() => ({ ...companyOrderDefaults, ...initialCar }))
  const setCarInUrl = useCarInUrl()

  const { form, formProps, fieldId, errorText, summary, failure } = useContractForm({
    formId: companyFormId,
    defaultValues,
    schema: companyOrderSchema,
    toInput: companyOrderInput,
    draftOmit: ['brand', 'model', 'carId'],
    keepDraftAfterSuccess: true,
    send: (order, { idempotencyKey }) => placeOrder({ data: { locale, idempotencyKey, order } }),
    onSuccess: (placed, values) => onPlaced(placed, toSaudiMobileE164(values.mobile) ?? values.mobile),
  })

  return (
    <form {...formProps} aria-labelledby="order-form-title" className="mx-auto max-w-3xl space-y-8">
      <h2 id="order-form-title" className="sr-only">
        {t({ message: 'Order form', comment: 'Order forms: heading read by screen readers before the fields' })}
      </h2>
      <ErrorSummary errors={summary} />
      <p className="text-sm text-ink-soft">
        <Trans>
          Fields marked <span className="font-bold text-danger">*</span> are required.
        </Trans>
      </p>

      <FormSection title={t({ message: 'The company', comment: 'Company order form: heading of the company details section' })}>
        <form.Field name="companyName">
          {(field) => (
            <Field
              label={t({ message: 'Company name', comment: 'Company order form: field label' })}
              id={fieldId(field.name)}
              error={errorText(field.state.meta.errors[0])}
              required
            >
              <Input {...textProps(field)} autoComplete="organization" maxLength={orderLimits.textMaxLength} />
            </Field>
          )}
        </form.Field>
        <form.Field name="ceoName">
          {(field) => (
            <Field
              label={t({ message: 'CEO name', comment: "Company order form: label of the chief executive's name" })}
              id={fieldId(field.name)}
              error={errorText(field.state.meta.errors[0])}
              required
            >
              <Input
                {...textProps(field)}
                autoComplete="off"
                maxLength={orderLimits.nameMaxLength}
                placeholder={t({ message: 'Enter Name', comment: 'Placeholder inside a name field (spec wording)' })}
              />
            </Field>
          )}
        </form.Field>
        <form.Field name="headquartersCity">
          {(field) => (
            <OptionsSelectField
              label={t({ message: 'Headquarters city', comment: 'Company order form: label of the city of the head office' })}
              placeholder={t({ message: 'Choose a city', comment: 'Order forms: first, empty option of the city list' })}
              options={cities.items.map((city) => ({ value: city.slug, label: city.name }))}
              id={fieldId(field.name)}
              error={errorText(field.state.meta.errors[0])}
              control={textProps(field)}
            />
          )}
        </form.Field>
        <form.Field name="headquartersAddress">
          {(field) => (
            <Field
              label={t({ message: 'Headquarters address', comment: 'Company order form: label of the head office address' })}
              hint={t({ message: 'District and street.', comment: 'Company order form: hint under the head office address' })}
              id={fieldId(field.name)}
              error={errorText(field.state.meta.errors[0])}
              required
            >
              <Input {...textProps(field)} autoComplete="street-address" maxLength={orderLimits.addressMaxLength} />
            </Field>
          )}
        </form.Field>
        <form.Field name="activity">
          {(field) => (
            <Field
              label={t({ message: 'Company activity', comment: "Company order form: label of the company's line of business" })}
              hint={t`For example: contracting, logistics, car rental.`}
              id={fieldId(field.name)}
              error={errorText(field.state.meta.errors[0])}
              required
              className="sm:col-span-2"
            >
              <Input {...textProps(field)} autoComplete="off" maxLength={orderLimits.textMaxLength} />
            </Field>
          )}
        </form.Field>
      </FormSection>

      <FormSection title={t({ message: 'Contact person', comment: 'Company order form: heading of the section about whom we call' })}>
        <form.Field name="contactName">
          {(field) => (
            <Field
              label={t({ message: 'Contact name', comment: 'Company order form: label of the name of the person we call' })}
              id={fieldId(field.name)}
              error={errorText(field.state.meta.errors[0])}
              required
              className="sm:col-span-2"
            >
              <Input
                {...textProps(field)}
                {...nameInputProps}
                placeholder={t({ message: 'Enter Name', comment: 'Placeholder inside a name field (spec wording)' })}
              />
            </Field>
          )}
        </form.Field>
        <form.Field name="mobile">
          {(field) => (
            <MobileField id={fieldId(field.name)} error={errorText(field.state.meta.errors[0])}>
              <Input {...textProps(field)} {...mobileInputProps} placeholder={t`Enter Mobile Number`} />
            </MobileField>
          )}
        </form.Field>
        <form.Field name="email">
          {(field) => (
            <Field
              label={t({ message: 'Email', comment: 'Form field label for an e-mail address' })}
              id={fieldId(field.name)}
              error={errorText(field.state.meta.errors[0])}
              required
            >
              <Input
                {...textProps(field)}
                {...emailInputProps}
                placeholder={t({ message: 'Enter Email', comment: 'Placeholder inside an e-mail field (spec wording)' })}
              />
            </Field>
          )}
        </form.Field>
      </FormSection>

      <FormSection
        title={t({ message: 'The cars', comment: 'Company order form: heading of the section choosing the car model and quantity' })}
      >
        <form.Subscribe selector={(state) => ({ brand: state.values.brand, model: state.values.model, carId: state.values.carId })}>
          {(car) => (
            <form.Field name="carId">
              {(field) => (
                <div className="sm:col-span-2">
                  <CarPicker
                    value={car}
                    carFieldId={fieldId('carId')}
                    error={errorText(field.state.meta.errors[0])}
                    onBlur={field.handleBlur}
                    onChange={(next) => {
                      form.setFieldValue('brand', next.brand, { dontValidate: true })
                      form.setFieldValue('model', next.model, { dontValidate: true })
                      field.handleChange(next.carId)
                      setCarInUrl(next.carId)
                    }}
                  />
                </div>
              )}
            </form.Field>
          )}
        </form.Subscribe>
        <form.Field name="quantity">
          {(field) => (
            <Field
              label={t({ message: 'Quantity', comment: 'Company order form: label of how many cars the company orders' })}
              hint={t`From ${minQuantity} to ${plural(maxQuantity, { one: '# car', other: '# cars' })}.`}
              id={fieldId(field.name)}
              error={errorText(field.state.meta.errors[0])}
              required
            >
              <Input {...textProps(field)} inputMode="numeric" autoComplete="off" maxLength={7} />
            </Field>
          )}
        </form.Field>
        <div className="hidden sm:block" />
        <form.Field name="purchaseType">
          {(field) => <PurchaseTypeChoice field={field} firstId={fieldId(field.name)} error={errorText(field.state.meta.errors[0])} />}
        </form.Field>
        <form.Subscribe selector={(state) => state.values.purchaseType}>
          {(purchaseType) =>
            purchaseType === 'finance' ? (
              <form.Field name="bank">
                {(field) => (
                  <OptionsSelectField
                    label={t({
                      message: 'Bank',
                      comment: 'Order forms: label of the partner bank list, shown when bank finance is chosen',
                    })}
                    placeholder={t({ message: 'Choose a bank', comment: 'Order forms: first, empty option of the bank list' })}
                    options={banks.items.map((bank) => ({ value: bank.slug, label: bank.name }))}
                    id={fieldId(field.name)}
                    error={errorText(field.state.meta.errors[0])}
                    control={textProps(field)}
                  />
                )}
              </form.Field>
            ) : null
          }
        </form.Subscribe>
      </FormSection>

      <form.Subscribe selector={(state) => state.isSubmitting}>{(busy) => <SubmitArea failure={failure} busy={busy} />}</form.Subscribe>
    </form>
  )
}
