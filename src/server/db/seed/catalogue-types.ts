/**
 * The shape of the hand-written catalogue data: per model its body, size and description, per
 * trim its price, equipment level and engine. Everything else a car row needs (features, specs,
 * colours, pictures, texts) is derived from these by build-cars.ts.
 */
import type { BodyType, FuelType, StockStatus, Transmission } from '../../../contract/catalogue.ts'

/** Equipment level within a model: 1 entry, 2 mid, 3 top. */
export type Tier = 1 | 2 | 3
export type Drive = 'fwd' | 'rwd' | 'awd' | '4wd'

export type Engine = {
  /** Displacement in litres; null for an electric motor. */
  litres: number | null
  cylinders: number | null
  layout: 'inline' | 'v' | 'electric'
  turbo: boolean
  fuel: FuelType
  hp: number
  torqueNm: number
  transmission: Transmission
  /** Gears of a stepped gearbox; null for CVT and single-speed electric drives. */
  gears: number | null
  dualClutch: boolean
  drive: Drive
  /** km per litre, combined cycle; electric cars have range instead. */
  economyKmL: number | null
  batteryKwh: number | null
  rangeKm: number | null
}

export type TrimData = {
  en: string
  ar: string
  /** Riyals, VAT included. */
  price: number
  tier: Tier
  engine: Engine
  year?: number
  seats?: number
  stock?: StockStatus
  featured?: boolean
  /** A published competitive (promotional) price below the list price. */
  competitive?: boolean
}

export type ModelData = {
  slug: string
  en: string
  ar: string
  body: BodyType
  seats: number
  /** length, width, height, wheelbase, ground clearance; millimetres. */
  dims: readonly [number, number, number, number, number]
  /** Wheel diameter in inches for tiers 1, 2, 3. */
  wheels: readonly [number, number, number]
  tankL: number | null
  /** Body-on-frame (large SUVs, pickups) rather than a monocoque. */
  frame?: boolean
  descEn: string
  descAr: string
  trims: readonly TrimData[]
}

export type BrandData = {
  slug: string
  en: string
  ar: string
  /** The brand's premium audio partner, named in top-trim equipment. */
  audio: string | null
  models: readonly ModelData[]
}

type EngineOptions = {
  turbo?: boolean
  fuel?: FuelType
  layout?: Engine['layout']
  economy?: number
}

/**
 * A combustion or hybrid engine. `gearbox` is `cvt`, `a<gears>` (automatic), `d<gears>`
 * (dual-clutch automatic) or `m<gears>` (manual).
 */
export function engine(
  litres: number,
  cylinders: number,
  hp: number,
  torqueNm: number,
  gearbox: string,
  drive: Drive,
  options: EngineOptions = {},
): Engine {
  const fuel = options.fuel ?? 'petrol'
  const gears = gearbox === 'cvt' ? null : Number(gearbox.slice(1))
  const transmission: Transmission = gearbox === 'cvt' ? 'cvt' : gearbox.startsWith('m') ? 'manual' : 'automatic'
  return {
    litres,
    cylinders,
    layout: options.layout ?? (cylinders >= 6 ? 'v' : 'inline'),
    turbo: options.turbo ?? false,
    fuel,
    hp,
    torqueNm,
    transmission,
    gears,
    dualClutch: gearbox.startsWith('d'),
    drive,
    economyKmL: options.economy ?? estimateEconomy(litres, fuel),
    batteryKwh: null,
    rangeKm: null,
  }
}

export function electricMotor(hp: number, torqueNm: number, drive: Drive, batteryKwh: number, rangeKm: number): Engine {
  return {
    litres: null,
    cylinders: null,
    layout: 'electric',
    turbo: false,
    fuel: 'electric',
    hp,
    torqueNm,
    transmission: 'automatic',
    gears: null,
    dualClutch: false,
    drive,
    economyKmL: null,
    batteryKwh,
    rangeKm,
  }
}

/** Close to published combined figures for typical engines of each size; one decimal. */
function estimateEconomy(litres: number, fuel: FuelType): number {
  const base = Math.max(6.8, 24 - litres * 3.4)
  const bonus = fuel === 'hybrid' ? 7 : fuel === 'diesel' ? 2 : 0
  return Math.round((base + bonus) * 10) / 10
}
