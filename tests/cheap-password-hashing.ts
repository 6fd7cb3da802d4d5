/**
 * Test code only: the staff password hashing of the unit tests. Production's scrypt (N = 16384,
 * r = 16; src/server/auth/password-hashing.server.ts) costs 32 MB and a tenth of a second or more
 * of a core per hash, and the data tests make and sign in hundreds of accounts: most of their time
 * went there. vitest.config.ts hands this module to staff-auth.server.ts in its place; the strong
 * one is still what the app and its scripts use, and its cost is pinned by
 * password-hashing.server.test.ts.
 *
 * Same shape as production's (scrypt over the NFKC form, a random salt, compared in constant
 * time), with a tiny cost and a `test-scrypt:` prefix, so a hash made here never verifies under
 * production's verify (its salt would be `test-scrypt`), nor one of production's here.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import type { PasswordHashing } from '../src/server/auth/password-hashing.server.ts'

const prefix = 'test-scrypt'
const cost = { N: 16, r: 1, p: 1 }
const keyLength = 32

/** Refuses to load in a production process: whatever imported it there made a mistake. */
export function refuseInProduction(env: Record<string, string | undefined>): void {
  if (env.NODE_ENV === 'production') throw new Error('tests/cheap-password-hashing.ts is for tests: refused with NODE_ENV=production')
}
refuseInProduction(process.env)

function key(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keyLength, cost, (error, derived) => (error ? reject(error) : resolve(derived))),
  )
}

export const staffPasswordHashing: PasswordHashing = {
  async hash(password) {
    const salt = randomBytes(16).toString('hex')
    return `${prefix}:${salt}:${(await key(password, salt)).toString('hex')}`
  },
  async verify({ hash, password }) {
    const [kind, salt, stored] = hash.split(':')
    if (kind !== prefix || !salt || !stored) return false
    const expected = Buffer.from(stored, 'hex')
    const derived = await key(password, salt)
    return expected.length === derived.length && timingSafeEqual(expected, derived)
  },
}
