/**
 * Moving one unit of a car between stock statuses for a reservation (decision 0101): `available` to
 * `reserved` when a buyer starts one, back when it ends unpaid, expires or is cancelled. The car's
 * public stock status follows in the same transaction (the rule of decision 0077), and the caches
 * are told, so the car leaves (and comes back to) the available counts at once.
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import type { StockLineStatus } from '../contract/values.ts'
import { cars, carStock } from '../server/db/schema.ts'
import type { Db } from '../server/db/types.ts'
import { announceInventoryChange, stockStanding } from './inventory.ts'

export type Unit = { carId: number; branchId: number; colorId: number }

/** An available unit of the car to hold, of `colorId` when given; locked until the transaction ends. */
export async function availableUnit(tx: Db, carId: number, colorId: number | null): Promise<Unit | null> {
  const conditions = [eq(carStock.carId, carId), eq(carStock.status, 'available')]
  if (colorId !== null) conditions.push(eq(carStock.colorId, colorId))
  const [line] = await tx
    .select({ carId: carStock.carId, branchId: carStock.branchId, colorId: carStock.colorId })
    .from(carStock)
    .where(and(...conditions))
    .orderBy(asc(carStock.branchId), asc(carStock.colorId))
    .limit(1)
    .for('update')
  return line ?? null
}

/**
 * Moves one unit from `from` to `to`. False (and nothing changed) when there is no such unit any
 * more, e.g. staff rewrote the car's stock meanwhile.
 */
export async function moveUnit(tx: Db, unit: Unit, from: StockLineStatus, to: StockLineStatus, now: Date): Promise<boolean> {
  const line = and(eq(carStock.carId, unit.carId), eq(carStock.branchId, unit.branchId), eq(carStock.colorId, unit.colorId))
  const [source] = await tx
    .select({ count: carStock.count })
    .from(carStock)
    .where(and(line, eq(carStock.status, from)))
    .for('update')
  if (!source) return false
  if (source.count > 1) {
    await tx
      .update(carStock)
      .set({ count: sql`${carStock.count} - 1` })
      .where(and(line, eq(carStock.status, from)))
  } else {
    await tx.delete(carStock).where(and(line, eq(carStock.status, from)))
  }
  await tx
    .insert(carStock)
    .values({ ...unit, status: to, count: 1 })
    .onConflictDoUpdate({
      target: [carStock.carId, carStock.branchId, carStock.colorId, carStock.status],
      set: { count: sql`least(${carStock.count} + 1, 999)` },
    })
  await refreshStanding(tx, unit.carId, now)
  return true
}

async function refreshStanding(tx: Db, carId: number, now: Date): Promise<void> {
  const lines = await tx.select({ status: carStock.status, count: carStock.count }).from(carStock).where(eq(carStock.carId, carId))
  const [car] = await tx.select({ soldOutAt: cars.soldOutAt }).from(cars).where(eq(cars.id, carId))
  const standing = stockStanding(lines)
  await tx
    .update(cars)
    .set({ stockStatus: standing.stockStatus, soldOutAt: standing.soldOut ? (car?.soldOutAt ?? now) : null })
    .where(eq(cars.id, carId))
  await announceInventoryChange(tx)
}
