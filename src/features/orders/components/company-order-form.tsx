import { useState } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { Radio } from '../../../components/ui/checkbox'
import { ChoiceGroup } from '../../../components/ui/choice-group'
import { ErrorSummary } from '../../../components/ui/error-summary'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { Select } from '../../../components/ui/select'
import { companyOrderSchema, orderLimits, purchaseTypes, type OrderPlaced } from '../../../contract/orders'
import { textProps } from '../../../lib/forms/bind'
import { useContractForm } from '../../../lib/forms/use-contract-form'
import { useLocale } from '../../../lib/i18n/use-locale'
import { toSaudiMobileE164 } from '../../../lib/phone'
import { banksQuery, citiesQuery } from '../../content/content.queries'
import { purchaseTypeLabels } from '../order-form-labels'
import { companyOrderDefaults, companyOrderInput, type CarChoice, type CompanyOrderValues } from '../order-form-values'
import { placeOrder } from '../orders.functions'
import { CarPicker } from './car-picker'
import { emailInputProps, FormSection, MobileField, mobileInputProps, SubmitArea } from './order-form-parts'
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
  const { t, i18n } = useLingui()
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
        {t`Order form`}
      </h2>
      <ErrorSummary errors={summary} />
      <p className="text-sm text-ink-soft">
        <Trans>
          Fields marked <span className="font-bold text-danger">*</span> are required.
        </Trans>
      </p>

      <FormSection title={t`The company`}>
        <form.Field name="companyName">
          {(field) => (
            <Field label={t`Company name`} id={fieldId(field.name)} error={errorText(field.state.meta.errors[0])} required>
              <Input {...textProps(field)} autoComplete="organization" maxLength={orderLimits.textMaxLength} />
            </Field>
          )}
        </form.Field>
        <form.Field name="ceoName">
          {(field) => (
            <Field label={t`CEO name`} id={fieldId(field.name)} error={errorText(field.state.meta.errors[0])} required>
              <Input {...textProps(field)} autoComplete="off" maxLength={orderLimits.nameMaxLength} placeholder={t`Enter Name`} />
            </Field>
          )}
        </form.Field>
        <form.Field name="headquartersCity">
          {(field) => (
            <Field label={t`Headquarters city`} id={fieldId(field.name)} error={errorText(field.state.meta.errors[0])} required>
              <Select {...textProps(field)}>
                <option value="">{t`Choose a city`}</option>
                {cities.items.map((city) => (
                  <option key={city.slug} value={city.slug}>
                    {city.name}
                  </option>
                ))}
              </Select>
            </Field>
          )}
        </form.Field>
        <form.Field name="headquartersAddress">
          {(field) => (
            <Field
              label={t`Headquarters address`}
              hint={t`District and street.`}
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
              label={t`Company activity`}
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

      <FormSection title={t`Contact person`}>
        <form.Field name="contactName">
          {(field) => (
            <Field
              label={t`Contact name`}
              id={fieldId(field.name)}
              error={errorText(field.state.meta.errors[0])}
              required
              className="sm:col-span-2"
            >
              <Input {...textProps(field)} autoComplete="name" maxLength={orderLimits.nameMaxLength} placeholder={t`Enter Name`} />
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
            <Field label={t`Email`} id={fieldId(field.name)} error={errorText(field.state.meta.errors[0])} required>
              <Input {...textProps(field)} {...emailInputProps} placeholder={t`Enter Email`} />
            </Field>
          )}
        </form.Field>
      </FormSection>

      <FormSection title={t`The cars`}>
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
              label={t`Quantity`}
              hint={t`From ${minQuantity} to ${maxQuantity} cars.`}
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
          {(field) => (
            <ChoiceGroup legend={t`Purchase type`} error={errorText(field.state.meta.errors[0])} required>
              {purchaseTypes.map((type) => (
                <Radio
                  key={type}
                  id={type === purchaseTypes[0] ? fieldId(field.name) : undefined}
                  name={field.name}
                  value={type}
                  checked={field.state.value === type}
                  onChange={() => field.handleChange(type)}
                  onBlur={field.handleBlur}
                  label={i18n._(purchaseTypeLabels[type])}
                />
              ))}
            </ChoiceGroup>
          )}
        </form.Field>
        <form.Subscribe selector={(state) => state.values.purchaseType}>
          {(purchaseType) =>
            purchaseType === 'finance' ? (
              <form.Field name="bank">
                {(field) => (
                  <Field label={t`Bank`} id={fieldId(field.name)} error={errorText(field.state.meta.errors[0])} required>
                    <Select {...textProps(field)}>
                      <option value="">{t`Choose a bank`}</option>
                      {banks.items.map((bank) => (
                        <option key={bank.slug} value={bank.slug}>
                          {bank.name}
                        </option>
                      ))}
                    </Select>
                  </Field>
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
