/**
 * Words a staff member types, found in a few text columns in SQL: each word anywhere in one of
 * them, after both sides are folded the way `foldWords` folds a car search (hamza forms, taa
 * marbuta, alef maqsura, diacritics, tatweel, Arabic-Indic digits, case), so a list filters and
 * pages in the database rather than in a process's memory.
 */
import { and, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import { foldWords } from './search-text.ts'

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => String.fromCharCode(from + index)).join('')

/** `translate`'s two lists: each folded letter or digit to its one form; the marks after them (no partner) are dropped. */
const foldFrom = `\u0622\u0623\u0625\u0671\u0629\u0649\u0624\u0626${range(0x0660, 0x0669)}${range(0x06f0, 0x06f9)}`
const foldTo = `\u0627\u0627\u0627\u0627\u0647\u064a\u0648\u064a${'0123456789'.repeat(2)}`
const dropped = `${range(0x064b, 0x065f)}\u0670${range(0x06d6, 0x06ed)}\u0640`

const folded = (column: SQLWrapper) => sql`translate(lower(coalesce(${column}, '')), ${foldFrom + dropped}, ${foldTo})`

/** At most this many words of a search count (as in the market's search). */
const maxWords = 8

/** Every word of `q` found in one of `columns` (folded), or no condition when `q` has no word. */
export function foldedWordsCondition(q: string | undefined, columns: readonly SQLWrapper[]): SQL | undefined {
  const words = [
    ...new Set(
      foldWords(q ?? '')
        .split(' ')
        .filter(Boolean),
    ),
  ].slice(0, maxWords)
  if (words.length === 0) return undefined
  const haystack = sql.join(
    columns.map((column) => folded(column)),
    sql` || ' ' || `,
  )
  // foldWords leaves letters and digits only, so no word holds LIKE's own `%`, `_` or a backslash.
  return and(...words.map((word) => sql`(${haystack}) like ${`%${word}%`}`))
}
