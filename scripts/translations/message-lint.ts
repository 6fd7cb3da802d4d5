/**
 * Compares one translation with its English source the way the site will use it: both are parsed
 * with the ICU parser Lingui compiles messages with (@messageformat/parser), plural categories
 * come from CLDR through Intl.PluralRules, and rich-text tags follow Lingui's <Trans> syntax.
 * Returns one sentence per mistake, written for a translator.
 */
import { parse } from '@messageformat/parser'
import type { Select, Token } from '@messageformat/parser'

const languageNames: Record<string, string> = { ar: 'Arabic', en: 'English' }
const languageName = (locale: string) => languageNames[locale] ?? locale

/** Parses a message, or returns the parser's first line (it names the line and column). */
export function parseMessage(message: string): Token[] | string {
  try {
    return parse(message)
  } catch (error) {
    return (error as Error).message.split('\n')[0]!.trim().replace(/:$/, '')
  }
}

type Shape = {
  /** Placeholders outside any plural or select branch (including the plural's own variable). */
  outer: Set<string>
  /** Every placeholder, wherever it is. */
  all: Set<string>
  selects: Select[]
  tags: Set<string>
  tagProblems: string[]
}

function shapeOf(tokens: Token[]): Shape {
  const shape: Shape = { outer: new Set(), all: new Set(), selects: [], tags: new Set(), tagProblems: [] }
  const walk = (level: Token[], outer: boolean) => {
    scanTags(level, shape)
    for (const token of level) {
      if (token.type === 'content' || token.type === 'octothorpe') continue
      shape.all.add(token.arg)
      if (outer) shape.outer.add(token.arg)
      if (token.type === 'function') {
        for (const part of token.param ?? []) if (part.type !== 'content') walk([part], false)
      } else if (token.type !== 'argument') {
        shape.selects.push(token)
        for (const branch of token.cases) walk(branch.tokens, false)
      }
    }
  }
  walk(tokens, true)
  return shape
}

// Lingui's <Trans> turns <0>…</0> and <0/> into the components it was given, by this name syntax.
const tagPattern = /<(\/?)([a-zA-Z0-9_](?:[\w.-]*\w)?)(\/?)>/g

/** Tags must open and close within the same branch: Lingui matches them after choosing one. */
function scanTags(level: Token[], shape: Shape) {
  const open: string[] = []
  for (const token of level) {
    if (token.type !== 'content') continue
    for (const [, closing, name, selfClosing] of token.value.matchAll(tagPattern)) {
      if (selfClosing) {
        shape.tags.add(`<${name}/>`)
      } else if (!closing) {
        open.push(name!)
        shape.tags.add(`<${name}>`)
      } else if (open.at(-1) === name) {
        open.pop()
      } else {
        shape.tagProblems.push(`closes </${name}> where ${open.length ? `<${open.at(-1)}> is open` : 'no tag is open'}`)
      }
    }
  }
  for (const name of open) shape.tagProblems.push(`opens <${name}> and never closes it with </${name}>`)
}

const list = (items: Iterable<string>) => [...items].map((item) => `{${item}}`).join(', ')
const quoted = (items: Iterable<string>) => [...items].map((item) => `"${item}"`).join(', ')

const categoriesCache = new Map<string, Set<string>>()
function categoriesOf(locale: string, type: 'cardinal' | 'ordinal'): Set<string> {
  const key = `${locale}/${type}`
  let categories = categoriesCache.get(key)
  if (!categories) {
    categories = new Set(new Intl.PluralRules(locale, { type }).resolvedOptions().pluralCategories)
    categoriesCache.set(key, categories)
  }
  return categories
}

const soleNumbersCache = new Map<string, Map<string, number>>()
/**
 * Categories that hold exactly one number (Arabic zero = 0, one = 1, two = 2; English one = 1):
 * an exact branch such as `=0` then says everything the category would.
 */
function soleNumbers(locale: string, type: 'cardinal' | 'ordinal'): Map<string, number> {
  const key = `${locale}/${type}`
  let sole = soleNumbersCache.get(key)
  if (!sole) {
    const rules = new Intl.PluralRules(locale, { type })
    const seen = new Map<string, number[]>()
    for (let whole = 0; whole <= 1000; whole++) {
      for (const n of [whole, whole + 0.5]) {
        const category = rules.select(n)
        seen.set(category, [...(seen.get(category) ?? []), n])
      }
    }
    sole = new Map([...seen].filter(([, numbers]) => numbers.length === 1).map(([category, [n]]) => [category, n!]))
    soleNumbersCache.set(key, sole)
  }
  return sole
}

