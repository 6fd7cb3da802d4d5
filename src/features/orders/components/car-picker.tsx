import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { getBy, useStore } from '@tanstack/react-form'
import { useLingui } from '@lingui/react/macro'
import { Field } from '../../../components/ui/field'
import { Select } from '../../../components/ui/select'
import { brandsQuery, carSearchQuery, modelsQuery } from '../../catalogue/cars.queries'
import { useLocale } from '../../../lib/i18n/use-locale'
import type { CarChoice } from '../order-form-values'
import { carsOfModel } from '../order-page-data'
import { carOptionText } from '../../../lib/option-text'
import { useFieldErrorText } from '../../../lib/forms/field-error-text'
import { boundFieldId, useFieldContext } from '../../../lib/forms/form-hook-contexts'
import { offerCovers, offerPickerLimits, type OfferCar } from '../offer-cars'

/**
 * The car, chosen brand → model → car. Each list is asked for once the one before it is chosen;
 * a car preselected from `?carId=` arrives with its lists already loaded. Choosing a brand or a
 * model clears what depended on it. Only the car's id is sent; its error shows under its select.
 * Under an offer (`offerCars`) the lists hold the offer's cars only, and the choice already made.
 */
export function CarPicker({
  value,
  onChange,
  onBlur,
  carFieldId,
  error,
  offerCars = null,
}: {
  value: CarChoice
  /** The cars of the offer the order is placed under; null or none: any car. */
  offerCars?: readonly OfferCar[] | null
  onChange: (next: CarChoice) => void
  onBlur?: () => void
  carFieldId: string
  error?: string
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const { data: brands } = useSuspenseQuery(brandsQuery(locale))
  const models = useQuery({ ...modelsQuery(locale, value.brand), enabled: value.brand !== '' })
  const cars = useQuery({
    ...carSearchQuery(locale, carsOfModel(value.brand, value.model)),
    enabled: value.brand !== '' && value.model !== '',
    placeholderData: undefined,
  })
  const limits = offerPickerLimits(offerCars, value)
  const brandItems = limits ? brands.items.filter((brand) => limits.brands.has(brand.slug)) : brands.items
  const modelItems = (value.brand ? (models.data?.items ?? []) : []).filter((model) => !limits || limits.models.has(model.slug))
  const carItems = (value.model ? (cars.data?.items ?? []) : []).filter((car) => !limits || limits.carIds.has(String(car.id)))
  // The car's error, and the id its summary link points at, go to the first list still to choose
  // from: the later ones are disabled until then and could not take focus.
  const pending = !value.brand ? 'brand' : !value.model ? 'model' : 'car'
  const errorOn = (step: typeof pending) => (step === pending ? { id: carFieldId, error } : {})

  return (
    <div className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
      <Field label={t`Brand`} required {...errorOn('brand')}>
        <Select
          name="brand"
          value={value.brand}
          onBlur={onBlur}
          onChange={(event) => onChange({ brand: event.target.value, model: '', carId: '' })}
        >
          <option value="">{t({ message: 'Choose a brand', comment: 'Order forms: first, empty option of the brand list' })}</option>
          {brandItems.map((brand) => (
            <option key={brand.slug} value={brand.slug}>
              {brand.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t`Model`} required {...errorOn('model')}>
        <Select
          name="model"
          value={value.model}
          disabled={!value.brand}
          onBlur={onBlur}
          onChange={(event) => onChange({ ...value, model: event.target.value, carId: '' })}
        >
          <option value="">
            {value.brand
              ? t({ message: 'Choose a model', comment: 'Order forms: first, empty option of the model list once a brand is chosen' })
              : t`Choose a brand first`}
          </option>
          {modelItems.map((model) => (
            <option key={model.slug} value={model.slug}>
              {model.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t`Car`} required {...errorOn('car')} className="sm:col-span-2">
        <Select
          name="carId"
          value={value.carId}
          disabled={!value.model}
          onBlur={onBlur}
          onChange={(event) => onChange({ ...value, carId: event.target.value })}
        >
          <option value="">
            {value.model
              ? t({ message: 'Choose a car', comment: 'Order forms: first, empty option of the car (trim) list once a model is chosen' })
              : t`Choose a model first`}
          </option>
          {carItems.map((car) => (
            <option key={car.id} value={String(car.id)}>
              {carOptionText(car.title, car.priceSar, locale)}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  )
}

/**
 * The car picker bound to its form's `carId` field (an order's, or a line's: `lines.1.carId`), whose
 * `brand` and `model` fields stand beside it; inside the car's `form.AppField`. Under an offer a
 * car the offer does not list is said at once; the server refuses it the same way. `onPicked`:
 * what else follows the choice (a colour emptied, the page address).
 */
export function CarPickerField({
  offerCars = null,
  onPicked,
}: {
  offerCars?: readonly OfferCar[] | null
  onPicked?: (next: CarChoice, previousCarId: string) => void
}) {
  const field = useFieldContext<string>()
  const errorText = useFieldErrorText()
  const { form } = field
  const beside = (name: 'brand' | 'model') => `${field.name.slice(0, -'carId'.length)}${name}`
  const brand = useStore(form.store, (state) => String(getBy(state.values, beside('brand')) ?? ''))
  const model = useStore(form.store, (state) => String(getBy(state.values, beside('model')) ?? ''))
  const value = { brand, model, carId: field.state.value }
  const error = errorText(field.state.meta.errors[0]) ?? (offerCovers(offerCars, value.carId) ? undefined : errorText('offerCar'))
  return (
    <CarPicker
      value={value}
      carFieldId={boundFieldId(field) ?? field.name}
      offerCars={offerCars}
      error={error}
      onBlur={field.handleBlur}
      onChange={(next) => {
        const previousCarId = field.state.value
        form.setFieldValue(beside('brand'), next.brand, { dontValidate: true })
        form.setFieldValue(beside('model'), next.model, { dontValidate: true })
        field.handleChange(next.carId)
        onPicked?.(next, previousCarId)
      }}
    />
  )
}
