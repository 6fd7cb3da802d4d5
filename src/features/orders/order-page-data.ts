import type { QueryClient } from '@tanstack/react-query'
import type { Locale } from '../../../app.config'
import { brandsQuery, carQuery, carSearchQuery, modelsQuery } from '../catalogue/cars.queries'
import { banksQuery, branchesQuery } from '../content/content.queries'
import type { CarChoice } from './order-form-values'

/** The car lists of one model, as the car picker asks for them. */
export const carsOfModel = (brand: string, model: string) => ({
  brands: [brand],
  models: [model],
  sort: 'price-asc' as const,
  pageSize: 240,
})

/**
 * What an order page needs before it renders: brands, branches and partner banks, and for a car
 * chosen on a car page (`?carId=`) that car with its brand's models and its model's cars, so
 * the form opens on it. A car that no longer exists opens the form without one.
 */
export async function loadOrderPage(
  queryClient: QueryClient,
  locale: Locale,
  carId: number | undefined,
): Promise<{ initialCar: CarChoice }> {
  const [car] = await Promise.all([
    carId === undefined ? null : queryClient.ensureQueryData(carQuery(locale, carId)).catch(() => null),
    queryClient.ensureQueryData(brandsQuery(locale)),
    queryClient.ensureQueryData(branchesQuery(locale)),
    queryClient.ensureQueryData(banksQuery(locale)),
  ])
  if (!car) return { initialCar: { brand: '', model: '', carId: '' } }
  await Promise.all([
    queryClient.ensureQueryData(modelsQuery(locale, car.brand.slug)),
    queryClient.ensureQueryData(carSearchQuery(locale, carsOfModel(car.brand.slug, car.model.slug))),
  ])
  return { initialCar: { brand: car.brand.slug, model: car.model.slug, carId: String(car.id) } }
}
