/**
 * The dealer's inventory (decision 0077): cars created, changed and retired by staff, their colours,
 * specification and price (with its history), their stock per branch and colour, and new brands and
 * models. Every change is audited and announced to the caches in its own transaction.
 *
 * Building blocks for work on many cars at once (a price change by percent, a CSV import), each to be
 * called inside the caller's transaction:
 * - `carEditSchema.safeParse` (src/contract/inventory.ts) validates one car's input as the API does;
 * - `writeCar(tx, actor, id | null, edit)` checks it against the database and writes it whole
 *   (names, search text, instalment, colours, groups, price history, audit), or says what is wrong;
 * - `setCarPrice(tx, actor, id, priceSar)` changes only the price, with its history and audit;
 * - `writeStock(tx, actor, id, edit)` replaces a car's stock lines and keeps its market state;
 * - `announceInventoryChange(tx)` once per transaction, so the caches follow when it commits.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, like, max, sql, type SQL } from 'drizzle-orm'
import type { Locale } from '../../app.config.ts'
import { carTitle } from '../contract/car-title.ts'
import { isFieldErrorKey as isFieldKey, type FieldErrorKey } from '../contract/field-errors.ts'
import {
  carEditSchema,
  inventoryLimits,
  splitSpecLine,
  type BulkPriceEdit,
  type BulkPriceResult,
  type CarEdit,
  type InventoryCar,
  type InventoryChoices,
  type InventoryPage,
  type StockEdit,
} from '../contract/inventory.ts'
import {
  featureGroups,
  specGroups,
  stockLineStatuses,
  type BodyType,
  type InventoryStatus,
  type StockLineStatus,
  type StockStatus,
} from '../contract/values.ts'
import { fromCsvCell, parseCsv, toCsv } from '../lib/csv.ts'
import { announceContentChange } from '../server/content-changes.server.ts'
import { carSearchText } from '../server/db/car-search-text.ts'
import {
  branches,
  brands,
  carColors,
  carFeatureGroups,
  carImages,
  carPhotos,
  carPriceChanges,
  cars,
  carSpecGroups,
  carStock,
  models,
  type LocalizedText,
  type SpecItem,
} from '../server/db/schema.ts'
import { toSearchPatterns } from '../server/db/search-text.ts'
import type { Db } from '../server/db/types.ts'
import { carEditOf, carEditsOf } from './car-edits.ts'
import { fromJson, onMarket } from './car-summary.ts'
import { inLocale } from './localize.ts'
import { recordStaffAction, type StaffActor } from './staff-audit.ts'
import { noteCarChange } from './alert-digests.ts'

// ── Rules ────────────────────────────────────────────────────────────────────────────────────

/** From this many available units a car is "in stock"; fewer (but some) is "limited". */
export const inStockFromUnits = 3

export type StockUnits = Record<StockLineStatus, number>

export function unitsOf(lines: ReadonlyArray<{ status: StockLineStatus; count: number }>): StockUnits {
  const units = Object.fromEntries(stockLineStatuses.map((status) => [status, 0])) as StockUnits
  for (const line of lines) units[line.status] += line.count
  return units
}

/**
 * The public stock status and whether the car is sold out, from its stock lines (decision 0077):
 * sold out when it has lines and every unit is sold; in stock from `inStockFromUnits` available
 * units, limited with fewer, on order with none available (reserved, in transit, or no lines: the
 * dealer orders one for the buyer).
 */
export function stockStanding(lines: ReadonlyArray<{ status: StockLineStatus; count: number }>): {
  stockStatus: StockStatus
  soldOut: boolean
} {
  const units = unitsOf(lines)
  const unsold = units.available + units.reserved + units.in_transit
  const soldOut = lines.length > 0 && unsold === 0
  const stockStatus: StockStatus = units.available >= inStockFromUnits ? 'in_stock' : units.available > 0 ? 'limited' : 'on_order'
  return { stockStatus, soldOut }
}

/** How the inventory lists a car: retired first, then sold out, else its public stock status. */
export function inventoryStatusOf(car: { retiredAt: Date | null; soldOutAt: Date | null; stockStatus: StockStatus }): InventoryStatus {
  if (car.retiredAt) return 'retired'
  if (car.soldOutAt) return 'sold_out'
  return car.stockStatus
}

/** A brand's or model's address part from its English name: lowercase words and single hyphens. */
export function slugFromName(name: string, fallback: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 56)
    .replace(/-+$/, '')
  return slug === '' ? fallback : slug
}

/** The drawing of a body type every car shows until staff upload photos (decision 0057; the seed uses the same). */
const bodyImagePath = (body: BodyType) => `/images/cars/${body}.svg`

// ── Reading ──────────────────────────────────────────────────────────────────────────────────

export type InventoryQuery = {
  q?: string
  brand?: number
  model?: number
  status?: InventoryStatus
  branch?: number
  page: number
}

