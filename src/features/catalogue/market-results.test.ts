import fc from 'fast-check'
import { QueryClient } from '@tanstack/react-query'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { defaultCarPageSize } from '../../contract/values'
import { loadMarketResults, marketResultQueries, marketSlices } from './market-results'
import { marketSearchSchema, maxMarketPages, type ResultSlice } from '../../lib/market-search'

/**
 * The server function is the storefront's one door to the dealer API's search (one call, one
 * search), so counting its calls counts searches. It answers from a stand-in catalogue with the
 * API's paging: page p of size s is cars (p - 1) × s + 1 … p × s.
 */
const catalogueSize = 300
const { fetchCars } = vi.hoisted(() => ({
  fetchCars: vi.fn(async ({ data }: { data: { search: { page?: number; pageSize?: number } } }) => {
    const { page = 1, pageSize = 12 } = data.search
    const ids = Array.from({ length: pageSize }, (_, index) => (page - 1) * pageSize + index + 1).filter((id) => id <= 300)
    return Promise.resolve({ items: ids.map((id) => ({ id })), total: 300, page, pageSize, facets: {} })
  }),
}))
vi.mock('./cars.functions', () => ({ fetchCars }))

const firstCars = (count: number) => Array.from({ length: Math.min(count, catalogueSize) }, (_, index) => index + 1)
const searchesMade = () => fetchCars.mock.calls.map(([{ data }]) => ({ page: data.search.page, pageSize: data.search.pageSize }))

describe('the market results of a URL', () => {
  let queryClient: QueryClient
  beforeEach(() => {
    fetchCars.mockClear()
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  })

  /** What the page would show for `page` after its loader ran: the cars in order. */
  async function open(page: number, filters: Record<string, unknown> = {}) {
    const search = marketSearchSchema.parse({ ...filters, page })
    await loadMarketResults(queryClient, 'en', search)
    const slices = marketResultQueries(queryClient, 'en', search)
    return slices.flatMap((query) => queryClient.getQueryData(query.queryKey)?.items.map((car) => car.id) ?? [])
  }

  it(`renders page=${maxMarketPages} from one dealer-API search of the first ${maxMarketPages} pages`, async () => {
    expect(await open(maxMarketPages)).toEqual(firstCars(maxMarketPages * defaultCarPageSize))
    expect(searchesMade()).toEqual([{ page: 1, pageSize: maxMarketPages * defaultCarPageSize }])
  })

  it('fetches only the added page on "show more" after landing on page 3, and nothing on back/forward', async () => {
    expect(await open(3)).toEqual(firstCars(36))
    expect(await open(4)).toEqual(firstCars(48))
    expect(await open(5)).toEqual(firstCars(60))
    expect(await open(4)).toEqual(firstCars(48))
    expect(await open(5)).toEqual(firstCars(60))
    expect(searchesMade()).toEqual([
      { page: 1, pageSize: 36 },
      { page: 4, pageSize: 12 },
      { page: 5, pageSize: 12 },
    ])
  })

  it('asks once when jumping past pages it has not shown, instead of filling the gap page by page', async () => {
    await open(1)
    expect(await open(6)).toEqual(firstCars(72))
    expect(searchesMade()).toEqual([
      { page: 1, pageSize: 12 },
      { page: 1, pageSize: 72 },
    ])
  })

  it('does not ask again for a search already under way (a double click)', async () => {
    const search = marketSearchSchema.parse({ page: 2 })
    await Promise.all([loadMarketResults(queryClient, 'en', search), loadMarketResults(queryClient, 'en', search)])
    expect(searchesMade()).toEqual([{ page: 1, pageSize: 24 }])
  })

  it('keeps the cache of one set of filters apart from another', async () => {
    await open(3)
    expect(await open(3, { brand: 'kia' })).toEqual(firstCars(36))
    expect(fetchCars.mock.calls.map(([{ data }]) => data.search)).toMatchObject([
      { brands: [], page: 1, pageSize: 36 },
      { brands: ['kia'], page: 1, pageSize: 36 },
    ])
  })
})

describe('marketSlices', () => {
  const carsOf = ({ page, pageSize }: ResultSlice) => Array.from({ length: pageSize }, (_, index) => (page - 1) * pageSize + index)
  const key = ({ page, pageSize }: ResultSlice) => `${page}:${pageSize}`

  it('covers exactly the first N pages, in order, with at most one slice not yet loaded', () => {
    const slice = fc.record({ page: fc.integer({ min: 1, max: maxMarketPages }), count: fc.integer({ min: 1, max: maxMarketPages }) })
    fc.assert(
      fc.property(fc.integer({ min: 1, max: maxMarketPages }), fc.array(slice, { maxLength: 40 }), (page, loadedSlices) => {
        const loaded = new Set(loadedSlices.map(({ page, count }) => key({ page, pageSize: count * defaultCarPageSize })))
        const isLoaded = (slice: ResultSlice) => loaded.has(key(slice))
        const slices = marketSlices(page, isLoaded)
        expect(slices.flatMap(carsOf)).toEqual(Array.from({ length: page * defaultCarPageSize }, (_, index) => index))
        expect(slices.filter((slice) => !isLoaded(slice)).length).toBeLessThanOrEqual(1)
      }),
    )
  })
})
