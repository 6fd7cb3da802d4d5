/**
 * Writes brands, models and car records with their colours, pictures, features and
 * specifications. Shared by the demo catalogue and the synthetic benchmark catalogue.
 */
import { brands, carColors, carFeatureGroups, carImages, cars, carSpecGroups, models } from '../schema.ts'
import type { Db } from '../types.ts'
import type { CarRecord } from './build-cars.ts'
import type { BrandData } from './catalogue-types.ts'
import { chunks, chunkSizeFor, insertChunked } from './insert.server.ts'

export type CatalogueIds = {
  brandIdBySlug: Map<string, number>
  modelIdBySlug: Map<string, number>
}

export async function insertBrandsAndModels(db: Db, brandData: readonly BrandData[]): Promise<CatalogueIds> {
  const insertedBrands = await db
    .insert(brands)
    .values(
      brandData.map((brand, index) => ({
        slug: brand.slug,
        nameAr: brand.ar,
        nameEn: brand.en,
        // WebP, not the SVG it is made from: an SVG image is drawn on the page's main thread (scripts/raster-pictures.ts).
        logoPath: `/images/cars/brands/${brand.slug}.webp`,
        sort: index,
      })),
    )
    .returning({ id: brands.id, slug: brands.slug })
  const brandIdBySlug = new Map(insertedBrands.map((row) => [row.slug, row.id]))

  const modelRows = brandData.flatMap((brand) =>
    brand.models.map((model, index) => ({
      brandId: requireId(brandIdBySlug, brand.slug, 'brand'),
      slug: model.slug,
      nameAr: model.ar,
      nameEn: model.en,
      lengthMm: model.dims[0],
      sort: index,
    })),
  )
  const insertedModels = await db.insert(models).values(modelRows).returning({ id: models.id, slug: models.slug })
  return { brandIdBySlug, modelIdBySlug: new Map(insertedModels.map((row) => [row.slug, row.id])) }
}

/** Inserts the cars in order and returns their ids in the same order. */
export async function insertCarRecords(db: Db, records: readonly CarRecord[], ids: CatalogueIds): Promise<number[]> {
  const carRows = records.map((record) => ({
    ...record.car,
    brandId: requireId(ids.brandIdBySlug, record.brandSlug, 'brand'),
    modelId: requireId(ids.modelIdBySlug, record.modelSlug, 'model'),
  }))
  const carIds: number[] = []
  for (const chunk of chunks(carRows, chunkSizeFor(carRows[0]))) {
    // RETURNING lists a multi-row VALUES insert in row order, so ids line up with records.
    const inserted = await db.insert(cars).values(chunk).returning({ id: cars.id })
    carIds.push(...inserted.map((row) => row.id))
  }

  const withCar = <T>(pick: (record: CarRecord) => T[]) =>
    records.flatMap((record, index) => pick(record).map((row) => ({ ...row, carId: carIds[index] as number })))

  await insertChunked(
    db,
    carColors,
    withCar((record) => record.colors),
  )
  await insertChunked(
    db,
    carImages,
    withCar((record) => record.images),
  )
  await insertChunked(
    db,
    carFeatureGroups,
    withCar((record) => record.features),
  )
  await insertChunked(
    db,
    carSpecGroups,
    withCar((record) => record.specs),
  )
  return carIds
}

function requireId(ids: Map<string, number>, slug: string, kind: string): number {
  const id = ids.get(slug)
  if (id === undefined) throw new Error(`Unknown ${kind} "${slug}" in seed data`)
  return id
}
