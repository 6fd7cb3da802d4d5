/**
 * Reading the car catalogue: brands, models, the search, a car's page and cars by id. Every
 * function takes the database, its input and the request's locale and returns plain objects of
 * the contract (src/contract/catalogue.ts) with texts in that locale.
 */
import { and, asc, count, desc, eq, gte, inArray, isNull, ne, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Locale } from '../../app.config.ts'
import {
  getCarInputSchema,
  getCarsByIdsInputSchema,
  listModelsInputSchema,
  type Brand,
  type CarDetail,
  type CarSummary,
  type FeatureGroup,
  type ListModelsInput,
  type Model,
  type SpecGroup,
} from '../contract/catalogue.ts'
import type { Image } from '../contract/common.ts'
import { drawingPicture, photoPicture, type PhotoRow } from './car-pictures.ts'
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
import { livePhoto } from './car-photos.ts'
import type { Db } from '../server/db/types.ts'
import { carSummaryFields, fromJson, marketCars, selectCarSummaries, toCarSummary } from './car-summary.ts'
import { toContentBlocks } from './content-blocks.ts'
import { liveFinanceOffersOf } from './content.ts'
import { inLocale, localizeText } from './localize.ts'
import { priceReducedDays, reducedFromSar } from '../lib/price-reduction.ts'
import { toSaudiPhoneE164 } from '../lib/dealer-identity.ts'

export { searchCars } from './car-search.ts'

const relatedCarsCount = 4

/** Every brand in display order, with how many cars it has (zero included). */
export async function listBrands(db: Db, locale: Locale): Promise<Brand[]> {
  const name = inLocale(locale, brands.nameAr, brands.nameEn)
  const rows = await db
    .select({ id: brands.id, slug: brands.slug, name, logoPath: brands.logoPath, carCount: count(cars.id) })
    .from(brands)
    .leftJoin(cars, marketCars(eq(cars.brandId, brands.id)))
    .groupBy(brands.id)
    .orderBy(asc(brands.sort), asc(brands.id))
  return rows
}

/** Models of one brand (by slug or id), or of every brand, with their car counts. */
export async function listModels(db: Db, input: ListModelsInput, locale: Locale): Promise<Model[]> {
  const { brand } = listModelsInputSchema.parse(input)
  const brandFilter = brand === undefined ? undefined : typeof brand === 'number' ? eq(brands.id, brand) : eq(brands.slug, brand)
  const rows = await db
    .select({
      id: models.id,
      slug: models.slug,
      name: inLocale(locale, models.nameAr, models.nameEn),
      brandId: brands.id,
      brandSlug: brands.slug,
      brandName: inLocale(locale, brands.nameAr, brands.nameEn),
      carCount: count(cars.id),
    })
    .from(models)
    .innerJoin(brands, eq(brands.id, models.brandId))
    .leftJoin(cars, marketCars(eq(cars.modelId, models.id)))
    .where(brandFilter)
    .groupBy(models.id, brands.id)
    .orderBy(asc(brands.sort), asc(models.sort), asc(models.id))
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    brand: { id: row.brandId, slug: row.brandSlug, name: row.brandName },
    carCount: row.carCount,
  }))
}

type ColorRow = { id: number; name: string; hex: string; alt: string; photos: PhotoRow[] | null }
type GroupRow<G, I> = { group: G; items: I[] }