function statusCondition(status: InventoryStatus): SQL {
  switch (status) {
    case 'retired':
      return isNotNull(cars.retiredAt)
    case 'sold_out':
      return and(isNull(cars.retiredAt), isNotNull(cars.soldOutAt)) as SQL
    default:
      return and(onMarket, eq(cars.stockStatus, status)) as SQL
  }
}

function inventoryConditions(query: InventoryQuery): SQL | undefined {
  const conditions: SQL[] = []
  // The market's own search: Arabic and Latin spellings folded alike (src/server/db/search-text.ts).
  for (const pattern of query.q ? toSearchPatterns(query.q) : []) conditions.push(like(cars.searchText, pattern))
  if (query.brand !== undefined) conditions.push(eq(cars.brandId, query.brand))
  if (query.model !== undefined) conditions.push(eq(cars.modelId, query.model))
  if (query.status !== undefined) conditions.push(statusCondition(query.status))
  if (query.branch !== undefined) {
    conditions.push(sql`exists (select 1 from ${carStock} where ${carStock.carId} = ${cars.id} and ${carStock.branchId} = ${query.branch})`)
  }
  return conditions.length > 0 ? and(...conditions) : undefined
}

/** A page of the inventory, searched and filtered, in the catalogue's order (brand, model, price). */
export async function listInventory(db: Db, query: InventoryQuery, locale: Locale): Promise<InventoryPage> {
  const where = inventoryConditions(query)
  const pageSize = inventoryLimits.pageSize
  const brandName = inLocale(locale, brands.nameAr, brands.nameEn)
  const modelName = inLocale(locale, models.nameAr, models.nameEn)
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: cars.id,
        brandId: brands.id,
        brandName,
        modelId: models.id,
        modelName,
        trim: inLocale(locale, cars.trimAr, cars.trimEn),
        year: cars.year,
        priceSar: cars.priceSar,
        stockStatus: cars.stockStatus,
        retiredAt: cars.retiredAt,
        soldOutAt: cars.soldOutAt,
        units: sql<Array<{ status: StockLineStatus; count: number }> | string>`coalesce((
          select json_agg(json_build_object('status', ${carStock.status}, 'count', ${carStock.count}))
          from ${carStock} where ${carStock.carId} = ${cars.id}), '[]'::json)`,
      })
      .from(cars)
      .innerJoin(brands, eq(brands.id, cars.brandId))
      .innerJoin(models, eq(models.id, cars.modelId))
      .where(where)
      .orderBy(asc(brands.sort), asc(brands.id), asc(models.sort), asc(models.id), desc(cars.year), asc(cars.priceSar), asc(cars.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ count: count() }).from(cars).where(where),
  ])
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: carTitle(row.brandName, row.modelName, row.trim, row.year),
      brand: { id: row.brandId, name: row.brandName },
      model: { id: row.modelId, name: row.modelName },
      year: row.year,
      priceSar: row.priceSar,
      status: inventoryStatusOf(row),
      units: unitsOf(fromJson(row.units)),
    })),
    total: total?.count ?? 0,
    page: query.page,
    pageSize,
  }
}

/** Brands with their models, and the branches, for the filters and the editor's choices. */
export async function inventoryChoices(db: Db, locale: Locale): Promise<InventoryChoices> {
  const [brandRows, modelRows, branchRows] = await Promise.all([
    db
      .select({ id: brands.id, slug: brands.slug, nameAr: brands.nameAr, nameEn: brands.nameEn })
      .from(brands)
      .orderBy(asc(brands.sort), asc(brands.id)),
    db
      .select({ id: models.id, brandId: models.brandId, slug: models.slug, nameAr: models.nameAr, nameEn: models.nameEn })
      .from(models)
      .orderBy(asc(models.sort), asc(models.id)),
    db
      .select({ id: branches.id, name: inLocale(locale, branches.nameAr, branches.nameEn) })
      .from(branches)
      .orderBy(asc(branches.sort), asc(branches.id)),
  ])
  return {
    brands: brandRows.map((brand) => ({
      ...brand,
      models: modelRows.filter((model) => model.brandId === brand.id).map(({ brandId: _brandId, ...model }) => model),
    })),
    branches: branchRows,
  }
}

