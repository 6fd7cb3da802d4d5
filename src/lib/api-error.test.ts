import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { apiMessages, validationError } from './api-error'

describe('validationError', () => {
  it('names each field once, telling a missing value from a wrong one', () => {
    const result = z.object({ name: z.string(), age: z.number() }).safeParse({ age: 'x' }, { reportInput: true })
    const error = validationError(result.error!)
    expect(error.status).toBe(400)
    expect(error.code).toBe('validation_failed')
    expect(error.fields).toEqual({ name: [apiMessages.fieldRequired], age: [apiMessages.fieldInvalid] })
  })

  it('takes field names that an object prototype also has as plain names', () => {
    const input = JSON.parse('{"constructor": 1, "toString": 2, "__proto__": 3, "hasOwnProperty": 4}') as unknown
    const result = z.strictObject({ name: z.string().optional() }).safeParse(input, { reportInput: true })
    const error = validationError(result.error!)
    expect(Object.keys(error.fields!).sort()).toEqual(['__proto__', 'constructor', 'hasOwnProperty', 'toString'])
    expect(error.fields!.constructor).toEqual([apiMessages.fieldUnknown])
  })
})

describe('validationError for a missing value', () => {
  it('says "required" whatever kind of value was expected, "not valid" for a wrong one', () => {
    const schema = z.object({ locale: z.enum(['ar', 'en']), kind: z.literal('cash'), count: z.number().min(1) })
    const missing = validationError(schema.safeParse({}, { reportInput: true }).error!)
    expect(missing.fields).toEqual({
      locale: [apiMessages.fieldRequired],
      kind: [apiMessages.fieldRequired],
      count: [apiMessages.fieldRequired],
    })
    const wrong = validationError(schema.safeParse({ locale: 'fr', kind: 'loan', count: 0 }, { reportInput: true }).error!)
    expect(wrong.fields).toEqual({
      locale: [apiMessages.fieldInvalid],
      kind: [apiMessages.fieldInvalid],
      count: [apiMessages.fieldTooSmall],
    })
  })
})
