/**
 * Price, stock and new-match alerts (decision 0098): asking for them by e-mail (double opt-in with
 * the mailing list's signed links and limits) or by SMS (a code, with the order codes' rules and
 * limits), the list of one's alerts opened by a signed link, removing one or all, and deleting what
 * nobody confirmed. What the alerts find and the daily digest are in ./alert-digests.ts.
 *
 * A request is answered the same way whatever the database holds (an address already confirmed
 * gets no second mail, but the same answer), so nobody learns who watches what.
 */
import { randomUUID } from 'node:crypto'
import { and, asc, count, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm'
import type { Locale } from '../../app.config.ts'
import { searchCarsInputSchema, type SearchCarsQuery } from '../contract/catalogue.ts'
import { carTitle } from '../contract/car-title.ts'
import type { AlertKind, AlertSummary, NewAlert } from '../contract/alerts.ts'
import { marketFilterQuery, readMarketQuery, toApiSearch } from '../lib/market-search.ts'
import { saudiDate } from '../lib/saudi-calendar.ts'
import { alertCodes, alertEvents, alertRecipients, alerts, brands, cars, models } from '../server/db/schema.ts'
import type { Db } from '../server/db/types.ts'
import { enqueueOutbox } from '../server/outbox/enqueue-outbox.server.ts'
import { consumeRateLimit } from '../server/rate-limit.server.ts'
import { alertPolicy } from './alert-policy.ts'
import { marketCars } from './car-summary.ts'
import { bilingualCarTitle, carTitleColumns } from './car-title-columns.ts'
import { hashVerificationCode, newVerificationCode, verificationCodeMatches } from './order-codes.ts'
import { orderPolicy } from './order-policy.ts'
import { alertConfirmationToken, alertsToken, readAlertConfirmationToken, readAlertsToken } from './subscription-tokens.ts'
import type { LinkContext } from './subscriptions.ts'

const day = 24 * 60 * 60 * 1000
const hour = 60 * 60

export type AlertClient = { address: string; locale: Locale }

export type AlertRefusal =
  | { refused: 'rate_limited'; retryAfterSeconds: number }
  | { refused: 'invalid'; fields: Record<string, 'choice' | 'required'> }
  | { refused: 'too_many' }
export type AlertLinkRefusal =
  { refused: 'invalid_link' } | { refused: 'link_expired' } | { refused: 'rate_limited'; retryAfterSeconds: number }
export type AlertCodeRefusal =
  | { refused: 'rate_limited'; retryAfterSeconds: number }
  | { refused: 'not_found' }
  | { refused: 'expired' }
  | { refused: 'locked' }
  | { refused: 'incorrect'; attemptsLeft: number }

// ── Links ─────────────────────────────────────────────────────────────────────────────────────

/** A page of the storefront in `locale` (Arabic without a prefix). */
function pageUrl(origin: string, locale: Locale, path: string, search?: URLSearchParams | string): string {
  const url = new URL(`${locale === 'en' ? '/en' : ''}${path}`, origin)
  if (search !== undefined) url.search = String(search)
  return url.href
}

export const carPageUrl = (origin: string, locale: Locale, carId: number) =>
  pageUrl(origin, locale, '/car', new URLSearchParams({ id: String(carId) }))
export const marketPageUrl = (origin: string, locale: Locale, query: string) => pageUrl(origin, locale, '/market', query)

/** The alerts' pages: the list (`''`), confirming a request, and ending every alert (RFC 8058). */
export function alertsPageUrl(origin: string, locale: Locale, page: '' | 'confirm' | 'unsubscribe', token: string): string {
  return pageUrl(origin, locale, page === '' ? '/alerts' : `/alerts/${page}`, new URLSearchParams({ token }))
}

/** The list and unsubscribe links every message to this person carries. */
export function recipientLinks(secret: string, recipient: { id: string; linkOrigin: string; locale: Locale }) {
  const token = alertsToken(secret, recipient.id)
  return {
    manageUrl: alertsPageUrl(recipient.linkOrigin, recipient.locale, '', token),
    unsubscribeUrl: alertsPageUrl(recipient.linkOrigin, recipient.locale, 'unsubscribe', token),
  }
}

// ── Saved searches ─────────────────────────────────────────────────────────────────────────────

/**
 * A market URL's query string as an alert keeps it: read by the market's own schema, its filters
 * only (sort and page arrange the same cars), in one spelling; and the car search's query for it,
 * which matches exactly the cars the market shows (src/domain/car-search.ts).
 */
export function savedSearchOf(queryText: string): { query: string; filters: SearchCarsQuery } {
  const search = readMarketQuery(queryText)
  return { query: marketFilterQuery(search), filters: searchCarsInputSchema.parse(toApiSearch(search, { page: 1, pageSize: 1 })) }
}

// ── Asking for alerts ──────────────────────────────────────────────────────────────────────────

type Watched = { kind: AlertKind; subject: string; carId: number | null; marketQuery: string | null; referencePriceSar: number | null }

/** What the request watches, checked: a car on the market (at its price now), or a saved search. */
async function watchedOf(db: Db, input: NewAlert): Promise<Watched[] | AlertRefusal> {
  if (input.carId !== undefined) {
    const [car] = await db
      .select({ priceSar: cars.effectivePriceSar })
      .from(cars)
      .where(marketCars(eq(cars.id, input.carId)))
    if (!car) return { refused: 'invalid', fields: { carId: 'choice' } }
    const kinds: AlertKind[] = [
      ...(input.priceDrop ? ['price_drop' as const] : []),
      ...(input.backInStock ? ['back_in_stock' as const] : []),
    ]
    return kinds.map((kind) => ({
      kind,
      subject: `car:${input.carId}`,
      carId: input.carId!,
      marketQuery: null,
      referencePriceSar: car.priceSar,
    }))
  }
  const { query } = savedSearchOf(input.marketQuery ?? '')
  return [{ kind: 'new_matches', subject: `market:${query}`, carId: null, marketQuery: query, referencePriceSar: null }]
}

async function limited(db: Db, rule: { bucket: string; key: string; limit: number; windowSeconds: number }) {
  const decision = await consumeRateLimit(db, rule)
  return decision.allowed ? null : { refused: 'rate_limited' as const, retryAfterSeconds: decision.retryAfterSeconds }
}

/**
 * The person's row (made, or its language and link origin renewed) and the request's alerts,
 * unconfirmed under one new confirmation id; an alert already confirmed is left as it is. Answers
 * the confirmation id and the alerts that wait for it (none: everything asked is already on).
 */
async function storeRequest(
  tx: Db,
  recipient: { channel: 'email' | 'sms'; address: string; locale: Locale; linkOrigin: string },
  watched: Watched[],
  now: Date,
): Promise<{ recipientId: string; confirmationId: string; expiresAt: Date; waiting: Watched[] } | AlertRefusal> {
  const [row] = await tx
    .insert(alertRecipients)
    .values({ ...recipient, createdAt: now })
    .onConflictDoUpdate({
      target: [alertRecipients.channel, alertRecipients.address],
      set: { locale: sql`excluded.locale`, linkOrigin: sql`excluded.link_origin` },
    })
    .returning({ id: alertRecipients.id })
  const recipientId = row!.id
  const [held] = await tx
    .select({ count: count() })
    .from(alerts)
    .where(and(eq(alerts.recipientId, recipientId), isNotNull(alerts.confirmedAt)))
  if ((held?.count ?? 0) + watched.length > alertPolicy.maxPerPerson) return { refused: 'too_many' }
  const confirmationId = randomUUID()
  const expiresAt = new Date(now.getTime() + alertPolicy.confirmationDays * day)
  const written = await tx
    .insert(alerts)
    .values(watched.map((item) => ({ ...item, recipientId, confirmationId, confirmationExpiresAt: expiresAt, createdAt: now })))
    .onConflictDoUpdate({
      target: [alerts.recipientId, alerts.kind, alerts.subject],
      set: {
        confirmationId: sql`excluded.confirmation_id`,
        confirmationExpiresAt: sql`excluded.confirmation_expires_at`,
        referencePriceSar: sql`excluded.reference_price_sar`,
      },
      setWhere: isNull(alerts.confirmedAt),
    })
    .returning({ kind: alerts.kind })
  const kinds = new Set(written.map((alert) => alert.kind))
  return { recipientId, confirmationId, expiresAt, waiting: watched.filter((item) => kinds.has(item.kind)) }
}

/** The titles of `carIds` in `locale`, for the confirmation mail. */
async function carTitles(db: Db, carIds: number[], locale: Locale): Promise<Map<number, string>> {
  if (carIds.length === 0) return new Map()
  const rows = await db
    .select({ id: cars.id, ...carTitleColumns })
    .from(cars)
    .innerJoin(brands, eq(brands.id, cars.brandId))
    .innerJoin(models, eq(models.id, cars.modelId))
    .where(inArray(cars.id, carIds))
  return new Map(rows.map((car) => [car.id, bilingualCarTitle(car)[locale]]))
}

/**
 * Asks for alerts by e-mail, inside `tx`: the alerts wait, unconfirmed, and a confirmation mail goes
 * through the outbox in the same transaction. At most 3 such mails a day reach one address; an
 * address whose alerts are all on already gets none. The answer is the same in every case.
 */
export async function requestEmailAlerts(
  tx: Db,
  input: NewAlert & { channel: 'email'; email: string },
  client: AlertClient,
  links: LinkContext,
  now: Date = new Date(),
): Promise<{ status: 'confirmation_sent' } | AlertRefusal> {
  const answer = { status: 'confirmation_sent' } as const
  const byAddress = await limited(tx, {
    bucket: 'alerts.address',
    key: client.address,
    limit: alertPolicy.requestsPerAddressPerHour,
    windowSeconds: hour,
  })
  if (byAddress) return byAddress
  const watched = await watchedOf(tx, input)
  if ('refused' in watched) return watched
  const byEmail = await limited(tx, {
    bucket: 'alerts.email',
    key: input.email,
    limit: alertPolicy.confirmationMailsPerEmailPerDay,
    windowSeconds: 24 * hour,
  })
  if (byEmail) return answer
  const stored = await storeRequest(
    tx,
    { channel: 'email', address: input.email, locale: client.locale, linkOrigin: links.origin },
    watched,
    now,
  )
  if ('refused' in stored) return stored
  if (stored.waiting.length === 0) return answer
  const titles = await carTitles(
    tx,
    stored.waiting.flatMap((item) => (item.carId === null ? [] : [item.carId])),
    client.locale,
  )
  await enqueueOutbox(tx, {
    kind: 'alerts.confirm',
    payload: {
      email: input.email,
      locale: client.locale,
      watching: stored.waiting.map((item) => ({
        kind: item.kind,
        title: item.carId === null ? '' : (titles.get(item.carId) ?? ''),
        url:
          item.carId === null
            ? marketPageUrl(links.origin, client.locale, item.marketQuery ?? '')
            : carPageUrl(links.origin, client.locale, item.carId),
      })),
      confirmUrl: alertsPageUrl(
        links.origin,
        client.locale,
        'confirm',
        alertConfirmationToken(links.secret, stored.confirmationId, stored.expiresAt),
      ),
      ...recipientLinks(links.secret, { id: stored.recipientId, linkOrigin: links.origin, locale: client.locale }),
      linkValidDays: alertPolicy.confirmationDays,
    },
  })
  return answer
}

export type SmsMessaging = {
  secret: string
  sendSms: (message: { to: string; text: string }) => Promise<void>
  codeText: (locale: Locale, code: string) => Promise<string>
}

export type CodeSent = { status: 'code_sent'; pendingId: string; expiresAt: Date }

/**
 * Asks for alerts by SMS: the alerts wait, unconfirmed, and a code goes to the mobile (sent after
 * the rows are committed, never from inside a transaction). The order codes' limits hold, counted
 * together with orders': 5 codes a mobile an hour, 30 an address.
 */
export async function requestSmsAlerts(
  db: Db,
  input: NewAlert & { channel: 'sms'; mobile: string },
  client: AlertClient,
  linkOrigin: string,
  messaging: SmsMessaging,
  now: Date = new Date(),
): Promise<CodeSent | AlertRefusal | { refused: 'sms_failed' }> {
  const code = newVerificationCode()
  const stored = await db.transaction(async (tx) => {
    for (const rule of [
      { bucket: 'alerts.address', key: client.address, limit: alertPolicy.requestsPerAddressPerHour, windowSeconds: hour },
      { bucket: 'codes.mobile', key: input.mobile, limit: orderPolicy.codesPerMobilePerHour, windowSeconds: hour },
      { bucket: 'codes.address', key: client.address, limit: orderPolicy.codesPerAddressPerHour, windowSeconds: hour },
    ]) {
      const refusal = await limited(tx, rule)
      if (refusal) return refusal
    }
    const watched = await watchedOf(tx, input)
    if ('refused' in watched) return watched
    const request = await storeRequest(tx, { channel: 'sms', address: input.mobile, locale: client.locale, linkOrigin }, watched, now)
    if ('refused' in request) return request
    const expiresAt = new Date(now.getTime() + orderPolicy.codeLifetimeSeconds * 1000)
    await tx.insert(alertCodes).values({
      confirmationId: request.confirmationId,
      recipientId: request.recipientId,
      codeHash: hashVerificationCode(messaging.secret, request.confirmationId, code),
      expiresAt,
      createdAt: now,
    })
    return { confirmationId: request.confirmationId, expiresAt }
  })
  if ('refused' in stored) return stored
  try {
    await messaging.sendSms({ to: input.mobile, text: await messaging.codeText(client.locale, code) })
  } catch {
    await db.delete(alertCodes).where(eq(alertCodes.confirmationId, stored.confirmationId))
    return { refused: 'sms_failed' }
  }
  return { status: 'code_sent', pendingId: stored.confirmationId, expiresAt: stored.expiresAt }
}

/**
 * Confirms an SMS request's alerts with the code sent for it and the mobile it went to. Five wrong
 * codes lock it; another mobile's attempt finds nothing and uses up nothing.
 */
export async function verifySmsAlerts(
  db: Db,
  { pendingId, mobile, code }: { pendingId: string; mobile: string; code: string },
  client: { address: string },
  secret: string,
  now: Date = new Date(),
): Promise<{ status: 'confirmed' } | AlertCodeRefusal> {
  const refusal = await limited(db, {
    bucket: 'verify.address',
    key: client.address,
    limit: orderPolicy.verificationsPerAddressPerHour,
    windowSeconds: hour,
  })
  if (refusal) return refusal
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ codeHash: alertCodes.codeHash, expiresAt: alertCodes.expiresAt, failedAttempts: alertCodes.failedAttempts })
      .from(alertCodes)
      .innerJoin(alertRecipients, eq(alertRecipients.id, alertCodes.recipientId))
      .where(and(eq(alertCodes.confirmationId, pendingId), eq(alertRecipients.channel, 'sms'), eq(alertRecipients.address, mobile)))
      .for('update')
    if (!row) return { refused: 'not_found' as const }
    if (row.failedAttempts >= orderPolicy.maxFailedAttempts) return { refused: 'locked' as const }
    if (row.expiresAt.getTime() <= now.getTime()) return { refused: 'expired' as const }
    if (!verificationCodeMatches(secret, pendingId, code, row.codeHash)) {
      const failed = row.failedAttempts + 1
      await tx.update(alertCodes).set({ failedAttempts: failed }).where(eq(alertCodes.confirmationId, pendingId))
      const attemptsLeft = orderPolicy.maxFailedAttempts - failed
      return attemptsLeft > 0 ? { refused: 'incorrect' as const, attemptsLeft } : { refused: 'locked' as const }
    }
    await tx
      .update(alerts)
      .set({ confirmedAt: now })
      .where(and(eq(alerts.confirmationId, pendingId), isNull(alerts.confirmedAt)))
    await tx.delete(alertCodes).where(eq(alertCodes.confirmationId, pendingId))
    return { status: 'confirmed' as const }
  })
}