function pluralProblems(select: Select, locale: string): string[] {
  if (select.type === 'select') return []
  const type = select.type === 'plural' ? 'cardinal' : 'ordinal'
  const used = select.cases.map((branch) => branch.key)
  const exact = new Set(used.filter((key) => key.startsWith('=')).map((key) => Number(key.slice(1))))
  const categories = categoriesOf(locale, type)
  const sole = soleNumbers(locale, type)
  const problems: string[] = []
  const unknown = used.filter((key) => !key.startsWith('=') && !categories.has(key))
  if (unknown.length > 0) {
    problems.push(
      `the plural of {${select.arg}} has ${quoted(unknown)}, which ${languageName(locale)} does not use (it uses ${quoted(categories)})`,
    )
  }
  const missing = [...categories].filter((category) => {
    if (used.includes(category)) return false
    const number = sole.get(category)
    return number === undefined || !exact.has(number)
  })
  if (missing.length > 0) {
    problems.push(`the plural of {${select.arg}} lacks ${quoted(missing)}, which ${languageName(locale)} needs`)
  }
  return problems
}

function selectProblems(translated: Select, source: Select | undefined): string[] {
  if (translated.type !== 'select' || !source || source.type !== 'select') return []
  const keys = new Set(source.cases.map((branch) => branch.key))
  const used = new Set(translated.cases.map((branch) => branch.key))
  const problems: string[] = []
  const unknown = [...used].filter((key) => !keys.has(key))
  const missing = [...keys].filter((key) => !used.has(key))
  if (unknown.length > 0)
    problems.push(`the choice on {${translated.arg}} has ${quoted(unknown)}, which the source does not have; keep the English keys`)
  if (missing.length > 0) problems.push(`the choice on {${translated.arg}} lacks ${quoted(missing)}, which the source has`)
  return problems
}

/**
 * Problems with `translation` as the text of `source` in `locale`; [] when it is usable.
 * Outside plural and select branches the translation uses the same placeholders as the source;
 * inside, a branch may leave a placeholder out (Arabic "one" says "one car", not "{count} car")
 * but may only use placeholders the source has; and every placeholder of the source shows
 * somewhere.
 */
export function translationProblems(source: string, translation: string, locale: string): string[] {
  const sourceTokens = parseMessage(source)
  if (typeof sourceTokens === 'string') return [`the English source does not parse (${sourceTokens}); a developer must fix the code`]
  const tokens = parseMessage(translation)
  if (typeof tokens === 'string') {
    // An Arabic keyboard types ، where ICU needs the Latin comma: `{count، plural، …}` does not
    // parse, and the parser's column says nothing about why.
    if (translation.includes('،') && typeof parseMessage(translation.replaceAll('،', ',')) !== 'string') {
      return [
        'uses the Arabic comma ، inside the plural or choice syntax; after {count and after plural (or select) write the Latin comma "," as in the English text, and keep ، only inside the braces of each form',
      ]
    }
    return [`does not parse: ${tokens}. Check every { has its }`]
  }

  const want = shapeOf(sourceTokens)
  const have = shapeOf(tokens)
  const problems: string[] = []

  // ICU reads '{name}' (between apostrophes) as the plain text "{name}": the value never shows.
  const quotedPlaceholders = [...translation.matchAll(/'\{([^{}',\s]+)\}/g)]
    .map((match) => match[1]!)
    .filter((name) => want.all.has(name) && !have.all.has(name))
  for (const name of new Set(quotedPlaceholders)) {
    problems.push(
      `puts {${name}} between apostrophes ('{${name}}'), which shows the letters "{${name}}" instead of the value; remove the apostrophes, or quote with « » or ‘ ’`,
    )
    have.all.add(name)
    if (want.outer.has(name)) have.outer.add(name)
  }

  const unknown = [...have.all].filter((name) => !want.all.has(name))
  if (unknown.length > 0)
    problems.push(
      `uses ${list(unknown)}, which the source does not have; copy the source's ${list(want.all) || 'text without placeholders'}`,
    )
  const movedIn = [...have.outer].filter((name) => want.all.has(name) && !want.outer.has(name))
  if (movedIn.length > 0) problems.push(`uses ${list(movedIn)} outside the plural or choice; the source uses it only inside`)
  const dropped = [...want.outer].filter((name) => !have.outer.has(name))
  if (dropped.length > 0)
    problems.push(
      `drops ${list(dropped)}, which the source has${dropped.some((name) => have.all.has(name)) ? ' outside its plural or choice' : ''}`,
    )
  const droppedInside = [...want.all].filter((name) => !want.outer.has(name) && !have.all.has(name))
  if (droppedInside.length > 0) problems.push(`drops ${list(droppedInside)}, which the source has in its plural or choice`)

  const sourceSelects = new Map(want.selects.map((select) => [select.arg, select]))
  for (const select of have.selects) {
    problems.push(...pluralProblems(select, locale), ...selectProblems(select, sourceSelects.get(select.arg)))
  }

  problems.push(...figureProblems(sourceTokens, tokens))
  problems.push(...have.tagProblems)
  const unknownTags = [...have.tags].filter((tag) => !want.tags.has(tag))
  const missingTags = [...want.tags].filter((tag) => !have.tags.has(tag))
  if (unknownTags.length > 0) problems.push(`has the tag ${unknownTags.join(', ')}, which the source does not have`)
  if (missingTags.length > 0) problems.push(`lacks the tag ${missingTags.join(', ')}, which the source has`)
  return problems
}

