import { describe, expect, it } from 'vitest'
import { foldWords, nameSpellings, toPhrasePattern, toSearchPatterns, toSearchText } from './search-text.ts'

describe('toSearchText', () => {
  it('lowercases Latin text, turns punctuation into spaces and pads the words', () => {
    expect(toSearchText('Toyota', 'Camry', 2026)).toBe(' toyota camry 2026 ')
  })

  it('folds the Arabic letters visitors type interchangeably', () => {
    expect(foldWords('أكسنت')).toBe(foldWords('اكسنت'))
    expect(foldWords('إلنترا')).toBe('النترا')
    expect(foldWords('سيارة')).toBe('سياره')
    expect(foldWords('هايلكس ى')).toBe('هايلكس ي')
  })

  it('drops diacritics and tatweel and reads Arabic-Indic digits', () => {
    expect(foldWords('كَامْرِي')).toBe('كامري')
    expect(foldWords('كـــامري')).toBe('كامري')
    expect(foldWords('٢٠٢٦')).toBe('2026')
  })
})

describe('toSearchPatterns', () => {
  it('matches every word of the query at the start of a word, and never passes wildcards through', () => {
    expect(toSearchPatterns('  Land Cruiser ')).toEqual(['% land%', '% cruiser%'])
    expect(toSearchPatterns('50%_off')).toEqual(['% 50%', '% off%'])
    expect(toSearchPatterns('%%')).toEqual([])
    expect(toSearchPatterns('gle gle GLE')).toEqual(['% gle%'])
  })

  it('finds words in any order and only at word starts', () => {
    const stored = toSearchText('Mazda', 'مازدا', 'CX-5', 'CX-5', 'Core 2.0', 'كور 2.0', 2025)
    const like = (pattern: string) => new RegExp(`^${pattern.replaceAll('%', '.*')}$`).test(stored)
    expect(toSearchPatterns('core cx').every(like)).toBe(true)
    expect(toSearchPatterns('مازدا كور').every(like)).toBe(true)
    expect(toSearchPatterns('025').every(like)).toBe(false)
    expect(toSearchPatterns('ore').every(like)).toBe(false)
  })

  it('keeps one space between words and none at either end, however the text was spaced', () => {
    expect(toSearchText('  Land -- Cruiser!  ')).toBe(' land cruiser landcruiser ')
    expect(toSearchText('...')).toBe('  ')
  })

  it('uses the first six different words of a query, and each once', () => {
    expect(toSearchPatterns('a b c a d e f g')).toEqual(['% a%', '% b%', '% c%', '% d%', '% e%', '% f%'])
  })

  it('makes no pattern from leading, trailing or repeated separators', () => {
    expect(toSearchPatterns('  camry ,, gle  ')).toEqual(['% camry%', '% gle%'])
    expect(toSearchPatterns(' - ')).toEqual([])
  })
})

describe('names as buyers type them', () => {
  // Made inside each test, not when the file loads: mutation testing changes the code per test.
  const landCruiser = () => toSearchText('Toyota', 'تويوتا', 'Land Cruiser', 'لاند كروزر', 'GXR', 'GXR', 2026)
  const gmc = () => toSearchText('GMC', 'جي إم سي', 'Yukon', 'يوكن', 'Denali 6.2', 'دينالي 6.2', 2026)
  const f150 = () => toSearchText('Ford', 'فورد', 'F-150', 'F-150', 'Raptor', 'رابتر', 2026)
  const finds = (stored: string, query: string) =>
    toSearchPatterns(query).every((pattern) => new RegExp(`^${pattern.replaceAll('%', '.*')}$`).test(stored))

  it('finds a name of several words written together, in Arabic and in English', () => {
    expect(finds(landCruiser(), 'لاندكروزر')).toBe(true)
    expect(finds(landCruiser(), 'لاند كروزر')).toBe(true)
    expect(finds(landCruiser(), 'LandCruiser GXR')).toBe(true)
    expect(finds(f150(), 'f150')).toBe(true)
    expect(finds(f150(), 'F-150 raptor')).toBe(true)
  })

  it('finds the common other spellings of a brand or model', () => {
    expect(finds(gmc(), 'جمس يوكون')).toBe(true)
    expect(finds(gmc(), 'جي ام سي')).toBe(true)
    expect(finds(landCruiser(), 'تيوتا')).toBe(true)
  })

  it('adds nothing to a name that has no other spelling, and still refuses what is not there', () => {
    expect(finds(gmc(), 'لاندكروزر')).toBe(false)
    expect(finds(landCruiser(), 'جمس')).toBe(false)
    expect(toSearchText('Kia', 'Sportage')).toBe(' kia sportage ')
  })
})

describe('nameSpellings', () => {
  it('holds a name folded, written together and in its other known spellings, in every language given', () => {
    expect(nameSpellings('Land Cruiser', 'لاند كروزر')).toEqual(new Set(['land cruiser', 'landcruiser', 'لاند كروزر', 'لاندكروزر']))
    expect(nameSpellings('GMC', 'جي إم سي')).toEqual(new Set(['gmc', 'جي ام سي', 'جيامسي', 'جمس', 'جيمس']))
    expect(nameSpellings('MG', 'إم جي').has('ام جي')).toBe(true)
    expect(nameSpellings('', '-')).toEqual(new Set())
  })
})

describe('toPhrasePattern', () => {
  it("matches the query's words whole, together and in order", () => {
    const like = (stored: string, pattern: string | null) =>
      pattern !== null && new RegExp(`^${pattern.replaceAll('%', '.*')}$`).test(stored)
    const mg = toSearchText('MG', 'إم جي', 'MG5', 'إم جي 5', 'LUX', 'LUX', 2026)
    const gmc = toSearchText('GMC', 'جي إم سي', 'Yukon', 'يوكن', 'SLE 5.3', 'SLE 5.3', 2026)
    expect(toPhrasePattern('  إم  جي ')).toBe('% ام جي %')
    expect(like(mg, toPhrasePattern('إم جي'))).toBe(true)
    expect(like(gmc, toPhrasePattern('إم جي'))).toBe(false)
    expect(like(gmc, toPhrasePattern('جي إم سي'))).toBe(true)
    // Whole words only: "yuk" starts a word but is not one.
    expect(like(gmc, toPhrasePattern('yuk'))).toBe(false)
    expect(toPhrasePattern('%_ ')).toBeNull()
  })
})
