import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { queryInput } from './query-input'

const schema = z.object({
  brands: z.array(z.string()).optional(),
  page: z.number().int().default(1),
  featured: z.boolean().optional(),
  key: z.union([z.string(), z.number()]).optional(),
})

describe('queryInput', () => {
  it('turns query text into lists, numbers, booleans and ids', () => {
    expect(queryInput(schema).parse({ brands: 'toyota', page: '3', featured: 'true', key: '42' })).toEqual({
      brands: ['toyota'],
      page: 3,
      featured: true,
      key: 42,
    })
    expect(queryInput(schema).parse({ brands: ['toyota', 'kia,lexus'], key: 'camry-2026' })).toEqual({
      brands: ['toyota', 'kia', 'lexus'],
      page: 1,
      key: 'camry-2026',
    })
  })

  it('keeps bad values bad so validation refuses them, and ignores unknown keys', () => {
    expect(queryInput(schema).safeParse({ page: 'two' }).success).toBe(false)
    expect(queryInput(schema).safeParse({ page: '' }).success).toBe(false)
    expect(queryInput(schema).safeParse({ featured: 'yes' }).success).toBe(false)
    expect(queryInput(schema).safeParse({ page: ['1', '2'] }).success).toBe(false)
    expect(queryInput(schema).parse({ utm_source: 'x' })).toEqual({ page: 1 })
  })
})
