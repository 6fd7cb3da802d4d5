/**
 * What kind of CV a file is, decided from its bytes, never from its name or the type a browser
 * claims: the same check in the apply form (before upload) and in the dealer API (after it).
 * `file-type` reads the signatures; a Word 97–2003 document is an OLE2 compound file (file-type
 * says `application/x-cfb`, as it does for Excel and Outlook files), so a .doc must also hold the
 * `WordDocument` stream that only Word files have.
 */
import { fileTypeFromBuffer } from 'file-type'
import { cvMediaTypes, type CvExtension } from '../contract/job-applications'

const detectedAs: Record<string, CvExtension> = {
  'application/pdf': 'pdf',
  [cvMediaTypes.docx]: 'docx',
  'application/x-cfb': 'doc',
  'image/png': 'png',
}

/** "WordDocument" in UTF-16LE, as a compound file's directory names its streams. */
const wordDocumentStreamName = new Uint8Array([...'WordDocument'].flatMap((letter) => [letter.charCodeAt(0), 0]))

function contains(bytes: Uint8Array, needle: Uint8Array): boolean {
  const first = needle[0]
  for (
    let index = bytes.indexOf(first as number);
    index !== -1 && index + needle.length <= bytes.length;
    index = bytes.indexOf(first as number, index + 1)
  ) {
    let matches = true
    for (let offset = 1; offset < needle.length && matches; offset++) matches = bytes[index + offset] === needle[offset]
    if (matches) return true
  }
  return false
}

/** The accepted kind the content is, or null for anything else (SVG, HTML, programs, other documents). */
export async function detectCvType(bytes: Uint8Array): Promise<CvExtension | null> {
  const detected = await fileTypeFromBuffer(bytes)
  const kind = detected ? detectedAs[detected.mime] : undefined
  if (kind === undefined) return null
  if (kind === 'doc' && !contains(bytes, wordDocumentStreamName)) return null
  return kind
}
