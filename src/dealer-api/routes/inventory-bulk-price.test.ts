/**
 * A price change by percent for every car of a model (decision 0077, "CSV and bulk price"): the
 * preview, rounding, price history and audit, retired cars, refusals by field, roles and CSRF.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { priceByPercent } from '../../domain/inventory'
import { onContentChange, startContentChangeRelay, type ContentChange } from '../../server/content-changes.server'
import { describeOnEngines } from '../../server/db/describe-on-engines'
import { carPriceChanges, staffAuditLog } from '../../server/db/schema'
import { staffTestApi, type StaffCaller } from '../staff-test-kit'
import { testCarBody, testModel } from '../inventory-test-kit'
import { inventoryRoutes } from './inventory'

type Car = { id: number; edit: { priceSar: number }; priceHistory: { oldPriceSar: number; newPriceSar: number; staffEmail: string }[] }
type Result = { cars: number; changed: number; lowestNewPriceSar: number | null; highestNewPriceSar: number | null; applied: boolean }

it('rounds to whole riyals, half a riyal up', () => {
  expect(priceByPercent(123_000, -5)).toBe(116_850)
  expect(priceByPercent(99_999, 3)).toBe(102_999) // 102998.97
  expect(priceByPercent(10_010, -5)).toBe(9510) // 9509.5 → up
  expect(priceByPercent(1, -50)).toBe(1) // 0.5 → 1
  expect(priceByPercent(1, -100)).toBe(0)
})

describeOnEngines('bulk price change API', ({ handle, db }) => {
  const { staffMember, call } = staffTestApi(inventoryRoutes, handle)
  const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T

  /** A model of this test's own with cars at these prices. */
  async function modelWithCars(editor: StaffCaller, prices: number[]) {
    const modelId = await testModel(call, editor)
    const cars: Car[] = []
    for (const price of prices) {
      cars.push(await json<Car>(call('POST', '/staff/inventory/cars', { token: editor.token, body: testCarBody(modelId, price) })))
    }
    return { modelId, cars }
  }
  const change = (caller: StaffCaller | null, body: object, options: { crossSite?: boolean; locale?: 'ar' | 'en' } = {}) =>
    call('POST', '/staff/inventory/price-changes', { token: caller?.token, body, ...options })
  const prices = async (ids: number[], caller: StaffCaller) =>
    Promise.all(ids.map(async (id) => (await json<Car>(call('GET', `/staff/inventory/cars/${id}`, { token: caller.token }))).edit.priceSar))

  it('previews, then changes every car of the model in one go: rounded, in the history, audited, announced once', async () => {
    const editor = await staffMember('editor')
    const { modelId, cars } = await modelWithCars(editor, [123_000, 10_010, 99_999])
    const ids = cars.map((car) => car.id)
    const preview = await change(editor, { modelId, percent: '−5', preview: true })
    expect(preview.status).toBe(200)
    expect(await preview.json()).toEqual({ cars: 3, changed: 3, lowestNewPriceSar: 9510, highestNewPriceSar: 116_850, applied: false })
    expect(await prices(ids, editor)).toEqual([123_000, 10_010, 99_999])

    const stopRelay = await startContentChangeRelay(handle())
    const heard: ContentChange[] = []
    const stopListening = onContentChange((heardChange) => heard.push(heardChange))
    try {
      const applied = await change(editor, { modelId, percent: -5 })
      expect(applied.status).toBe(200)
      expect(await applied.json()).toEqual({ cars: 3, changed: 3, lowestNewPriceSar: 9510, highestNewPriceSar: 116_850, applied: true })
      await expect.poll(() => heard, { timeout: 2000 }).toContainEqual({ topic: 'cars' })
      expect(heard.filter((heardChange) => heardChange.topic === 'cars')).toHaveLength(1)
    } finally {
      stopListening()
      await stopRelay()
    }
    expect(await prices(ids, editor)).toEqual([116_850, 9510, 94_999])
    const history = await db()
      .select({
        carId: carPriceChanges.carId,
        old: carPriceChanges.oldPriceSar,
        now: carPriceChanges.newPriceSar,
        by: carPriceChanges.staffEmail,
      })
      .from(carPriceChanges)
      .where(inArray(carPriceChanges.carId, ids))
    expect(history).toHaveLength(3)
    expect(history).toContainEqual({ carId: ids[2], old: 99_999, now: 94_999, by: editor.email })
    const audit = await db()
      .select({ subjectId: staffAuditLog.subjectId, before: staffAuditLog.before, after: staffAuditLog.after })
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'car.price_changed'), inArray(staffAuditLog.subjectId, ids.map(String))))
    expect(audit).toHaveLength(3)
    expect(audit).toContainEqual({ subjectId: String(ids[1]), before: { priceSar: 10_010 }, after: { priceSar: 9510 } })

    // +3% afterwards: a second line of history each.
    expect(await json<Result>(change(editor, { modelId, percent: '+3' }))).toMatchObject({ changed: 3, applied: true })
    expect(await prices(ids, editor)).toEqual([priceByPercent(116_850, 3), priceByPercent(9510, 3), priceByPercent(94_999, 3)])
  })

  it('leaves retired cars alone unless asked', async () => {
    const admin = await staffMember('admin')
    const { modelId, cars } = await modelWithCars(admin, [50_000, 60_000])
    const retired = cars[1]!.id
    await call('PUT', `/staff/inventory/cars/${retired}/retired`, { token: admin.token, body: { retired: true } })
    expect(await json<Result>(change(admin, { modelId, percent: 10 }))).toMatchObject({ cars: 1, changed: 1, applied: true })
    expect(await prices([cars[0]!.id, retired], admin)).toEqual([55_000, 60_000])
    expect(await json<Result>(change(admin, { modelId, percent: 10, onlyActive: false }))).toMatchObject({ cars: 2, changed: 2 })
    expect(await prices([cars[0]!.id, retired], admin)).toEqual([60_500, 66_000])
  })

  it('refuses 0%, more than 50% and unknown models by field in the caller’s language, writing nothing', async () => {
    const editor = await staffMember('editor')
    const { modelId, cars } = await modelWithCars(editor, [80_000])
    for (const [body, field] of [
      [{ modelId, percent: 0 }, 'percent'],
      [{ modelId, percent: 51 }, 'percent'],
      [{ modelId, percent: '-51' }, 'percent'],
      [{ modelId, percent: 2.5 }, 'percent'],
      [{ modelId, percent: 'abc' }, 'percent'],
      [{ modelId, percent: '' }, 'percent'],
      [{ modelId: 999_999, percent: 5 }, 'modelId'],
    ] as const) {
      const refused = await change(editor, body, { locale: 'ar' })
      expect(refused.status, JSON.stringify(body)).toBe(400)
      const { error } = (await refused.json()) as { error: { fields: Record<string, string[]> } }
      expect(Object.keys(error.fields)).toEqual([field])
      expect(error.fields[field]?.[0]).toMatch(/[\u0600-\u06ff]/)
    }
    expect(await prices([cars[0]!.id], editor)).toEqual([80_000])
    expect(await db().select().from(carPriceChanges).where(eq(carPriceChanges.carId, cars[0]!.id))).toEqual([])
  })

  it('lets only editors and admins change prices, and refuses anonymous and cross-site calls', async () => {
    const editor = await staffMember('editor')
    const sales = await staffMember('sales')
    const { modelId, cars } = await modelWithCars(editor, [70_000])
    expect((await change(null, { modelId, percent: 5 })).status).toBe(401)
    expect((await change(sales, { modelId, percent: 5 })).status).toBe(403)
    const crossSite = await change(editor, { modelId, percent: 5 }, { crossSite: true })
    expect(crossSite.status).toBe(403)
    expect(await crossSite.json()).toMatchObject({ error: { code: 'csrf_failed' } })
    expect(await prices([cars[0]!.id], editor)).toEqual([70_000])
  })
})
