import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migratedPgliteDataDir } from './testing.server.ts'

// A first open seeds the demo catalogue: seconds, more on a busy machine. The folder starts
// migrated (the run's template), as initdb and the migrations are connection.test.ts's to test.
const firstOpen = { timeout: 120_000 }

const root = mkdtempSync(join(tmpdir(), 'db-client-test-'))

describe('the shared database', () => {
  let client: typeof import('./client.server.ts')

  beforeAll(async () => {
    // The embedded engine in a directory of this test's own, whatever the shell has set.
    process.env.DATA_DIR = migratedPgliteDataDir(join(root, 'data'))
    delete process.env.DATABASE_URL
    process.env.LOG_LEVEL = 'error'
    client = await import('./client.server.ts')
  })

  afterAll(async () => {
    await client.closeDb()
    rmSync(root, { recursive: true, force: true })
  })

  it('opens once for concurrent callers, seeding the demo catalogue', firstOpen, async () => {
    const signalHandlers = process.listenerCount('SIGTERM')
    const [first, second] = await Promise.all([client.getDbHandle(), client.getDbHandle()])
    expect(first).toBe(second)
    expect(first.engine).toBe('pglite')
    expect(first.seeded).toBe(true)
    expect(await client.getDb()).toBe(first.db)
    expect(process.listenerCount('SIGTERM')).toBe(signalHandlers + 1)
  })

  it('reopens the same directory after closing, without seeding again', async () => {
    await client.closeDb()
    const reopened = await client.getDbHandle()
    expect(reopened.seeded).toBe(false)
    expect(process.listenerCount('SIGINT')).toBeGreaterThanOrEqual(1)
  })
})