/** One car as the editor opens it, or null when there is no such car (retired cars included). */
export async function getInventoryCar(db: Db, id: number, locale: Locale): Promise<InventoryCar | null> {
  const [row] = await db
    .select({
      car: cars,
      brandName: inLocale(locale, brands.nameAr, brands.nameEn),
      modelName: inLocale(locale, models.nameAr, models.nameEn),
    })
    .from(cars)
    .innerJoin(brands, eq(brands.id, cars.brandId))
    .innerJoin(models, eq(models.id, cars.modelId))
    .where(eq(cars.id, id))
  if (!row) return null
  const { car } = row
  const [colorRows, featureRows, specRows, stockRows, historyRows] = await Promise.all([
    db
      .select({ id: carColors.id, nameAr: carColors.nameAr, nameEn: carColors.nameEn, hex: carColors.hex })
      .from(carColors)
      .where(eq(carColors.carId, id))
      .orderBy(asc(carColors.sort)),
    db.select().from(carFeatureGroups).where(eq(carFeatureGroups.carId, id)),
    db.select().from(carSpecGroups).where(eq(carSpecGroups.carId, id)),
    db
      .select({ branchId: carStock.branchId, colorId: carStock.colorId, status: carStock.status, count: carStock.count })
      .from(carStock)
      .where(eq(carStock.carId, id))
      .orderBy(asc(carStock.branchId), asc(carStock.colorId), asc(carStock.status)),
    db
      .select({
        changedAt: carPriceChanges.changedAt,
        oldPriceSar: carPriceChanges.oldPriceSar,
        newPriceSar: carPriceChanges.newPriceSar,
        staffEmail: carPriceChanges.staffEmail,
      })
      .from(carPriceChanges)
      .where(eq(carPriceChanges.carId, id))
      .orderBy(desc(carPriceChanges.changedAt), desc(carPriceChanges.id)),
  ])
  return {
    id,
    title: carTitle(row.brandName, row.modelName, inLocale(locale, car.trimAr, car.trimEn), car.year),
    brandId: car.brandId,
    status: inventoryStatusOf(car),
    retiredAt: car.retiredAt?.toISOString() ?? null,
    edit: carEditOf(car, colorRows, featureRows, specRows),
    stock: stockRows,
    priceHistory: historyRows.map((change) => ({ ...change, changedAt: change.changedAt.toISOString() })),
  }
}

// ── Writing ──────────────────────────────────────────────────────────────────────────────────

export type InventoryRefusal = { refused: 'not_found' } | { refused: 'invalid'; fields: Record<string, FieldErrorKey> }

const invalid = (fields: Record<string, FieldErrorKey>): InventoryRefusal => ({ refused: 'invalid', fields })

/** Tells every cache of cars, and of offers (which show their cars' prices), once `tx` commits. */
export async function announceInventoryChange(tx: Db): Promise<void> {
  await announceContentChange(tx, 'cars')
  await announceContentChange(tx, 'offers')
}

/**
 * Changes car `id`'s price to `priceSar` (its instalment follows), keeping the change in its price
 * history with who made it, audited as `car.price_changed`. Nothing is written when the price is the
 * same. For one car of a bulk change; `writeCar` calls it too.
 */
export async function setCarPrice(
  tx: Db,
  actor: StaffActor,
  id: number,
  priceSar: number,
  now: Date = new Date(),
): Promise<'changed' | 'same' | 'not_found'> {
  const [current] = await tx
    .select({ priceSar: cars.priceSar, effectivePriceSar: cars.effectivePriceSar })
    .from(cars)
    .where(eq(cars.id, id))
    .for('update')
  if (!current) return 'not_found'
  if (current.priceSar === priceSar) return 'same'
  await tx.update(cars).set({ priceSar, updatedAt: now }).where(eq(cars.id, id))
  await notePriceDrop(tx, id, current.effectivePriceSar)
  await tx.insert(carPriceChanges).values({
    carId: id,
    changedAt: now,
    oldPriceSar: current.priceSar,
    newPriceSar: priceSar,
    staffUserId: actor.id,
    staffEmail: actor.email,
  })
  await recordStaffAction(tx, actor, {
    action: 'car.price_changed',
    subjectType: 'car',
    subjectId: id,
    before: { priceSar: current.priceSar },
    after: { priceSar },
  })
  return 'changed'
}

/** Tells the alerts (decision 0098) when car `id`'s price to pay fell below `beforeSar`. */
async function notePriceDrop(tx: Db, id: number, beforeSar: number): Promise<void> {
  const [after] = await tx.select({ priceSar: cars.effectivePriceSar }).from(cars).where(eq(cars.id, id))
  if (after && after.priceSar < beforeSar) await noteCarChange(tx, id, 'price')
}

type CarState = Record<string, unknown>

/** What the audit compares: the car as written (colours by name and hex, groups as their lists). */
function carState(edit: CarEdit): CarState {
  const { colors, features, specs, priceSar: _price, ...scalars } = edit
  return {
    ...scalars,
    colors: colors.map((color) => `${color.nameEn} / ${color.nameAr} ${color.hex}`),
    features,
    specs,
  }
}

function changedOnly(before: CarState, after: CarState) {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  }
}

const zip = (group: { ar: string[]; en: string[] }): LocalizedText[] => group.ar.map((ar, index) => ({ ar, en: group.en[index] ?? '' }))

const zipSpecs = (group: { ar: string[]; en: string[] }): SpecItem[] =>
  group.ar.map((ar, index) => {
    const inArabic = splitSpecLine(ar) ?? { label: ar, value: '' }
    const inEnglish = splitSpecLine(group.en[index] ?? '') ?? { label: '', value: '' }
    return { label: { ar: inArabic.label, en: inEnglish.label }, value: { ar: inArabic.value, en: inEnglish.value } }
  })

