/**
 * The answer of a download operation (`download` in ./operation.ts): a file, not JSON. The handler
 * returns its bytes and the headers it goes with; the API sends it as an attachment, never inline
 * (decision 0054).
 */
import { z } from 'zod'

export type FileAnswer = {
  content: Uint8Array | string
  /** `Content-Type`, `Content-Disposition: attachment; …` and the other download headers. */
  headers: Record<string, string>
}

export const fileAnswerSchema = z.custom<FileAnswer>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    'content' in value &&
    (typeof value.content === 'string' || value.content instanceof Uint8Array) &&
    'headers' in value &&
    typeof value.headers === 'object',
  'a file answer',
)
