/**
 * "My orders" (decision 0099) on both engines: the sign-in by SMS code under the order code's rules
 * and limits, sessions in the database, exactly the session mobile's orders, and the withdrawal.
 */
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { appConfig } from '../../app.config.ts'
import { placeOrderSchema } from '../contract/orders.ts'
import { describeOnEngines } from '../server/db/describe-on-engines.ts'
import { buyerSessions, buyerSignInCodes, cars, orders, orderStatusHistory, outboxMessages } from '../server/db/schema.ts'
import type { Db } from '../server/db/types.ts'
import { hashLimitKey } from '../server/rate-limit.server.ts'
import { listStaffOrdersInputSchema } from '../contract/staff-orders-api.ts'
import { listBuyerOrders, withdrawBuyerOrder } from './buyer-orders.ts'
import {
  buyerFromSessionToken,
  hashSessionToken,
  purgeBuyerSignIns,
  sendBuyerSignInCode,
  signInBuyer,
  signOutBuyer,
  type NewBuyerSession,
} from './buyer-sessions.ts'
import { orderPolicy } from './order-policy.ts'
import { createOrder, markOrderReceived, resendCode, deliverFirstCode, type OrderClient } from './orders.ts'
import { getStaffOrder, listStaffOrders } from './staff-orders.ts'

const secret = 'test-secret-for-buyer-sign-in'
let counter = 0

/** A mobile (E.164) and client address no other test uses, so limits of one never touch another. */
function fresh(): { mobile: string; client: OrderClient } {
  counter += 1
  return { mobile: `+9665${String(70_000_000 + counter)}`, client: { address: `192.0.2.${counter}`, locale: 'en' } }
}

function fakeSms() {
  const sent: { to: string; text: string }[] = []
  let failing = false
  return {
    sent,
    fail: (on: boolean) => void (failing = on),
    sendSms: async (message: { to: string; text: string }) => {
      if (failing) throw new Error('gateway down')
      sent.push(message)
    },
    lastCode: () => /\b(\d{6})\b/.exec(sent.at(-1)?.text ?? '')?.[1] ?? '',
  }
}

const codeText = (locale: string, code: string) => `${locale}: ${code} signs you in`
const minutes = (count: number, from: Date) => new Date(from.getTime() + count * 60_000)