/** The car's state as its edit would read it, for the audit's "before". */
async function storedEdit(tx: Db, id: number): Promise<CarEdit | null> {
  const car = await getInventoryCar(tx, id, 'en')
  if (!car) return null
  return { ...car.edit, colors: car.edit.colors.map((color) => ({ ...color })) }
}

/**
 * Writes car `id` (or a new car when null) whole from a validated edit, inside `tx`: its brand follows
 * its model, its search text and advertised instalment are made again, colours are kept by id (their
 * photos and stock stay), a price change goes to the history, and the change is audited
 * (`car.created`, `car.updated`). Refuses an unknown model or colour, and removing a colour that has
 * photos or stock, as field errors. The caller announces (`announceInventoryChange`).
 */
export async function writeCar(
  tx: Db,
  actor: StaffActor,
  id: number | null,
  edit: CarEdit,
  now: Date = new Date(),
): Promise<{ id: number } | InventoryRefusal> {
  const [model] = await tx
    .select({
      brandId: models.brandId,
      modelEn: models.nameEn,
      modelAr: models.nameAr,
      brandEn: brands.nameEn,
      brandAr: brands.nameAr,
    })
    .from(models)
    .innerJoin(brands, eq(brands.id, models.brandId))
    .where(eq(models.id, edit.modelId))
  if (!model) return invalid({ modelId: 'choice' })

  let before: CarEdit | null = null
  let removedColorIds: number[] = []
  let priceBeforeSar: number | null = null
  if (id !== null) {
    const [locked] = await tx.select({ id: cars.id, priceSar: cars.effectivePriceSar }).from(cars).where(eq(cars.id, id)).for('update')
    if (!locked) return { refused: 'not_found' }
    priceBeforeSar = locked.priceSar
    before = await storedEdit(tx, id)
    const storedIds = new Set((before?.colors ?? []).flatMap((color) => (color.id ? [color.id] : [])))
    const keptIds = edit.colors.flatMap((color) => (color.id ? [color.id] : []))
    if (keptIds.some((colorId) => !storedIds.has(colorId))) return invalid({ colors: 'choice' })
    removedColorIds = [...storedIds].filter((colorId) => !keptIds.includes(colorId))
    if (removedColorIds.length > 0) {
      const [inUse] = await tx
        .select({ photos: count(carPhotos.id) })
        .from(carPhotos)
        .where(inArray(carPhotos.colorId, removedColorIds))
      const [stocked] = await tx.select({ lines: count() }).from(carStock).where(inArray(carStock.colorId, removedColorIds))
      if ((inUse?.photos ?? 0) > 0 || (stocked?.lines ?? 0) > 0) return invalid({ colors: 'colorHasPhotos' })
    }
  } else if (edit.colors.some((color) => color.id !== null)) {
    return invalid({ colors: 'choice' })
  }

  const names = { ...model, trimEn: edit.trimEn, trimAr: edit.trimAr, year: edit.year }
  const titleEn = carTitle(model.brandEn, model.modelEn, edit.trimEn, edit.year)
  const titleAr = carTitle(model.brandAr, model.modelAr, edit.trimAr, edit.year)
  const values = {
    modelId: edit.modelId,
    brandId: model.brandId,
    trimAr: edit.trimAr,
    trimEn: edit.trimEn,
    year: edit.year,
    bodyType: edit.bodyType,
    fuelType: edit.fuelType,
    transmission: edit.transmission,
    engineAr: edit.engineAr,
    engineEn: edit.engineEn,
    seats: edit.seats,
    competitivePriceSar: edit.competitivePriceSar,
    featured: edit.featured,
    descriptionAr: edit.descriptionAr,
    descriptionEn: edit.descriptionEn,
    searchText: carSearchText(names),
  }

  let carId: number
  if (id === null) {
    const [created] = await tx
      .insert(cars)
      .values({
        ...values,
        priceSar: edit.priceSar,
        // No stock lines yet: the dealer orders one for the buyer (stockStanding).
        stockStatus: 'on_order',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: cars.id })
    carId = created!.id
    await noteCarChange(tx, carId, 'added')
  } else {
    carId = id
    await tx
      .update(cars)
      .set({ ...values, updatedAt: now })
      .where(eq(cars.id, id))
    // A new sale price alone lowers the price to pay too: the drop is told once, whichever changed.
    if ((await setCarPrice(tx, actor, id, edit.priceSar, now)) === 'same' && priceBeforeSar !== null)
      await notePriceDrop(tx, id, priceBeforeSar)
  }

  // Colours: removed ones go (checked above: no photos, no stock), kept ones are renamed and
  // reordered in place, new ones added. Sorts are unique per car, so kept ones step aside first.
  const drawing = bodyImagePath(edit.bodyType)
  if (removedColorIds.length > 0) await tx.delete(carColors).where(inArray(carColors.id, removedColorIds))
  await tx
    .update(carColors)
    .set({ sort: sql`-1 - ${carColors.sort}` })
    .where(eq(carColors.carId, carId))
  for (const [sort, color] of edit.colors.entries()) {
    const row = {
      nameAr: color.nameAr,
      nameEn: color.nameEn,
      hex: color.hex,
      imagePath: drawing,
      altEn: `${titleEn} in ${color.nameEn}, side view`,
      altAr: `${titleAr} باللون ${color.nameAr}، منظر جانبي`,
      sort,
    }
    if (color.id !== null) await tx.update(carColors).set(row).where(eq(carColors.id, color.id))
    else await tx.insert(carColors).values({ ...row, carId })
  }
  await tx.delete(carImages).where(eq(carImages.carId, carId))
  await tx.insert(carImages).values({ carId, path: drawing, altEn: `${titleEn}, side view`, altAr: `${titleAr}، منظر جانبي`, sort: 0 })

  await tx.delete(carFeatureGroups).where(eq(carFeatureGroups.carId, carId))
  const features = featureGroups.flatMap((group) => {
    const items = zip(edit.features[group])
    return items.length > 0 ? [{ carId, group, items }] : []
  })
  if (features.length > 0) await tx.insert(carFeatureGroups).values(features)
  await tx.delete(carSpecGroups).where(eq(carSpecGroups.carId, carId))
  const specs = specGroups.flatMap((group) => {
    const items = zipSpecs(edit.specs[group])
    return items.length > 0 ? [{ carId, group, items }] : []
  })
  if (specs.length > 0) await tx.insert(carSpecGroups).values(specs)

  if (before === null) {
    await recordStaffAction(tx, actor, {
      action: 'car.created',
      subjectType: 'car',
      subjectId: carId,
      after: { ...carState(edit), priceSar: edit.priceSar },
    })
  } else {
    const diff = changedOnly(carState(before), carState(edit))
    if (Object.keys(diff.after).length > 0) {
      await recordStaffAction(tx, actor, { action: 'car.updated', subjectType: 'car', subjectId: carId, ...diff })
    }
  }
  return { id: carId }
}

