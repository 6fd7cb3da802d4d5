/**
 * CSV for spreadsheets (decision 0054): UTF-8 with a byte order mark, without which Excel reads the
 * file in the machine's legacy code page and Arabic turns into mojibake; CRLF line ends (RFC 4180);
 * every cell quoted. A cell a visitor wrote that begins like a formula (`=`, `+`, `-`, `@`, a tab or
 * a carriage return) gets a leading `'`, so a spreadsheet shows it as text instead of running it
 * (CSV or formula injection: `=HYPERLINK(…)`, `=cmd|…`).
 */

export const utf8Bom = '\uFEFF'

const formulaStart = /^[=+\-@\t\r]/

/** One cell, neutralised and quoted. */
export function csvCell(value: string): string {
  const text = formulaStart.test(value) ? `'${value}` : value
  return `"${text.replace(/"/g, '""')}"`
}

/** The whole file as text, starting with the byte order mark. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return utf8Bom + rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}
