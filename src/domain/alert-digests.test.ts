/**
 * Issue 40's "done when" for alerts (decision 0098), on both engines: a staff price cut on a
 * watched car reaches a confirmed subscriber within one outbox round and never an unconfirmed one,
 * and nobody gets more than one message a Saudi day (moved clocks, the outbox's own delivery with
 * a mail sink). Also the other findings (back in stock, a new car for a saved search), SMS digests,
 * the quiet hours and the one-click removal.
 */
import { and, eq, isNull, sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { describeOnEngines } from '../server/db/describe-on-engines'
import { alerts, branches, carColors, cars, outboxMessages } from '../server/db/schema'
import { deliverDueMessages } from '../server/outbox/deliver-outbox.server'
import type { OutboxDelivery } from '../server/outbox/delivery'
import { storedSecret } from '../server/secrets.server'
import { alertTransport, sendDueDigests } from './alert-digests'
import {
  alertsOfMobile,
  confirmEmailAlerts,
  listAlerts,
  removeAllAlerts,
  requestEmailAlerts,
  requestSmsAlerts,
  verifySmsAlerts,
} from './alerts'
import { getInventoryCar, setCarPrice, setStock, writeCar } from './inventory'
import { readAlertsToken } from './subscription-tokens'

type Sent = { kind: string; channel: string; payload: Record<string, unknown> }

const actor = { id: null, email: 'pricing@staff.test' }
const origin = 'https://cars.example.sa'
/** 10:00 in Riyadh (07:00 UTC), on a day after any real clock of a test run. */
const morning = new Date('2031-03-10T07:00:00Z')
const hours = (count: number) => new Date(morning.getTime() + count * 3_600_000)

describeOnEngines('alerts: findings and the daily digest', ({ db }) => {
  let secret = ''
  let clock = morning
  let sent: Sent[] = []
  let addressCount = 0
  const newAddress = () => `198.18.40.${++addressCount}`
  const record = async (delivery: OutboxDelivery) => {
    sent.push({ kind: delivery.kind, channel: delivery.channel, payload: delivery.payload as Record<string, unknown> })
  }
  const transports = () => ({ alerts: alertTransport({ db: db(), now: () => clock }), mail: record, sms: record })

  /** One round of the worker: it delivers until nothing is due, as `wakeOutbox` makes it do. */
  async function outboxRound(now: Date) {
    clock = now
    for (let pass = 0; pass < 10; pass++) {
      const report = await deliverDueMessages({ db: db(), now, transports: transports() })
      if (report.claimed === 0) return
    }
  }

  const digestsTo = (address: string) =>
    sent.filter(
      (message) =>
        (message.kind === 'alerts.digest' && (message.payload.to as string[]).includes(address)) ||
        (message.kind === 'sms.message' && message.payload.to === address),
    )

  /** Cars for sale without a sale price, a different one per test. */
  let carPool: { id: number; priceSar: number }[] = []
  const takeCar = () => carPool.shift()!

  beforeAll(async () => {
    secret = await storedSecret(db(), 'subscription-links')
    carPool = await db()
      .select({ id: cars.id, priceSar: cars.priceSar })
      .from(cars)
      .where(and(isNull(cars.retiredAt), isNull(cars.soldOutAt), isNull(cars.competitivePriceSar)))
      .orderBy(cars.id)
      .limit(8)
  })

  /** An alert asked for by e-mail, confirmed from its mail's link unless told otherwise. */
  async function emailAlert(
    email: string,
    watch: { carId: number; priceDrop?: boolean; backInStock?: boolean } | { marketQuery: string },
    confirm = true,
  ) {
    const address = newAddress()
    await db().transaction((tx) =>
      requestEmailAlerts(tx, { channel: 'email', email, ...watch }, { address, locale: 'en' }, { secret, origin }, morning),
    )
    const [mail] = await db()
      .select({ payload: outboxMessages.payload })
      .from(outboxMessages)
      .where(sql`${outboxMessages.kind} = 'alerts.confirm' and ${outboxMessages.payload}->'to' ? ${email}`)
      .orderBy(sql`${outboxMessages.createdAt} desc`)
      .limit(1)
    const text = (mail!.payload as { text: string }).text
    const token = new URL(/https:\/\/\S+\/alerts\/confirm\?token=\S+/.exec(text)![0]).searchParams.get('token')!
    const manage = new URL(/https:\/\/\S+\/en\/alerts\?token=\S+/.exec(text)![0]).searchParams.get('token')!
    if (confirm) expect(await confirmEmailAlerts(db(), token, { address, secret }, morning)).toEqual({ status: 'confirmed' })
    return { manage }
  }

  const cutPrice = (carId: number, priceSar: number, at: Date) => db().transaction((tx) => setCarPrice(tx, actor, carId, priceSar, at))

  it('tells a confirmed subscriber of a staff price cut within one outbox round, once, and never an unconfirmed one', async () => {
    const car = takeCar()
    const watcher = 'watcher.one@example.com'
    const waiting = 'not.confirmed@example.com'
    await emailAlert(watcher, { carId: car.id, priceDrop: true })
    await emailAlert(waiting, { carId: car.id, priceDrop: true }, false)
    await outboxRound(morning)
    sent = []

    await cutPrice(car.id, car.priceSar - 1_500, hours(1))
    await outboxRound(hours(1))

    const digests = digestsTo(watcher)
    expect(digests).toHaveLength(1)
    const mail = digests[0]!.payload as { subject: string; text: string; headers: Record<string, string> }
    expect(mail.subject).toBe('News about the cars you are watching')
    expect(mail.text).toContain(`${origin}/en/car?id=${car.id}`)
    expect(mail.headers['List-Unsubscribe']).toMatch(/^<https:\/\/cars\.example\.sa\/en\/alerts\/unsubscribe\?token=a\.[^>]+>$/)
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    expect(mail.text).toMatch(/\/en\/alerts\?token=a\./)
    expect(digestsTo(waiting)).toEqual([])

    // The same message again (an at-least-once redelivery) finds nothing new.
    const [change] = await db()
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(sql`${outboxMessages.kind} = 'alerts.car_changed' and (${outboxMessages.payload}->>'carId')::int = ${car.id}`)
    await db().update(outboxMessages).set({ deliveredAt: null, attempts: 0 }).where(eq(outboxMessages.id, change!.id))
    await outboxRound(hours(1.5))
    expect(digestsTo(watcher)).toHaveLength(1)
  })

  it('sends at most one message a Saudi day: later cuts wait for the next morning and come in one digest', async () => {
    const car = takeCar()
    const watcher = 'watcher.two@example.com'
    await emailAlert(watcher, { carId: car.id, priceDrop: true })
    await outboxRound(morning)
    sent = []

    await cutPrice(car.id, car.priceSar - 1_000, hours(1))
    await outboxRound(hours(1))
    expect(digestsTo(watcher)).toHaveLength(1)

    await cutPrice(car.id, car.priceSar - 3_000, hours(3))
    await outboxRound(hours(3))
    await cutPrice(car.id, car.priceSar - 4_000, hours(5))
    await outboxRound(hours(5))
    expect(await sendDueDigests(db(), hours(6))).toBe(0)
    expect(digestsTo(watcher)).toHaveLength(1)

    // Past midnight in Riyadh, but inside the quiet hours: still nothing.
    expect(await sendDueDigests(db(), hours(17))).toBe(0)
    // 08:30 the next day: one digest, from the price last told to the price now.
    expect(await sendDueDigests(db(), hours(22.5))).toBe(1)
    await outboxRound(hours(22.5))
    const digests = digestsTo(watcher)
    expect(digests).toHaveLength(2)
    const second = digests[1]!.payload as { text: string }
    expect(second.text.match(/\/en\/car\?id=/g)).toHaveLength(1)
    expect(await sendDueDigests(db(), hours(26))).toBe(0)
  })

  it('does not tell a cut that was taken back before the digest', async () => {
    const car = takeCar()
    const watcher = 'watcher.three@example.com'
    await emailAlert(watcher, { carId: car.id, priceDrop: true })
    await outboxRound(morning)
    await cutPrice(car.id, car.priceSar - 500, hours(1))
    await outboxRound(hours(1))
    sent = []
    await cutPrice(car.id, car.priceSar - 700, hours(2))
    await cutPrice(car.id, car.priceSar + 900, hours(3))
    await outboxRound(hours(3))
    expect(await sendDueDigests(db(), hours(23))).toBe(0)
    expect(digestsTo(watcher)).toEqual([])
  })

  it('tells a car back in stock once, and a new car to the saved search that finds it, with the market’s own filter', async () => {
    const car = takeCar()
    const stockWatcher = 'stock.watcher@example.com'
    await emailAlert(stockWatcher, { carId: car.id, backInStock: true })
    const [model] = await db()
      .select({ modelId: cars.modelId, brandSlug: sql<string>`(select slug from brands where id = ${cars.brandId})` })
      .from(cars)
      .where(eq(cars.id, car.id))
    const searcher = 'search.watcher@example.com'
    const otherSearcher = 'cheap.search@example.com'
    await emailAlert(searcher, { marketQuery: `brand=${model!.brandSlug}&sort=price-asc` })
    await emailAlert(otherSearcher, { marketQuery: 'priceMax=1000' })
    await outboxRound(morning)
    sent = []

    // No stock lines means "on order"; three available units put it in stock.
    const [colour] = await db()
      .select({ id: carColors.id })
      .from(carColors)
      .where(eq(carColors.carId, car.id))
      .orderBy(carColors.sort)
      .limit(1)
    const [branch] = await db().select({ id: branches.id }).from(branches).orderBy(branches.id).limit(1)
    await setStock(db(), actor, car.id, { lines: [] }, 'en')
    await outboxRound(hours(1))
    expect(digestsTo(stockWatcher)).toEqual([])
    await setStock(db(), actor, car.id, { lines: [{ branchId: branch!.id, colorId: colour!.id, status: 'available', count: 3 }] }, 'en')
    await outboxRound(hours(1))
    expect(digestsTo(stockWatcher)).toHaveLength(1)
    // Told once: the alert has done its work.
    expect(
      await db()
        .select()
        .from(alerts)
        .where(and(eq(alerts.carId, car.id), eq(alerts.kind, 'back_in_stock'))),
    ).toEqual([])

    // Staff add a car of the same brand: the brand's search finds it, the other search does not.
    const existing = (await getInventoryCar(db(), car.id, 'en'))!.edit
    const edit = {
      ...existing,
      trimEn: 'Alert trim',
      trimAr: 'فئة التنبيه',
      colors: existing.colors.map((color) => ({ ...color, id: null })),
    }
    const created = await db().transaction((tx) => writeCar(tx, actor, null, edit, hours(2)))
    expect(created).toHaveProperty('id')
    await outboxRound(hours(2))
    const news = digestsTo(searcher)
    expect(news).toHaveLength(1)
    expect((news[0]!.payload as { text: string }).text).toContain(`/en/car?id=${(created as { id: number }).id}`)
    expect(digestsTo(otherSearcher)).toEqual([])
  })

  it('confirms an SMS alert by its code, lists it for its mobile only, and texts its digest', async () => {
    const car = takeCar()
    const mobile = '+966551230040'
    const texts: { to: string; text: string }[] = []
    const messaging = {
      secret,
      sendSms: async (message: { to: string; text: string }) => void texts.push(message),
      codeText: async (_: string, code: string) => `${code}`,
    }
    const address = newAddress()
    const asked = await requestSmsAlerts(
      db(),
      { channel: 'sms', mobile, carId: car.id, priceDrop: true },
      { address, locale: 'ar' },
      origin,
      messaging,
      morning,
    )
    if (!('pendingId' in asked)) throw new Error(`refused: ${JSON.stringify(asked)}`)
    const code = texts[0]!.text
    const wrong = code === '000000' ? '111111' : '000000'
    expect(
      await verifySmsAlerts(db(), { pendingId: asked.pendingId, mobile: '+966551230041', code }, { address }, secret, morning),
    ).toEqual({ refused: 'not_found' })
    expect(await verifySmsAlerts(db(), { pendingId: asked.pendingId, mobile, code: wrong }, { address }, secret, morning)).toEqual({
      refused: 'incorrect',
      attemptsLeft: 4,
    })
    expect(await alertsOfMobile(db(), mobile, 'ar')).toEqual([])
    expect(await verifySmsAlerts(db(), { pendingId: asked.pendingId, mobile, code }, { address }, secret, morning)).toEqual({
      status: 'confirmed',
    })
    expect((await alertsOfMobile(db(), mobile, 'ar')).map((alert) => [alert.kind, alert.car?.id])).toEqual([['price_drop', car.id]])
    expect(await alertsOfMobile(db(), '+966551230041', 'ar')).toEqual([])

    sent = []
    await cutPrice(car.id, car.priceSar - 2_000, hours(1))
    await outboxRound(hours(1))
    const sms = digestsTo(mobile)
    expect(sms).toHaveLength(1)
    expect(sms[0]!.payload.text).toMatch(/\/alerts\?token=a\./)
  })

  it('removes every alert of a person with the one-click link, and lists none after', async () => {
    const car = takeCar()
    const email = 'leaving@example.com'
    const { manage } = await emailAlert(email, { carId: car.id, priceDrop: true, backInStock: true })
    const client = { address: newAddress(), secret }
    const before = await listAlerts(db(), manage, client, 'en')
    expect('alerts' in before && before.alerts.map((alert) => alert.kind).sort()).toEqual(['back_in_stock', 'price_drop'])
    expect(await removeAllAlerts(db(), manage, client)).toEqual({ status: 'unsubscribed' })
    expect(await removeAllAlerts(db(), manage, client)).toEqual({ status: 'unsubscribed' })
    expect(await listAlerts(db(), manage, client, 'en')).toMatchObject({ alerts: [] })
    expect(
      await db()
        .select()
        .from(alerts)
        .where(eq(alerts.recipientId, readAlertsToken(secret, manage)!.id)),
    ).toEqual([])
    expect(await removeAllAlerts(db(), `${manage.slice(0, -2)}xx`, client)).toEqual({ refused: 'invalid_link' })
  })
})
