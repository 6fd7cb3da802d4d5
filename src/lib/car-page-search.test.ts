import { describe, expect, it } from 'vitest'
import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router'
import { amountParam, carSearchSchema } from './car-page-search'

/**
 * What the router does with a navigation's search: it checks it against the route's schema and
 * writes what the schema returns (router-core's `buildAndCommitLocation`, `_includeValidateSearch`).
 */
const urlAfterNavigation = (search: Record<string, unknown>) => defaultStringifySearch(carSearchSchema.parse(search))

describe('carSearchSchema', () => {
  it('keeps the colour and the calculator inputs a visitor chose, plain digits as numbers and the rest as typed', () => {
    expect(
      carSearchSchema.parse({ id: 12, color: 2, rate: 'al-rajhi-bank', term: 48, down: '20,000', balloon: '0', salary: '١٢٠٠٠' }),
    ).toEqual({ id: 12, color: 2, rate: 'al-rajhi-bank', term: 48, down: '20,000', balloon: 0, salary: 12_000 })
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
  it('writes plain digits as a number, Arabic-Indic digits too, and nothing typed as no parameter', () => {
    expect(amountParam('20000')).toBe(20_000)
    expect(amountParam('١٤٠٠٠٠')).toBe(140_000)
    expect(amountParam('۶۰۰۰۰')).toBe(60_000)
    expect(amountParam(' 140000 ')).toBe(140_000)
    expect(amountParam('20,000')).toBe('20,000')
    expect(amountParam('')).toBeUndefined()
    expect(amountParam('  ')).toBeUndefined()
  })

  it('puts the calculator’s amounts in the URL without quote marks, even once the router has checked them', () => {
    const previous = carSearchSchema.parse({ id: 146, term: 48 })
    const typed = { down: amountParam('140000'), balloon: amountParam('60000'), salary: amountParam('١٢٠٠٠') }
    const url = urlAfterNavigation({ ...previous, ...typed })
    expect(url).toBe('?id=146&term=48&down=140000&balloon=60000&salary=12000')
    expect(url).not.toContain('%22')
    // A later change keeps them so: the router hands the checked search back as `previous`.
    const next = urlAfterNavigation({ ...carSearchSchema.parse(defaultParseSearch(url)), term: 36 })
    expect(next).toBe('?id=146&term=36&down=140000&balloon=60000&salary=12000')
  })

  it('round-trips a half-typed or refused amount as typed, for the calculator to judge again', () => {
    for (const typed of ['20,0', '20,000', '١٤٠٬٠٠٠', '12.5', '-5000', '5000-', '1e5', '140000 ر.س']) {
      const url = urlAfterNavigation({ id: 146, down: amountParam(typed) })
      expect(carSearchSchema.parse(defaultParseSearch(url)).down, url).toBe(typed)
    }
  })
})
