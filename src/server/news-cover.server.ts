/**
 * A news article's cover as stored: the upload's kind decided from its bytes (PNG, JPEG or WebP,
 * whatever its name or declared type say), then decoded, turned upright, scaled to at most
 * `coverWidth` pixels wide and encoded afresh as WebP by sharp. Only pixels survive: no metadata
 * (EXIF, GPS, comments), no trailing bytes, no second payload hidden in the file.
 */
import { createHash } from 'node:crypto'
import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import { coverMediaTypes, newsEditorLimits } from '../contract/staff-news.ts'

export type PreparedCover = { name: string; content: Uint8Array; mediaType: 'image/webp'; width: number; height: number }

/** Decoding stops past this many pixels (a small file can claim enormous dimensions). */
const maxInputPixels = 50_000_000

/** The cover ready to store, or null when the bytes are not an image of an accepted kind. */
export function prepareNewsCover(bytes: Uint8Array): Promise<PreparedCover | null> {
  return prepareWebpImage(bytes, newsEditorLimits.coverWidth)
}

/**
 * Any uploaded picture by the same rules (the dealer's logo too, decision 0058): sniffed, decoded,
 * at most `maxWidth` wide, WebP with transparency kept and nothing else.
 */
export async function prepareWebpImage(bytes: Uint8Array, maxWidth: number): Promise<PreparedCover | null> {
  const detected = await fileTypeFromBuffer(bytes)
  if (!detected || !(coverMediaTypes as readonly string[]).includes(detected.mime)) return null
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'error', animated: false })
      .rotate()
      .resize({ width: maxWidth, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true })
    const content = new Uint8Array(data)
    const name = `${createHash('sha256').update(content).digest('hex').slice(0, 24)}.webp`
    return { name, content, mediaType: 'image/webp', width: info.width, height: info.height }
  } catch {
    // A file that starts like an image but does not decode as one (truncated, crafted).
    return null
  }
}
