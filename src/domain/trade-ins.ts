/**
 * "Value my car" (decision 0102): a buyer describes the car they would trade in, confirms the
 * request by the SMS code an order uses (the same rules and limits: ./order-policy.ts, the same
 * keyed hash: ./order-codes.ts), and later looks up the estimate staff sent, by reference and
 * mobile as an order is tracked. As for orders, the request and its code row are written in the
 * caller's transaction and the code is made and sent after it, so a slow gateway holds no database.
 */
import { and, eq, inArray, isNull, gt, sql } from 'drizzle-orm'
import type { Locale } from '../../app.config.ts'
import { saudiCityName } from '../contract/saudi-cities.ts'
import type { RequestTradeIn, TrackedTradeIn, TradeInState } from '../contract/trade-ins.ts'
import { orders, tradeInCodes, tradeInPhotos, tradeIns } from '../server/db/schema.ts'
import type { Db } from '../server/db/types.ts'
import { consumeRateLimit } from '../server/rate-limit.server.ts'
import { appConfig } from '../../app.config.ts'
import { hashVerificationCode, newOrderReference, newVerificationCode, verificationCodeMatches } from './order-codes.ts'
import { orderPolicy } from './order-policy.ts'
import type { CodeState, OrderClient, OrderKey, OrderRefusal, SendSms } from './orders.ts'
import { storedLocale } from '../lib/i18n/locale.ts'

/** Limits of requests and photos per client address, besides the code limits an order has. */
export const tradeInPolicy = {
  requestsPerAddressPerHour: 10,
  photosPerAddressPerHour: 30,
  unattachedPhotoSeconds: appConfig.tradeIn.unattachedPhotoSeconds,
} as const

/** An order's refusals, and a photo id that is not an unused upload of the last hour. */
export type TradeInRefusal = OrderRefusal | { refused: 'photos_expired' }

export type TradeInMessaging = {
  secret: string
  sendSms: SendSms
  codeText: (locale: Locale, code: string, reference: string) => Promise<string> | string
}

const hour = 60 * 60
const later = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000)

async function limited(db: Db, rules: { bucket: string; key: string; limit: number; windowSeconds: number }[]) {
  for (const rule of rules) {
    const decision = await consumeRateLimit(db, rule)
    if (!decision.allowed) return { refused: 'rate_limited' as const, retryAfterSeconds: decision.retryAfterSeconds }
  }
  return null
}

/** Keeps a photo already made safe (./trade-in-photo.server.ts), until a request names it. */
export async function storeTradeInPhoto(
  db: Db,
  content: Uint8Array,
  client: OrderClient,
): Promise<{ id: string } | { refused: 'rate_limited'; retryAfterSeconds: number }> {
  const refusal = await limited(db, [
    { bucket: 'trade-in-photos.address', key: client.address, limit: tradeInPolicy.photosPerAddressPerHour, windowSeconds: hour },
  ])
  if (refusal) return refusal
  const [photo] = await db.insert(tradeInPhotos).values({ content, sizeBytes: content.byteLength }).returning({ id: tradeInPhotos.id })
  return { id: photo!.id }
}

/**
 * Stores the request as awaiting its code, in `tx`, with the photos it names (each an unused
 * upload of the last hour) and the order it goes with (confirmed, placed with the same mobile).
 * Its code is sent by `deliverFirstTradeInCode` once `tx` has committed.
 */
