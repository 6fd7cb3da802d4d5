import { eq } from 'drizzle-orm'
import { beforeAll, expect, it, vi } from 'vitest'
import { placeOrderSchema, type PlaceOrderInput } from '../contract/orders.ts'
import { describeOnEngines } from '../server/db/describe-on-engines.ts'
import { cars, orders, orderStatusHistory, orderVerificationCodes, outboxMessages } from '../server/db/schema.ts'
import type { Db } from '../server/db/types.ts'
import { announceVerifiedOrder } from './order-notice.ts'
import { orderPolicy } from './order-policy.ts'
import {
  createOrder,
  deliverFirstCode,
  purgeUnverifiedOrders,
  resendCode as resendCodeFor,
  trackOrder,
  verifyOrder as verifyOrderFor,
  type CodeState,
  type OrderClient,
  type OrderKey,
  type OrderRefusal,
  type VerifiedOrder,
} from './orders.ts'

/**
 * The code steps as the buyer's own page calls them: by reference with the order's own mobile
 * (an unknown reference with any mobile). The mismatched pair has its own tests below.
 */
async function ownKey(db: Db, reference: string): Promise<OrderKey> {
  const [order] = await db.select({ mobile: orders.mobile }).from(orders).where(eq(orders.reference, reference))
  return { reference, mobile: order?.mobile ?? '+966500000000' }
}
const verifyOrder = async (
  db: Db,
  reference: string,
  ...rest: Parameters<typeof verifyOrderFor> extends [Db, OrderKey, ...infer R] ? R : never
) => verifyOrderFor(db, await ownKey(db, reference), ...rest)
const resendCode = async (
  db: Db,
  reference: string,
  ...rest: Parameters<typeof resendCodeFor> extends [Db, OrderKey, ...infer R] ? R : never
) => resendCodeFor(db, await ownKey(db, reference), ...rest)

/** References the next orders draw, before random ones again: a collision on demand. */
const references = vi.hoisted(() => ({ next: [] as string[] }))
vi.mock('./order-codes.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./order-codes.ts')>()
  return { ...real, newOrderReference: () => references.next.shift() ?? real.newOrderReference() }
})

const secret = 'test-secret-for-order-codes'
let mobileCounter = 0
let addressCounter = 0

/** A fresh mobile and client address per test, so the per-mobile and per-address limits of one test never touch another. */
function freshClient(): { client: OrderClient; mobile: string } {
  mobileCounter += 1
  addressCounter += 1
  return { client: { address: `198.51.100.${addressCounter}`, locale: 'en' }, mobile: `05${String(10_000_000 + mobileCounter).slice(-8)}` }
}

/** The SMS gateway as the tests see it: every message it took, or a failure on demand. */
function fakeSms() {
  const sent: { to: string; text: string }[] = []
  let failing = false
  return {
    sent,
    fail(on: boolean) {
      failing = on
    },
    sendSms: async (message: { to: string; text: string }) => {
      if (failing) throw new Error('gateway down')
      sent.push(message)
    },
    lastCode: () => /\b(\d{6})\b/.exec(sent.at(-1)?.text ?? '')?.[1] ?? '',
  }
}

const codeText = (locale: string, code: string, reference: string) => `${locale}: ${code} for ${reference}`

