import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { glossaryDocPath, renderGlossary } from './glossary-doc.ts'
import { glossaryProblems, loadGlossary } from './glossary.ts'
import { readPo } from './po-file.ts'

const glossary = loadGlossary()
const root = new URL('../..', import.meta.url)

describe('glossary', () => {
  it('is what docs/glossary.md shows (run `npm run i18n:glossary` after editing it)', () => {
    expect(readFileSync(new URL(glossaryDocPath, root), 'utf8')).toBe(renderGlossary(glossary))
  })

  it('gives each concept one Arabic and one English term that it does not itself avoid', () => {
    const ids = glossary.concepts.map((concept) => concept.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const concept of glossary.concepts) {
      expect(concept.ar && concept.en && concept.note, concept.id).toBeTruthy()
      expect(glossaryProblems(concept.en, concept.ar, 'ar', glossary), concept.id).toEqual([])
      expect(glossaryProblems(concept.en, concept.en, 'en', glossary), concept.id).toEqual([])
    }
  })

  it('finds a variant as a word, with its attached Arabic prefixes, not inside another word', () => {
    const problems = (translation: string, locale = 'ar', source = 'x') => glossaryProblems(source, translation, locale, glossary)
    expect(problems('أدخل الرقم المرجعي')).toEqual([])
    expect(problems('أدخل رقم المرجع')).toHaveLength(1)
    expect(problems('حُفظت بيانات الوكالة.')).toEqual([
      'says "الوكالة" where the glossary (locales/glossary.json, "dealer") says "المعرض"; use "المعرض"',
    ])
    expect(problems('Saved to your favorites', 'en')).toHaveLength(1)
    expect(problems('Your e-mail address', 'en')).toEqual([])
    expect(problems('We sent {email} a link', 'en')).toEqual([])
    expect(problems('دفع رباعي', 'ar', 'Four-wheel drive')).toEqual([])
    expect(problems('دفع رباعي', 'ar', 'SUV')).toHaveLength(1)
  })

  it('holds: no concept has a second rendering in either catalogue', () => {
    for (const locale of ['ar', 'en']) {
      const { entries } = readPo(readFileSync(new URL(`locales/${locale}/messages.po`, root), 'utf8'))
      const found = entries.flatMap((entry) =>
        glossaryProblems(entry.id, entry.translation, locale, glossary).map((problem) => `${locale}:${entry.line}: ${problem}`),
      )
      expect(found).toEqual([])
    }
  })
})
