/**
 * The glossary (locales/glossary.json): one Arabic and one English term per product concept, and
 * the variants a catalogue must not use for it. `glossaryProblems` finds an avoided variant in a
 * translation's own words (placeholders and tags are left out) and names the term to use.
 */
import { readFileSync } from 'node:fs'
import type { Token } from '@messageformat/parser'
import { parseMessage } from './message-lint.ts'

export type Concept = {
  id: string
  en: string
  ar: string
  note: string
  /** Only messages whose English source matches this pattern are checked (SUV vs four-wheel drive). */
  whenSource?: string
  avoid: Record<string, string[]>
}

export type Glossary = { english: string; concepts: Concept[] }

export const glossaryPath = 'locales/glossary.json'

export function loadGlossary(root = new URL('../..', import.meta.url).pathname): Glossary {
  return JSON.parse(readFileSync(`${root}/${glossaryPath}`, 'utf8')) as Glossary
}

/** The words of a message a reader sees: placeholders become a gap, every plural or choice branch counts. */
export function visibleText(message: string): string {
  const tokens = parseMessage(message)
  if (typeof tokens === 'string') return message.replace(/\{[^{}]*\}/g, ' ')
  const text = (level: Token[]): string =>
    level
      .map((token) => {
        if (token.type === 'content') return token.value.replace(/<\/?[\w.-]*\/?>/g, ' ')
        if (token.type === 'octothorpe' || token.type === 'argument' || token.type === 'function') return ' '
        return token.cases.map((branch) => ` ${text(branch.tokens)} `).join('|')
      })
      .join('')
  return text(tokens)
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * English variants match at the start of a word, any ending (favorite → favorites), any case.
 * Arabic ones match whole words, after an optional attached و ف ب ل ك: «رقم المرجع» is not
 * found inside «الرقم المرجعي», but «والوكالة» is «الوكالة».
 */
function variantPattern(variant: string, locale: string): RegExp {
  if (locale === 'ar') return new RegExp(`(?<![\\p{L}\\p{M}])[وفبلك]?${escapeRegExp(variant)}(?![\\p{L}\\p{M}])`, 'u')
  return new RegExp(`(?<![\\p{L}\\p{N}-])${escapeRegExp(variant)}`, 'iu')
}

const patternCache = new Map<string, RegExp>()
const cached = (variant: string, locale: string) => {
  const key = `${locale}\u0000${variant}`
  let pattern = patternCache.get(key)
  if (!pattern) patternCache.set(key, (pattern = variantPattern(variant, locale)))
  return pattern
}

/** One sentence per avoided variant in `translation`, naming the glossary's term. */
export function glossaryProblems(source: string, translation: string, locale: string, glossary: Glossary): string[] {
  const text = visibleText(translation)
  const problems: string[] = []
  for (const concept of glossary.concepts) {
    if (concept.whenSource && !new RegExp(concept.whenSource, 'u').test(source)) continue
    const term = locale === 'ar' ? concept.ar : locale === 'en' ? concept.en : undefined
    if (term === undefined) continue
    for (const variant of concept.avoid[locale] ?? []) {
      if (cached(variant, locale).test(text)) {
        problems.push(`says "${variant}" where the glossary (${glossaryPath}, "${concept.id}") says "${term}"; use "${term}"`)
      }
    }
  }
  return problems
}
