/**
 * The one way to read cars as cards (CarSummary): the columns, the joins and the mapping, shared
 * by the search, favorites, related cars and offers. The first picture and the colour swatches
 * come from correlated subqueries, so a page of cards is one query, not one per card.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { Locale } from '../../app.config.ts'
import { carTitle } from '../contract/car-title.ts'
import type { CarSummary } from '../contract/catalogue.ts'
import type { Image } from '../contract/common.ts'
import { brands, carColors, carImages, carPhotos, cars, models } from '../server/db/schema.ts'
import { livePhoto } from './car-photos.ts'
import type { Db } from '../server/db/types.ts'
import { advertisedInstalment } from '../lib/finance.ts'
import { shownPrice } from '../lib/effective-price.ts'
import { drawingPicture, photoPicture, type PhotoRow } from './car-pictures.ts'
import { inLocale } from './localize.ts'

type Swatch = { name: string; hex: string }

/**
 * The market's one rule of which cars it shows (decision 0077): not retired by staff, not sold out.
 * Every public read of cars (the search and its facets, a car's page and its related cars,
 * favorites, brands' and models' counts, offers' cars, the sitemap, an order's car) filters with
 * `marketCars`; the partial index `cars_facets_idx` has the same predicate. A car off the market
 * answers 410 "no longer available" like a deleted one (src/domain/removed-listings.ts).
 */
export const onMarket: SQL = sql`${cars.retiredAt} is null and ${cars.soldOutAt} is null`

/** `onMarket` and the caller's own conditions. */
export function marketCars(...conditions: Array<SQL | undefined>): SQL {
  return and(onMarket, ...conditions) as SQL
}

export function carSummaryFields(locale: Locale) {
  const l = <A, E>(ar: A, en: E) => inLocale(locale, ar, en)
  return {
    id: cars.id,
    trim: l(cars.trimAr, cars.trimEn),
    year: cars.year,
    brandSlug: brands.slug,
    brandName: l(brands.nameAr, brands.nameEn),
    modelSlug: models.slug,
    modelName: l(models.nameAr, models.nameEn),
    priceSar: cars.priceSar,
    competitivePriceSar: cars.competitivePriceSar,
    bodyType: cars.bodyType,
    fuelType: cars.fuelType,
    transmission: cars.transmission,
    engine: l(cars.engineAr, cars.engineEn),
    seats: cars.seats,
    stockStatus: cars.stockStatus,
    featured: cars.featured,
    image: sql<Image | string | null>`(
      select json_build_object('path', ${carImages.path}, 'alt', ${l(carImages.altAr, carImages.altEn)})
      from ${carImages} where ${carImages.carId} = ${cars.id}
      order by ${carImages.sort} limit 1)`,
    lengthMm: models.lengthMm,
    // The first photo of the first colour that has any (colours in their order, then photos).
    photo: sql<PhotoRow | string | null>`(
      select json_build_object('name', ${carPhotos.name}, 'widths', ${carPhotos.widths}, 'alt', ${l(carPhotos.altAr, carPhotos.altEn)})
      from ${carPhotos} join ${carColors} on ${carColors.id} = ${carPhotos.colorId}
      where ${carPhotos.carId} = ${cars.id} and ${livePhoto}
      order by ${carColors.sort}, ${carPhotos.sort}, ${carPhotos.id} limit 1)`,
    colors: sql<Swatch[] | string>`coalesce((
      select json_agg(json_build_object('name', ${l(carColors.nameAr, carColors.nameEn)}, 'hex', ${carColors.hex})
        order by ${carColors.sort})
      from ${carColors} where ${carColors.carId} = ${cars.id}), '[]'::json)`,
  }
}

/** Both drivers parse json, but a value that arrives as text is parsed here rather than trusted. */
export function fromJson<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value
}

export function toCarSummary(row: CarSummaryRow): CarSummary {
  const title = carTitle(row.brandName, row.modelName, row.trim, row.year)
  const colors = fromJson(row.colors)
  const photo = fromJson(row.photo)
  const drawingAlt = fromJson(row.image)?.alt ?? title
  const { priceSar, wasSar } = shownPrice({ listPriceSar: row.priceSar, salePriceSar: row.competitivePriceSar })
  return {
    id: row.id,
    title,
    trim: row.trim,
    year: row.year,
    brand: { slug: row.brandSlug, name: row.brandName },
    model: { slug: row.modelSlug, name: row.modelName },
    priceSar,
    listPriceSar: wasSar,
    // The calculator's own quote at the advertised assumptions, never a second formula.
    installmentFromSar: advertisedInstalment(priceSar),
    bodyType: row.bodyType,
    fuelType: row.fuelType,
    transmission: row.transmission,
    engine: row.engine,
    seats: row.seats,
    stockStatus: row.stockStatus,
    featured: row.featured,
    image: photo ? photoPicture(photo, title) : drawingPicture(row, colors[0]?.hex, drawingAlt),
    colors,
  }
}

export type CarSummaryRow = Awaited<ReturnType<typeof selectCarSummaries>>[number]

/** Cars as cards; the caller adds its filter, joins, ordering and paging. */
export function selectCarSummaries(db: Db, locale: Locale) {
  return db
    .select(carSummaryFields(locale))
    .from(cars)
    .innerJoin(brands, eq(brands.id, cars.brandId))
    .innerJoin(models, eq(models.id, cars.modelId))
    .$dynamic()
}