/** One car with everything its page shows, or null when there is no such car. */
export async function getCar(db: Db, id: number, locale: Locale): Promise<CarDetail | null> {
  const parsed = getCarInputSchema.safeParse({ id })
  if (!parsed.success) return null
  const l = <A, E>(ar: A, en: E) => inLocale(locale, ar, en)
  const [row] = await db
    .select({
      ...carSummaryFields(locale),
      modelId: cars.modelId,
      description: l(cars.descriptionAr, cars.descriptionEn),
      colorDetails: sql<ColorRow[] | string>`coalesce((
        select json_agg(json_build_object('id', ${carColors.id}, 'name', ${l(carColors.nameAr, carColors.nameEn)}, 'hex', ${carColors.hex},
          'alt', ${l(carColors.altAr, carColors.altEn)},
          'photos', (select json_agg(json_build_object('name', ${carPhotos.name}, 'widths', ${carPhotos.widths},
              'alt', ${l(carPhotos.altAr, carPhotos.altEn)}) order by ${carPhotos.sort}, ${carPhotos.id})
            from ${carPhotos} where ${carPhotos.colorId} = ${carColors.id} and ${livePhoto}))
          order by ${carColors.sort})
        from ${carColors} where ${carColors.carId} = ${cars.id}), '[]'::json)`,
      // The branches with a unit ready to sell now (decision 0096), in the dealer's order.
      availableAt: sql<string[] | string>`coalesce((
        select json_agg(${l(branches.nameAr, branches.nameEn)} order by ${branches.sort}, ${branches.id})
        from ${branches} where exists (select 1 from ${carStock} where ${carStock.carId} = ${cars.id}
          and ${carStock.branchId} = ${branches.id} and ${carStock.status} = 'available')), '[]'::json)`,
      images: sql<Image[] | string>`coalesce((
        select json_agg(json_build_object('path', ${carImages.path}, 'alt', ${l(carImages.altAr, carImages.altEn)})
          order by ${carImages.sort})
        from ${carImages} where ${carImages.carId} = ${cars.id}), '[]'::json)`,
      featureGroups: sql<GroupRow<FeatureGroup, LocalizedText>[] | string>`coalesce((
        select json_agg(json_build_object('group', ${carFeatureGroups.group}, 'items', ${carFeatureGroups.items})
          order by ${carFeatureGroups.group})
        from ${carFeatureGroups} where ${carFeatureGroups.carId} = ${cars.id}), '[]'::json)`,
      specGroups: sql<GroupRow<SpecGroup, SpecItem>[] | string>`coalesce((
        select json_agg(json_build_object('group', ${carSpecGroups.group}, 'items', ${carSpecGroups.items})
          order by ${carSpecGroups.group})
        from ${carSpecGroups} where ${carSpecGroups.carId} = ${cars.id}), '[]'::json)`,
    })
    .from(cars)
    .innerJoin(brands, eq(brands.id, cars.brandId))
    .innerJoin(models, eq(models.id, cars.modelId))
    .where(marketCars(eq(cars.id, parsed.data.id)))
  if (!row) return null
  const summary = toCarSummary(row)

  // Ranking the candidates on the cars table alone and joining names and pictures to the four
  // winners only is several times cheaper than sorting fully joined rows.
  const candidate = alias(cars, 'candidate')
  const sameModelFirst = desc(sql`${candidate.modelId} = ${row.modelId}`)
  const nearestPrice = asc(sql`abs(${candidate.effectivePriceSar} - ${summary.priceSar})`)
  const relatedIds = db
    .select({ id: candidate.id })
    .from(candidate)
    .where(
      and(
        ne(candidate.id, row.id),
        or(eq(candidate.modelId, row.modelId), eq(candidate.bodyType, row.bodyType)),
        isNull(candidate.retiredAt),
        isNull(candidate.soldOutAt),
      ),
    )
    .orderBy(sameModelFirst, nearestPrice, asc(candidate.id))
    .limit(relatedCarsCount)
  const relatedRows = await selectCarSummaries(db, locale).where(marketCars(inArray(cars.id, relatedIds)))
  const related = relatedRows
    .map(toCarSummary)
    .sort(
      (a, b) =>
        Number(b.model.slug === row.modelSlug) - Number(a.model.slug === row.modelSlug) ||
        Math.abs(a.priceSar - summary.priceSar) - Math.abs(b.priceSar - summary.priceSar) ||
        a.id - b.id,
    )

  // Two windows back: the guard against a brief raise looks 30 days before the latest cut.
  const now = new Date()
  const since = new Date(now.getTime() - 2 * priceReducedDays * 86_400_000)
  const [history, financeOffers, stockBranches] = await Promise.all([
    db
      .select({ changedAt: carPriceChanges.changedAt, oldPriceSar: carPriceChanges.oldPriceSar, newPriceSar: carPriceChanges.newPriceSar })
      .from(carPriceChanges)
      .where(and(eq(carPriceChanges.carId, row.id), gte(carPriceChanges.changedAt, since)))
      .orderBy(desc(carPriceChanges.changedAt), desc(carPriceChanges.id)),
    liveFinanceOffersOf(db, row.id, locale),
    // Two rows are enough to know it is not one branch.
    db
      .selectDistinct({ name: l(branches.nameAr, branches.nameEn), phone: branches.phone })
      .from(carStock)
      .innerJoin(branches, eq(branches.id, carStock.branchId))
      .where(and(eq(carStock.carId, row.id), ne(carStock.status, 'sold'), isNull(branches.deletedAt)))
      .limit(2),
  ])
  const [onlyBranch] = stockBranches.length === 1 ? stockBranches : []
  const branchPhone = onlyBranch ? toSaudiPhoneE164(onlyBranch.phone) : null

  return {
    ...summary,
    financeOffers,
    priceReducedFromSar: reducedFromSar(history, row.priceSar, now),
    description: toContentBlocks(row.description),
    colors: fromJson(row.colorDetails).map((color) => {
      const photos = (color.photos ?? []).map((photo) => photoPicture(photo, color.alt))
      return { id: color.id, name: color.name, hex: color.hex, image: photos[0] ?? drawingPicture(row, color.hex, color.alt), photos }
    }),
    images: fromJson(row.images),
    availableAt: fromJson(row.availableAt),
    features: fromJson(row.featureGroups).map((group) => ({
      group: group.group,
      items: group.items.map((item) => localizeText(locale, item)),
    })),
    specs: fromJson(row.specGroups).map((group) => ({
      group: group.group,
      items: group.items.map((item) => ({ label: localizeText(locale, item.label), value: localizeText(locale, item.value) })),
    })),
    related,
    branch: onlyBranch && branchPhone ? { name: onlyBranch.name, phoneE164: branchPhone } : null,
  }
}

/** Cars by id in the order asked for (a favorites list); unknown ids are left out. */
export async function getCarsByIds(db: Db, ids: readonly number[], locale: Locale): Promise<CarSummary[]> {
  const parsed = getCarsByIdsInputSchema.parse({ ids: [...ids] })
  const unique = [...new Set(parsed.ids)]
  if (unique.length === 0) return []
  const rows = await selectCarSummaries(db, locale).where(marketCars(inArray(cars.id, unique)))
  const byId = new Map(rows.map((row) => [row.id, toCarSummary(row)]))
  return unique.flatMap((id) => byId.get(id) ?? [])
}
