import { describe, expect, it } from 'vitest'
import { foldWords, toSearchPatterns, toSearchText } from './search-text.ts'

describe('toSearchText', () => {
  it('lowercases Latin text, turns punctuation into spaces and pads the words', () => {
    expect(toSearchText('Toyota', 'CX-5', 2026)).toBe(' toyota cx 5 2026 ')
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
    expect(toSearchText('  Land -- Cruiser!  ')).toBe(' land cruiser ')
    expect(toSearchText('...')).toBe('  ')
  })

  it('makes no pattern from leading, trailing or repeated separators', () => {
    expect(toSearchPatterns('  camry ,, gle  ')).toEqual(['% camry%', '% gle%'])
    expect(toSearchPatterns(' - ')).toEqual([])
  })
})
