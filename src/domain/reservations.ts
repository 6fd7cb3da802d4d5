/**
 * Reserving a car with a refundable deposit (decision 0101). A buyer sets one unit of a car aside
 * (it leaves the available counts at once), pays the deposit through Moyasar within the payment
 * window, and the unit is held for `holdHours` from the payment. A payment counts only once it is
 * fetched from Moyasar by this server and found paid, for the deposit, in SAR: never on the
 * browser's redirect or a webhook's word alone. When the hold runs out or the buyer cancels, the
 * deposit is refunded through the outbox and the unit is available again; staff may instead turn
 * the reservation into an order, the deposit counted towards the price.
 *
 * Every step is safe to repeat: a payment's outcome is applied once (the reservation row is locked
 * and its state decides), a webhook event is handled once (`payment_events`), a refund is queued
 * once per payment (`refund_queued_at`) and the outbox's refund checks the gateway first.
 */
import { and, desc, eq, inArray, lte, or, sql } from 'drizzle-orm'
import { appConfig, type Locale } from '../../app.config.ts'
import type { PaymentFailure, PaymentMethod, ReservationStatus } from '../contract/reservation-values.ts'
import type {
  PayReservation,
  PaymentStep,
  Reservation,
  ReservationOffer,
  StaffReservation,
  StartReservation,
} from '../contract/reservations.ts'
import { halalasText, vatIncludedHalalas, zatcaQrPayload } from '../lib/zatca-qr.ts'
import {
  branches,
  carColors,
  carStock,
  orders,
  orderStatusHistory,
  paymentEvents,
  reservationPayments,
  reservations,
} from '../server/db/schema.ts'
import type { Db } from '../server/db/types.ts'
import { enqueueOutbox } from '../server/outbox/enqueue-outbox.server.ts'
import { PaymentGatewayError, type PaymentClient } from '../server/payments/moyasar-client.server.ts'
import type { MoyasarPayment, MoyasarSource } from '../server/payments/moyasar-payment.ts'
import { getSettings } from './dealer.ts'
import { newOrderReference } from './order-codes.ts'
import { marketCarsById } from './order-lines.ts'
import { availableUnit, moveUnit, type Unit } from './reservation-stock.ts'
import { recordStaffAction, type StaffActor } from './staff-audit.ts'
import { reservationHeldText, reservationRefundedText } from './reservation-messages.ts'
import { localizePathname, storedLocale } from '../lib/i18n/locale.ts'

const hourMs = 60 * 60 * 1000
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const settings = appConfig.reservations

type ReservationRow = typeof reservations.$inferSelect
export type Refusal =
  { refused: 'invalid'; fields: Record<string, 'choice'> } | { refused: 'not_found' } | { refused: 'not_payable' } | { refused: 'gateway' }

// ── The rules ────────────────────────────────────────────────────────────────────────────────

/**
 * Why Moyasar failed a payment, as the buyer is told: a card's issuer code 51 (or its words) is
 * insufficient funds; STC Pay's documented sentences each have their own reason.
 */
export function paymentFailureOf(payment: Pick<MoyasarPayment, 'source'>): PaymentFailure {
  const message = (payment.source.message ?? '').toLowerCase()
  if (payment.source.type === 'stcpay') {
    if (message.startsWith('insufficient balance')) return 'stcpay_insufficient_balance'
    if (message.includes('daily transaction limit')) return 'stcpay_daily_limit'
    if (message.includes('maximum allowed transaction amount')) return 'stcpay_transaction_limit'
    if (message.includes('timed out')) return 'stcpay_timeout'
    if (message === 'invalid otp') return 'stcpay_invalid_otp'
    return 'declined'
  }
  if (payment.source.response_code === '51' || message.includes('insufficient funds')) return 'insufficient_funds'
  return 'declined'
}

