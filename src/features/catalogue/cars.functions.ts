import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { withLocale } from '../../contract/common'
import {
  getCarInputSchema,
  getCarsByIdsInputSchema,
  listModelsInputSchema,
  searchCarsInputSchema,
  type Brand,
  type CarDetail,
  type CarSummary,
  type Model,
  type SearchCarsResult,
} from '../../contract/catalogue'
import { getDealerApi } from '../../dealer-api/client'
import { orNotFound } from '../api-call'


/** Cars matching the market filters, with facet counts. */
export const fetchCars = createServerFn({ method: 'GET' })
  .validator(z.object({ ...withLocale, search: searchCarsInputSchema }))
  .handler(({ data }) => getDealerApi().get<SearchCarsResult>('/cars', { locale: data.locale, query: data.search }))

/** One car for its page; an unknown id is the 404 page. */
export const fetchCar = createServerFn({ method: 'GET' })
  .validator(getCarInputSchema.extend(withLocale))
  .handler(({ data }) => orNotFound(getDealerApi().get<CarDetail>(`/cars/${data.id}`, { locale: data.locale })))

/** Cars by id, for favourites; cars that no longer exist are simply absent. */
export const fetchCarsByIds = createServerFn({ method: 'GET' })
  .validator(getCarsByIdsInputSchema.extend(withLocale))
  .handler(async ({ data }) =>
    data.ids.length === 0
      ? { items: [] as CarSummary[] }
      : getDealerApi().get<{ items: CarSummary[] }>('/cars/by-ids', { locale: data.locale, query: { ids: data.ids } }),
  )

export const fetchBrands = createServerFn({ method: 'GET' })
  .validator(z.object(withLocale))
  .handler(({ data }) => getDealerApi().get<{ items: Brand[] }>('/brands', { locale: data.locale }))

export const fetchModels = createServerFn({ method: 'GET' })
  .validator(listModelsInputSchema.extend(withLocale))
  .handler(({ data }) =>
    getDealerApi().get<{ items: Model[] }>('/models', { locale: data.locale, query: data.brand === undefined ? {} : { brand: data.brand } }),
  )
