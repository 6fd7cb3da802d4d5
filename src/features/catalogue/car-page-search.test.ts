import { describe, expect, it } from 'vitest'
import { amountParam, carSearchSchema } from './car-page-search'

describe('carSearchSchema', () => {
  it('keeps the colour and the calculator inputs a visitor chose, as typed', () => {
    expect(
      carSearchSchema.parse({ id: 12, color: 2, rate: 'al-rajhi-bank', term: 48, down: '20,000', balloon: '0', salary: '١٢٠٠٠' }),
    ).toEqual({ id: 12, color: 2, rate: 'al-rajhi-bank', term: 48, down: '20,000', balloon: '0', salary: '١٢٠٠٠' })
  })

  it('drops what is not valid and keeps the rest: the page starts as if it were absent', () => {
    expect(carSearchSchema.parse({ id: 12, color: -1, rate: 'Not A Slug', term: 7, down: 'x'.repeat(21), balloon: 5.5 })).toEqual({
      id: 12,
      color: undefined,
      rate: undefined,
      term: undefined,
      down: undefined,
      balloon: undefined,
      salary: undefined,
    })
    expect(carSearchSchema.parse({ id: 12, term: 72 }).term).toBeUndefined()
    expect(carSearchSchema.parse({ id: 12, term: 30 }).term).toBeUndefined()
    expect(carSearchSchema.parse({ id: 12, term: 60 }).term).toBe(60)
  })
})

describe('amountParam', () => {
  it('writes plain digits as a number, which the router reads back as the same text', () => {
    expect(amountParam('20000')).toBe(20_000)
    expect(carSearchSchema.parse({ down: amountParam('20000') }).down).toBe('20000')
    expect(amountParam('20,000')).toBe('20,000')
    expect(amountParam('')).toBeUndefined()
  })
})