describeOnEngines('purchase orders', ({ db }) => {
  let carId = 0
  beforeAll(async () => {
    const [car] = await db().select({ id: cars.id }).from(cars).limit(1)
    carId = car!.id
  })

  function cashOrder(mobile: string, extra: Partial<PlaceOrderInput> = {}) {
    return placeOrderSchema.parse({
      type: 'individual',
      purchaseType: 'cash',
      name: 'Sara Al-Harbi',
      mobile,
      email: 'sara@example.com',
      carId,
      city: 'riyadh',
      ...extra,
    })
  }

  async function place(input: ReturnType<typeof cashOrder>, client: OrderClient, sms = fakeSms(), now = new Date()) {
    const created = await db().transaction((tx) => createOrder(tx as unknown as Db, input, client, now))
    if ('refused' in created) throw new Error(`refused: ${created.refused}`)
    const delivered = await deliverFirstCode(db(), created.reference, client, { secret, sendSms: sms.sendSms, codeText }, now)
    return { reference: created.reference, delivered, sms }
  }

  const announcements: VerifiedOrder[] = []
  const verifying = { secret, announce: async (_tx: Db, order: VerifiedOrder) => void announcements.push(order) }

  it('a placed order gets one six-digit code by SMS; the right code makes it received, tracked with its history', async () => {
    const { client, mobile } = freshClient()
    const { reference, delivered, sms } = await place(cashOrder(mobile), client)
    expect(reference).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/)
    expect(delivered).toMatchObject({ reference })
    expect(sms.sent).toHaveLength(1)
    expect(sms.sent[0]!.to).toBe(`+966${mobile.slice(1)}`)
    const code = sms.lastCode()
    expect(code).toMatch(/^\d{6}$/)

    const [stored] = await db()
      .select()
      .from(orderVerificationCodes)
      .innerJoin(orders, eq(orders.id, orderVerificationCodes.orderId))
      .where(eq(orders.reference, reference))
    expect(stored!.order_verification_codes.codeHash).not.toContain(code)
    expect(stored!.orders.status).toBe('awaiting_verification')

    // Not trackable before it is verified.
    expect(await trackOrder(db(), { reference, phone: `+966${mobile.slice(1)}` }, client)).toEqual({ refused: 'not_found' })

    const before = announcements.length
    expect(await verifyOrder(db(), reference, code, client, verifying)).toEqual({ reference, status: 'received' })
    expect(announcements.slice(before)).toEqual([expect.objectContaining({ reference, mobile: `+966${mobile.slice(1)}`, locale: 'en' })])
    // The code is gone once used: a repeat, right code or not, learns only that the order is
    // confirmed (never its status, which tracking tells with the mobile), announcing nothing again.
    expect(await verifyOrder(db(), reference, code, client, verifying)).toEqual({ refused: 'already_verified' })
    expect(await verifyOrder(db(), reference, '000000', client, verifying)).toEqual({ refused: 'already_verified' })
    expect(announcements.length).toBe(before + 1)

    const tracked = await trackOrder(db(), { reference, phone: `+966${mobile.slice(1)}` }, client)
    expect(tracked).toMatchObject({ reference, type: 'individual', purchaseType: 'cash', status: 'received', car: { id: carId } })
    expect(!('refused' in tracked) && tracked.history.map((entry) => entry.status)).toEqual(['received'])
  })

  it('tracking with another mobile, or an unknown reference, answers the same not found', async () => {
    const { client, mobile } = freshClient()
    const { reference, sms } = await place(cashOrder(mobile), client)
    await verifyOrder(db(), reference, sms.lastCode(), client, verifying)
    expect(await trackOrder(db(), { reference, phone: '+966599999999' }, client)).toEqual({ refused: 'not_found' })
    expect(await trackOrder(db(), { reference: 'ZZZZZ-ZZZZZ', phone: `+966${mobile.slice(1)}` }, client)).toEqual({ refused: 'not_found' })
  })

  it('a wrong code says how many attempts are left; the fifth locks the order, and a resend does not unlock it', async () => {
    const { client, mobile } = freshClient()
    const { reference, sms } = await place(cashOrder(mobile), client)
    const wrong = sms.lastCode() === '000000' ? '111111' : '000000'
    for (let attempt = 1; attempt < orderPolicy.maxFailedAttempts; attempt++) {
      expect(await verifyOrder(db(), reference, wrong, client, verifying)).toEqual({
        refused: 'incorrect',
        attemptsLeft: orderPolicy.maxFailedAttempts - attempt,
      })
    }
    expect(await verifyOrder(db(), reference, wrong, client, verifying)).toEqual({ refused: 'locked' })
    // Even the right code no longer works, and a new code is not sent.
    expect(await verifyOrder(db(), reference, sms.lastCode(), client, verifying)).toEqual({ refused: 'locked' })
    expect(await resendCode(db(), reference, client, { secret, sendSms: sms.sendSms, codeText }, new Date(Date.now() + 120_000))).toEqual({
      refused: 'locked',
    })
    expect(sms.sent).toHaveLength(1)
  })

  it('wrong codes sent at once are counted one after another: five lock the order, and no more are checked', async () => {
    const { client, mobile } = freshClient()
    const { reference, sms } = await place(cashOrder(mobile), client)
    const right = sms.lastCode()
    const wrong = (index: number) => String((Number(right) + 1 + index) % 1_000_000).padStart(6, '0')
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => verifyOrder(db(), reference, wrong(index), client, verifying)),
    )
    const incorrect = answers.filter((answer) => 'refused' in answer && answer.refused === 'incorrect')
    expect(incorrect.map((answer) => ('attemptsLeft' in answer ? answer.attemptsLeft : 0)).sort()).toEqual([1, 2, 3, 4])
    expect(answers.filter((answer) => 'refused' in answer && answer.refused === 'locked')).toHaveLength(16)
    // The right code, sent after them, finds the order locked.
    expect(await verifyOrder(db(), reference, right, client, verifying)).toEqual({ refused: 'locked' })
    const [row] = await db()
      .select({ failedAttempts: orderVerificationCodes.failedAttempts })
      .from(orderVerificationCodes)
      .innerJoin(orders, eq(orders.id, orderVerificationCodes.orderId))
      .where(eq(orders.reference, reference))
    expect(row!.failedAttempts).toBe(orderPolicy.maxFailedAttempts)
  })

  it('a code stops working after 10 minutes', async () => {
    const { client, mobile } = freshClient()
    const now = new Date()
    const { reference, sms } = await place(cashOrder(mobile), client, fakeSms(), now)
    const late = new Date(now.getTime() + orderPolicy.codeLifetimeSeconds * 1000 + 1000)
    expect(await verifyOrder(db(), reference, sms.lastCode(), client, verifying, late)).toEqual({ refused: 'expired' })
  })

  it('a resend waits 60 seconds, then sends a new code; the one before it still works until it expires', async () => {
    const { client, mobile } = freshClient()
    const now = new Date()
    const { reference, sms } = await place(cashOrder(mobile), client, fakeSms(), now)
    const first = sms.lastCode()
    const early = await resendCode(db(), reference, client, { secret, sendSms: sms.sendSms, codeText }, new Date(now.getTime() + 20_000))
    expect(early).toEqual({ refused: 'rate_limited', retryAfterSeconds: 40 })
    const resent = (await resendCode(
      db(),
      reference,
      client,
      { secret, sendSms: sms.sendSms, codeText },
      new Date(now.getTime() + 61_000),
    )) as CodeState
    expect(resent.resendAvailableAt.getTime()).toBe(now.getTime() + 61_000 + orderPolicy.resendCooldownSeconds * 1000)
    expect(sms.sent).toHaveLength(2)
    // The first text arrived late: typing it confirms the order, costing no attempt.
    expect(await verifyOrder(db(), reference, first, client, verifying, new Date(now.getTime() + 62_000))).toEqual({
      reference,
      status: 'received',
    })
  })

  it('after a resend, the latest code works; the one before it only until its own expiry, and older ones never', async () => {
    const { client, mobile } = freshClient()
    const now = new Date()
    const messaging = (sms: ReturnType<typeof fakeSms>) => ({ secret, sendSms: sms.sendSms, codeText })
    const at = (seconds: number) => new Date(now.getTime() + seconds * 1000)
    const { reference, sms } = await place(cashOrder(mobile), client, fakeSms(), now)
    const first = sms.lastCode()
    await resendCode(db(), reference, client, messaging(sms), at(61))
    const second = sms.lastCode()
    await resendCode(db(), reference, client, messaging(sms), at(122))
    const third = sms.lastCode()
    const distinct = new Set([first, second, third]).size === 3
    // Two codes back is no longer good (a repeat of the same six digits would be, so only when distinct).
    if (distinct)
      expect(await verifyOrder(db(), reference, first, client, verifying, at(123))).toMatchObject({ refused: 'incorrect', attemptsLeft: 4 })
    // The code before the latest, once past its own lifetime, counts as wrong; the latest still works.
    const secondExpired = at(61 + orderPolicy.codeLifetimeSeconds + 1)
    if (distinct)
      expect(await verifyOrder(db(), reference, second, client, verifying, secondExpired)).toMatchObject({
        refused: 'incorrect',
        attemptsLeft: 3,
      })
    expect(await verifyOrder(db(), reference, third, client, verifying, secondExpired)).toEqual({ reference, status: 'received' })
  })

  it('at most five codes reach one mobile in an hour, whichever orders asked', async () => {
    const { mobile } = freshClient()
    const sms = fakeSms()
    for (let order = 0; order < orderPolicy.codesPerMobilePerHour; order++) {
      const { client } = freshClient()
      await place(cashOrder(mobile), client, sms)
    }
    const { client } = freshClient()
    const { delivered } = await place(cashOrder(mobile), client, sms)
    expect(delivered).toMatchObject({ refused: 'rate_limited' })
    expect((delivered as Extract<OrderRefusal, { refused: 'rate_limited' }>).retryAfterSeconds).toBeGreaterThan(3000)
    expect(sms.sent).toHaveLength(orderPolicy.codesPerMobilePerHour)
  })

  it('a repeated delivery (double click) sends one code; a gateway failure can be retried at once', async () => {
    const { client, mobile } = freshClient()
    const sms = fakeSms()
    sms.fail(true)
    const { reference, delivered } = await place(cashOrder(mobile), client, sms)
    expect(delivered).toEqual({ refused: 'sms_failed' })
    sms.fail(false)
    const messaging = { secret, sendSms: sms.sendSms, codeText }
    const [one, two] = await Promise.all([
      deliverFirstCode(db(), reference, client, messaging),
      deliverFirstCode(db(), reference, client, messaging),
    ])
    expect(one).toMatchObject({ reference })
    expect(two).toMatchObject({ reference })
    expect(sms.sent).toHaveLength(1)
    expect(await verifyOrder(db(), reference, sms.lastCode(), client, verifying)).toEqual({ reference, status: 'received' })
  })

  it('finance answers are kept only for finance orders, with the consent time; an unknown car or bank is refused by field', async () => {
    const { client, mobile } = freshClient()
    const finance = {
      bank: 'al-rajhi-bank',
      workSector: 'private',
      salary: '١٥٬٠٠٠',
      monthlyCommitments: 1200,
      downPayment: 20000,
      installmentMonths: 48,
      hasMortgage: false,
      hasPaymentDelays: false,
      licenceStatus: 'valid',
      creditConsent: true,
    }
    /** Sara's finance order, with some of her answers changed. */
    const financeOrder = (answers: Partial<Record<keyof typeof finance, unknown>> = {}) =>
      placeOrderSchema.parse({
        type: 'individual',
        purchaseType: 'finance',
        name: 'Sara',
        mobile,
        email: 's@example.com',
        carId,
        city: 'jeddah',
        finance: { ...finance, ...answers },
      })
    const financed = financeOrder()
    const { reference } = await place(financed, client)
    const [row] = await db().select().from(orders).where(eq(orders.reference, reference))
    expect(row!.bank).toBe('al-rajhi-bank')
    expect(row!.finance).toEqual({
      workSector: 'private',
      salary: 15000,
      monthlyCommitments: 1200,
      downPayment: 20000,
      installmentMonths: 48,
      hasMortgage: false,
      hasPaymentDelays: false,
      licenceStatus: 'valid',
    })
    expect(row!.creditConsentAt).toBeInstanceOf(Date)

    const cash = placeOrderSchema.parse({
      type: 'individual',
      purchaseType: 'cash',
      name: 'Sara',
      mobile,
      email: 's@example.com',
      carId,
      city: 'jeddah',
      finance,
    })
    const { reference: cashReference } = await place(cash, freshClient().client)
    const [cashRow] = await db().select().from(orders).where(eq(orders.reference, cashReference))
    expect(cashRow!.finance).toBeNull()
    expect(cashRow!.bank).toBeNull()
    expect(cashRow!.creditConsentAt).toBeNull()

    const unknownCar = await db().transaction((tx) => createOrder(tx as unknown as Db, cashOrder(mobile, { carId: 2_000_000_000 }), client))
    expect(unknownCar).toEqual({ refused: 'invalid', fields: { carId: 'choice' } })
    const unknownBank = financeOrder({ bank: 'no-such-bank' })
    expect(await db().transaction((tx) => createOrder(tx as unknown as Db, unknownBank, client))).toEqual({
      refused: 'invalid',
      fields: { 'finance.bank': 'choice' },
    })
    // The first demo car is on sale (decision 0085): its price is the sale price, below the list price.
    const [{ priceSar, listPriceSar }] = (await db()
      .select({ priceSar: cars.effectivePriceSar, listPriceSar: cars.priceSar })
      .from(cars)
      .where(eq(cars.id, carId))) as [{ priceSar: number; listPriceSar: number }]
    expect(priceSar).toBeLessThan(listPriceSar)
    const financeOf = (downPayment: number) => financeOrder({ downPayment: String(downPayment) })
    for (const downPayment of [priceSar, listPriceSar - 1, priceSar + 100_000])
      expect(await db().transaction((tx) => createOrder(tx as unknown as Db, financeOf(downPayment), client))).toEqual({
        refused: 'invalid',
        fields: { 'finance.downPayment': 'firstPayment' },
      })
    expect(await db().transaction((tx) => createOrder(tx as unknown as Db, financeOf(priceSar - 1), client))).toHaveProperty('reference')
  })

  it('a company order keeps its company details and contact person', async () => {
    const { client, mobile } = freshClient()
    const input = placeOrderSchema.parse({
      type: 'company',
      purchaseType: 'finance',
      bank: 'snb',
      companyName: 'Najd Logistics',
      ceoName: 'Khalid',
      headquartersCity: 'riyadh',
      headquartersAddress: 'King Fahd Road',
      activity: 'Transport',
      quantity: '12',
      contactName: 'Mona',
      mobile,
      email: 'fleet@najd.example',
      carId,
    })
    const { reference } = await place(input, client)
    const [row] = await db().select().from(orders).where(eq(orders.reference, reference))
    expect(row).toMatchObject({ type: 'company', contactName: 'Mona', city: 'riyadh', bank: 'snb', finance: null })
    expect(row!.company).toEqual({
      companyName: 'Najd Logistics',
      ceoName: 'Khalid',
      headquartersAddress: 'King Fahd Road',
      activity: 'Transport',
      quantity: 12,
    })
  })

  it('a verified finance order is announced to the dealer’s webhook with its finance answers, in the verifying transaction', async () => {
    const { client, mobile } = freshClient()
    const finance = {
      bank: 'snb',
      workSector: 'government',
      salary: 18000,
      monthlyCommitments: 0,
      downPayment: 0,
      installmentMonths: 60,
      hasMortgage: true,
      hasPaymentDelays: false,
      licenceStatus: 'valid',
      creditConsent: true,
    }
    const input = placeOrderSchema.parse({
      type: 'individual',
      purchaseType: 'finance',
      name: 'Sara',
      mobile,
      email: 's@example.com',
      carId,
      city: 'tabuk',
      finance,
    })
    const { reference, sms } = await place(input, client)
    const settings = { webhook: true, dealerEmails: [] }
    await verifyOrder(db(), reference, sms.lastCode(), client, {
      secret,
      announce: (tx, order) => announceVerifiedOrder(tx, order, settings),
    })
    const messages = await db().select().from(outboxMessages).where(eq(outboxMessages.kind, 'order.verified'))
    const mine = messages.find((message) => (message.payload as { reference: string }).reference === reference)
    expect(mine).toMatchObject({ channel: 'webhook' })
    expect(mine!.payload).toMatchObject({
      reference,
      status: 'received',
      city: { slug: 'tabuk' },
      bank: { slug: 'snb' },
      contact: { mobile: `+966${mobile.slice(1)}` },
      finance: { workSector: 'government', salary: 18000, installmentMonths: 60, hasMortgage: true },
    })
    // The buyer's confirmation goes out by text message whatever the dealer configured.
    const texts = await db().select().from(outboxMessages).where(eq(outboxMessages.kind, 'sms.message'))
    const confirmation = texts.find((message) => (message.payload as { text: string }).text.includes(reference))
    expect(confirmation).toMatchObject({ channel: 'sms', payload: { to: `+966${mobile.slice(1)}` } })
  })

  it('an unknown reference gets no code and no verification, and a verified order gets no new code', async () => {
    const { client, mobile } = freshClient()
    const sms = fakeSms()
    const messaging = { secret, sendSms: sms.sendSms, codeText }
    expect(await deliverFirstCode(db(), 'ZZZZZ-ZZZZZ', client, messaging)).toEqual({ refused: 'not_found' })
    expect(await resendCode(db(), 'ZZZZZ-ZZZZZ', client, messaging)).toEqual({ refused: 'not_found' })
    expect(await verifyOrder(db(), 'ZZZZZ-ZZZZZ', '123456', client, verifying)).toEqual({ refused: 'not_found' })

    const { reference } = await place(cashOrder(mobile), client, sms)
    await verifyOrder(db(), reference, sms.lastCode(), client, verifying)
    const later = new Date(Date.now() + 120_000)
    expect(await deliverFirstCode(db(), reference, client, messaging, later)).toEqual({ refused: 'already_verified' })
    expect(await resendCode(db(), reference, client, messaging, later)).toEqual({ refused: 'already_verified' })
    expect(sms.sent).toHaveLength(1)
  })

  it('a resend the gateway did not take can be asked for again at once', async () => {
    const { client, mobile } = freshClient()
    const now = new Date()
    const { reference, sms } = await place(cashOrder(mobile), client, fakeSms(), now)
    const messaging = { secret, sendSms: sms.sendSms, codeText }
    const minuteLater = new Date(now.getTime() + 61_000)
    sms.fail(true)
    expect(await resendCode(db(), reference, client, messaging, minuteLater)).toEqual({ refused: 'sms_failed' })
    sms.fail(false)
    expect(await resendCode(db(), reference, client, messaging, minuteLater)).toMatchObject({ reference })
    expect(sms.sent).toHaveLength(2)
  })

  it('the code and the verified order speak the language the visitor ordered in', async () => {
    const { client: english, mobile } = freshClient()
    const arabic: OrderClient = { ...english, locale: 'ar' }
    const now = new Date()
    const { reference, sms } = await place(cashOrder(mobile), arabic, fakeSms(), now)
    expect(sms.sent[0]!.text).toBe(`ar: ${sms.lastCode()} for ${reference}`)
    // A resend asked from an English page still follows the order's language.
    await resendCode(db(), reference, english, { secret, sendSms: sms.sendSms, codeText }, new Date(now.getTime() + 61_000))
    expect(sms.sent[1]!.text).toBe(`ar: ${sms.lastCode()} for ${reference}`)
    const before = announcements.length
    await verifyOrder(db(), reference, sms.lastCode(), english, verifying, new Date(now.getTime() + 62_000))
    expect(announcements.slice(before)).toEqual([expect.objectContaining({ reference, locale: 'ar' })])

    // And an English order in English, whatever page asks for its next code.
    const { client: other, mobile: otherMobile } = freshClient()
    const placed = await place(cashOrder(otherMobile), other, fakeSms(), now)
    expect(placed.sms.sent[0]!.text).toBe(`en: ${placed.sms.lastCode()} for ${placed.reference}`)
    await resendCode(
      db(),
      placed.reference,
      { ...other, locale: 'ar' },
      { secret, sendSms: placed.sms.sendSms, codeText },
      new Date(now.getTime() + 61_000),
    )
    expect(placed.sms.sent[1]!.text).toBe(`en: ${placed.sms.lastCode()} for ${placed.reference}`)
    await verifyOrder(db(), placed.reference, placed.sms.lastCode(), arabic, verifying, new Date(now.getTime() + 62_000))
    expect(announcements.at(-1)).toMatchObject({ reference: placed.reference, locale: 'en' })
  })

  it('a company order naming an unknown bank is refused on its bank field', async () => {
    const { client, mobile } = freshClient()
    const input = placeOrderSchema.parse({
      type: 'company',
      purchaseType: 'finance',
      bank: 'no-such-bank',
      companyName: 'Najd Logistics',
      ceoName: 'Khalid',
      headquartersCity: 'riyadh',
      headquartersAddress: 'King Fahd Road',
      activity: 'Transport',
      quantity: '12',
      contactName: 'Mona',
      mobile,
      email: 'fleet@najd.example',
      carId,
    })
    expect(await db().transaction((tx) => createOrder(tx as unknown as Db, input, client))).toEqual({
      refused: 'invalid',
      fields: { bank: 'choice' },
    })
  })

  it('repeats of a delivered submission answer the code’s state and use up none of the mobile’s five codes an hour', async () => {
    const { client, mobile } = freshClient()
    const now = new Date()
    const { reference, delivered, sms } = await place(cashOrder(mobile), client, fakeSms(), now)
    const messaging = { secret, sendSms: sms.sendSms, codeText }
    for (let repeat = 0; repeat < orderPolicy.codesPerMobilePerHour; repeat++) {
      // Exactly the state: nothing else of the code row (never its hash) reaches the answer.
      expect(await deliverFirstCode(db(), reference, client, messaging, now)).toEqual(delivered)
    }
    expect(delivered).toEqual({
      reference,
      expiresAt: new Date(now.getTime() + orderPolicy.codeLifetimeSeconds * 1000),
      resendAvailableAt: new Date(now.getTime() + orderPolicy.resendCooldownSeconds * 1000),
    })
    expect(sms.sent).toHaveLength(1)
    expect((await place(cashOrder(mobile), freshClient().client, sms)).delivered).toMatchObject({ expiresAt: expect.any(Date) })
  })

  /** The mobile's codes of the hour not yet sent (`sms` holds those that were) still reach new orders. */
  async function expectRestOfHourCodes(mobile: string, sms: ReturnType<typeof fakeSms>) {
    for (let order = sms.sent.length; order < orderPolicy.codesPerMobilePerHour; order++) {
      expect((await place(cashOrder(mobile), freshClient().client, sms)).delivered).toMatchObject({ expiresAt: expect.any(Date) })
    }
    expect(sms.sent).toHaveLength(orderPolicy.codesPerMobilePerHour)
  }

  it('twenty repeats of one submission at once send one code, all answer its state, and use up one of the mobile’s codes', async () => {
    const { client, mobile } = freshClient()
    const sms = fakeSms()
    const created = await db().transaction((tx) => createOrder(tx as unknown as Db, cashOrder(mobile), client))
    if ('refused' in created) throw new Error(`refused: ${created.refused}`)
    const messaging = { secret, sendSms: sms.sendSms, codeText }
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliverFirstCode(db(), created.reference, client, messaging)))
    expect(answers.filter((answer) => 'refused' in answer)).toEqual([])
    expect(sms.sent).toHaveLength(1)
    await expectRestOfHourCodes(mobile, sms)
  })

  it('twenty resends at once send one code and use up one of the mobile’s codes', async () => {
    const { client, mobile } = freshClient()
    const start = new Date()
    const { reference, sms } = await place(cashOrder(mobile), client, fakeSms(), start)
    const messaging = { secret, sendSms: sms.sendSms, codeText }
    const minuteLater = new Date(start.getTime() + 61_000)
    const answers = await Promise.all(Array.from({ length: 20 }, () => resendCode(db(), reference, client, messaging, minuteLater)))
    // A copy that only starts once the new code is stored (a loaded machine runs them one after
    // another) is told when it may ask again, as any later resend would be; none fails otherwise.
    expect(answers.filter((answer) => 'refused' in answer && answer.refused !== 'rate_limited')).toEqual([])
    expect(answers.some((answer) => !('refused' in answer))).toBe(true)
    expect(sms.sent).toHaveLength(2)
    await expectRestOfHourCodes(mobile, sms)
  })

  it('resends count toward the five codes a mobile may get in an hour', async () => {
    const { client, mobile } = freshClient()
    const start = new Date()
    const { reference, sms } = await place(cashOrder(mobile), client, fakeSms(), start)
    const messaging = { secret, sendSms: sms.sendSms, codeText }
    const minutesLater = (minutes: number) => new Date(start.getTime() + minutes * 61_000)
    for (let resend = 1; resend < orderPolicy.codesPerMobilePerHour; resend++) {
      expect(await resendCode(db(), reference, client, messaging, minutesLater(resend))).toMatchObject({ reference })
    }
    expect(await resendCode(db(), reference, client, messaging, minutesLater(orderPolicy.codesPerMobilePerHour))).toMatchObject({
      refused: 'rate_limited',
    })
    expect(sms.sent).toHaveLength(orderPolicy.codesPerMobilePerHour)
  })

  it('two resends at the same moment send one code', async () => {
    const { client, mobile } = freshClient()
    const now = new Date()
    const { reference, sms } = await place(cashOrder(mobile), client, fakeSms(), now)
    const messaging = { secret, sendSms: sms.sendSms, codeText }
    const minuteLater = new Date(now.getTime() + 61_000)
    const [one, two] = await Promise.all([
      resendCode(db(), reference, client, messaging, minuteLater),
      resendCode(db(), reference, client, messaging, minuteLater),
    ])
    expect(one).toMatchObject({ reference })
    expect(two).toMatchObject({ reference })
    expect(sms.sent).toHaveLength(2)
  })

  it('an order whose code never reached the visitor answers expired, and counts no wrong guess', async () => {
    const { client, mobile } = freshClient()
    const sms = fakeSms()
    sms.fail(true)
    const { reference } = await place(cashOrder(mobile), client, sms)
    for (let attempt = 0; attempt <= orderPolicy.maxFailedAttempts; attempt++) {
      expect(await verifyOrder(db(), reference, '123456', client, verifying)).toEqual({ refused: 'expired' })
    }
    sms.fail(false)
    await deliverFirstCode(db(), reference, client, { secret, sendSms: sms.sendSms, codeText })
    expect(await verifyOrder(db(), reference, sms.lastCode(), client, verifying)).toEqual({ reference, status: 'received' })
  })

  it('a code works up to the second before its ten minutes end', async () => {
    const { client, mobile } = freshClient()
    const now = new Date()
    const { reference, sms } = await place(cashOrder(mobile), client, fakeSms(), now)
    const end = new Date(now.getTime() + orderPolicy.codeLifetimeSeconds * 1000)
    expect(await verifyOrder(db(), reference, sms.lastCode(), client, verifying, end)).toEqual({ refused: 'expired' })
    expect(await verifyOrder(db(), reference, sms.lastCode(), client, verifying, new Date(end.getTime() - 1000))).toEqual({
      reference,
      status: 'received',
    })
  })

  it('one address may place 20 orders an hour, try 60 codes an hour and track 20 times in ten minutes', async () => {
    const { client, mobile } = freshClient()
    const input = cashOrder(mobile)
    for (let order = 0; order < orderPolicy.ordersPerAddressPerHour; order++) {
      expect(await db().transaction((tx) => createOrder(tx as unknown as Db, input, client))).toHaveProperty('reference')
    }
    expect(await db().transaction((tx) => createOrder(tx as unknown as Db, input, client))).toMatchObject({ refused: 'rate_limited' })
    for (let attempt = 0; attempt < orderPolicy.verificationsPerAddressPerHour; attempt++) {
      expect(await verifyOrder(db(), 'ZZZZZ-ZZZZZ', '123456', client, verifying)).toEqual({ refused: 'not_found' })
    }
    expect(await verifyOrder(db(), 'ZZZZZ-ZZZZZ', '123456', client, verifying)).toMatchObject({ refused: 'rate_limited' })
    const lookUp = { reference: 'ZZZZZ-ZZZZZ', phone: `+966${mobile.slice(1)}` }
    for (let lookUps = 0; lookUps < orderPolicy.trackingPerAddressPer10Minutes; lookUps++) {
      expect(await trackOrder(db(), lookUp, client)).toEqual({ refused: 'not_found' })
    }
    expect(await trackOrder(db(), lookUp, client)).toMatchObject({ refused: 'rate_limited' })
  })

  it('draws another reference when one is taken, and gives up loudly after five', async () => {
    const { client, mobile } = freshClient()
    const { reference: taken } = await place(cashOrder(mobile), client)
    const create = () => db().transaction((tx) => createOrder(tx as unknown as Db, cashOrder(mobile), freshClient().client))
    references.next = [taken, taken, taken, taken]
    const drawn = await create()
    expect(drawn).toHaveProperty('reference')
    expect((drawn as { reference: string }).reference).not.toBe(taken)
    references.next = [taken, taken, taken, taken, taken]
    await expect(create()).rejects.toThrow('Could not draw an unused order reference in 5 attempts')
    expect(references.next).toEqual([])
  })

  it('orders never verified are deleted after a day with their code; verified ones stay', async () => {
    const { client, mobile } = freshClient()
    const { reference: unverified } = await place(cashOrder(mobile), client)
    const { reference: verified, sms } = await place(cashOrder(mobile), freshClient().client)
    await verifyOrder(db(), verified, sms.lastCode(), client, verifying)
    const almostDayLater = new Date(Date.now() + orderPolicy.unverifiedRetentionSeconds * 1000 - 60_000)
    await purgeUnverifiedOrders(db(), almostDayLater)
    expect(await db().select().from(orders).where(eq(orders.reference, unverified))).toHaveLength(1)
    const dayLater = new Date(Date.now() + orderPolicy.unverifiedRetentionSeconds * 1000 + 60_000)
    expect(await purgeUnverifiedOrders(db(), dayLater)).toBeGreaterThanOrEqual(1)
    expect(await db().select().from(orders).where(eq(orders.reference, unverified))).toEqual([])
    const [kept] = await db().select({ id: orders.id }).from(orders).where(eq(orders.reference, verified))
    expect(kept).toBeDefined()
    expect(await db().select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, kept!.id))).toHaveLength(1)
  })
})
