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

/** Folded words separated by single spaces, e.g. "toyota تويوتا cx 5 2026". */
export function foldWords(...parts: ReadonlyArray<string | number>): string {
  let text = parts.join(' ').normalize('NFKC').toLowerCase()
  text = text.replace(arabicDiacritics, '').replace(tatweel, '')
  for (const [pattern, replacement] of letterFolds) text = text.replace(pattern, replacement)
  text = text.replace(arabicIndicDigits, (digit) => String(digit.charCodeAt(0) & 0x0f))
  // Hyphens and punctuation separate words for the visitor ("CX-5" = "cx 5").
  return text.replace(/[^\p{L}\p{N}]+/gu, ' ').trim()
}

/**
 * Other ways buyers in Saudi Arabia spell the catalogue's names, keyed by the catalogue's folded
 * spelling: "جمس" is what most people call GMC, "شيفروليه" and "شفروليه" are both common.
 * Values are folded words too.
 */
const otherSpellings: Readonly<Record<string, readonly string[]>> = {
  شفروليه: ['شيفروليه', 'شيفروليت', 'شفروليت', 'شيفي'],
  chevrolet: ['chevy'],
  'جي ام سي': ['جمس', 'جيمس'],
  لكزس: ['ليكزس'],
  مازدا: ['مزدا'],
  تويوتا: ['تيوتا'],
  شانجان: ['شانغان', 'تشانجان'],
  هيونداي: ['هونداي'],
  سلفرادو: ['سيلفرادو'],
  موستنج: ['موستانج', 'موستنغ', 'موستانغ'],
  يوكن: ['يوكون'],
  هايلكس: ['هايلوكس'],
  اكسبلورر: ['اكسبلور'],
  سييرا: ['سيرا'],
}

/**
 * The stored form: folded words with a space on each side, so every word, the first included,
 * starts after a space and a query word can be matched at the start of a word. Names of several
 * words are also stored written together ("لاندكروزر", "landcruiser", "cx5", "f150"), as many
 * people type them, and known other spellings of a name are added.
 */
export function toSearchText(...parts: ReadonlyArray<string | number>): string {
  const words = foldWords(...parts)
  const joined = parts
    .map((part) => foldWords(part))
    .filter((part) => part.includes(' '))
    .map((part) => part.replaceAll(' ', ''))
  const padded = ` ${words} `
  const spellings = Object.entries(otherSpellings)
    .filter(([name]) => padded.includes(` ${name} `))
    .flatMap(([, others]) => others)
  return ` ${[words, ...new Set([...joined, ...spellings])].join(' ')} `
}

const maxQueryWords = 6

/**
 * One LIKE pattern per word of the query, all of which must match: each finds its word at the
 * start of a word anywhere in the search text, in any order ("camry gle", "gle camry" and "كامري"
 * find the Camry GLE; "5" finds the CX-5 but not every 2025 car). Empty when nothing searchable
 * is left. Folding keeps letters, digits and spaces only, so no LIKE wildcard or escape survives.
 */
export function toSearchPatterns(query: string): string[] {
  const words = [...new Set(foldWords(query).split(' ').filter(Boolean))].slice(0, maxQueryWords)
  return words.map((word) => `% ${word}%`)
}

/**
 * Every way a name is typed whole: folded, written together ("landcruiser", "cx5") and its known
 * other spellings ("جمس" for GMC). A query equal to one of them names that brand or model exactly,
 * which a list may rank before cars that merely match every word (decision 0080).
 */
export function nameSpellings(...names: ReadonlyArray<string>): Set<string> {
  const spellings = new Set<string>()
  for (const name of names) {
    const folded = foldWords(name)
    if (!folded) continue
    for (const spelling of [folded, ...(otherSpellings[folded] ?? [])]) {
      spellings.add(spelling)
      spellings.add(spelling.replaceAll(' ', ''))
    }
  }
  return spellings
}

/**
 * The query's words together and in order, each whole ("ام جي" in " mg ام جي mg3 ", not in
 * " جي ام سي "): a closer match than every word somewhere. Null when nothing searchable is left.
 */
export function toPhrasePattern(query: string): string | null {
  const words = foldWords(query)
  return words ? `% ${words} %` : null
}
