import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { placeOrderSchema } from '../contract/orders.ts'
import { requestTradeInSchema, type RequestTradeInInput } from '../contract/trade-ins.ts'
import { describeOnEngines } from '../server/db/describe-on-engines.ts'
import { cars, orders, outboxMessages, staffAuditLog, tradeInPhotos, tradeIns } from '../server/db/schema.ts'
import { prepareTradeInPhoto } from '../server/trade-in-photo.server.ts'
import { staffListPageSize } from '../contract/staff-inbox.ts'
import { orderPolicy } from './order-policy.ts'
import { createOrder } from './orders.ts'
import { erasePersonData } from './pdpl-changes.ts'
import { personExportJson } from './pdpl-export.ts'
import { findPersonData, recordsOf } from './pdpl-person.ts'
import { createStaffAccount } from './staff-accounts.ts'
import { answerTradeIn, listStaffTradeIns, purgeTradeIns, readTradeInPhoto } from './staff-trade-ins.ts'
import {
  createTradeIn,
  deliverFirstTradeInCode,
  resendTradeInCode,
  storeTradeInPhoto,
  trackTradeIn,
  tradeInPolicy,
  tradeInStateOf,
  verifyTradeIn,
  type TradeInMessaging,
} from './trade-ins.ts'

const day = 24 * 60 * 60 * 1000
const secret = 'test-secret-for-trade-in-codes'
let counter = 0

/** A mobile and a client address of this test's own, so no limit of another test is met. */
function freshClient() {
  counter += 1
  return {
    client: { address: `198.51.100.${counter % 250}:${counter}`, locale: 'en' as const },
    mobile: `+9665${String(30_000_000 + counter * 7919 + Math.floor(Math.random() * 100_000)).slice(-8)}`,
  }
}

function fakeSms(): TradeInMessaging & { sent: { to: string; text: string }[]; lastCode: () => string } {
  const sent: { to: string; text: string }[] = []
  return {
    secret,
    sent,
    sendSms: async (message) => {
      sent.push(message)
    },
    codeText: (_locale, code, reference) => `${code} for ${reference}`,
    lastCode: () => /\b(\d{6})\b/.exec(sent.at(-1)?.text ?? '')?.[1] ?? '',
  }
}

const request = (mobile: string, extra: Partial<RequestTradeInInput> = {}) =>
  requestTradeInSchema.parse({
    make: 'Toyota',
    model: 'Camry GLE',
    year: '٢٠١٩',
    mileageKm: '85,000',
    condition: 'good',
    city: 'dammam',
    mobile,
    ...extra,
  })

/** A phone's JPEG: 1200 × 900 with the camera's EXIF, GPS position included. */
async function phoneJpeg(): Promise<Uint8Array> {
  const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 40, g: 90, b: 140 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '24/1 42/1 0/1' } })
    .toBuffer()
  return new Uint8Array(jpeg)
}

