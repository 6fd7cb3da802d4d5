import { describe, expect, it } from 'vitest'
import { fromCsvCell, parseCsv, toCsv } from './csv'

describe('parseCsv', () => {
  it('reads back what toCsv writes: BOM, quotes, commas, line breaks, Arabic, formula starts', () => {
    const rows = [
      ['id', 'trimAr', 'colors'],
      ['7', 'الفئة "الرياضية"، كاملة', '[{"nameAr":"أبيض","hex":"#fff"}]'],
      ['', 'سطر\r\nثانٍ', '=HYPERLINK("x")'],
      ['-5', '+966', '@SUM(A1)'],
      ["'already quoted", "'=x", '\ttab'],
    ]
    const parsed = parseCsv(toCsv(rows))
    expect(parsed.ok).toBe(true)
    if (!parsed.ok) return
    expect(parsed.records.map((record) => record.cells.map(fromCsvCell))).toEqual(rows)
    expect(parsed.records.map((record) => record.line)).toEqual([1, 2, 3, 5, 6])
    // The neutralised cell as a spreadsheet sees it starts with the guard, not with "=".
    expect(parsed.records[2]!.cells[2]).toBe(`'=HYPERLINK("x")`)
  })

  it('reads unquoted cells, LF line ends, empty cells and skips blank lines', () => {
    expect(parseCsv('a,b,\n\n1,,3\n')).toEqual({
      ok: true,
      records: [
        { line: 1, cells: ['a', 'b', ''] },
        { line: 3, cells: ['1', '', '3'] },
      ],
    })
  })

  it('refuses a quote left open or a stray quote, with the line', () => {
    expect(parseCsv('"a","b"\r\n"c,d\r\n')).toEqual({ ok: false, line: 2, reason: 'unclosedQuote' })
    expect(parseCsv('a,b\nc,d"e\n')).toEqual({ ok: false, line: 2, reason: 'strayQuote' })
    expect(parseCsv('"a"x,b\n')).toEqual({ ok: false, line: 1, reason: 'strayQuote' })
  })

  it('keeps a leading apostrophe that is not the formula guard', () => {
    expect(fromCsvCell("'twas")).toBe("'twas")
    expect(fromCsvCell("'-5")).toBe('-5')
  })
})
