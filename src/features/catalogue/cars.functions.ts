import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { withLocale } from '../../contract/common'
import { getCarInputSchema, getCarsByIdsInputSchema, listModelsInputSchema, searchCarsInputSchema } from '../../contract/catalogue'
import {
  getCarOperation,
  getCarsByIdsOperation,
  listBrandsOperation,
  listModelsOperation,
  searchCarsOperation,
} from '../../contract/catalogue-api'
import { getDealerApi } from '../../dealer-api/client'
import { orNotFound } from '../api-call'

/** Cars matching the market filters, with facet counts. */
export const fetchCars = createServerFn({ method: 'GET' })
  .validator(z.object({ ...withLocale, search: searchCarsInputSchema }))
  .handler(({ data }) => getDealerApi().call(searchCarsOperation, { locale: data.locale, query: data.search }))

/** One car for its page; an unknown id is the 404 page. */
export const fetchCar = createServerFn({ method: 'GET' })
  .validator(getCarInputSchema.extend(withLocale))
  .handler(({ data: { locale, ...params } }) => orNotFound(getDealerApi().call(getCarOperation, { locale, params })))

/** Cars by id, for favourites; cars that no longer exist are simply absent. */
export const fetchCarsByIds = createServerFn({ method: 'GET' })
  .validator(getCarsByIdsInputSchema.extend(withLocale))
  .handler(async ({ data: { locale, ...query } }) =>
    query.ids.length === 0 ? { items: [] } : getDealerApi().call(getCarsByIdsOperation, { locale, query }),
  )

/** Every brand with its number of cars. */
export const fetchBrands = createServerFn({ method: 'GET' })
  .validator(z.object(withLocale))
  .handler(({ data }) => getDealerApi().call(listBrandsOperation, { locale: data.locale }))

/** Models, optionally of one brand. */
export const fetchModels = createServerFn({ method: 'GET' })
  .validator(listModelsInputSchema.extend(withLocale))
  .handler(({ data: { locale, ...query } }) => getDealerApi().call(listModelsOperation, { locale, query }))
