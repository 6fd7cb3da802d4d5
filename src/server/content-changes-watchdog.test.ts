/**
 * Content changes are heard again after the database was unreachable for longer than postgres.js's
 * one attempt to listen again (the listen watchdog, src/server/db/listen-watchdog.server.ts).
 */
import { connect, createServer, type AddressInfo, type Socket } from 'node:net'
import postgres from 'postgres'
import { afterAll, describe, expect, it } from 'vitest'
import { contentChangeChannel, onContentChange, startContentChangeRelay, type ContentChange } from './content-changes.server'
import { openDatabase, type DbHandle } from './db/connection.server'
import { heartbeatPrefix } from './db/listen-watchdog.server'
import { createScratchPostgresDatabase, testDatabaseUrl, type ScratchDatabase } from './db/testing.server'

const heartbeatMs = 150

/** The changes `onContentChange` hears, and a way to wait for one that matches. */
function recorder() {
  const heard: ContentChange[] = []
  const waiting = new Set<() => void>()
  const stop = onContentChange((change) => {
    heard.push(change)
    for (const wake of waiting) wake()
  })
  const heardWithin = (expected: ContentChange, from: number, withinMs: number) =>
    new Promise<boolean>((resolve) => {
      const found = () => heard.slice(from).some((change) => change.topic === expected.topic)
      const wake = () => {
        if (!found()) return
        clearTimeout(timer)
        waiting.delete(wake)
        resolve(true)
      }
      const timer = setTimeout(() => {
        waiting.delete(wake)
        resolve(found())
      }, withinMs)
      waiting.add(wake)
      wake()
    })
  return { heard, heardWithin, stop }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('content changes and the listen heartbeats', () => {
  it('a heartbeat that reaches the relay is no change at all (a process without the watchdog filtering them)', async () => {
    let deliver: ((payload: string) => void) | undefined
    const { heard, heardWithin, stop } = recorder()
    const stopRelay = await startContentChangeRelay({
      listen: async (_channel, onNotify, onListen) => {
        deliver = onNotify
        onListen?.()
        return async () => {}
      },
    })
    try {
      deliver?.(`${heartbeatPrefix}another-process:1`)
      deliver?.('news')
      expect(await heardWithin({ topic: 'news' }, 0, 2000)).toBe(true)
      expect(heard).toEqual([{ topic: null }, { topic: 'news' }])
    } finally {
      stop()
      await stopRelay()
    }
  })
})

/**
 * The app's TCP path to PostgreSQL, which can fail in the two ways a database restart, a failover or
 * a lost NAT/firewall entry fails it: existing connections going silent (nothing passes and nothing
 * closes), and new connections refused.
 */
async function networkPath(target: URL) {
  const pairs = new Set<{ client: Socket; upstream: Socket; listens: boolean }>()
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname)
    const pair = { client, upstream, listens: false }
    pairs.add(pair)
    for (const [socket, other] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      socket.on('error', () => undefined)
      socket.on('close', () => {
        pairs.delete(pair)
        other.destroy()
      })
    }
    // The query text travels in the clear: this is the connection that listens.
    client.on('data', (chunk: Buffer) => {
      if (chunk.includes('listen "')) pair.listens = true
    })
    client.pipe(upstream).pipe(client)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return {
    port,
    /** The listening connections stay open, but nothing passes through them any more. */
    silenceListening() {
      const silenced = [...pairs].filter((pair) => pair.listens)
      for (const { client, upstream } of silenced) {
        client.unpipe(upstream)
        upstream.unpipe(client)
        client.pause()
        upstream.pause()
      }
      return silenced.length
    },
    /** Every connection is cut and new ones are refused. */
    down: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        for (const { client } of pairs) client.destroy()
      }),
    up: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        for (const { client } of pairs) client.destroy()
        if (server.listening) server.close(() => resolve())
        else resolve()
      }),
  }
}

describe.skipIf(!testDatabaseUrl())('content changes after the connection to the database is lost [postgres]', () => {
  let scratch: ScratchDatabase | undefined
  let handle: DbHandle | undefined
  let path: Awaited<ReturnType<typeof networkPath>> | undefined

  afterAll(async () => {
    await handle?.close()
    await path?.close()
    await scratch?.drop()
  })

  it('are all taken as possible within moments of its return, and the next change is heard', { timeout: 60_000 }, async () => {
    scratch = await createScratchPostgresDatabase(testDatabaseUrl() as string, 'content_watchdog')
    path = await networkPath(new URL(scratch.url))
    const appUrl = new URL(scratch.url)
    appUrl.hostname = '127.0.0.1'
    appUrl.port = String(path.port)
    handle = await openDatabase(
      { engine: 'postgres', url: appUrl.toString(), maxConnections: 2, listenHeartbeatMs: heartbeatMs },
      { seed: 'never' },
    )

    const { heard, heardWithin, stop } = recorder()
    const stopRelay = await startContentChangeRelay(handle)
    const direct = postgres(scratch.url, { max: 1, onnotice: () => {} })
    const announce = (topic: string) => direct`select pg_notify(${contentChangeChannel}, ${topic})`
    const listeningConnections = async () => {
      const [row] = await direct<{ n: number }[]>`
        select count(*)::int as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen %'`
      return row?.n
    }
    try {
      expect(await heardWithin({ topic: null }, 0, 2000)).toBe(true)

      // The listening connection goes silent without closing: postgres.js never learns of it.
      expect(path.silenceListening()).toBe(1)
      let before = heard.length
      await announce('news')
      // Within a few heartbeats it listens on a new connection and says anything may have changed.
      expect(await heardWithin({ topic: null }, before, heartbeatMs * 10)).toBe(true)
      before = heard.length
      await announce('jobs')
      expect(await heardWithin({ topic: 'jobs' }, before, 2000)).toBe(true)

      // The database refuses connections for 6 seconds: postgres.js's own attempts to listen again
      // fail, and it waits longer after each (up to 20 s).
      await path.down()
      await sleep(6000)
      before = heard.length
      await path.up()
      expect(await heardWithin({ topic: null }, before, 2000)).toBe(true)
      before = heard.length
      await announce('offers')
      expect(await heardWithin({ topic: 'offers' }, before, 2000)).toBe(true)

      // Exactly one connection listens: none was left behind by the lost ones or the failed attempts.
      await sleep(heartbeatMs * 4)
      expect(await listeningConnections()).toBe(1)
    } finally {
      stop()
      await stopRelay()
      await direct.end({ timeout: 5 })
    }
  })
})
