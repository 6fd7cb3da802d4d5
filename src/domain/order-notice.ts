/**
 * What the dealer hears about a verified order (the outbox's `order.verified`), written in the
 * transaction that verifies it: everything staff need to call the buyer back.
 */
import { eq } from 'drizzle-orm'
import type { Locale } from '../../app.config.ts'
import type { OrderSummary } from '../contract/orders.ts'
import { saudiCityNames } from '../contract/saudi-cities.ts'
import { replyWithinOf } from '../lib/order-reply-time.ts'
import { orders } from '../server/db/schema.ts'
import type { Db } from '../server/db/types.ts'
import { enqueueOutbox, type NotificationSettings } from '../server/outbox/enqueue-outbox.server.ts'
import type { OrderVerifiedPayload } from '../server/outbox/kinds.ts'
import { orderReceivedText } from './order-messages.ts'
import { getSettings } from './dealer.ts'
import type { VerifiedOrder } from './orders.ts'
import { readOrderView } from './order-read-model.ts'

/**
 * Writes the dealer's notice, the buyer's text and the buyer's confirmation mail, and answers what
 * was ordered for the success screen. `origin`: where the mail's tracking link leads (the API's
 * `mailLinkOrigin`); `settings`: where dealer notifications go (the environment's unless a test
 * says otherwise).
 */
export async function announceVerifiedOrder(
  tx: Db,
  verified: VerifiedOrder,
  { origin, settings }: { origin: string; settings?: NotificationSettings },
): Promise<OrderSummary> {
  const order = await readOrderView(tx, eq(orders.id, verified.id))
  if (!order) throw new Error('The verified order is missing from its own transaction')
  const row = order.row
  const payload: OrderVerifiedPayload = {
    seller: await sellerOf(tx),
    reference: order.reference,
    type: order.type,
    purchaseType: order.purchaseType,
    status: order.status,
    locale: order.locale,
    placedAt: row.createdAt.toISOString(),
    verifiedAt: (row.verifiedAt ?? new Date()).toISOString(),
    car: order.car,
    city: { slug: order.citySlug, name: saudiCityNames(order.citySlug) },
    branch: order.branch,
    contact: order.contact,
    company: order.company
      ? {
          ...order.company,
          headquartersCity: order.company.headquartersCity
            ? { slug: order.company.headquartersCity, name: saudiCityNames(order.company.headquartersCity) }
            : null,
        }
      : null,
    lines: order.lines.map((line) => ({ car: { id: line.carId, title: line.carTitle }, color: line.colorName, quantity: line.quantity })),
    bank: order.bank,
    finance: order.finance as OrderVerifiedPayload['finance'],
    color: order.color,
    offer: order.offer,
    plan: order.plan,
  }
  await enqueueOutbox(tx, { kind: 'order.verified', payload }, settings)
  const summary: OrderSummary = {
    type: row.type,
    purchaseType: row.purchaseType,
    car: row.carTitle,
    color: row.colorName,
    offer: row.offerTitle,
    city: payload.city.name,
    bank: payload.bank?.name ?? null,
    plan: payload.plan ?? null,
    quantity: order.company?.quantity ?? null,
  }
  await enqueueOutbox(
    tx,
    {
      kind: 'order.confirmation',
      payload: {
        ...summary,
        email: row.email,
        locale: payload.locale,
        reference: row.reference,
        trackUrl: trackOrderUrl(origin, payload.locale, row.reference),
        replyWithin: replyWithinOf(row.type),
      },
    },
    settings,
  )
  // The buyer's confirmation with the reference, in the language they ordered in.
  await enqueueOutbox(
    tx,
    { kind: 'sms.message', payload: { to: row.mobile, text: await orderReceivedText(payload.locale, row.reference) } },
    settings,
  )
  return summary
}

/** The tracking page with the reference filled in; the buyer adds the mobile they ordered with. */
export function trackOrderUrl(origin: string, locale: Locale, reference: string): string {
  const url = new URL(`${locale === 'en' ? '/en' : ''}/track-order`, origin)
  url.searchParams.set('reference', reference)
  return url.href
}

/** The dealer's identity in both languages, as every page's footer shows it; null before the database is seeded. */
async function sellerOf(tx: Db): Promise<OrderVerifiedPayload['seller']> {
  const [ar, en] = [await getSettings(tx, 'ar'), await getSettings(tx, 'en')]
  if (!ar || !en) return null
  return {
    name: { ar: ar.name, en: en.name },
    legalName: ar.legalName && en.legalName ? { ar: ar.legalName, en: en.legalName } : null,
    crNumber: ar.crNumber,
    vatNumber: ar.vatNumber,
    address: { ar: ar.address, en: en.address },
  }
}