// ── The messages' links ───────────────────────────────────────────────────────────────────────

async function linkUseRefused(db: Db, address: string): Promise<AlertLinkRefusal | null> {
  return limited(db, { bucket: 'alerts.link', key: address, limit: alertPolicy.linkUsesPerAddressPerHour, windowSeconds: hour })
}

/**
 * Confirms the alerts a confirmation link names. Idempotent: confirmed stays confirmed. An expired
 * link, or one whose alerts were asked for again since (a newer link) or deleted, confirms nothing.
 */
export async function confirmEmailAlerts(
  db: Db,
  token: string,
  client: { address: string; secret: string },
  now: Date = new Date(),
): Promise<{ status: 'confirmed' } | AlertLinkRefusal> {
  const refusal = await linkUseRefused(db, client.address)
  if (refusal) return refusal
  const named = readAlertConfirmationToken(client.secret, token)
  if (!named) return { refused: 'invalid_link' }
  const rows = await db.select({ confirmedAt: alerts.confirmedAt }).from(alerts).where(eq(alerts.confirmationId, named.id))
  if (rows.length > 0 && rows.every((row) => row.confirmedAt !== null)) return { status: 'confirmed' }
  if (rows.length === 0 || named.expiresAt.getTime() <= now.getTime()) return { refused: 'link_expired' }
  await db
    .update(alerts)
    .set({ confirmedAt: now })
    .where(and(eq(alerts.confirmationId, named.id), isNull(alerts.confirmedAt)))
  return { status: 'confirmed' }
}

