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

describe('queryInput with hostile keys and numbers', () => {
  /** What readQuery hands over: an object without a prototype, any key the URL carried. */
  const query = (entries: [string, string | string[]][]) =>
    Object.assign(Object.create(null) as Record<string, string | string[]>, Object.fromEntries(entries))

  it('ignores keys that only an object prototype knows (constructor, toString, __proto__ …)', () => {
    const names = Object.getOwnPropertyNames(Object.prototype)
    expect(names).toContain('constructor')
    for (const name of names) {
      expect(queryInput(schema).parse(query([[name, '1']])), name).toEqual({ page: 1 })
      expect(
        queryInput(schema).parse(
          query([
            [name, ['1', '2']],
            ['page', '2'],
          ]),
        ),
        name,
      ).toEqual({ page: 2 })
    }
  })

  it('takes numbers only as plain decimal integers', () => {
    expect(queryInput(schema).parse(query([['page', '16']]))).toEqual({ page: 16 })
    expect(queryInput(schema).parse(query([['page', '0']]))).toEqual({ page: 0 })
    expect(queryInput(schema).parse(query([['key', '16']]))).toEqual({ page: 1, key: 16 })
    for (const raw of ['0x10', '1e1', '+1', ' 1', '1 ', '1.0', '1.5', '1_000', '01', '-0', '0b1', '0o7', 'Infinity', 'NaN', '١٢', '']) {
      const result = queryInput(schema).safeParse(query([['page', raw]]))
      expect(result.success, raw).toBe(false)
      expect(result.error?.issues[0]?.path, raw).toEqual(['page'])
    }
    // A slug-or-id key: anything but a plain decimal integer is a slug, never a number.
    expect(queryInput(schema).parse(query([['key', '0x10']]))).toEqual({ page: 1, key: '0x10' })
    expect(queryInput(schema).parse(query([['key', '1e1']]))).toEqual({ page: 1, key: '1e1' })
  })

  it('keeps negative and huge integers numbers, for the schema to judge', () => {
    expect(queryInput(schema).parse(query([['page', '-5']]))).toEqual({ page: -5 })
    expect(queryInput(schema).safeParse(query([['page', '9'.repeat(400)]])).success).toBe(false)
  })
})
