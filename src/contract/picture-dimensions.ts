/**
 * What an uploaded picture may measure, per kind, checked from its header before a single pixel
 * is decoded (issue 32): a 129 KB PNG of one colour claimed 8,000 × 8,000 pixels and cost half a
 * gigabyte and ten seconds to decode; a logo of 1 × 39,000,000 pixels was taken after 17 seconds.
 * A camera's photo (6,000 × 4,000), a phone's panorama (at most 4 times as wide as high) and any
 * real logo fit; nothing else is worth a server's memory.
 */
export type PictureKind = 'photo' | 'cover' | 'logo'

export type PictureDimensionRule = {
  /** Width × height. */
  maxPixels: number
  /** The longer side. */
  maxSide: number
  /** The longer side over the shorter one. */
  maxAspect: number
}

export const pictureDimensionRules: Record<PictureKind, PictureDimensionRule> = {
  photo: { maxPixels: 24_000_000, maxSide: 8_000, maxAspect: 4 },
  cover: { maxPixels: 24_000_000, maxSide: 8_000, maxAspect: 4 },
  logo: { maxPixels: 4_000_000, maxSide: 4_000, maxAspect: 10 },
}

/** Whether a picture of `width` × `height` pixels may be decoded as a `kind`. */
export function fitsPictureRule(kind: PictureKind, width: number, height: number): boolean {
  const rule = pictureDimensionRules[kind]
  if (!(width >= 1 && height >= 1)) return false
  const [longer, shorter] = width >= height ? [width, height] : [height, width]
  return width * height <= rule.maxPixels && longer <= rule.maxSide && longer / shorter <= rule.maxAspect
}