/** Creates a car in one transaction, announced; answers it as the editor opens it. */
export async function createCar(db: Db, actor: StaffActor, edit: CarEdit, locale: Locale): Promise<InventoryCar | InventoryRefusal> {
  const written = await db.transaction(async (tx) => {
    const result = await writeCar(tx, actor, null, edit)
    if ('refused' in result) return result
    await announceInventoryChange(tx)
    return result
  })
  if ('refused' in written) return written
  return (await getInventoryCar(db, written.id, locale))!
}

/** Changes car `id` whole in one transaction, announced. */
export async function updateCar(
  db: Db,
  actor: StaffActor,
  id: number,
  edit: CarEdit,
  locale: Locale,
): Promise<InventoryCar | InventoryRefusal> {
  const written = await db.transaction(async (tx) => {
    const result = await writeCar(tx, actor, id, edit)
    if ('refused' in result) return result
    await announceInventoryChange(tx)
    return result
  })
  if ('refused' in written) return written
  return (await getInventoryCar(db, id, locale))!
}

/**
 * Replaces car `id`'s stock lines inside `tx` and sets its public stock status and sold-out moment
 * from them (`stockStanding`), audited as `car.stock_set`. Unknown branches and colours of another
 * car are field errors on their line. The caller announces.
 */
export async function writeStock(
  tx: Db,
  actor: StaffActor,
  id: number,
  edit: StockEdit,
  now: Date = new Date(),
): Promise<{ id: number } | InventoryRefusal> {
  const [car] = await tx
    .select({ soldOutAt: cars.soldOutAt, stockStatus: cars.stockStatus })
    .from(cars)
    .where(eq(cars.id, id))
    .for('update')
  if (!car) return { refused: 'not_found' }
  const branchIds = new Set((await tx.select({ id: branches.id }).from(branches)).map((branch) => branch.id))
  const colorIds = new Set((await tx.select({ id: carColors.id }).from(carColors).where(eq(carColors.carId, id))).map((color) => color.id))
  const fields: Record<string, FieldErrorKey> = {}
  edit.lines.forEach((line, index) => {
    if (!branchIds.has(line.branchId)) fields[`lines.${index}.branchId`] = 'choice'
    if (!colorIds.has(line.colorId)) fields[`lines.${index}.colorId`] = 'choice'
  })
  if (Object.keys(fields).length > 0) return invalid(fields)

  const before = await tx
    .select({ branchId: carStock.branchId, colorId: carStock.colorId, status: carStock.status, count: carStock.count })
    .from(carStock)
    .where(eq(carStock.carId, id))
    .orderBy(asc(carStock.branchId), asc(carStock.colorId), asc(carStock.status))
  await tx.delete(carStock).where(eq(carStock.carId, id))
  if (edit.lines.length > 0) await tx.insert(carStock).values(edit.lines.map((line) => ({ ...line, carId: id })))
  const standing = stockStanding(edit.lines)
  const soldOutAt = standing.soldOut ? (car.soldOutAt ?? now) : null
  await tx.update(cars).set({ stockStatus: standing.stockStatus, soldOutAt, updatedAt: now }).where(eq(cars.id, id))
  const availableBefore = car.soldOutAt === null && car.stockStatus !== 'on_order'
  if (!availableBefore && standing.stockStatus !== 'on_order' && !standing.soldOut) await noteCarChange(tx, id, 'stock')
  await recordStaffAction(tx, actor, {
    action: 'car.stock_set',
    subjectType: 'car',
    subjectId: id,
    before: { lines: before, stockStatus: car.stockStatus, soldOut: car.soldOutAt !== null },
    after: { lines: edit.lines, stockStatus: standing.stockStatus, soldOut: standing.soldOut },
  })
  return { id }
}

