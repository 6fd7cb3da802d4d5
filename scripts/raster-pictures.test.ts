import { existsSync, readFileSync } from 'node:fs'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { publicImage, rasterPictures } from './raster-pictures.ts'

/** Each pixel's channels, so two drawings of one SVG compare whatever the encoder's byte choices. */
async function pixels(webp: Buffer) {
  const { data, info } = await sharp(webp).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

describe('the site’s own pictures as WebP', () => {
  it('covers the site’s logo, every demo brand and every body-type illustration at each width', () => {
    const made = rasterPictures().map((picture) => picture.webpPath)
    expect(made).toContain('logo.webp')
    expect(made.filter((path) => path.startsWith('cars/brands/')).length).toBeGreaterThanOrEqual(12)
    for (const width of [320, 640, 960]) expect(made).toContain(`cars/suv.${width}.webp`)
  })

  it.each(rasterPictures().map((picture) => [picture.webpPath, picture] as const))(
    '%s: the committed file is what scripts/raster-pictures.ts makes',
    async (webpPath, picture) => {
      const file = publicImage(webpPath)
      expect(existsSync(file), `run node scripts/raster-pictures.ts to make ${webpPath}`).toBe(true)
      const committed = await pixels(readFileSync(file))
      const made = await pixels(await picture.make())
      expect([committed.width, committed.height]).toEqual([made.width, made.height])
      // Text is drawn with the machine's fonts, so edges may differ by a shade; an edited SVG differs by far more.
      let difference = 0
      for (let index = 0; index < made.data.length; index++) difference += Math.abs(made.data[index]! - committed.data[index]!)
      expect(difference / made.data.length).toBeLessThan(2)
    },
  )
})
