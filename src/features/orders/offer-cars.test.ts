import { describe, expect, it } from 'vitest'
import { offerCovers, offerPickerLimits, type OfferCar } from './offer-cars'

const accent: OfferCar = { id: 7, brand: 'hyundai', model: 'accent' }
const elantra: OfferCar = { id: 9, brand: 'hyundai', model: 'elantra' }
const yaris: OfferCar = { id: 21, brand: 'toyota', model: 'yaris' }
const offerCars = [accent, elantra, yaris]

describe('offerCovers', () => {
  it('covers the cars the offer lists, and no other', () => {
    expect(offerCovers(offerCars, '9')).toBe(true)
    expect(offerCovers(offerCars, '10')).toBe(false)
    expect(offerCovers([yaris], '7')).toBe(false)
  })

  it('covers any car without an offer, under an offer of no cars, or before a car is chosen', () => {
    expect(offerCovers(null, '10')).toBe(true)
    expect(offerCovers([], '10')).toBe(true)
    expect(offerCovers(offerCars, '')).toBe(true)
  })
})

describe('offerPickerLimits', () => {
  it('limits nothing without an offer or under an offer of any car', () => {
    expect(offerPickerLimits(null, { brand: 'kia', model: 'k5', carId: '3' })).toBeNull()
    expect(offerPickerLimits([], { brand: 'kia', model: 'k5', carId: '3' })).toBeNull()
  })

  it('lists the offer’s brands, the chosen brand’s models and the chosen model’s cars', () => {
    const limits = offerPickerLimits(offerCars, { brand: 'hyundai', model: 'accent', carId: '' })
    expect(limits).toEqual({
      brands: new Set(['hyundai', 'toyota']),
      models: new Set(['accent', 'elantra']),
      carIds: new Set(['7']),
    })
    expect(offerPickerLimits(offerCars, { brand: '', model: '', carId: '' })).toEqual({
      brands: new Set(['hyundai', 'toyota']),
      models: new Set(),
      carIds: new Set(),
    })
  })

  it('keeps a choice the offer does not cover in view, so its error has something to stand under', () => {
    const limits = offerPickerLimits(offerCars, { brand: 'kia', model: 'k5', carId: '3' })
    expect(limits).toEqual({ brands: new Set(['hyundai', 'toyota', 'kia']), models: new Set(['k5']), carIds: new Set(['3']) })
  })
})
