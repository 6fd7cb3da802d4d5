import * as z from 'zod/mini'
import { normalizeDigits } from '../lib/digits.ts'
import type { FieldErrorKey } from './field-errors.ts'

/**
 * Order references: short, read aloud over the phone without confusion (Crockford's base32: no
 * I, L, O or U), and not guessable (50 random bits). Typed in any case, with or without the dash.
 *
 * Apart from the order forms' schemas (./orders.ts re-exports these): a route's URL schema reads
 * the reference, and a route module's imports are in every page's first load (decision 0021).
 */
export const referenceAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const referencePattern = /^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/

const required: { error: FieldErrorKey } = { error: 'required' }

export const orderReferenceSchema = z.pipe(
  z.string(required),
  z.transform((value, context) => {
    const compact = normalizeDigits(value).toUpperCase().replace(/[\s-]/g, '')
    const reference = `${compact.slice(0, 5)}-${compact.slice(5)}`
    if (!referencePattern.test(reference)) {
      context.issues.push({ code: 'custom', message: 'reference', input: value })
      return z.NEVER
    }
    return reference
  }),
)
