import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { hasControlCharacter, hasVisibleText, optionalText, requiredText } from './text'

const issues = (schema: z.ZodMiniType, value: unknown) => {
  const result = z.safeParse(schema, value)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('text a form or the API may store', () => {
  it('refuses control characters, keeping tabs and line breaks', () => {
    for (const character of ['\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u001b', '\u007f', '\u0085', '\u009f'])
      expect(hasControlCharacter(`a${character}b`), JSON.stringify(character)).toBe(true)
    expect(hasControlCharacter('سطر أول\r\n\tسطر ثانٍ')).toBe(false)
  })

  it('keeps the direction marks and joiners Arabic text carries, but they alone show nothing', () => {
    expect(hasControlCharacter('\u200fمحمد\u200c\u200d\u061c')).toBe(false)
    expect(hasVisibleText('\u200fمحمد')).toBe(true)
    for (const blank of ['', '   ', '\u200b\u200b', '\u200e\u200f\u061c', '\ufeff\u00ad', '\u202e\u2066\u2069', '\u3000\u00a0'])
      expect(hasVisibleText(blank), JSON.stringify(blank)).toBe(false)
  })

  it('answers the field’s own keys: empty or invisible as too short, control characters, too long', () => {
    const name = requiredText(5, 'name')
    expect(z.parse(name, '  Huda ')).toBe('Huda')
    expect(issues(name, '\u200b\u200b')).toEqual(['required'])
    expect(issues(name, 'Hu\u0000da')).toEqual(['characters'])
    expect(issues(name, 'Hudaaa')).toEqual(['name'])
    const message = requiredText(50, 'message', 10, 'message')
    expect(issues(message, '')).toEqual(['message'])
    expect(issues(message, 'short')).toEqual(['message'])
    expect(issues(message, 'long enough')).toEqual([])
  })

  it('lets optional text be empty but not hold control characters', () => {
    expect(z.parse(optionalText(10), '  ')).toBe('')
    expect(issues(optionalText(10), 'a\u0000')).toEqual(['characters'])
    expect(issues(optionalText(3), 'abcd')).toEqual(['text'])
  })
})
