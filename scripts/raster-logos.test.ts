import { existsSync, readFileSync } from 'node:fs'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { carPhotoLimits } from '../src/contract/car-photos.ts'
import { logoSources, rasterLogo, rasterPathOf } from './raster-logos.ts'

const publicImage = (path: string) => new URL(`../public/images/${path}`, import.meta.url)

/** Each pixel's channels, so two drawings of one SVG compare whatever the encoder's byte choices. */
async function pixels(webp: Buffer) {
  const { data, info } = await sharp(webp).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

describe('the logos as WebP', () => {
  it('covers the site’s logo and every demo brand', () => {
    expect(logoSources()).toContain('logo.svg')
    expect(logoSources().filter((path) => path.startsWith('cars/brands/')).length).toBeGreaterThanOrEqual(12)
  })

  it.each(logoSources())('%s: the committed WebP is what scripts/raster-logos.ts makes of it', async (svgPath) => {
    const file = publicImage(rasterPathOf(svgPath))
    expect(existsSync(file), `run node scripts/raster-logos.ts to make ${rasterPathOf(svgPath)}`).toBe(true)
    const committed = await pixels(readFileSync(file))
    const made = await pixels(await rasterLogo(svgPath))
    expect([committed.width, committed.height]).toEqual([made.width, made.height])
    expect(Math.max(committed.width, committed.height)).toBe(carPhotoLimits.logoSize)
    // Text is drawn with the machine's fonts, so edges may differ by a shade; an edited SVG differs by far more.
    let difference = 0
    for (let index = 0; index < made.data.length; index++) difference += Math.abs(made.data[index]! - committed.data[index]!)
    expect(difference / made.data.length).toBeLessThan(2)
  })
})
