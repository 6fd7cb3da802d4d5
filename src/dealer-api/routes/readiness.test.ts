import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { DbHandle } from '../../server/db/connection.server'
import { openTestDatabase } from '../../server/db/testing.server'
import { resetLifecycleForTests, startDraining } from '../../server/lifecycle'
import { createDealerApiApp } from '../app'
import { dealerApiRoutes } from '../server-app'
import { readinessDatabaseTimeoutMs } from './readiness'

describe('readiness and liveness (decision 0061)', () => {
  let handle: DbHandle
  beforeAll(async () => {
    handle = await openTestDatabase('pglite', { seed: 'never' })
  })
  afterAll(async () => handle?.close())
  afterEach(() => resetLifecycleForTests())

  const appWith = (database: () => Promise<DbHandle>) => createDealerApiApp(dealerApiRoutes, { database })
  const get = (app: ReturnType<typeof appWith>, path: string) => app.fetch(new Request(`http://api.test/api${path}`))

  it('is ready while the database answers, and says so uncached', async () => {
    const response = await get(
      appWith(async () => handle),
      '/ready',
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toMatchObject({ status: 'ready', database: { engine: 'pglite' } })
  })

  it('is not ready once the process drains, while liveness still answers', async () => {
    const app = appWith(async () => handle)
    startDraining()
    const ready = await get(app, '/ready')
    expect(ready.status).toBe(503)
    expect(await ready.json()).toMatchObject({ error: { code: 'unavailable' } })
    expect((await get(app, '/health')).status).toBe(200)
  })

  it('is not ready while the database cannot be opened', async () => {
    const response = await get(
      appWith(() => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'))),
      '/ready',
    )
    expect(response.status).toBe(503)
    expect(await response.text()).not.toContain('ECONNREFUSED')
  })

  it('is not ready, within its deadline, while the database does not answer', async () => {
    const hanging = { ...handle, db: { execute: () => new Promise(() => {}) } } as unknown as DbHandle
    const startedAt = performance.now()
    const response = await get(
      appWith(async () => hanging),
      '/ready',
    )
    expect(response.status).toBe(503)
    expect(performance.now() - startedAt).toBeLessThan(readinessDatabaseTimeoutMs + 1500)
  })
})
