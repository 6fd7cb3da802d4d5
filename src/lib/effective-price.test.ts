import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { effectivePriceSar, effectivePriceSql, shownPrice } from './effective-price'

describe('effectivePriceSar', () => {
  it('is the sale price when it is below the list price', () => {
    expect(effectivePriceSar({ listPriceSar: 69_900, salePriceSar: 67_000 })).toBe(67_000)
    expect(effectivePriceSar({ listPriceSar: 69_900, salePriceSar: 69_899 })).toBe(69_899)
  })

  it('is the list price without a sale price, or with one that saves nothing', () => {
    expect(effectivePriceSar({ listPriceSar: 69_900, salePriceSar: null })).toBe(69_900)
    expect(effectivePriceSar({ listPriceSar: 69_900, salePriceSar: 69_900 })).toBe(69_900)
    expect(effectivePriceSar({ listPriceSar: 69_900, salePriceSar: 75_000 })).toBe(69_900)
  })
})

describe('shownPrice', () => {
  it('strikes the list price through beside a sale price', () => {
    expect(shownPrice({ listPriceSar: 69_900, salePriceSar: 67_000 })).toEqual({ priceSar: 67_000, wasSar: 69_900 })
  })

  it('strikes nothing through when the list price is the price', () => {
    expect(shownPrice({ listPriceSar: 69_900, salePriceSar: null })).toEqual({ priceSar: 69_900, wasSar: null })
    expect(shownPrice({ listPriceSar: 69_900, salePriceSar: 69_900 })).toEqual({ priceSar: 69_900, wasSar: null })
    expect(shownPrice({ listPriceSar: 69_900, salePriceSar: 80_000 })).toEqual({ priceSar: 69_900, wasSar: null })
  })
})

describe('effectivePriceSql', () => {
  // The database computes the market's price from the migrations' text, not from this module: the
  // latest migration that writes the column must say what the rule says.
  it('is what the latest migration generates cars.effective_price_sar from', () => {
    const folder = join(import.meta.dirname, '../../drizzle')
    const definitions = readdirSync(folder)
      .filter((name) => name.endsWith('.sql'))
      .sort()
      .flatMap((name) => [
        ...readFileSync(join(folder, name), 'utf8').matchAll(/"effective_price_sar" integer GENERATED ALWAYS AS \((.+?)\) STORED/g),
      ])
      .map((match) => match[1])
    expect(definitions.at(-1)).toBe(effectivePriceSql)
  })
})