/** Whether a fetched payment pays this reservation's deposit: paid, the deposit's amount, in SAR. */
export function paysDeposit(payment: MoyasarPayment, reservation: { id: string; depositHalalas: number }): boolean {
  return (
    (payment.status === 'paid' || payment.status === 'captured') &&
    payment.amount === reservation.depositHalalas &&
    payment.currency === appConfig.currency &&
    (payment.metadata?.reservation === undefined || payment.metadata.reservation === reservation.id)
  )
}

/** Moyasar's STC Pay takes the mobile as `05XXXXXXXX`. */
const localMobile = (e164: string) => `0${e164.slice(4)}`

// ── Starting ─────────────────────────────────────────────────────────────────────────────────

/** What the car page says: the deposit, the hold, and how many units can be reserved now. */
export async function reservationOffer(db: Db, carId: number, locale: Locale): Promise<ReservationOffer | null> {
  const car = (await marketCarsById(db, [carId])).get(carId)
  if (!car) return null
  const lines = await db
    .select({
      colorId: carStock.colorId,
      status: carStock.status,
      count: carStock.count,
      nameAr: carColors.nameAr,
      nameEn: carColors.nameEn,
    })
    .from(carStock)
    .innerJoin(carColors, eq(carColors.id, carStock.colorId))
    .where(and(eq(carStock.carId, carId), inArray(carStock.status, ['available', 'reserved'])))
  const colors = new Map<number, { id: number; name: string; available: number }>()
  let available = 0
  let reserved = 0
  for (const line of lines) {
    if (line.status === 'reserved') {
      reserved += line.count
      continue
    }
    available += line.count
    const color = colors.get(line.colorId) ?? { id: line.colorId, name: locale === 'ar' ? line.nameAr : line.nameEn, available: 0 }
    color.available += line.count
    colors.set(line.colorId, color)
  }
  return {
    depositHalalas: settings.depositHalalas,
    holdHours: settings.holdHours,
    paymentWindowMinutes: settings.paymentWindowMinutes,
    available,
    reserved,
    colors: [...colors.values()].sort((a, b) => a.id - b.id),
  }
}

/**
 * Sets one unit aside for the buyer while they pay; the reservation waits for its deposit.
 * `linkOrigin`: the site they reserved on, for the receipt's link in the mail once paid.
 */
export async function startReservation(
  db: Db,
  input: StartReservation,
  locale: Locale,
  linkOrigin: string,
  now: Date = new Date(),
): Promise<{ id: string; reference: string } | Refusal> {
  return db.transaction(async (tx) => {
    const car = (await marketCarsById(tx, [input.carId])).get(input.carId)
    if (!car) return { refused: 'invalid', fields: { carId: 'choice' } }
    const unit = await availableUnit(tx, car.id, input.colorId ?? null)
    if (!unit) return { refused: 'invalid', fields: { [input.colorId ? 'colorId' : 'carId']: 'choice' as const } }
    await moveUnit(tx, unit, 'available', 'reserved', now)
    const [color] = await tx.select({ ar: carColors.nameAr, en: carColors.nameEn }).from(carColors).where(eq(carColors.id, unit.colorId))
    for (let attempt = 0; ; attempt++) {
      const [row] = await tx
        .insert(reservations)
        .values({
          reference: newOrderReference(),
          locale,
          carId: car.id,
          carTitle: car.title,
          priceSar: car.priceSar,
          branchId: unit.branchId,
          colorId: unit.colorId,
          colorName: color ?? null,
          contactName: input.name,
          mobile: input.mobile,
          email: input.email,
          linkOrigin,
          depositHalalas: settings.depositHalalas,
          createdAt: now,
          paymentDueAt: new Date(now.getTime() + settings.paymentWindowMinutes * 60_000),
        })
        .onConflictDoNothing({ target: reservations.reference })
        .returning({ id: reservations.id, reference: reservations.reference })
      if (row) return row
      if (attempt >= 4) throw new Error('no free reservation reference after 5 tries')
    }
  })
}

// ── Paying ───────────────────────────────────────────────────────────────────────────────────

async function lockReservation(tx: Db, id: string): Promise<ReservationRow | undefined> {
  const [row] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update')
  return row
}

