/**
 * The inventory through the API (decision 0077): who may read and change it, field errors, the price
 * history, and the market following every change (search, facets, the car's page, the sitemap, 410).
 */
import { and, desc, eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { advertisedInstalment } from '../../lib/finance'
import { onContentChange, startContentChangeRelay, type ContentChange } from '../../server/content-changes.server'
import { describeOnEngines } from '../../server/db/describe-on-engines'
import { staffAuditLog } from '../../server/db/schema'
import { staffTestApi, type StaffCaller } from '../staff-test-kit'
import { catalogueRoutes } from './catalogue'
import { contentRoutes, sitemapRoute } from './content'
import { inventoryRoutes } from './inventory'

type Car = {
  id: number
  title: string
  status: string
  edit: { colors: { id: number }[]; priceSar: number }
  stock: unknown[]
  priceHistory: { oldPriceSar: number; newPriceSar: number; staffEmail: string; changedAt: string }[]
}
type Search = {
  items: { id: number; priceSar: number; installmentFromSar: number }[]
  total: number
  facets: { brands: { value: string; count: number }[] }
}

let names = 0
/** A name no other test (nor another run on the same database) uses. */
const unique = (base: string) => `${base} ${Date.now().toString(36)}${(names += 1)}`

const groups = <G extends string>(list: readonly G[]) => Object.fromEntries(list.map((g) => [g, { ar: [], en: [] }]))

function carBody(modelId: number, overrides: Record<string, unknown> = {}) {
  return {
    modelId,
    trimAr: 'القياسية',
    trimEn: 'Standard',
    year: 2026,
    bodyType: 'suv',
    fuelType: 'petrol',
    transmission: 'automatic',
    engineAr: '2.0 لتر، 4 أسطوانات',
    engineEn: '2.0L 4-cylinder',
    seats: 5,
    priceSar: 123_000,
    competitivePriceSar: null,
    featured: false,
    descriptionAr: 'سيارة عائلية عملية.',
    descriptionEn: 'A practical family car.',
    colors: [
      { nameAr: 'أبيض', nameEn: 'White', hex: '#FFFFFF' },
      { nameAr: 'أسود', nameEn: 'Black', hex: '#111111' },
    ],
    features: { ...groups(['exterior', 'comfort', 'safety']), safety: { ar: ['ست وسائد هوائية'], en: ['Six airbags'] } },
    specs: { ...groups(['engine', 'transmission', 'measurements', 'chassis']), engine: { ar: ['القوة: 170 حصان'], en: ['Power: 170 hp'] } },
    ...overrides,
  }
}

describeOnEngines('inventory API', ({ handle, db }) => {
  const { staffMember, call } = staffTestApi([...catalogueRoutes, ...contentRoutes, sitemapRoute, ...inventoryRoutes], handle)
  const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T

  /** A brand and model of this test's own, made through the API. */
  async function ownModel(editor: StaffCaller) {
    const brandName = unique('Zephyr')
    const brand = await json<{ id: number; slug: string }>(
      call('POST', '/staff/inventory/brands', { token: editor.token, body: { nameAr: `زفير ${brandName.slice(7)}`, nameEn: brandName } }),
    )
    const model = await json<{ id: number; slug: string }>(
      call('POST', '/staff/inventory/models', {
        token: editor.token,
        body: { brandId: brand.id, nameAr: 'نسيم', nameEn: unique('Breeze') },
      }),
    )
    return { brand, model }
  }

  async function newCar(editor: StaffCaller, overrides: Record<string, unknown> = {}) {
    const { brand, model } = await ownModel(editor)
    const created = await call('POST', '/staff/inventory/cars', { token: editor.token, body: carBody(model.id, overrides) })
    expect(created.status).toBe(201)
    return { brand, model, car: (await created.json()) as Car }
  }

  const search = (query: string) => json<Search>(call('GET', `/cars?${query}`))

  it('lets sales read but not write, and refuses anonymous callers and cross-site writes', async () => {
    const sales = await staffMember('sales')
    const editor = await staffMember('editor')
    const body = carBody(1)
    expect((await call('GET', '/staff/inventory/cars')).status).toBe(401)
    expect((await call('POST', '/staff/inventory/cars', { body })).status).toBe(401)
    expect((await call('GET', '/staff/inventory/cars', { token: sales.token })).status).toBe(200)
    expect((await call('GET', '/staff/inventory/choices', { token: sales.token })).status).toBe(200)
    expect((await call('GET', '/staff/inventory/cars/1', { token: sales.token })).status).toBe(200)
    for (const [method, path, payload] of [
      ['POST', '/staff/inventory/cars', body],
      ['PUT', '/staff/inventory/cars/1', body],
      ['PUT', '/staff/inventory/cars/1/stock', { lines: [] }],
      ['PUT', '/staff/inventory/cars/1/retired', { retired: true }],
      ['POST', '/staff/inventory/brands', { nameAr: 'س', nameEn: 'S' }],
      ['POST', '/staff/inventory/models', { brandId: 1, nameAr: 'س', nameEn: 'S' }],
    ] as const) {
      expect((await call(method, path, { token: sales.token, body: payload })).status, `${method} ${path}`).toBe(403)
    }
    const crossSite = await call('PUT', '/staff/inventory/cars/1/retired', {
      token: editor.token,
      body: { retired: true },
      crossSite: true,
    })
    expect(crossSite.status).toBe(403)
    expect(await crossSite.json()).toMatchObject({ error: { code: 'csrf_failed' } })
    // Nothing of the refused calls took effect: car 1 is still on the market.
    expect((await call('GET', '/cars/1')).status).toBe(200)
  })

  it('adds a car: in the market’s search in both spellings, its brand facet counted, its page, the sitemap, the inventory list', async () => {
    const editor = await staffMember('editor')
    const { brand, model, car } = await newCar(editor)
    expect(car.status).toBe('on_order')
    const page = await json<{
      title: string
      priceSar: number
      installmentFromSar: number
      colors: { hex: string }[]
      stockStatus: string
    }>(call('GET', `/cars/${car.id}`, { locale: 'en' }))
    expect(page).toMatchObject({ priceSar: 123_000, installmentFromSar: advertisedInstalment(123_000), stockStatus: 'on_order' })
    expect(page.colors.map((color) => color.hex)).toEqual(['#ffffff', '#111111'])
    const byBrand = await search(`brands=${brand.slug}`)
    expect(byBrand.items.map((item) => item.id)).toEqual([car.id])
    expect((await search('')).facets.brands.find((bucket) => bucket.value === brand.slug)?.count).toBe(1)
    // The model's Arabic name, typed with a different alef: the market's folding.
    expect((await search(`q=${encodeURIComponent('نسيم')}&brands=${brand.slug}`)).total).toBe(1)
    expect((await search(`models=${model.slug}`)).total).toBe(1)
    const sitemap = await json<{ cars: { id: number }[] }>(call('GET', '/sitemap-entries'))
    expect(sitemap.cars.map((entry) => entry.id)).toContain(car.id)
    const listed = await json<{ items: { id: number; status: string }[]; total: number }>(
      call('GET', `/staff/inventory/cars?brand=${brand.id}`, { token: editor.token }),
    )
    expect(listed).toMatchObject({ total: 1, items: [{ id: car.id, status: 'on_order' }] })
    const [audit] = await db()
      .select({ action: staffAuditLog.action })
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.subjectType, 'car'), eq(staffAuditLog.subjectId, String(car.id))))
    expect(audit?.action).toBe('car.created')
  })

  it('refuses bad input as field errors in the caller’s language, and writes nothing', async () => {
    const admin = await staffMember('admin')
    const { model, car } = await newCar(admin)
    const refused = async (overrides: Record<string, unknown>, field: string) => {
      const answer = await call('PUT', `/staff/inventory/cars/${car.id}`, {
        token: admin.token,
        body: carBody(model.id, overrides),
        locale: 'ar',
      })
      expect(answer.status, field).toBe(400)
      const { error } = (await answer.json()) as { error: { fields: Record<string, string[]> } }
      expect(Object.keys(error.fields), field).toContain(field)
      expect(error.fields[field]?.[0]).toMatch(/[\u0600-\u06ff]/)
    }
    await refused({ trimAr: '  ' }, 'trimAr')
    await refused({ year: 1800 }, 'year')
    await refused({ priceSar: 'abc' }, 'priceSar')
    await refused({ priceSar: 0 }, 'priceSar')
    // A competitive price that saves nothing is said by its own field (decision 0085, amended).
    await refused({ priceSar: 123_000, competitivePriceSar: 123_000 }, 'competitivePriceSar')
    await refused({ priceSar: 123_000, competitivePriceSar: '130,000' }, 'competitivePriceSar')
    await refused({ seats: 99 }, 'seats')
    await refused({ bodyType: 'tank' }, 'bodyType')
    await refused({ colors: [] }, 'colors')
    await refused({ colors: [{ nameAr: 'أحمر', nameEn: 'Red', hex: 'red' }] }, 'colors.0.hex')
    await refused({ features: { ...groups(['exterior', 'comfort']), safety: { ar: ['أ', 'ب'], en: ['A'] } } }, 'features.safety.en')
    await refused(
      { specs: { ...groups(['engine', 'transmission', 'measurements']), chassis: { ar: ['بلا نقطتين'], en: ['No colon'] } } },
      'specs.chassis.ar',
    )
    await refused({ modelId: 999_999 }, 'modelId')
    // A colour of another car cannot be claimed.
    await refused({ colors: [{ id: 1, nameAr: 'أبيض', nameEn: 'White', hex: '#ffffff' }] }, 'colors')
    const stockFields = async (lines: unknown[]) => {
      const answer = await call('PUT', `/staff/inventory/cars/${car.id}/stock`, { token: admin.token, body: { lines } })
      expect(answer.status).toBe(400)
      return Object.keys(((await answer.json()) as { error: { fields: object } }).error.fields)
    }
    const white = car.edit.colors[0]!.id
    expect(
      await stockFields([
        { branchId: 1, colorId: white, status: 'available', count: 2 },
        { branchId: 1, colorId: white, status: 'available', count: 1 },
      ]),
    ).toEqual(['lines.1.status'])
    expect(await stockFields([{ branchId: 1, colorId: white, status: 'sold', count: 0 }])).toEqual(['lines.0.count'])
    expect(await stockFields([{ branchId: 999_999, colorId: white, status: 'sold', count: 1 }])).toEqual(['lines.0.branchId'])
    const badColour = await call('PUT', `/staff/inventory/cars/${car.id}/stock`, {
      token: admin.token,
      body: { lines: [{ branchId: 1, colorId: 1, status: 'sold', count: 1 }] },
    })
    expect(Object.keys(((await badColour.json()) as { error: { fields: object } }).error.fields)).toEqual(['lines.0.colorId'])
    const after = await json<Car>(call('GET', `/staff/inventory/cars/${car.id}`, { token: admin.token }))
    expect(after).toMatchObject({ stock: [], priceHistory: [], edit: { priceSar: 123_000 } })
    expect((await call('PUT', '/staff/inventory/cars/999999', { token: admin.token, body: carBody(model.id) })).status).toBe(404)
  })

  it('keeps each price change with who made it: the card, page and instalment follow, audited and announced', async () => {
    const editor = await staffMember('editor')
    const { brand, model, car } = await newCar(editor)
    const stopRelay = await startContentChangeRelay(handle())
    const heard: ContentChange[] = []
    const stopListening = onContentChange((change) => heard.push(change))
    try {
      const changed = await call('PUT', `/staff/inventory/cars/${car.id}`, {
        token: editor.token,
        body: carBody(model.id, {
          priceSar: '99,500',
          trimEn: 'Sport',
          colors: [{ id: car.edit.colors[1]!.id, nameAr: 'أسود', nameEn: 'Black', hex: '#111111' }],
        }),
      })
      expect(changed.status).toBe(200)
      const saved = (await changed.json()) as Car
      expect(saved.priceHistory).toEqual([
        { changedAt: expect.any(String), oldPriceSar: 123_000, newPriceSar: 99_500, staffEmail: editor.email },
      ])
      expect(saved.edit.colors.map((color) => color.id)).toEqual([car.edit.colors[1]!.id])
      await expect.poll(() => heard, { timeout: 2000 }).toContainEqual({ topic: 'cars' })
      expect(heard).toContainEqual({ topic: 'offers' })
    } finally {
      stopListening()
      await stopRelay()
    }
    const [card] = (await search(`brands=${brand.slug}`)).items
    expect(card).toMatchObject({ id: car.id, priceSar: 99_500, installmentFromSar: advertisedInstalment(99_500) })
    // Lowered today: the car's page says "price reduced" from the old price (decision 0077).
    expect((await json<{ priceReducedFromSar: number | null }>(call('GET', `/cars/${car.id}`))).priceReducedFromSar).toBe(123_000)
    expect((await search(`q=sport&brands=${brand.slug}`)).total).toBe(1)
    expect((await search(`q=standard&brands=${brand.slug}`)).total).toBe(0)
    // Saving the same price again writes no history.
    await call('PUT', `/staff/inventory/cars/${car.id}`, {
      token: editor.token,
      body: carBody(model.id, { priceSar: 99_500, trimEn: 'Sport' }),
    })
    // Raised again: no longer "reduced".
    await call('PUT', `/staff/inventory/cars/${car.id}`, {
      token: editor.token,
      body: carBody(model.id, { priceSar: 130_000, trimEn: 'Sport' }),
    })
    expect((await json<{ priceReducedFromSar: number | null }>(call('GET', `/cars/${car.id}`))).priceReducedFromSar).toBeNull()
    const audit = await db()
      .select({ action: staffAuditLog.action, before: staffAuditLog.before, after: staffAuditLog.after })
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.subjectType, 'car'), eq(staffAuditLog.subjectId, String(car.id))))
      .orderBy(desc(staffAuditLog.id))
    expect(audit.filter((line) => line.action === 'car.price_changed')).toEqual([
      { action: 'car.price_changed', before: { priceSar: 99_500 }, after: { priceSar: 130_000 } },
      { action: 'car.price_changed', before: { priceSar: 123_000 }, after: { priceSar: 99_500 } },
    ])
    // The first update (newest last in this order) named what changed besides the price.
    expect(audit.filter((line) => line.action === 'car.updated').at(-1)?.after).toMatchObject({ trimEn: 'Sport' })
  })

  it('retires a car: gone from search, facets, brand counts and the sitemap, its page 410 with similar cars; back when un-retired', async () => {
    const editor = await staffMember('editor')
    const { brand, car } = await newCar(editor)
    const retired = await call('PUT', `/staff/inventory/cars/${car.id}/retired`, { token: editor.token, body: { retired: true } })
    expect(retired.status).toBe(200)
    expect(((await retired.json()) as Car).status).toBe('retired')
    expect((await call('GET', `/cars/${car.id}`)).status).toBe(404)
    const removed = await call('GET', `/removed-listings/car/${car.id}`)
    expect(removed.status).toBe(200)
    expect(((await removed.json()) as { similar: unknown[] }).similar.length).toBeGreaterThan(0)
    expect((await search(`brands=${brand.slug}`)).total).toBe(0)
    expect((await search('')).facets.brands.find((bucket) => bucket.value === brand.slug)).toBeUndefined()
    const brandsList = await json<{ items: { slug: string; carCount: number }[] }>(call('GET', '/brands'))
    expect(brandsList.items.find((item) => item.slug === brand.slug)?.carCount).toBe(0)
    const sitemap = await json<{ cars: { id: number }[] }>(call('GET', '/sitemap-entries'))
    expect(sitemap.cars.map((entry) => entry.id)).not.toContain(car.id)
    expect((await json<{ items: unknown[] }>(call('GET', `/cars/by-ids?ids=${car.id}`))).items).toEqual([])
    // The inventory still lists it, under its status.
    const listed = await json<{ items: { id: number }[] }>(
      call('GET', `/staff/inventory/cars?status=retired&brand=${brand.id}`, { token: editor.token }),
    )
    expect(listed.items.map((item) => item.id)).toEqual([car.id])

    await call('PUT', `/staff/inventory/cars/${car.id}/retired`, { token: editor.token, body: { retired: false } })
    expect((await call('GET', `/cars/${car.id}`)).status).toBe(200)
    expect((await call('GET', `/removed-listings/car/${car.id}`)).status).toBe(404)
    expect((await search(`brands=${brand.slug}`)).total).toBe(1)
  })

  it('derives the public stock status from the stock lines; every unit sold takes the car off the market', async () => {
    const editor = await staffMember('editor')
    const { brand, car } = await newCar(editor)
    const [white, black] = car.edit.colors.map((color) => color.id)
    const setLines = async (lines: unknown[]) => {
      const answer = await call('PUT', `/staff/inventory/cars/${car.id}/stock`, { token: editor.token, body: { lines } })
      expect(answer.status).toBe(200)
      return (await answer.json()) as Car
    }
    const branch = await json<{ branches: { id: number }[] }>(call('GET', '/staff/inventory/choices', { token: editor.token }))
    const [first, second] = branch.branches.map((b) => b.id)
    expect(
      (
        await setLines([
          { branchId: first, colorId: white, status: 'available', count: 2 },
          { branchId: second, colorId: black, status: 'sold', count: 4 },
        ])
      ).status,
    ).toBe('limited')
    expect((await json<{ stockStatus: string }>(call('GET', `/cars/${car.id}`))).stockStatus).toBe('limited')
    const atSecond = await json<{ items: { id: number }[] }>(
      call('GET', `/staff/inventory/cars?branch=${second}&brand=${brand.id}`, { token: editor.token }),
    )
    expect(atSecond.items.map((item) => item.id)).toEqual([car.id])

    expect((await setLines([{ branchId: first, colorId: white, status: 'available', count: '٣' }])).status).toBe('in_stock')
    expect((await setLines([{ branchId: first, colorId: white, status: 'in_transit', count: 1 }])).status).toBe('on_order')

    const soldOut = await setLines([
      { branchId: first, colorId: white, status: 'sold', count: 2 },
      { branchId: second, colorId: black, status: 'sold', count: 1 },
    ])
    expect(soldOut.status).toBe('sold_out')
    expect((await call('GET', `/cars/${car.id}`)).status).toBe(404)
    expect((await call('GET', `/removed-listings/car/${car.id}`)).status).toBe(200)
    expect((await search(`brands=${brand.slug}`)).total).toBe(0)
    expect((await search('')).facets.brands.find((bucket) => bucket.value === brand.slug)).toBeUndefined()
    const listed = await json<{ items: { id: number; units: Record<string, number> }[] }>(
      call('GET', `/staff/inventory/cars?status=sold_out&brand=${brand.id}`, { token: editor.token }),
    )
    expect(listed.items).toEqual([expect.objectContaining({ id: car.id, units: { available: 0, reserved: 0, in_transit: 0, sold: 3 } })])

    // One unit back (a sale fell through): on the market again.
    await setLines([{ branchId: first, colorId: white, status: 'reserved', count: 1 }])
    expect((await call('GET', `/cars/${car.id}`)).status).toBe(200)
  })
})