/** The person a list link names, or why not. */
async function recipientOf(
  db: Db,
  token: string,
  client: { address: string; secret: string },
): Promise<{ recipientId: string } | AlertLinkRefusal> {
  const refusal = await linkUseRefused(db, client.address)
  if (refusal) return refusal
  const named = readAlertsToken(client.secret, token)
  return named ? { recipientId: named.id } : { refused: 'invalid_link' }
}

const alertRows = (db: Db, where: ReturnType<typeof and>, locale: Locale) =>
  db
    .select({
      id: alerts.id,
      kind: alerts.kind,
      carId: alerts.carId,
      marketQuery: alerts.marketQuery,
      createdAt: alerts.createdAt,
      brandName: locale === 'en' ? brands.nameEn : brands.nameAr,
      modelName: locale === 'en' ? models.nameEn : models.nameAr,
      trim: locale === 'en' ? cars.trimEn : cars.trimAr,
      year: cars.year,
      priceSar: cars.effectivePriceSar,
      onMarket: sql<boolean>`(${cars.id} is not null and ${cars.retiredAt} is null and ${cars.soldOutAt} is null)`,
    })
    .from(alerts)
    .leftJoin(cars, eq(cars.id, alerts.carId))
    .leftJoin(brands, eq(brands.id, cars.brandId))
    .leftJoin(models, eq(models.id, cars.modelId))
    .where(where)
    .orderBy(asc(alerts.createdAt), asc(alerts.kind))

