/**
 * A car's stored search text (cars.search_text) from its names, the one composition the seed and
 * the data step that rewrites existing databases (data-steps.server.ts) both use.
 */
import { toSearchText } from './search-text.ts'

/**
 * The version of the rule that makes the stored text. Raise it whenever `toSearchText` (or the
 * names passed below) would store something else for the same car: every database rewrites its
 * cars' search text once, at its next start. car-search-text.test.ts pins the demo catalogue's
 * texts to this number, so changing the rule without raising it fails that test.
 * 1: folded words; 2: names of several words also written together ("لاندكروزر") and other spellings.
 */
export const searchTextRuleVersion = 2

export type CarNames = {
  brandEn: string
  brandAr: string
  modelEn: string
  modelAr: string
  trimEn: string
  trimAr: string
  year: number
}

export function carSearchText(car: CarNames): string {
  return toSearchText(car.brandEn, car.brandAr, car.modelEn, car.modelAr, car.trimEn, car.trimAr, car.year)
}
