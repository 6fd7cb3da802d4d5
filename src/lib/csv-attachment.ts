import type { FileAnswer } from '../contract/file-answer'

/** A CSV file (../lib/csv.ts `toCsv`) as a download: attachment, never sniffed, never cached. */
export function csvAttachment(csv: string, fileName: string): FileAnswer {
  const content = new TextEncoder().encode(csv)
  return {
    content,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Length': String(content.byteLength),
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  }
}
