/**
 * The demo catalogue of the fictional dealer Murooj Motors: 12 brands, 57 models, 172 cars
 * (every trim of catalogue-*.ts), with offers, news, jobs, branches, finance partners, FAQs,
 * pages and settings.
 */
import { asc, getTableName, like, sql } from 'drizzle-orm'
import * as schema from '../schema.ts'
import type { StockStatus } from '../../../contract/catalogue.ts'
import type { Db } from '../types.ts'
import { buildDemoCars } from './build-cars.ts'
import { catalogueBrands } from './catalogue-data.ts'
import { buildSyntheticCars } from './synthetic.ts'
import { demoStockLines } from './demo-stock.ts'
import { insertChunked } from './insert.server.ts'
import { demoCalendarAt } from './demo-calendar.ts'
import { insertNewsAndJobs, insertOffers, insertPlacesAndPartners } from './seed-content.server.ts'
import { insertBrandsAndModels, insertCarRecords } from './seed-cars.server.ts'

export type SeedSummary = { brands: number; models: number; cars: number }

export type SeedOptions = {
  /**
   * Grow the catalogue to this many cars with synthetic variations of the real trims (for
   * benchmarks). Below the demo's own count it has no effect.
   */
  totalCars?: number
  /** Seed of the synthetic variations; the same seed gives the same catalogue. */
  randomSeed?: number
  /** When the seed is made: the demo's offers and articles are dated around it (demo-calendar.ts). */
  now?: Date
}

/** Whether the database already holds a catalogue (the seed's "is it empty?" test). */
export async function hasCatalogue(db: Db): Promise<boolean> {
  const rows = await db.select({ id: schema.brands.id }).from(schema.brands).limit(1)
  return rows.length > 0
}

/**
 * Seeds everything in one transaction, so a failure leaves the database empty rather than half
 * seeded (which the next start would mistake for a catalogue). Does nothing when a catalogue
 * exists.
 */
export async function seedDemoCatalogue(db: Db, options: SeedOptions = {}): Promise<SeedSummary | null> {
  const summary = await db.transaction(async (tx) => {
    if (await hasCatalogue(tx)) return null
    const demo = buildDemoCars(catalogueBrands)
    const extra = Math.max(0, (options.totalCars ?? 0) - demo.length)
    const records = extra > 0 ? [...demo, ...buildSyntheticCars(catalogueBrands, extra, options.randomSeed ?? 1)] : demo
    const ids = await insertBrandsAndModels(tx, catalogueBrands)
    const carIds = await insertCarRecords(tx, records, ids)
    await insertPlacesAndPartners(tx)
    await insertDemoStock(tx, records, carIds)
    const calendar = demoCalendarAt(options.now)
    await insertNewsAndJobs(tx, calendar)
    await insertOffers(tx, records, carIds, calendar)
    return { brands: ids.brandIdBySlug.size, models: ids.modelIdBySlug.size, cars: carIds.length }
  })
  // PGlite runs no autovacuum: without statistics the planner guesses row counts and skips the
  // search indexes, and without the visibility map the facet count cannot be an index-only scan.
  // PostgreSQL's autovacuum would get there on its own, later.
  if (summary) await db.execute(sql`vacuum analyze`)
  return summary
}

/** Units of the cars at the showrooms (not the service centres), as each car's stock status says. */
async function insertDemoStock(db: Db, records: readonly { car: { stockStatus: StockStatus } }[], carIds: readonly number[]) {
  const showrooms = await db
    .select({ id: schema.branches.id })
    .from(schema.branches)
    .where(like(schema.branches.nameEn, '%Showroom%'))
    .orderBy(asc(schema.branches.id))
  const colors = await db
    .select({ id: schema.carColors.id, carId: schema.carColors.carId })
    .from(schema.carColors)
    .orderBy(asc(schema.carColors.carId), asc(schema.carColors.sort), asc(schema.carColors.id))
  const colorIdsOf = new Map<number, number[]>()
  for (const color of colors) {
    const ofCar = colorIdsOf.get(color.carId) ?? []
    ofCar.push(color.id)
    colorIdsOf.set(color.carId, ofCar)
  }
  const cars = records.map((record, index) => ({
    carId: carIds[index]!,
    stockStatus: record.car.stockStatus,
    colorIds: colorIdsOf.get(carIds[index]!) ?? [],
  }))
  await insertChunked(
    db,
    schema.carStock,
    demoStockLines(
      cars,
      showrooms.map((branch) => branch.id),
    ),
  )
}

const allTables = [
  schema.carStock,
  schema.offerCars,
  schema.offers,
  schema.carSpecGroups,
  schema.carFeatureGroups,
  schema.carImages,
  schema.carColors,
  schema.cars,
  schema.models,
  schema.brands,
  schema.newsArticles,
  schema.jobs,
  schema.branches,
  schema.cities,
  schema.banks,
  schema.faqs,
  schema.sitePages,
  schema.dealerSettings,
]

/** Empties every table and restarts ids at 1, for `db:seed --reset` and test isolation. */
export async function clearDatabase(db: Db): Promise<void> {
  const names = allTables.map((table) => `"${getTableName(table)}"`).join(', ')
  await db.execute(sql.raw(`truncate table ${names} restart identity cascade`))
}
