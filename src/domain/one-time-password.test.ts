import { describe, expect, it } from 'vitest'
import { oneTimePassword } from './staff-accounts'
import { canonicalPassword, oneTimePasswordBits } from '../contract/one-time-password'
import { staffPasswordChangeSchema, staffSignInSchema } from '../contract/staff'

describe('one-time passwords read out over the phone', () => {
  it('are five groups of four digits, drawn at random, with more than 64 random bits', () => {
    const drawn = Array.from({ length: 200 }, oneTimePassword)
    for (const password of drawn) expect(password).toMatch(/^\d{4}-\d{4}-\d{4}-\d{4}-\d{4}$/)
    expect(new Set(drawn).size).toBe(drawn.length)
    // Every digit shows up in every position over enough draws: no position is fixed or narrowed.
    for (let position = 0; position < 24; position++) {
      if (position % 5 === 4) continue
      expect(new Set(drawn.map((password) => password[position])).size).toBe(10)
    }
    expect(oneTimePasswordBits).toBeGreaterThan(64)
  })

  it('are checked however the groups were typed: spaces, no separator, Arabic-Indic digits', () => {
    const written = '4821-9035-1174-6620-3391'
    for (const typed of [
      written,
      '4821 9035 1174 6620 3391',
      '48219035117466203391',
      ' ٤٨٢١ ٩٠٣٥ ١١٧٤ ٦٦٢٠ ٣٣٩١ ',
      '4821 - 9035-1174 6620  3391',
    ]) {
      expect(canonicalPassword(typed)).toBe(written)
      expect(staffSignInSchema.parse({ email: 'a@staff.test', password: typed }).password).toBe(written)
    }
  })

  it('leave every other password exactly as typed, at sign-in and when one is chosen', () => {
    for (const typed of ['4821-9035-1174-6620', '4821-9035-1174-6620-3391-7', ' correct horse battery ', 'a4821-9035-1174-6620-3391']) {
      expect(canonicalPassword(typed)).toBe(typed)
    }
    const change = staffPasswordChangeSchema.parse({ currentPassword: '4821 9035 1174 6620 3391', newPassword: '1111 2222 3333 4444 5555' })
    // Chosen in that shape, a password is kept in the same written form the sign-in checks.
    expect(change).toEqual({ currentPassword: '4821-9035-1174-6620-3391', newPassword: '1111-2222-3333-4444-5555' })
    expect(
      staffPasswordChangeSchema.safeParse({ currentPassword: '4821-9035-1174-6620-3391', newPassword: '4821 9035 1174 6620 3391' }).success,
    ).toBe(false)
  })
})
