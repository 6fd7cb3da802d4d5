/**
 * Expands the hand-written brand/model/trim data into complete car records (row values for cars
 * and their colours, pictures, features and specifications), deterministically: the same data
 * gives the same cars, in the same order, with the same ids once inserted.
 *
 * Pictures: there is no photography offline, so every car shows the side view of its body type
 * (public/images/cars/<body>.svg). Colours keep that neutral picture plus their hex; the UI
 * tints it (see the contract's carColorSchema). One file per body type instead of one per body
 * and colour keeps public/ small and lets a new paint need no new file.
 */
import type { BodyType, FeatureGroup, SpecGroup, StockStatus } from '../../../contract/catalogue.ts'
import { carTitle } from '../../../contract/car-title.ts'
import type { LocalizedText, SpecItem } from '../schema.ts'
import { carSearchText } from '../car-search-text.ts'
import type { BrandData, ModelData, TrimData } from './catalogue-types.ts'
import { paintsFor } from './colors.ts'
import { featuresFor, type FeatureContext } from './features.ts'
import { createRandom, hashString, type Random } from './prng.ts'
import { engineLabel, specsFor } from './specs.ts'

export type CarRecord = {
  brandSlug: string
  modelSlug: string
  car: {
    trimAr: string
    trimEn: string
    year: number
    priceSar: number
    competitivePriceSar: number | null
    bodyType: BodyType
    engineAr: string
    engineEn: string
    fuelType: TrimData['engine']['fuel']
    transmission: TrimData['engine']['transmission']
    seats: number
    descriptionAr: string
    descriptionEn: string
    stockStatus: StockStatus
    featured: boolean
    searchText: string
    createdAt: Date
  }
  colors: Array<{ nameAr: string; nameEn: string; hex: string; imagePath: string; altAr: string; altEn: string; sort: number }>
  images: Array<{ path: string; altAr: string; altEn: string; sort: number }>
  features: Array<{ group: FeatureGroup; items: LocalizedText[] }>
  specs: Array<{ group: SpecGroup; items: SpecItem[] }>
}

export const defaultModelYear = 2026

/** Catalogue dates count back from here, not from the clock, so "newest" is reproducible. */
export const catalogueEpoch = new Date('2026-11-15T09:00:00Z')

const dayMs = 86_400_000

export function bodyImagePath(body: BodyType): string {
  return `/images/cars/${body}.svg`
}

function competitivePrice(priceSar: number, random: Random): number {
  const discount = 0.03 + random.next() * 0.04
  return Math.round((priceSar * (1 - discount)) / 500) * 500
}

/** "Leather seats" → "leather seats"; acronyms and numbers stay as written. */
function inSentence(text: string): string {
  const [first, second] = text
  return first && second && /[A-Z]/.test(first) && /[a-z]/.test(second) ? first.toLowerCase() + text.slice(1) : text
}

function joinArabic(items: string[]): string {
  return items.map((item, index) => (index === 0 ? item : `و${item}`)).join('، ')
}

/** Up to three things that set this trim apart from the model's entry trim. */
function highlights(features: Record<FeatureGroup, LocalizedText[]>, entry: Record<FeatureGroup, LocalizedText[]>): LocalizedText[] {
  const groups: FeatureGroup[] = ['comfort', 'safety', 'exterior']
  const extras = groups.map((group) => {
    const known = new Set(entry[group].map((item) => item.en))
    return features[group].filter((item) => !known.has(item.en)).reverse()
  })
  const picked: LocalizedText[] = []
  for (let round = 0; picked.length < 3 && round < 10; round++) {
    for (const list of extras) {
      const item = list[round]
      if (item && picked.length < 3) picked.push(item)
    }
  }
  // The entry trim itself: lead with what every buyer asks about first.
  const fallback = [
    features.exterior.find((item) => item.en.includes('wheels')),
    features.comfort.find((item) => item.en.includes('touchscreen')),
    features.safety[0],
  ]
  for (const item of fallback) if (item && picked.length < 3 && !picked.includes(item)) picked.push(item)
  return picked
}