function sourceOf(request: PayReservation): MoyasarSource {
  switch (request.method) {
    case 'card':
      return { type: 'token', token: request.token }
    case 'applepay':
      return { type: 'applepay', token: request.token }
    case 'stcpay':
      return { type: 'stcpay', mobile: localMobile(request.mobile) }
  }
}

/**
 * Starts a payment of the deposit at Moyasar (the amount is the server's, never the browser's) and
 * says what comes next. A card goes to its bank's 3-D Secure page, STC Pay asks for the OTP, Apple
 * Pay is settled at once. `callbackUrl`: where Moyasar sends the buyer back (`?id=` is added).
 */
export async function payReservation(
  db: Db,
  id: string,
  request: PayReservation,
  callbackUrl: string,
  payments: PaymentClient,
  now: Date = new Date(),
): Promise<PaymentStep | Refusal> {
  const [reservation] = await db.select().from(reservations).where(eq(reservations.id, id))
  if (!reservation) return { refused: 'not_found' }
  if (reservation.status !== 'awaiting_payment' || reservation.paymentDueAt <= now) return { refused: 'not_payable' }
  let payment: MoyasarPayment
  try {
    payment = await payments.createPayment({
      amountHalalas: reservation.depositHalalas,
      description: `Reservation ${reservation.reference}`,
      callbackUrl,
      source: sourceOf(request),
      metadata: { reservation: reservation.id },
    })
  } catch (error) {
    if (error instanceof PaymentGatewayError && error.refused && request.method !== 'stcpay')
      return { outcome: 'failed', failure: 'declined' }
    if (error instanceof PaymentGatewayError) return { refused: 'gateway' }
    throw error
  }
  await db
    .insert(reservationPayments)
    .values({
      id: payment.id,
      reservationId: reservation.id,
      method: request.method,
      status: payment.status,
      amountHalalas: payment.amount,
      createdAt: now,
    })
    .onConflictDoNothing()
  if (payment.status === 'initiated' && payment.source.transaction_url) {
    return request.method === 'stcpay' ? { outcome: 'otp' } : { outcome: 'redirect', url: payment.source.transaction_url }
  }
  return confirmPayment(db, id, payment.id, payments, now)
}

/** The buyer's STC Pay OTP, sent to Moyasar for the reservation's latest STC Pay payment. */
export async function submitStcPayOtp(
  db: Db,
  id: string,
  otp: string,
  payments: PaymentClient,
  now: Date = new Date(),
): Promise<PaymentStep | Refusal> {
  const [latest] = await db
    .select({ id: reservationPayments.id })
    .from(reservationPayments)
    .where(and(eq(reservationPayments.reservationId, id), eq(reservationPayments.method, 'stcpay')))
    .orderBy(desc(reservationPayments.createdAt))
    .limit(1)
  if (!latest) return { refused: 'not_payable' }
  try {
    const payment = await payments.fetchPayment(latest.id)
    if (payment.status === 'initiated' && payment.source.transaction_url)
      await payments.submitStcPayOtp(payment.source.transaction_url, otp)
  } catch (error) {
    if (error instanceof PaymentGatewayError) return { refused: 'gateway' }
    throw error
  }
  return confirmPayment(db, id, latest.id, payments, now)
}

/**
 * Confirms a payment of reservation `id` by fetching it from Moyasar (the buyer's return from the
 * bank, or after an OTP). Only a payment started for this reservation is looked at.
 */
export async function confirmPayment(
  db: Db,
  id: string,
  paymentId: string,
  payments: PaymentClient,
  now: Date = new Date(),
): Promise<PaymentStep | Refusal> {
  let payment: MoyasarPayment
  try {
    payment = await payments.fetchPayment(paymentId)
  } catch (error) {
    if (error instanceof PaymentGatewayError) return error.refused ? { refused: 'not_found' } : { refused: 'gateway' }
    throw error
  }
  if (!(await adoptPayment(db, id, payment, now))) return { refused: 'not_found' }
  return db.transaction((tx) => applyPayment(tx, id, payment, now))
}

