import { listOf, toggleInList, type MarketSearch } from '../../lib/market-search'

export type ActiveFilterKind = 'q' | 'brand' | 'model' | 'price' | 'monthly' | 'year' | 'fuel' | 'transmission' | 'body'

/** One filter in force, as a removable chip: what it is and the search change that removes it. */
export type ActiveFilter = {
  /** Unique in the list and stable while the filter stays (a React key, a test id). */
  key: string
  kind: ActiveFilterKind
  /** The value as the URL has it (slug, fuel type, year …); for the price, `min-max`. */
  value: string
  remove: Partial<MarketSearch>
}

/** A model as the market knows it: which brand it belongs to. */
type ModelOfBrand = { slug: string; brand: { slug: string } }

/**
 * Every filter the market's URL has in force, in the order the filter panel shows them. Removing
 * a brand also drops its models (models of a brand no longer chosen would empty the results).
 */
export function activeFilters(search: MarketSearch, models: readonly ModelOfBrand[]): ActiveFilter[] {
  const filters: ActiveFilter[] = []
  const add = (kind: ActiveFilterKind, value: string, remove: Partial<MarketSearch>) =>
    filters.push({ key: `${kind}:${value}`, kind, value, remove })

  if (search.q !== '') add('q', search.q, { q: '' })
  if (search.priceMin !== undefined || search.priceMax !== undefined)
    add('price', `${search.priceMin ?? ''}-${search.priceMax ?? ''}`, { priceMin: undefined, priceMax: undefined })
  if (search.monthlyMax !== undefined) add('monthly', String(search.monthlyMax), { monthlyMax: undefined })
  for (const brand of listOf(search.brand)) {
    const brands = toggleInList(search.brand, brand)
    const model = listOf(search.model)
      .filter((slug) => models.some((candidate) => candidate.slug === slug && listOf(brands).includes(candidate.brand.slug)))
      .join(',')
    add('brand', brand, { brand: brands, model })
  }
  for (const model of listOf(search.model)) add('model', model, { model: toggleInList(search.model, model) })
  if (search.year !== undefined) add('year', String(search.year), { year: undefined })
  for (const kind of ['fuel', 'transmission', 'body'] as const) {
    for (const value of listOf(search[kind])) add(kind, value, { [kind]: toggleInList(search[kind], value) })
  }
  return filters
}