/** Words a reader sees: placeholders count as one word; a plural or choice counts its "other" branch. */
export function wordCount(message: string): number {
  const tokens = parseMessage(message)
  if (typeof tokens === 'string') return message.split(/\s+/).filter(Boolean).length
  const text = (level: Token[]): string =>
    level
      .map((token) => {
        if (token.type === 'content') return token.value
        if (token.type === 'octothorpe') return ' # '
        if (token.type === 'argument' || token.type === 'function') return ' x '
        const branch = token.cases.find((candidate) => candidate.key === 'other') ?? token.cases[0]
        return ` ${text(branch?.tokens ?? [])} `
      })
      .join('')
  return text(tokens).split(/\s+/).filter(Boolean).length
}

const digitZeros = [0x0660, 0x06f0] // Arabic-Indic ٠ and Eastern Arabic-Indic ۰

/** Latin digits for Arabic-Indic ones, Arabic decimal and thousands separators as . and nothing. */
export function latinDigits(text: string): string {
  let out = ''
  for (const char of text) {
    const code = char.codePointAt(0)!
    const zero = digitZeros.find((base) => code >= base && code <= base + 9)
    out += zero === undefined ? char : String(code - zero)
  }
  return out.replaceAll('٫', '.').replaceAll('٬', ',')
}

/** The figures a reader sees in a message's own text (not in placeholders, tags or plural keys). */
export function figuresOf(tokens: Token[]): string[] {
  const figures: string[] = []
  const walk = (level: Token[]) => {
    for (const token of level) {
      if (token.type === 'content') {
        const text = latinDigits(token.value.replace(tagPattern, ' '))
        for (const [figure] of text.matchAll(/\d+(?:[.,]\d+)*/g)) {
          // 164,900 and 164900 are the same figure; 4.49 keeps its decimal point.
          figures.push(figure.replace(/,(?=\d{3}(?!\d))/g, ''))
        }
      } else if (token.type === 'select' || token.type === 'plural' || token.type === 'selectordinal') {
        for (const branch of token.cases) walk(branch.tokens)
      } else if (token.type === 'function') {
        walk((token.param ?? []).filter((part) => part.type === 'content'))
      }
    }
  }
  walk(tokens)
  return figures
}

/**
 * A translation shows the same figures as its source (10 minutes is ١٠ دقائق or 10 دقائق, never ١٥):
 * each distinct figure of one appears in the other. Latin and Arabic-Indic digits count alike.
 */
function figureProblems(sourceTokens: Token[], tokens: Token[]): string[] {
  const want = new Set(figuresOf(sourceTokens))
  const have = new Set(figuresOf(tokens))
  const extra = [...have].filter((figure) => !want.has(figure))
  const missing = [...want].filter((figure) => !have.has(figure))
  if (extra.length === 0 && missing.length === 0) return []
  const parts: string[] = []
  if (extra.length > 0) parts.push(`shows the figure ${extra.join(', ')}, which the source does not have`)
  if (missing.length > 0) parts.push(`${extra.length ? 'and ' : ''}leaves out ${missing.join(', ')}, which the source has`)
  return [`${parts.join(' ')}; numbers must match the English text (Latin 0–9 or Arabic-Indic ٠–٩ digits both count)`]
}
