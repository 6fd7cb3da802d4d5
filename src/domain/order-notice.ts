/**
 * What the dealer hears about a verified order (the outbox's `order.verified`), written in the
 * transaction that verifies it: everything staff need to call the buyer back.
 */
import { eq } from 'drizzle-orm'
import type { Locale } from '../../app.config.ts'
import type { OrderSummary } from '../contract/orders.ts'
import { saudiCityNames, type SaudiCitySlug } from '../contract/saudi-cities.ts'
import { replyWithinOf } from '../lib/order-reply-time.ts'
import { banks, branches, orders } from '../server/db/schema.ts'
import type { Db } from '../server/db/types.ts'
import { enqueueOutbox, type NotificationSettings } from '../server/outbox/enqueue-outbox.server.ts'
import type { OrderVerifiedPayload } from '../server/outbox/kinds.ts'
import { orderReceivedText } from './order-messages.ts'
import { getSettings } from './dealer.ts'
import { planOf, type VerifiedOrder } from './orders.ts'
import { readOrderLines } from './order-lines.ts'

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
  const [order] = await tx
    .select({
      order: orders,
      branchAr: branches.nameAr,
      branchEn: branches.nameEn,
      bankAr: banks.nameAr,
      bankEn: banks.nameEn,
    })
    .from(orders)
    .leftJoin(branches, eq(branches.id, orders.branchId))
    .leftJoin(banks, eq(banks.slug, orders.bank))
    .where(eq(orders.id, verified.id))
  if (!order) throw new Error('The verified order is missing from its own transaction')
  const row = order.order
  const lines = await readOrderLines(tx, row.id)
  const payload: OrderVerifiedPayload = {
    seller: await sellerOf(tx),
    reference: row.reference,
    type: row.type,
    purchaseType: row.purchaseType,
    status: row.status,
    locale: row.locale as Locale,
    placedAt: row.createdAt.toISOString(),
    verifiedAt: (row.verifiedAt ?? new Date()).toISOString(),
    car: { id: row.carId, title: row.carTitle },
    city: { slug: row.city, name: saudiCityNames(row.city) },
    branch:
      row.branchId && order.branchAr && order.branchEn ? { id: row.branchId, name: { ar: order.branchAr, en: order.branchEn } } : null,
    contact: { name: row.contactName, mobile: row.mobile, email: row.email },
    company: row.company
      ? {
          name: row.company.companyName,
          ceoName: row.company.ceoName,
          headquartersAddress: row.company.headquartersAddress,
          activity: row.company.activity,
          quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
          crNumber: row.company.crNumber ?? null,
          vatNumber: row.company.vatNumber ?? null,
          headquartersCity: row.company.headquartersCity
            ? { slug: row.company.headquartersCity as SaudiCitySlug, name: saudiCityNames(row.company.headquartersCity) }
            : null,
        }
      : null,
    lines: lines.map((line) => ({ car: { id: line.carId, title: line.carTitle }, color: line.colorName, quantity: line.quantity })),
    bank: row.bank && order.bankAr && order.bankEn ? { slug: row.bank, name: { ar: order.bankAr, en: order.bankEn } } : null,
    finance: row.finance as OrderVerifiedPayload['finance'],
    color: row.colorName ? { id: row.colorId, name: row.colorName } : null,
    offer: row.offerTitle ? { id: row.offerId, title: row.offerTitle } : null,
    plan: planOf(row.finance),
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
    quantity: row.type === 'company' ? lines.reduce((sum, line) => sum + line.quantity, 0) : null,
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