export async function createTradeIn(
  tx: Db,
  input: RequestTradeIn,
  client: OrderClient,
  now: Date = new Date(),
): Promise<{ reference: string } | TradeInRefusal> {
  const refusal = await limited(tx, [
    { bucket: 'trade-ins.address', key: client.address, limit: tradeInPolicy.requestsPerAddressPerHour, windowSeconds: hour },
  ])
  if (refusal) return refusal
  let orderId: string | null = null
  if (input.orderReference !== undefined) {
    const [order] = await tx
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(and(eq(orders.reference, input.orderReference), eq(orders.mobile, input.mobile)))
    // An order still awaiting its code is not the buyer's yet: the same answer as a wrong pair.
    if (!order || order.status === 'awaiting_verification') return { refused: 'invalid', fields: { orderReference: 'tradeInOrder' } }
    orderId = order.id
  }
  const photoIds = [...new Set(input.photos)]
  const row = (reference: string) => ({
    reference,
    locale: client.locale,
    make: input.make,
    model: input.model,
    year: input.year,
    mileageKm: input.mileageKm,
    condition: input.condition,
    city: input.city,
    mobile: input.mobile,
    orderId,
    createdAt: now,
  })
  for (let attempt = 0; attempt < 5; attempt++) {
    const [created] = await tx
      .insert(tradeIns)
      .values(row(newOrderReference()))
      .onConflictDoNothing({ target: tradeIns.reference })
      .returning({ id: tradeIns.id, reference: tradeIns.reference })
    if (!created) continue
    if (photoIds.length > 0) {
      const claimed = await tx
        .update(tradeInPhotos)
        .set({ tradeInId: created.id })
        .where(
          and(
            inArray(tradeInPhotos.id, photoIds),
            isNull(tradeInPhotos.tradeInId),
            gt(tradeInPhotos.createdAt, later(now, -tradeInPolicy.unattachedPhotoSeconds)),
          ),
        )
        .returning({ id: tradeInPhotos.id })
      // The whole transaction is rolled back by the caller: nothing of the request stays.
      if (claimed.length !== photoIds.length) return { refused: 'photos_expired' }
    }
    await tx
      .insert(tradeInCodes)
      .values({ tradeInId: created.id, codeHash: 'unsent', expiresAt: now, resendAvailableAt: now, codesSent: 0 })
    return { reference: created.reference }
  }
  throw new Error('Could not draw an unused trade-in reference in 5 attempts')
}

type AwaitingTradeIn = { id: string; mobile: string; locale: Locale; failedAttempts: number; codesSent: number; resendAvailableAt: Date }

async function findAwaiting(db: Db, key: OrderKey | { reference: string }): Promise<AwaitingTradeIn | OrderRefusal> {
  const [row] = await db
    .select({
      id: tradeIns.id,
      mobile: tradeIns.mobile,
      locale: tradeIns.locale,
      verifiedAt: tradeIns.verifiedAt,
      failedAttempts: tradeInCodes.failedAttempts,
      codesSent: tradeInCodes.codesSent,
      resendAvailableAt: tradeInCodes.resendAvailableAt,
    })
    .from(tradeIns)
    .leftJoin(tradeInCodes, eq(tradeInCodes.tradeInId, tradeIns.id))
    .where(and(eq(tradeIns.reference, key.reference), 'mobile' in key ? eq(tradeIns.mobile, key.mobile) : undefined))
  if (!row) return { refused: 'not_found' }
  if (row.verifiedAt !== null || row.failedAttempts === null) return { refused: 'already_verified' }
  return {
    id: row.id,
    mobile: row.mobile,
    locale: storedLocale(row.locale),
    failedAttempts: row.failedAttempts,
    codesSent: row.codesSent ?? 0,
    resendAvailableAt: row.resendAvailableAt ?? new Date(0),
  }
}

async function codeStateOf(db: Db, id: string, reference: string): Promise<CodeState | OrderRefusal> {
  const [row] = await db
    .select({ expiresAt: tradeInCodes.expiresAt, resendAvailableAt: tradeInCodes.resendAvailableAt })
    .from(tradeInCodes)
    .where(eq(tradeInCodes.tradeInId, id))
  return row ? { reference, ...row } : { refused: 'already_verified' }
}

/**
 * Claims the code row when `mayClaim` holds for it, counts the code against the mobile's and the
 * address's limits (the buckets orders use: one mobile gets at most 5 codes an hour, whatever asked
 * for them), stores the new code's hash, then sends it outside the transaction. A code the gateway
 * did not take is given back, so the same request may try again at once.
 */
