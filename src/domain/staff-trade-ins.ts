/**
 * Trade-in requests in the back office (decision 0102): sales read the confirmed requests and
 * answer each with an estimate in riyals, valid `estimateValidDays`, texted to the buyer through
 * the outbox in the same transaction as the estimate and its audit entry. Housekeeping deletes
 * what has served its purpose (PDPL): unconfirmed requests, photos never sent, photos of an
 * expired estimate, and requests past their retention.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm'
import { appConfig, type Locale } from '../../app.config.ts'
import type { FileAnswer } from '../contract/file-answer.ts'
import { saudiCityName } from '../contract/saudi-cities.ts'
import { staffListPageSize } from '../contract/staff-inbox.ts'
import type { ListTradeInsInput, StaffTradeIn, TradeInsPage } from '../contract/staff-trade-ins.ts'
import type { TradeInFilter } from '../contract/trade-in-values.ts'
import { orders, staffUsers, tradeInPhotos, tradeIns } from '../server/db/schema.ts'
import type { Db } from '../server/db/types.ts'
import { enqueueOutbox, type NotificationSettings } from '../server/outbox/enqueue-outbox.server.ts'
import { orderPolicy } from './order-policy.ts'
import { recordStaffAction, type StaffActor } from './staff-audit.ts'
import { tradeInEstimateText } from './trade-in-messages.ts'
import { tradeInStateOf } from './trade-ins.ts'
import { storedLocale } from '../lib/i18n/locale.ts'

const dayMs = 24 * 60 * 60 * 1000
const { estimateValidDays, unansweredRetentionDays, retentionDaysAfterExpiry } = appConfig.tradeIn

const confirmed = isNotNull(tradeIns.verifiedAt)
const filters: Record<TradeInFilter, SQL | undefined> = {
  waiting: and(confirmed, isNull(tradeIns.estimateSar)),
  estimated: and(confirmed, isNotNull(tradeIns.estimateSar)),
  all: confirmed,
}

const columns = {
  id: tradeIns.id,
  reference: tradeIns.reference,
  make: tradeIns.make,
  model: tradeIns.model,
  year: tradeIns.year,
  mileageKm: tradeIns.mileageKm,
  condition: tradeIns.condition,
  city: tradeIns.city,
  mobile: tradeIns.mobile,
  locale: tradeIns.locale,
  verifiedAt: tradeIns.verifiedAt,
  estimateSar: tradeIns.estimateSar,
  estimateGivenAt: tradeIns.estimateGivenAt,
  estimateValidUntil: tradeIns.estimateValidUntil,
  givenBy: staffUsers.name,
  orderReference: orders.reference,
}
type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | null }

function staffViewOf(row: Row, photos: string[], locale: Locale, now: Date): StaffTradeIn {
  const estimate =
    row.estimateSar !== null && row.estimateGivenAt !== null && row.estimateValidUntil !== null
      ? {
          amountSar: row.estimateSar,
          givenAt: row.estimateGivenAt.toISOString(),
          validUntil: row.estimateValidUntil.toISOString(),
          givenBy: row.givenBy,
        }
      : null
  return {
    id: row.id!,
    reference: row.reference!,
    make: row.make!,
    model: row.model!,
    year: row.year!,
    mileageKm: row.mileageKm!,
    condition: row.condition!,
    city: saudiCityName(row.city!, locale),
    mobile: row.mobile!,
    locale: storedLocale(row.locale),
    orderReference: row.orderReference,
    photos,
    receivedAt: row.verifiedAt!.toISOString(),
    state: tradeInStateOf(row.estimateValidUntil, now),
    estimate,
  }
}

function selectRequests(db: Db) {
  return db
    .select(columns)
    .from(tradeIns)
    .leftJoin(orders, eq(orders.id, tradeIns.orderId))
    .leftJoin(staffUsers, eq(staffUsers.id, tradeIns.estimateGivenBy))
}

async function photosOf(db: Db, ids: string[]): Promise<Map<string, string[]>> {
  const photos = new Map<string, string[]>()
  if (ids.length === 0) return photos
  const rows = await db
    .select({ id: tradeInPhotos.id, tradeInId: tradeInPhotos.tradeInId })
    .from(tradeInPhotos)
    .where(inArray(tradeInPhotos.tradeInId, ids))
    .orderBy(asc(tradeInPhotos.createdAt), asc(tradeInPhotos.id))
  for (const row of rows) photos.set(row.tradeInId!, [...(photos.get(row.tradeInId!) ?? []), row.id])
  return photos
}

/** A page of confirmed requests: waiting ones oldest first (first come, first answered), estimated ones newest answer first. */
export async function listStaffTradeIns(
  db: Db,
  input: Required<Pick<ListTradeInsInput, 'show' | 'page'>>,
  locale: Locale,
  now: Date = new Date(),
): Promise<TradeInsPage> {
  const where = filters[input.show]
  const order =
    input.show === 'waiting'
      ? [asc(tradeIns.verifiedAt), asc(tradeIns.id)]
      : [desc(tradeIns.estimateGivenAt), desc(tradeIns.verifiedAt), asc(tradeIns.id)]
  const [rows, [total], [waiting], [estimated]] = await Promise.all([
    selectRequests(db)
      .where(where)
      .orderBy(...order)
      .limit(staffListPageSize)
      .offset((input.page - 1) * staffListPageSize),
    db.select({ value: count() }).from(tradeIns).where(where),
    db.select({ value: count() }).from(tradeIns).where(filters.waiting),
    db.select({ value: count() }).from(tradeIns).where(filters.estimated),
  ])
  const photos = await photosOf(
    db,
    rows.map((row) => row.id),
  )
  return {
    items: rows.map((row) => staffViewOf(row, photos.get(row.id) ?? [], locale, now)),
    total: total?.value ?? 0,
    page: input.page,
    pageSize: staffListPageSize,
    counts: { waiting: waiting?.value ?? 0, estimated: estimated?.value ?? 0 },
  }
}

