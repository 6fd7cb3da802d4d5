import type { ReactNode } from 'react'
import type { Locale } from '../../../../app.config'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { ErrorSummary } from '../../../components/ui/error-summary'
import { FormFailureNotice } from '../../../components/ui/form-failure-notice'
import {
  carEditSchema,
  inventoryLimits,
  type CarEditInput,
  type InventoryCar,
  type InventoryChoices,
  type PriceChange,
} from '../../../contract/inventory'
import { bodyTypes, featureGroups, fuelTypes, specGroups, transmissions, type FeatureGroup, type SpecGroup } from '../../../contract/values'
import { formatDateTime, formatSar } from '../../../lib/format'
import { useContractForm } from '../../../components/forms/use-contract-form'
import { useLocale } from '../../../lib/i18n/use-locale'
import { notifySuccess } from '../../../lib/notify'
import { bodyLabels, featureGroupLabels, fuelLabels, specGroupLabels, transmissionLabels } from '../../catalogue/catalogue-labels'
import { FormSection } from '../../staff-dealer/components/form-section'
import { createInventoryCar, saveInventoryCar } from '../inventory.functions'

type Lines = { ar: string; en: string }

/** The editor's values: everything as typed; `toInput` hands the contract numbers and lists. */
type CarFormValues = {
  brandId: string
  modelId: string
  trimAr: string
  trimEn: string
  year: string
  bodyType: string
  fuelType: string
  transmission: string
  engineAr: string
  engineEn: string
  seats: string
  priceSar: string
  competitivePriceSar: string
  featured: boolean
  descriptionAr: string
  descriptionEn: string
  colors: { id: number | null; nameAr: string; nameEn: string; hex: string }[]
  features: Record<FeatureGroup, Lines>
  specs: Record<SpecGroup, Lines>
}

const lines = (text: string) => text.split('\n')
const joined = (group: { ar: string[]; en: string[] }): Lines => ({ ar: group.ar.join('\n'), en: group.en.join('\n') })
const empty = <G extends string>(groups: readonly G[]) => Object.fromEntries(groups.map((g) => [g, { ar: '', en: '' }])) as Record<G, Lines>

function startValues(car: InventoryCar | null): CarFormValues {
  if (!car) {
    return {
      brandId: '',
      modelId: '',
      trimAr: '',
      trimEn: '',
      year: String(new Date().getFullYear() + 1),
      bodyType: 'sedan',
      fuelType: 'petrol',
      transmission: 'automatic',
      engineAr: '',
      engineEn: '',
      seats: '5',
      priceSar: '',
      competitivePriceSar: '',
      featured: false,
      descriptionAr: '',
      descriptionEn: '',
      colors: [{ id: null, nameAr: '', nameEn: '', hex: '#ffffff' }],
      features: empty(featureGroups),
      specs: empty(specGroups),
    }
  }
  const { edit } = car
  return {
    brandId: String(car.brandId),
    modelId: String(edit.modelId),
    trimAr: edit.trimAr,
    trimEn: edit.trimEn,
    year: String(edit.year),
    bodyType: edit.bodyType,
    fuelType: edit.fuelType,
    transmission: edit.transmission,
    engineAr: edit.engineAr,
    engineEn: edit.engineEn,
    seats: String(edit.seats),
    priceSar: String(edit.priceSar),
    competitivePriceSar: edit.competitivePriceSar === null ? '' : String(edit.competitivePriceSar),
    featured: edit.featured,
    descriptionAr: edit.descriptionAr,
    descriptionEn: edit.descriptionEn,
    colors: edit.colors.map((color) => ({ ...color })),
    features: Object.fromEntries(featureGroups.map((g) => [g, joined(edit.features[g])])) as Record<FeatureGroup, Lines>,
    specs: Object.fromEntries(specGroups.map((g) => [g, joined(edit.specs[g])])) as Record<SpecGroup, Lines>,
  }
}

function toInput(values: CarFormValues): CarEditInput {
  const { brandId: _brand, features, specs, ...rest } = values
  const split = (group: Lines) => ({ ar: lines(group.ar), en: lines(group.en) })
  return {
    ...rest,
    modelId: Number(values.modelId) || 0,
    bodyType: values.bodyType as CarEditInput['bodyType'],
    fuelType: values.fuelType as CarEditInput['fuelType'],
    transmission: values.transmission as CarEditInput['transmission'],
    features: Object.fromEntries(featureGroups.map((g) => [g, split(features[g])])) as CarEditInput['features'],
    specs: Object.fromEntries(specGroups.map((g) => [g, split(specs[g])])) as CarEditInput['specs'],
  }
}

/**
 * The car editor (decision 0077): create or change a car whole, both languages side by side. Sales see
 * it read-only (`mayEdit` false: the fields are disabled and no save button is drawn).
 */
