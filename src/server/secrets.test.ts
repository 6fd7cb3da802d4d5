import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { describeOnEngines } from './db/describe-on-engines.ts'
import { serverSecrets } from './db/schema.ts'
import { secretLoader, storedSecret } from './secrets.server.ts'

describeOnEngines(
  'server secrets',
  ({ db }) => {
    it('makes a secret once and hands the same one to every process on the database', async () => {
      // Two processes starting together: independent loaders, racing for the first insert.
      const first = secretLoader({ name: 'shared', configured: undefined, database: async () => db() })
      const second = secretLoader({ name: 'shared', configured: undefined, database: async () => db() })
      const [a, b] = await Promise.all([first(), second()])
      expect(a).toBe(b)
      expect(Buffer.from(a, 'base64url')).toHaveLength(32)
      // A process started later (a restart) reads the same one.
      expect(await storedSecret(db(), 'shared')).toBe(a)
      const rows = await db().select().from(serverSecrets).where(eq(serverSecrets.name, 'shared'))
      expect(rows).toHaveLength(1)
    })

    it('keeps one secret per name, each random', async () => {
      expect(await storedSecret(db(), 'one')).not.toBe(await storedSecret(db(), 'other'))
    })

    it('loads once per loader and then answers from memory', async () => {
      let opened = 0
      const load = secretLoader({
        name: 'cached',
        configured: undefined,
        database: async () => {
          opened += 1
          return db()
        },
      })
      const values = await Promise.all([load(), load()])
      expect(await load()).toBe(values[0])
      expect(values[1]).toBe(values[0])
      expect(opened).toBe(1)
    })

    it('uses the configured secret (CSRF_SECRET) without touching the database', async () => {
      const configured = 'x'.repeat(40)
      const load = secretLoader({ name: 'configured', configured, database: () => Promise.reject(new Error('not to be opened')) })
      expect(await load()).toBe(configured)
      expect(await db().select().from(serverSecrets).where(eq(serverSecrets.name, 'configured'))).toEqual([])
    })

    it('tries again after a failed load instead of keeping the failure', async () => {
      let attempts = 0
      const load = secretLoader({
        name: 'late-database',
        configured: undefined,
        database: async () => {
          attempts += 1
          if (attempts === 1) throw new Error('database not up yet')
          return db()
        },
      })
      await expect(load()).rejects.toThrow('database not up yet')
      expect(await load()).toBe(await storedSecret(db(), 'late-database'))
    })
  },
  { seed: 'never' },
)
