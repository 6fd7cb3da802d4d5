/**
 * What the alerts find and how people hear of it (decision 0098).
 *
 * 1. Staff change a car (src/domain/inventory.ts): `noteCarChange` writes an `alerts.car_changed`
 *    outbox message in the staff member's transaction, when a confirmed alert could care.
 * 2. The outbox worker hands it to `alertTransport` (the `alerts` channel): once per message (the
 *    message id is recorded in the same transaction), the alerts it satisfies get a finding
 *    (`alert_hits`): a price below the one the person last saw, a car for sale again, a new car
 *    the saved search finds with the market's own filter.
 * 3. `sendDueDigests` gathers each person's findings into one message (mail with the RFC 8058
 *    headers, or SMS) when they may get one: none yet this Saudi day, and between 08:00 and 22:00
 *    Riyadh time. The first finding of a day thus goes within the same outbox round; later ones
 *    wait for the next day's digest (the housekeeping round sends it, every 10 minutes).
 */
import { msg, plural } from '@lingui/core/macro'
import { and, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm'
import type { Locale } from '../../app.config.ts'
import { carTitle } from '../contract/car-title.ts'
import { formatSar } from '../lib/format.ts'
import { getI18nFor } from '../lib/i18n/server-i18n.ts'
import { saudiDate } from '../lib/saudi-calendar.ts'
import { alertEvents, alertHits, alertRecipients, alerts, brands, cars, models } from '../server/db/schema.ts'
import { getDb } from '../server/db/client.server.ts'
import type { Db } from '../server/db/types.ts'
import type { OutboxTransport } from '../server/outbox/delivery.ts'
import { enqueueOutbox } from '../server/outbox/enqueue-outbox.server.ts'
import { alertsCarChangedPayload, type AlertDigestItem } from '../server/outbox/kinds.ts'
import { wakeOutbox } from '../server/outbox/outbox-worker.server.ts'
import { storedSecret } from '../server/secrets.server.ts'
import { digestMayGo } from './alert-policy.ts'
import { carPageUrl, marketPageUrl, recipientLinks, savedSearchOf } from './alerts.ts'
import { onMarket } from './car-summary.ts'
import { carMatchesSearch } from './car-search.ts'
import { storedLocale } from '../lib/i18n/locale.ts'

export type CarChange = 'price' | 'stock' | 'added'

const confirmed = isNotNull(alerts.confirmedAt)

/**
 * Inside the staff member's transaction: tells the alerts that car `carId` changed, when a
 * confirmed alert could care (one of its own, or any saved search for a new car), so most changes
 * write nothing.
 */
export async function noteCarChange(tx: Db, carId: number, change: CarChange): Promise<void> {
  const watching =
    change === 'added'
      ? eq(alerts.kind, 'new_matches')
      : and(eq(alerts.carId, carId), eq(alerts.kind, change === 'price' ? 'price_drop' : 'back_in_stock'))
  const [any] = await tx.select({ id: alerts.id }).from(alerts).where(and(confirmed, watching)).limit(1)
  if (!any) return
  await enqueueOutbox(tx, { kind: 'alerts.car_changed', payload: { carId, change } })
}

/** The car as an alert reads it now: for sale, buyable now (units available), and its price. */
const carNow = {
  onMarket: sql<boolean>`(${onMarket})`,
  available: sql<boolean>`(${onMarket} and ${cars.stockStatus} in ('in_stock', 'limited'))`,
  priceSar: cars.effectivePriceSar,
}

/**
 * Matches one change against the confirmed alerts, once per outbox message: the findings and the
 * message's id are written in one transaction, so a message delivered twice finds nothing the
 * second time. Answers the people who got a finding.
 */
export async function matchCarChange(db: Db, messageId: string, carId: number, change: CarChange, now: Date): Promise<string[]> {
  // Saved searches are read outside the transaction: one query each, never holding the lock.
  const searches =
    change === 'added'
      ? await db
          .selectDistinct({ marketQuery: alerts.marketQuery })
          .from(alerts)
          .where(and(confirmed, eq(alerts.kind, 'new_matches')))
      : []
  const matching: string[] = []
  for (const { marketQuery } of searches) {
    if (marketQuery !== null && (await carMatchesSearch(db, carId, savedSearchOf(marketQuery).filters))) matching.push(marketQuery)
  }
  return db.transaction(async (tx) => {
    const first = await tx
      .insert(alertEvents)
      .values({ id: messageId, processedAt: now })
      .onConflictDoNothing()
      .returning({ id: alertEvents.id })
    if (first.length === 0) return []
    let found: { alertId: string; recipientId: string }[] = []
    if (change === 'added') {
      if (matching.length > 0) {
        found = await tx
          .select({ alertId: alerts.id, recipientId: alerts.recipientId })
          .from(alerts)
          .where(and(confirmed, eq(alerts.kind, 'new_matches'), inArray(alerts.marketQuery, matching)))
      }
    } else {
      const [car] = await tx.select(carNow).from(cars).where(eq(cars.id, carId))
      if (!car) return []
      found =
        change === 'price'
          ? await tx
              .select({ alertId: alerts.id, recipientId: alerts.recipientId })
              .from(alerts)
              .where(
                and(confirmed, eq(alerts.carId, carId), eq(alerts.kind, 'price_drop'), lt(sql`${car.priceSar}`, alerts.referencePriceSar)),
              )
          : car.available
            ? await tx
                .select({ alertId: alerts.id, recipientId: alerts.recipientId })
                .from(alerts)
                .where(and(confirmed, eq(alerts.carId, carId), eq(alerts.kind, 'back_in_stock')))
            : []
      if (change === 'price' && !car.onMarket) found = []
    }
    if (found.length === 0) return []
    await tx
      .insert(alertHits)
      .values(found.map((hit) => ({ ...hit, carId, createdAt: now })))
      .onConflictDoNothing()
    return [...new Set(found.map((hit) => hit.recipientId))]
  })
}

const smsText = {
  oneDrop: msg({ context: 'alert sms', message: '{title} is now {price}. Your alerts: {url}' }),
  oneInStock: msg({ context: 'alert sms', message: '{title} is back in stock. Your alerts: {url}' }),
  oneNew: msg({ context: 'alert sms', message: 'New in your search: {title}, {price}. Your alerts: {url}' }),
}

/** The day's SMS: one finding in words, or how many, with the link to the list. Short: each segment is paid. */
export async function alertSmsText(locale: Locale, items: AlertDigestItem[], manageUrl: string): Promise<string> {
  const i18n = await getI18nFor(locale)
  const [first] = items
  if (items.length === 1 && first) {
    switch (first.kind) {
      case 'price_drop':
        return i18n._({ ...smsText.oneDrop, values: { title: first.title, price: formatSar(first.toSar, locale), url: manageUrl } })
      case 'back_in_stock':
        return i18n._({ ...smsText.oneInStock, values: { title: first.title, url: manageUrl } })
      case 'new_match':
        return i18n._({ ...smsText.oneNew, values: { title: first.title, price: formatSar(first.priceSar, locale), url: manageUrl } })
    }
  }
  const count = items.length
  return i18n._(
    msg({ context: 'alert sms', message: `${plural(count, { one: '# update', other: '# updates' })} on the cars you watch: ${manageUrl}` }),
  )
}

/** An SMS alert's confirmation code, first in the text so a phone can offer to fill it in. */
export async function alertCodeText(locale: Locale, code: string): Promise<string> {
  const i18n = await getI18nFor(locale)
  return i18n._(msg({ context: 'alert sms', message: `${code} is your confirmation code for car alerts.` }))
}

type Finding = {
  alertId: string
  kind: 'price_drop' | 'back_in_stock' | 'new_matches'
  carId: number
  referencePriceSar: number | null
  marketQuery: string | null
}

/**
 * Sends one person their digest when they may get one now: the findings still true (a price still
 * below the one they last saw, a car still available, a new car still for sale), in one message,
 * in one transaction with the day's mark and the findings' removal. A price told becomes the one
 * they last saw; a back-in-stock alert has done its work and goes. Nothing still true: nothing sent,
 * the day not used. Answers whether a message was written.
 */
async function sendDigest(db: Db, recipientId: string, secret: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [recipient] = await tx
      .select({
        id: alertRecipients.id,
        channel: alertRecipients.channel,
        address: alertRecipients.address,
        locale: alertRecipients.locale,
        linkOrigin: alertRecipients.linkOrigin,
        lastDigestOn: alertRecipients.lastDigestOn,
      })
      .from(alertRecipients)
      .where(eq(alertRecipients.id, recipientId))
      .for('update')
    if (!recipient || !digestMayGo(recipient.lastDigestOn, now)) return false
    const locale = storedLocale(recipient.locale)
    const rows = await tx
      .select({
        alertId: alerts.id,
        kind: alerts.kind,
        carId: alertHits.carId,
        referencePriceSar: alerts.referencePriceSar,
        marketQuery: alerts.marketQuery,
        brandName: locale === 'en' ? brands.nameEn : brands.nameAr,
        modelName: locale === 'en' ? models.nameEn : models.nameAr,
        trim: locale === 'en' ? cars.trimEn : cars.trimAr,
        year: cars.year,
        ...carNow,
      })
      .from(alertHits)
      .innerJoin(alerts, eq(alerts.id, alertHits.alertId))
      .innerJoin(cars, eq(cars.id, alertHits.carId))
      .innerJoin(brands, eq(brands.id, cars.brandId))
      .innerJoin(models, eq(models.id, cars.modelId))
      .where(and(eq(alertHits.recipientId, recipientId), confirmed))
      .orderBy(alertHits.createdAt, alertHits.carId)
    const items: AlertDigestItem[] = []
    const told: { finding: Finding; priceSar: number }[] = []
    for (const row of rows) {
      const title = carTitle(row.brandName, row.modelName, row.trim, row.year)
      const url = carPageUrl(recipient.linkOrigin, locale, row.carId)
      if (row.kind === 'price_drop' && row.onMarket && row.referencePriceSar !== null && row.priceSar < row.referencePriceSar) {
        items.push({ kind: 'price_drop', title, url, fromSar: row.referencePriceSar, toSar: row.priceSar })
      } else if (row.kind === 'back_in_stock' && row.available) {
        items.push({ kind: 'back_in_stock', title, url })
      } else if (row.kind === 'new_matches' && row.onMarket) {
        items.push({
          kind: 'new_match',
          title,
          url,
          priceSar: row.priceSar,
          searchUrl: marketPageUrl(recipient.linkOrigin, locale, row.marketQuery ?? ''),
        })
      } else continue
      told.push({ finding: row, priceSar: row.priceSar })
    }
    await tx.delete(alertHits).where(eq(alertHits.recipientId, recipientId))
    if (items.length === 0) return false
    const links = recipientLinks(secret, { id: recipient.id, linkOrigin: recipient.linkOrigin, locale })
    if (recipient.channel === 'email') {
      await enqueueOutbox(tx, { kind: 'alerts.digest', payload: { email: recipient.address, locale, items, ...links } })
    } else {
      await enqueueOutbox(tx, {
        kind: 'sms.message',
        payload: { to: recipient.address, text: await alertSmsText(locale, items, links.manageUrl) },
      })
    }
    await tx
      .update(alertRecipients)
      .set({ lastDigestOn: saudiDate(now) })
      .where(eq(alertRecipients.id, recipientId))
    for (const { finding, priceSar } of told) {
      if (finding.kind === 'price_drop') await tx.update(alerts).set({ referencePriceSar: priceSar }).where(eq(alerts.id, finding.alertId))
      if (finding.kind === 'back_in_stock') await tx.delete(alerts).where(eq(alerts.id, finding.alertId))
    }
    return true
  })
}

