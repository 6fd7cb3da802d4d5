/**
 * A car as the editor's form holds it (`InventoryCar['edit']`), read from its rows. One car or many: the CSV
 * export and import read the whole inventory in four queries, not five per car, so a dealer's file
 * of hundreds of cars is read in one go on PGlite's single connection too.
 */
import { asc, inArray } from 'drizzle-orm'
import type { InventoryCar } from '../contract/inventory.ts'
import { featureGroups, specGroups } from '../contract/values.ts'
import { carColors, carFeatureGroups, cars, carSpecGroups } from '../server/db/schema.ts'
import type { Db } from '../server/db/types.ts'

/** With the ids of its stored colours, as the editor opens a car. */
type StoredEdit = InventoryCar['edit']
type CarRow = typeof cars.$inferSelect
type ColorRow = { id: number; nameAr: string; nameEn: string; hex: string }
type FeatureRow = Pick<typeof carFeatureGroups.$inferSelect, 'group' | 'items'>
type SpecRow = Pick<typeof carSpecGroups.$inferSelect, 'group' | 'items'>

/** The edit of `car` from its colours (in their order), feature groups and spec groups. */
export function carEditOf(
  car: CarRow,
  colors: readonly ColorRow[],
  featureRows: readonly FeatureRow[],
  specRows: readonly SpecRow[],
): StoredEdit {
  const featureItems = (group: string) => featureRows.find((row) => row.group === group)?.items ?? []
  const specItems = (group: string) => specRows.find((row) => row.group === group)?.items ?? []
  return {
    modelId: car.modelId,
    trimAr: car.trimAr,
    trimEn: car.trimEn,
    year: car.year,
    bodyType: car.bodyType,
    fuelType: car.fuelType,
    transmission: car.transmission,
    engineAr: car.engineAr,
    engineEn: car.engineEn,
    seats: car.seats,
    priceSar: car.priceSar,
    competitivePriceSar: car.competitivePriceSar,
    featured: car.featured,
    descriptionAr: car.descriptionAr,
    descriptionEn: car.descriptionEn,
    colors: colors.map((color) => ({ ...color })),
    features: Object.fromEntries(
      featureGroups.map((group) => {
        const items = featureItems(group)
        return [group, { ar: items.map((item) => item.ar), en: items.map((item) => item.en) }]
      }),
    ) as StoredEdit['features'],
    specs: Object.fromEntries(
      specGroups.map((group) => {
        const items = specItems(group)
        return [
          group,
          {
            ar: items.map((item) => `${item.label.ar}: ${item.value.ar}`),
            en: items.map((item) => `${item.label.en}: ${item.value.en}`),
          },
        ]
      }),
    ) as StoredEdit['specs'],
  }
}

function groupByCar<Row extends { carId: number }>(rows: readonly Row[]): Map<number, Row[]> {
  const byCar = new Map<number, Row[]>()
  for (const row of rows) {
    const list = byCar.get(row.carId)
    if (list) list.push(row)
    else byCar.set(row.carId, [row])
  }
  return byCar
}

/**
 * The edits of the cars `ids` (every car, retired ones too, when `ids` is not given), by id, in id
 * order; an id with no car is missing from the map.
 */
export async function carEditsOf(db: Db, ids?: readonly number[]): Promise<Map<number, StoredEdit>> {
  if (ids?.length === 0) return new Map()
  const only = (column: typeof cars.id | typeof carColors.carId | typeof carFeatureGroups.carId | typeof carSpecGroups.carId) =>
    ids ? inArray(column, [...ids]) : undefined
  const [carRows, colorRows, featureRows, specRows] = await Promise.all([
    db.select().from(cars).where(only(cars.id)).orderBy(asc(cars.id)),
    db
      .select({ carId: carColors.carId, id: carColors.id, nameAr: carColors.nameAr, nameEn: carColors.nameEn, hex: carColors.hex })
      .from(carColors)
      .where(only(carColors.carId))
      .orderBy(asc(carColors.carId), asc(carColors.sort)),
    db.select().from(carFeatureGroups).where(only(carFeatureGroups.carId)),
    db.select().from(carSpecGroups).where(only(carSpecGroups.carId)),
  ])
  const colors = groupByCar(colorRows)
  const features = groupByCar(featureRows)
  const specs = groupByCar(specRows)
  return new Map(
    carRows.map((car) => [
      car.id,
      carEditOf(
        car,
        (colors.get(car.id) ?? []).map(({ carId: _carId, ...color }) => color),
        features.get(car.id) ?? [],
        specs.get(car.id) ?? [],
      ),
    ]),
  )
}
