/**
 * An offer's life through the API (decisions 0076, 0079): created with its texts, found by words and
 * status, closed, deleted (its page then 410), restored, and deleted for good by the housekeeping
 * round after 30 days, when the delete trigger leaves its tombstone. Who may, what is audited and
 * announced.
 */
import { and, asc, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { expect, it } from 'vitest'
import { purgeDeletedOffers, purgeUnusedOfferPictures } from '../../domain/staff-offers'
import { saudiDate } from '../../lib/saudi-calendar'
import { onContentChange, startContentChangeRelay, type ContentChange } from '../../server/content-changes.server'
import { describeOnEngines } from '../../server/db/describe-on-engines'
import { brands, cars, models, offerPictures, offers, removedListings, staffAuditLog } from '../../server/db/schema'
import { deletedDaysAgo, staffTestApi } from '../staff-test-kit'
import { catalogueRoutes } from './catalogue'
import { contentRoutes, sitemapRoute } from './content'
import { staffOfferRoutes } from './staff-offers'

type StaffOffer = {
  id: number
  title: string
  texts: Record<string, string>
  startsOn: string
  endsOn: string
  carIds: number[]
  cars: { id: number; title: string; year: number }[]
  image: string | null
  status: string
  deletedAt: string | null
  purgesOn: string | null
}

const day = 86_400_000
const dayFromToday = (days: number) => saudiDate(new Date(Date.now() + days * day))
let keys = 0
const idempotencyKey = () => `offer-test-${Date.now().toString(36)}-${(keys += 1)}-abcdefgh`

describeOnEngines('staff offers: create, find, close, delete, restore, purge', ({ handle, db }) => {
  const { staffMember, call } = staffTestApi([...staffOfferRoutes, ...contentRoutes, ...catalogueRoutes, sitemapRoute], handle)

  const draft = async (overrides: Record<string, unknown> = {}) => {
    const [car] = await db()
      .select({ id: cars.id })
      .from(cars)
      .innerJoin(models, eq(models.id, cars.modelId))
      .where(eq(models.slug, 'camry'))
      .orderBy(asc(cars.id))
      .limit(1)
    return {
      titleAr: 'عرض الصيف على كامري',
      titleEn: 'Summer Camry offer',
      summaryAr: 'خصم خاص على كامري طوال الصيف.',
      summaryEn: 'A special price on the Camry all summer.',
      bodyAr: '## الشروط\n\n- العرض ساري حتى نفاد الكمية.',
      bodyEn: '## Terms\n\n- While stocks last.',
      startsOn: dayFromToday(0),
      endsOn: dayFromToday(20),
      profitRatePercent: '0',
      financeTermMonths: '12',
      minDownPaymentPercent: null,
      carIds: [car!.id],
      ...overrides,
    }
  }
  const create = async (token: string, body: unknown, key: string | null = idempotencyKey()) =>
    call('POST', '/staff/offers', { token, body, headers: key === null ? {} : { 'Idempotency-Key': key } })
  const created = async (token: string, overrides: Record<string, unknown> = {}) => {
    const answer = await create(token, await draft(overrides))
    expect(answer.status).toBe(201)
    return (await answer.json()) as StaffOffer
  }
  type OffersPage = { offers: StaffOffer[]; total: number; page: number; pageSize: number }
  const listPage = async (token: string, query = '') => (await (await call('GET', `/staff/offers${query}`, { token })).json()) as OffersPage
  const list = async (token: string, query = '') => (await listPage(token, query)).offers
  const publicIds = async () => ((await (await call('GET', '/offers')).json()) as { items: { id: number }[] }).items.map((o) => o.id)
  const sitemapIds = async () =>
    ((await (await call('GET', '/sitemap-entries')).json()) as { offers: { id: number }[] }).offers.map((o) => o.id)
  const auditOf = (id: number) =>
    db()
      .select({ action: staffAuditLog.action, email: staffAuditLog.staffEmail, after: staffAuditLog.after })
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.subjectType, 'offer'), eq(staffAuditLog.subjectId, String(id))))
      .orderBy(asc(staffAuditLog.id))

  it('refuses anonymous callers, the sales role and cross-site requests on every new operation', async () => {
    const sales = await staffMember('sales')
    const editor = await staffMember('editor')
    const body = await draft()
    const attempts: [string, string, unknown][] = [
      ['POST', '/staff/offers', body],
      ['POST', '/staff/offers/1/close', undefined],
      ['DELETE', '/staff/offers/1', undefined],
      ['POST', '/staff/offers/1/restore', undefined],
    ]
    for (const [method, path, sent] of attempts) {
      const headers = { 'Idempotency-Key': idempotencyKey() }
      expect((await call(method, path, { body: sent, headers })).status, `${method} ${path}`).toBe(401)
      expect((await call(method, path, { token: sales.token, body: sent, headers })).status, `${method} ${path}`).toBe(403)
      const crossSite = await call(method, path, { token: editor.token, body: sent, headers, crossSite: true })
      expect(crossSite.status, `${method} ${path}`).toBe(403)
      expect(await crossSite.json()).toMatchObject({ error: { code: 'csrf_failed' } })
    }
    expect((await call('GET', '/staff/offers?status=deleted', { token: sales.token })).status).toBe(403)
    expect(await db().select({ id: offers.id }).from(offers).where(eq(offers.titleEn, body.titleEn))).toEqual([])
  })

  it('creates an offer with texts in both languages: listed for visitors on its days, in the sitemap, audited and announced', async () => {
    const editor = await staffMember('editor')
    const stopRelay = await startContentChangeRelay(handle())
    const heard: ContentChange[] = []
    const stopListening = onContentChange((change) => heard.push(change))
    try {
      const key = idempotencyKey()
      const body = await draft({ titleEn: 'Created once offer' })
      const first = await create(editor.token, body, key)
      expect(first.status).toBe(201)
      const offer = (await first.json()) as StaffOffer
      expect(offer).toMatchObject({ title: 'Created once offer', status: 'current', carIds: body.carIds, deletedAt: null })
      expect(offer.cars[0]!.title).toMatch(/Camry/)
      // Sent again with the same key (a lost answer), it is the same offer, not a second one.
      const again = await create(editor.token, body, key)
      expect(((await again.json()) as StaffOffer).id).toBe(offer.id)
      expect(await db().select({ id: offers.id }).from(offers).where(eq(offers.titleEn, 'Created once offer'))).toHaveLength(1)

      expect(await publicIds()).toContain(offer.id)
      expect(await sitemapIds()).toContain(offer.id)
      const page = (await (await call('GET', `/offers/${offer.id}`, { locale: 'ar' })).json()) as Record<string, unknown>
      expect(page).toMatchObject({ title: 'عرض الصيف على كامري', profitRatePercent: 0, financeTermMonths: 12 })
      await expect.poll(() => heard, { timeout: 2000 }).toContainEqual({ topic: 'offers' })
      expect((await auditOf(offer.id)).map((row) => row.action)).toEqual(['offer.created'])

      const upcoming = await created(editor.token, { startsOn: dayFromToday(3), endsOn: dayFromToday(9) })
      expect(upcoming.status).toBe('upcoming')
      expect(await publicIds()).not.toContain(upcoming.id)
    } finally {
      stopListening()
      await stopRelay()
    }
  })

  it('refuses a new offer without an Idempotency-Key, and wrong fields each next to its field', async () => {
    const editor = await staffMember('editor')
    expect((await create(editor.token, await draft(), null)).status).toBe(400)
    const refused = async (overrides: Record<string, unknown>, fields: string[]) => {
      const answer = await call('POST', '/staff/offers', {
        token: editor.token,
        body: await draft(overrides),
        locale: 'ar',
        headers: { 'Idempotency-Key': idempotencyKey() },
      })
      expect(answer.status, JSON.stringify(overrides)).toBe(400)
      const { error } = (await answer.json()) as { error: { fields: Record<string, string[]> } }
      expect(Object.keys(error.fields).sort()).toEqual([...fields].sort())
      for (const field of fields) expect(error.fields[field]?.[0]).toMatch(/[\u0600-\u06ff]/)
    }
    await refused({ titleAr: '   ', summaryEn: '' }, ['titleAr', 'summaryEn'])
    await refused({ titleEn: 'Two\nlines' }, ['titleEn'])
    await refused({ bodyAr: 'x'.repeat(10_001) }, ['bodyAr'])
    await refused({ startsOn: dayFromToday(5), endsOn: dayFromToday(1) }, ['endsOn'])
    await refused({ carIds: [999_999] }, ['carIds'])
    await refused({ financeTermMonths: '72' }, ['financeTermMonths'])
  })

  it('finds offers by words in Arabic or English, folded as the market folds them, and by status', async () => {
    const editor = await staffMember('editor')
    const mine = await created(editor.token, { titleAr: 'عرض رمضان المبارك للأسرة', titleEn: 'Blessed Ramadan family offer' })
    const ended = await created(editor.token, { titleEn: 'Ended spring offer', startsOn: dayFromToday(-20), endsOn: dayFromToday(-2) })
    const ids = (found: StaffOffer[]) => found.map((offer) => offer.id)
    // Hamza and taa marbuta typed otherwise, Latin in any case.
    expect(ids(await list(editor.token, `?q=${encodeURIComponent('رمضان')}`))).toContain(mine.id)
    expect(ids(await list(editor.token, `?q=${encodeURIComponent('عرض رمضان المباركة')}`))).not.toContain(mine.id)
    expect(ids(await list(editor.token, `?q=${encodeURIComponent('رمضان للاسره')}`))).toContain(mine.id)
    expect(ids(await list(editor.token, '?q=RAMADAN'))).toEqual([mine.id])
    expect(ids(await list(editor.token, '?status=ended'))).toContain(ended.id)
    expect(ids(await list(editor.token, '?status=current'))).not.toContain(ended.id)
    expect((await list(editor.token, '?status=ended')).every((offer) => offer.status === 'ended')).toBe(true)
    expect((await call('GET', '/staff/offers?status=gone', { token: editor.token })).status).toBe(400)
  })

  it('filters by status and pages in the database: twenty a page in the offers page’s order, the total of all found', async () => {
    const editor = await staffMember('editor')
    const token = `q${Date.now().toString(36)}`
    const made: StaffOffer[] = []
    for (let index = 0; index < 21; index += 1) made.push(await created(editor.token, { titleEn: `Offer ${token} ${index}`, carIds: [] }))
    const first = await listPage(editor.token, `?q=${token}`)
    expect(first).toMatchObject({ total: 21, page: 1, pageSize: 20 })
    expect(first.offers.map((offer) => offer.id)).toEqual(made.slice(0, 20).map((offer) => offer.id))
    expect((await listPage(editor.token, `?q=${token}&page=2`)).offers.map((offer) => offer.id)).toEqual([made[20]!.id])
    // Each status by the Saudi day: the first day and the last day count as current.
    const upcoming = await created(editor.token, { titleEn: `Later ${token}`, startsOn: dayFromToday(1), endsOn: dayFromToday(3) })
    const endsToday = await created(editor.token, { titleEn: `Last day ${token}`, startsOn: dayFromToday(-3), endsOn: dayFromToday(0) })
    const ended = await created(editor.token, { titleEn: `Over ${token}`, startsOn: dayFromToday(-3), endsOn: dayFromToday(-1) })
    const ids = async (query: string) => (await list(editor.token, `?q=${token}&${query}`)).map((offer) => offer.id)
    expect(await ids('status=upcoming')).toEqual([upcoming.id])
    expect(await ids('status=ended')).toEqual([ended.id])
    expect((await listPage(editor.token, `?q=${token}&status=current`)).total).toBe(22)
    expect(await ids(`status=current&page=2`)).toEqual([made[20]!.id, endsToday.id])
    await call('DELETE', `/staff/offers/${made[0]!.id}`, { token: editor.token })
    await call('DELETE', `/staff/offers/${made[1]!.id}`, { token: editor.token })
    // The most recently deleted first.
    expect(await ids('status=deleted')).toEqual([made[1]!.id, made[0]!.id])
    expect((await listPage(editor.token, `?q=${token}`)).total).toBe(22)
  })

  it('deletes an uploaded picture no offer names a day after its upload, and keeps a named or recent one', async () => {
    const editor = await staffMember('editor')
    const dayAndAMinuteAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 60_000)
    const picture = (name: string, createdAt: Date) => ({
      name,
      content: new Uint8Array([1]),
      mediaType: 'image/webp',
      width: 1,
      height: 1,
      createdAt,
    })
    const [named, unused, recent] = ['a', 'b', 'c'].map((letter) => `${letter.repeat(8)}${Date.now().toString(16).padStart(16, '0')}.webp`)
    await db()
      .insert(offerPictures)
      .values([picture(named!, dayAndAMinuteAgo), picture(unused!, dayAndAMinuteAgo), picture(recent!, new Date())])
    await created(editor.token, { image: `/media/offers/${named}` })
    expect(await purgeUnusedOfferPictures(db())).toBeGreaterThanOrEqual(1)
    const left = (await db().select({ name: offerPictures.name }).from(offerPictures)).map((row) => row.name)
    expect(left).toEqual(expect.arrayContaining([named, recent]))
    expect(left).not.toContain(unused)
  })

  it('takes an uploaded picture or a drawing on create and edit: re-encoded, served by its hash, shown on the offer', async () => {
    const editor = await staffMember('editor')
    const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: 200, g: 30, b: 30 } } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.set('picture', new File([new Uint8Array(png)], 'offer.png', { type: 'image/png' }))
    const uploaded = await call('POST', '/staff/offer-pictures', { token: editor.token, body: form })
    expect(uploaded.status).toBe(201)
    const { image } = (await uploaded.json()) as { image: string }
    expect(image).toMatch(/^\/media\/offers\/[a-f0-9]{24}\.webp$/)
    const name = image.split('/').pop()!
    const [stored] = await db().select().from(offerPictures).where(eq(offerPictures.name, name))
    expect(stored).toMatchObject({ mediaType: 'image/webp', width: 1600, height: 800 })
    expect(await (await call('GET', `/offer-pictures/${name}`)).json()).toMatchObject({ mediaType: 'image/webp' })

    const offer = await created(editor.token, { image })
    expect(offer.image).toBe(image)
    const shown = async () =>
      (
        (await (await call('GET', '/offers', { locale: 'ar' })).json()) as {
          items: { id: number; image: { path: string; alt: string } | null }[]
        }
      ).items.find((item) => item.id === offer.id)!.image
    expect(await shown()).toEqual({ path: image, alt: 'عرض الصيف على كامري' })
    const save = async (overrides: Record<string, unknown>) =>
      call('PUT', `/staff/offers/${offer.id}`, { token: editor.token, body: await draft(overrides) })
    // Left out, the picture stays; a drawing replaces it; null takes it away.
    expect(await draft()).not.toHaveProperty('image')
    expect((await save({})).status).toBe(200)
    expect((await shown())?.path).toBe(image)
    expect(((await (await save({ image: '/images/cars/suv.svg' })).json()) as StaffOffer).image).toBe('/images/cars/suv.svg')
    expect(await save({ image: null })).toMatchObject({ status: 200 })
    expect(await shown()).toBeNull()
    expect((await auditOf(offer.id)).at(-1)).toMatchObject({ action: 'offer.updated', after: { image: null } })

    const refusedField = async (answer: Response) =>
      Object.keys(((await answer.json()) as { error: { fields: Record<string, string[]> } }).error.fields)
    const unknown = await save({ image: '/media/offers/0123456789abcdef01234567.webp' })
    expect(unknown.status).toBe(400)
    expect(await refusedField(unknown)).toEqual(['image'])
    expect(await refusedField(await save({ image: 'https://evil.example/x.png' }))).toEqual(['image'])
    const fake = new FormData()
    fake.set('picture', new File([new TextEncoder().encode('<svg onload=alert(1)>')], 'offer.png', { type: 'image/png' }))
    const notPicture = await call('POST', '/staff/offer-pictures', { token: editor.token, body: fake })
    expect(notPicture.status).toBe(415)
    expect(await refusedField(notPicture)).toEqual(['picture'])
    expect((await call('POST', '/staff/offer-pictures', { token: (await staffMember('sales')).token, body: form })).status).toBe(403)
  })

  it('closes a current offer: it ends today, still listed today, audited; an upcoming one is 409', async () => {
    const editor = await staffMember('editor')
    const offer = await created(editor.token)
    const closed = await call('POST', `/staff/offers/${offer.id}/close`, { token: editor.token })
    expect(closed.status).toBe(200)
    expect(await closed.json()).toMatchObject({ endsOn: dayFromToday(0), status: 'current' })
    expect(await publicIds()).toContain(offer.id)
    const tomorrow = ((await (await call('GET', `/offers?activeOn=${dayFromToday(1)}`)).json()) as { items: { id: number }[] }).items
    expect(tomorrow.map((item) => item.id)).not.toContain(offer.id)
    expect((await auditOf(offer.id)).at(-1)).toMatchObject({ action: 'offer.closed', after: { endsOn: dayFromToday(0) } })

    const upcoming = await created(editor.token, { startsOn: dayFromToday(2), endsOn: dayFromToday(4) })
    const refused = await call('POST', `/staff/offers/${upcoming.id}/close`, { token: editor.token, locale: 'ar' })
    expect(refused.status).toBe(409)
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/[\u0600-\u06ff]/)
    expect((await call('POST', '/staff/offers/999999/close', { token: editor.token })).status).toBe(404)
  })

  it('deletes an offer: gone from the list, the sitemap and its page, which answers as removed (410); restored exactly as it was', async () => {
    const editor = await staffMember('editor')
    const offer = await created(editor.token)
    const deleted = await call('DELETE', `/staff/offers/${offer.id}`, { token: editor.token })
    expect(deleted.status).toBe(200)
    const answer = (await deleted.json()) as StaffOffer
    expect(answer.status).toBe('deleted')
    expect(answer.purgesOn).toBe(dayFromToday(30))

    expect(await publicIds()).not.toContain(offer.id)
    expect(await sitemapIds()).not.toContain(offer.id)
    expect((await call('GET', `/offers/${offer.id}`)).status).toBe(404)
    // What the storefront asks when an offer is missing: the removed-listing answer (its page's 410).
    const removed = await call('GET', `/removed-listings/offer/${offer.id}`, { locale: 'en' })
    expect(removed.status).toBe(200)
    expect(await removed.json()).toMatchObject({ kind: 'offer', id: offer.id, similar: expect.arrayContaining([expect.anything()]) })
    // Not editable, not closable until restored; listed under "deleted" only.
    expect((await call('PUT', `/staff/offers/${offer.id}`, { token: editor.token, body: await draft() })).status).toBe(404)
    expect((await list(editor.token)).map((o) => o.id)).not.toContain(offer.id)
    expect((await list(editor.token, '?status=deleted')).map((o) => o.id)).toContain(offer.id)

    const restored = await call('POST', `/staff/offers/${offer.id}/restore`, { token: editor.token })
    expect(restored.status).toBe(200)
    const back = (await restored.json()) as StaffOffer
    expect({ ...back, status: undefined, deletedAt: undefined, purgesOn: undefined }).toEqual({
      ...offer,
      status: undefined,
      deletedAt: undefined,
      purgesOn: undefined,
    })
    expect(back.status).toBe('current')
    expect(await publicIds()).toContain(offer.id)
    expect((await call('GET', `/removed-listings/offer/${offer.id}`)).status).toBe(404)
    expect((await auditOf(offer.id)).map((row) => row.action)).toEqual(['offer.created', 'offer.deleted', 'offer.restored'])
  })

  it('the housekeeping round deletes for good only offers deleted more than 30 days ago; the trigger leaves the tombstone', async () => {
    const editor = await staffMember('editor')
    const offer = await created(editor.token)
    const kept = await created(editor.token, { titleEn: 'Deleted yesterday' })
    await call('DELETE', `/staff/offers/${offer.id}`, { token: editor.token })
    await call('DELETE', `/staff/offers/${kept.id}`, { token: editor.token })
    await deletedDaysAgo(db(), offers, offer.id, 31)
    await deletedDaysAgo(db(), offers, kept.id, 29)

    expect(await purgeDeletedOffers(db())).toBeGreaterThanOrEqual(1)
    expect(await db().select({ id: offers.id }).from(offers).where(eq(offers.id, offer.id))).toEqual([])
    expect(await db().select({ id: offers.id }).from(offers).where(eq(offers.id, kept.id))).toHaveLength(1)
    const [tombstone] = await db()
      .select({ brandSlug: brands.slug })
      .from(removedListings)
      .leftJoin(brands, eq(brands.id, removedListings.brandId))
      .where(and(eq(removedListings.kind, 'offer'), eq(removedListings.listingId, offer.id)))
    expect(tombstone?.brandSlug).toBe('toyota')
    expect((await call('GET', `/removed-listings/offer/${offer.id}`)).status).toBe(200)
    expect((await call('POST', `/staff/offers/${offer.id}/restore`, { token: editor.token })).status).toBe(404)
    expect((await auditOf(offer.id)).at(-1)).toMatchObject({ action: 'offer.purged', email: 'housekeeping' })
  })
})
