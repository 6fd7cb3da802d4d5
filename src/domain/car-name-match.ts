/**
 * Finding cars by name for lists that staff read (decision 0080): the market's matching (every
 * word of the query at the start of a word of cars.search_text, Arabic and Latin spellings folded
 * alike, src/server/db/search-text.ts), ranked so the car a person named comes first. Typing
 * "إم جي" matches GMC ("جي إم سي") as well as MG, and a list in brand order showed GMC first.
 *
 * Rank 0: the query is a brand's or a model's name (any spelling), or a brand's then a model's.
 * Rank 1: the query's words appear together, whole and in order, in the car's names.
 * Rank 2: every word matches somewhere.
 */
import { inArray, like, or, sql, type SQL } from 'drizzle-orm'
import { brands, cars, models } from '../server/db/schema.ts'
import { foldWords, nameSpellings, toPhrasePattern, toSearchPatterns } from '../server/db/search-text.ts'
import type { Db } from '../server/db/types.ts'

export type CarNameMatch = {
  /** Every word matches (all must hold); empty when the query has nothing searchable. */
  conditions: SQL[]
  /** The rank (0, 1 or 2 as above) to order by before the list's own order; none without a query. */
  ranking: SQL[]
}

/** Ids of the brands and models `folded` names whole. */
async function namedExactly(db: Db, folded: string): Promise<{ brandIds: number[]; modelIds: number[] }> {
  const [brandRows, modelRows] = await Promise.all([
    db.select({ id: brands.id, nameAr: brands.nameAr, nameEn: brands.nameEn }).from(brands),
    db.select({ id: models.id, brandId: models.brandId, nameAr: models.nameAr, nameEn: models.nameEn }).from(models),
  ])
  const joined = folded.replaceAll(' ', '')
  const brandSpellings = new Map(brandRows.map((brand) => [brand.id, nameSpellings(brand.nameAr, brand.nameEn)]))
  const brandIds = [...brandSpellings].filter(([, spellings]) => spellings.has(folded) || spellings.has(joined)).map(([id]) => id)
  const modelIds = modelRows
    .filter((model) => {
      const spellings = nameSpellings(model.nameAr, model.nameEn)
      if (spellings.has(folded) || spellings.has(joined)) return true
      // "تويوتا كامري", "toyota camry": the brand's name, then the model's.
      for (const brandSpelling of brandSpellings.get(model.brandId) ?? []) {
        if (!folded.startsWith(`${brandSpelling} `)) continue
        const rest = folded.slice(brandSpelling.length + 1)
        if (spellings.has(rest) || spellings.has(rest.replaceAll(' ', ''))) return true
      }
      return false
    })
    .map((model) => model.id)
  return { brandIds, modelIds }
}

/** The conditions and rank of cars whose names match `q` (absent or blank: every car, unranked). */
export async function matchCarNames(db: Db, q: string | undefined): Promise<CarNameMatch> {
  const patterns = q ? toSearchPatterns(q) : []
  const phrase = q ? toPhrasePattern(q) : null
  if (patterns.length === 0 || phrase === null) return { conditions: [], ranking: [] }
  const { brandIds, modelIds } = await namedExactly(db, foldWords(q ?? ''))
  const exact = or(
    brandIds.length > 0 ? inArray(cars.brandId, brandIds) : undefined,
    modelIds.length > 0 ? inArray(cars.modelId, modelIds) : undefined,
  )
  const rank = exact
    ? sql<number>`case when ${exact} then 0 when ${like(cars.searchText, phrase)} then 1 else 2 end`
    : sql<number>`case when ${like(cars.searchText, phrase)} then 1 else 2 end`
  return { conditions: patterns.map((pattern) => like(cars.searchText, pattern)), ranking: [rank] }
}
