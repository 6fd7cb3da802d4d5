/**
 * Rate limits kept in the database, so they hold across render threads, processes, machines on
 * one PostgreSQL database, and restarts (docs/decisions/0041-limits-and-idempotency.md).
 *
 * A limit is "at most `limit` requests in any `windowSeconds`" per bucket and client: a sliding
 * window, kept as the moments of the client's recent allowed requests (at most `limit` of them).
 * One statement records a request only while the window has room, so concurrent requests can
 * never pass more than the limit; a refused request writes nothing.
 *
 * Clients are phone numbers or addresses: the table stores a keyed hash of them (HMAC-SHA256 with
 * a server secret), never the value.
 */
import { createHmac } from 'node:crypto'
import { and, eq, is, lte, sql, type SQL } from 'drizzle-orm'
import { PgTransaction } from 'drizzle-orm/pg-core'
import { rateLimits } from './db/schema.ts'
import type { Db } from './db/types.ts'
import { storedSecret } from './secrets.server.ts'

export type RateLimit = {
  /** What is limited, e.g. `otp.phone`; lower-case letters, digits, `.`, `_`, `-`, `:`. */
  bucket: string
  /** Who is limited: a phone number, an address, an order reference. Stored only as a hash. */
  key: string
  /** Requests allowed in any window of `windowSeconds`. */
  limit: number
  windowSeconds: number
  /** The clock; the database's when left out, so every process counts on one clock. */
  now?: Date
}

export type RateLimitDecision = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number }

export type RateLimitState = { remaining: number; retryAfterSeconds: number }

const bucketPattern = /^[a-z0-9._:-]{1,100}$/
/** Bounds the row: it holds one timestamp per allowed request in the window. */
const maxLimit = 1000
const maxWindowSeconds = 31 * 24 * 60 * 60

/** Records one request if the window has room. */
export async function consumeRateLimit(db: Db, rule: RateLimit): Promise<RateLimitDecision> {
  checkRule(rule)
  const keyHash = await hashKey(db, rule.bucket, rule.key)
  const now = clock(rule.now)
  const window = sql`(${rule.windowSeconds}::integer * interval '1 second')`
  const recent = sql`array(select hit from unnest(${rateLimits.hits}) as hit where hit > ${now} - ${window} order by hit)`
  const recentCount = sql`(select count(*) from unnest(${rateLimits.hits}) as hit where hit > ${now} - ${window})`
  // On a conflict PostgreSQL locks the row before evaluating `setWhere`, so concurrent requests
  // for one client take turns and each sees the hits the previous one added.
  const recorded = await db
    .insert(rateLimits)
    .values({ bucket: rule.bucket, keyHash, hits: sql`array[${now}]`, expiresAt: sql`${now} + ${window}` })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.keyHash],
      set: { hits: sql`${recent} || ${now}`, expiresAt: sql`${now} + ${window}` },
      setWhere: sql`${recentCount} < ${rule.limit}`,
    })
    .returning({ used: sql<number>`cardinality(${rateLimits.hits})`.mapWith(Number) })
  const [row] = recorded
  if (row) return { allowed: true, remaining: Math.max(0, rule.limit - row.used) }
  return { allowed: false, retryAfterSeconds: await secondsUntilRoom(db, keyHash, rule, now) }
}

/** How much room the client has now, without recording a request. */
export async function peekRateLimit(db: Db, rule: RateLimit): Promise<RateLimitState> {
  checkRule(rule)
  const keyHash = await hashKey(db, rule.bucket, rule.key)
  const now = clock(rule.now)
  const window = sql`(${rule.windowSeconds}::integer * interval '1 second')`
  const [row] = await db
    .select({ used: sql<number>`(select count(*) from unnest(${rateLimits.hits}) as hit where hit > ${now} - ${window})`.mapWith(Number) })
    .from(rateLimits)
    .where(and(eq(rateLimits.bucket, rule.bucket), eq(rateLimits.keyHash, keyHash)))
  const used = row?.used ?? 0
  if (used < rule.limit) return { remaining: rule.limit - used, retryAfterSeconds: 0 }
  return { remaining: 0, retryAfterSeconds: await secondsUntilRoom(db, keyHash, rule, now) }
}

