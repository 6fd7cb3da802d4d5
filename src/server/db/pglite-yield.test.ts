import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase } from './connection.server.ts'
import { yieldingBetweenQueries } from './pglite.server.ts'
import { migratedPgliteDataDir, pgliteTemplate } from './testing.server.ts'

/** A fresh in-memory database from the suite's initialised cluster (no initdb). */
const freshDatabase = async () => PGlite.create({ loadDataDir: await pgliteTemplate() })

const closing: (() => Promise<unknown>)[] = []
afterEach(async () => {
  await Promise.all(closing.splice(0).map((close) => close()))
})

/** A page answered from memory on this thread, as the page cache answers it. */
async function keptPage(): Promise<string> {
  const server: Server = createServer((_request, response) => response.end('kept page'))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  closing.push(() => new Promise((resolve) => server.close(resolve)))
  const address = server.address()
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`
}

/** Eight buyers at once, each writing 10 orders in transactions of an insert and a read. */
async function writeOrders(client: PGlite): Promise<void> {
  await client.exec('create table trial_orders (id serial primary key, buyer text not null)')
  await Promise.all(
    Array.from({ length: 8 }, async (_, buyer) => {
      for (let order = 0; order < 10; order++)
        await client.transaction(async (tx) => {
          await tx.query('insert into trial_orders (buyer) values ($1)', [`buyer ${buyer}`])
          await tx.query('select count(*) from trial_orders where buyer = $1', [`buyer ${buyer}`])
        })
    }),
  )
}

async function pageAnsweredWhileWriting(client: PGlite): Promise<boolean> {
  const url = await keptPage()
  let writesDone = false
  const writes = writeOrders(client).then(() => (writesDone = true))
  const answer = await fetch(url).then((response) => response.text())
  expect(answer).toBe('kept page')
  const answeredFirst = !writesDone
  await writes
  expect(Number((await client.query<{ n: number }>('select count(*)::int as n from trial_orders')).rows[0]?.n)).toBe(80)
  return answeredFirst
}

describe('yieldingBetweenQueries: order writes on the embedded database', () => {
  it('leave the thread free to answer a kept page while they are in flight', async () => {
    const client = yieldingBetweenQueries(await freshDatabase())
    closing.push(() => client.close())
    expect(await pageAnsweredWhileWriting(client)).toBe(true)
  }, 120_000)

  it('without a turn of the event loop between queries, the page waits for every write (the cause, measured)', async () => {
    const client = await freshDatabase()
    closing.push(() => client.close())
    expect(await pageAnsweredWhileWriting(client)).toBe(false)
  }, 120_000)

  it('are how a server opens its folder: migrated, then a turn of the loop before each query', async () => {
    // A migrated folder, as a server finds it after its first start (initdb and the migrations
    // cost seconds, and other suites test them); opening it takes the server's way all the same.
    const dataDir = migratedPgliteDataDir(mkdtempSync(join(tmpdir(), 'pglite-yield-')))
    const handle = await openDatabase({ engine: 'pglite', dataDir }, { seed: 'never' })
    closing.push(async () => {
      await handle.close()
      rmSync(dataDir, { recursive: true, force: true })
    })
    const client = (handle.db as unknown as { $client: PGlite }).$client
    expect(await pageAnsweredWhileWriting(client)).toBe(true)
  }, 120_000)
})
