/**
 * What `npm run bench:orders` finds in the database itself, beyond what the API shows: orders
 * per mobile (a retry that made a second order would show here), their states, and whether each
 * verified order has its history row and its outbox messages (the dealer's mail, the buyer's
 * confirmation SMS). PGlite allows one process on a data directory, so it is read with the
 * server stopped. Plain SQL through each engine's own client: the bench is run by Node itself,
 * which does not load the app's modules that import without a file extension.
 */
import { randomBytes } from 'node:crypto'
import postgres from 'postgres'
import { openPglite } from '../src/server/db/pglite.server.ts'

/** Where the server kept its data: read with the engine's own client, no migrations, no seeding. */
export type AuditTarget = { engine: 'pglite'; dataDir: string } | { engine: 'postgres'; url: string }

export type Audit = {
  orders: number
  mobiles: number
  /** Mobiles with more than one order. */
  duplicated: number
  verified: number
  awaiting: number
  /** Verified orders without a `received` history row. */
  withoutHistory: number
  /** Verified orders without the dealer's `order.verified` outbox message. */
  withoutDealerNotice: number
  /** Verified orders without the buyer's confirmation SMS in the outbox. */
  withoutConfirmation: number
}

const count = (value: unknown) => Number(value ?? 0)

const auditQuery = `
      with burst as (select id, reference, mobile, status from orders where mobile like $1)
      select
        (select count(*) from burst) as orders,
        (select count(distinct mobile) from burst) as mobiles,
        (select count(*) from (select mobile from burst group by mobile having count(*) > 1) twice) as duplicated,
        (select count(*) from burst where status <> 'awaiting_verification') as verified,
        (select count(*) from burst where status = 'awaiting_verification') as awaiting,
        (select count(*) from burst b where status <> 'awaiting_verification'
          and not exists (select 1 from order_status_history h where h.order_id = b.id and h.status = 'received')) as without_history,
        (select count(*) from burst b where status <> 'awaiting_verification'
          and not exists (select 1 from outbox_messages o where o.kind = 'order.verified'
            and position(b.reference in o.payload::text) > 0)) as without_dealer_notice,
        (select count(*) from burst b where status <> 'awaiting_verification'
          and not exists (select 1 from outbox_messages o where o.kind = 'sms.message'
            and o.payload->>'to' = b.mobile)) as without_confirmation
`

/** The orders whose mobile starts with `mobilePrefix` (each burst has its own). */
export async function auditOrders(target: AuditTarget, mobilePrefix: string): Promise<Audit> {
  const row = await queryOne(target, auditQuery, [`${mobilePrefix}%`])
  return {
    orders: count(row.orders),
    mobiles: count(row.mobiles),
    duplicated: count(row.duplicated),
    verified: count(row.verified),
    awaiting: count(row.awaiting),
    withoutHistory: count(row.without_history),
    withoutDealerNotice: count(row.without_dealer_notice),
    withoutConfirmation: count(row.without_confirmation),
  }
}

async function queryOne(target: AuditTarget, text: string, params: string[]): Promise<Record<string, unknown>> {
  if (target.engine === 'pglite') {
    const pg = await openPglite(target.dataDir)
    try {
      return (await pg.query<Record<string, unknown>>(text, params)).rows[0] ?? {}
    } finally {
      await pg.close()
    }
  }
  const client = postgres(target.url, { max: 1, onnotice: () => {} })
  try {
    return (await client.unsafe<Record<string, unknown>[]>(text, params))[0] ?? {}
  } finally {
    await client.end({ timeout: 5 })
  }
}

/** A new, empty database on the PostgreSQL server of `baseUrl`, for one run; `drop` removes it. */
export async function createScratchDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bench_orders_${process.pid}_${randomBytes(4).toString('hex')}`
  const admin = () => postgres(baseUrl, { max: 1, onnotice: () => {} })
  const run = async (statement: string) => {
    const client = admin()
    try {
      await client.unsafe(statement)
    } finally {
      await client.end({ timeout: 5 })
    }
  }
  await run(`create database "${name}"`)
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => run(`drop database if exists "${name}" with (force)`) }
}
