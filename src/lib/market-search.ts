import * as z from 'zod/mini'
import {
  bodyTypes,
  carSorts,
  defaultCarPageSize,
  fuelTypes,
  maxCarPageSize,
  maxFilterValues,
  maxMonthlySar,
  transmissions,
} from '../contract/values'
import type { SearchCarsInput } from '../contract/catalogue'
import { intRangeParam, pageParam, slugValue } from './search-params'
import { parseRouterSearch } from './router-search'

/**
 * "Show more" appends pages, and a URL's pages are fetched as one search (./market-results.ts),
 * so a URL cannot ask for more pages than one search may answer. A page past this is a bad
 * parameter like any other: the market opens at its first page (docs/decisions/0038).
 */
export const maxMarketPages = Math.floor(maxCarPageSize / defaultCarPageSize)
/** The highest price the filter takes, in the URL and in its boxes. */
export const maxSar = 10_000_000

const scalar = z.union([z.string(), z.number()])

/**
 * A list filter in the URL as comma-separated values (`?fuel=hybrid,petrol`): readable and
 * shareable. Values that are not valid (stale links, typos, tampering) are dropped, never an
 * error; the result is normalised (sorted, unique) so equal filters make equal URLs, and holds at
 * most the values one search may name (the rest are dropped too, not refused). A repeated
 * parameter (`?brand=toyota&brand=kia`, as hand-written links and other sites' forms send it)
 * arrives as an array and means every value it names, like the comma form.
 */
function listParam(item: z.ZodMiniType<string>) {
  const normalised = z.pipe(
    z.union([scalar, z.array(scalar)]),
    z.transform((raw) =>
      [
        ...new Set(
          [raw]
            .flat()
            .flatMap((part) => String(part).split(','))
            .map((value) => value.trim().toLowerCase()),
        ),
      ]
        .filter((value) => item.safeParse(value).success)
        .sort()
        .slice(0, maxFilterValues)
        .join(','),
    ),
  )
  return z.catch(z._default(normalised, ''), '')
}

const textParam = z.catch(
  z._default(
    z.pipe(
      scalar,
      z.transform((value) => String(value).trim().slice(0, 100)),
    ),
    '',
  ),
  '',
)

export const marketSearchSchema = z.object({
  brand: listParam(slugValue),
  model: listParam(slugValue),
  q: textParam,
  priceMin: intRangeParam(0, maxSar),
  priceMax: intRangeParam(0, maxSar),
  /** Advertised monthly instalment at most this, riyals (decision 0096). */
  monthlyMax: intRangeParam(0, maxMonthlySar),
  year: intRangeParam(1990, 2100),
  fuel: listParam(z.enum(fuelTypes)),
  transmission: listParam(z.enum(transmissions)),
  body: listParam(z.enum(bodyTypes)),
  sort: z.catch(z._default(z.enum(carSorts), 'newest'), 'newest'),
  page: pageParam(maxMarketPages),
})

export type MarketSearch = z.output<typeof marketSearchSchema>

const marketSearchNames = Object.keys(marketSearchSchema.def.shape) as (keyof MarketSearch)[]

/**
 * The market's own parameters, in its schema's order. The loader's dependencies name the page's
 * data in the router's state: built from the address as written, `?sort=x&brand=y` and
 * `?brand=y&sort=x` named one page twice, and a page rendered for one order (the page cache
 * renders the sorted one) did not hydrate in a browser at the other (issue 37).
 */
export function marketSearchOf(search: MarketSearch): MarketSearch {
  return Object.fromEntries(marketSearchNames.map((name) => [name, search[name]])) as MarketSearch
}

/** Values equal to these are left out of the URL. */
export const marketSearchDefaults = {
  brand: '',
  model: '',
  q: '',
  fuel: '',
  transmission: '',
  body: '',
  sort: 'newest',
  page: 1,
} as const satisfies Partial<MarketSearch>

/** The market with no filter (and the first page, newest first): "Clear all filters". */
export const emptyFilters = {
  ...marketSearchDefaults,
  priceMin: undefined,
  priceMax: undefined,
  monthlyMax: undefined,
  year: undefined,
} as const satisfies Partial<MarketSearch>

export function listOf(value: string): string[] {
  return value === '' ? [] : value.split(',')
}

export function toggleInList(value: string, item: string): string {
  const items = new Set(listOf(value))
  if (items.has(item)) items.delete(item)
  else items.add(item)
  return [...items].sort().join(',')
}

export function hasActiveFilters(search: MarketSearch): boolean {
  return (
    search.brand !== '' ||
    search.model !== '' ||
    search.q !== '' ||
    search.priceMin !== undefined ||
    search.priceMax !== undefined ||
    search.monthlyMax !== undefined ||
    search.year !== undefined ||
    search.fuel !== '' ||
    search.transmission !== '' ||
    search.body !== ''
  )
}

/** A run of the market's results in the API's terms: `page` counts in pages of `pageSize`. */
export type ResultSlice = { page: number; pageSize: number }

/** The API request for one slice of the market's results. */
export function toApiSearch(search: MarketSearch, { page, pageSize }: ResultSlice): SearchCarsInput {
  // A reversed price range is read the way the visitor meant it.
  const [priceMin, priceMax] =
    search.priceMin !== undefined && search.priceMax !== undefined && search.priceMin > search.priceMax
      ? [search.priceMax, search.priceMin]
      : [search.priceMin, search.priceMax]
  return {
    brands: listOf(search.brand),
    models: listOf(search.model),
    q: search.q || undefined,
    priceMin,
    priceMax,
    monthlyMax: search.monthlyMax,
    year: search.year,
    fuel: listOf(search.fuel) as SearchCarsInput['fuel'],
    transmission: listOf(search.transmission) as SearchCarsInput['transmission'],
    body: listOf(search.body) as SearchCarsInput['body'],
    sort: search.sort,
    page,
    pageSize,
  }
}

/** The market's filters, in the URL's order; sort and page only arrange the same cars. */
const filterKeys = ['brand', 'model', 'q', 'priceMin', 'priceMax', 'monthlyMax', 'year', 'fuel', 'transmission', 'body'] as const

/**
 * A market search as its filters' query string, without sort or page (`brand=toyota&priceMax=80000`):
 * the saved search of a "new matches" alert (decision 0098). Equal filters give equal strings.
 */
export function marketFilterQuery(search: MarketSearch): string {
  const params = new URLSearchParams()
  for (const key of filterKeys) {
    const value = search[key]
    if (value !== undefined && value !== '') params.set(key, String(value))
  }
  return params.toString()
}

/**
 * A market URL's query string read as the market page reads it: parsed as the router parses it
 * (JSON where it looks like JSON, so `q=true` is no text, as on the page; campaign tags dropped),
 * then the market's own schema, so a stale or tampered value is dropped exactly as the page drops it.
 */
export function readMarketQuery(query: string): MarketSearch {
  return marketSearchSchema.parse(parseRouterSearch(query))
}
