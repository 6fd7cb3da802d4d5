/**
 * `node scripts/raster-logos.ts` — the storefront's own logo and the demo brands' logos as WebP,
 * made from their SVG sources in public/images and written beside them (issue 37).
 *
 * Why not the SVGs themselves: Chromium draws an SVG image on the page's main thread, in a
 * document of its own (created, styled and laid out like a page, fonts looked up for its text),
 * and paints it again there at every size; a WebP is decoded off the main thread. On the home
 * page's Chromium traces the SVG logos cost 19–48 ms of painting at a desktop's speed, the WebPs
 * 8–11 ms — four times that on a phone, in the time Lighthouse counts as blocking. They are made
 * as a dealer's uploaded logo is stored (car-photo.server.ts): at most 256 px a side, transparency
 * kept, so a demo shop and a real one show the same kind of file.
 *
 * The SVGs stay: they are the sources, and databases seeded before this point at them.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { carPhotoLimits } from '../src/contract/car-photos.ts'

const publicImages = new URL('../public/images/', import.meta.url)

/** Every logo this script makes, as paths under public/images. */
export function logoSources(): string[] {
  const brandLogos = readdirSync(new URL('cars/brands/', publicImages))
    .filter((name) => name.endsWith('.svg'))
    .sort()
    .map((name) => `cars/brands/${name}`)
  return ['logo.svg', ...brandLogos]
}

export const rasterPathOf = (svgPath: string) => svgPath.replace(/\.svg$/, '.webp')

/** The WebP a logo's SVG makes: drawn sharp at the final size, not scaled down from a blur. */
export async function rasterLogo(svgPath: string): Promise<Buffer> {
  const svg = readFileSync(new URL(svgPath, publicImages))
  const size = carPhotoLimits.logoSize
  return sharp(svg, { density: 300 }).resize({ width: size, height: size, fit: 'inside' }).webp({ quality: 90, effort: 6 }).toBuffer()
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const svgPath of logoSources()) {
    const webp = await rasterLogo(svgPath)
    writeFileSync(new URL(rasterPathOf(svgPath), publicImages), webp)
    console.log(`public/images/${rasterPathOf(svgPath)}: ${webp.length} bytes`)
  }
}
