/**
 * Reserving a car with a deposit (decision 0101), on both engines, against the payment sandbox that
 * answers as Moyasar's documentation says: the paid test card holds the car, the clock moved past the
 * hold refunds it through the outbox and releases the car; failures name their reason.
 */
import { and, eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { describeOnEngines } from '../server/db/describe-on-engines'
import { cars, carStock, outboxMessages, reservations } from '../server/db/schema'
import type { Db } from '../server/db/types'
import { deliverDueMessages } from '../server/outbox/deliver-outbox.server'
import { createMoyasarSandbox } from '../server/payments/moyasar-sandbox'
import { cardToken, carWithStock, completeThreeDSecure, sandboxClient } from './reservations.fixture'
import { refundDelivery } from '../server/payments/refund-delivery.server'
import { appConfig } from '../../app.config'
import {
  cancelReservation,
  confirmPayment,
  expireReservations,
  getReservation,
  payReservation,
  reservationOffer,
  startReservation,
  submitStcPayOtp,
} from './reservations'

const hour = 60 * 60 * 1000
const callbackUrl = 'http://shop.test/reservation-paid?reservation=x'

const buyer = { name: 'Huda Alharbi', mobile: '+966501234567', email: 'huda@example.com' }
const siteOrigin = 'https://cars.example.sa'

async function units(db: Db, carId: number) {
  const lines = await db.select({ status: carStock.status, count: carStock.count }).from(carStock).where(eq(carStock.carId, carId))
  const [car] = await db.select({ stockStatus: cars.stockStatus }).from(cars).where(eq(cars.id, carId))
  return { lines: Object.fromEntries(lines.map((line) => [line.status, line.count])), stockStatus: car!.stockStatus }
}

/** The texts the buyer was sent about reservation `reference`, oldest first. */
/** The mails sent to the buyer about reservation `reference` (rows of the mail channel). */
async function mailsAbout(db: Db, reference: string): Promise<{ to: string[]; subject: string; text: string; id: string }[]> {
  const rows = await db.select({ payload: outboxMessages.payload }).from(outboxMessages).where(eq(outboxMessages.channel, 'mail'))
  return rows
    .map((row) => row.payload as { to: string[]; subject: string; text: string; id: string })
    .filter((mail) => mail.to.includes(buyer.email) && mail.text.includes(reference))
}

async function textsAbout(db: Db, reference: string): Promise<string[]> {
  const rows = await db.select({ payload: outboxMessages.payload }).from(outboxMessages).where(eq(outboxMessages.kind, 'sms.message'))
  return rows
    .map((row) => row.payload as { to: string; text: string })
    .filter((sms) => sms.to === buyer.mobile && sms.text.includes(reference))
    .map((sms) => sms.text)
}

describeOnEngines('reservations with a refundable deposit', ({ db }) => {
  const sandbox = createMoyasarSandbox()
  const payments = sandboxClient(sandbox)
  let carsUsed = 0
  const nextCar = (count = 1) => carWithStock(db(), count, 40 + carsUsed++)

  it('holds the car once the paid test card is confirmed by fetching it, and expiry refunds it and releases the car', async () => {
    const { carId } = await nextCar(1)
    const start = new Date('2026-12-01T09:00:00Z')
    const started = await startReservation(db(), { carId, ...buyer }, 'ar', siteOrigin, start)
    if ('refused' in started) throw new Error(started.refused)
    // The unit is set aside while the buyer pays: it leaves the available counts at once.
    expect(await units(db(), carId)).toEqual({ lines: { reserved: 1 }, stockStatus: 'on_order' })
    expect((await reservationOffer(db(), carId, 'en'))?.available).toBe(0)

    const step = await payReservation(
      db(),
      started.id,
      { method: 'card', token: await cardToken(sandbox, '4201320111111010') },
      callbackUrl,
      payments,
      start,
    )
    expect(step).toMatchObject({ outcome: 'redirect' })
    const back = await completeThreeDSecure(sandbox, (step as { url: string }).url)
    expect(back.status).toBe('paid')
    // The redirect alone changes nothing: only the server's own fetch of the payment counts.
    expect((await getReservation(db(), started.id, 'en', payments))?.status).toBe('awaiting_payment')

    const paidAt = new Date(start.getTime() + 60_000)
    expect(await confirmPayment(db(), started.id, back.id, payments, paidAt)).toEqual({ outcome: 'paid' })
    const held = await getReservation(db(), started.id, 'en', payments)
    expect(held).toMatchObject({ status: 'held', method: 'card', refund: 'none', depositHalalas: 100_000 })
    expect(held?.expiresAt).toBe(new Date(paidAt.getTime() + 72 * hour).toISOString())
    expect(held?.receipt).toMatchObject({ totalHalalas: 100_000, vatHalalas: 13_043, number: started.reference })
    // A second confirmation (a reload of the return page, the webhook) changes nothing.
    expect(await confirmPayment(db(), started.id, back.id, payments, paidAt)).toEqual({ outcome: 'paid' })
    // The buyer is texted once that the car is held, in their language, until when and for what deposit.
    const heldTexts = await textsAbout(db(), started.reference)
    expect(heldTexts).toHaveLength(1)
    expect(heldTexts[0]).toMatch(/[\u0600-\u06FF]/)
    expect(heldTexts[0]).toContain((await getReservation(db(), started.id, 'ar', payments))!.car.title)
    // ...and mailed once, with the link to the receipt (the tax document) on the site they reserved on.
    const heldMails = await mailsAbout(db(), started.reference)
    expect(heldMails).toHaveLength(1)
    expect(heldMails[0]!.subject).toContain((await getReservation(db(), started.id, 'ar', payments))!.car.title)
    expect(heldMails[0]!.text).toContain(`${siteOrigin}/reservation-receipt?id=${started.id}`)
    expect(heldMails[0]!.text).toMatch(/[\u0600-\u06FF]/)

    expect(await expireReservations(db(), new Date(paidAt.getTime() + 72 * hour - 1000))).toBe(0)
    const later = new Date(paidAt.getTime() + 72 * hour)
    expect(await expireReservations(db(), later)).toBe(1)
    expect(await units(db(), carId)).toEqual({ lines: { available: 1 }, stockStatus: 'limited' })
    expect((await getReservation(db(), started.id, 'en', payments))?.refund).toBe('pending')
    // ...and told that the hold ended and the deposit is on its way back.
    expect(await textsAbout(db(), started.reference)).toHaveLength(2)
    const [refund] = await db()
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, 'payment.refund'), eq(outboxMessages.channel, 'payment')))
    expect(refund?.payload).toEqual({ paymentId: back.id, reservationId: started.id, amountHalalas: 100_000 })

    // The outbox worker refunds it at the gateway; a repeat of the delivery refunds nothing twice.
    const transports = { payment: (delivery: Parameters<typeof refundDelivery>[0]) => refundDelivery(delivery, payments, db()) }
    await deliverDueMessages({ db: db(), now: new Date(later.getTime() + 1000), transports, batch: 100 })
    expect(await sandbox.payment(back.id)).toMatchObject({ status: 'refunded', refunded: 100_000 })
    await refundDelivery(
      { id: refund!.id, kind: 'payment.refund', channel: 'payment', payload: refund!.payload, createdAt: later, attempts: 2 },
      payments,
      db(),
    )
    expect((await sandbox.payment(back.id))?.refunded).toBe(100_000)
    expect(await getReservation(db(), started.id, 'en', payments)).toMatchObject({ status: 'expired', refund: 'refunded' })
  })

  it('lets an unpaid reservation go after the payment window, and a payment that completes after that is refunded', async () => {
    const { carId } = await nextCar(2)
    const start = new Date('2026-12-02T09:00:00Z')
    const started = await startReservation(db(), { carId, ...buyer }, 'en', siteOrigin, start)
    if ('refused' in started) throw new Error(started.refused)
    expect(await units(db(), carId)).toEqual({ lines: { available: 1, reserved: 1 }, stockStatus: 'limited' })
    const step = await payReservation(
      db(),
      started.id,
      { method: 'card', token: await cardToken(sandbox, '4201320111111010') },
      callbackUrl,
      payments,
      start,
    )
    const windowEnds = new Date(start.getTime() + appConfig.reservations.paymentWindowMinutes * 60_000)
    expect(await expireReservations(db(), windowEnds)).toBe(1)
    expect(await units(db(), carId)).toEqual({ lines: { available: 2 }, stockStatus: 'limited' })
    const back = await completeThreeDSecure(sandbox, (step as { url: string }).url)
    expect(await confirmPayment(db(), started.id, back.id, payments, windowEnds)).toEqual({ outcome: 'failed', failure: 'declined' })
    expect((await getReservation(db(), started.id, 'en', payments))?.status).toBe('abandoned')
    const [row] = await db().select().from(reservations).where(eq(reservations.id, started.id))
    expect(row?.paymentId).toBeNull()
    const queued = await db().select().from(outboxMessages).where(eq(outboxMessages.kind, 'payment.refund'))
    expect(queued.some((message) => (message.payload as { paymentId: string }).paymentId === back.id)).toBe(true)
  })

  it('names the insufficient-funds card and each STC Pay failure, and pays with STC Pay’s right code', async () => {
    const { carId } = await nextCar(3)
    const started = await startReservation(db(), { carId, ...buyer }, 'ar', siteOrigin)
    if ('refused' in started) throw new Error(started.refused)
    const card = await payReservation(
      db(),
      started.id,
      { method: 'card', token: await cardToken(sandbox, '4201320000311101') },
      callbackUrl,
      payments,
    )
    const back = await completeThreeDSecure(sandbox, (card as { url: string }).url)
    expect(await confirmPayment(db(), started.id, back.id, payments)).toEqual({ outcome: 'failed', failure: 'insufficient_funds' })

    const stcPay = async (otp: string) => {
      expect(await payReservation(db(), started.id, { method: 'stcpay', mobile: '+966501234567' }, callbackUrl, payments)).toEqual({
        outcome: 'otp',
      })
      return submitStcPayOtp(db(), started.id, otp, payments)
    }
    expect(await stcPay('111111')).toEqual({ outcome: 'failed', failure: 'stcpay_insufficient_balance' })
    expect(await stcPay('222222')).toEqual({ outcome: 'failed', failure: 'stcpay_daily_limit' })
    expect(await stcPay('333333')).toEqual({ outcome: 'failed', failure: 'stcpay_transaction_limit' })
    expect(await stcPay('444444')).toEqual({ outcome: 'failed', failure: 'stcpay_timeout' })
    expect(await stcPay('987654')).toEqual({ outcome: 'failed', failure: 'stcpay_invalid_otp' })
    expect((await getReservation(db(), started.id, 'ar', payments))?.status).toBe('awaiting_payment')
    expect(await stcPay('123456')).toEqual({ outcome: 'paid' })
    expect(await getReservation(db(), started.id, 'ar', payments)).toMatchObject({ status: 'held', method: 'stcpay' })
  })

  it('refuses a car with no available unit, and cancelling a held reservation refunds and releases it', async () => {
    const { carId } = await nextCar(1)
    const first = await startReservation(db(), { carId, ...buyer }, 'en', siteOrigin)
    if ('refused' in first) throw new Error(first.refused)
    expect(await startReservation(db(), { carId, ...buyer }, 'en', siteOrigin)).toEqual({ refused: 'invalid', fields: { carId: 'choice' } })
    const paid = await payReservation(db(), first.id, { method: 'applepay', token: '{"paymentData":"sandbox"}' }, callbackUrl, payments)
    expect(paid).toEqual({ outcome: 'paid' })
    expect(await cancelReservation(db(), first.id)).toEqual({ cancelled: true })
    expect(await cancelReservation(db(), first.id)).toEqual({ refused: 'not_payable' })
    expect(await units(db(), carId)).toEqual({ lines: { available: 1 }, stockStatus: 'limited' })
    expect((await getReservation(db(), first.id, 'en', payments))?.refund).toBe('pending')
    const texts = await textsAbout(db(), first.reference)
    expect(texts).toHaveLength(2)
    expect(texts[0]).toMatch(/is held for you until .*refundable in full/)
    expect(texts[1]).toMatch(/is cancelled\. Your deposit of .* is being refunded/)
  })
})
