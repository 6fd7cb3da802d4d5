/**
 * A photo of a car to value, made safe before it is kept (decision 0102): its kind decided from
 * its bytes (JPEG, PNG or WebP, whatever its name or declared type say), its dimensions checked
 * from its header before a pixel is decoded (a car photo's rule), then decoded by sharp with a
 * pixel limit, turned upright, made at most `maxSide` pixels a side and encoded afresh as WebP.
 * Only pixels survive: no EXIF (no GPS position of the buyer's home), no comment, nothing appended.
 */
import sharp from 'sharp'
import { tradeInPhotoMediaTypes } from '../contract/trade-in-values.ts'
import { maxInputPixels, measured, type PictureRefusal } from './car-photo.server.ts'
import { runImageJob } from './image-work.server.ts'

/** Enough for staff to judge bodywork and interior on a desktop screen; a few hundred KB. */
const maxSide = 1600

export async function prepareTradeInPhoto(bytes: Uint8Array): Promise<Uint8Array | PictureRefusal> {
  const size = await measured(bytes, 'photo', tradeInPhotoMediaTypes)
  if (typeof size !== 'number') return size
  return runImageJob(size, async () => {
    try {
      const webp = await sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'error', animated: false })
        .rotate()
        .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer()
      return new Uint8Array(webp)
    } catch {
      // Truncated or crafted past its header: not a picture that decodes.
      return 'kind' as const
    }
  })
}
