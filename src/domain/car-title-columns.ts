/**
 * A car's title in both languages as queries read it: the columns to select (with the car's brand
 * and model joined), and the title made of them (`carTitle`, one spelling everywhere).
 */
import { carTitle } from '../contract/car-title.ts'
import { brands, cars, models, type LocalizedText } from '../server/db/schema.ts'

export const carTitleColumns = {
  brandAr: brands.nameAr,
  brandEn: brands.nameEn,
  modelAr: models.nameAr,
  modelEn: models.nameEn,
  trimAr: cars.trimAr,
  trimEn: cars.trimEn,
  year: cars.year,
}

type TitleParts = { brandAr: string; brandEn: string; modelAr: string; modelEn: string; trimAr: string; trimEn: string; year: number }

export function bilingualCarTitle(parts: TitleParts): LocalizedText {
  return {
    ar: carTitle(parts.brandAr, parts.modelAr, parts.trimAr, parts.year),
    en: carTitle(parts.brandEn, parts.modelEn, parts.trimEn, parts.year),
  }
}

/** The same read through a left join: null when the car is gone (every part null). */
export function bilingualCarTitleOrNull(parts: { [Part in keyof TitleParts]: TitleParts[Part] | null }): LocalizedText | null {
  const { brandAr, brandEn, modelAr, modelEn, trimAr, trimEn, year } = parts
  if (brandAr === null || brandEn === null || modelAr === null || modelEn === null || trimAr === null || trimEn === null || year === null)
    return null
  return bilingualCarTitle({ brandAr, brandEn, modelAr, modelEn, trimAr, trimEn, year })
}
