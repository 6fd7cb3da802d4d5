/**
 * Orders staff take for a buyer on the phone or in the showroom (decision 0092). They are the
 * buyer's own orders in every rule (the same checks, the same insert, the same code rules and
 * "received" notice, from ./orders.ts); what differs is who proves the mobile: the buyer reads the
 * SMS code out to the staff member, or, in the showroom only, the staff member sees the buyer and
 * checks the mobile. Each such order is assigned to whoever took it, and audited.
 *
 * The limits that count per address count per staff member here (`staffClient`): a showroom's
 * team shares one address, and a salesperson's orders must not use up a colleague's.
 */
import { and, eq, isNotNull } from 'drizzle-orm'
import type { Locale } from '../../app.config.ts'
import type { PlaceOrder, StaffOrderChannel, StaffOrderConfirmation } from '../contract/orders.ts'
import { orders } from '../server/db/schema.ts'
import type { Db } from '../server/db/types.ts'
import {
  createOrder,
  markOrderReceived,
  resendCode,
  verifyOrder,
  type AnnounceVerified,
  type CodeState,
  type OrderClient,
  type OrderRefusal,
} from './orders.ts'
import { recordStaffAction } from './staff-audit.ts'
import type { StaffOrderActor } from './staff-orders.ts'

export type StaffOrderIntake = { order: PlaceOrder; channel: StaffOrderChannel; confirmation: StaffOrderConfirmation }

/** The limits' key for what a staff member does (never an address a visitor could have). */
export function staffClient(staff: { id: string }, locale: Locale): OrderClient {
  return { address: `staff:${staff.id}`, locale }
}

/**
 * Stores an order taken by `staff`, in `tx` (the API's idempotent transaction): awaiting its code
 * (sent by the caller once `tx` has committed, as for the buyer's own), or, taken in person,
 * received at once with its notices. Either way assigned to `staff` and audited.
 */
export async function placeStaffOrder(
  tx: Db,
  staff: StaffOrderActor,
  intake: StaffOrderIntake,
  { locale, announce, now = new Date() }: { locale: Locale; announce: AnnounceVerified; now?: Date },
): Promise<{ reference: string; status: 'awaiting_verification' | 'received' } | OrderRefusal> {
  // Nobody is "in person" on the phone: that order's mobile is proven by its code only.
  if (intake.channel === 'phone' && intake.confirmation === 'in_person') return { refused: 'invalid', fields: { confirmation: 'choice' } }
  const created = await createOrder(tx, intake.order, staffClient(staff, locale), now)
  if ('refused' in created) return created
  const [order] = await tx
    .update(orders)
    .set({ staffChannel: intake.channel, assigneeId: staff.id })
    .where(eq(orders.reference, created.reference))
    .returning({ id: orders.id, reference: orders.reference, locale: orders.locale, mobile: orders.mobile })
  if (!order) throw new Error('The order just stored is missing from its own transaction')
  await recordStaffAction(tx, staff, {
    action: 'order.placed_by_staff',
    subjectType: 'order',
    subjectId: order.reference,
    after: { type: intake.order.type, channel: intake.channel, confirmation: intake.confirmation, assignee: staff.id },
  })
  if (intake.confirmation === 'sms_code') return { reference: order.reference, status: 'awaiting_verification' }
  await markOrderReceived(tx, order, announce, { staff, channel: intake.channel, confirmation: 'in_person' }, now)
  return { reference: order.reference, status: 'received' }
}

/** The mobile of an order staff took that still awaits its code; anything else is unknown here. */
async function awaitingStaffOrderMobile(db: Db, reference: string): Promise<string | null> {
  const [order] = await db
    .select({ mobile: orders.mobile })
    .from(orders)
    .where(and(eq(orders.reference, reference), eq(orders.status, 'awaiting_verification'), isNotNull(orders.staffChannel)))
  return order?.mobile ?? null
}

/**
 * The code the buyer read out, typed by the staff member: the buyer's own check (same attempts,
 * lock and expiry), with the staff member named on the history line and in the audit log.
 */
export async function verifyStaffOrder(
  db: Db,
  staff: StaffOrderActor,
  reference: string,
  code: string,
  { locale, secret, announce, now = new Date() }: { locale: Locale; secret: string; announce: AnnounceVerified; now?: Date },
) {
  const mobile = await awaitingStaffOrderMobile(db, reference)
  if (!mobile) return { refused: 'not_found' as const }
  return verifyOrder(
    db,
    { reference, mobile },
    code,
    staffClient(staff, locale),
    {
      secret,
      by: staff,
      announce: async (tx, order) => {
        await recordStaffAction(tx, staff, { action: 'order.confirmed_by_code', subjectType: 'order', subjectId: reference })
        return announce(tx, order)
      },
    },
    now,
  )
}

/** A new code for an order staff took, under the buyer's own resend rules. */
export async function resendStaffOrderCode(
  db: Db,
  staff: StaffOrderActor,
  reference: string,
  messaging: Parameters<typeof resendCode>[3],
  { locale, now = new Date() }: { locale: Locale; now?: Date },
): Promise<CodeState | OrderRefusal> {
  const mobile = await awaitingStaffOrderMobile(db, reference)
  if (!mobile) return { refused: 'not_found' }
  return resendCode(db, { reference, mobile }, staffClient(staff, locale), messaging, now)
}
