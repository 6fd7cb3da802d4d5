/**
 * A car photo or brand logo as stored (decision 0057): the upload's kind decided from its bytes
 * (JPEG, PNG or WebP, whatever its name or declared type say), decoded by sharp with a pixel
 * limit, turned upright and encoded afresh. Only pixels survive: no EXIF/GPS, no comment, nothing
 * appended after the image.
 */
import { createHash } from 'node:crypto'
import { fileTypeFromBuffer } from 'file-type'
import sharp, { type Sharp } from 'sharp'
import { carPhotoLimits, pictureMediaTypes } from '../contract/car-photos.ts'
import { fitsPictureRule, pictureDimensionRules, type PictureKind } from '../contract/picture-dimensions.ts'
import { pictureSize, runImageJob } from './image-work.server.ts'

export type PictureFile = { name: string; content: Uint8Array; mediaType: 'image/webp' | 'image/avif' }

/** A photo ready to store: its name (the start of every file's name), its widths and its files. */
export type PreparedCarPhoto = { name: string; widths: number[]; files: PictureFile[] }

/**
 * Decoding stops past this many pixels, should a file's header have understated them: a small
 * file can claim enormous dimensions. Its dimensions are checked before (`measured`).
 */
export const maxInputPixels = pictureDimensionRules.photo.maxPixels

/** Not a picture of an accepted kind, or one whose dimensions its kind refuses (`fitsPictureRule`). */
export type PictureRefusal = 'kind' | 'dimensions'

/**
 * The upload's pixel count when it is an accepted kind whose header reads and whose dimensions
 * `kind` allows, read before anything is decoded.
 */
export async function measured(bytes: Uint8Array, kind: PictureKind, accepted: readonly string[]): Promise<number | PictureRefusal> {
  const detected = await fileTypeFromBuffer(bytes)
  if (!detected || !accepted.includes(detected.mime)) return 'kind'
  const size = await pictureSize(bytes)
  if (!size) return 'kind'
  return fitsPictureRule(kind, size.width, size.height) ? size.width * size.height : 'dimensions'
}

/** Bumped when the encoding changes, so a new encoding never reuses an old file's address. */
const pipelineVersion = 'v1'

/** The upright pixels of an upload, or null when they do not decode within the limits. */
async function decode(bytes: Uint8Array): Promise<Sharp | null> {
  try {
    const image = sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'error', animated: false }).rotate()
    // Decoding the whole image here (not only its header) catches truncated and crafted files
    // before any size is made from it.
    const { data, info } = await image.raw().toBuffer({ resolveWithObject: true })
    return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
  } catch {
    return null
  }
}

/**
 * The 16:10 box of the upload at its own resolution, chosen by attention, before anything is
 * resized. Resizing first would scale a degenerate strip up to cover each width's box: a 1,500 × 1
 * PNG of 89 bytes became a 300,000 × 200 picture for the attention strategy to search at 320 px,
 * and larger at every other width, minutes of every core and gigabytes of memory per upload.
 * Cropped first, no step ever holds more pixels than the upload itself (at most `maxInputPixels`).
 */
async function cropToPictureBox(pixels: Sharp): Promise<Sharp> {
  const { width = 1, height = 1 } = await pixels.metadata()
  const boxWidth = Math.max(1, Math.min(width, Math.round((height * 16) / 10)))
  const boxHeight = Math.max(1, Math.min(height, Math.round((width * 10) / 16)))
  // A box within the picture: `cover` does not scale it (factor 1), it only crops.
  const { data, info } = await pixels
    .resize({ width: boxWidth, height: boxHeight, fit: 'cover', position: 'attention' })
    .raw()
    .toBuffer({ resolveWithObject: true })
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
}

const nameOf = (bytes: Uint8Array, salt: string) =>
  createHash('sha256').update(salt).update(bytes).digest('hex').slice(0, carPhotoLimits.nameLength)

/**
 * Every size of a car photo in WebP and AVIF, cropped to the 16:10 box every car picture fills
 * (so pages reserve its place before it loads), never wider than the upload except the smallest.
 * A refusal when the bytes are not a picture of an accepted kind that decodes, or measure more
 * than a photo may; the work waits its turn among this process's image jobs.
 */
export async function prepareCarPhoto(bytes: Uint8Array): Promise<PreparedCarPhoto | PictureRefusal> {
  const size = await measured(bytes, 'photo', pictureMediaTypes)
  if (typeof size !== 'number') return size
  return runImageJob(size, async () => (await encodeCarPhoto(bytes)) ?? 'kind')
}

async function encodeCarPhoto(bytes: Uint8Array): Promise<PreparedCarPhoto | null> {
  const pixels = await decode(bytes)
  if (!pixels) return null
  const { width = 0 } = await pixels.metadata()
  const [smallest, ...larger] = carPhotoLimits.widths
  const widths = [smallest as number, ...larger.filter((candidate) => candidate <= width)]
  const name = nameOf(bytes, pipelineVersion)
  const box = await cropToPictureBox(pixels)
  const files: PictureFile[] = []
  for (const size of widths) {
    // The box is 16:10 already (to a pixel's rounding), so `cover` only scales it.
    const resized = box.clone().resize({ width: size, height: Math.round((size * 10) / 16), fit: 'cover' })
    const webp = await resized.clone().webp({ quality: 78 }).toBuffer()
    const avif = await resized.clone().avif({ quality: 55, effort: 2 }).toBuffer()
    files.push({ name: `${name}-${size}.webp`, content: new Uint8Array(webp), mediaType: 'image/webp' })
    files.push({ name: `${name}-${size}.avif`, content: new Uint8Array(avif), mediaType: 'image/avif' })
  }
  return { name, widths, files }
}

/** A brand logo: at most 256 px on its longer side, transparency kept, as WebP. Refused as above, by a logo's dimensions. */
export async function prepareBrandLogo(bytes: Uint8Array): Promise<PictureFile | PictureRefusal> {
  const size = await measured(bytes, 'logo', pictureMediaTypes)
  if (typeof size !== 'number') return size
  return runImageJob(size, async () => {
    const pixels = await decode(bytes)
    if (!pixels) return 'kind'
    const content = new Uint8Array(
      await pixels
        .resize({ width: carPhotoLimits.logoSize, height: carPhotoLimits.logoSize, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 90, alphaQuality: 100 })
        .toBuffer(),
    )
    return { name: `${nameOf(content, 'logo')}.webp`, content, mediaType: 'image/webp' }
  })
}
