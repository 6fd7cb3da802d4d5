import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { MessageDescriptor } from '@lingui/core'
import { compareGroups, onlyDifferences, type CompareGroup } from './compare-rows'
import type { ComparedCar } from './compare.functions'

const say = (descriptor: MessageDescriptor) => descriptor.message ?? descriptor.id

function car(id: number, change: Partial<ComparedCar> = {}): ComparedCar {
  const picture = { path: '/images/cars/sedan.svg', alt: 'A sedan' }
  return {
    id,
    title: `Car ${id}`,
    trim: 'GLE',
    year: 2026,
    brand: { slug: 'toyota', name: 'Toyota' },
    model: { slug: 'camry', name: 'Camry' },
    priceSar: 120_000,
    listPriceSar: null,
    installmentFromSar: 2090,
    bodyType: 'sedan',
    fuelType: 'hybrid',
    transmission: 'cvt',
    engine: '2.5L 4-cylinder hybrid',
    seats: 5,
    stockStatus: 'in_stock',
    featured: false,
    image: picture,
    colors: [{ name: 'White', hex: '#ffffff', image: picture }],
    priceReducedFromSar: null,
    financeOffers: [],
    availableAt: ['Jeddah'],
    features: [
      { group: 'exterior', items: ['LED headlamps'] },
      { group: 'safety', items: ['Six airbags', 'Blind-spot monitor'] },
    ],
    specs: [{ group: 'engine', items: [{ label: 'Maximum power', value: '225 hp' }] }],
    ...change,
  }
}

const rowOf = (groups: CompareGroup[], key: string) => groups.flatMap((group) => group.rows).find((row) => row.key === key)

describe('compareGroups', () => {
  it('groups rows as the car page does, one cell per car in the link’s order', () => {
    const groups = compareGroups([car(1), car(2)], { say, locale: 'en' })
    expect(groups.map((group) => group.key)).toEqual(['price', 'overview', 'spec-engine', 'feature-exterior', 'feature-safety', 'colors'])
    expect(groups.every((group) => group.rows.every((row) => row.cells.length === 2))).toBe(true)
  })

  it('shows the price to pay with the list price struck beside a sale price, and the advertised instalment', () => {
    const groups = compareGroups([car(1, { priceSar: 110_000, listPriceSar: 120_000, installmentFromSar: 1916 }), car(2)], {
      say,
      locale: 'en',
    })
    expect(rowOf(groups, 'price')?.cells).toEqual([
      { kind: 'price', priceSar: 110_000, wasSar: 120_000 },
      { kind: 'price', priceSar: 120_000, wasSar: null },
    ])
    expect(rowOf(groups, 'installment')?.cells.map((cell) => (cell.kind === 'text' ? cell.text : ''))).toEqual([
      expect.stringContaining('1,916'),
      expect.stringContaining('2,090'),
    ])
    expect(rowOf(groups, 'price')?.differs).toBe(true)
  })

  it('lists every specification and feature any car has, marking what a car lacks', () => {
    const other = car(2, {
      specs: [{ group: 'engine', items: [{ label: 'Maximum torque', value: '221 Nm' }] }],
      features: [{ group: 'safety', items: ['Six airbags'] }],
    })
    const groups = compareGroups([car(1), other], { say, locale: 'en' })
    expect(rowOf(groups, 'spec-engine-Maximum power')?.cells).toEqual([{ kind: 'text', text: '225 hp' }, { kind: 'none' }])
    expect(rowOf(groups, 'spec-engine-Maximum torque')?.cells).toEqual([{ kind: 'none' }, { kind: 'text', text: '221 Nm' }])
    expect(rowOf(groups, 'feature-safety-Blind-spot monitor')?.cells).toEqual([
      { kind: 'has', has: true },
      { kind: 'has', has: false },
    ])
    expect(rowOf(groups, 'feature-safety-Six airbags')?.differs).toBe(false)
    expect(rowOf(groups, 'stock')?.cells[0]).toEqual({ kind: 'stock', label: 'In stock', places: ['Jeddah'] })
  })
})

describe('onlyDifferences', () => {
  const variants = fc.record({
    priceSar: fc.constantFrom(100_000, 120_000),
    seats: fc.constantFrom(5, 7),
    fuelType: fc.constantFrom('petrol' as const, 'hybrid' as const),
    power: fc.constantFrom('200 hp', '225 hp'),
    blindSpot: fc.boolean(),
    colour: fc.constantFrom('White', 'Black'),
  })
  type Variant = typeof variants extends fc.Arbitrary<infer V> ? V : never
  const build = (id: number, v: Variant) =>
    car(id, {
      priceSar: v.priceSar,
      seats: v.seats,
      fuelType: v.fuelType,
      specs: [{ group: 'engine', items: [{ label: 'Maximum power', value: v.power }] }],
      features: [{ group: 'safety', items: v.blindSpot ? ['Six airbags', 'Blind-spot monitor'] : ['Six airbags'] }],
      colors: [{ name: v.colour, hex: '#ffffff', image: { path: '/x.svg', alt: '' } }],
    })

  it('keeps exactly the rows where some car shows something else, and no empty group', () => {
    fc.assert(
      fc.property(fc.array(variants, { minLength: 2, maxLength: 4 }), (cars) => {
        const all = compareGroups(
          cars.map((v, index) => build(index + 1, v)),
          { say, locale: 'en' },
        )
        const kept = onlyDifferences(all)
        const keptKeys = kept.flatMap((group) => group.rows.map((row) => row.key))
        for (const row of all.flatMap((group) => group.rows)) {
          const shown = new Set(row.cells.map((cell) => JSON.stringify(cell)))
          expect(keptKeys.includes(row.key), row.key).toBe(shown.size > 1)
        }
        expect(kept.every((group) => group.rows.length > 0)).toBe(true)
      }),
      { numRuns: 300 },
    )
  })

  it('hides every row of identical cars, and nothing when there is one car', () => {
    expect(onlyDifferences(compareGroups([car(1), car(2)], { say, locale: 'en' }))).toEqual([])
    const single = compareGroups([car(1)], { say, locale: 'en' })
    expect(onlyDifferences(single)).toEqual(single)
  })
})
