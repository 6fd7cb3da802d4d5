/**
 * The body of a notification mail to the dealer's staff: a heading, then label–value rows, as
 * plain text and HTML, in one language; a mail puts the Arabic section first, then the English.
 */
import type { I18n, MessageDescriptor } from '@lingui/core'

export type MailLanguage = 'ar' | 'en'
/**
 * `ltr`: a value read left to right in either language (a reference, a number, an address).
 * `multiline`: a value whose lines are kept (a visitor's message); any other is written on one line.
 */
export type MailRow = { label: MessageDescriptor; value: string; ltr?: boolean; multiline?: boolean }

const lineBreak = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/g

/**
 * A row's value as the plain text carries it. Every row is `Label: value` at the start of a line,
 * so a line break in what a visitor typed would start a row the staff could not tell from the
 * mail's own (a forged `Mobile: …` under the name, issue 32): a one-line value has its breaks and
 * tabs turned into spaces, a message's further lines are indented under its label.
 */
function plainValue(row: MailRow): string {
  if (row.multiline) return row.value.split(lineBreak).join('\n  ')
  return oneLine(row.value)
}

/** `value` with its line breaks and tabs as spaces. */
export const oneLine = (value: string): string => value.replace(lineBreak, ' ').replace(/\t/g, ' ')

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

export function mailSection(
  i18n: I18n,
  language: MailLanguage,
  { heading, rows, note }: { heading: MessageDescriptor; rows: MailRow[]; note?: string | null },
): { plain: string; html: string } {
  // In Arabic text a phone number's "+" would otherwise show at its end: left-to-right isolates.
  const isolate = (row: MailRow) => (row.ltr && language === 'ar' ? `\u2066${plainValue(row)}\u2069` : plainValue(row))
  const plain = [i18n._(heading), '', ...rows.map((row) => `${i18n._(row.label)}: ${isolate(row)}`), ...(note ? ['', note] : [])]
  const cells = rows
    .map(
      (row) =>
        `<tr><th scope="row">${escapeHtml(i18n._(row.label))}</th><td><bdi${row.ltr ? ' dir="ltr"' : ''}>${escapeHtml(row.multiline ? row.value : oneLine(row.value))}</bdi></td></tr>`,
    )
    .join('')
  const html =
    `<div lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">` +
    `<p>${escapeHtml(i18n._(heading))}</p><table>${cells}</table>` +
    (note ? `<p>${escapeHtml(note)}</p>` : '') +
    '</div>'
  return { plain: plain.join('\n'), html }
}

/** Arabic, a rule, English: one mail both the dealer's Arabic and English readers can use. */
export function bilingualBody(arabic: { plain: string; html: string }, english: { plain: string; html: string }) {
  return {
    text: `${arabic.plain}\n\n---\n\n${english.plain}\n`,
    html: `<!doctype html><html><body>${arabic.html}<hr>${english.html}</body></html>`,
  }
}
