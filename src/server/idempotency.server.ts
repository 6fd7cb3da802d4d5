/**
 * `Idempotency-Key` for POSTs (docs/decisions/0041-limits-and-idempotency.md): a request sent
 * again with the same key and the same content gets the first answer back and changes nothing; the
 * same key with other content is refused.
 *
 * The key is reserved, the work done and its answer stored in ONE transaction. A committed key
 * therefore always has both its answer and its change, and a failure or a crash leaves neither, so
 * sending again simply does the work. A repeat arriving while the first is being served waits on
 * the reserved row for the first to finish and then gets its answer, or, past a short wait, a 409
 * that says to try again in a second.
 */
import { createHash } from 'node:crypto'
import { and, eq, isNull, lte, sql, type SQL } from 'drizzle-orm'
import { appConfig } from '../../app.config.ts'
import { ApiError, apiMessages } from '../lib/api-error.ts'
import { idempotencyKeys } from './db/schema.ts'
import type { Db } from './db/types.ts'

export type IdempotentRequest = {
  /** What the key was used for (the API uses the operation id); other scopes never collide. */
  scope: string
  /** The client's key, `appConfig.idempotency.keyPattern`. */
  key: string
  /** `requestHash(...)` of what the request asks for. */
  requestHash: string
  /** The clock; the database's when left out. */
  now?: Date
}

/** What the client is answered, stored as is for repeats: a status and a JSON body. */
export type IdempotentAnswer = { status: number; body: unknown }

export type IdempotentResult = IdempotentAnswer & {
  /** Whether this is a stored answer to an earlier request with the key. */
  replayed: boolean
}

/** The key's clock (the request's, or the database's) and its row's condition, once its form is checked. */
function keyed(request: IdempotentRequest): { now: SQL; thisKey: SQL | undefined } {
  if (!appConfig.idempotency.keyPattern.test(request.key)) throw new RangeError('Not a valid idempotency key')
  return {
    now: request.now ? sql`${request.now.toISOString()}::timestamptz` : sql`statement_timestamp()`,
    thisKey: and(eq(idempotencyKeys.scope, request.scope), eq(idempotencyKeys.key, request.key)),
  }
}

/**
 * Runs `run` once per key. `run` gets the transaction that also stores its answer: every change it
 * makes must go through `tx`, so the change and the stored answer commit or roll back together.
 * When `run` throws, nothing is stored and the key is free again (a refusal is answered afresh).
 */
export async function withIdempotency(
  db: Db,
  request: IdempotentRequest,
  run: (tx: Db) => Promise<IdempotentAnswer>,
): Promise<IdempotentResult> {
  const { scope, key } = request
  const { now, thisKey } = keyed(request)
  try {
    return await db.transaction(async (tx) => {
      // An expired key is a new key.
      await tx.delete(idempotencyKeys).where(and(thisKey, lte(idempotencyKeys.expiresAt, now)))
      // While another transaction holds the key uncommitted, this insert waits for it: it commits
      // (conflict: read its answer below) or rolls back (the insert goes ahead and this one runs).
      await tx.execute(sql.raw(`set local lock_timeout = ${Math.round(appConfig.idempotency.inProgressWaitMs)}`))
      const reserved = await tx
        .insert(idempotencyKeys)
        .values({ scope, key, requestHash: request.requestHash, expiresAt: sql`${now} + ${ttl()}` })
        .onConflictDoNothing({ target: [idempotencyKeys.scope, idempotencyKeys.key] })
        .returning({ key: idempotencyKeys.key })
      await tx.execute(sql`set local lock_timeout to default`)
      if (reserved.length === 0) return replay(tx, thisKey, request.requestHash)

      const answer = await run(tx)
      await tx.update(idempotencyKeys).set({ responseStatus: answer.status, responseBody: answer.body }).where(thisKey)
      return { ...answer, replayed: false }
    })
  } catch (error) {
    if (isLockTimeout(error)) throw requestInProgress()
    throw error
  }
}

