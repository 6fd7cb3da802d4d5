/**
 * The demo's stock lines (src/server/db/seed/demo-stock.ts) agree with what the catalogue says of
 * each car: the stock status the lines give (decision 0077's rule) is the car's own, and a car in
 * stock or limited has units a buyer can reserve at a showroom.
 */
import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { describeOnEngines } from '../server/db/describe-on-engines'
import { branches, carStock, cars } from '../server/db/schema'
import { demoStockLines } from '../server/db/seed/demo-stock'
import { stockStanding } from './inventory'

it('gives each stock status lines that stand for it, one line per branch, colour and status', () => {
  for (const showrooms of [[7], [3, 5], [1, 2, 3, 4]]) {
    for (const colorIds of [[11], [11, 12, 13]]) {
      const cars = (['in_stock', 'limited', 'on_order', 'on_order'] as const).map((stockStatus, index) => ({
        carId: index + 1,
        stockStatus,
        colorIds,
      }))
      const lines = demoStockLines(cars, showrooms)
      for (const car of cars) {
        const own = lines.filter((line) => line.carId === car.carId)
        expect(stockStanding(own), `${car.stockStatus} at ${showrooms.join(',')}`).toEqual({ stockStatus: car.stockStatus, soldOut: false })
        const keys = own.map((line) => `${line.branchId}/${line.colorId}/${line.status}`)
        expect(new Set(keys).size).toBe(keys.length)
        for (const line of own) expect(showrooms).toContain(line.branchId)
      }
    }
  }
  expect(demoStockLines([{ carId: 1, stockStatus: 'in_stock', colorIds: [] }], [1])).toEqual([])
  expect(demoStockLines([{ carId: 1, stockStatus: 'in_stock', colorIds: [1] }], [])).toEqual([])
})

describeOnEngines('the seeded demo catalogue’s stock', ({ db }) => {
  it('stands for every car’s stock status, at showrooms only', async () => {
    const lines = await db()
      .select({ carId: carStock.carId, status: carStock.status, count: carStock.count, branch: branches.nameEn })
      .from(carStock)
      .innerJoin(branches, eq(branches.id, carStock.branchId))
    const all = await db().select({ id: cars.id, stockStatus: cars.stockStatus }).from(cars)
    expect(lines.length).toBeGreaterThan(all.length / 2)
    for (const car of all) {
      const own = lines.filter((line) => line.carId === car.id)
      expect(stockStanding(own), `car ${car.id}`).toEqual({ stockStatus: car.stockStatus, soldOut: false })
    }
    for (const line of lines) expect(line.branch).toMatch(/Showroom/)
  })
})
