/**
 * Journeys that are the same code in both languages run once, in one language, the languages
 * taking turns (decision 0103): the browser checks the journey, and each language keeps about half
 * of them. Which words each language shows is checked without a browser (component tests render in
 * English, `npm run i18n:check` refuses an untranslated message, the HTTP tier reads both
 * languages' pages). A journey whose behaviour differs by language (direction, numerals, a corner
 * of the screen, a file type) stays in both and does not ask for a turn.
 *
 *     const turn = languageTurns()
 *     for (const lang of ['ar', 'en'] as const) {
 *       if (turn(lang)) test(`${lang}: …`, …) // the first such test in Arabic,
 *       if (turn(lang)) test(`${lang}: …`, …) // the second in English, and so on
 *     }
 */
export function languageTurns(order: readonly string[] = ['ar', 'en']): (language: string) => boolean {
  const asked = new Map<string, number>()
  return (language) => {
    const key = normalised(language)
    const index = asked.get(key) ?? 0
    asked.set(key, index + 1)
    return order[index % order.length] === key
  }
}

/** A language as the specs spell it: `ar`, `en`, or a path prefix (`''` is Arabic, `/ar`, `/en`). */
function normalised(language: string): string {
  if (language === '' || language === '/ar') return 'ar'
  if (language === '/en') return 'en'
  return language
}
