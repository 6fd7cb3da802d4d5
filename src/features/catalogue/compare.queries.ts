import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../../app.config'
import { fetchComparedCars } from './compare.functions'

/** The cars of a comparison link, in its order (the order is the columns'). */
export const comparedCarsQuery = (locale: Locale, ids: readonly number[]) =>
  queryOptions({
    queryKey: ['cars', 'compare', locale, [...ids]],
    queryFn: () => fetchComparedCars({ data: { locale, ids: [...ids] } }),
  })
