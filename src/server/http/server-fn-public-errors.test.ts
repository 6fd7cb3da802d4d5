import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { execValidator } from '@tanstack/react-start'
import { DealerApiError } from '../../lib/dealer-api-error'
import { PublicError } from '../../lib/errors'
import { publicErrorAdapter } from '../../lib/public-error-adapter'
import { invalidInput, toPublicError, validatorIssues } from './server-fn-public-errors'

const inputSchema = z.object({
  locale: z.enum(['ar', 'en']),
  name: z.string().min(2),
  search: z.object({ priceMin: z.number().int().min(0).optional() }),
})

/** What Start's own validator step throws for a refused input. */
async function refusalOf(input: unknown): Promise<unknown> {
  return execValidator(inputSchema, input).then(
    () => null,
    (error: unknown) => error,
  )
}

describe('server-function input refusals', () => {
  it('reads the issues back from the error Start throws for a refused input', async () => {
    const error = await refusalOf({ locale: 'en', search: { priceMin: -1 } })
    const issues = validatorIssues(error)
    expect(issues?.map((issue) => issue.path.join('.'))).toEqual(['name', 'search.priceMin'])
  })

  it('answers 400 validation_failed with a translated message per field, as the dealer API does', async () => {
    const english = { locale: 'en', search: { priceMin: 'cheap' } }
    const refused = await invalidInput(validatorIssues(await refusalOf(english))!, english)
    expect(refused).toBeInstanceOf(PublicError)
    expect(refused.status).toBe(400)
    expect(refused.code).toBe('validation_failed')
    expect(refused.message).toBe('Some values are not valid. Please check them and try again.')
    expect(refused.fields).toEqual({ name: ['This field is required.'], 'search.priceMin': ['This value is not valid.'] })

    const arabic = { locale: 'ar', name: 'x', search: {} }
    const inArabic = await invalidInput(validatorIssues(await refusalOf(arabic))!, arabic)
    expect(inArabic.fields?.name?.[0]).toMatch(/[\u0600-\u06ff]/)
  })

  it('takes field names an object inherits as plain names', async () => {
    const input = JSON.parse('{"locale": "en", "name": "Sara", "search": {}, "constructor": 1, "__proto__": {"x": 1}}') as unknown
    const error = await execValidator(z.strictObject(inputSchema.shape), input).catch((caught: unknown) => caught)
    const refused = await invalidInput(validatorIssues(error)!, input)
    expect(Object.keys(refused.fields ?? {}).sort()).toEqual(['__proto__', 'constructor'])
  })

  it('leaves every other error alone', () => {
    expect(validatorIssues(new Error('boom'))).toBeNull()
    expect(validatorIssues(new Error('[1, 2]'))).toBeNull()
    expect(validatorIssues(new Error('[{"message": "x"}]'))).toBeNull()
    expect(validatorIssues(new TypeError('[{"message": "x", "path": []}]'))).toBeNull()
    expect(validatorIssues('[{"message": "x", "path": []}]')).toBeNull()
  })

  it('keeps the field errors of a dealer-API refusal, and hides everything of an internal failure', () => {
    const fields = { phone: ['This value is not valid.'] }
    const refused = toPublicError(
      new DealerApiError({ status: 400, code: 'validation_failed', message: 'Some values are not valid.', fields }),
    )
    expect(refused).toBeInstanceOf(PublicError)
    expect((refused as PublicError).fields).toEqual(fields)
    expect((refused as PublicError).status).toBe(400)

    const internal = toPublicError(new TypeError("Cannot read properties of undefined (reading 'x')")) as PublicError
    expect(internal.status).toBe(500)
    expect(internal.message).toBe('')
    expect(internal.fields).toBeUndefined()
  })

  it('keeps how long a rate-limited visitor must wait, through the serialisation to the browser', () => {
    const limited = toPublicError(
      new DealerApiError({ status: 429, code: 'rate_limited', message: 'Please try again in 2 minutes.', retryAfterSeconds: 95 }),
    ) as PublicError
    expect([limited.status, limited.code, limited.retryAfterSeconds]).toEqual([429, 'rate_limited', 95])
    const sent = JSON.parse(JSON.stringify(publicErrorAdapter.toSerializable(limited))) as Parameters<
      typeof publicErrorAdapter.fromSerializable
    >[0]
    expect(publicErrorAdapter.fromSerializable(sent).retryAfterSeconds).toBe(95)
  })
})
