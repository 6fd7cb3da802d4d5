import {
  getCarOperation,
  getCarsByIdsOperation,
  getRemovedListingOperation,
  listBrandsOperation,
  listModelsOperation,
  searchCarsOperation,
} from '../../contract/catalogue-api'
import { getCar, getCarsByIds, listBrands, listModels, searchCars } from '../../domain/catalogue'
import { getRemovedListing } from '../../domain/removed-listings'
import { implement, notFound } from '../route-kit'

export const catalogueRoutes = [
  implement(listBrandsOperation, async ({ locale, db }) => ({ items: await listBrands(await db(), locale) })),
  implement(listModelsOperation, async ({ query, locale, db }) => ({ items: await listModels(await db(), query, locale) })),
  implement(searchCarsOperation, async ({ query, locale, db }) => searchCars(await db(), query, locale)),
  implement(getCarsByIdsOperation, async ({ query, locale, db }) => ({ items: await getCarsByIds(await db(), query.ids, locale) })),
  implement(getCarOperation, async ({ params, locale, db }) => (await getCar(await db(), params.id, locale)) ?? notFound()),
  implement(
    getRemovedListingOperation,
    async ({ params, locale, db }) => (await getRemovedListing(await db(), params.kind, params.id, locale)) ?? notFound(),
  ),
]
