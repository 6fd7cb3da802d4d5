/**
 * The buyer's choice on the order (decision 0084): the colour, the offer and the finance plan are
 * checked against the car and the calculator's rules, stored, told to the dealer, shown in tracking
 * and on the staff order page; a confirmed order sends the buyer one confirmation mail.
 */
import { and, eq, ne } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { placeOrderSchema } from '../contract/orders.ts'
import { describeOnEngines } from '../server/db/describe-on-engines.ts'
import { banks, carColors, cars, offerCars, offers, orders, outboxMessages } from '../server/db/schema.ts'
import type { Db } from '../server/db/types.ts'
import { deliverDueMessages } from '../server/outbox/deliver-outbox.server.ts'
import type { OutboxDelivery } from '../server/outbox/delivery.ts'
import { announceVerifiedOrder } from './order-notice.ts'
import { createOrder, deliverFirstCode, trackOrder, verifyOrder, type OrderClient } from './orders.ts'
import { getStaffOrder } from './staff-orders.ts'

const secret = 'test-secret-for-order-choices'
const origin = 'https://cars.example.sa'
const settings = { webhook: true, dealerEmails: ['sales@dealer.example'] }
const now = new Date('2026-11-29T09:00:00Z')
const codeText = (_locale: string, code: string) => `code ${code}`

