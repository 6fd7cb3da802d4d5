import { describe, expect, it } from 'vitest'
import { csvCell, toCsv } from './csv'

describe('csv', () => {
  it('starts with the UTF-8 byte order mark and ends rows with CRLF', () => {
    const bytes = new TextEncoder().encode(
      toCsv([
        ['البريد', 'b'],
        ['c', 'd'],
      ]),
    )
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(
      toCsv([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe('\uFEFF"a","b"\r\n"c","d"\r\n')
  })

  it('quotes every cell and doubles quotes inside it', () => {
    expect(csvCell('a "b", c\nd')).toBe('"a ""b"", c\nd"')
  })

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1', '=HYPERLINK("http://x.example","y")'])('neutralises a formula: %j', (value) => {
    expect(csvCell(value).startsWith(`"'`)).toBe(true)
  })

  it('leaves ordinary text alone', () => {
    expect(csvCell('name@example.com')).toBe('"name@example.com"')
    expect(csvCell('')).toBe('""')
  })
})