function toSummary(row: Awaited<ReturnType<typeof alertRows>>[number]): AlertSummary {
  return {
    id: row.id,
    kind: row.kind,
    car:
      row.carId !== null && row.brandName !== null && row.modelName !== null && row.trim !== null && row.year !== null
        ? {
            id: row.carId,
            title: carTitle(row.brandName, row.modelName, row.trim, row.year),
            priceSar: row.priceSar ?? 0,
            onMarket: Boolean(row.onMarket),
          }
        : null,
    marketQuery: row.marketQuery,
    createdAt: row.createdAt.toISOString(),
  }
}

/** The confirmed alerts of the person a list link names, in the language asked. */
export async function listAlerts(
  db: Db,
  token: string,
  client: { address: string; secret: string },
  locale: Locale,
): Promise<{ channel: 'email' | 'sms'; alerts: AlertSummary[] } | AlertLinkRefusal> {
  const named = await recipientOf(db, token, client)
  if ('refused' in named) return named
  const [recipient] = await db
    .select({ channel: alertRecipients.channel })
    .from(alertRecipients)
    .where(eq(alertRecipients.id, named.recipientId))
  // Every alert removed (the row is gone): an empty list, as for someone who never had one.
  if (!recipient) return { channel: 'email', alerts: [] }
  const rows = await alertRows(db, and(eq(alerts.recipientId, named.recipientId), isNotNull(alerts.confirmedAt)), locale)
  return { channel: recipient.channel, alerts: rows.map(toSummary) }
}

