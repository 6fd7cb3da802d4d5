/**
 * CSV for spreadsheets (decision 0054): UTF-8 with a byte order mark, without which Excel reads the
 * file in the machine's legacy code page and Arabic turns into mojibake; CRLF line ends (RFC 4180);
 * every cell quoted. A cell a visitor wrote that begins like a formula (`=`, `+`, `-`, `@`, a tab or
 * a carriage return) gets a leading `'`, so a spreadsheet shows it as text instead of running it
 * (CSV or formula injection: `=HYPERLINK(…)`, `=cmd|…`).
 */

export const utf8Bom = '\uFEFF'

/** A formula start, also after apostrophes (guarded too, so `fromCsvCell` reads every value back unchanged). */
const guarded = /^'*[=+\-@\t\r]/

/** One cell, neutralised and quoted. */
export function csvCell(value: string): string {
  const text = guarded.test(value) ? `'${value}` : value
  return `"${text.replace(/"/g, '""')}"`
}

/** The whole file as text, starting with the byte order mark. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return utf8Bom + rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}

/** A cell as `csvCell` wrote it, read back: the guard's `'` is dropped before a formula start. */
export function fromCsvCell(text: string): string {
  return text.startsWith("'") && guarded.test(text.slice(1)) ? text.slice(1) : text
}

export type CsvRecord = { /** The file line (from 1) where the record starts. */ line: number; cells: string[] }
export type CsvParse = { ok: true; records: CsvRecord[] } | { ok: false; line: number; reason: 'unclosedQuote' | 'strayQuote' }

/**
 * Reads RFC 4180 CSV (what `toCsv` writes, and what spreadsheets save): an optional byte order mark,
 * CRLF or LF line ends, quoted cells with `""` for a quote and line breaks inside quotes. Cells are
 * returned as written (see `fromCsvCell` for the formula guard); blank lines are skipped. A quote that
 * is never closed, or one in the middle of an unquoted cell, refuses the file with its line.
 */
export function parseCsv(input: string): CsvParse {
  const text = input.startsWith(utf8Bom) ? input.slice(1) : input
  const records: CsvRecord[] = []
  let line = 1
  let at = 0
  while (at < text.length) {
    const start = line
    const cells: string[] = []
    for (;;) {
      let cell = ''
      if (text[at] === '"') {
        at += 1
        for (;;) {
          if (at >= text.length) return { ok: false, line: start, reason: 'unclosedQuote' }
          const char = text[at]!
          if (char === '"') {
            if (text[at + 1] === '"') {
              cell += '"'
              at += 2
              continue
            }
            at += 1
            break
          }
          if (char === '\n') line += 1
          cell += char
          at += 1
        }
        if (at < text.length && text[at] !== ',' && text[at] !== '\n' && !(text[at] === '\r' && text[at + 1] === '\n')) {
          return { ok: false, line, reason: 'strayQuote' }
        }
      } else {
        while (at < text.length && text[at] !== ',' && text[at] !== '\n' && !(text[at] === '\r' && text[at + 1] === '\n')) {
          if (text[at] === '"') return { ok: false, line, reason: 'strayQuote' }
          cell += text[at]
          at += 1
        }
      }
      cells.push(cell)
      if (text[at] === ',') {
        at += 1
        continue
      }
      break
    }
    if (text[at] === '\r') at += 1
    if (text[at] === '\n') {
      at += 1
      line += 1
    }
    if (!(cells.length === 1 && cells[0] === '')) records.push({ line: start, cells })
  }
  return { ok: true, records }
}