/**
 * Whether `payment` belongs to reservation `id`: started for it and recorded, or, when its record was
 * lost (the request that created it failed after Moyasar answered), made for it by its metadata, and
 * then recorded now, so money Moyasar took is never unknown here.
 */
async function adoptPayment(db: Db, id: string, payment: MoyasarPayment, now: Date): Promise<boolean> {
  const [known] = await db
    .select({ reservationId: reservationPayments.reservationId })
    .from(reservationPayments)
    .where(eq(reservationPayments.id, payment.id))
  if (known) return known.reservationId === id
  if (payment.metadata?.reservation !== id || !uuidPattern.test(id)) return false
  const [reservation] = await db.select({ id: reservations.id }).from(reservations).where(eq(reservations.id, id))
  if (!reservation) return false
  const method: PaymentMethod = payment.source.type === 'stcpay' ? 'stcpay' : payment.source.type === 'applepay' ? 'applepay' : 'card'
  await db
    .insert(reservationPayments)
    .values({ id: payment.id, reservationId: id, method, status: payment.status, amountHalalas: payment.amount, createdAt: now })
    .onConflictDoNothing()
  return true
}

/**
 * Applies a payment as Moyasar answered it, inside `tx`, once: the reservation row is locked, and
 * its state says whether this payment already counted. A payment that completes for a reservation
 * that no longer waits for one (ended, or paid by another payment), or that does not pay the
 * deposit exactly, is refunded.
 */
async function applyPayment(tx: Db, id: string, payment: MoyasarPayment, now: Date): Promise<PaymentStep> {
  const reservation = await lockReservation(tx, id)
  if (!reservation) return { outcome: 'pending' }
  const [row] = await tx.select().from(reservationPayments).where(eq(reservationPayments.id, payment.id)).for('update')
  if (!row) return { outcome: 'pending' }
  if (row.status !== 'refunded')
    await tx.update(reservationPayments).set({ status: payment.status }).where(eq(reservationPayments.id, row.id))

  if (payment.status === 'failed') return { outcome: 'failed', failure: paymentFailureOf(payment) }
  if (payment.status !== 'paid' && payment.status !== 'captured') return { outcome: payment.status === 'initiated' ? 'pending' : 'failed' }

  if (reservation.paymentId === payment.id) return { outcome: 'paid' }
  const counts = paysDeposit(payment, reservation) && reservation.status === 'awaiting_payment'
  if (!counts) {
    // Paid, but for nothing this reservation can take: the money goes back.
    await queueRefund(tx, row, Math.min(payment.amount - payment.refunded, payment.amount), now)
    return { outcome: 'failed', failure: 'declined' }
  }
  const until = new Date(now.getTime() + settings.holdHours * hourMs)
  await tx.update(reservations).set({ status: 'held', paymentId: payment.id, paidAt: now, expiresAt: until }).where(eq(reservations.id, id))
  // Told once, in the same transaction as the hold: a webhook and the buyer's return both landing here count once.
  const locale = storedLocale(reservation.locale)
  const text = await reservationHeldText(locale, {
    reference: reservation.reference,
    car: reservation.carTitle[locale],
    depositHalalas: reservation.depositHalalas,
    until,
  })
  await enqueueOutbox(tx, { kind: 'sms.message', payload: { to: reservation.mobile, text } })
  await enqueueOutbox(tx, {
    kind: 'reservation.held',
    payload: {
      email: reservation.email,
      locale,
      reference: reservation.reference,
      car: reservation.carTitle[locale],
      depositHalalas: reservation.depositHalalas,
      until: until.toISOString(),
      receiptUrl:
        reservation.linkOrigin && `${reservation.linkOrigin}${localizePathname('/reservation-receipt', locale)}?id=${reservation.id}`,
    },
  })
  return { outcome: 'paid' }
}

async function queueRefund(tx: Db, payment: typeof reservationPayments.$inferSelect, amountHalalas: number, now: Date): Promise<void> {
  if (payment.refundQueuedAt !== null || amountHalalas <= 0) return
  await enqueueOutbox(tx, {
    kind: 'payment.refund',
    payload: { paymentId: payment.id, reservationId: payment.reservationId, amountHalalas },
  })
  await tx.update(reservationPayments).set({ refundQueuedAt: now }).where(eq(reservationPayments.id, payment.id))
}

