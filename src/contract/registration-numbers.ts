/**
 * A company's commercial registration and VAT numbers as every form takes them: the dealer's own
 * settings and a company's order check them with the same rule (src/lib/dealer-identity.ts), so
 * a number one accepts the other accepts too. The value stays as typed; storage keeps the digits.
 */
import * as z from 'zod/mini'
import type { FieldErrorKey } from './field-errors.ts'
import { requiredText } from './text.ts'
import { toCrNumber, toVatNumber } from '../lib/dealer-identity.ts'

/** Required, and true to `rule` (which reads Arabic-Indic digits and spaces too). */
export const ruled = (rule: (value: string) => unknown, key: FieldErrorKey, max = 40) =>
  // Empty or invisible is refused by requiredText, which stops there.
  requiredText(max, key).check(z.refine((value) => rule(value) !== null, { error: key }))

export const crNumberSchema = ruled(toCrNumber, 'crNumber')
export const vatNumberSchema = ruled(toVatNumber, 'vatNumber')
