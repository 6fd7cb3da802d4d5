import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { maxComparedCars, maxId } from '../../contract/values'
import { compareIdsParam, compareSearchSchema, parseCompareIds } from './compare-search'

describe('the comparison link', () => {
  it('reads ids in order, once each, at most four, in either digit set and separator', () => {
    expect(parseCompareIds('12,7,12,31')).toEqual([12, 7, 31])
    expect(parseCompareIds('١٢،٧ 31')).toEqual([12, 7, 31])
    expect(parseCompareIds(12)).toEqual([12])
    expect(parseCompareIds(['3', 4, '3,5'])).toEqual([3, 4, 5])
    expect(parseCompareIds('1,2,3,4,5,6')).toEqual([1, 2, 3, 4])
    expect(parseCompareIds('0,-3,2.5,abc,,9999999999,8')).toEqual([8])
    expect(parseCompareIds({ ids: [1] })).toEqual([])
    expect(parseCompareIds(undefined)).toEqual([])
  })

  it('writes one id as a number, several joined by commas, none as no parameter', () => {
    expect(compareIdsParam([])).toBeUndefined()
    expect(compareIdsParam([7])).toBe(7)
    expect(compareIdsParam([7, 3])).toBe('7,3')
    expect(compareSearchSchema.parse({ ids: '7,7,3', diff: 'true' })).toEqual({ ids: '7,3', diff: true })
    expect(compareSearchSchema.parse({ ids: 'x', diff: 'yes' })).toEqual({ ids: undefined, diff: undefined })
    expect(compareSearchSchema.parse({ diff: 1 }).diff).toBe(true)
  })

  it('never fails, and normalises any input to a stable link of at most four distinct ids', () => {
    const piece = fc.oneof(fc.integer({ min: -5, max: maxId + 5 }), fc.string(), fc.constantFrom('١٢', '،', ' ', ','))
    const raw = fc.oneof(
      piece,
      fc.array(piece),
      fc.array(piece).map((parts) => parts.join(',')),
      fc.anything(),
    )
    fc.assert(
      fc.property(raw, (value) => {
        const ids = parseCompareIds(value)
        expect(ids.length).toBeLessThanOrEqual(maxComparedCars)
        expect(new Set(ids).size).toBe(ids.length)
        expect(ids.every((id) => Number.isInteger(id) && id >= 1 && id <= maxId)).toBe(true)
        // What the link is rewritten to reads back the same cars in the same order.
        expect(parseCompareIds(compareIdsParam(ids))).toEqual(ids)
        expect(compareSearchSchema.parse({ ids: value }).ids).toEqual(compareIdsParam(ids))
      }),
      { numRuns: 1000 },
    )
  })
})
