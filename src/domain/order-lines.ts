/**
 * A company order's lines (decision 0086): checked against the market when the order is placed
 * (each car still on sale, each colour one of that car's), stored with their titles copied in,
 * and read back in order for staff, the dealer's notice and tracking.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { bilingualCarTitle, carTitleColumns } from './car-title-columns.ts'
import type { FieldErrorKey } from '../contract/field-errors.ts'
import type { OrderLine } from '../contract/orders.ts'
import { brands, carColors, cars, models, orderLines, type LocalizedText } from '../server/db/schema.ts'
import type { Db } from '../server/db/types.ts'
import { marketCars } from './car-summary.ts'

export type MarketCar = { id: number; title: LocalizedText; priceSar: number }

/** The cars of `ids` still on the market, with their titles in both languages. */
export async function marketCarsById(db: Db, ids: readonly number[]): Promise<Map<number, MarketCar>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: cars.id, ...carTitleColumns, priceSar: cars.effectivePriceSar })
    .from(cars)
    .innerJoin(models, eq(models.id, cars.modelId))
    .innerJoin(brands, eq(brands.id, cars.brandId))
    // A car off the market (sold out or retired, decision 0077) can no longer be ordered.
    .where(marketCars(inArray(cars.id, [...new Set(ids)])))
  return new Map(
    rows.map((car) => [
      car.id,
      {
        id: car.id,
        title: bilingualCarTitle(car),
        priceSar: car.priceSar,
      },
    ]),
  )
}

export type ResolvedLine = {
  carId: number
  carTitle: LocalizedText
  colorId: number | null
  colorName: LocalizedText | null
  quantity: number
}

/** The lines as stored, or the fields (`lines.1.color`) that name something no longer orderable. */
export async function resolveOrderLines(
  db: Db,
  lines: readonly OrderLine[],
): Promise<{ lines: ResolvedLine[] } | { fields: Record<string, FieldErrorKey> }> {
  const carsById = await marketCarsById(
    db,
    lines.map((line) => line.carId),
  )
  const colored = lines.flatMap((line) => (line.color === null || line.color === undefined ? [] : [line.carId]))
  const colors =
    colored.length === 0
      ? []
      : await db
          .select({ id: carColors.id, carId: carColors.carId, nameAr: carColors.nameAr, nameEn: carColors.nameEn })
          .from(carColors)
          .where(inArray(carColors.carId, colored))
          .orderBy(asc(carColors.carId), asc(carColors.sort), asc(carColors.id))
  const fields: Record<string, FieldErrorKey> = {}
  const resolved: ResolvedLine[] = []
  lines.forEach((line, index) => {
    const car = carsById.get(line.carId)
    const color = line.color === null || line.color === undefined ? null : colors.filter((c) => c.carId === line.carId)[line.color]
    if (!car) fields[`lines.${index}.carId`] = 'choice'
    else if (color === undefined) fields[`lines.${index}.color`] = 'choice'
    else
      resolved.push({
        carId: car.id,
        carTitle: car.title,
        colorId: color?.id ?? null,
        colorName: color ? { ar: color.nameAr, en: color.nameEn } : null,
        quantity: line.quantity,
      })
  })
  return Object.keys(fields).length > 0 ? { fields } : { lines: resolved }
}

export async function insertOrderLines(tx: Db, orderId: string, lines: readonly ResolvedLine[]): Promise<void> {
  if (lines.length === 0) return
  await tx.insert(orderLines).values(lines.map((line, position) => ({ orderId, position, ...line })))
}

export type StoredLine = { carId: number | null; carTitle: LocalizedText; colorName: LocalizedText | null; quantity: number }

/** An order's lines in the order they were given; none for an individual's order. */
export async function readOrderLines(db: Db, orderId: string): Promise<StoredLine[]> {
  return db
    .select({ carId: orderLines.carId, carTitle: orderLines.carTitle, colorName: orderLines.colorName, quantity: orderLines.quantity })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId)))
    .orderBy(asc(orderLines.position))
}

/** How many cars each of `orderIds` asks for in all its lines; an order without lines is not in the map. */
export async function orderedQuantities(db: Db, orderIds: readonly string[]): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map()
  const rows = await db
    .select({ orderId: orderLines.orderId, quantity: sql<number>`sum(${orderLines.quantity})::int` })
    .from(orderLines)
    .where(inArray(orderLines.orderId, [...orderIds]))
    .groupBy(orderLines.orderId)
  return new Map(rows.map((row) => [row.orderId, Number(row.quantity)]))
}
