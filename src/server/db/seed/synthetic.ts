/**
 * A large, deterministic catalogue for benchmarks: variations of the real trims (other model
 * years 2021–2026, prices moved accordingly), so the data has the shape and skew of the real
 * thing: many Toyotas, few Corvettes, prices clustered under 150,000 riyals.
 */
import { buildCarRecord, defaultModelYear, type CarRecord } from './build-cars.ts'
import type { BrandData, ModelData, TrimData } from './catalogue-types.ts'
import { createRandom } from './prng.ts'

type TrimRef = { brand: BrandData; model: ModelData; trim: TrimData }

/** Each model year back takes off about 6% of the price. */
const depreciationPerYear = 0.06

export function buildSyntheticCars(brands: readonly BrandData[], count: number, seed: number): CarRecord[] {
  const random = createRandom(seed)
  const trims: TrimRef[] = brands.flatMap((brand) => brand.models.flatMap((model) => model.trims.map((trim) => ({ brand, model, trim }))))
  const records: CarRecord[] = []
  for (let index = 0; index < count; index++) {
    const { brand, model, trim } = random.pick(trims)
    // Recent years dominate stock; a 2021 car is rare.
    const age = Math.min(5, Math.floor(random.next() ** 2 * 6))
    const year = defaultModelYear - age
    const jitter = 0.97 + random.next() * 0.08
    const priceSar = Math.max(10_000, Math.round((trim.price * (1 - depreciationPerYear * age) * jitter) / 100) * 100)
    records.push(buildCarRecord(brand, model, trim, { year, priceSar, salt: seed + index + 1 }))
  }
  return records
}
