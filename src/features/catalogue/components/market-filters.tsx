import { useState, type FormEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { CarFacets, Model } from '../../../contract/catalogue'
import { bodyLabels, fuelLabels, transmissionLabels } from '../catalogue-labels'
import { listOf, maxSar, toggleInList, type MarketSearch } from '../../../lib/market-search'
import { CheckboxFilter } from './filter-group'
import { parseAmount, type AmountResult } from '../../../lib/amount'
import { amountRefusalMessage } from '../../../lib/amount-messages'
import { useLocale } from '../../../lib/i18n/use-locale'
import { formatNumber, formatSar } from '../../../lib/format'
import { advertisedFinance } from '../../../lib/advertised-finance'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { Select } from '../../../components/ui/select'

type Update = (change: Partial<MarketSearch>) => void

/**
 * The market's filters. Every change becomes the URL (page reset to 1), so reload, back/forward
 * and shared links reproduce it. Text and price apply on submit, not on every keystroke.
 */
export function MarketFilters({
  search,
  facets,
  models,
  onChange,
}: {
  search: MarketSearch
  facets: CarFacets
  models: Model[]
  onChange: Update
}) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const update: Update = (change) => onChange({ ...change, page: 1 })
  const selectedBrands = listOf(search.brand)
  const brandModels = models.filter((model) => selectedBrands.includes(model.brand.slug))

  return (
    <div>
      {/* Keyed by the URL value: back/forward or a reset refills the field. */}
      <TextSearch key={search.q} value={search.q} onSubmit={(q) => update({ q })} />
      <PriceRange
        key={`${search.priceMin ?? ''}-${search.priceMax ?? ''}`}
        {...inOrder(search.priceMin, search.priceMax)}
        onSubmit={(priceMin, priceMax) => update({ priceMin, priceMax })}
      />
      <MonthlyBudget value={search.monthlyMax} onChange={(monthlyMax) => update({ monthlyMax })} />

      <CheckboxFilter
        locale={locale}
        legend={t({ message: 'Brand', comment: 'Market filter and quick search: car maker (Toyota, Hyundai…)' })}
        name="brand"
        options={facets.brands.map((bucket) => ({ value: bucket.value, label: bucket.label, count: bucket.count }))}
        selected={selectedBrands}
        onToggle={(brand) => {
          const brands = toggleInList(search.brand, brand)
          // Models of a brand that is no longer chosen would silently empty the results.
          const keptModels = listOf(search.model)
            .filter((slug) => models.some((model) => model.slug === slug && listOf(brands).includes(model.brand.slug)))
            .join(',')
          update({ brand: brands, model: keptModels })
        }}
      />
      {brandModels.length > 0 ? (
        <CheckboxFilter
          locale={locale}
          legend={t({ message: 'Model', comment: 'Market filter and quick search: car model of a brand (Camry, Tucson…)' })}
          name="model"
          options={brandModels.map((model) => ({ value: model.slug, label: model.name }))}
          selected={listOf(search.model)}
          onToggle={(model) => update({ model: toggleInList(search.model, model) })}
        />
      ) : null}

      <Field label={t({ message: 'Year', comment: 'Market filter: model year of the car' })} className="border-b border-line py-4">
        <Select
          value={search.year ?? ''}
          onChange={(event) => update({ year: event.target.value ? Number(event.target.value) : undefined })}
        >
          <option value="">
            {t({ message: 'Any year', comment: 'Market filter, year list: the choice that does not filter by year' })}
          </option>
          {facets.years.map((bucket) => (
            <option key={bucket.value} value={bucket.value}>
              {`${bucket.value} (${formatNumber(bucket.count, locale)})`}
            </option>
          ))}
        </Select>
      </Field>

      <CheckboxFilter
        locale={locale}
        legend={t`Fuel type`}
        name="fuel"
        options={facets.fuel.map((bucket) => ({ value: bucket.value, label: i18n._(fuelLabels[bucket.value]), count: bucket.count }))}
        selected={listOf(search.fuel)}
        onToggle={(fuel) => update({ fuel: toggleInList(search.fuel, fuel) })}
      />
      <CheckboxFilter
        locale={locale}
        legend={t`Transmission`}
        name="transmission"
        options={facets.transmission.map((bucket) => ({
          value: bucket.value,
          label: i18n._(transmissionLabels[bucket.value]),
          count: bucket.count,
        }))}
        selected={listOf(search.transmission)}
        onToggle={(transmission) => update({ transmission: toggleInList(search.transmission, transmission) })}
      />
      <CheckboxFilter
        locale={locale}
        legend={t`Body type`}
        name="body"
        options={facets.body.map((bucket) => ({ value: bucket.value, label: i18n._(bodyLabels[bucket.value]), count: bucket.count }))}
        selected={listOf(search.body)}
        onToggle={(body) => update({ body: toggleInList(search.body, body) })}
      />
    </div>
  )
}

function TextSearch({ value, onSubmit }: { value: string; onSubmit: (value: string) => void }) {
  const { t } = useLingui()
  const [draft, setDraft] = useState(value)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit(draft.trim())
  }
  return (
    <form role="search" onSubmit={submit} className="border-b border-line pb-4">
      <Field label={t({ message: 'Search by name', comment: 'Market filters: label of the field to type a car name' })} id="market-q">
        <div className="flex gap-2">
          <Input
            name="q"
            type="search"
            value={draft}
            maxLength={100}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={t({
              message: 'e.g. Camry, GLX',
              comment: 'Market filters: example in the car name field; keep it short, the field is narrow beside its button',
            })}
          />
          <Button type="submit" size="sm" className="shrink-0">
            {t({ message: 'Search', comment: 'Market filters: button that searches cars by the name typed' })}
          </Button>
        </div>
      </Field>
    </form>
  )
}

