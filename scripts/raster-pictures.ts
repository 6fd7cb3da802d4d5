/**
 * `node scripts/raster-pictures.ts` — the site's own SVG pictures in public/images as WebP,
 * written beside them (issue 37):
 * - the storefront's logo and the demo brands' logos, made as a dealer's uploaded logo is stored
 *   (car-photo.server.ts): at most 256 px a side, transparency kept, so a demo shop and a real
 *   one show the same kind of file;
 * - the body-type illustrations (home page, offers) at the widths of src/lib/svg-renditions.ts,
 *   drawn as the server draws a car's drawing.
 *
 * Why not the SVGs themselves: Chromium draws an SVG image on the page's main thread, in a
 * document of its own (made, styled and laid out like a page, fonts looked up for its text), and
 * paints it again there at every size; a WebP is decoded off the main thread. On the home page's
 * traces the SVG logos cost 19–48 ms of painting at a desktop's speed, the WebPs 8–11 ms — four
 * times that on a phone, in the time Lighthouse counts as blocking.
 *
 * The SVGs stay: they are the sources, and databases seeded before this point at them. A unit
 * test fails when a committed WebP is not what this script makes.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { carPhotoLimits } from '../src/contract/car-photos.ts'
import { svgRenditionPath, svgRenditionWidths } from '../src/lib/svg-renditions.ts'
import { renderSvgRendition } from '../src/server/svg-rendition.server.ts'
import { loadCardFonts } from '../src/features/previews/card-fonts.server.ts'

const publicImages = new URL('../public/images/', import.meta.url)

/** One WebP this script makes: paths under public/images. */
export type RasterPicture = { svgPath: string; webpPath: string; make: () => Promise<Buffer> }

const svgsIn = (folder: string) =>
  readdirSync(new URL(folder, publicImages))
    .filter((name) => name.endsWith('.svg'))
    .sort()
    .map((name) => `${folder}${name}`)

const readSvg = (svgPath: string) => readFileSync(new URL(svgPath, publicImages))

/**
 * A logo drawn sharp at its final size, not scaled down from a blur. The brands' wordmarks are
 * SVG text asking for IBM Plex Sans, which fontconfig has only once the preview cards' fonts are
 * registered in the process (and then for good): registered first, so the letters do not depend
 * on what the process drew before (the unit test runs beside the cards' tests).
 */
const logo = (svgPath: string): RasterPicture => ({
  svgPath,
  webpPath: svgPath.replace(/\.svg$/, '.webp'),
  make: async () => {
    await loadCardFonts()
    return sharp(readSvg(svgPath), { density: 300 })
      .resize({ width: carPhotoLimits.logoSize, height: carPhotoLimits.logoSize, fit: 'inside' })
      .webp({ quality: 90, effort: 6 })
      .toBuffer()
  },
})

const illustrations = (svgPath: string): RasterPicture[] =>
  svgRenditionWidths.map((width) => ({
    svgPath,
    // Relative to public/images, as the other pictures here.
    webpPath: (svgRenditionPath(`/images/${svgPath}`, width) as string).slice('/images/'.length),
    make: () => renderSvgRendition(readSvg(svgPath), width),
  }))

export function rasterPictures(): RasterPicture[] {
  return [logo('logo.svg'), ...svgsIn('cars/brands/').map(logo), ...svgsIn('cars/').flatMap(illustrations)]
}

export const publicImage = (path: string) => new URL(path, publicImages)

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const picture of rasterPictures()) {
    const webp = await picture.make()
    writeFileSync(publicImage(picture.webpPath), webp)
    console.log(`public/images/${picture.webpPath}: ${webp.length} bytes`)
  }
}
