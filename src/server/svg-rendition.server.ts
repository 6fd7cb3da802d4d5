import sharp from 'sharp'
import type { SvgRenditionWidth } from '../lib/svg-renditions.ts'

/**
 * An SVG drawn as WebP at a width (src/lib/svg-renditions.ts): drawn at that size, not scaled
 * down from a blur, transparency kept. Flat colours and soft gradients: quality 85 keeps edges
 * clean at about 5 KB (320 px) to 15 KB (960 px) for a car's drawing.
 */
export async function renderSvgRendition(svg: string | Buffer, width: SvgRenditionWidth): Promise<Buffer> {
  const bytes = typeof svg === 'string' ? Buffer.from(svg) : svg
  const natural = (await sharp(bytes).metadata()).width ?? width
  return sharp(bytes, { density: Math.max(72, Math.ceil((72 * width) / natural)) })
    .resize({ width })
    .webp({ quality: 85, effort: 4 })
    .toBuffer()
}
