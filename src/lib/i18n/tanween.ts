/**
 * The interface writes these indefinite adverbs and adjectives with their tanween (سارٍ، شهريًا،
 * نقدًا); dealer content written without it reads as a different register next to them (issue 15).
 * Each entry maps a form to avoid to the form the interface uses.
 */
const preferredForms: ReadonlyMap<string, string> = new Map([
  ['ساري', 'سارٍ'],
  ['شهريا', 'شهريًا'],
  ['شهرياً', 'شهريًا'],
  ['نقدا', 'نقدًا'],
  ['نقداً', 'نقدًا'],
])

// Conjunctions and prepositions written joined to the word; the definite "الساري" keeps its ya
// and is correct, so "ال" is deliberately not one of them.
const joinedPrefix = /^[وفبلك]/

// Arabic letters, tatweel and diacritics: a word is a run of these.
const arabicWord = /[\u0621-\u0652\u0670]+/g

export type TanweenSlip = { word: string; preferred: string }

/** Words in `text` written in a form the interface does not use, with the form it does. */
export function tanweenSlips(text: string): TanweenSlip[] {
  const slips: TanweenSlip[] = []
  for (const [word] of text.matchAll(arabicWord)) {
    const preferred = preferredForms.get(word) ?? preferredWithPrefix(word)
    if (preferred !== undefined) slips.push({ word, preferred })
  }
  return slips
}

function preferredWithPrefix(word: string): string | undefined {
  if (!joinedPrefix.test(word)) return undefined
  const rest = preferredForms.get(word.slice(1))
  return rest === undefined ? undefined : word[0] + rest
}
