import { describe, expect, it } from 'vitest'
import { carEditSchema } from './inventory'

const car = (prices: { priceSar: unknown; competitivePriceSar?: unknown }) => ({
  modelId: 1,
  trimAr: 'القياسية',
  trimEn: 'Standard',
  year: 2026,
  bodyType: 'suv',
  fuelType: 'petrol',
  transmission: 'automatic',
  engineAr: '2.0 لتر',
  engineEn: '2.0L',
  seats: 5,
  descriptionAr: 'سيارة عائلية.',
  descriptionEn: 'A family car.',
  colors: [{ nameAr: 'أبيض', nameEn: 'White', hex: '#ffffff' }],
  features: { exterior: { ar: [], en: [] }, comfort: { ar: [], en: [] }, safety: { ar: [], en: [] } },
  specs: { engine: { ar: [], en: [] }, transmission: { ar: [], en: [] }, measurements: { ar: [], en: [] }, chassis: { ar: [], en: [] } },
  ...prices,
})

/** Each field's first mistake, by its dot path. */
function mistakes(input: unknown): Record<string, string> {
  const result = carEditSchema.safeParse(input)
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('carEditSchema: the competitive price (decision 0085)', () => {
  it('takes a competitive price below the price, or none', () => {
    expect(mistakes(car({ priceSar: 69_900, competitivePriceSar: 67_000 }))).toEqual({})
    expect(mistakes(car({ priceSar: 69_900, competitivePriceSar: 69_899 }))).toEqual({})
    expect(mistakes(car({ priceSar: '69,900', competitivePriceSar: '' }))).toEqual({})
    expect(mistakes(car({ priceSar: 69_900, competitivePriceSar: null }))).toEqual({})
  })

  it('refuses one at or above the price next to its own field', () => {
    expect(mistakes(car({ priceSar: 69_900, competitivePriceSar: 69_900 }))).toEqual({ competitivePriceSar: 'salePriceNotBelowList' })
    expect(mistakes(car({ priceSar: '69,900', competitivePriceSar: '٧٥٠٠٠' }))).toEqual({ competitivePriceSar: 'salePriceNotBelowList' })
  })

  it('compares only prices that read: a wrong price is said once, on its own field', () => {
    expect(mistakes(car({ priceSar: 'abc', competitivePriceSar: 67_000 }))).toEqual({ priceSar: 'amount' })
    expect(mistakes(car({ priceSar: 69_900, competitivePriceSar: 'abc' }))).toEqual({ competitivePriceSar: 'amount' })
  })

  it('says it beside other mistakes of the car, so the editor shows every field at once', () => {
    expect(mistakes({ ...car({ priceSar: 69_900, competitivePriceSar: 80_000 }), seats: 99 })).toEqual({
      seats: 'seats',
      competitivePriceSar: 'salePriceNotBelowList',
    })
  })
})
