/** The back office's car list (decision 0080): every car reachable a page at a time, named cars first, the matches counted. */
import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { staffCarListPageSize } from '../../contract/car-photos'
import { describeOnEngines } from '../../server/db/describe-on-engines'
import { brands, cars, models } from '../../server/db/schema'
import { staffTestApi } from '../staff-test-kit'
import { carPhotoRoutes } from './car-photos'

type Listed = { items: { id: number; title: string }[]; total: number; page: number; pageSize: number }

describeOnEngines('staff car list', ({ handle, db }) => {
  const { staffMember, call } = staffTestApi(carPhotoRoutes, handle)
  let token = ''
  const list = async (query: { q?: string; page?: number }, locale: 'ar' | 'en' = 'en'): Promise<Listed> => {
    token ||= (await staffMember('editor')).token
    const search = new URLSearchParams()
    if (query.q !== undefined) search.set('q', query.q)
    if (query.page !== undefined) search.set('page', String(query.page))
    const answer = await call('GET', `/staff/car-photos?${search}`, { token, locale })
    expect(answer.status).toBe(200)
    return (await answer.json()) as Listed
  }
  /** The ids of one brand's cars, by its slug. */
  const brandCars = async (slug: string) =>
    new Set(
      (await db().select({ id: cars.id }).from(cars).innerJoin(brands, eq(brands.id, cars.brandId)).where(eq(brands.slug, slug))).map(
        (car) => car.id,
      ),
    )
  /** Every page of a search, in order. */
  const everyPage = async (q?: string) => {
    const first = await list({ q })
    const items = [...first.items]
    for (let page = 2; page <= Math.ceil(first.total / first.pageSize); page += 1) items.push(...(await list({ q, page })).items)
    return { total: first.total, items }
  }

  it('reaches every car a page at a time and says how many there are', async () => {
    const all = await db().$count(cars)
    expect(all).toBeGreaterThan(staffCarListPageSize * 2)
    const first = await list({})
    expect(first).toMatchObject({ total: all, page: 1, pageSize: staffCarListPageSize })
    expect(first.items).toHaveLength(staffCarListPageSize)
    const { items } = await everyPage()
    expect(items).toHaveLength(all)
    expect(new Set(items.map((car) => car.id)).size).toBe(all)
    // The last page holds the rest; past it there is nothing, and the total still says how many.
    const lastPage = Math.ceil(all / staffCarListPageSize)
    expect((await list({ page: lastPage })).items).toHaveLength(all - (lastPage - 1) * staffCarListPageSize)
    expect(await list({ page: lastPage + 1 })).toMatchObject({ items: [], total: all, page: lastPage + 1 })
  })

  it('refuses a page that is not a page number', async () => {
    token ||= (await staffMember('editor')).token
    for (const page of ['0', '-1', 'two', '1.5']) {
      expect((await call('GET', `/staff/car-photos?page=${page}`, { token })).status, page).toBe(400)
    }
  })

  it('finds MG first for "إم جي" and "MG", GMC first for "جي إم سي", "GMC" and "جمس"', async () => {
    const mg = await brandCars('mg')
    const gmc = await brandCars('gmc')
    expect(mg.size).toBeGreaterThan(0)
    expect(gmc.size).toBeGreaterThan(0)
    for (const [q, named, locale] of [
      ['إم جي', mg, 'ar'],
      ['ام جي', mg, 'ar'],
      ['MG', mg, 'en'],
      ['mg', mg, 'ar'],
      ['جي إم سي', gmc, 'ar'],
      ['GMC', gmc, 'en'],
      ['جمس', gmc, 'ar'],
    ] as const) {
      const { total, items } = await everyPage(q)
      expect(items, q).toHaveLength(total)
      // Every car of the brand is found, and all of them come before any other car.
      const ids = items.map((car) => car.id)
      expect(
        ids.slice(0, named.size).every((id) => named.has(id)),
        `${q}: ${items.map((car) => car.title).join(', ')}`,
      ).toBe(true)
      expect(total, q).toBeGreaterThanOrEqual(named.size)
      expect((await list({ q }, locale)).total, `${q} in ${locale}`).toBe(total)
    }
    // "إم جي" also matches GMC ("جي إم سي": both words), after every MG.
    const arabic = await everyPage('إم جي')
    expect(arabic.items.some((car) => gmc.has(car.id))).toBe(true)
  })

  it('puts a model named exactly, or a brand with its model, before cars that only share its words', async () => {
    const mg5 = new Set(
      (await db().select({ id: cars.id }).from(cars).innerJoin(models, eq(models.id, cars.modelId)).where(eq(models.slug, 'mg5'))).map(
        (car) => car.id,
      ),
    )
    expect(mg5.size).toBeGreaterThan(0)
    // "إم جي 5" is the MG5's Arabic name; a GMC with a 5 in its name has all three words too, and GMC comes before MG.
    for (const q of ['إم جي 5', 'MG5', 'mg 5', 'MG MG5']) {
      const { items, total } = await everyPage(q)
      expect(
        items.slice(0, mg5.size).every((car) => mg5.has(car.id)),
        `${q}: ${items.map((car) => car.title).join(', ')}`,
      ).toBe(true)
      if (q === 'إم جي 5') expect(total).toBeGreaterThan(mg5.size)
    }
  })

  it('counts only the matches, and finds nothing for a name no car has', async () => {
    const mg = await brandCars('mg')
    expect((await list({ q: 'MG' })).total).toBe(mg.size)
    expect(await list({ q: 'zzzz' })).toMatchObject({ items: [], total: 0 })
  })
})
