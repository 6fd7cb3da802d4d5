/**
 * The body of a notification mail to the dealer's staff: a heading, then label–value rows, as
 * plain text and HTML, in one language; a mail puts the Arabic section first, then the English.
 */
import type { I18n, MessageDescriptor } from '@lingui/core'

export type MailLanguage = 'ar' | 'en'
/** `ltr`: a value read left to right in either language (a reference, a number, an address). */
export type MailRow = { label: MessageDescriptor; value: string; ltr?: boolean }

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

export function mailSection(
  i18n: I18n,
  language: MailLanguage,
  { heading, rows, note }: { heading: MessageDescriptor; rows: MailRow[]; note?: string | null },
): { plain: string; html: string } {
  // In Arabic text a phone number's "+" would otherwise show at its end: left-to-right isolates.
  const isolate = (row: MailRow) => (row.ltr && language === 'ar' ? `\u2066${row.value}\u2069` : row.value)
  const plain = [i18n._(heading), '', ...rows.map((row) => `${i18n._(row.label)}: ${isolate(row)}`), ...(note ? ['', note] : [])]
  const cells = rows
    .map(
      (row) =>
        `<tr><th scope="row">${escapeHtml(i18n._(row.label))}</th><td><bdi${row.ltr ? ' dir="ltr"' : ''}>${escapeHtml(row.value)}</bdi></td></tr>`,
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
