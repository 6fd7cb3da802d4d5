import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ApiError, apiMessages, RateLimitedError, validationError } from './api-error'
import { getI18nFor } from './i18n/server-i18n'

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

describe('RateLimitedError', () => {
  const say = async (locale: 'ar' | 'en', seconds: number) => (await getI18nFor(locale))._(new RateLimitedError(seconds).descriptor)

  it('is a 429 rate_limited carrying whole seconds for Retry-After', () => {
    const error = new RateLimitedError(12.2)
    expect(error).toBeInstanceOf(ApiError)
    expect([error.status, error.code, error.retryAfterSeconds]).toEqual([429, 'rate_limited', 13])
    expect(new RateLimitedError(0).retryAfterSeconds).toBe(1)
  })

  it('says how long to wait in English, in the largest unit that does not shorten the wait', async () => {
    expect(await say('en', 1)).toBe('Too many attempts. Please try again in 1 second.')
    expect(await say('en', 45)).toBe('Too many attempts. Please try again in 45 seconds.')
    expect(await say('en', 60)).toBe('Too many attempts. Please try again in 1 minute.')
    expect(await say('en', 61)).toBe('Too many attempts. Please try again in 2 minutes.')
    expect(await say('en', 3540)).toBe('Too many attempts. Please try again in 59 minutes.')
    expect(await say('en', 3599)).toBe('Too many attempts. Please try again in 1 hour.')
    expect(await say('en', 7201)).toBe('Too many attempts. Please try again in 3 hours.')
  })

  it('says it in Arabic with the Arabic plural forms and Latin digits', async () => {
    const lead = 'لقد تجاوزت الحد المسموح به من المحاولات. يُرجى المحاولة مرة أخرى بعد'
    expect(await say('ar', 1)).toBe(`${lead} ثانية واحدة.`)
    expect(await say('ar', 2)).toBe(`${lead} ثانيتين.`)
    expect(await say('ar', 5)).toBe(`${lead} 5 ثوانٍ.`)
    expect(await say('ar', 30)).toBe(`${lead} 30 ثانية.`)
    expect(await say('ar', 120)).toBe(`${lead} دقيقتين.`)
    expect(await say('ar', 600)).toBe(`${lead} 10 دقائق.`)
    expect(await say('ar', 3600)).toBe(`${lead} ساعة واحدة.`)
  })

  it('takes a sentence of its own for a limit that needs one', () => {
    expect(new RateLimitedError(30, apiMessages.unavailable).descriptor).toBe(apiMessages.unavailable)
  })
})

describe('validationError for the order contract', () => {
  it('says what is wrong with each field in the contract’s own words (a mobile, an email, the consent)', async () => {
    const { placeOrderSchema } = await import('../contract/orders')
    const { fieldMessages } = await import('./field-messages')
    const result = placeOrderSchema.safeParse(
      {
        type: 'individual',
        purchaseType: 'finance',
        name: 'Sara',
        mobile: '0412345678',
        email: 'sara@',
        carId: 1,
        city: 'riyadh',
        finance: {
          bank: 'alrajhi',
          workSector: 'private',
          salary: 'lots',
          monthlyCommitments: 0,
          downPayment: 0,
          installmentMonths: 61,
          hasMortgage: false,
          hasPaymentDelays: false,
          licenceStatus: 'valid',
          creditConsent: false,
        },
      },
      { reportInput: true },
    )
    const error = validationError(result.error!)
    expect(error.fields).toEqual({
      mobile: [fieldMessages.mobile],
      email: [fieldMessages.email],
      'finance.salary': [fieldMessages.amount],
      'finance.installmentMonths': [fieldMessages.months],
      'finance.creditConsent': [fieldMessages.consent],
    })
  })
})
