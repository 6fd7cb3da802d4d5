/** Content changes reach every cache: in this process on both engines, and across processes on PostgreSQL. */
import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import postgres from 'postgres'
import { afterAll, describe, expect, it } from 'vitest'
import { announceContentChange, onContentChange, startContentChangeRelay, type ContentChange } from './content-changes.server'
import { describeOnEngines } from './db/describe-on-engines'
import { openDatabase, type DbHandle } from './db/connection.server'
import { createScratchPostgresDatabase, testDatabaseUrl, type ScratchDatabase } from './db/testing.server'

/** The changes `onContentChange` hears, and a way to wait for the next one. */
function recorder() {
  const heard: ContentChange[] = []
  let wake: (() => void) | undefined
  const stop = onContentChange((change) => {
    heard.push(change)
    wake?.()
  })
  const next = (withinMs: number) =>
    new Promise<ContentChange | null>((resolve) => {
      const before = heard.length
      const timer = setTimeout(() => resolve(null), withinMs)
      wake = () => {
        if (heard.length > before) {
          clearTimeout(timer)
          resolve(heard[heard.length - 1] ?? null)
        }
      }
    })
  return { heard, next, stop }
}

describeOnEngines('content changes', ({ handle }) => {
  it('reach the listeners of this process once the change commits, and never for a change rolled back', async () => {
    const stopRelay = await startContentChangeRelay(handle())
    const { heard, next, stop } = recorder()
    try {
      const committed = next(2000)
      await handle().db.transaction(async (tx) => {
        await announceContentChange(tx, 'news')
        // Not before the commit: listeners would reload the content as it still was.
        await new Promise((resolve) => setTimeout(resolve, 100))
        expect(heard).toEqual([])
      })
      expect(await committed).toEqual({ topic: 'news' })

      const rolledBack = next(500)
      await handle()
        .db.transaction(async (tx) => {
          await announceContentChange(tx, 'offers')
          throw new Error('the edit failed')
        })
        .catch(() => undefined)
      expect(await rolledBack).toBeNull()
      expect(heard).toEqual([{ topic: 'news' }])
    } finally {
      stop()
      await stopRelay()
    }
  })

  it('are all taken as possible once the relay listens: a cache kept from before then is dropped', async () => {
    const { heard, next, stop } = recorder()
    const listening = next(2000)
    const stopRelay = await startContentChangeRelay(handle())
    try {
      expect(await listening).toEqual({ topic: null })
      expect(heard).toEqual([{ topic: null }])
    } finally {
      stop()
      await stopRelay()
    }
  })

  it('reach the render threads of this process', async () => {
    const stopRelay = await startContentChangeRelay(handle())
    const thread = new Worker(new URL('./content-changes-thread.fixture.ts', import.meta.url))
    const messages: unknown[] = []
    const heard = (message: unknown, withinMs: number) =>
      new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), withinMs)
        const check = () => {
          if (messages.some((seen) => JSON.stringify(seen) === JSON.stringify(message))) {
            clearTimeout(timer)
            resolve(true)
          }
        }
        thread.on('message', (received: unknown) => {
          messages.push(received)
          check()
        })
        check()
      })
    try {
      expect(await heard('ready', 10_000)).toBe(true)
      const changed = heard({ topic: 'jobs' }, 2000)
      await handle().db.transaction((tx) => announceContentChange(tx, 'jobs'))
      expect(await changed).toBe(true)
    } finally {
      thread.postMessage('stop')
      await thread.terminate()
      await stopRelay()
    }
  })
})

describe.skipIf(!testDatabaseUrl())('content changes across processes [postgres]', () => {
  let scratch: ScratchDatabase | undefined
  let here: DbHandle | undefined
  let other: ChildProcess | undefined

  afterAll(async () => {
    other?.kill()
    await here?.close()
    await scratch?.drop()
  })

  it("empty another process's cache within 2 seconds", async () => {
    scratch = await createScratchPostgresDatabase(testDatabaseUrl() as string, 'content_changes')
    here = await openDatabase({ engine: 'postgres', url: scratch.url, maxConnections: 2 }, { seed: 'never' })
    const script = fileURLToPath(new URL('./content-changes-listener.fixture.ts', import.meta.url))
    other = spawn(process.execPath, [script, scratch.url], { stdio: ['ignore', 'pipe', 'inherit'] })
    let output = ''
    const saw = (text: string, withinMs: number) =>
      new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(output.includes(text)), withinMs)
        other?.stdout?.on('data', (chunk: Buffer) => {
          output += chunk.toString()
          if (output.includes(text)) {
            clearTimeout(timer)
            resolve(true)
          }
        })
      })
    expect(await saw('ready', 20_000)).toBe(true)

    const changedAt = performance.now()
    const dropped = saw('dropped news (0 kept)', 2000)
    await here.db.transaction((tx) => announceContentChange(tx, 'news'))
    expect(await dropped).toBe(true)
    expect(performance.now() - changedAt).toBeLessThan(2000)
  })
})

describe.skipIf(!testDatabaseUrl())('content changes after the listening connection is lost [postgres]', () => {
  let scratch: ScratchDatabase | undefined
  let handle: DbHandle | undefined

  afterAll(async () => {
    await handle?.close()
    await scratch?.drop()
  })

  it('are all taken as possible once it listens again, since a change announced while it was down is never delivered', async () => {
    scratch = await createScratchPostgresDatabase(testDatabaseUrl() as string, 'content_relisten')
    handle = await openDatabase({ engine: 'postgres', url: scratch.url, maxConnections: 2 }, { seed: 'never' })
    const stopRelay = await startContentChangeRelay(handle)
    const { heard, next, stop } = recorder()
    try {
      // The database ends the listening session, as a restart or failover of PostgreSQL would.
      const relistened = next(5000)
      const admin = postgres(scratch.url, { max: 1, onnotice: () => {} })
      try {
        const ended = await admin`
          select pg_terminate_backend(pid) as ended from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen %'`
        expect(ended.map((row) => row.ended as boolean)).toEqual([true])
      } finally {
        await admin.end({ timeout: 5 })
      }
      expect(await relistened).toEqual({ topic: null })

      // And it listens again: the next change is heard as itself.
      const changed = next(2000)
      await handle.db.transaction((tx) => announceContentChange(tx, 'jobs'))
      expect(await changed).toEqual({ topic: 'jobs' })
      expect(heard).toEqual([{ topic: null }, { topic: 'jobs' }])
    } finally {
      stop()
      await stopRelay()
    }
  })
})
