import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../../app.config'
import type { SearchCarsInput } from '../../contract/catalogue'
import type { ListingKind } from '../../contract/removed-listings'
import { fetchBrands, fetchCar, fetchCars, fetchCarsByIds, fetchModels } from './cars.functions'
import { fetchMissingListing } from './removed-listing.functions'

export const carSearchQuery = (locale: Locale, search: SearchCarsInput) =>
  queryOptions({
    queryKey: ['cars', 'search', locale, search],
    queryFn: () => fetchCars({ data: { locale, search } }),
    // Keep showing the previous results while a changed filter loads.
    placeholderData: keepPreviousData,
  })

export const carQuery = (locale: Locale, id: number) =>
  queryOptions({
    queryKey: ['cars', 'detail', locale, id],
    queryFn: () => fetchCar({ data: { locale, id } }),
  })

export const carsByIdsQuery = (locale: Locale, ids: readonly number[]) =>
  queryOptions({
    queryKey: ['cars', 'by-ids', locale, [...ids].sort((a, b) => a - b)],
    queryFn: () => fetchCarsByIds({ data: { locale, ids: [...ids] } }),
  })

export const brandsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['brands', locale],
    queryFn: () => fetchBrands({ data: { locale } }),
    staleTime: 10 * 60_000,
  })

export const modelsQuery = (locale: Locale, brand?: string) =>
  queryOptions({
    queryKey: ['models', locale, brand ?? null],
    queryFn: () => fetchModels({ data: { locale, brand } }),
    staleTime: 10 * 60_000,
  })

export const missingListingQuery = (locale: Locale, kind: ListingKind, id: number) =>
  queryOptions({
    queryKey: ['cars', 'missing-listing', locale, kind, id],
    queryFn: () => fetchMissingListing({ data: { locale, kind, id } }),
  })
