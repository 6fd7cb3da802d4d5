/** Editing an offer's days and cars through the API: who may, what visitors then see, what is audited and announced. */
import { and, eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { saudiDate } from '../../lib/saudi-calendar'
import { onContentChange, startContentChangeRelay, type ContentChange } from '../../server/content-changes.server'
import { describeOnEngines } from '../../server/db/describe-on-engines'
import { staffAuditLog } from '../../server/db/schema'
import { staffTestApi } from '../staff-test-kit'
import { contentRoutes } from './content'
import { staffOfferRoutes } from './staff-offers'

type StaffOffers = { offers: { id: number; startsOn: string; endsOn: string; carIds: number[] }[]; cars: { id: number }[] }

const dayFromToday = (days: number) => saudiDate(new Date(Date.now() + days * 86_400_000))

describeOnEngines('staff offers API', ({ handle, db }) => {
  const { staffMember, call } = staffTestApi([...staffOfferRoutes, ...contentRoutes], handle)
  const staffOffers = async (token: string) => (await (await call('GET', '/staff/offers', { token })).json()) as StaffOffers
  const currentOfferIds = async () =>
    ((await (await call('GET', '/offers')).json()) as { items: { id: number }[] }).items.map((offer) => offer.id)

  it('refuses anonymous callers, other roles and cross-site requests', async () => {
    const sales = await staffMember('sales')
    const editor = await staffMember('editor')
    const body = { startsOn: dayFromToday(0), endsOn: dayFromToday(5), carIds: [] }
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
    const { offers, cars } = await staffOffers(editor.token)
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
        body: { startsOn: dayFromToday(-10), endsOn: dayFromToday(-1), carIds },
      })
      expect(ended.status).toBe(200)
      expect(await ended.json()).toMatchObject({ id: offer.id, endsOn: dayFromToday(-1), carIds })
      expect(await currentOfferIds()).not.toContain(offer.id)
      await expect.poll(() => heard, { timeout: 2000 }).toContainEqual({ topic: 'offers' })

      await call('PUT', `/staff/offers/${offer.id}`, {
        token: editor.token,
        body: { startsOn: dayFromToday(0), endsOn: dayFromToday(30), carIds },
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
        before: { startsOn: offer.startsOn, endsOn: offer.endsOn, carIds: offer.carIds },
        after: { startsOn: dayFromToday(-10), endsOn: dayFromToday(-1), carIds },
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
    await refused({ startsOn: dayFromToday(5), endsOn: dayFromToday(1), carIds: [] }, 'endsOn')
    await refused({ startsOn: '2026-02-30x', endsOn: dayFromToday(1), carIds: [] }, 'startsOn')
    await refused({ startsOn: dayFromToday(0), endsOn: dayFromToday(1), carIds: [1, 1] }, 'carIds')
    await refused({ startsOn: dayFromToday(0), endsOn: dayFromToday(1), carIds: [999_999] }, 'carIds')
    const unknown = await call('PUT', '/staff/offers/999999', {
      token: admin.token,
      body: { startsOn: dayFromToday(0), endsOn: dayFromToday(1), carIds: [] },
    })
    expect(unknown.status).toBe(404)
  })
})