/** Removes one of the person's alerts. Idempotent: an alert already gone answers the same. */
export async function removeAlert(
  db: Db,
  token: string,
  alertId: string,
  client: { address: string; secret: string },
): Promise<{ status: 'removed' } | AlertLinkRefusal> {
  const named = await recipientOf(db, token, client)
  if ('refused' in named) return named
  await db.delete(alerts).where(and(eq(alerts.id, alertId), eq(alerts.recipientId, named.recipientId)))
  return { status: 'removed' }
}

/**
 * Ends every alert of the person a link names (the one-click unsubscribe of every message, RFC
 * 8058): their alerts, codes and findings go at once. The row itself stays until its day is over,
 * empty, so the day's one message is still counted. Idempotent.
 */
export async function removeAllAlerts(
  db: Db,
  token: string,
  client: { address: string; secret: string },
): Promise<{ status: 'unsubscribed' } | AlertLinkRefusal> {
  const named = await recipientOf(db, token, client)
  if ('refused' in named) return named
  await db.transaction(async (tx) => {
    await tx.delete(alerts).where(eq(alerts.recipientId, named.recipientId))
    await tx.delete(alertCodes).where(eq(alertCodes.recipientId, named.recipientId))
  })
  return { status: 'unsubscribed' }
}

/**
 * The confirmed SMS alerts of a mobile (E.164), for a buyer signed in with that mobile ("My orders"):
 * only that mobile's, never another's.
 */
