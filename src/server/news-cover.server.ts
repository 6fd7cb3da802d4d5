/**
 * A news article's cover as stored: the upload's kind decided from its bytes (PNG, JPEG or WebP,
 * whatever its name or declared type say), then decoded, turned upright, scaled to at most
 * `coverWidth` pixels wide and encoded afresh as WebP by sharp. Only pixels survive: no metadata
 * (EXIF, GPS, comments), no trailing bytes, no second payload hidden in the file.
 */
import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { pictureDimensionRules } from '../contract/picture-dimensions.ts'
import { coverMediaTypes, newsEditorLimits } from '../contract/staff-news.ts'
import { measured, type PictureRefusal } from './car-photo.server.ts'
import { runImageJob } from './image-work.server.ts'

export type PreparedCover = { name: string; content: Uint8Array; mediaType: 'image/webp'; width: number; height: number }

/** The cover ready to store, or why not (not an accepted kind, or measuring more than a cover may). */
export function prepareNewsCover(bytes: Uint8Array): Promise<PreparedCover | PictureRefusal> {
  return prepareWebpImage(bytes, newsEditorLimits.coverWidth, 'cover')
}

/**
 * Any uploaded picture by the same rules (the dealer's logo too, decision 0058, as a `logo`):
 * sniffed, measured by its kind's dimensions before decoding, decoded in its turn among this
 * process's image jobs, at most `maxWidth` wide, WebP with transparency kept and nothing else.
 */
export async function prepareWebpImage(
  bytes: Uint8Array,
  maxWidth: number,
  kind: 'cover' | 'logo',
): Promise<PreparedCover | PictureRefusal> {
  const size = await measured(bytes, kind, coverMediaTypes)
  if (typeof size !== 'number') return size
  return runImageJob(size, async () => {
    try {
      const { data, info } = await sharp(bytes, {
        limitInputPixels: pictureDimensionRules[kind].maxPixels,
        failOn: 'error',
        animated: false,
      })
        .rotate()
        .resize({ width: maxWidth, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true })
      const content = new Uint8Array(data)
      const name = `${createHash('sha256').update(content).digest('hex').slice(0, 24)}.webp`
      return { name, content, mediaType: 'image/webp' as const, width: info.width, height: info.height }
    } catch {
      // A file that starts like an image but does not decode as one (truncated, crafted).
      return 'kind' as const
    }
  })
}
