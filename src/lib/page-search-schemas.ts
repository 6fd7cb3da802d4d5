/**
 * The search schemas of the public pages that read their address's query, beside the market's
 * (./market-search.ts) and the car page's (./car-page-search.ts). Here rather
 * than in their routes so that the page cache's key (./page-search.ts) reads a query exactly as
 * the page does, without loading the pages.
 */
import * as z from 'zod/mini'
import { idValue, optionalParam, pageParam, slugValue } from './search-params'

/** The catalogue as a hierarchy: brands → a brand's models → a model's trims (paginated). */
export const carsSearchSchema = z.object({
  brand: optionalParam(slugValue),
  model: optionalParam(slugValue),
  page: pageParam(1000),
})

export const newsSearchSchema = z.object({ page: pageParam() })

/**
 * The article is chosen by `?slug=` (docs/decisions/0020-news-article-url.md). The router reads a
 * digits-only value as a number; the API takes that as the article's id, and the loader then
 * redirects to the article's own slug, so each article has one address.
 */
export const articleSearchSchema = z.object({ slug: optionalParam(z.union([slugValue, idValue])) })

/** The offer is chosen by `?id=`, like a car; anything else there is ignored and a missing id is a 404. */
export const offerSearchSchema = z.object({ id: optionalParam(idValue) })
