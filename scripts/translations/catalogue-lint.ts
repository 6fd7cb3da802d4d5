/**
 * Checks one catalogue as a translator left it. Each error names the file, the line of the
 * `msgstr` to edit and the message, so it can be fixed without reading code.
 */
import { readPo } from './po-file.ts'
import { translationProblems, wordCount } from './message-lint.ts'
import { untranslatedAllowed } from './untranslated-allowed.ts'
import { glossaryProblems, loadGlossary } from './glossary.ts'
import type { Glossary } from './glossary.ts'

/** The gettext header each catalogue carries, so Poedit and `msgfmt -c` read its plurals right. */
export const expectedHeaders: Record<string, Record<string, string>> = {
  ar: {
    Language: 'ar',
    'Plural-Forms': 'nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5);',
  },
  en: { Language: 'en', 'Plural-Forms': 'nplurals=2; plural=(n != 1);' },
}

/** A message this short cannot tell a translator where it shows ("To" of a price range or of an e-mail?). */
export const shortMessageWords = 3

export type CatalogueReport = { errors: string[]; warnings: string[] }

const excerpt = (message: string) => JSON.stringify(message.length > 70 ? `${message.slice(0, 69)}…` : message)

export function lintCatalogue(
  file: string,
  locale: string,
  text: string,
  sourceLocale = 'en',
  glossary: Glossary = loadGlossary(),
): CatalogueReport {
  const { header, entries, problems } = readPo(text)
  const errors: string[] = problems.map((problem) => `${file}:${problem.line}: ${problem.sentence}`)
  const warnings: string[] = []

  for (const [name, value] of Object.entries(expectedHeaders[locale] ?? {})) {
    if (header.get(name) !== value) errors.push(`${file}:1: the header needs "${name}: ${value}\\n"`)
  }

  for (const entry of entries) {
    const at = `${file}:${entry.line}: ${excerpt(entry.id)}`
    if (!entry.translation.trim()) {
      errors.push(`${at}: has no translation`)
      continue
    }
    if (locale !== sourceLocale && entry.translation === entry.id && !untranslatedAllowed.has(entry.id)) {
      errors.push(`${at}: is still the English text; translate it`)
    }
    for (const problem of translationProblems(entry.id, entry.translation, locale)) errors.push(`${at}: ${problem}`)
    for (const problem of glossaryProblems(entry.id, entry.translation, locale, glossary)) errors.push(`${at}: ${problem}`)
    if (locale === sourceLocale && !entry.context && entry.comments.length === 0 && wordCount(entry.id) <= shortMessageWords) {
      warnings.push(
        `${at}: short message without a comment for translators; add \`comment\` where ${entry.origins[0] ?? 'the code'} writes it`,
      )
    }
  }
  return { errors, warnings }
}
