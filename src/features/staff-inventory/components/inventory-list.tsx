import { useState, type FormEvent } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { LinkButton } from '../../../components/ui/link-button'
import { Select } from '../../../components/ui/select'
import type { InventoryChoices, InventoryItem, InventoryPage } from '../../../contract/inventory'
import { inventoryStatuses, stockLineStatuses, type InventoryStatus } from '../../../contract/values'
import { formatNumber, formatSar } from '../../../lib/format'
import { useLocale } from '../../../lib/i18n/use-locale'
import { StaffList } from '../../staff/components/staff-list'
import { BulkPriceForm } from './bulk-price-form'
import { InventoryCsv } from './inventory-csv'
import { inventoryStatusLabels, inventoryStatusTone, stockLineLabels } from '../inventory-labels'

export type InventoryFilters = {
  q?: string
  brand?: number
  model?: number
  status?: InventoryStatus
  branch?: number
  page: number
}

const numberOrUndefined = (value: FormDataEntryValue | null) => (value ? Number(value) : undefined)

/** The inventory's search and filters (in the address, so a list can be shared), the cars, and the pager. */
export function InventoryList({
  page,
  choices,
  search,
  mayEdit,
}: {
  page: InventoryPage
  choices: InventoryChoices
  search: InventoryFilters
  mayEdit: boolean
}) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  const [brand, setBrand] = useState(search.brand === undefined ? '' : String(search.brand))
  const name = (item: { nameAr: string; nameEn: string }) => (locale === 'en' ? item.nameEn : item.nameAr)
  const models = choices.brands.find((option) => String(option.id) === brand)?.models ?? []

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const q = String(form.get('q') ?? '').trim()
    void navigate({
      to: '.',
      search: {
        q: q === '' ? undefined : q,
        brand: numberOrUndefined(form.get('brand')),
        model: numberOrUndefined(form.get('model')),
        status: (form.get('status') || undefined) as InventoryStatus | undefined,
        branch: numberOrUndefined(form.get('branch')),
        page: 1,
      },
    })
  }

  return (
    <div className="space-y-6">
      {mayEdit ? (
        <div className="flex flex-wrap gap-3">
          <LinkButton to="/{-$locale}/staff/inventory/new" data-testid="inventory-add-car">
            {t({ message: 'Add a car', comment: 'Staff inventory: button that opens the editor for a new car' })}
          </LinkButton>
          <LinkButton to="/{-$locale}/staff/inventory/brands" variant="outline">
            {t({ message: 'Add a brand or model', comment: 'Staff inventory: button to the page that adds brands and models' })}
          </LinkButton>
        </div>
      ) : null}
      {mayEdit ? <BulkPriceForm choices={choices} /> : null}
      {mayEdit ? <InventoryCsv /> : null}
      {/* A plain GET form: it filters before the page's script runs too; with it, the router navigates. */}
      <form
        method="get"
        role="search"
        onSubmit={apply}
        className="grid gap-4 rounded-2xl border border-line bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-5 lg:grid-cols-6"
        data-testid="inventory-filters"
      >
        <Field
          label={t({ message: 'Search', comment: 'Staff inventory: label of the search box (brand, model, trim or year)' })}
          hint={t({ message: 'Brand, model, trim or year, in Arabic or English.', comment: 'Staff inventory: hint under the search box' })}
          className="sm:col-span-2"
        >
          <Input name="q" type="search" defaultValue={search.q ?? ''} maxLength={100} />
        </Field>
        <Field label={t({ message: 'Brand', comment: 'Staff inventory: label of the brand filter and of the editor’s brand' })}>
          <Select name="brand" value={brand} onChange={(event) => setBrand(event.currentTarget.value)}>
            <option value="">{t({ message: 'All brands', comment: 'Staff inventory: brand filter choice that shows every brand' })}</option>
            {choices.brands.map((option) => (
              <option key={option.id} value={option.id}>
                {name(option)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t({ message: 'Model', comment: 'Staff inventory: label of the model filter and of the editor’s model' })}>
          <Select
            name="model"
            defaultValue={search.model === undefined ? '' : String(search.model)}
            key={brand}
            disabled={models.length === 0}
          >
            <option value="">{t({ message: 'All models', comment: 'Staff inventory: model filter choice that shows every model' })}</option>
            {models.map((option) => (
              <option key={option.id} value={option.id}>
                {name(option)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t({ message: 'Status', comment: 'Staff inventory: label of the stock status filter and column' })}>
          <Select name="status" defaultValue={search.status ?? ''}>
            <option value="">{t({ message: 'Any status', comment: 'Staff inventory: status filter choice that shows every car' })}</option>
            {inventoryStatuses.map((status) => (
              <option key={status} value={status}>
                {i18n._(inventoryStatusLabels[status])}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t({ message: 'Branch', comment: 'Staff inventory: label of the branch filter (cars with stock at that branch)' })}>
          <Select name="branch" defaultValue={search.branch === undefined ? '' : String(search.branch)}>
            <option value="">
              {t({ message: 'All branches', comment: 'Staff inventory: branch filter choice that shows every car' })}
            </option>
            {choices.branches.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </Select>
        </Field>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-6">
          <Button type="submit">
            {t({ message: 'Show cars', comment: 'Staff inventory: button that applies the search and filters' })}
          </Button>
          <p className="text-sm text-ink-soft" aria-live="polite">
            {t({
              message: `${formatNumber(page.total, locale)} cars`,
              comment: 'Staff inventory: how many cars match the search and filters; {0} is the number',
            })}
          </p>
        </div>
      </form>

      <StaffList
        count={page.items.length}
        empty={t({ message: 'No car matches this search.', comment: 'Staff inventory: shown when no car matches the search and filters' })}
        paging={page}
      >
        <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white shadow-sm" data-testid="inventory-list">
          {page.items.map((item) => (
            <InventoryRow key={item.id} item={item} />
          ))}
        </ul>
      </StaffList>
    </div>
  )
}

function InventoryRow({ item }: { item: InventoryItem }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const units = stockLineStatuses.filter((status) => item.units[status] > 0)
  return (
    <li
      className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-2 p-4 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:gap-6"
      data-testid="inventory-row"
    >
      <div className="col-span-2 min-w-0 sm:col-span-1">
        <Link
          to="/{-$locale}/staff/inventory/$carId"
          params={{ carId: String(item.id) }}
          className="font-bold text-brand-700 hover:underline"
        >
          <bdi>{item.title}</bdi>
        </Link>
        {units.length > 0 ? (
          <p className="mt-1 text-sm text-ink-soft">
            {units.map((status) => `${i18n._(stockLineLabels[status])} ${formatNumber(item.units[status], locale)}`).join(' · ')}
          </p>
        ) : null}
      </div>
      <p className="font-bold text-ink tabular-nums">
        <bdi>{formatSar(item.priceSar, locale)}</bdi>
      </p>
      <p>
        <span
          className={`inline-block rounded-full px-3 py-1 text-sm font-bold ${inventoryStatusTone[item.status]}`}
          data-testid="inventory-status"
        >
          {i18n._(inventoryStatusLabels[item.status])}
        </span>
      </p>
    </li>
  )
}