export function CarEditor({ car, choices, mayEdit }: { car: InventoryCar | null; choices: InventoryChoices; mayEdit: boolean }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const navigate = useNavigate()
  const { form, formProps, fieldId, errorText, summary, failure } = useContractForm({
    formId: car ? `staff-car-${car.id}` : 'staff-car-new',
    defaultValues: startValues(car),
    schema: carEditSchema,
    toInput,
    send: (edit, { idempotencyKey }) =>
      car ? saveInventoryCar({ data: { locale, id: car.id, edit } }) : createInventoryCar({ data: { locale, idempotencyKey, edit } }),
    onSuccess: async (saved) => {
      const title = saved.title
      notifySuccess(t({ message: `“${title}” is saved.`, comment: 'Staff inventory: toast after saving a car; {title} is its name' }))
      if (car) await router.invalidate()
      else await navigate({ to: '/{-$locale}/staff/inventory/$carId', params: { carId: String(saved.id) } })
    },
  })

  const name = (item: { nameAr: string; nameEn: string }) => (locale === 'en' ? item.nameEn : item.nameAr)
  const ar = (label: string) =>
    t({ message: `${label} (Arabic)`, comment: 'Staff forms: label of a field written in Arabic; {label} names the field' })
  const en = (label: string) =>
    t({ message: `${label} (English)`, comment: 'Staff forms: label of a field written in English; {label} names the field' })
  const pair = (...fields: ReactNode[]) => <div className="grid gap-5 sm:grid-cols-2">{fields}</div>

  /** A field's language, by its name (`trimAr`, `features.safety.en`): its direction and `lang`. */
  const languageOf = (fieldName: string) =>
    fieldName.endsWith('Ar') || fieldName.endsWith('.ar') ? 'ar' : fieldName.endsWith('En') || fieldName.endsWith('.en') ? 'en' : undefined

  const text = (
    fieldName: keyof CarFormValues | `${string}.${string}`,
    label: string,
    options: { numeric?: boolean; hint?: string; required?: boolean } = {},
  ) => {
    const language = languageOf(fieldName)
    return (
      <form.AppField name={fieldName as 'trimAr'}>
        {(field) => (
          <field.TextField
            label={label}
            hint={options.hint}
            required={options.required ?? true}
            dir={language === 'ar' ? 'rtl' : 'ltr'}
            lang={language}
            inputMode={options.numeric ? 'numeric' : undefined}
          />
        )}
      </form.AppField>
    )
  }

  const longText = (fieldName: string, label: string, options: { hint?: string; required?: boolean; rows?: number } = {}) => {
    const language = languageOf(fieldName) ?? 'en'
    return (
      <form.AppField name={fieldName as 'descriptionAr'}>
        {(field) => (
          <field.TextareaField
            label={label}
            hint={options.hint}
            required={options.required ?? false}
            dir={language === 'ar' ? 'rtl' : 'ltr'}
            lang={language}
            rows={options.rows ?? 5}
          />
        )}
      </form.AppField>
    )
  }

  const choice = (fieldName: 'bodyType' | 'fuelType' | 'transmission', label: string, options: ReadonlyArray<[string, string]>) => (
    <form.AppField name={fieldName}>
      {(field) => (
        <field.SelectField label={label} required>
          {options.map(([value, caption]) => (
            <option key={value} value={value}>
              {caption}
            </option>
          ))}
        </field.SelectField>
      )}
    </form.AppField>
  )

  const trimLabel = t({ message: 'Trim', comment: 'Staff car editor: the pattern or trim of a car, e.g. GLE' })
  const engineLabel = t({ message: 'Engine', comment: 'Staff car editor: the engine as shown on cards, e.g. 2.5L 4-cylinder' })
  const descriptionLabel = t({ message: 'Description', comment: 'Staff car editor: the text on the car’s page' })
  const colorNameLabel = t({ message: 'Colour name', comment: 'Staff car editor: the name of one of a car’s colours' })
  const linesHint = t({
    message: 'One item a line; line n in Arabic is line n in English.',
    comment: 'Staff car editor: hint under a feature list; the Arabic and English lists pair up line by line',
  })
  const specHint = t({
    message: 'One “label: value” a line, e.g. “Power: 203 hp”.',
    comment: 'Staff car editor: hint under a specification list; keep the example as it is',
  })

  return (
    <form {...formProps} className="space-y-6" data-testid="car-editor" aria-label={car ? car.title : t`Add a car`}>
      <ErrorSummary errors={summary} />
      <fieldset disabled={!mayEdit} className="space-y-6">
        <FormSection
          title={t({ message: 'The car', comment: 'Staff car editor: heading of the section with brand, model, trim and year' })}
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <form.AppField name="brandId">
              {(field) => (
                <field.SelectField
                  label={t({ message: 'Brand', comment: 'Staff inventory: label of the brand filter and of the editor’s brand' })}
                  required
                  onChoose={() => form.setFieldValue('modelId', '')}
                >
                  <option value="">{t({ message: 'Choose a brand', comment: 'Staff car editor: first choice of the brand list' })}</option>
                  {choices.brands.map((brand) => (
                    <option key={brand.id} value={brand.id}>
                      {name(brand)}
                    </option>
                  ))}
                </field.SelectField>
              )}
            </form.AppField>
            <form.Subscribe selector={(state) => state.values.brandId}>
              {(brandId) => (
                <form.AppField name="modelId">
                  {(field) => (
                    <field.SelectField
                      label={t({ message: 'Model', comment: 'Staff inventory: label of the model filter and of the editor’s model' })}
                      required
                    >
                      <option value="">
                        {t({ message: 'Choose a model', comment: 'Staff car editor: first choice of the model list' })}
                      </option>
                      {(choices.brands.find((brand) => String(brand.id) === brandId)?.models ?? []).map((model) => (
                        <option key={model.id} value={model.id}>
                          {name(model)}
                        </option>
                      ))}
                    </field.SelectField>
                  )}
                </form.AppField>
              )}
            </form.Subscribe>
          </div>
          {pair(text('trimAr', ar(trimLabel)), text('trimEn', en(trimLabel)))}
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {text('year', t({ message: 'Model year', comment: 'Staff car editor: the car’s model year' }), { numeric: true })}
            {choice(
              'bodyType',
              t({ message: 'Body', comment: 'Staff car editor: the body type (sedan, SUV…)' }),
              bodyTypes.map((value) => [value, i18n._(bodyLabels[value])]),
            )}
            {choice(
              'fuelType',
              t({ message: 'Fuel', comment: 'Staff car editor: the fuel type' }),
              fuelTypes.map((value) => [value, i18n._(fuelLabels[value])]),
            )}
            {choice(
              'transmission',
              t({ message: 'Gearbox', comment: 'Staff car editor: the transmission type' }),
              transmissions.map((value) => [value, i18n._(transmissionLabels[value])]),
            )}
          </div>
          {pair(text('engineAr', ar(engineLabel)), text('engineEn', en(engineLabel)))}
          <div className="grid gap-5 sm:grid-cols-2">
            {text('seats', t({ message: 'Seats', comment: 'Staff car editor: the number of seats' }), { numeric: true })}
            <form.AppField name="featured">
              {(field) => (
                <div className="self-end">
                  <field.CheckboxField
                    label={t({
                      message: 'Show on the home page',
                      comment: 'Staff car editor: checkbox that features the car on the home page',
                    })}
                  />
                </div>
              )}
            </form.AppField>
          </div>
        </FormSection>

        <FormSection
          title={t({ message: 'Price', comment: 'Staff car editor: heading of the price section' })}
          lead={t({
            message: 'Riyals, VAT included. A lower price shows as “price reduced” on the car’s page for 30 days.',
            comment: 'Staff car editor: lead of the price section',
          })}
        >
          <div className="grid gap-5 sm:grid-cols-2">
            {text('priceSar', t({ message: 'Price (SAR, VAT included)', comment: 'Staff car editor: the car’s price' }), { numeric: true })}
            {text(
              'competitivePriceSar',
              t({ message: 'Competitive price (SAR)', comment: 'Staff car editor: the optional competitive price shown beside the price' }),
              {
                numeric: true,
                required: false,
                hint: t({
                  message:
                    'Leave empty when there is none. Below the price, it is the price buyers see everywhere, the price struck through beside it.',
                  comment: 'Staff car editor: hint under the competitive (sale) price; decision 0085',
                }),
              },
            )}
          </div>
          {car ? <PriceHistory car={car} /> : null}
        </FormSection>

        <FormSection title={t({ message: 'Colours', comment: 'Staff car editor: heading of the colours section' })}>
          <form.Field name="colors" mode="array">
            {(colors) => (
              <div className="space-y-4" data-testid="car-colors">
                {colors.state.value.map((color, index) => (
                  <div key={color.id ?? `new-${index}`} className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto_auto]">
                    {text(`colors.${index}.nameAr`, ar(colorNameLabel))}
                    {text(`colors.${index}.nameEn`, en(colorNameLabel))}
                    <form.AppField name={`colors.${index}.hex` as 'trimAr'}>
                      {(field) => (
                        <field.TextField
                          label={t({ message: 'Swatch', comment: 'Staff car editor: the colour’s swatch (hex)' })}
                          type="color"
                          controlClassName="w-20 p-1"
                        />
                      )}
                    </form.AppField>
                    <Button variant="outline" onClick={() => colors.removeValue(index)} disabled={colors.state.value.length <= 1}>
                      {t({ message: 'Remove', comment: 'Staff car editor: button that removes one colour from the list' })}
                    </Button>
                  </div>
                ))}
                {errorText(colors.state.meta.errors[0]) ? (
                  <p id={fieldId('colors')} className="text-sm font-bold text-danger" role="alert">
                    {errorText(colors.state.meta.errors[0])}
                  </p>
                ) : null}
                {colors.state.value.length < inventoryLimits.maxColors ? (
                  <Button variant="outline" onClick={() => colors.pushValue({ id: null, nameAr: '', nameEn: '', hex: '#ffffff' })}>
                    {t({ message: 'Add a colour', comment: 'Staff car editor: button that adds a colour row' })}
                  </Button>
                ) : null}
              </div>
            )}
          </form.Field>
        </FormSection>

        <FormSection title={descriptionLabel}>
          {pair(
            longText('descriptionAr', ar(descriptionLabel), { required: true }),
            longText('descriptionEn', en(descriptionLabel), { required: true }),
          )}
        </FormSection>

        <FormSection
          title={t({ message: 'Features', comment: 'Staff car editor: heading of the feature lists (exterior, comfort, safety)' })}
        >
          {featureGroups.map((group) => (
            <div key={group}>
              {pair(
                longText(`features.${group}.ar`, ar(i18n._(featureGroupLabels[group])), { hint: linesHint }),
                longText(`features.${group}.en`, en(i18n._(featureGroupLabels[group])), { hint: linesHint }),
              )}
            </div>
          ))}
        </FormSection>

        <FormSection title={t({ message: 'Specifications', comment: 'Staff car editor: heading of the specification lists' })}>
          {specGroups.map((group) => (
            <div key={group}>
              {pair(
                longText(`specs.${group}.ar`, ar(i18n._(specGroupLabels[group])), { hint: specHint }),
                longText(`specs.${group}.en`, en(i18n._(specGroupLabels[group])), { hint: specHint }),
              )}
            </div>
          ))}
        </FormSection>
      </fieldset>
      {failure ? <FormFailureNotice key={`${failure.code}:${failure.message}`} message={failure.message} /> : null}
      {mayEdit ? (
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(busy) => (
            <Button type="submit" loading={busy} data-testid="car-save">
              {car
                ? t({ message: 'Save the car', comment: 'Staff car editor: button that saves the changes to a car' })
                : t({ message: 'Add the car', comment: 'Staff car editor: button that creates the new car' })}
            </Button>
          )}
        </form.Subscribe>
      ) : null}
    </form>
  )
}

