import type { QueryClient } from '@tanstack/react-query'
import type { Locale } from '../../../app.config'
import { brandsQuery, carQuery, carSearchQuery, modelsQuery } from '../catalogue/cars.queries'
import { banksQuery, branchesQuery, offerQuery } from '../content/content.queries'
import type { CarChoice } from './order-form-values'
import type { OfferCar } from './offer-cars'

/** The car lists of one model, as the car picker asks for them. */
export const carsOfModel = (brand: string, model: string) => ({
  brands: [brand],
  models: [model],
  sort: 'price-asc' as const,
  pageSize: 240,
})

/** The offer an order starts from, as its form names it, with the cars it lists (none: any car). */
export type OrderOffer = { id: number; title: string; cars: OfferCar[] }

/**
 * The offer of an order page's `?offer=` (decision 0084), or null when there is none or it can no
 * longer be read (deleted): the form then opens without it. With no car in the address, an offer
 * of one car gives that car.
 */
export async function loadOrderOffer(
  queryClient: QueryClient,
  locale: Locale,
  offerId: number | undefined,
): Promise<{ offer: OrderOffer | null; offerCarId: number | undefined }> {
  if (offerId === undefined) return { offer: null, offerCarId: undefined }
  const offer = await queryClient.ensureQueryData(offerQuery(locale, offerId)).catch(() => null)
  if (!offer) return { offer: null, offerCarId: undefined }
  const cars = offer.cars.map((car) => ({ id: car.id, brand: car.brand.slug, model: car.model.slug }))
  return { offer: { id: offer.id, title: offer.title, cars }, offerCarId: offer.cars.length === 1 ? offer.cars[0]?.id : undefined }
}

/**
 * What an order page needs before it renders: brands, branches and partner banks, and for a car
 * chosen on a car page (`?carId=`) that car with its brand's models and its model's cars, so
 * the form opens on it. A car that no longer exists opens the form without one.
 */
export async function loadOrderPage(
  queryClient: QueryClient,
  locale: Locale,
  carId: number | undefined,
): Promise<{ initialCar: CarChoice; colorCount: number }> {
  const [car] = await Promise.all([
    carId === undefined ? null : queryClient.ensureQueryData(carQuery(locale, carId)).catch(() => null),
    queryClient.ensureQueryData(brandsQuery(locale)),
    queryClient.ensureQueryData(branchesQuery(locale)),
    queryClient.ensureQueryData(banksQuery(locale)),
  ])
  if (!car) return { initialCar: { brand: '', model: '', carId: '' }, colorCount: 0 }
  await Promise.all([
    queryClient.ensureQueryData(modelsQuery(locale, car.brand.slug)),
    queryClient.ensureQueryData(carSearchQuery(locale, carsOfModel(car.brand.slug, car.model.slug))),
  ])
  return { initialCar: { brand: car.brand.slug, model: car.model.slug, carId: String(car.id) }, colorCount: car.colors.length }
}
