/**
 * The one folding applied both to the text a car is found by (cars.search_text) and to what a
 * visitor types, so the two meet whatever the engine's collation or locale: JavaScript does the
 * work, the database only compares with LIKE.
 *
 * Visitors type Arabic inconsistently: hamza forms of alef, taa marbuta for haa, alef maqsura for
 * yaa, optional diacritics and tatweel, Arabic-Indic digits. Each maps to one form here.
 */

const arabicDiacritics = /[\u064B-\u065F\u0670\u06D6-\u06ED]/g
const tatweel = /\u0640/g
const letterFolds: ReadonlyArray<readonly [RegExp, string]> = [
  [/[\u0622\u0623\u0625\u0671]/g, '\u0627'], // آ أ إ ٱ → ا
  [/\u0629/g, '\u0647'], // ة → ه
  [/\u0649/g, '\u064A'], // ى → ي
  [/\u0624/g, '\u0648'], // ؤ → و
  [/\u0626/g, '\u064A'], // ئ → ي
]
const arabicIndicDigits = /[\u0660-\u0669\u06F0-\u06F9]/g

export function toSearchText(...parts: ReadonlyArray<string | number>): string {
  let text = parts.join(' ').normalize('NFKC').toLowerCase()
  text = text.replace(arabicDiacritics, '').replace(tatweel, '')
  for (const [pattern, replacement] of letterFolds) text = text.replace(pattern, replacement)
  text = text.replace(arabicIndicDigits, (digit) => String(digit.charCodeAt(0) & 0x0f))
  // Hyphens and punctuation separate words for the visitor ("CX-5" = "cx 5").
  return text
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/** A LIKE pattern matching `query` anywhere in a search text; null when nothing is left to match. */
export function toSearchPattern(query: string): string | null {
  const folded = toSearchText(query)
  if (folded === '') return null
  // Folding keeps letters and digits only, so no LIKE wildcard or escape survives to be escaped.
  return `%${folded}%`
}