function PriceHistory({ car }: { car: InventoryCar }) {
  const { t } = useLingui()
  const locale = useLocale()
  if (car.priceHistory.length === 0) {
    return (
      <p className="text-sm text-ink-soft">
        {t({
          message: 'The price has not changed since the car was added.',
          comment: 'Staff car editor: shown when a car has no price history',
        })}
      </p>
    )
  }
  return <PriceHistoryTable history={car.priceHistory} locale={locale} />
}

function PriceHistoryTable({ history, locale }: { history: PriceChange[]; locale: Locale }) {
  const { t } = useLingui()
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[32rem] text-start text-sm" data-testid="price-history">
        <caption className="mb-2 text-start font-bold text-ink">
          {t({ message: 'Price history', comment: 'Staff car editor: caption of the table of past price changes' })}
        </caption>
        <thead className="text-ink-soft">
          <tr>
            <th className="py-2 pe-4 text-start font-medium">
              {t({ message: 'Date', comment: 'Staff car editor price history: column of when' })}
            </th>
            <th className="py-2 pe-4 text-start font-medium">
              {t({ message: 'Old price', comment: 'Staff car editor price history: column' })}
            </th>
            <th className="py-2 pe-4 text-start font-medium">
              {t({ message: 'New price', comment: 'Staff car editor price history: column' })}
            </th>
            <th className="py-2 text-start font-medium">
              {t({ message: 'By', comment: 'Staff car editor price history: column of who changed it' })}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {history.map((change) => (
            <tr key={`${change.changedAt}-${change.newPriceSar}`}>
              <td className="py-2 pe-4">
                <time dateTime={change.changedAt}>{formatDateTime(change.changedAt, locale)}</time>
              </td>
              <td className="py-2 pe-4 tabular-nums">
                <bdi>{formatSar(change.oldPriceSar, locale)}</bdi>
              </td>
              <td className="py-2 pe-4 font-bold tabular-nums">
                <bdi>{formatSar(change.newPriceSar, locale)}</bdi>
              </td>
              <td className="py-2" dir="ltr">
                {change.staffEmail}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
