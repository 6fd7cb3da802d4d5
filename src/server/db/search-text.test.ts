import { describe, expect, it } from 'vitest'
import { toSearchPattern, toSearchText } from './search-text.ts'

describe('toSearchText', () => {
  it('lowercases Latin text and turns punctuation into spaces', () => {
    expect(toSearchText('Toyota', 'CX-5', 2026)).toBe('toyota cx 5 2026')
  })

  it('folds the Arabic letters visitors type interchangeably', () => {
    expect(toSearchText('أكسنت')).toBe(toSearchText('اكسنت'))
    expect(toSearchText('إلنترا')).toBe('النترا')
    expect(toSearchText('سيارة')).toBe('سياره')
    expect(toSearchText('هايلكس ى')).toBe('هايلكس ي')
  })

  it('drops diacritics and tatweel and reads Arabic-Indic digits', () => {
    expect(toSearchText('كَامْرِي')).toBe('كامري')
    expect(toSearchText('كـــامري')).toBe('كامري')
    expect(toSearchText('٢٠٢٦')).toBe('2026')
  })
})

describe('toSearchPattern', () => {
  it('wraps the folded query for LIKE and never passes wildcards through', () => {
    expect(toSearchPattern('  Land Cruiser ')).toBe('%land cruiser%')
    expect(toSearchPattern('50%_off')).toBe('%50 off%')
    expect(toSearchPattern('%%')).toBeNull()
  })
})
