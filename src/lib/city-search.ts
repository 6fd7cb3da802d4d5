/**
 * Finding a city by what a buyer types, in either language and either script whatever the page's
 * language: "دمام", "الدمام", "Dammam" and "dammam" all find Dammam. Arabic spellings that vary in
 * everyday typing (hamza forms of alef, taa marbuta, alef maqsura, diacritics) are read alike.
 */
import type { SaudiCity } from '../contract/saudi-cities'

export function foldForSearch(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/[^a-z0-9\u0621-\u064a]/g, '')
}

/** The cities whose Arabic or English name contains what was typed; all of them for an empty query. */
export function matchCities<C extends Pick<SaudiCity, 'ar' | 'en'>>(cities: readonly C[], query: string): C[] {
  const folded = foldForSearch(query)
  if (folded === '') return [...cities]
  return cities.filter((city) => foldForSearch(city.ar).includes(folded) || foldForSearch(city.en).includes(folded))
}
