/** Editing an offer's days and cars through the API: who may, what visitors then see, what is audited and announced. */
import { and, eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { saudiDate } from '../../lib/saudi-calendar'
import { onContentChange, startContentChangeRelay, type ContentChange } from '../../server/content-changes.server'
import { describeOnEngines } from '../../server/db/describe-on-engines'
import { cars as carsTable, staffAuditLog } from '../../server/db/schema'
import { staffTestApi } from '../staff-test-kit'
import { contentRoutes } from './content'
import { staffOfferRoutes } from './staff-offers'

type StaffOffers = {
  offers: {
    id: number
    startsOn: string
    endsOn: string
    profitRatePercent: number | null
    financeTermMonths: number | null
    minDownPaymentPercent: number | null
    carIds: number[]
  }[]
}

const dayFromToday = (days: number) => saudiDate(new Date(Date.now() + days * 86_400_000))

describeOnEngines('staff offers API', ({ handle, db }) => {
  const { staffMember, call } = staffTestApi([...staffOfferRoutes, ...contentRoutes], handle)
  const staffOffers = async (token: string) => (await (await call('GET', '/staff/offers', { token })).json()) as StaffOffers
  /** Cars an offer may name: the staff answer no longer lists the whole catalogue (the picker searches). */
  const catalogueCars = () => db().select({ id: carsTable.id }).from(carsTable).orderBy(carsTable.id).limit(5)
  const currentOfferIds = async () =>
    ((await (await call('GET', '/offers')).json()) as { items: { id: number }[] }).items.map((offer) => offer.id)

  it('refuses anonymous callers, other roles and cross-site requests', async () => {
    const sales = await staffMember('sales')
    const editor = await staffMember('editor')
    const body = { startsOn: dayFromToday(0), endsOn: dayFromToday(5), profitRatePercent: null, carIds: [] }
    expect((await call('GET', '/staff/offers')).status).toBe(401)
    expect((await call('GET', '/staff/offers', { token: sales.token })).status).toBe(403)
    expect((await call('PUT', '/staff/offers/1', { body })).status).toBe(401)
    expect((await call('PUT', '/staff/offers/1', { token: sales.token, body })).status).toBe(403)
    const crossSite = await call('PUT', '/staff/offers/1', { token: editor.token, body, crossSite: true })
    expect(crossSite.status).toBe(403)
    expect(await crossSite.json()).toMatchObject({ error: { code: 'csrf_failed' } })
  })

  it('sets the days and cars: the offers page follows, the change audited with before and after, and announced', async () => {
    const editor = await staffMember('editor')
    const { offers } = await staffOffers(editor.token)
    const cars = await catalogueCars()
    const offer = offers[0]!
    const carIds = cars
      .slice(0, 3)
      .map((car) => car.id)
      .reverse()
    const stopRelay = await startContentChangeRelay(handle())
    const heard: ContentChange[] = []
    const stopListening = onContentChange((change) => heard.push(change))
    try {
      // Ended yesterday: no longer among the current offers.
      const ended = await call('PUT', `/staff/offers/${offer.id}`, {
        token: editor.token,
        body: { startsOn: dayFromToday(-10), endsOn: dayFromToday(-1), profitRatePercent: offer.profitRatePercent, carIds },
      })
      expect(ended.status).toBe(200)
      expect(await ended.json()).toMatchObject({ id: offer.id, endsOn: dayFromToday(-1), carIds })
      expect(await currentOfferIds()).not.toContain(offer.id)
      await expect.poll(() => heard, { timeout: 2000 }).toContainEqual({ topic: 'offers' })

      await call('PUT', `/staff/offers/${offer.id}`, {
        token: editor.token,
        body: { startsOn: dayFromToday(0), endsOn: dayFromToday(30), profitRatePercent: offer.profitRatePercent, carIds },
      })
      expect(await currentOfferIds()).toContain(offer.id)
      const page = (await (await call('GET', `/offers/${offer.id}`, { locale: 'en' })).json()) as { cars: { id: number }[] }
      expect(page.cars.map((car) => car.id)).toEqual(carIds)

      const audit = await db()
        .select({ action: staffAuditLog.action, before: staffAuditLog.before, after: staffAuditLog.after })
        .from(staffAuditLog)
        .where(and(eq(staffAuditLog.subjectType, 'offer'), eq(staffAuditLog.subjectId, String(offer.id))))
      expect(audit[0]).toEqual({
        action: 'offer.updated',
        before: {
          startsOn: offer.startsOn,
          endsOn: offer.endsOn,
          profitRatePercent: offer.profitRatePercent,
          financeTermMonths: offer.financeTermMonths,
          minDownPaymentPercent: offer.minDownPaymentPercent,
          carIds: offer.carIds,
        },
        // Sent without a term or down payment: the offer then sets none.
        after: {
          startsOn: dayFromToday(-10),
          endsOn: dayFromToday(-1),
          profitRatePercent: offer.profitRatePercent,
          financeTermMonths: null,
          minDownPaymentPercent: null,
          carIds,
        },
      })
    } finally {
      stopListening()
      await stopRelay()
    }
  })

  it('refuses days in the wrong order, a car twice, an unknown car and an unknown offer, next to the field', async () => {
    const admin = await staffMember('admin')
    const { offers } = await staffOffers(admin.token)
    const id = offers[0]!.id
    const refused = async (body: unknown, field: string) => {
      const answer = await call('PUT', `/staff/offers/${id}`, { token: admin.token, body, locale: 'ar' })
      expect(answer.status).toBe(400)
      const { error } = (await answer.json()) as { error: { fields: Record<string, string[]> } }
      expect(error.fields[field]?.[0]).toMatch(/[\u0600-\u06ff]/)
    }
    const days = { startsOn: dayFromToday(0), endsOn: dayFromToday(1), profitRatePercent: null }
    await refused({ ...days, startsOn: dayFromToday(5), carIds: [] }, 'endsOn')
    await refused({ ...days, startsOn: '2026-02-30x', carIds: [] }, 'startsOn')
    // Issue 32: a day no calendar has, or one no database stores, was a 500.
    await refused({ ...days, startsOn: '2026-02-30', endsOn: '2026-03-02', carIds: [] }, 'startsOn')
    await refused({ ...days, startsOn: '2027-02-29', endsOn: '2027-03-02', carIds: [] }, 'startsOn')
    await refused({ ...days, startsOn: '0000-01-01', carIds: [] }, 'startsOn')
    await refused({ ...days, endsOn: '2026-04-31', carIds: [] }, 'endsOn')
    for (const activeOn of ['0000-01-01', '2026-02-30']) {
      const listed = await call('GET', `/offers?activeOn=${activeOn}`)
      expect(listed.status, activeOn).toBe(400)
      expect(Object.keys(((await listed.json()) as { error: { fields: object } }).error.fields)).toEqual(['activeOn'])
    }
    await refused({ ...days, carIds: [1, 1] }, 'carIds')
    await refused({ ...days, carIds: [999_999] }, 'carIds')
    for (const profitRatePercent of [100, -1, 1.999, '1e1', 'two'])
      await refused({ ...days, profitRatePercent, carIds: [] }, 'profitRatePercent')
    const unknown = await call('PUT', '/staff/offers/999999', { token: admin.token, body: { ...days, carIds: [] } })
    expect(unknown.status).toBe(404)
  })

  it('sets the offer’s own profit rate: 0% is kept as 0, typed Arabic digits are read, empty means none; the cars under it quote at it', async () => {
    const editor = await staffMember('editor')
    const { offers } = await staffOffers(editor.token)
    const cars = await catalogueCars()
    const offer = offers[0]!
    const carId = cars[0]!.id
    const save = (profitRatePercent: unknown) =>
      call('PUT', `/staff/offers/${offer.id}`, {
        token: editor.token,
        body: { startsOn: dayFromToday(0), endsOn: dayFromToday(30), profitRatePercent, carIds: [carId] },
      })
    type PublicOffer = { profitRatePercent: number | null; cars: { id: number; installmentFromSar: number }[] }
    const publicOffer = async () => (await (await call('GET', `/offers/${offer.id}`, { locale: 'en' })).json()) as PublicOffer
    const publicRate = async () => (await publicOffer()).profitRatePercent
    const editorRate = async () => (await staffOffers(editor.token)).offers.find((each) => each.id === offer.id)!.profitRatePercent

    expect(await (await save(0)).json()).toMatchObject({ profitRatePercent: 0 })
    expect(await publicRate()).toBe(0)
    expect(await editorRate()).toBe(0)
    const atZero = (await publicOffer()).cars[0]!.installmentFromSar

    expect((await save('٢٫٤٩')).status).toBe(200)
    expect(await publicRate()).toBe(2.49)
    expect((await publicOffer()).cars[0]!.installmentFromSar).toBeGreaterThan(atZero)

    expect((await save('')).status).toBe(200)
    expect(await publicRate()).toBeNull()
    expect((await save(null)).status).toBe(200)
    expect(await editorRate()).toBeNull()

    const audit = await db()
      .select({ before: staffAuditLog.before, after: staffAuditLog.after })
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.subjectType, 'offer'), eq(staffAuditLog.subjectId, String(offer.id))))
    expect(audit.map((row) => (row.after as { profitRatePercent: unknown }).profitRatePercent)).toEqual(
      expect.arrayContaining([0, 2.49, null]),
    )
  })

  it('sets a finance offer’s term and least down payment: its cars quote on them, empty means the usual, out of range is refused by field', async () => {
    const editor = await staffMember('editor')
    const { offers } = await staffOffers(editor.token)
    const cars = await catalogueCars()
    const offer = offers[1]!
    const carId = cars[0]!.id
    const save = (terms: Record<string, unknown>) =>
      call('PUT', `/staff/offers/${offer.id}`, {
        token: editor.token,
        body: { startsOn: dayFromToday(0), endsOn: dayFromToday(30), profitRatePercent: 0, carIds: [carId], ...terms },
      })
    type PublicOffer = {
      financeTermMonths: number | null
      minDownPaymentPercent: number | null
      cars: { priceSar: number; installmentFromSar: number }[]
    }
    const publicOffer = async () => (await (await call('GET', `/offers/${offer.id}`, { locale: 'en' })).json()) as PublicOffer

    expect(await (await save({ financeTermMonths: '١٢', minDownPaymentPercent: 20 })).json()).toMatchObject({
      financeTermMonths: 12,
      minDownPaymentPercent: 20,
    })
    const quoted = await publicOffer()
    expect(quoted).toMatchObject({ financeTermMonths: 12, minDownPaymentPercent: 20 })
    const car = quoted.cars[0]!
    // 0% over 12 months with 20% down: the financed 80% in twelve payments.
    expect(car.installmentFromSar).toBe(Math.round((car.priceSar - Math.round(car.priceSar * 0.2)) / 12))
    expect((await staffOffers(editor.token)).offers.find((each) => each.id === offer.id)).toMatchObject({
      financeTermMonths: 12,
      minDownPaymentPercent: 20,
    })

    expect((await save({ financeTermMonths: '', minDownPaymentPercent: null })).status).toBe(200)
    const usual = (await publicOffer()).cars[0]!
    expect(usual.installmentFromSar).toBe(Math.round((usual.priceSar - Math.round(usual.priceSar * 0.15)) / 60))

    const refused = await save({ financeTermMonths: 72, minDownPaymentPercent: '95' })
    expect(refused.status).toBe(400)
    const fields = ((await refused.json()) as { error: { fields: Record<string, string[]> } }).error.fields
    expect(fields).toEqual({
      financeTermMonths: ['Please enter a number of months between 12 and 60.'],
      minDownPaymentPercent: ['Please enter a whole percentage from 0 to 90, or leave it empty.'],
    })
    expect((await publicOffer()).financeTermMonths).toBeNull()
  })
})
