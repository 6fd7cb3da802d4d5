/**
 * A CSV file as a staff download's answer (decision 0054): the text from ../lib/csv.ts (BOM,
 * formula guard) as an attachment that no cache keeps and no browser renders.
 */
import type { FileAnswer } from '../contract/file-answer.ts'

/** `2026-11-24 13:05` in Riyadh time (UTC+3 all year), the form a spreadsheet reads as a date. */
export function riyadhMinute(moment: Date): string {
  return new Date(moment.getTime() + 3 * 60 * 60 * 1000).toISOString().slice(0, 16).replace('T', ' ')
}

/** `csv` as the attachment `<name>-<Riyadh day of now>.csv`. */
export function csvAttachment(csv: string, name: string, now: Date): FileAnswer {
  const content = new TextEncoder().encode(csv)
  return {
    content,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Length': String(content.byteLength),
      'Content-Disposition': `attachment; filename="${name}-${riyadhMinute(now).slice(0, 10)}.csv"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  }
}