/** Forgets the client's requests in the bucket (e.g. failed sign-ins, after a successful one). */
export async function resetRateLimit(db: Db, { bucket, key }: Pick<RateLimit, 'bucket' | 'key'>): Promise<void> {
  if (!bucketPattern.test(bucket)) throw new RangeError(`Not a rate-limit bucket name: ${bucket}`)
  const keyHash = await hashKey(db, bucket, key)
  await db.delete(rateLimits).where(and(eq(rateLimits.bucket, bucket), eq(rateLimits.keyHash, keyHash)))
}

/** Deletes the rows whose every request has left its window; returns how many. */
export async function pruneRateLimits(db: Db, now: Date = new Date()): Promise<number> {
  const deleted = await db.delete(rateLimits).where(lte(rateLimits.expiresAt, now)).returning({ bucket: rateLimits.bucket })
  return deleted.length
}

/**
 * Seconds until the window has room: until the `limit`-th newest recent request leaves it. None
 * found means another request made room meanwhile; the client may try again at once.
 */
async function secondsUntilRoom(db: Db, keyHash: string, rule: RateLimit, now: SQL): Promise<number> {
  const window = sql`(${rule.windowSeconds}::integer * interval '1 second')`
  const [row] = await db
    .select({
      seconds: sql<number>`ceil(extract(epoch from (hit + ${window}) - ${now}))::integer`.mapWith(Number),
    })
    .from(sql`${rateLimits}, unnest(${rateLimits.hits}) as hit`)
    .where(and(eq(rateLimits.bucket, rule.bucket), eq(rateLimits.keyHash, keyHash), sql`hit > ${now} - ${window}`))
    .orderBy(sql`hit desc`)
    .offset(rule.limit - 1)
    .limit(1)
  return Math.max(1, row?.seconds ?? 1)
}

function clock(now: Date | undefined): SQL {
  return now ? sql`${now.toISOString()}::timestamptz` : sql`statement_timestamp()`
}

function checkRule({ bucket, key, limit, windowSeconds }: RateLimit): void {
  if (!bucketPattern.test(bucket)) throw new RangeError(`Not a rate-limit bucket name: ${bucket}`)
  if (key.length === 0) throw new RangeError('A rate-limit key must not be empty')
  if (!Number.isInteger(limit) || limit < 1 || limit > maxLimit) throw new RangeError(`A rate limit is 1–${maxLimit} requests`)
  if (!Number.isInteger(windowSeconds) || windowSeconds < 1 || windowSeconds > maxWindowSeconds) {
    throw new RangeError(`A rate-limit window is 1–${maxWindowSeconds} whole seconds`)
  }
}

const secretName = 'rate-limit-keys'
const secrets = new WeakMap<Db, Promise<string>>()

/**
 * The secret is kept in the database (every process hashes alike) and held per database handle.
 * Inside a transaction it is read through that transaction and not held: if the transaction made
 * it and then rolled back, a held copy would be a secret no other process knows.
 */
function keySecret(db: Db): Promise<string> {
  if (is(db, PgTransaction)) return storedSecret(db, secretName)
  let secret = secrets.get(db)
  if (!secret) {
    secret = storedSecret(db, secretName)
    secret.catch(() => secrets.delete(db))
    secrets.set(db, secret)
  }
  return secret
}

/**
 * The keyed hash a limit stores instead of its client, for other tables that count clients the
 * same way (staff sign-in failures).
 */
export async function hashLimitKey(db: Db, bucket: string, key: string): Promise<string> {
  return hashKey(db, bucket, key)
}

async function hashKey(db: Db, bucket: string, key: string): Promise<string> {
  // The bucket is part of the hashed text, so one client's rows in two buckets cannot be linked.
  return createHmac('sha256', await keySecret(db))
    .update(`${bucket}\u0000${key}`)
    .digest('base64url')
}
