import { useState, type FormEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { CarFacets, Model } from '../../../contract/catalogue'
import { bodyLabels, fuelLabels, transmissionLabels } from '../catalogue-labels'
import { listOf, toggleInList, type MarketSearch } from '../market-search'
import { CheckboxFilter } from './filter-group'
import { parseAmount } from '../../../lib/digits'
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
  const update: Update = (change) => onChange({ ...change, page: 1 })
  const selectedBrands = listOf(search.brand)
  const brandModels = models.filter((model) => selectedBrands.includes(model.brand.slug))

  return (
    <div>
      {/* Keyed by the URL value: back/forward or a reset refills the field. */}
      <TextSearch key={search.q} value={search.q} onSubmit={(q) => update({ q })} />
      <PriceRange
        key={`${search.priceMin ?? ''}-${search.priceMax ?? ''}`}
        min={search.priceMin}
        max={search.priceMax}
        onSubmit={(priceMin, priceMax) => update({ priceMin, priceMax })}
      />

      <CheckboxFilter
        legend={t({ message: 'Brand', comment: 'Market filter and quick search: car maker (Toyota, Hyundai…)' })}
        name="brand"
        options={facets.brands.map((bucket) => ({ value: bucket.value, label: <bdi>{bucket.label}</bdi>, count: bucket.count }))}
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
          legend={t({ message: 'Model', comment: 'Market filter and quick search: car model of a brand (Camry, Tucson…)' })}
          name="model"
          options={brandModels.map((model) => ({ value: model.slug, label: <bdi>{model.name}</bdi> }))}
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
              {`${bucket.value} (${bucket.count})`}
            </option>
          ))}
        </Select>
      </Field>

      <CheckboxFilter
        legend={t`Fuel type`}
        name="fuel"
        options={facets.fuel.map((bucket) => ({ value: bucket.value, label: i18n._(fuelLabels[bucket.value]), count: bucket.count }))}
        selected={listOf(search.fuel)}
        onToggle={(fuel) => update({ fuel: toggleInList(search.fuel, fuel) })}
      />
      <CheckboxFilter
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
            placeholder={t`e.g. Camry, Tucson, GLX`}
          />
          <Button type="submit" size="sm" className="shrink-0">
            {t({ message: 'Search', comment: 'Market filters: button that searches cars by the name typed' })}
          </Button>
        </div>
      </Field>
    </form>
  )
}

function PriceRange({ min, max, onSubmit }: { min?: number; max?: number; onSubmit: (min?: number, max?: number) => void }) {
  const { t } = useLingui()
  const [draftMin, setDraftMin] = useState(min?.toString() ?? '')
  const [draftMax, setDraftMax] = useState(max?.toString() ?? '')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit(parseAmount(draftMin), parseAmount(draftMax))
  }
  return (
    <form onSubmit={submit} className="border-b border-line py-4">
      <fieldset>
        <legend className="mb-2 text-sm font-bold text-ink">
          {t({ message: 'Price (SAR)', comment: 'Market filters: heading of the price range, in Saudi riyals' })}
        </legend>
        <div className="grid grid-cols-2 gap-2">
          <Field label={t({ message: 'From', comment: 'Market filters, price range: the lowest price field (paired with To)' })}>
            <Input name="priceMin" inputMode="numeric" value={draftMin} onChange={(event) => setDraftMin(event.target.value)} />
          </Field>
          <Field label={t({ message: 'To', comment: 'Market filters, price range: the highest price field (paired with From)' })}>
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
