/**
 * One page, one address in the page cache (docs/decisions/0064-page-cache.md): the query of a
 * public page as its route reads it. `?brand=kia&sort=price-asc`, `?sort=price-asc&brand=kia` and
 * `?brand=kia&utm_source=x&sort=price-asc` are one market page, so they are one entry, rendered once.
 *
 * The query is parsed as the router parses it (campaign tags dropped: ./tracking-parameters.ts),
 * each parameter the page's own schema names is replaced by the value the schema makes of it, or
 * left out when that is the schema's default, and the rest (no schema reads them, but a page's
 * links may carry them on) stay as parsed. Written back as the router writes a query, names in
 * order. The router reads the result as the page it stands for: the page cache renders that
 * address, so no visitor's own spelling ends up in a page others are served.
 *
 * Where the schema changed a value (a default written out, a list in another form, capitals), the
 * router answers the address with a redirect to the page's own (307); the page cache does the same
 * without a render (`asWritten` false), and serves a page only to an address the router reads as is.
 *
 * Exported by the app's server entry (src/server.ts), which the production server's main thread
 * loads: the cache is keyed with the very schemas the pages validate with.
 */
import { defaultStringifySearch } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { carSearchSchema } from './car-page-search'
import { marketSearchSchema } from './market-search'
import { articleSearchSchema, carsSearchSchema, newsSearchSchema, offerSearchSchema } from './page-search-schemas'
import { parseRouterSearch } from './router-search'

/**
 * Each cacheable page that reads its query, by its path after the language (no slashes at either
 * end), and the schema its route validates the query with. page-search.test.ts checks these are
 * the routes' own. A page not named here reads no parameter.
 */
export const pageSearchSchemas: Record<string, z.ZodMiniObject> = {
  market: marketSearchSchema,
  car: carSearchSchema,
  cars: carsSearchSchema,
  news: newsSearchSchema,
  'news/article': articleSearchSchema,
  'offers/offer': offerSearchSchema,
}

type Search = Record<string, unknown>

/** What each schema makes of an empty query: each parameter's default (or undefined). */
const defaultsOf = new Map(Object.values(pageSearchSchemas).map((schema) => [schema, z.parse(schema, {}) as Search]))

/** The values here are the router's: numbers, strings, booleans, null, and lists or objects of them. */
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * `query`: the query (`?…`, or '' for none) that stands for `search` on the page at `page` (the
 * path after the language without its slashes: '' for home, 'news/article'); see above.
 * `asWritten`: the router reads `search` as it reads `query`, parameter for parameter.
 */
export type PageSearch = { query: string; asWritten: boolean }

export function pageSearchKey(page: string, search: string): PageSearch {
  const parsed = parseRouterSearch(search)
  const schema = pageSearchSchemas[page]
  let asWritten = true
  if (schema) {
    const read = z.safeParse(schema, parsed)
    // The routes' schemas drop what they cannot read instead of failing; were one to fail, the
    // page would show an error for this query, which is then keyed as sent.
    if (read.success) {
      const fallback = defaultsOf.get(schema)!
      for (const name of Object.keys(schema.def.shape)) {
        const value = (read.data as Search)[name]
        // A default is left out (the router writes none); undefined is not written at all.
        const kept = sameValue(value, fallback[name]) ? undefined : value
        if (!sameValue(kept, parsed[name])) asWritten = false
        parsed[name] = kept
      }
    }
  }
  const inOrder: Search = {}
  for (const name of Object.keys(parsed).sort()) inOrder[name] = parsed[name]
  return { query: defaultStringifySearch(inOrder), asWritten }
}