function featureContext(brand: BrandData, model: ModelData, trim: TrimData): FeatureContext {
  return {
    body: model.body,
    tier: trim.tier,
    priceSar: trim.price,
    seats: trim.seats ?? model.seats,
    engine: trim.engine,
    wheelInches: model.wheels[trim.tier - 1] ?? model.wheels[0],
    audioBrand: brand.audio,
  }
}

/** A synthetic variation of a real trim: another model year or price, its own random stream. */
export type CarVariant = { year: number; priceSar: number; salt: number }

export function buildCarRecord(brand: BrandData, model: ModelData, baseTrim: TrimData, variant?: CarVariant): CarRecord {
  const trim: TrimData = variant ? { ...baseTrim, year: variant.year, price: variant.priceSar } : baseTrim
  const year = trim.year ?? defaultModelYear
  const random = createRandom(hashString(`${model.slug}|${trim.en}|${year}|${variant?.salt ?? 0}`))
  const context = featureContext(brand, model, trim)
  const features = featuresFor(context)
  const entryTrim = model.trims.reduce((lowest, candidate) => (candidate.price < lowest.price ? candidate : lowest))
  const entryFeatures = featuresFor(featureContext(brand, model, entryTrim))
  const specs = specsFor(model, trim.engine, context.seats, context.wheelInches)
  const engine = engineLabel(trim.engine)
  const titleEn = carTitle(brand.en, model.en, trim.en, year)
  const titleAr = carTitle(brand.ar, model.ar, trim.ar, year)
  const picks = highlights(features, entryFeatures)
  const image = bodyImagePath(model.body)
  const ageDays = year >= defaultModelYear ? random.int(0, 150) : random.int(160, 400) + (defaultModelYear - 1 - year) * 365

  return {
    brandSlug: brand.slug,
    modelSlug: model.slug,
    car: {
      trimAr: trim.ar,
      trimEn: trim.en,
      year,
      priceSar: trim.price,
      competitivePriceSar: trim.competitive ? competitivePrice(trim.price, random) : null,
      bodyType: model.body,
      engineAr: engine.ar,
      engineEn: engine.en,
      fuelType: trim.engine.fuel,
      transmission: trim.engine.transmission,
      seats: context.seats,
      descriptionEn: `${model.descEn}\n\nHighlights of the ${trim.en} trim: ${picks.map((item) => inSentence(item.en)).join(', ')}.`,
      descriptionAr: `${model.descAr}\n\nأبرز تجهيزات فئة ${trim.ar}: ${joinArabic(picks.map((item) => item.ar))}.`,
      stockStatus: trim.stock ?? 'in_stock',
      featured: trim.featured ?? false,
      searchText: carSearchText({
        brandEn: brand.en,
        brandAr: brand.ar,
        modelEn: model.en,
        modelAr: model.ar,
        trimEn: trim.en,
        trimAr: trim.ar,
        year,
      }),
      createdAt: new Date(catalogueEpoch.getTime() - ageDays * dayMs - random.int(0, 86_399) * 1000),
    },
    colors: paintsFor(model.body, random).map((paint, index) => ({
      nameAr: paint.ar,
      nameEn: paint.en,
      hex: paint.hex,
      imagePath: image,
      altEn: `${titleEn} in ${paint.en}, side view`,
      altAr: `${titleAr} باللون ${paint.arDefinite}، منظر جانبي`,
      sort: index,
    })),
    images: [{ path: image, altEn: `${titleEn}, side view`, altAr: `${titleAr}، منظر جانبي`, sort: 0 }],
    features: (['exterior', 'comfort', 'safety'] as const).map((group) => ({ group, items: features[group] })),
    specs: (['engine', 'transmission', 'measurements', 'chassis'] as const).map((group) => ({ group, items: specs[group] })),
  }
}

export function buildDemoCars(brands: readonly BrandData[]): CarRecord[] {
  return brands.flatMap((brand) => brand.models.flatMap((model) => model.trims.map((trim) => buildCarRecord(brand, model, trim))))
}