/** Sets car `id`'s stock in one transaction, announced. */
export async function setStock(
  db: Db,
  actor: StaffActor,
  id: number,
  edit: StockEdit,
  locale: Locale,
): Promise<InventoryCar | InventoryRefusal> {
  const written = await db.transaction(async (tx) => {
    const result = await writeStock(tx, actor, id, edit)
    if ('refused' in result) return result
    await announceInventoryChange(tx)
    return result
  })
  if ('refused' in written) return written
  return (await getInventoryCar(db, id, locale))!
}

/**
 * Retires car `id` (it leaves the market; its page answers 410 with similar cars) or brings it back,
 * audited as `car.retired` or `car.unretired`. Never a delete: orders and history keep pointing at it.
 */
export async function setRetired(
  db: Db,
  actor: StaffActor,
  id: number,
  retired: boolean,
  locale: Locale,
  now: Date = new Date(),
): Promise<InventoryCar | InventoryRefusal> {
  const done = await db.transaction(async (tx) => {
    const [car] = await tx.select({ retiredAt: cars.retiredAt }).from(cars).where(eq(cars.id, id)).for('update')
    if (!car) return false
    if ((car.retiredAt !== null) !== retired) {
      await tx
        .update(cars)
        .set({ retiredAt: retired ? now : null, updatedAt: now })
        .where(eq(cars.id, id))
      await recordStaffAction(tx, actor, { action: retired ? 'car.retired' : 'car.unretired', subjectType: 'car', subjectId: id })
      // Back on the market: for sale again, and a price drop while it was away counts now.
      if (!retired) {
        await noteCarChange(tx, id, 'stock')
        await noteCarChange(tx, id, 'price')
      }
      await announceInventoryChange(tx)
    }
    return true
  })
  if (!done) return { refused: 'not_found' }
  return (await getInventoryCar(db, id, locale))!
}

/** Inserts with the first free slug of `base`, `base-2`…; unique slugs make two staff saving at once safe. */
async function withFreeSlug<T>(base: string, insert: (slug: string) => Promise<T | undefined>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const slug = attempt === 1 ? base : `${base}-${attempt}`
    const created = await insert(slug)
    if (created) return created
  }
}

/** Adds a brand (listed after the others), audited as `brand.created`. */
export async function addBrand(db: Db, actor: StaffActor, input: { nameAr: string; nameEn: string }) {
  return db.transaction(async (tx) => {
    const [last] = await tx.select({ sort: max(brands.sort) }).from(brands)
    const created = await withFreeSlug(slugFromName(input.nameEn, 'brand'), async (slug) => {
      const [row] = await tx
        .insert(brands)
        .values({ slug, nameAr: input.nameAr, nameEn: input.nameEn, sort: (last?.sort ?? 0) + 1 })
        .onConflictDoNothing({ target: brands.slug })
        .returning({ id: brands.id, slug: brands.slug })
      return row
    })
    await recordStaffAction(tx, actor, {
      action: 'brand.created',
      subjectType: 'brand',
      subjectId: created.id,
      after: { ...input, slug: created.slug },
    })
    await announceInventoryChange(tx)
    return created
  })
}

/** Adds a model to brand `brandId` (listed after its others), audited as `model.created`; null for an unknown brand. */
export async function addModel(db: Db, actor: StaffActor, input: { brandId: number; nameAr: string; nameEn: string }) {
  return db.transaction(async (tx) => {
    const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, input.brandId))
    if (!brand) return null
    const [last] = await tx
      .select({ sort: max(models.sort) })
      .from(models)
      .where(eq(models.brandId, input.brandId))
    const created = await withFreeSlug(slugFromName(input.nameEn, 'model'), async (slug) => {
      const [row] = await tx
        .insert(models)
        .values({ slug, brandId: input.brandId, nameAr: input.nameAr, nameEn: input.nameEn, sort: (last?.sort ?? 0) + 1 })
        .onConflictDoNothing({ target: models.slug })
        .returning({ id: models.id, slug: models.slug })
      return row
    })
    await recordStaffAction(tx, actor, {
      action: 'model.created',
      subjectType: 'model',
      subjectId: created.id,
      after: { ...input, slug: created.slug },
    })
    await announceInventoryChange(tx)
    return created
  })
}