async function sendCode(
  db: Db,
  request: AwaitingTradeIn,
  reference: string,
  client: OrderClient,
  messaging: TradeInMessaging,
  mayClaim: (row: { codesSent: number; resendAvailableAt: Date }) => boolean,
  now: Date,
): Promise<CodeState | OrderRefusal> {
  const code = newVerificationCode()
  const expiresAt = later(now, orderPolicy.codeLifetimeSeconds)
  const resendAvailableAt = later(now, orderPolicy.resendCooldownSeconds)
  const thisRow = eq(tradeInCodes.tradeInId, request.id)
  const claimed = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ codesSent: tradeInCodes.codesSent, resendAvailableAt: tradeInCodes.resendAvailableAt })
      .from(tradeInCodes)
      .where(thisRow)
      .for('update')
    if (!row || !mayClaim(row)) return 'taken' as const
    const refusal = await limited(tx, [
      { bucket: 'codes.mobile', key: request.mobile, limit: orderPolicy.codesPerMobilePerHour, windowSeconds: hour },
      { bucket: 'codes.address', key: client.address, limit: orderPolicy.codesPerAddressPerHour, windowSeconds: hour },
    ])
    if (refusal) return refusal
    const previous =
      row.codesSent > 0
        ? { previousCodeHash: sql`${tradeInCodes.codeHash}`, previousExpiresAt: sql`${tradeInCodes.expiresAt}` }
        : { previousCodeHash: null, previousExpiresAt: null }
    await tx
      .update(tradeInCodes)
      .set({
        codeHash: hashVerificationCode(messaging.secret, request.id, code),
        expiresAt,
        resendAvailableAt,
        codesSent: sql`${tradeInCodes.codesSent} + 1`,
        ...previous,
      })
      .where(thisRow)
    return { previousCodesSent: row.codesSent }
  })
  if (claimed === 'taken') return codeStateOf(db, request.id, reference)
  if ('refused' in claimed) return claimed
  try {
    await messaging.sendSms({ to: request.mobile, text: await messaging.codeText(request.locale, code, reference) })
  } catch {
    // The first code is claimable again at once; a resend may be asked for again at once.
    await db.update(tradeInCodes).set({ codesSent: claimed.previousCodesSent, resendAvailableAt: now }).where(thisRow)
    return { refused: 'sms_failed' }
  }
  return { reference, expiresAt, resendAvailableAt }
}

/** Sends a request's first code, once: a repeat of the submission finds it sent; a failed send is tried again. */
export async function deliverFirstTradeInCode(
  db: Db,
  reference: string,
  client: OrderClient,
  messaging: TradeInMessaging,
  now: Date = new Date(),
): Promise<CodeState | OrderRefusal> {
  const request = await findAwaiting(db, { reference })
  if ('refused' in request) return request
  if (request.codesSent > 0) return codeStateOf(db, request.id, reference)
  return sendCode(db, request, reference, client, messaging, (row) => row.codesSent === 0, now)
}

/** A new code for a request still awaiting its code, at most once a minute; a resend never buys more guesses. */
export async function resendTradeInCode(
  db: Db,
  key: OrderKey,
  client: OrderClient,
  messaging: TradeInMessaging,
  now: Date = new Date(),
): Promise<CodeState | OrderRefusal> {
  const request = await findAwaiting(db, key)
  if ('refused' in request) return request
  if (request.failedAttempts >= orderPolicy.maxFailedAttempts) return { refused: 'locked' }
  const wait = Math.ceil((request.resendAvailableAt.getTime() - now.getTime()) / 1000)
  if (wait > 0) return { refused: 'rate_limited', retryAfterSeconds: wait }
  return sendCode(db, request, key.reference, client, messaging, (row) => row.resendAvailableAt.getTime() <= now.getTime(), now)
}

/**
 * Checks a typed code for the request with this reference and mobile. A right one confirms it (it
 * reaches the staff inbox) and forgets the code; a wrong one counts, as an order's does.
 */