describeOnEngines('orders carry the buyer’s choice', ({ db }) => {
  let car = { id: 0, priceSar: 0 }
  let colors: { id: number; nameAr: string; nameEn: string }[] = []
  let otherCarColorId = 0
  let liveOffer = 0
  let endedOffer = 0
  let otherCarsOffer = 0
  let anyCarOffer = 0
  let financeOffer = 0
  let usualDownOffer = 0
  let otherCar = 0
  let thirdCar = 0
  let visitor = 0

  beforeAll(async () => {
    const withColors = await db()
      // The price the order counts with: the sale price when the car has one (decision 0085).
      .select({ id: cars.id, priceSar: cars.effectivePriceSar, colorId: carColors.id, nameAr: carColors.nameAr, nameEn: carColors.nameEn })
      .from(cars)
      .innerJoin(carColors, eq(carColors.carId, cars.id))
      .orderBy(cars.id, carColors.sort)
    const first = withColors[0]!
    car = { id: first.id, priceSar: first.priceSar }
    colors = withColors.filter((row) => row.id === car.id).map((row) => ({ id: row.colorId, nameAr: row.nameAr, nameEn: row.nameEn }))
    otherCarColorId = withColors.find((row) => row.id !== car.id)!.colorId
    otherCar = withColors.find((row) => row.id !== car.id)!.id
    thirdCar = withColors.find((row) => row.id !== car.id && row.id !== otherCar)!.id
    const offer = (title: string, startsOn: string, endsOn: string) => ({
      titleAr: `عرض ${title}`,
      titleEn: `${title} offer`,
      summaryAr: 'ملخص',
      summaryEn: 'Summary',
      bodyAr: '',
      bodyEn: '',
      startsOn,
      endsOn,
    })
    const [live, ended, elsewhere, anyCar] = await db()
      .insert(offers)
      .values([
        offer('Winter', '2026-11-01', '2026-12-31'),
        offer('Summer', '2026-06-01', '2026-08-31'),
        offer('Other', '2026-11-01', '2026-12-31'),
        offer('Any car', '2026-11-01', '2026-12-31'),
      ])
      .returning({ id: offers.id })
    ;[liveOffer, endedOffer, otherCarsOffer, anyCarOffer] = [live!.id, ended!.id, elsewhere!.id, anyCar!.id]
    // Finance offers: 0% with at least 30% down, and 2.5% that sets no least down payment (15%).
    const [zeroRate, usualDown] = await db()
      .insert(offers)
      .values([
        { ...offer('Zero', '2026-11-01', '2026-12-31'), profitRatePercent: '0', financeTermMonths: 48, minDownPaymentPercent: 30 },
        { ...offer('Usual', '2026-11-01', '2026-12-31'), profitRatePercent: '2.5' },
      ])
      .returning({ id: offers.id })
    ;[financeOffer, usualDownOffer] = [zeroRate!.id, usualDown!.id]
    await db()
      .insert(offerCars)
      .values([
        { offerId: liveOffer, carId: otherCar },
        { offerId: liveOffer, carId: car.id },
        { offerId: otherCarsOffer, carId: otherCar },
        { offerId: financeOffer, carId: car.id },
        { offerId: usualDownOffer, carId: car.id },
      ])
    // A bank that finances for at most 48 months, for the term rule.
    await db().update(banks).set({ maxTermMonths: 48 }).where(eq(banks.slug, 'snb'))
  })

  function client(locale: 'ar' | 'en' = 'en'): { client: OrderClient; mobile: string } {
    visitor += 1
    return { client: { address: `192.0.2.${visitor}`, locale }, mobile: `05${String(20_000_000 + visitor).slice(-8)}` }
  }

  const financeOf = (plan: Record<string, unknown> = {}) => ({
    bank: 'al-rajhi-bank',
    workSector: 'private',
    salary: 20000,
    monthlyCommitments: 0,
    downPayment: Math.round(car.priceSar * 0.2),
    installmentMonths: 48,
    finalPayment: Math.round(car.priceSar * 0.1),
    hasMortgage: false,
    hasPaymentDelays: false,
    licenceStatus: 'valid',
    creditConsent: true,
    ...plan,
  })

  const order = (mobile: string, extra: Record<string, unknown> = {}) =>
    placeOrderSchema.parse({
      type: 'individual',
      purchaseType: 'finance',
      name: 'Reem',
      mobile,
      email: `reem.${mobile}@example.com`,
      carId: car.id,
      city: 'jeddah',
      colorId: colors[1]?.id ?? colors[0]!.id,
      offerId: liveOffer,
      finance: financeOf(),
      ...extra,
    })

  const create = (input: ReturnType<typeof order>, who: OrderClient) =>
    db().transaction((tx) => createOrder(tx as unknown as Db, input, who, now))

  it('refuses, by field, a colour of another car, an ended offer, a car the offer does not list, and a plan outside the calculator’s rules', async () => {
    const { client: who, mobile } = client()
    const refusal = async (extra: Record<string, unknown>) => {
      const answer = await create(order(mobile, extra), who)
      return 'fields' in answer ? answer.fields : answer
    }
    expect(await create(order(mobile, { colorId: otherCarColorId }), who)).toEqual({ refused: 'invalid', fields: { colorId: 'carColor' } })
    expect(await refusal({ offerId: endedOffer })).toEqual({ offerId: 'offerNotLive' })
    // A live offer that does not list the car: the car is what is wrong (the form limits its picker).
    expect(await refusal({ offerId: otherCarsOffer })).toEqual({ carId: 'offerCar' })
    expect(await refusal({ offerId: 1_999_999_999 })).toEqual({ offerId: 'offerNotLive' })
    const price = car.priceSar
    const plan = (finance: Record<string, unknown>) => refusal({ finance: financeOf(finance) })
    // A first payment of the whole price is a cash purchase, said as such.
    expect(await plan({ downPayment: price, finalPayment: 0 })).toEqual({ 'finance.downPayment': 'firstPayment' })
    expect(await plan({ downPayment: Math.floor(price * 0.9) + 1, finalPayment: 0 })).toEqual({ 'finance.downPayment': 'downPaymentShare' })
    expect(await plan({ finalPayment: Math.floor(price * 0.4) + 1 })).toEqual({ 'finance.finalPayment': 'finalPaymentShare' })
    expect(await plan({ downPayment: Math.floor(price * 0.7), finalPayment: Math.floor(price * 0.35) })).toEqual({
      'finance.finalPayment': 'planBelowPrice',
    })
    expect(await plan({ bank: 'snb', installmentMonths: 60 })).toEqual({ 'finance.installmentMonths': 'bankTerm' })
    // The edges the rules allow are taken.
    expect(await plan({ bank: 'snb', installmentMonths: 48, finalPayment: Math.floor(price * 0.4) })).toHaveProperty('reference')
    // Nothing chosen, cash, an offer that lists no car, and a company's order carry no choice and pass.
    for (const input of [
      order(mobile, { colorId: undefined, offerId: undefined, purchaseType: 'cash', finance: undefined }),
      order(mobile, { colorId: undefined, offerId: anyCarOffer }),
      placeOrderSchema.parse({
        type: 'company',
        purchaseType: 'finance',
        bank: 'snb',
        companyName: 'Najd Logistics',
        crNumber: '7001234567',
        vatNumber: '300012345600003',
        ceoName: 'Khalid',
        headquartersCity: 'riyadh',
        headquartersAddress: 'King Fahd Road',
        activity: 'Transport',
        lines: [{ carId: car.id, quantity: 3 }],
        deliveryCity: 'riyadh',
        contactName: 'Mona',
        mobile,
        email: 'fleet@najd.example',
      }),
    ]) {
      const answer = await create(input, who)
      expect(answer).toHaveProperty('reference')
      const [row] = await db()
        .select()
        .from(orders)
        .where(eq(orders.reference, (answer as { reference: string }).reference))
      expect(row).toMatchObject({ colorId: null, colorName: null, offerId: input.type === 'individual' ? (input.offerId ?? null) : null })
      if (input.offerId === undefined) expect(row?.offerTitle).toBeNull()
    }
    // A deleted offer is not live either.
    await db().update(offers).set({ deletedAt: now }).where(eq(offers.id, otherCarsOffer))
    expect(await refusal({ offerId: otherCarsOffer })).toEqual({ offerId: 'offerNotLive' })
  })

  it('stores the choice, tells the dealer, sums it up, shows it in tracking and to staff, and mails the buyer once', async () => {
    const { client: who, mobile } = client('ar')
    const created = await create(order(mobile), who)
    if ('refused' in created) throw new Error(`refused: ${JSON.stringify(created)}`)
    const { reference } = created
    const texts: string[] = []
    await deliverFirstCode(db(), reference, who, { secret, sendSms: async ({ text }) => void texts.push(text), codeText }, now)
    const code = /\d{6}/.exec(texts[0]!)![0]
    const e164 = `+966${mobile.slice(1)}`
    const color = colors[1] ?? colors[0]!
    const price = car.priceSar
    const plan = { downPayment: Math.round(price * 0.2), termMonths: 48, finalPayment: Math.round(price * 0.1) }

    const verified = await verifyOrder(
      db(),
      { reference, mobile: e164 },
      code,
      who,
      {
        secret,
        announce: (tx, verifiedOrder) => announceVerifiedOrder(tx, verifiedOrder, { origin, settings }),
      },
      now,
    )
    expect(verified).toMatchObject({
      reference,
      summary: {
        color: { ar: color.nameAr, en: color.nameEn },
        offer: { ar: 'عرض Winter', en: 'Winter offer' },
        city: { en: 'Jeddah' },
        bank: { en: expect.any(String) },
        plan,
      },
    })
    const [row] = await db().select().from(orders).where(eq(orders.reference, reference))
    expect(row).toMatchObject({ colorId: color.id, offerId: liveOffer, finance: { finalPayment: plan.finalPayment } })

    const mine = (kind: string) =>
      db()
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.kind, kind), ne(outboxMessages.channel, 'sms')))
        .then((rows) => rows.filter((message) => JSON.stringify(message.payload).includes(reference)))
    const [webhook] = (await mine('order.verified')).filter((message) => message.channel === 'webhook')
    expect(webhook!.payload).toMatchObject({
      color: { id: color.id, name: { en: color.nameEn } },
      offer: { id: liveOffer, title: { en: 'Winter offer' } },
      plan,
    })
    const [dealerMail] = (await mine('order.verified')).filter((message) => message.channel === 'mail')
    expect((dealerMail!.payload as { text: string }).text).toContain(color.nameEn)
    expect((dealerMail!.payload as { text: string }).text).toContain('Winter offer')

    // The buyer's mail: one, in Arabic, with the summary, when they will be called and the tracking link.
    const buyerMails = await mine('order.confirmation')
    expect(buyerMails).toHaveLength(1)
    const mail = buyerMails[0]!.payload as { to: string[]; subject: string; text: string }
    expect(mail.to).toEqual([`reem.${mobile}@example.com`])
    expect(mail.subject).toContain(reference)
    expect(mail.text).toContain(color.nameAr)
    expect(mail.text).toContain('عرض Winter')
    expect(mail.text).toContain('يوم عمل واحد')
    expect(mail.text).toContain(`${origin}/track-order?reference=${reference}`)

    // Processing the outbox twice sends the buyer's mail once.
    const sent: OutboxDelivery[] = []
    const record = async (delivery: OutboxDelivery) => void sent.push(delivery)
    const transports = { mail: record, webhook: record, sms: record }
    const later = new Date(Date.now() + 60_000)
    await deliverDueMessages({ db: db(), now: later, transports })
    await deliverDueMessages({ db: db(), now: new Date(later.getTime() + 3_600_000), transports })
    const buyer = `reem.${mobile}@example.com`
    const toBuyer = sent.filter((delivery) => delivery.channel === 'mail' && (delivery.payload as { to: string[] }).to.includes(buyer))
    expect(toBuyer).toHaveLength(1)

    expect(await trackOrder(db(), { reference, phone: e164 }, { ...who, address: '192.0.2.250' })).toMatchObject({
      color: color.nameAr,
      offer: 'عرض Winter',
      plan,
    })
    expect(await getStaffOrder(db(), reference, 'en')).toMatchObject({
      color: color.nameEn,
      offer: { id: liveOffer, title: 'Winter offer' },
      finance: { finalPayment: plan.finalPayment, downPayment: plan.downPayment },
    })
  })
  const companyOrder = (mobile: string, extra: Record<string, unknown> = {}) =>
    placeOrderSchema.parse({
      type: 'company',
      purchaseType: 'cash',
      companyName: 'Najd Logistics',
      crNumber: '7001234567',
      vatNumber: '300012345600003',
      ceoName: 'Khalid',
      headquartersCity: 'riyadh',
      headquartersAddress: 'King Fahd Road',
      activity: 'Transport',
      lines: [
        { carId: car.id, color: colors.length > 1 ? 1 : 0, quantity: 3 },
        { carId: otherCar, quantity: 2 },
      ],
      deliveryCity: 'riyadh',
      contactName: 'Mona',
      mobile,
      email: `fleet.${mobile}@najd.example`,
      ...extra,
    })

  it('refuses a first payment below a finance offer’s least one, naming it, and takes it at that figure', async () => {
    const { client: who, mobile } = client()
    const price = car.priceSar
    const least = Math.round(price * 0.3)
    const under = (offerId: number, downPayment: number) => create(order(mobile, { offerId, finance: financeOf({ downPayment }) }), who)
    expect(await under(financeOffer, least - 1)).toEqual({
      refused: 'invalid',
      fields: { 'finance.downPayment': 'offerDownPayment' },
      leastDownPaymentSar: least,
    })
    expect(await under(financeOffer, least)).toHaveProperty('reference')
    // A finance offer that sets none asks the advertised 15%, as its page quotes it.
    expect(await under(usualDownOffer, Math.round(price * 0.15) - 1)).toMatchObject({ leastDownPaymentSar: Math.round(price * 0.15) })
    expect(await under(usualDownOffer, Math.round(price * 0.15))).toHaveProperty('reference')
    // An offer without finance terms asks nothing; nor does a cash order under a finance offer.
    expect(await under(liveOffer, 0)).toHaveProperty('reference')
    expect(await create(order(mobile, { offerId: financeOffer, purchaseType: 'cash', finance: undefined }), who)).toHaveProperty(
      'reference',
    )
    // The calculator's own rules speak first: a first payment of the whole price is a cash purchase.
    const whole = await create(order(mobile, { offerId: financeOffer, finance: financeOf({ downPayment: price, finalPayment: 0 }) }), who)
    expect(whole).toEqual({ refused: 'invalid', fields: { 'finance.downPayment': 'firstPayment' } })
    // Both wrong at once: each field says its own.
    const both = await create(
      order(mobile, { offerId: financeOffer, colorId: otherCarColorId, finance: financeOf({ downPayment: 0 }) }),
      who,
    )
    expect(both).toEqual({
      refused: 'invalid',
      fields: { colorId: 'carColor', 'finance.downPayment': 'offerDownPayment' },
      leastDownPaymentSar: least,
    })
  })

  it('stores a company’s offer, with its title, when it lists every line’s car, and shows it in tracking and to staff', async () => {
    const { client: who, mobile } = client('ar')
    // Every line's car must be one the offer lists; the line that is not is named.
    // (The finance offer lists the first car only; the winter offer the first two.)
    expect(await create(companyOrder(mobile, { offerId: financeOffer }), who)).toEqual({
      refused: 'invalid',
      fields: { 'lines.1.carId': 'offerCar' },
    })
    const third = companyOrder(mobile, {
      offerId: liveOffer,
      lines: [
        { carId: thirdCar, quantity: 1 },
        { carId: car.id, quantity: 1 },
      ],
    })
    expect(await create(third, who)).toEqual({ refused: 'invalid', fields: { 'lines.0.carId': 'offerCar' } })
    expect(await create(companyOrder(mobile, { offerId: endedOffer }), who)).toEqual({
      refused: 'invalid',
      fields: { offerId: 'offerNotLive' },
    })
    // An offer of any car takes any lines.
    expect(await create(companyOrder(mobile, { offerId: anyCarOffer, lines: [{ carId: thirdCar, quantity: 1 }] }), who)).toHaveProperty(
      'reference',
    )

    const created = await create(companyOrder(mobile, { offerId: liveOffer }), who)
    if ('refused' in created) throw new Error(`refused: ${JSON.stringify(created)}`)
    const { reference } = created
    const [row] = await db().select().from(orders).where(eq(orders.reference, reference))
    // The colours are the lines'; the order names the offer as it was titled.
    expect(row).toMatchObject({ carId: car.id, colorId: null, offerId: liveOffer, offerTitle: { ar: 'عرض Winter', en: 'Winter offer' } })
    const texts: string[] = []
    await deliverFirstCode(db(), reference, who, { secret, sendSms: async ({ text }) => void texts.push(text), codeText }, now)
    const e164 = `+966${mobile.slice(1)}`
    await verifyOrder(
      db(),
      { reference, mobile: e164 },
      /\d{6}/.exec(texts[0]!)![0],
      who,
      { secret, announce: (tx, verifiedOrder) => announceVerifiedOrder(tx, verifiedOrder, { origin, settings }) },
      now,
    )
    const color = colors[1] ?? colors[0]!
    expect(await trackOrder(db(), { reference, phone: e164 }, { ...who, address: '192.0.2.251' })).toMatchObject({
      type: 'company',
      offer: 'عرض Winter',
      lines: [
        { color: color.nameAr, quantity: 3 },
        { color: null, quantity: 2 },
      ],
    })
    expect(await getStaffOrder(db(), reference, 'en')).toMatchObject({ offer: { id: liveOffer, title: 'Winter offer' } })
  })
})
