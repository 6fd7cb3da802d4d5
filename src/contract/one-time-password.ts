/**
 * One-time passwords an admin reads out to a new staff member (decision 0088): five groups of four
 * digits, `4821-9035-1174-6620-3391`. Digits are read the same way in Arabic and English over the
 * phone, with no letter to spell or confuse (l/1, O/0) and no case.
 *
 * What the other side types may differ from what was read: spaces or nothing between the groups,
 * Arabic-Indic digits from an Arabic keyboard. Every password typed or chosen in the back office
 * passes through `canonicalPassword`, which writes exactly this shape one way and leaves every other
 * password as typed; applied alike when a password is set and when it is checked, it never makes
 * a right password wrong.
 */
import { normalizeDigits } from '../lib/digits.ts'

export const oneTimePasswordShape = { groups: 5, digitsPerGroup: 4, separator: '-' } as const

/** Random bits of a one-time password: log2(10^20) ≈ 66.4. */
export const oneTimePasswordBits = oneTimePasswordShape.groups * oneTimePasswordShape.digitsPerGroup * Math.log2(10)

const digitRuns = /^\d{4}(?:[\s-]*\d{4}){4}$/

/** A one-time password however it was typed, in its one written form; any other password unchanged. */
export function canonicalPassword(typed: string): string {
  const digits = normalizeDigits(typed.trim())
  if (!digitRuns.test(digits)) return typed
  const plain = digits.replace(/[\s-]/g, '')
  const size = oneTimePasswordShape.digitsPerGroup
  return Array.from({ length: oneTimePasswordShape.groups }, (_, group) => plain.slice(group * size, (group + 1) * size)).join(
    oneTimePasswordShape.separator,
  )
}