// ── Moyasar's webhook ────────────────────────────────────────────────────────────────────────

/**
 * A webhook event whose secret token the API has already checked. The event says only which payment
 * to look at: the payment itself is fetched from Moyasar, so a forged event with the right token
 * still changes nothing Moyasar does not confirm. An event already handled is answered and ignored.
 */
export async function handlePaymentEvent(
  db: Db,
  event: { id: string; type: string; paymentId: string },
  payments: PaymentClient,
  now: Date = new Date(),
): Promise<'handled' | 'repeat' | 'unknown_payment'> {
  const [seen] = await db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, event.id))
  if (seen) return 'repeat'
  const [known] = await db
    .select({ reservationId: reservationPayments.reservationId })
    .from(reservationPayments)
    .where(eq(reservationPayments.id, event.paymentId))
  // Fetched before the transaction: a slow gateway must not hold the database.
  let payment: MoyasarPayment
  try {
    payment = await payments.fetchPayment(event.paymentId)
  } catch (error) {
    // A payment Moyasar does not know is not ours to wait for; anything else is tried again.
    if (error instanceof PaymentGatewayError && error.refused) return 'unknown_payment'
    throw error
  }
  const reservationId = known?.reservationId ?? payment.metadata?.reservation
  if (!reservationId || !(await adoptPayment(db, reservationId, payment, now))) return 'unknown_payment'
  return db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type, paymentId: event.paymentId, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id })
    if (!recorded) return 'repeat'
    await applyPayment(tx, reservationId, payment, now)
    return 'handled'
  })
}

// ── Ending ───────────────────────────────────────────────────────────────────────────────────

/** Ends a held or unpaid reservation: the unit goes back to available and a paid deposit is refunded. */
async function endReservation(tx: Db, reservation: ReservationRow, status: ReservationStatus, now: Date): Promise<void> {
  await tx.update(reservations).set({ status, endedAt: now }).where(eq(reservations.id, reservation.id))
  if (reservation.carId !== null && reservation.branchId !== null && reservation.colorId !== null) {
    const unit: Unit = { carId: reservation.carId, branchId: reservation.branchId, colorId: reservation.colorId }
    await moveUnit(tx, unit, 'reserved', 'available', now)
  }
  if (reservation.paymentId !== null) {
    const [payment] = await tx.select().from(reservationPayments).where(eq(reservationPayments.id, reservation.paymentId)).for('update')
    if (payment) await queueRefund(tx, payment, reservation.depositHalalas, now)
    if (payment && (status === 'expired' || status === 'cancelled')) {
      const text = await reservationRefundedText(storedLocale(reservation.locale), {
        reference: reservation.reference,
        depositHalalas: reservation.depositHalalas,
        expired: status === 'expired',
      })
      await enqueueOutbox(tx, { kind: 'sms.message', payload: { to: reservation.mobile, text } })
    }
  }
}

/**
 * Holds that ran out (expired, refunded) and reservations not paid in time (abandoned), each in its
 * own transaction; rows another process is ending are skipped. Answers how many ended.
 */
export async function expireReservations(db: Db, now: Date = new Date(), batch = 50): Promise<number> {
  const due = or(
    and(eq(reservations.status, 'held'), lte(reservations.expiresAt, now)),
    and(eq(reservations.status, 'awaiting_payment'), lte(reservations.paymentDueAt, now)),
  )
  const candidates = await db.select({ id: reservations.id }).from(reservations).where(due).limit(batch)
  let ended = 0
  for (const candidate of candidates) {
    const done = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(reservations)
        .where(and(eq(reservations.id, candidate.id), due))
        .for('update', { skipLocked: true })
      if (!row) return false
      await endReservation(tx, row, row.status === 'held' ? 'expired' : 'abandoned', now)
      return true
    })
    if (done) ended++
  }
  return ended
}

