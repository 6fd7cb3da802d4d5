import type { CarChoice } from './order-form-values'

/** A car an offer lists, as the order form's car picker names it (brand and model by slug). */
export type OfferCar = { id: number; brand: string; model: string }

/**
 * Whether an order under an offer of `cars` may be for the car `carId` (decision 0084): any car
 * when there is no offer (null) or the offer lists none; else one it lists. No car chosen yet is
 * not a mistake here; the form asks for one anyway.
 */
export function offerCovers(cars: readonly OfferCar[] | null, carId: string): boolean {
  if (cars === null || cars.length === 0 || carId === '') return true
  return cars.some((car) => String(car.id) === carId)
}

/**
 * What the car picker lists under an offer: its cars' brands, models and cars, and the choice
 * already made, so a car from the page's address that the offer does not cover stays in view
 * with its error instead of vanishing. Null: no limit (no offer, or an offer of any car).
 */
export function offerPickerLimits(cars: readonly OfferCar[] | null, value: CarChoice) {
  if (cars === null || cars.length === 0) return null
  const keep = (list: string[], chosen: string) => new Set(chosen === '' ? list : [...list, chosen])
  return {
    brands: keep(
      cars.map((car) => car.brand),
      value.brand,
    ),
    models: keep(
      cars.filter((car) => car.brand === value.brand).map((car) => car.model),
      value.model,
    ),
    carIds: keep(
      cars.filter((car) => car.brand === value.brand && car.model === value.model).map((car) => String(car.id)),
      value.carId,
    ),
  }
}
