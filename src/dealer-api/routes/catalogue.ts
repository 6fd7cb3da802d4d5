import { z } from 'zod'
import {
  brandSchema,
  carDetailSchema,
  carSummarySchema,
  getCarInputSchema,
  getCarsByIdsInputSchema,
  listModelsInputSchema,
  modelSchema,
  searchCarsInputSchema,
  searchCarsResultSchema,
} from '../../contract/catalogue'
import { getCar, getCarsByIds, listBrands, listModels, searchCars } from '../../domain/catalogue'
import { queryInput } from '../query-input'
import { defineRoute, notFound } from '../route-kit'

/** Prices and stock change during the day; a minute of shared caching is safe. */
const CATALOGUE_CACHE_SECONDS = 60

const listOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) })

export const catalogueRoutes = [
  defineRoute({
    method: 'get',
    path: '/brands',
    operationId: 'listBrands',
    summary: 'Brands with the number of cars of each',
    tag: 'catalogue',
    response: listOf(brandSchema),
    cacheSeconds: CATALOGUE_CACHE_SECONDS,
    handler: async ({ locale, db }) => ({ items: await listBrands(await db(), locale) }),
  }),
  defineRoute({
    method: 'get',
    path: '/models',
    operationId: 'listModels',
    summary: 'Models, optionally of one brand (slug or id)',
    tag: 'catalogue',
    query: queryInput(listModelsInputSchema),
    response: listOf(modelSchema),
    cacheSeconds: CATALOGUE_CACHE_SECONDS,
    handler: async ({ query, locale, db }) => ({ items: await listModels(await db(), query, locale) }),
  }),
  defineRoute({
    method: 'get',
    path: '/cars',
    operationId: 'searchCars',
    summary: 'Search cars with filters, sorting, paging and facet counts',
    tag: 'catalogue',
    query: queryInput(searchCarsInputSchema),
    response: searchCarsResultSchema,
    cacheSeconds: CATALOGUE_CACHE_SECONDS,
    handler: async ({ query, locale, db }) => searchCars(await db(), query, locale),
  }),
  defineRoute({
    method: 'get',
    path: '/cars/by-ids',
    operationId: 'getCarsByIds',
    summary: 'Cars by id (for favourites); unknown ids are left out',
    tag: 'catalogue',
    query: queryInput(getCarsByIdsInputSchema),
    response: listOf(carSummarySchema),
    cacheSeconds: CATALOGUE_CACHE_SECONDS,
    handler: async ({ query, locale, db }) => ({ items: await getCarsByIds(await db(), query.ids, locale) }),
  }),
  defineRoute({
    method: 'get',
    path: '/cars/:id',
    operationId: 'getCar',
    summary: 'One car with colours, images, features, specifications and related cars',
    tag: 'catalogue',
    params: queryInput(getCarInputSchema),
    response: carDetailSchema,
    cacheSeconds: CATALOGUE_CACHE_SECONDS,
    canBeNotFound: true,
    handler: async ({ params, locale, db }) => (await getCar(await db(), params.id, locale)) ?? notFound(),
  }),
]