/** The buyer ends their reservation: released, and a paid deposit refunded. */
export async function cancelReservation(db: Db, id: string, now: Date = new Date()): Promise<{ cancelled: true } | Refusal> {
  return db.transaction(async (tx) => {
    const row = await lockReservation(tx, id)
    if (!row) return { refused: 'not_found' }
    if (row.status !== 'held' && row.status !== 'awaiting_payment') return { refused: 'not_payable' }
    await endReservation(tx, row, 'cancelled', now)
    return { cancelled: true }
  })
}

// ── Staff ────────────────────────────────────────────────────────────────────────────────────

/** Held reservations first (the soonest to run out on top), then the latest others. */
export async function listStaffReservations(db: Db, locale: Locale): Promise<StaffReservation[]> {
  const rows = await db
    .select({ reservation: reservations, branchAr: branches.nameAr, branchEn: branches.nameEn, orderReference: orders.reference })
    .from(reservations)
    .leftJoin(branches, eq(branches.id, reservations.branchId))
    .leftJoin(orders, eq(orders.id, reservations.orderId))
    .where(sql`${reservations.status} <> 'abandoned'`)
    .orderBy(sql`${reservations.status} = 'held' desc`, sql`${reservations.expiresAt} asc nulls last`, desc(reservations.createdAt))
    .limit(200)
  return rows.map(({ reservation, branchAr, branchEn, orderReference }) => ({
    id: reservation.id,
    reference: reservation.reference,
    status: reservation.status,
    carTitle: reservation.carTitle[locale],
    contactName: reservation.contactName,
    mobile: reservation.mobile,
    branchName: (locale === 'ar' ? branchAr : branchEn) ?? null,
    depositHalalas: reservation.depositHalalas,
    priceSar: reservation.priceSar,
    paidAt: reservation.paidAt?.toISOString() ?? null,
    expiresAt: reservation.expiresAt?.toISOString() ?? null,
    orderReference: orderReference ?? null,
  }))
}

/**
 * Staff turn a held reservation into a cash order for the buyer (received, assigned to them): the
 * unit stays reserved for it, and the order's first line in its history says the deposit paid and
 * the balance left, which is what the dealer collects.
 */
export async function convertReservation(
  db: Db,
  actor: StaffActor & { name: string },
  id: string,
  now: Date = new Date(),
): Promise<{ orderReference: string; balanceHalalas: number } | Refusal> {
  return db.transaction(async (tx) => {
    const row = await lockReservation(tx, id)
    if (!row) return { refused: 'not_found' }
    if (row.status !== 'held') return { refused: 'not_payable' }
    const [branch] =
      row.branchId === null ? [] : await tx.select({ city: branches.citySlug }).from(branches).where(eq(branches.id, row.branchId))
    const balanceHalalas = row.priceSar * 100 - row.depositHalalas
    const [order] = await tx
      .insert(orders)
      .values({
        reference: newOrderReference(),
        type: 'individual',
        status: 'received',
        locale: row.locale,
        carId: row.carId,
        carTitle: row.carTitle,
        colorId: row.colorId,
        colorName: row.colorName,
        purchaseType: 'cash',
        contactName: row.contactName,
        mobile: row.mobile,
        email: row.email,
        city: branch?.city ?? 'riyadh',
        branchId: row.branchId,
        createdAt: now,
        verifiedAt: now,
        assigneeId: actor.id,
      })
      .returning({ id: orders.id, reference: orders.reference })
    if (!order) throw new Error('order not inserted')
    await tx.insert(orderStatusHistory).values({
      orderId: order.id,
      status: 'received',
      at: now,
      staffUserId: actor.id,
      staffName: actor.name,
      note: `Reservation ${row.reference}: deposit SAR ${halalasText(row.depositHalalas)} paid and deducted; balance SAR ${halalasText(balanceHalalas)}.`,
    })
    await tx.update(reservations).set({ status: 'converted', orderId: order.id, endedAt: now }).where(eq(reservations.id, id))
    await recordStaffAction(tx, actor, {
      action: 'reservation.converted',
      subjectType: 'reservation',
      subjectId: row.reference,
      after: { order: order.reference, depositHalalas: row.depositHalalas, balanceHalalas },
    })
    return { orderReference: order.reference, balanceHalalas }
  })
}

