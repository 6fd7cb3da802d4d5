/**
 * Production's staff password hashing keeps its cost. The unit tests hash cheaply
 * (tests/cheap-password-hashing.ts, given to staff-auth.server.ts by vitest.config.ts); this file
 * imports production's module itself, so what it checks is what the app runs.
 */
import { scrypt } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { refuseInProduction, staffPasswordHashing as cheapHashing } from '../../../tests/cheap-password-hashing.ts'
import { staffPasswordHashing } from './password-hashing.server.ts'

function scryptKey(password: string, salt: string, cost: { N: number; r: number; p: number }): Promise<string> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, 64, { ...cost, maxmem: 256 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key.toString('hex')),
    ),
  )
}

describe("production's staff password hashing", () => {
  const password = 'a long password for the cost test'

  it('is scrypt with N = 16384, r = 16, p = 1 and a 64-byte key over a random 16-byte salt; its hash verifies', async () => {
    const hash = await staffPasswordHashing.hash(password)
    const [salt, key] = hash.split(':')
    expect(salt).toMatch(/^[0-9a-f]{32}$/)
    expect(key).toMatch(/^[0-9a-f]{128}$/)
    expect(await scryptKey(password, salt!, { N: 16384, r: 16, p: 1 })).toBe(key)
    // A cheaper cost gives another key: the check above pins the cost, not just the format.
    expect(await scryptKey(password, salt!, { N: 8192, r: 16, p: 1 })).not.toBe(key)
    expect(await staffPasswordHashing.hash(password)).not.toBe(hash)

    expect(await staffPasswordHashing.verify({ hash, password })).toBe(true)
    expect(await staffPasswordHashing.verify({ hash, password: `${password}!` })).toBe(false)
  })

  it("never verifies a hash the tests' cheap hashing made, and the cheap one never verifies production's", async () => {
    const cheap = await cheapHashing.hash(password)
    expect(cheap).toMatch(/^test-scrypt:/)
    expect(await cheapHashing.verify({ hash: cheap, password })).toBe(true)
    expect(await cheapHashing.verify({ hash: cheap, password: `${password}!` })).toBe(false)
    expect(await staffPasswordHashing.verify({ hash: cheap, password })).toBe(false)
    expect(await cheapHashing.verify({ hash: await staffPasswordHashing.hash(password), password })).toBe(false)
  })

  it('the cheap hashing refuses to load in a production process', () => {
    expect(() => refuseInProduction({ NODE_ENV: 'production' })).toThrow(/for tests/)
    expect(() => refuseInProduction({ NODE_ENV: 'test' })).not.toThrow()
    expect(() => refuseInProduction({})).not.toThrow()
  })
})
