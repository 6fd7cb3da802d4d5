/** The catalogue's dealer-API operations (see ./operation.ts). */
import { defineOperation } from './operation'
import { listSchema } from './common'
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
} from './catalogue'
import { getRemovedListingInputSchema, removedListingSchema } from './removed-listings'

/** Prices and stock change during the day; a minute of shared caching is safe. */
const CATALOGUE_CACHE_SECONDS = 60

export const listBrandsOperation = defineOperation({
  method: 'get',
  path: '/brands',
  operationId: 'listBrands',
  summary: 'Brands with the number of cars of each',
  tag: 'catalogue',
  response: listSchema(brandSchema),
  cacheSeconds: CATALOGUE_CACHE_SECONDS,
})

export const listModelsOperation = defineOperation({
  method: 'get',
  path: '/models',
  operationId: 'listModels',
  summary: 'Models, optionally of one brand (slug or id)',
  tag: 'catalogue',
  query: listModelsInputSchema,
  response: listSchema(modelSchema),
  cacheSeconds: CATALOGUE_CACHE_SECONDS,
})

export const searchCarsOperation = defineOperation({
  method: 'get',
  path: '/cars',
  operationId: 'searchCars',
  summary: 'Search cars with filters, sorting, paging and facet counts',
  tag: 'catalogue',
  query: searchCarsInputSchema,
  response: searchCarsResultSchema,
  cacheSeconds: CATALOGUE_CACHE_SECONDS,
})

export const getCarsByIdsOperation = defineOperation({
  method: 'get',
  path: '/cars/by-ids',
  operationId: 'getCarsByIds',
  summary: 'Cars by id (for favourites); unknown ids are left out',
  tag: 'catalogue',
  query: getCarsByIdsInputSchema,
  response: listSchema(carSummarySchema),
  cacheSeconds: CATALOGUE_CACHE_SECONDS,
})

export const getCarOperation = defineOperation({
  method: 'get',
  path: '/cars/:id',
  operationId: 'getCar',
  summary: 'One car with colours, images, features, specifications and related cars',
  tag: 'catalogue',
  params: getCarInputSchema,
  response: carDetailSchema,
  cacheSeconds: CATALOGUE_CACHE_SECONDS,
  canBeNotFound: true,
})

export const getRemovedListingOperation = defineOperation({
  method: 'get',
  path: '/removed-listings/:kind/:id',
  operationId: 'getRemovedListing',
  summary: 'A car or offer that was deleted, with similar cars; 404 for an id that never existed',
  description:
    'Asked after `GET /cars/{id}` or `GET /offers/{id}` answered 404: an answer here means the ' +
    'car or offer existed and was removed (the storefront answers its page with 410 Gone), and ' +
    'lists up to four cars like it: the same body type within a quarter of its price, then the same brand.',
  tag: 'catalogue',
  params: getRemovedListingInputSchema,
  response: removedListingSchema,
  cacheSeconds: CATALOGUE_CACHE_SECONDS,
  canBeNotFound: true,
})