// ── Reading ──────────────────────────────────────────────────────────────────────────────────

/** The buyer's view of reservation `id`, with its receipt once paid. */
export async function getReservation(db: Db, id: string, locale: Locale, payments: PaymentClient): Promise<Reservation | null> {
  const [found] = await db
    .select({ reservation: reservations, branchAr: branches.nameAr, branchEn: branches.nameEn, orderReference: orders.reference })
    .from(reservations)
    .leftJoin(branches, eq(branches.id, reservations.branchId))
    .leftJoin(orders, eq(orders.id, reservations.orderId))
    .where(eq(reservations.id, id))
  if (!found) return null
  const { reservation } = found
  const paid = reservation.paymentId
    ? (await db.select().from(reservationPayments).where(eq(reservationPayments.id, reservation.paymentId)))[0]
    : undefined
  const refund = !paid || paid.refundQueuedAt === null ? 'none' : paid.refundedAt !== null ? 'refunded' : 'pending'
  return {
    id: reservation.id,
    reference: reservation.reference,
    status: reservation.status,
    car: { id: reservation.carId, title: reservation.carTitle[locale] },
    colorName: reservation.colorName?.[locale] ?? null,
    branchName: (locale === 'ar' ? found.branchAr : found.branchEn) ?? null,
    priceSar: reservation.priceSar,
    depositHalalas: reservation.depositHalalas,
    holdHours: settings.holdHours,
    contactName: reservation.contactName,
    createdAt: reservation.createdAt.toISOString(),
    paymentDueAt: reservation.paymentDueAt.toISOString(),
    paidAt: reservation.paidAt?.toISOString() ?? null,
    expiresAt: reservation.expiresAt?.toISOString() ?? null,
    endedAt: reservation.endedAt?.toISOString() ?? null,
    method: (paid?.method as PaymentMethod | undefined) ?? null,
    refund,
    orderReference: found.orderReference ?? null,
    receipt: reservation.paidAt ? await receiptOf(db, reservation, reservation.paidAt, locale) : null,
    gateway: await gatewayFor(db, payments.browser, locale),
  }
}

/** The browser's side of the payment gateway; Apple Pay's sheet names the dealer in the page's language. */
async function gatewayFor(db: Db, browser: PaymentClient['browser'], locale: Locale): Promise<Reservation['gateway']> {
  const { applePayInitiateUrl, ...card } = browser
  if (!applePayInitiateUrl) return { ...card, applePay: null }
  const dealer = await getSettings(db, locale)
  return { ...card, applePay: { initiateUrl: applePayInitiateUrl, merchantName: dealer?.name ?? '' } }
}

async function receiptOf(db: Db, reservation: ReservationRow, paidAt: Date, locale: Locale): Promise<Reservation['receipt']> {
  const [dealer, dealerAr] = await Promise.all([getSettings(db, locale), getSettings(db, 'ar')])
  const vatHalalas = vatIncludedHalalas(reservation.depositHalalas, appConfig.vatRate)
  const sellerName = dealerAr?.legalName ?? dealerAr?.name ?? ''
  return {
    number: reservation.reference,
    issuedAt: paidAt.toISOString(),
    totalHalalas: reservation.depositHalalas,
    vatHalalas,
    qr: zatcaQrPayload({
      sellerName,
      vatNumber: dealer?.vatNumber ?? '',
      issuedAt: paidAt,
      totalHalalas: reservation.depositHalalas,
      vatHalalas,
    }),
    seller: {
      name: dealer?.name ?? '',
      legalName: dealer?.legalName ?? null,
      crNumber: dealer?.crNumber ?? null,
      vatNumber: dealer?.vatNumber ?? null,
      address: dealer?.address ?? '',
    },
  }
}