// ── Bulk price change ────────────────────────────────────────────────────────────────────────

/** A price changed by a whole percent, rounded to whole riyals (half a riyal up). */
export function priceByPercent(priceSar: number, percent: number): number {
  return Math.round((priceSar * (100 + percent)) / 100)
}

/**
 * Changes the price of every car of model `edit.modelId` (retired ones too unless `onlyActive`) by
 * `edit.percent`, each change in the price history and audited (`setCarPrice`), all in one
 * transaction announced once; a `preview` writes nothing. Refused by field when the model does not
 * exist or a new price would be zero or less (then no car changes).
 */
export async function changeModelPrices(db: Db, actor: StaffActor, edit: BulkPriceEdit): Promise<BulkPriceResult | InventoryRefusal> {
  return db.transaction(async (tx) => {
    const [model] = await tx.select({ id: models.id }).from(models).where(eq(models.id, edit.modelId))
    if (!model) return invalid({ modelId: 'choice' })
    const rows = await tx
      .select({ id: cars.id, priceSar: cars.priceSar })
      .from(cars)
      .where(and(eq(cars.modelId, edit.modelId), edit.onlyActive ? isNull(cars.retiredAt) : undefined))
      .orderBy(asc(cars.id))
      .for('update')
    const planned = rows.map((car) => ({ ...car, newPriceSar: priceByPercent(car.priceSar, edit.percent) }))
    if (planned.some((car) => car.newPriceSar <= 0)) return invalid({ percent: 'bulkPriceTooLow' })
    if (planned.some((car) => car.newPriceSar > inventoryLimits.maxPriceSar)) return invalid({ percent: 'amount' })
    const prices = planned.map((car) => car.newPriceSar)
    const result = {
      cars: planned.length,
      changed: planned.filter((car) => car.newPriceSar !== car.priceSar).length,
      lowestNewPriceSar: prices.length > 0 ? Math.min(...prices) : null,
      highestNewPriceSar: prices.length > 0 ? Math.max(...prices) : null,
      applied: false,
    }
    if (edit.preview || result.changed === 0) return result
    const now = new Date()
    for (const car of planned) await setCarPrice(tx, actor, car.id, car.newPriceSar, now)
    await announceInventoryChange(tx)
    return { ...result, applied: true }
  })
}

// ── CSV ──────────────────────────────────────────────────────────────────────────────────────

/**
 * The columns of the inventory CSV, in order: `id`, then every field of `carEditSchema` under its own
 * name (so the file reads back through the same schema); `colors`, `features` and `specs` are JSON in
 * one cell, a colour with its `id` so a re-import keeps its photos and stock.
 */
export const inventoryCsvColumns = [
  'id',
  'modelId',
  'trimAr',
  'trimEn',
  'year',
  'bodyType',
  'fuelType',
  'transmission',
  'engineAr',
  'engineEn',
  'seats',
  'priceSar',
  'competitivePriceSar',
  'featured',
  'descriptionAr',
  'descriptionEn',
  'colors',
  'features',
  'specs',
] as const

/** Every car (retired and sold out too), oldest first, as the CSV text (BOM, CRLF, formula guard). */
export async function inventoryCsv(db: Db, actor: StaffActor): Promise<string> {
  const edits = await carEditsOf(db)
  const rows: string[][] = [[...inventoryCsvColumns]]
  for (const [id, carEdit] of edits) {
    const edit = carEdit as Record<string, unknown>
    rows.push(
      inventoryCsvColumns.map((column) => {
        const value = column === 'id' ? id : edit[column]
        if (value === null || value === undefined) return ''
        return typeof value === 'object' ? JSON.stringify(value) : String(value)
      }),
    )
  }
  await recordStaffAction(db, actor, { action: 'inventory.exported', subjectType: 'inventory', after: { rows: rows.length - 1 } })
  return toCsv(rows)
}

/** One wrong cell of an imported file: the file line (from 1), the column, and what is wrong with it. */
export type CsvImportProblem = { line: number; field: string; key: FieldErrorKey }

/**
 * Why an import was refused: every wrong line, the first `csvImportLimits.listedProblems` of them
 * listed (in file order) and `total` counting all, so a sheet with a wrong column is mended in one
 * round rather than one line per attempt.
 */
export type CsvImportRefusal = { refused: 'csv'; problems: CsvImportProblem[]; total: number }

export const csvImportLimits = { listedProblems: 50 } as const

class ImportRefused extends Error {
  readonly refusal: CsvImportRefusal
  constructor(refusal: CsvImportRefusal) {
    super('import refused')
    this.refusal = refusal
  }
}

