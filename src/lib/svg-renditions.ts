/**
 * The site's own SVG pictures — a car's drawing (decision 0057) and the body-type illustrations of
 * offers and the home page — as WebP at a few widths, for the page to show instead of the SVG.
 *
 * Why: Chromium draws an SVG image on the page's main thread, in a document of its own (made,
 * styled and laid out like a page, its text's fonts looked up), while a WebP is decoded off it.
 * On traces of the home page, seven SVG pictures cost 60–108 ms of the main thread at a desktop's
 * speed, four times that on a phone, in the time Lighthouse counts as blocking (issue 37). The
 * SVG stays the picture's address in the data, for the staff screens, link previews and
 * databases written before.
 */
export const svgRenditionWidths = [320, 640, 960] as const
export type SvgRenditionWidth = (typeof svgRenditionWidths)[number]

const ownSvgPicture = /^\/(?:media\/drawings\/[a-z0-9.-]+|images\/cars\/[a-z-]+)\.svg$/

/** The WebP of one of the site's own SVG pictures at a width, or null for any other picture. */
export function svgRenditionPath(path: string, width: SvgRenditionWidth): string | null {
  return ownSvgPicture.test(path) ? path.replace(/\.svg$/, `.${width}.webp`) : null
}

/** What an <img> needs to show the site's own SVG picture as WebP (the browser picks the width), or null. */
export function svgRenditionSources(path: string): { src: string; srcSet: string } | null {
  if (!ownSvgPicture.test(path)) return null
  return {
    src: svgRenditionPath(path, 640) as string,
    srcSet: svgRenditionWidths.map((width) => `${svgRenditionPath(path, width) as string} ${width}w`).join(', '),
  }
}

const renditionName = new RegExp(`^(.+)\\.(${svgRenditionWidths.join('|')})\\.webp$`)

/** The SVG a rendition's file name was made from, and its width; null for any other name. */
export function parseSvgRenditionName(name: string): { svgName: string; width: SvgRenditionWidth } | null {
  const match = renditionName.exec(name)
  if (!match) return null
  return { svgName: `${match[1] as string}.svg`, width: Number(match[2]) as SvgRenditionWidth }
}
