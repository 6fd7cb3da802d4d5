import { useState, type FormEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { CarFacets, Model } from '../../../contract/catalogue'
import { bodyLabels, fuelLabels, transmissionLabels } from '../catalogue-labels'
import { listOf, toggleInList, type MarketSearch } from '../market-search'
import { CheckboxFilter } from './filter-group'
import { parseAmount } from '../../../lib/digits'

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
        legend={t`Brand`}
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
          legend={t`Model`}
          name="model"
          options={brandModels.map((model) => ({ value: model.slug, label: <bdi>{model.name}</bdi> }))}
          selected={listOf(search.model)}
          onToggle={(model) => update({ model: toggleInList(search.model, model) })}
        />
      ) : null}

      <fieldset className="border-b border-line py-4">
        <legend className="mb-2 text-sm font-bold text-ink">{t`Year`}</legend>
        <select
          aria-label={t`Year`}
          value={search.year ?? ''}
          onChange={(event) => update({ year: event.target.value ? Number(event.target.value) : undefined })}
          className="min-h-11 w-full rounded-lg border border-line bg-white px-3"
        >
          <option value="">{t`Any year`}</option>
          {facets.years.map((bucket) => (
            <option key={bucket.value} value={bucket.value}>
              {`${bucket.value} (${bucket.count})`}
            </option>
          ))}
        </select>
      </fieldset>

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
        options={facets.transmission.map((bucket) => ({ value: bucket.value, label: i18n._(transmissionLabels[bucket.value]), count: bucket.count }))}
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
      <label htmlFor="market-q" className="mb-2 block text-sm font-bold text-ink">
        {t`Search by name`}
      </label>
      <div className="flex gap-2">
        <input
          id="market-q"
          name="q"
          type="search"
          value={draft}
          maxLength={100}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t`e.g. Camry, Tucson, GLX`}
          className="min-h-11 w-full min-w-0 rounded-lg border border-line px-3 placeholder:text-muted"
        />
        <button type="submit" className="min-h-11 shrink-0 rounded-lg bg-brand-600 px-4 font-bold text-white hover:bg-brand-700">
          {t`Search`}
        </button>
      </div>
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
        <legend className="mb-2 text-sm font-bold text-ink">{t`Price (SAR)`}</legend>
        <div className="grid grid-cols-2 gap-2">
          <label className="text-sm text-muted">
            {t`From`}
            <input
              name="priceMin"
              inputMode="numeric"
              value={draftMin}
              onChange={(event) => setDraftMin(event.target.value)}
              className="mt-1 min-h-11 w-full rounded-lg border border-line px-3 text-ink"
            />
          </label>
          <label className="text-sm text-muted">
            {t`To`}
            <input
              name="priceMax"
              inputMode="numeric"
              value={draftMax}
              onChange={(event) => setDraftMax(event.target.value)}
              className="mt-1 min-h-11 w-full rounded-lg border border-line px-3 text-ink"
            />
          </label>
        </div>
        <button type="submit" className="mt-3 min-h-11 w-full rounded-lg border border-brand-600 font-bold text-brand-700 hover:bg-brand-50">
          {t`Apply price`}
        </button>
      </fieldset>
    </form>
  )
}