export async function verifyTradeIn(
  db: Db,
  { reference, mobile }: OrderKey,
  code: string,
  client: OrderClient,
  secret: string,
  now: Date = new Date(),
): Promise<{ reference: string; status: 'waiting' } | OrderRefusal> {
  const refusal = await limited(db, [
    { bucket: 'verify.address', key: client.address, limit: orderPolicy.verificationsPerAddressPerHour, windowSeconds: hour },
  ])
  if (refusal) return refusal
  return db.transaction(async (tx) => {
    // Attempts at once take turns on the request's row; the code is read once the lock is held
    // (see verifyOrder in ./orders.ts for why a joined read before the wait would be stale).
    const [locked] = await tx
      .select({ id: tradeIns.id, verifiedAt: tradeIns.verifiedAt })
      .from(tradeIns)
      .where(and(eq(tradeIns.reference, reference), eq(tradeIns.mobile, mobile)))
      .for('update')
    if (!locked) return { refused: 'not_found' as const }
    if (locked.verifiedAt !== null) return { refused: 'already_verified' as const }
    const [row] = await tx.select().from(tradeInCodes).where(eq(tradeInCodes.tradeInId, locked.id))
    if (!row) return { refused: 'not_found' as const }
    if (row.failedAttempts >= orderPolicy.maxFailedAttempts) return { refused: 'locked' as const }
    if (row.codesSent === 0 || row.expiresAt <= now) return { refused: 'expired' as const }
    const matchesPrevious =
      row.previousCodeHash !== null &&
      row.previousExpiresAt !== null &&
      row.previousExpiresAt > now &&
      verificationCodeMatches(secret, locked.id, code, row.previousCodeHash)
    if (!matchesPrevious && !verificationCodeMatches(secret, locked.id, code, row.codeHash)) {
      const failedAttempts = row.failedAttempts + 1
      await tx.update(tradeInCodes).set({ failedAttempts }).where(eq(tradeInCodes.tradeInId, locked.id))
      const attemptsLeft = orderPolicy.maxFailedAttempts - failedAttempts
      return attemptsLeft > 0 ? { refused: 'incorrect' as const, attemptsLeft } : { refused: 'locked' as const }
    }
    await tx.update(tradeIns).set({ verifiedAt: now }).where(eq(tradeIns.id, locked.id))
    await tx.delete(tradeInCodes).where(eq(tradeInCodes.tradeInId, locked.id))
    return { reference, status: 'waiting' as const }
  })
}

/** Where a confirmed request stands at `now`. */
export function tradeInStateOf(validUntil: Date | null, now: Date): TradeInState {
  if (validUntil === null) return 'waiting'
  return validUntil > now ? 'estimated' : 'expired'
}

/**
 * A confirmed request by its reference and the mobile it was sent from, with its estimate. Any
 * mismatch is the same "not found" as an unknown reference; look-ups share order tracking's limit.
 */
export async function trackTradeIn(
  db: Db,
  { reference, phone }: { reference: string; phone: string },
  client: OrderClient,
  now: Date = new Date(),
): Promise<TrackedTradeIn | OrderRefusal> {
  const refusal = await limited(db, [
    { bucket: 'track.address', key: client.address, limit: orderPolicy.trackingPerAddressPer10Minutes, windowSeconds: 10 * 60 },
  ])
  if (refusal) return refusal
  const [row] = await db
    .select({
      id: tradeIns.id,
      reference: tradeIns.reference,
      make: tradeIns.make,
      model: tradeIns.model,
      year: tradeIns.year,
      mileageKm: tradeIns.mileageKm,
      condition: tradeIns.condition,
      city: tradeIns.city,
      verifiedAt: tradeIns.verifiedAt,
      estimateSar: tradeIns.estimateSar,
      estimateGivenAt: tradeIns.estimateGivenAt,
      estimateValidUntil: tradeIns.estimateValidUntil,
      orderReference: orders.reference,
      photos: sql<number>`(select count(*)::int from ${tradeInPhotos} where ${tradeInPhotos}.trade_in_id = ${tradeIns}.id)`,
    })
    .from(tradeIns)
    .leftJoin(orders, eq(orders.id, tradeIns.orderId))
    .where(and(eq(tradeIns.reference, reference), eq(tradeIns.mobile, phone)))
  if (!row || row.verifiedAt === null) return { refused: 'not_found' }
  const estimate =
    row.estimateSar !== null && row.estimateGivenAt !== null && row.estimateValidUntil !== null
      ? { amountSar: row.estimateSar, validUntil: row.estimateValidUntil.toISOString(), givenAt: row.estimateGivenAt.toISOString() }
      : null
  return {
    reference: row.reference,
    car: { make: row.make, model: row.model, year: row.year, mileageKm: row.mileageKm, condition: row.condition },
    city: saudiCityName(row.city, client.locale),
    photos: Number(row.photos),
    orderReference: row.orderReference,
    requestedAt: row.verifiedAt.toISOString(),
    state: tradeInStateOf(row.estimateValidUntil, now),
    estimate,
  }
}