/**
 * Runs `run` once per key for work that waits on another service and must not hold a transaction
 * meanwhile (`implementCallingOut`): the key is claimed in a short transaction of its own, `run`
 * gets the database itself, and its answer is stored once it returns. A repeat meanwhile is a 409
 * `request_in_progress`; one after it gets the stored answer. When `run` throws, the claim is given
 * back (a refusal is answered afresh); a claim whose server died lapses after
 * `appConfig.idempotency.claimSeconds` and the key is new again. Unlike `withIdempotency`, a crash
 * between `run`'s own commits and the stored answer lets a repeat run again: `run` must be safe
 * to repeat (the reservation's payment is: a second payment started is recorded, and refunded if
 * it is ever paid too).
 */
export async function withClaimedIdempotency(
  db: Db,
  request: IdempotentRequest,
  run: (db: Db) => Promise<IdempotentAnswer>,
): Promise<IdempotentResult> {
  const { scope, key } = request
  const { now, thisKey } = keyed(request)
  const earlier = await db.transaction(async (tx) => {
    await tx.delete(idempotencyKeys).where(and(thisKey, lte(idempotencyKeys.expiresAt, now)))
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ scope, key, requestHash: request.requestHash, expiresAt: sql`${now} + ${seconds(appConfig.idempotency.claimSeconds)}` })
      .onConflictDoNothing({ target: [idempotencyKeys.scope, idempotencyKeys.key] })
      .returning({ key: idempotencyKeys.key })
    return claimed.length === 0 ? replay(tx, thisKey, request.requestHash) : null
  })
  if (earlier) return earlier
  let answer: IdempotentAnswer
  try {
    answer = await run(db)
  } catch (error) {
    await db.delete(idempotencyKeys).where(and(thisKey, isNull(idempotencyKeys.responseStatus)))
    throw error
  }
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: answer.status, responseBody: answer.body, expiresAt: sql`${now} + ${ttl()}` })
    .where(thisKey)
  return { ...answer, replayed: false }
}

/** Deletes keys past their time; returns how many. */
export async function pruneIdempotencyKeys(db: Db, now: Date = new Date()): Promise<number> {
  const deleted = await db.delete(idempotencyKeys).where(lte(idempotencyKeys.expiresAt, now)).returning({ key: idempotencyKeys.key })
  return deleted.length
}

/**
 * SHA-256 (hex) of the value's canonical JSON: the same content hashes alike however its object
 * keys were ordered. Hash the validated input (path parameters and body), not the raw bytes, so
 * spacing and key order in what a client sends do not matter.
 */
export function requestHash(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex')
}

/**
 * JSON with every object's keys in code-unit order (as RFC 8785 orders them); arrays keep their
 * order, and what JSON.stringify leaves out (undefined, functions) is left out here too.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, current: unknown) => {
    if (current === null || typeof current !== 'object' || Array.isArray(current)) return current
    const sorted: Record<string, unknown> = Object.create(null)
    for (const name of Object.keys(current).sort()) sorted[name] = (current as Record<string, unknown>)[name]
    return sorted
  })
}

async function replay(tx: Db, thisKey: SQL | undefined, hash: string): Promise<IdempotentResult> {
  const [stored] = await tx
    .select({ requestHash: idempotencyKeys.requestHash, status: idempotencyKeys.responseStatus, body: idempotencyKeys.responseBody })
    .from(idempotencyKeys)
    .where(thisKey)
  // Gone between the insert and now (pruned at its expiry): the client may simply send again.
  if (!stored || stored.status === null) throw requestInProgress()
  if (stored.requestHash !== hash) throw new ApiError(422, 'idempotency_key_reused', apiMessages.idempotencyKeyReused)
  return { status: stored.status, body: stored.body, replayed: true }
}

function seconds(count: number): SQL {
  return sql`(${count}::integer * interval '1 second')`
}

function ttl(): SQL {
  return seconds(appConfig.idempotency.keyTtlSeconds)
}

function requestInProgress(): ApiError {
  return new ApiError(409, 'request_in_progress', apiMessages.requestInProgress, undefined, {
    retryAfterSeconds: appConfig.idempotency.inProgressRetryAfterSeconds,
  })
}

/** PostgreSQL's lock_not_available, which drizzle passes on as the cause of its query error. */
function isLockTimeout(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '55P03') return true
  }
  return false
}