/**
 * Sends the digests due now: to `recipientIds` (after a match), or to everyone with findings
 * waiting. Answers how many messages were written; wakes the outbox when any was.
 */
export async function sendDueDigests(db: Db, now: Date = new Date(), recipientIds?: string[]): Promise<number> {
  const waiting =
    recipientIds ??
    (
      await db
        .selectDistinct({ id: alertHits.recipientId })
        .from(alertHits)
        .innerJoin(alertRecipients, eq(alertRecipients.id, alertHits.recipientId))
        .where(or(sql`${alertRecipients.lastDigestOn} is null`, sql`${alertRecipients.lastDigestOn} <> ${saudiDate(now)}`))
    ).map((row) => row.id)
  if (waiting.length === 0) return 0
  const secret = await storedSecret(db, 'subscription-links')
  let sent = 0
  for (const id of waiting) if (await sendDigest(db, id, secret, now)) sent++
  if (sent > 0) wakeOutbox()
  return sent
}

/**
 * The `alerts` channel's transport: matches the change and sends the digests it makes due, in the
 * same worker round (`wakeOutbox` brings the worker back for them at once). `db` and `now` for tests.
 */
export function alertTransport(options: { db?: Db; now?: () => Date } = {}): OutboxTransport {
  return async (delivery) => {
    const db = options.db ?? (await getDb())
    const now = options.now?.() ?? new Date()
    const { carId, change } = alertsCarChangedPayload.parse(delivery.payload)
    const people = await matchCarChange(db, delivery.id, carId, change, now)
    if (people.length > 0) await sendDueDigests(db, now, people)
  }
}