export async function alertsOfMobile(db: Db, mobile: string, locale: Locale): Promise<AlertSummary[]> {
  const [recipient] = await db
    .select({ id: alertRecipients.id })
    .from(alertRecipients)
    .where(and(eq(alertRecipients.channel, 'sms'), eq(alertRecipients.address, mobile)))
  if (!recipient) return []
  const rows = await alertRows(db, and(eq(alerts.recipientId, recipient.id), isNotNull(alerts.confirmedAt)), locale)
  return rows.map(toSummary)
}

/**
 * Removes one SMS alert of a mobile (E.164), for the buyer signed in with it ("My orders"). Another
 * mobile's alert, or one already gone, is left as it is and answered the same: nothing tells them apart.
 */
export async function removeAlertOfMobile(db: Db, mobile: string, alertId: string): Promise<{ status: 'removed' }> {
  const owner = db
    .select({ id: alertRecipients.id })
    .from(alertRecipients)
    .where(and(eq(alertRecipients.channel, 'sms'), eq(alertRecipients.address, mobile)))
  await db.delete(alerts).where(and(eq(alerts.id, alertId), inArray(alerts.recipientId, owner)))
  return { status: 'removed' }
}

// ── Keeping only what has a purpose (PDPL) ─────────────────────────────────────────────────────

/**
 * Deletes alerts never confirmed once their link expired, codes past their life, people left
 * without alerts once their day is over, and the record of matched changes after the outbox's own
 * retention. Answers how many rows went.
 */
export async function purgeAlerts(db: Db, now: Date = new Date()): Promise<number> {
  const unconfirmed = await db
    .delete(alerts)
    .where(and(isNull(alerts.confirmedAt), lte(alerts.confirmationExpiresAt, now)))
    .returning({ id: alerts.id })
  const codes = await db.delete(alertCodes).where(lte(alertCodes.expiresAt, now)).returning({ id: alertCodes.confirmationId })
  const today = saudiDate(now)
  const people = await db
    .delete(alertRecipients)
    .where(
      and(
        sql`not exists (select 1 from ${alerts} where ${alerts.recipientId} = ${alertRecipients.id})`,
        or(isNull(alertRecipients.lastDigestOn), lt(alertRecipients.lastDigestOn, today)),
      ),
    )
    .returning({ id: alertRecipients.id })
  const events = await db
    .delete(alertEvents)
    .where(lt(alertEvents.processedAt, new Date(now.getTime() - 8 * day)))
    .returning({ id: alertEvents.id })
  return unconfirmed.length + codes.length + people.length + events.length
}
