import { describe, expect, it } from 'vitest'
import { individualOrderDefaults, individualChoiceValues, individualOrderInput } from './order-form-values'
import { individualOrderSearchSchema, orderSearchFromCarPage } from './order-page-search'

const car = { id: 9, colors: [{ id: 31 }, { id: 32 }, { id: 33 }] }
const starting = { down: 15_000, term: 60, maxTerm: 60 }

describe('the car page’s order link', () => {
  it('carries the colour shown, by its id, and stays cash while the calculator was not used', () => {
    expect(orderSearchFromCarPage(car, 2, {}, starting)).toEqual({ carId: 9, color: 33 })
    expect(orderSearchFromCarPage(car, 7, {}, starting)).toEqual({ carId: 9, color: undefined })
  })

  it('carries finance with the calculator’s plan once it was used, its starting figures included, the term within the bank’s', () => {
    expect(orderSearchFromCarPage(car, 0, { rate: 'al-rajhi-bank', balloon: 5000, salary: 20000 }, starting)).toEqual({
      carId: 9,
      color: 31,
      purchase: 'finance',
      bank: 'al-rajhi-bank',
      down: 15_000,
      term: 60,
      balloon: 5000,
      salary: 20000,
    })
    const advertised = orderSearchFromCarPage(car, 0, { rate: 'advertised', term: 60, down: 30_000 }, { ...starting, maxTerm: 48 })
    expect(advertised).toMatchObject({ purchase: 'finance', bank: undefined, down: 30_000, term: 48 })
  })

  it('carries an offer chosen in the calculator as the order’s offer, never as a bank', () => {
    const underOffer = orderSearchFromCarPage(car, 0, { rate: 'offer-4', term: 12 }, starting)
    expect(underOffer).toMatchObject({ offer: 4, purchase: 'finance', bank: undefined, term: 12 })
    expect(orderSearchFromCarPage(car, 0, { rate: 'al-rajhi-bank' }, starting).offer).toBeUndefined()
  })
})

describe('the order page’s URL', () => {
  it('drops what is not valid and opens the form with the rest', () => {
    const search = individualOrderSearchSchema.parse({
      carId: 9,
      color: 32,
      offer: 'x',
      purchase: 'finance',
      bank: 'al-rajhi-bank',
      down: 20000,
      term: 50,
      balloon: '5,000',
      salary: 18000,
    })
    expect(search.offer).toBeUndefined()
    expect(individualOrderSearchSchema.parse({ term: 72, purchase: 'lease' })).toEqual({})
    const values = individualChoiceValues(search, { ...individualOrderDefaults, carId: '9' })
    expect(values).toMatchObject({
      carId: '9',
      colorId: '32',
      offerId: '',
      purchaseType: 'finance',
      finance: { bank: 'al-rajhi-bank', downPayment: '20000', installmentMonths: '50', finalPayment: '5,000', salary: '18000' },
    })
    expect(individualOrderInput(values)).toMatchObject({ colorId: 32, finance: { finalPayment: '5,000' } })
    expect(individualOrderInput({ ...values, colorId: '', finance: { ...values.finance, finalPayment: ' ' } })).toMatchObject({
      colorId: undefined,
      finance: { finalPayment: undefined },
    })
  })
})