describeOnEngines('My orders: sign-in, sessions, orders and withdrawal', ({ db }) => {
  let carId = 0
  beforeAll(async () => {
    const [car] = await db().select({ id: cars.id }).from(cars).limit(1)
    carId = car!.id
  })

  /** An order placed and confirmed through the domain, as the order form and its code step do. */
  async function confirmedOrder(mobile: string, client: OrderClient, now = new Date()): Promise<string> {
    const input = placeOrderSchema.parse({
      type: 'individual',
      purchaseType: 'cash',
      name: 'Huda',
      mobile,
      email: 'huda@example.com',
      carId,
      city: 'jeddah',
    })
    const created = await db().transaction((tx) => createOrder(tx as unknown as Db, input, client, now))
    if ('refused' in created) throw new Error(`refused: ${created.refused}`)
    const [row] = await db().select({ id: orders.id }).from(orders).where(eq(orders.reference, created.reference))
    await db().transaction((tx) =>
      markOrderReceived(
        tx as unknown as Db,
        { id: row!.id, reference: created.reference, locale: 'en', mobile },
        async () => {},
        null,
        now,
      ),
    )
    return created.reference
  }

  async function signIn(mobile: string, client: OrderClient, now = new Date()): Promise<NewBuyerSession> {
    const sms = fakeSms()
    const sent = await sendBuyerSignInCode(db(), mobile, client, { secret, sendSms: sms.sendSms, codeText }, now)
    if ('refused' in sent) throw new Error(`refused: ${sent.refused}`)
    const session = await signInBuyer(db(), { mobile, code: sms.lastCode() }, client, { secret }, now)
    if ('refused' in session) throw new Error(`refused: ${session.refused}`)
    return session
  }

  describe('the sign-in code', () => {
    it('texts a code only to a mobile with a confirmed order, and answers a mobile without one alike', async () => {
      const buyer = fresh()
      await confirmedOrder(buyer.mobile, buyer.client)
      const stranger = fresh()
      const sms = fakeSms()
      const now = new Date()
      const toBuyer = await sendBuyerSignInCode(db(), buyer.mobile, buyer.client, { secret, sendSms: sms.sendSms, codeText }, now)
      const toStranger = await sendBuyerSignInCode(db(), stranger.mobile, stranger.client, { secret, sendSms: sms.sendSms, codeText }, now)
      expect(toBuyer).toEqual({ expiresAt: minutes(10, now), resendAvailableAt: new Date(now.getTime() + 60_000) })
      expect(toStranger).toEqual(toBuyer)
      expect(sms.sent.map((message) => message.to)).toEqual([buyer.mobile])
      expect(sms.sent[0]!.text).toMatch(/^en: \d{6} signs you in$/)
      // Neither row holds the number nor the code.
      const rows = await db().select().from(buyerSignInCodes)
      for (const row of rows) expect(JSON.stringify(row)).not.toContain(buyer.mobile.slice(4))
      expect(JSON.stringify(rows)).not.toContain(sms.lastCode())
    })

    it('opens a session for the mobile the code was sent to, kept as a hash, and only until its fixed end', async () => {
      const buyer = fresh()
      await confirmedOrder(buyer.mobile, buyer.client)
      const now = new Date()
      const session = await signIn(buyer.mobile, buyer.client, now)
      expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(session.expiresAt).toEqual(new Date(now.getTime() + appConfig.buyer.sessionSeconds * 1000))
      const [stored] = await db()
        .select()
        .from(buyerSessions)
        .where(eq(buyerSessions.tokenHash, hashSessionToken(session.token)))
      expect(stored).toMatchObject({ mobile: buyer.mobile })
      expect(JSON.stringify(stored)).not.toContain(session.token)
      expect(await buyerFromSessionToken(db(), session.token, minutes(29, now))).toMatchObject({ mobile: buyer.mobile })
      expect(await buyerFromSessionToken(db(), session.token, minutes(30, now))).toBeUndefined()
      expect(await buyerFromSessionToken(db(), `${session.token.slice(0, -1)}x`, now)).toBeUndefined()
      expect(await buyerFromSessionToken(db(), 'short', now)).toBeUndefined()
      // The code is used up.
      expect(await signInBuyer(db(), { mobile: buyer.mobile, code: '000000' }, buyer.client, { secret }, now)).toEqual({
        refused: 'expired',
      })
    })

    it('gives nothing to a code typed for another mobile, nor to a mobile that never ordered', async () => {
      const buyer = fresh()
      await confirmedOrder(buyer.mobile, buyer.client)
      const other = fresh()
      await confirmedOrder(other.mobile, other.client)
      const sms = fakeSms()
      const now = new Date()
      await sendBuyerSignInCode(db(), buyer.mobile, buyer.client, { secret, sendSms: sms.sendSms, codeText }, now)
      await sendBuyerSignInCode(db(), other.mobile, other.client, { secret, sendSms: sms.sendSms, codeText }, now)
      const buyersCode = sms.sent.find((message) => message.to === buyer.mobile)!.text.match(/\d{6}/)![0]
      const othersCode = sms.sent.find((message) => message.to === other.mobile)!.text.match(/\d{6}/)![0]
      // The other mobile's code with this mobile is a wrong code, and the reverse; neither opens a session.
      const crossed = await signInBuyer(db(), { mobile: buyer.mobile, code: othersCode }, buyer.client, { secret }, now)
      expect(crossed).toEqual(othersCode === buyersCode ? expect.anything() : { refused: 'incorrect', attemptsLeft: 4 })
      const stranger = fresh()
      expect(await signInBuyer(db(), { mobile: stranger.mobile, code: buyersCode }, stranger.client, { secret }, now)).toEqual({
        refused: 'expired',
      })
      await sendBuyerSignInCode(db(), stranger.mobile, stranger.client, { secret, sendSms: sms.sendSms, codeText }, now)
      expect(await signInBuyer(db(), { mobile: stranger.mobile, code: buyersCode }, stranger.client, { secret }, now)).toMatchObject({
        refused: 'incorrect',
      })
      expect(await db().select().from(buyerSessions).where(eq(buyerSessions.mobile, stranger.mobile))).toEqual([])
    })

    it('allows a new code once a minute, keeps the one before good until it runs out, and ends a code after its lifetime', async () => {
      const buyer = fresh()
      await confirmedOrder(buyer.mobile, buyer.client)
      const sms = fakeSms()
      const messaging = { secret, sendSms: sms.sendSms, codeText }
      const now = new Date()
      await sendBuyerSignInCode(db(), buyer.mobile, buyer.client, messaging, now)
      const first = sms.lastCode()
      expect(await sendBuyerSignInCode(db(), buyer.mobile, buyer.client, messaging, new Date(now.getTime() + 59_000))).toEqual({
        refused: 'rate_limited',
        retryAfterSeconds: 1,
      })
      const resentAt = new Date(now.getTime() + 60_000)
      await sendBuyerSignInCode(db(), buyer.mobile, buyer.client, messaging, resentAt)
      expect(sms.sent).toHaveLength(2)
      // The first code ran out ten minutes after it was sent, though the second still runs.
      const firstRanOut = await signInBuyer(db(), { mobile: buyer.mobile, code: first }, buyer.client, { secret }, minutes(10, now))
      expect(firstRanOut).toEqual(first === sms.lastCode() ? expect.anything() : { refused: 'incorrect', attemptsLeft: 4 })
      expect(
        await signInBuyer(db(), { mobile: buyer.mobile, code: sms.lastCode() }, buyer.client, { secret }, minutes(10, resentAt)),
      ).toEqual({
        refused: 'expired',
      })
      // Before its end the code sent before the last one still works (a text the network delayed).
      await sendBuyerSignInCode(db(), buyer.mobile, buyer.client, messaging, minutes(12, now))
      const delayed = sms.lastCode()
      await sendBuyerSignInCode(db(), buyer.mobile, buyer.client, messaging, minutes(13, now))
      expect(await signInBuyer(db(), { mobile: buyer.mobile, code: delayed }, buyer.client, { secret }, minutes(14, now))).toMatchObject({
        token: expect.any(String),
      })
    })

    it('locks after five wrong codes until the code runs out, a new code included, then starts afresh', async () => {
      const buyer = fresh()
      await confirmedOrder(buyer.mobile, buyer.client)
      const sms = fakeSms()
      const messaging = { secret, sendSms: sms.sendSms, codeText }
      const now = new Date()
      await sendBuyerSignInCode(db(), buyer.mobile, buyer.client, messaging, now)
      const right = sms.lastCode()
      const wrong = right === '111111' ? '222222' : '111111'
      const answers = []
      for (let attempt = 0; attempt < orderPolicy.maxFailedAttempts; attempt++) {
        answers.push(await signInBuyer(db(), { mobile: buyer.mobile, code: wrong }, buyer.client, { secret }, now))
      }
      expect(answers).toEqual([
        { refused: 'incorrect', attemptsLeft: 4 },
        { refused: 'incorrect', attemptsLeft: 3 },
        { refused: 'incorrect', attemptsLeft: 2 },
        { refused: 'incorrect', attemptsLeft: 1 },
        { refused: 'locked', retryAfterSeconds: 600 },
      ])
      // The right code no longer helps, nor does a new one.
      expect(await signInBuyer(db(), { mobile: buyer.mobile, code: right }, buyer.client, { secret }, minutes(1, now))).toEqual({
        refused: 'locked',
        retryAfterSeconds: 540,
      })
      expect(await sendBuyerSignInCode(db(), buyer.mobile, buyer.client, messaging, minutes(2, now))).toEqual({
        refused: 'locked',
        retryAfterSeconds: 480,
      })
      expect(sms.sent).toHaveLength(1)
      // Once the code has run out, a new one counts from nothing.
      await sendBuyerSignInCode(db(), buyer.mobile, buyer.client, messaging, minutes(10, now))
      expect(await signInBuyer(db(), { mobile: buyer.mobile, code: wrong }, buyer.client, { secret }, minutes(11, now))).toEqual(
        sms.lastCode() === wrong ? expect.anything() : { refused: 'incorrect', attemptsLeft: 4 },
      )
    })

    it('checks no more than five codes when many arrive at once', async () => {
      const buyer = fresh()
      await confirmedOrder(buyer.mobile, buyer.client)
      const sms = fakeSms()
      const now = new Date()
      await sendBuyerSignInCode(db(), buyer.mobile, buyer.client, { secret, sendSms: sms.sendSms, codeText }, now)
      const wrong = sms.lastCode() === '333333' ? '444444' : '333333'
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => signInBuyer(db(), { mobile: buyer.mobile, code: wrong }, buyer.client, { secret }, now)),
      )
      expect(answers.filter((answer) => 'refused' in answer && answer.refused === 'incorrect')).toHaveLength(4)
      expect(answers.filter((answer) => 'refused' in answer && answer.refused === 'locked')).toHaveLength(4)
      const key = await hashLimitKey(db(), 'buyer.sign-in', buyer.mobile)
      const [row] = await db()
        .select({ failedAttempts: buyerSignInCodes.failedAttempts })
        .from(buyerSignInCodes)
        .where(eq(buyerSignInCodes.mobileHash, key))
      expect(row?.failedAttempts).toBe(orderPolicy.maxFailedAttempts)
    })

    it('shares the five codes an hour of a mobile with its order codes', async () => {
      const buyer = fresh()
      const sms = fakeSms()
      const now = new Date()
      // An order's first code and a resend use two of the mobile's five.
      const input = placeOrderSchema.parse({
        type: 'individual',
        purchaseType: 'cash',
        name: 'Huda',
        mobile: buyer.mobile,
        email: 'huda@example.com',
        carId,
        city: 'jeddah',
      })
      const created = await db().transaction((tx) => createOrder(tx as unknown as Db, input, buyer.client, now))
      if ('refused' in created) throw new Error('refused')
      const orderMessaging = { secret, sendSms: sms.sendSms, codeText: () => 'order code 123456' }
      await deliverFirstCode(db(), created.reference, buyer.client, orderMessaging, now)
      await resendCode(db(), { reference: created.reference, mobile: buyer.mobile }, buyer.client, orderMessaging, minutes(1, now))
      const messaging = { secret, sendSms: sms.sendSms, codeText }
      const answers = []
      for (let minute = 2; minute <= 5; minute++) {
        answers.push(await sendBuyerSignInCode(db(), buyer.mobile, buyer.client, messaging, minutes(minute, now)))
      }
      expect(answers.slice(0, 3).every((answer) => !('refused' in answer))).toBe(true)
      expect(answers[3]).toMatchObject({ refused: 'rate_limited' })
    })

    it('limits codes from one address across mobiles to thirty an hour, and sign-in attempts to sixty', async () => {
      const { client } = fresh()
      const sms = fakeSms()
      const now = new Date()
      const messaging = { secret, sendSms: sms.sendSms, codeText }
      const answers = []
      for (let index = 0; index < orderPolicy.codesPerAddressPerHour + 1; index++) {
        answers.push(await sendBuyerSignInCode(db(), fresh().mobile, client, messaging, now))
      }
      expect(answers.slice(0, -1).every((answer) => !('refused' in answer))).toBe(true)
      expect(answers.at(-1)).toMatchObject({ refused: 'rate_limited' })
      const guesses = []
      for (let index = 0; index < orderPolicy.verificationsPerAddressPerHour + 1; index++) {
        guesses.push(await signInBuyer(db(), { mobile: fresh().mobile, code: '123456' }, client, { secret }, now))
      }
      expect(guesses.slice(0, -1).every((answer) => 'refused' in answer && answer.refused === 'expired')).toBe(true)
      expect(guesses.at(-1)).toMatchObject({ refused: 'rate_limited' })
    })

    it('answers as sent when the gateway fails, and lets the buyer ask again at once', async () => {
      const buyer = fresh()
      await confirmedOrder(buyer.mobile, buyer.client)
      const sms = fakeSms()
      sms.fail(true)
      const now = new Date()
      const messaging = { secret, sendSms: sms.sendSms, codeText }
      expect(await sendBuyerSignInCode(db(), buyer.mobile, buyer.client, messaging, now)).toEqual({
        expiresAt: minutes(10, now),
        resendAvailableAt: now,
      })
      sms.fail(false)
      expect(await sendBuyerSignInCode(db(), buyer.mobile, buyer.client, messaging, now)).not.toHaveProperty('refused')
      expect(sms.sent).toHaveLength(1)
    })

    it('signs out, and the housekeeping purges ended sessions and run-out codes', async () => {
      const buyer = fresh()
      await confirmedOrder(buyer.mobile, buyer.client)
      const now = new Date()
      const session = await signIn(buyer.mobile, buyer.client, now)
      const found = await buyerFromSessionToken(db(), session.token, now)
      await signOutBuyer(db(), found!)
      expect(await buyerFromSessionToken(db(), session.token, now)).toBeUndefined()

      const later = fresh()
      await confirmedOrder(later.mobile, later.client)
      const kept = await signIn(later.mobile, later.client, now)
      await sendBuyerSignInCode(db(), later.mobile, later.client, { secret, sendSms: fakeSms().sendSms, codeText }, minutes(5, now))
      const key = await hashLimitKey(db(), 'buyer.sign-in', later.mobile)
      const codeRow = () => db().select().from(buyerSignInCodes).where(eq(buyerSignInCodes.mobileHash, key))
      await purgeBuyerSignIns(db(), minutes(14, now))
      expect(await codeRow()).toHaveLength(1)
      await purgeBuyerSignIns(db(), minutes(15, now))
      expect(await codeRow()).toEqual([])
      expect(await buyerFromSessionToken(db(), kept.token, minutes(29, now))).toBeDefined()
      expect(await purgeBuyerSignIns(db(), minutes(30, now))).toBeGreaterThanOrEqual(1)
      expect(
        await db()
          .select()
          .from(buyerSessions)
          .where(eq(buyerSessions.tokenHash, hashSessionToken(kept.token))),
      ).toEqual([])
    })
  })

  describe('the orders and their withdrawal', () => {
    it('lists exactly the orders confirmed with the session mobile, newest first, as tracking shows them', async () => {
      const buyer = fresh()
      const other = fresh()
      const now = new Date()
      const older = await confirmedOrder(buyer.mobile, buyer.client, minutes(-60, now))
      const newer = await confirmedOrder(buyer.mobile, buyer.client, now)
      const someoneElses = await confirmedOrder(other.mobile, other.client, now)
      // Never confirmed: not an order the buyer has.
      const input = placeOrderSchema.parse({
        type: 'individual',
        purchaseType: 'cash',
        name: 'Huda',
        mobile: buyer.mobile,
        email: 'huda@example.com',
        carId,
        city: 'abha',
      })
      const unconfirmed = await db().transaction((tx) => createOrder(tx as unknown as Db, input, buyer.client, now))
      if ('refused' in unconfirmed) throw new Error('refused')

      const listed = await listBuyerOrders(db(), buyer.mobile, 'en')
      expect(listed.map((order) => order.reference)).toEqual([newer, older])
      expect(listed.map((order) => order.reference)).not.toContain(someoneElses)
      expect(listed.map((order) => order.reference)).not.toContain(unconfirmed.reference)
      expect(listed[0]).toMatchObject({
        status: 'received',
        type: 'individual',
        purchaseType: 'cash',
        withdrawable: true,
        history: [{ status: 'received', at: now.toISOString() }],
        placedAt: now.toISOString(),
      })
      expect((await listBuyerOrders(db(), other.mobile, 'ar')).map((order) => order.reference)).toEqual([someoneElses])
      expect(await listBuyerOrders(db(), fresh().mobile, 'en')).toEqual([])
    })

    it('withdraws an order not yet approved: cancelled by the buyer, a history line, no text, staff see it', async () => {
      const buyer = fresh()
      const reference = await confirmedOrder(buyer.mobile, buyer.client)
      const [{ id }] = (await db().select({ id: orders.id }).from(orders).where(eq(orders.reference, reference))) as [{ id: string }]
      const outboxBefore = (await db().select({ id: outboxMessages.id }).from(outboxMessages)).length
      const at = new Date()
      const answer = await withdrawBuyerOrder(db(), buyer.mobile, reference, 'en', { now: at })
      expect(answer).toMatchObject({ notified: false, order: { reference, status: 'cancelled', withdrawable: false } })
      expect((await db().select({ id: outboxMessages.id }).from(outboxMessages)).length).toBe(outboxBefore)
      const history = await db().select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id))
      expect(history.map((line) => [line.status, line.staffName, line.notified])).toEqual([
        ['received', null, true],
        ['cancelled', null, false],
      ])
      // A repeat finds it done and adds nothing.
      expect(await withdrawBuyerOrder(db(), buyer.mobile, reference, 'en')).toMatchObject({ order: { status: 'cancelled' } })
      expect(await db().select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id))).toHaveLength(2)
      // Staff see it in their list and on its page.
      const inbox = await listStaffOrders(db(), listStaffOrdersInputSchema.parse({ status: 'cancelled', q: reference }), 'en')
      expect(inbox.items.map((item) => [item.reference, item.status])).toEqual([[reference, 'cancelled']])
      expect((await getStaffOrder(db(), reference, 'en'))?.history.at(-1)).toMatchObject({ status: 'cancelled', staffName: null })
    })

    it('withdraws from every stage before approval, and from none after', async () => {
      for (const [stage, withdrawable] of [
        ['under_review', true],
        ['contacted', true],
        ['approved', false],
        ['ready', false],
        ['completed', false],
        ['rejected', false],
        ['finance_declined', false],
        ['duplicate', false],
        ['lost', false],
      ] as const) {
        const buyer = fresh()
        const reference = await confirmedOrder(buyer.mobile, buyer.client)
        // As staff's stage change leaves it (staff-orders.ts has its own tests).
        await db().update(orders).set({ status: stage }).where(eq(orders.reference, reference))
        const [listed] = await listBuyerOrders(db(), buyer.mobile, 'en')
        expect(listed?.withdrawable, stage).toBe(withdrawable)
        const answer = await withdrawBuyerOrder(db(), buyer.mobile, reference, 'en')
        if (withdrawable) expect(answer, stage).toMatchObject({ order: { status: 'cancelled' } })
        else expect(answer, stage).toEqual({ refused: 'not_withdrawable' })
        const [row] = await db().select({ status: orders.status }).from(orders).where(eq(orders.reference, reference))
        expect(row?.status, stage).toBe(withdrawable ? 'cancelled' : stage)
      }
    })

    it('never touches another mobile’s order: it is not found', async () => {
      const buyer = fresh()
      const other = fresh()
      const reference = await confirmedOrder(other.mobile, other.client)
      expect(await withdrawBuyerOrder(db(), buyer.mobile, reference, 'en')).toEqual({ refused: 'not_found' })
      const [row] = await db().select({ status: orders.status }).from(orders).where(eq(orders.reference, reference))
      expect(row?.status).toBe('received')
    })
  })
})