/** A price range the way the visitor meant it: a minimum above the maximum is swapped. */
function inOrder(min?: number, max?: number): { min?: number; max?: number } {
  return min !== undefined && max !== undefined && min > max ? { min: max, max: min } : { min, max }
}

/** An empty box is no limit; anything else must be an amount the one parser accepts. */
function readPrice(text: string): AmountResult | undefined {
  return text.trim() === '' ? undefined : parseAmount(text, { max: maxSar })
}

/**
 * The price range applies on submit. A value the amount parser refuses is named next to its box
 * and nothing is searched; a minimum above the maximum is swapped in the boxes and in the search.
 */
function PriceRange({ min, max, onSubmit }: { min?: number; max?: number; onSubmit: (min?: number, max?: number) => void }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const [draftMin, setDraftMin] = useState(min?.toString() ?? '')
  const [draftMax, setDraftMax] = useState(max?.toString() ?? '')
  const [errors, setErrors] = useState<{ min?: string; max?: string }>({})
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const readMin = readPrice(draftMin)
    const readMax = readPrice(draftMax)
    const errorOf = (read: AmountResult | undefined) => (read && !read.ok ? i18n._(amountRefusalMessage(read, locale)) : undefined)
    const refused = { min: errorOf(readMin), max: errorOf(readMax) }
    setErrors(refused)
    if (refused.min || refused.max) {
      // The first refused box takes the focus, so its message is read out.
      const form = event.currentTarget as HTMLFormElement
      form.querySelector<HTMLInputElement>(`[name="${refused.min ? 'priceMin' : 'priceMax'}"]`)?.focus()
      return
    }
    const range = inOrder(readMin?.ok ? readMin.value : undefined, readMax?.ok ? readMax.value : undefined)
    setDraftMin(range.min?.toString() ?? '')
    setDraftMax(range.max?.toString() ?? '')
    onSubmit(range.min, range.max)
  }
  return (
    <form onSubmit={submit} noValidate className="border-b border-line py-4">
      <fieldset>
        <legend className="mb-2 text-sm font-bold text-ink">
          {t({ message: 'Price (SAR)', comment: 'Market filters: heading of the price range, in Saudi riyals' })}
        </legend>
        <div className="grid grid-cols-2 items-start gap-2">
          <Field
            label={t({ message: 'From', comment: 'Market filters, price range: the lowest price field (paired with To)' })}
            error={errors.min}
          >
            <Input name="priceMin" inputMode="numeric" value={draftMin} onChange={(event) => setDraftMin(event.target.value)} />
          </Field>
          <Field
            label={t({ message: 'To', comment: 'Market filters, price range: the highest price field (paired with From)' })}
            error={errors.max}
          >
            <Input name="priceMax" inputMode="numeric" value={draftMax} onChange={(event) => setDraftMax(event.target.value)} />
          </Field>
        </div>
        <Button type="submit" variant="secondary" className="mt-3 w-full">
          {t({ message: 'Apply price', comment: 'Market filters: button that applies the price range typed' })}
        </Button>
      </fieldset>
    </form>
  )
}

/** The choices of the monthly filter, riyals; a shared link's other figure is listed too. */
const monthlySteps = [1000, 1500, 2000, 2500, 3000, 4000, 5000, 7500, 10_000]

/**
 * "Monthly instalment up to …" (decision 0096), on the terms every card's "from … / month" is
 * quoted on, said under the list so the figure is never read as a bank's offer.
 */
function MonthlyBudget({ value, onChange }: { value?: number; onChange: (value?: number) => void }) {
  const { t } = useLingui()
  const locale = useLocale()
  const steps = value === undefined || monthlySteps.includes(value) ? monthlySteps : [...monthlySteps, value].sort((a, b) => a - b)
  const termsRate = formatNumber(advertisedFinance.annualProfitRatePercent, locale)
  const termsMonths = formatNumber(advertisedFinance.termMonths, locale)
  const termsDown = formatNumber(Math.round(advertisedFinance.downPaymentShare * 100), locale)
  return (
    <Field
      label={t({ message: 'Monthly instalment', comment: 'Market filter: label of the list of the highest monthly instalment' })}
      hint={t({
        message: `At ${termsRate}% profit for ${termsMonths} months, ${termsDown}% down`,
        comment: 'Market filter, under the monthly instalment list: the finance terms the instalment is quoted on',
      })}
      className="border-b border-line py-4"
    >
      <Select
        name="monthlyMax"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}
      >
        <option value="">
          {t({ message: 'Any instalment', comment: 'Market filter, monthly instalment list: the choice that does not filter' })}
        </option>
        {steps.map((step) => {
          const amount = formatSar(step, locale)
          return (
            <option key={step} value={step}>
              {t({ message: `Up to ${amount} / month`, comment: 'Market filter, monthly instalment list: one choice, with currency' })}
            </option>
          )
        })}
      </Select>
    </Field>
  )
}