describe('a trade-in photo as it is kept', () => {
  it('is re-encoded as WebP without any metadata, at most 1600 pixels a side', async () => {
    const original = await phoneJpeg()
    expect((await sharp(original).metadata()).exif).toBeDefined()
    const kept = await prepareTradeInPhoto(original)
    if (typeof kept === 'string') throw new Error(`refused: ${kept}`)
    const metadata = await sharp(kept).metadata()
    expect(metadata.format).toBe('webp')
    expect(metadata.exif).toBeUndefined()
    expect(Math.max(metadata.width ?? 0, metadata.height ?? 0)).toBeLessThanOrEqual(1600)
  })

  it.each([
    ['a web page named .jpg', new TextEncoder().encode('<!doctype html><script>alert(1)</script>')],
    ['an SVG with a script', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['a PDF', new TextEncoder().encode('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF')],
    ['nothing', new Uint8Array()],
  ])('refuses %s', async (_name, bytes) => {
    expect(await prepareTradeInPhoto(bytes)).toBe('kind')
  })

  it('refuses a JPEG cut off after its header, and one claiming a strip of 8,000 × 100 pixels', async () => {
    const whole = await phoneJpeg()
    expect(await prepareTradeInPhoto(whole.slice(0, 2_000))).toBe('kind')
    const strip = await sharp({ create: { width: 8_000, height: 100, channels: 3, background: '#000' } })
      .png()
      .toBuffer()
    expect(await prepareTradeInPhoto(new Uint8Array(strip))).toBe('dimensions')
  })
})

describeOnEngines('trade-in requests', ({ db }) => {
  let staff: { id: string; email: string }
  let carId = 0
  beforeAll(async () => {
    const email = `sales-${crypto.randomUUID().slice(0, 8)}@staff.test`
    const made = await createStaffAccount(db(), { email, name: 'Huda', role: 'sales', password: 'a long password for the tests' })
    if (!made.created) throw new Error('no staff account')
    staff = { id: made.id, email }
    const [car] = await db().select({ id: cars.id }).from(cars).limit(1)
    carId = car!.id
  })

  /** Sends a request and confirms it with the code texted; answers its reference. */
  async function confirmedRequest(
    mobile: string,
    client: ReturnType<typeof freshClient>['client'],
    extra: Partial<RequestTradeInInput> = {},
    now = new Date(),
  ) {
    const sms = fakeSms()
    const created = await db().transaction((tx) => createTradeIn(tx, request(mobile, extra), client, now))
    if (!('reference' in created)) throw new Error(`refused: ${JSON.stringify(created)}`)
    const state = await deliverFirstTradeInCode(db(), created.reference, client, sms, now)
    expect(state).toMatchObject({ reference: created.reference })
    const verified = await verifyTradeIn(db(), { reference: created.reference, mobile }, sms.lastCode(), client, secret, now)
    expect(verified).toEqual({ reference: created.reference, status: 'waiting' })
    return created.reference
  }

  const idOf = async (reference: string) =>
    (await db().select({ id: tradeIns.id }).from(tradeIns).where(eq(tradeIns.reference, reference)))[0]!.id

  it('goes from the code to staff’s estimate, which the buyer sees with its expiry, texted in their language', async () => {
    const { client, mobile } = freshClient()
    const photo = await prepareTradeInPhoto(await phoneJpeg())
    if (typeof photo === 'string') throw new Error('photo refused')
    const stored = await storeTradeInPhoto(db(), photo, client)
    if (!('id' in stored)) throw new Error('photo not stored')
    const sms = fakeSms()
    const created = await db().transaction((tx) => createTradeIn(tx, request(mobile, { photos: [stored.id] }), client))
    if (!('reference' in created)) throw new Error('not created')
    const first = await deliverFirstTradeInCode(db(), created.reference, client, sms)
    expect(sms.sent).toHaveLength(1)
    expect(sms.sent[0]!.to).toBe(mobile)
    // A repeat of the same submission sends nothing more.
    expect(await deliverFirstTradeInCode(db(), created.reference, client, sms)).toMatchObject({
      expiresAt: (first as { expiresAt: Date }).expiresAt,
    })
    expect(sms.sent).toHaveLength(1)

    // Not found before its code, nor with another mobile; staff do not see it yet.
    expect(await trackTradeIn(db(), { reference: created.reference, phone: mobile }, client)).toEqual({ refused: 'not_found' })
    const stranger = freshClient().mobile
    expect(await verifyTradeIn(db(), { reference: created.reference, mobile: stranger }, sms.lastCode(), client, secret)).toEqual({
      refused: 'not_found',
    })
    const waitingBefore = await listStaffTradeIns(db(), { show: 'all', page: 1 }, 'en')
    expect(waitingBefore.items.map((item) => item.reference)).not.toContain(created.reference)

    expect(
      await verifyTradeIn(
        db(),
        { reference: created.reference, mobile },
        '000000' === sms.lastCode() ? '111111' : '000000',
        client,
        secret,
      ),
    ).toEqual({
      refused: 'incorrect',
      attemptsLeft: 4,
    })
    expect(await verifyTradeIn(db(), { reference: created.reference, mobile }, sms.lastCode(), client, secret)).toEqual({
      reference: created.reference,
      status: 'waiting',
    })
    const waiting = await trackTradeIn(db(), { reference: created.reference, phone: mobile }, client)
    expect(waiting).toMatchObject({
      reference: created.reference,
      car: { make: 'Toyota', model: 'Camry GLE', year: 2019, mileageKm: 85_000, condition: 'good' },
      city: 'Dammam',
      photos: 1,
      state: 'waiting',
      estimate: null,
    })

    const listed = await listStaffTradeIns(db(), { show: 'waiting', page: 1 }, 'ar')
    const item = listed.items.find((row) => row.reference === created.reference)
    expect(item).toMatchObject({ city: 'الدمام', mobile, state: 'waiting', estimate: null })
    expect(item!.photos).toHaveLength(1)
    expect(listed.counts.waiting).toBe(waitingBefore.counts.waiting + 1)
    expect(listed.total).toBe(listed.counts.waiting)
    const photoId = item!.photos[0]!
    const file = await readTradeInPhoto(db(), item!.id, photoId)
    // A download, never a page: no sniffing, no script, not kept by any cache.
    expect(file?.headers).toEqual({
      'Content-Type': 'image/webp',
      'Content-Length': String((file!.content as Uint8Array).byteLength),
      'Content-Disposition': `attachment; filename="trade-in-${created.reference}-${photoId.slice(0, 8)}.webp"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    })
    // Only as a photo of its own request.
    expect(await readTradeInPhoto(db(), crypto.randomUUID(), photoId)).toBeNull()
    expect(await readTradeInPhoto(db(), item!.id, crypto.randomUUID())).toBeNull()

    const now = new Date()
    const answered = await answerTradeIn(db(), staff, item!.id, 64_500, 'en', { now })
    expect(answered).toMatchObject({ state: 'estimated', estimate: { amountSar: 64_500, givenBy: 'Huda' }, photos: [photoId] })
    const estimatedList = await listStaffTradeIns(db(), { show: 'estimated', page: 1 }, 'en', now)
    expect(estimatedList.items[0]?.reference).toBe(created.reference)
    expect(estimatedList.counts).toEqual({ waiting: listed.counts.waiting - 1, estimated: listed.counts.estimated + 1 })
    const validUntil = new Date(now.getTime() + 7 * day).toISOString()
    expect(await trackTradeIn(db(), { reference: created.reference, phone: mobile }, client, now)).toMatchObject({
      state: 'estimated',
      estimate: { amountSar: 64_500, validUntil, givenAt: now.toISOString() },
    })
    // The buyer's text, in the language they asked in, through the outbox; the audit names the amount.
    const texts = await db().select({ payload: outboxMessages.payload }).from(outboxMessages).where(eq(outboxMessages.kind, 'sms.message'))
    const text = texts.map((row) => row.payload as { to: string; text: string }).find((payload) => payload.to === mobile)
    expect(text?.text).toContain(created.reference)
    expect(text?.text).toContain('SAR 64,500')
    const [audit] = await db()
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'trade_in.estimated'), eq(staffAuditLog.subjectId, created.reference)))
    expect(audit?.after).toMatchObject({ amountSar: 64_500 })
    expect(audit?.subjectType).toBe('trade_in')

    // A promised estimate is not changed; after its days, it has expired and a new one may be sent.
    expect(await answerTradeIn(db(), staff, item!.id, 70_000, 'en', { now: new Date(now.getTime() + 7 * day - 1) })).toEqual({
      refused: 'still_valid',
    })
    const later = new Date(now.getTime() + 7 * day + 1)
    expect(await trackTradeIn(db(), { reference: created.reference, phone: mobile }, client, later)).toMatchObject({
      state: 'expired',
      estimate: { amountSar: 64_500 },
    })
    expect(await answerTradeIn(db(), staff, item!.id, 61_000, 'en', { now: new Date(now.getTime() + 7 * day) })).toMatchObject({
      state: 'estimated',
      estimate: { amountSar: 61_000 },
    })
  })

  it('attaches a request to a confirmed order of the same mobile only', async () => {
    const { client, mobile } = freshClient()
    const placed = await db().transaction((tx) =>
      createOrder(
        tx,
        placeOrderSchema.parse({
          type: 'individual',
          purchaseType: 'cash',
          name: 'Sara',
          mobile,
          email: 'sara@example.com',
          carId,
          city: 'riyadh',
        }),
        client,
      ),
    )
    if (!('reference' in placed)) throw new Error('order not placed')
    const attach = (who: string) => db().transaction((tx) => createTradeIn(tx, request(who, { orderReference: placed.reference }), client))
    // Not confirmed yet, then another mobile: the same refusal on the field.
    expect(await attach(mobile)).toEqual({ refused: 'invalid', fields: { orderReference: 'tradeInOrder' } })
    await db().update(orders).set({ status: 'received' }).where(eq(orders.reference, placed.reference))
    expect(await attach(freshClient().mobile)).toEqual({ refused: 'invalid', fields: { orderReference: 'tradeInOrder' } })
    const reference = await confirmedRequest(mobile, client, { orderReference: placed.reference })
    expect(await trackTradeIn(db(), { reference, phone: mobile }, client)).toMatchObject({ orderReference: placed.reference })
  })

  it('refuses photos that are unknown, another request’s or older than an hour, storing nothing', async () => {
    const { client, mobile } = freshClient()
    const photo = await prepareTradeInPhoto(await phoneJpeg())
    if (typeof photo === 'string') throw new Error('photo refused')
    const stored = await storeTradeInPhoto(db(), photo, client)
    if (!('id' in stored)) throw new Error('photo not stored')
    const count = async () => (await db().select({ id: tradeIns.id }).from(tradeIns).where(eq(tradeIns.mobile, mobile))).length
    const send = (photos: string[], now = new Date()) =>
      db()
        .transaction(async (tx) => {
          const result = await createTradeIn(tx, request(mobile, { photos }), client, now)
          // As the API does: a refusal rolls the whole transaction back.
          if ('refused' in result) throw Object.assign(new Error('refused'), { result })
          return result
        })
        .catch((error: { result?: unknown }) => error.result)
    expect(await send([crypto.randomUUID()])).toEqual({ refused: 'photos_expired' })
    expect(await send([stored.id], new Date(Date.now() + 61 * 60 * 1000))).toEqual({ refused: 'photos_expired' })
    expect(await count()).toBe(0)
    expect(await send([stored.id])).toMatchObject({ reference: expect.any(String) })
    expect(await send([stored.id])).toEqual({ refused: 'photos_expired' })
    expect(await count()).toBe(1)
  })

  it('keeps the code rules of an order: a resend waits a minute, 5 wrong codes lock the request', async () => {
    const { client, mobile } = freshClient()
    const sms = fakeSms()
    const now = new Date()
    const created = await db().transaction((tx) => createTradeIn(tx, request(mobile), client, now))
    if (!('reference' in created)) throw new Error('not created')
    await deliverFirstTradeInCode(db(), created.reference, client, sms, now)
    const key = { reference: created.reference, mobile }
    expect(await resendTradeInCode(db(), key, client, sms, now)).toMatchObject({ refused: 'rate_limited' })
    const resent = await resendTradeInCode(db(), key, client, sms, new Date(now.getTime() + 61_000))
    expect(resent).toMatchObject({ reference: created.reference })
    expect(sms.sent).toHaveLength(2)
    const wrong = sms.lastCode() === '000000' ? '111111' : '000000'
    for (let attempt = 0; attempt < 4; attempt++) await verifyTradeIn(db(), key, wrong, client, secret, now)
    expect(await verifyTradeIn(db(), key, wrong, client, secret, now)).toEqual({ refused: 'locked' })
    expect(await verifyTradeIn(db(), key, sms.lastCode(), client, secret, now)).toEqual({ refused: 'locked' })
    expect(await resendTradeInCode(db(), key, client, sms, new Date(now.getTime() + 5 * 60_000))).toEqual({ refused: 'locked' })
  })

  it('deletes what has served its purpose: unconfirmed after a day, photos at the estimate’s expiry, the request 30 days later', async () => {
    const { client, mobile } = freshClient()
    const start = new Date(Date.now() - 60 * day)
    const unconfirmed = await db().transaction((tx) => createTradeIn(tx, request(freshClient().mobile), client, start))
    if (!('reference' in unconfirmed)) throw new Error('not created')
    const photo = await prepareTradeInPhoto(await phoneJpeg())
    if (typeof photo === 'string') throw new Error('photo refused')
    const loose = await storeTradeInPhoto(db(), photo, client)
    const attached = await storeTradeInPhoto(db(), photo, client)
    if (!('id' in loose) || !('id' in attached)) throw new Error('photos not stored')
    const reference = await confirmedRequest(mobile, client, { photos: [attached.id] })
    const id = await idOf(reference)
    const answeredAt = new Date()
    await answerTradeIn(db(), staff, id, 50_000, 'ar', { now: answeredAt })
    const has = async (table: typeof tradeIns | typeof tradeInPhotos, rowId: string) =>
      (await db().select({ id: table.id }).from(table).where(eq(table.id, rowId))).length === 1

    await purgeTradeIns(db(), new Date(answeredAt.getTime() + 30 * 60 * 1000))
    expect(await db().select({ id: tradeIns.id }).from(tradeIns).where(eq(tradeIns.reference, unconfirmed.reference))).toEqual([])
    expect(await has(tradeInPhotos, loose.id)).toBe(true)
    expect(await has(tradeInPhotos, attached.id)).toBe(true)

    await purgeTradeIns(db(), new Date(answeredAt.getTime() + 2 * 60 * 60 * 1000))
    expect(await has(tradeInPhotos, loose.id)).toBe(false)
    expect(await has(tradeInPhotos, attached.id)).toBe(true)

    await purgeTradeIns(db(), new Date(answeredAt.getTime() + 7 * day + 1))
    expect(await has(tradeInPhotos, attached.id)).toBe(false)
    expect(await has(tradeIns, id)).toBe(true)
    await purgeTradeIns(db(), new Date(answeredAt.getTime() + 36 * day))
    expect(await has(tradeIns, id)).toBe(true)
    await purgeTradeIns(db(), new Date(answeredAt.getTime() + 37 * day + 1))
    expect(await has(tradeIns, id)).toBe(false)
  })

  it('deletes a confirmed request nobody answered 30 days after it came', async () => {
    const { client, mobile } = freshClient()
    const came = new Date()
    const reference = await confirmedRequest(mobile, client, {}, came)
    const id = await idOf(reference)
    const present = async () => (await db().select({ id: tradeIns.id }).from(tradeIns).where(eq(tradeIns.id, id))).length
    await purgeTradeIns(db(), new Date(came.getTime() + 29 * day))
    expect(await present()).toBe(1)
    await purgeTradeIns(db(), new Date(came.getTime() + 30 * day + 1))
    expect(await present()).toBe(0)
  })

  it('lists waiting requests oldest first, 20 a page, and answered ones by the latest answer', async () => {
    const start = new Date(Date.now() - 60 * 60 * 1000)
    // Sent in the opposite order of their confirmation, so the order is the list's, not the table's.
    const later = await confirmedRequest(freshClient().mobile, freshClient().client, {}, new Date(start.getTime() + 60_000))
    const earlier = await confirmedRequest(freshClient().mobile, freshClient().client, {}, start)
    const first = await listStaffTradeIns(db(), { show: 'waiting', page: 1 }, 'en')
    const order = first.items.map((item) => item.reference).filter((reference) => reference === earlier || reference === later)
    expect(order).toEqual([earlier, later])

    while ((await listStaffTradeIns(db(), { show: 'waiting', page: 1 }, 'en')).total <= staffListPageSize) {
      await confirmedRequest(freshClient().mobile, freshClient().client)
    }
    const pageOne = await listStaffTradeIns(db(), { show: 'waiting', page: 1 }, 'en')
    const pageTwo = await listStaffTradeIns(db(), { show: 'waiting', page: 2 }, 'en')
    expect(pageOne.items).toHaveLength(staffListPageSize)
    expect(pageTwo.items).toHaveLength(pageOne.total - staffListPageSize)
    expect(pageTwo.items.map((item) => item.reference)).not.toContain(pageOne.items[0]!.reference)

    // The one confirmed later is answered last: it comes first, against the order of confirmation.
    await answerTradeIn(db(), staff, await idOf(earlier), 30_000, 'en', { now: new Date(Date.now() - 60_000) })
    await answerTradeIn(db(), staff, await idOf(later), 31_000, 'en', { now: new Date() })
    const answered = (await listStaffTradeIns(db(), { show: 'estimated', page: 1 }, 'en')).items.map((item) => item.reference)
    expect(answered.filter((reference) => reference === earlier || reference === later)).toEqual([later, earlier])
  })

  it('shows staff a request sent without photos with none, listed and answered', async () => {
    const { client, mobile } = freshClient()
    const reference = await confirmedRequest(mobile, client)
    const listed = await listStaffTradeIns(db(), { show: 'waiting', page: 1 }, 'en')
    expect(listed.items.find((item) => item.reference === reference)?.photos).toEqual([])
    const answered = await answerTradeIn(db(), staff, await idOf(reference), 20_000, 'en')
    expect(answered).toMatchObject({ reference, photos: [] })
  })

  it('keeps a request still awaiting its code for a day, not less', async () => {
    const { client, mobile } = freshClient()
    const came = new Date(Date.now() - 2 * day)
    const created = await db().transaction((tx) => createTradeIn(tx, request(mobile), client, came))
    if (!('reference' in created)) throw new Error('not created')
    const present = async () =>
      (await db().select({ id: tradeIns.id }).from(tradeIns).where(eq(tradeIns.reference, created.reference))).length
    await purgeTradeIns(db(), new Date(came.getTime() + 60 * 60 * 1000))
    expect(await present()).toBe(1)
    expect(await purgeTradeIns(db(), new Date(came.getTime() + day + 1000))).toBeGreaterThan(0)
    expect(await present()).toBe(0)
  })

  it('never lets a request without its code get an estimate', async () => {
    const { client, mobile } = freshClient()
    const created = await db().transaction((tx) => createTradeIn(tx, request(mobile), client))
    if (!('reference' in created)) throw new Error('not created')
    expect(await answerTradeIn(db(), staff, await idOf(created.reference), 40_000, 'en')).toEqual({ refused: 'not_found' })
  })

  /** A request stored and its first code sent at `now`: its key and the fake SMS that holds the codes. */
  async function awaitingRequest(now: Date) {
    const { client, mobile } = freshClient()
    const sms = fakeSms()
    const created = await db().transaction((tx) => createTradeIn(tx, request(mobile), client, now))
    if (!('reference' in created)) throw new Error(`refused: ${JSON.stringify(created)}`)
    expect(await deliverFirstTradeInCode(db(), created.reference, client, sms, now)).toMatchObject({ reference: created.reference })
    return { key: { reference: created.reference, mobile }, client, sms }
  }
  const seconds = (from: Date, count: number) => new Date(from.getTime() + count * 1000)
  const lifetime = orderPolicy.codeLifetimeSeconds

  it('takes at most 10 requests and 30 photos an hour from one address', async () => {
    const { client, mobile } = freshClient()
    for (let index = 0; index < tradeInPolicy.requestsPerAddressPerHour; index++) {
      expect(await db().transaction((tx) => createTradeIn(tx, request(mobile), client))).toHaveProperty('reference')
    }
    const refused = await db().transaction((tx) => createTradeIn(tx, request(mobile), client))
    expect(refused).toMatchObject({ refused: 'rate_limited' })
    expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0)

    const photos = freshClient().client
    for (let index = 0; index < tradeInPolicy.photosPerAddressPerHour; index++) {
      expect(await storeTradeInPhoto(db(), new Uint8Array([index]), photos)).toHaveProperty('id')
    }
    expect(await storeTradeInPhoto(db(), new Uint8Array([1]), photos)).toMatchObject({ refused: 'rate_limited' })
  })

  it('sends the first code once, and gives a failed send back so the request can try again at once', async () => {
    const now = new Date()
    const { client, mobile } = freshClient()
    const created = await db().transaction((tx) => createTradeIn(tx, request(mobile), client, now))
    if (!('reference' in created)) throw new Error('not created')
    const failing = { ...fakeSms(), sendSms: () => Promise.reject(new Error('gateway down')) }
    expect(await deliverFirstTradeInCode(db(), created.reference, client, failing, now)).toEqual({ refused: 'sms_failed' })
    const sms = fakeSms()
    const sent = await deliverFirstTradeInCode(db(), created.reference, client, sms, now)
    expect(sent).toEqual({ reference: created.reference, expiresAt: seconds(now, lifetime), resendAvailableAt: seconds(now, 60) })
    // A repeat of the submission finds the code sent: the same state, no second text.
    expect(await deliverFirstTradeInCode(db(), created.reference, client, sms, seconds(now, 5))).toEqual(sent)
    expect(sms.sent).toHaveLength(1)
    expect(sms.sent[0]!.to).toBe(mobile)
  })

  it('sends one code for two submissions at once, and one more for two resends at once', async () => {
    const now = new Date()
    const { client, mobile } = freshClient()
    const sms = fakeSms()
    const created = await db().transaction((tx) => createTradeIn(tx, request(mobile), client, now))
    if (!('reference' in created)) throw new Error('not created')
    const [first, second] = await Promise.all([
      deliverFirstTradeInCode(db(), created.reference, client, sms, now),
      deliverFirstTradeInCode(db(), created.reference, client, sms, now),
    ])
    expect(sms.sent).toHaveLength(1)
    expect(second).toEqual(first)
    const key = { reference: created.reference, mobile }
    const resends = await Promise.all([
      resendTradeInCode(db(), key, client, sms, seconds(now, 60)),
      resendTradeInCode(db(), key, client, sms, seconds(now, 60)),
    ])
    expect(sms.sent).toHaveLength(2)
    expect(resends[0]).toEqual(resends[1])
  })

  it('lets a resend wait its exact minute, and keeps the previous code good until its own expiry', async () => {
    const start = new Date()
    const { key, client, sms } = await awaitingRequest(start)
    const first = sms.lastCode()
    expect(await resendTradeInCode(db(), key, client, sms, new Date(start.getTime() + 30_500))).toEqual({
      refused: 'rate_limited',
      retryAfterSeconds: 30,
    })
    expect(await resendTradeInCode(db(), key, client, sms, seconds(start, 60))).toMatchObject({ reference: key.reference })
    expect(sms.sent).toHaveLength(2)
    expect(await verifyTradeIn(db(), key, first, client, secret, seconds(start, 61))).toEqual({
      reference: key.reference,
      status: 'waiting',
    })

    // Once the first code's own time is up, only the new one is taken.
    const other = await awaitingRequest(start)
    const oldCode = other.sms.lastCode()
    expect(await resendTradeInCode(db(), other.key, other.client, other.sms, seconds(start, 60))).toMatchObject({
      reference: other.key.reference,
    })
    const newCode = other.sms.lastCode()
    if (oldCode !== newCode) {
      expect(await verifyTradeIn(db(), other.key, oldCode, other.client, secret, seconds(start, lifetime))).toEqual({
        refused: 'incorrect',
        attemptsLeft: 4,
      })
    }
    expect(await verifyTradeIn(db(), other.key, newCode, other.client, secret, seconds(start, lifetime))).toEqual({
      reference: other.key.reference,
      status: 'waiting',
    })
  })

  it('refuses a code at its expiry without counting it, and takes it a second before', async () => {
    const start = new Date()
    const { key, client, sms } = await awaitingRequest(start)
    expect(await verifyTradeIn(db(), key, sms.lastCode(), client, secret, seconds(start, lifetime))).toEqual({ refused: 'expired' })
    expect(await verifyTradeIn(db(), key, sms.lastCode(), client, secret, seconds(start, lifetime - 1))).toEqual({
      reference: key.reference,
      status: 'waiting',
    })
  })

  it('sends one mobile at most 5 codes an hour, whatever asks for them', async () => {
    const start = new Date()
    const { key, client, sms } = await awaitingRequest(start)
    for (let resend = 1; resend < orderPolicy.codesPerMobilePerHour; resend++) {
      expect(await resendTradeInCode(db(), key, client, sms, seconds(start, 61 * resend))).toMatchObject({ reference: key.reference })
    }
    expect(sms.sent).toHaveLength(orderPolicy.codesPerMobilePerHour)
    const sixth = await resendTradeInCode(db(), key, client, sms, seconds(start, 61 * orderPolicy.codesPerMobilePerHour))
    expect(sixth).toMatchObject({ refused: 'rate_limited' })
    expect(sms.sent).toHaveLength(orderPolicy.codesPerMobilePerHour)
  })

  it('answers a confirmed request "already confirmed" to every code step, and another mobile "not found"', async () => {
    const { client, mobile } = freshClient()
    const reference = await confirmedRequest(mobile, client)
    const sms = fakeSms()
    const key = { reference, mobile }
    expect(await deliverFirstTradeInCode(db(), reference, client, sms)).toEqual({ refused: 'already_verified' })
    expect(await resendTradeInCode(db(), key, client, sms, seconds(new Date(), 120))).toEqual({ refused: 'already_verified' })
    expect(await verifyTradeIn(db(), key, '123456', client, secret)).toEqual({ refused: 'already_verified' })
    expect(sms.sent).toHaveLength(0)
    const stranger = { reference, mobile: freshClient().mobile }
    expect(await resendTradeInCode(db(), stranger, client, sms)).toEqual({ refused: 'not_found' })
    expect(await verifyTradeIn(db(), stranger, '123456', client, secret)).toEqual({ refused: 'not_found' })
    expect(await trackTradeIn(db(), { reference, phone: stranger.mobile }, client)).toEqual({ refused: 'not_found' })
  })

  it('shows a request only once confirmed, and limits look-ups to 20 in 10 minutes an address', async () => {
    const { client, mobile } = freshClient()
    const created = await db().transaction((tx) => createTradeIn(tx, request(mobile), client))
    if (!('reference' in created)) throw new Error('not created')
    expect(await trackTradeIn(db(), { reference: created.reference, phone: mobile }, client)).toEqual({ refused: 'not_found' })
    for (let lookUp = 1; lookUp < orderPolicy.trackingPerAddressPer10Minutes; lookUp++) {
      await trackTradeIn(db(), { reference: created.reference, phone: mobile }, client)
    }
    expect(await trackTradeIn(db(), { reference: created.reference, phone: mobile }, client)).toMatchObject({ refused: 'rate_limited' })
  })

  it('limits code checks to 60 an hour from one address', async () => {
    const { key, client } = await awaitingRequest(new Date())
    const stranger = { ...key, mobile: freshClient().mobile }
    for (let check = 0; check < orderPolicy.verificationsPerAddressPerHour; check++) {
      expect(await verifyTradeIn(db(), stranger, '123456', client, secret)).toEqual({ refused: 'not_found' })
    }
    expect(await verifyTradeIn(db(), key, '123456', client, secret)).toMatchObject({ refused: 'rate_limited' })
  })
})

describe('a trade-in estimate at a moment', () => {
  it('is waiting without one, estimated until its last instant, expired from then on', () => {
    const now = new Date('2026-12-01T09:00:00Z')
    expect(tradeInStateOf(null, now)).toBe('waiting')
    expect(tradeInStateOf(new Date(now.getTime() + 1), now)).toBe('estimated')
    expect(tradeInStateOf(now, now)).toBe('expired')
    expect(tradeInStateOf(new Date(now.getTime() - 1), now)).toBe('expired')
  })
})

describeOnEngines('trade-in requests at the PDPL desk', ({ db }) => {
  it('are found by the mobile, exported, and erased with their photos', async () => {
    const { client, mobile } = freshClient()
    const photo = await prepareTradeInPhoto(await phoneJpeg())
    if (typeof photo === 'string') throw new Error('photo refused')
    const stored = await storeTradeInPhoto(db(), photo, client)
    if (!('id' in stored)) throw new Error('photo not stored')
    const created = await db().transaction((tx) => createTradeIn(tx, request(mobile, { photos: [stored.id] }), client))
    if (!('reference' in created)) throw new Error('not created')
    const found = await findPersonData(db(), mobile)
    expect(found.tradeIns.map((row) => [row.reference, row.photos])).toEqual([[created.reference, 1]])
    expect(
      recordsOf(found)
        .filter((record) => record.source === 'trade_in')
        .map((record) => record.label),
    ).toEqual([created.reference])
    expect((await findPersonData(db(), 'someone@example.com')).tradeIns).toEqual([])
    const request_ = { id: 'r', subject: mobile } as unknown as Parameters<typeof personExportJson>[1]
    expect(JSON.stringify(personExportJson(found, request_, new Date()))).toContain(created.reference)

    const outcome = await db().transaction((tx) => erasePersonData(tx, mobile))
    expect(outcome.tradeIns).toBe(1)
    expect(await db().select({ id: tradeIns.id }).from(tradeIns).where(eq(tradeIns.mobile, mobile))).toEqual([])
    expect(await db().select({ id: tradeInPhotos.id }).from(tradeInPhotos).where(eq(tradeInPhotos.id, stored.id))).toEqual([])
  })
})