/** JSON with object keys sorted, to compare an edit read from a file with the car's own. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

const csvJsonColumns = new Set(['colors', 'features', 'specs'])
const csvNumberColumns = new Set(['modelId'])

/** One record's cells as `carEditSchema` input; a JSON cell that does not parse is a problem of its column. */
function csvRecordInput(cells: readonly string[], line: number, problems: CsvImportProblem[]): Record<string, unknown> {
  const input: Record<string, unknown> = {}
  inventoryCsvColumns.forEach((column, index) => {
    const cell = fromCsvCell(cells[index]!)
    if (column === 'id') return
    if (csvJsonColumns.has(column)) {
      try {
        input[column] = JSON.parse(cell) as unknown
      } catch {
        problems.push({ line, field: column, key: 'csvJson' })
      }
    } else if (csvNumberColumns.has(column)) input[column] = /^\d+$/.test(cell) ? Number(cell) : cell
    else if (column === 'featured') input[column] = cell === 'true' ? true : cell === 'false' ? false : cell
    else input[column] = cell
  })
  return input
}

/**
 * Imports an inventory CSV as `inventoryCsv` writes it: every line validated with `carEditSchema`
 * and written with `writeCar` (a row with an id changes that car, one without creates a car), all in
 * one transaction announced once; a row equal to its car is left alone, so export → import changes
 * nothing. Every line is checked, past the first wrong one, and any wrong line refuses the whole
 * import (the transaction is rolled back) naming each line and field. A file that cannot be read as
 * CSV at all (an unclosed quote) is named at the line where reading stopped.
 */
export async function importInventoryCsv(
  db: Db,
  actor: StaffActor,
  text: string,
): Promise<{ created: number; updated: number; unchanged: number } | CsvImportRefusal> {
  const refusal = (problems: CsvImportProblem[]): CsvImportRefusal => ({
    refused: 'csv',
    problems: problems.slice(0, csvImportLimits.listedProblems),
    total: problems.length,
  })
  const parsed = parseCsv(text)
  if (!parsed.ok) return refusal([{ line: parsed.line, field: 'file', key: 'csvLine' }])
  const [header, ...records] = parsed.records
  if (!header || header.cells.join(',') !== inventoryCsvColumns.join(',')) {
    return refusal([{ line: header?.line ?? 1, field: 'file', key: 'csvHeader' }])
  }
  try {
    return await db.transaction(async (tx) => {
      const problems: CsvImportProblem[] = []
      const counts = { created: 0, updated: 0, unchanged: 0 }
      const named = records.flatMap((record) => (/^\d+$/.test(record.cells[0]?.trim() ?? '') ? [Number(record.cells[0]!.trim())] : []))
      // Read once for the whole file; a car written below is kept current here, so a file naming it twice compares its second line with the first.
      const stored = await carEditsOf(tx, named)
      for (const record of records) {
        if (record.cells.length !== inventoryCsvColumns.length) {
          problems.push({ line: record.line, field: 'file', key: 'csvLine' })
          continue
        }
        const found: CsvImportProblem[] = []
        const input = csvRecordInput(record.cells, record.line, found)
        const idCell = record.cells[0]!.trim()
        if (idCell !== '' && !/^\d+$/.test(idCell)) found.push({ line: record.line, field: 'id', key: 'choice' })
        const edit = carEditSchema.safeParse(input)
        if (!edit.success) {
          const unreadable = new Set(found.map((problem) => problem.field))
          for (const issue of edit.error.issues) {
            const field = issue.path.join('.')
            // A cell whose JSON did not parse is named once, not again as missing.
            if (unreadable.has(String(issue.path[0])) || found.some((problem) => problem.field === field)) continue
            found.push({ line: record.line, field, key: isFieldKey(issue.message) ? issue.message : 'text' })
          }
        }
        problems.push(...found)
        if (found.length > 0 || !edit.success) continue
        const id = idCell === '' ? null : Number(idCell)
        if (id !== null) {
          const current = stored.get(id)
          if (!current) {
            problems.push({ line: record.line, field: 'id', key: 'choice' })
            continue
          }
          if (stableJson(current) === stableJson(edit.data)) {
            counts.unchanged += 1
            continue
          }
        }
        // Still written after a wrong line: the database's own checks (the model, a colour with photos)
        // name their lines too, and the rollback below undoes every write.
        const written = await writeCar(tx, actor, id, edit.data)
        if ('refused' in written) {
          if (written.refused === 'not_found') problems.push({ line: record.line, field: 'id', key: 'choice' })
          else for (const [field, key] of Object.entries(written.fields)) problems.push({ line: record.line, field, key })
          continue
        }
        counts[id === null ? 'created' : 'updated'] += 1
        if (id !== null) {
          const rewritten = (await carEditsOf(tx, [id])).get(id)
          if (rewritten) stored.set(id, rewritten)
        }
      }
      if (problems.length > 0) throw new ImportRefused(refusal(problems))
      if (counts.created + counts.updated > 0) await announceInventoryChange(tx)
      return counts
    })
  } catch (error) {
    if (error instanceof ImportRefused) return error.refusal
    throw error
  }
}
