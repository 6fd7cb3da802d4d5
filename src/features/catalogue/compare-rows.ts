/**
 * The comparison's table (issue 40, decision 0096) as data: groups of rows in the car page's
 * order (price and finance, overview, each specification group, each feature group, colours),
 * one cell per car, and whether the cars differ on the row. Rendering is the table's job
 * (components/compare-table.tsx); what counts as "different" is decided here, once, on what the
 * cell shows: a row where every car shows the same is equal.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Locale } from '../../../app.config'
import { featureGroups, specGroups } from '../../contract/values'
import { formatNumber, formatSar } from '../../lib/format'
import { bodyLabels, featureGroupLabels, fuelLabels, specGroupLabels, stockLabels, transmissionLabels } from './catalogue-labels'
import type { ComparedCar } from './compare.functions'

export type CompareCell =
  /** The price to pay, and the list price struck through beside it while a sale price applies. */
  | { kind: 'price'; priceSar: number; wasSar: number | null }
  | { kind: 'text'; text: string }
  /** A feature: whether the car has it. */
  | { kind: 'has'; has: boolean }
  | { kind: 'colors'; colors: Array<{ name: string; hex: string }> }
  /** In stock, limited or on order, and the branches with a unit ready now (none named when the stock is not kept by branch). */
  | { kind: 'stock'; label: string; places: string[] }
  /** A specification the car's sheet does not state. */
  | { kind: 'none' }

export type CompareRow = { key: string; label: string; cells: CompareCell[]; differs: boolean }
export type CompareGroup = { key: string; title: string; rows: CompareRow[] }

/** Turns a message into the reader's language (Lingui's `i18n._`). */
export type Say = (descriptor: MessageDescriptor) => string

const labels = {
  price: msg({ message: 'Price', comment: 'Comparison table: row of each car’s price, VAT included' }),
  installment: msg({
    message: 'Monthly instalment from',
    comment: 'Comparison table: row of each car’s advertised smallest monthly instalment',
  }),
  stock: msg({ message: 'Availability', comment: 'Comparison table: row saying whether each car is in stock, limited or on order' }),
  year: msg({ message: 'Manufacture year', comment: 'Car details: model year of the car' }),
  body: msg({ message: 'Body type', comment: 'Car details and market filter: sedan, SUV, pickup…' }),
  engine: msg({ message: 'Engine type', comment: 'Car details: engine description (for example 2.5L 4-cylinder)' }),
  fuel: msg({ message: 'Fuel type', comment: 'Car details and market filter: petrol, diesel, hybrid or electric' }),
  transmission: msg`Transmission`,
  seats: msg({ message: 'Seats', comment: 'Car details: number of seats' }),
  colors: msg({ message: 'Colours', comment: 'Comparison table: row and group of the colours each car comes in' }),
  priceGroup: msg({ message: 'Price and finance', comment: 'Comparison table: heading of the price, instalment and stock rows' }),
  overview: msg({ message: 'Overview', comment: 'Car page: heading of the section with the main facts of the car' }),
}

/** Only equal cells make an equal row; a stated value and a missing one differ. */
function sameCells(cells: CompareCell[]): boolean {
  const first = JSON.stringify(cells[0])
  return cells.every((cell) => JSON.stringify(cell) === first)
}

function row(key: string, label: string, cells: CompareCell[]): CompareRow {
  return { key, label, cells, differs: !sameCells(cells) }
}

const text = (value: string): CompareCell => ({ kind: 'text', text: value })

/** Every label the cars' items use, in the order they first appear (the first car's order first). */
function unionOf<T>(lists: T[][], keyOf: (item: T) => string): string[] {
  const keys: string[] = []
  for (const list of lists) for (const item of list) if (!keys.includes(keyOf(item))) keys.push(keyOf(item))
  return keys
}

export function compareGroups(cars: readonly ComparedCar[], { say, locale }: { say: Say; locale: Locale }): CompareGroup[] {
  const each = (cell: (car: ComparedCar) => CompareCell) => cars.map(cell)
  const groups: CompareGroup[] = [
    {
      key: 'price',
      title: say(labels.priceGroup),
      rows: [
        // The price every card shows (src/lib/effective-price.ts): `priceSar` is already the one to pay.
        row(
          'price',
          say(labels.price),
          each((car) => ({ kind: 'price', priceSar: car.priceSar, wasSar: car.listPriceSar })),
        ),
        row(
          'installment',
          say(labels.installment),
          each((car) => text(formatSar(car.installmentFromSar, locale))),
        ),
        row(
          'stock',
          say(labels.stock),
          each((car) => ({ kind: 'stock', label: say(stockLabels[car.stockStatus]), places: car.availableAt })),
        ),
      ],
    },
    {
      key: 'overview',
      title: say(labels.overview),
      rows: [
        row(
          'year',
          say(labels.year),
          each((car) => text(String(car.year))),
        ),
        row(
          'body',
          say(labels.body),
          each((car) => text(say(bodyLabels[car.bodyType]))),
        ),
        row(
          'engine',
          say(labels.engine),
          each((car) => text(car.engine)),
        ),
        row(
          'fuel',
          say(labels.fuel),
          each((car) => text(say(fuelLabels[car.fuelType]))),
        ),
        row(
          'transmission',
          say(labels.transmission),
          each((car) => text(say(transmissionLabels[car.transmission]))),
        ),
        row(
          'seats',
          say(labels.seats),
          each((car) => text(formatNumber(car.seats, locale))),
        ),
      ],
    },
  ]

  for (const group of specGroups) {
    const items = cars.map((car) => car.specs.find((spec) => spec.group === group)?.items ?? [])
    const rows = unionOf(items, (item) => item.label).map((label) =>
      row(
        `spec-${group}-${label}`,
        label,
        items.map((list) => {
          const value = list.find((item) => item.label === label)?.value
          return value === undefined ? { kind: 'none' } : text(value)
        }),
      ),
    )
    if (rows.length > 0) groups.push({ key: `spec-${group}`, title: say(specGroupLabels[group]), rows })
  }

  for (const group of featureGroups) {
    const items = cars.map((car) => car.features.find((feature) => feature.group === group)?.items ?? [])
    const rows = unionOf(items, (item) => item).map((feature) =>
      row(
        `feature-${group}-${feature}`,
        feature,
        items.map((list) => ({ kind: 'has', has: list.includes(feature) })),
      ),
    )
    if (rows.length > 0) groups.push({ key: `feature-${group}`, title: say(featureGroupLabels[group]), rows })
  }

  groups.push({
    key: 'colors',
    title: say(labels.colors),
    rows: [
      row(
        'colors',
        say(labels.colors),
        each((car) => ({ kind: 'colors', colors: car.colors.map((color) => ({ name: color.name, hex: color.hex })) })),
      ),
    ],
  })
  return groups
}

/**
 * "Show only differences": the rows where the cars differ, and the groups that keep any. With
 * one car nothing can differ, so everything stays.
 */
export function onlyDifferences(groups: readonly CompareGroup[]): CompareGroup[] {
  const carCount = groups[0]?.rows[0]?.cells.length ?? 0
  if (carCount < 2) return [...groups]
  return groups.flatMap((group) => {
    const rows = group.rows.filter((candidate) => candidate.differs)
    return rows.length > 0 ? [{ ...group, rows }] : []
  })
}