export type AnswerRefusal = { refused: 'not_found' } | { refused: 'still_valid' }

/**
 * Sends a confirmed request's estimate: the amount, valid `estimateValidDays` from `now`, its audit
 * entry and the buyer's text message, in one transaction. An estimate that still holds is never
 * changed (the buyer was promised it); once it has expired a new one may be sent.
 */
export async function answerTradeIn(
  db: Db,
  staff: StaffActor & { id: string },
  id: string,
  amountSar: number,
  locale: Locale,
  { now = new Date(), settings }: { now?: Date; settings?: NotificationSettings } = {},
): Promise<StaffTradeIn | AnswerRefusal> {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select({
        id: tradeIns.id,
        reference: tradeIns.reference,
        mobile: tradeIns.mobile,
        locale: tradeIns.locale,
        validUntil: tradeIns.estimateValidUntil,
      })
      .from(tradeIns)
      .where(and(eq(tradeIns.id, id), confirmed))
      .for('update')
    if (!request) return { refused: 'not_found' as const }
    if (request.validUntil !== null && request.validUntil > now) return { refused: 'still_valid' as const }
    const validUntil = new Date(now.getTime() + estimateValidDays * dayMs)
    await tx
      .update(tradeIns)
      .set({ estimateSar: amountSar, estimateGivenAt: now, estimateValidUntil: validUntil, estimateGivenBy: staff.id })
      .where(eq(tradeIns.id, id))
    await recordStaffAction(tx, staff, {
      action: 'trade_in.estimated',
      subjectType: 'trade_in',
      subjectId: request.reference,
      after: { amountSar, validUntil: validUntil.toISOString() },
    })
    const buyerLocale = storedLocale(request.locale)
    const text = await tradeInEstimateText(buyerLocale, { reference: request.reference, amountSar, validUntil })
    await enqueueOutbox(tx, { kind: 'sms.message', payload: { to: request.mobile, text } }, settings)
    const [row] = await selectRequests(tx).where(eq(tradeIns.id, id))
    const photos = await photosOf(tx, [id])
    return staffViewOf(row!, photos.get(id) ?? [], locale, now)
  })
}

/** One photo of a confirmed request, as a download the back office shows in an `<img>`. */
export async function readTradeInPhoto(db: Db, id: string, photoId: string): Promise<FileAnswer | null> {
  const [photo] = await db
    .select({ content: tradeInPhotos.content, sizeBytes: tradeInPhotos.sizeBytes, reference: tradeIns.reference })
    .from(tradeInPhotos)
    .innerJoin(tradeIns, eq(tradeIns.id, tradeInPhotos.tradeInId))
    .where(and(eq(tradeInPhotos.id, photoId), eq(tradeIns.id, id), confirmed))
  if (!photo) return null
  return {
    content: new Uint8Array(photo.content),
    headers: {
      'Content-Type': 'image/webp',
      'Content-Length': String(photo.sizeBytes),
      'Content-Disposition': `attachment; filename="trade-in-${photo.reference}-${photoId.slice(0, 8)}.webp"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  }
}

/**
 * Deletes what has served its purpose; returns how many rows went. Requests never confirmed (after
 * a day, as orders), photos never sent with a request (after an hour), the photos of an estimate
 * that expired, requests nobody answered after `unansweredRetentionDays`, and answered ones
 * `retentionDaysAfterExpiry` after their estimate expired.
 */
export async function purgeTradeIns(db: Db, now: Date = new Date()): Promise<number> {
  const ago = (ms: number) => new Date(now.getTime() - ms)
  const photos = await db
    .delete(tradeInPhotos)
    .where(
      or(
        and(isNull(tradeInPhotos.tradeInId), lte(tradeInPhotos.createdAt, ago(appConfig.tradeIn.unattachedPhotoSeconds * 1000))),
        inArray(tradeInPhotos.tradeInId, db.select({ id: tradeIns.id }).from(tradeIns).where(lte(tradeIns.estimateValidUntil, now))),
      ),
    )
    .returning({ id: tradeInPhotos.id })
  const requests = await db
    .delete(tradeIns)
    .where(
      or(
        and(isNull(tradeIns.verifiedAt), lte(tradeIns.createdAt, ago(orderPolicy.unverifiedRetentionSeconds * 1000))),
        and(confirmed, isNull(tradeIns.estimateSar), lte(tradeIns.verifiedAt, ago(unansweredRetentionDays * dayMs))),
        lte(tradeIns.estimateValidUntil, ago(retentionDaysAfterExpiry * dayMs)),
      ),
    )
    .returning({ id: tradeIns.id })
  return photos.length + requests.length
}
