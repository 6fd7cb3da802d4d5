/** The car-photo pipeline against hostile files: only pictures of the accepted kinds get through, as fresh pixels. */
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { carPhotoLimits } from '../contract/car-photos'
import {
  maxInputPixels,
  prepareBrandLogo as prepareBrandLogoOrRefuse,
  prepareCarPhoto as prepareCarPhotoOrRefuse,
} from './car-photo.server'

/** The prepared picture, or null when it was refused (why is the refusal tests' business). */
const prepareCarPhoto = async (bytes: Uint8Array) => {
  const prepared = await prepareCarPhotoOrRefuse(bytes)
  return typeof prepared === 'string' ? null : prepared
}
const prepareBrandLogo = async (bytes: Uint8Array) => {
  const logo = await prepareBrandLogoOrRefuse(bytes)
  return typeof logo === 'string' ? null : logo
}

const photo = (width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'gif' | 'tiff') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 40 } } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-exif-marker', ImageDescription: 'GPS here' } } })
    .toFormat(format)
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer))

describe('prepareCarPhoto', () => {
  it('makes every width up to the upload in WebP and AVIF, 16:10, named by content', async () => {
    const prepared = await prepareCarPhoto(await photo(1000, 900, 'jpeg'))
    expect(prepared?.widths).toEqual([320, 640, 960])
    expect(prepared?.files.map((file) => file.name)).toEqual(
      [320, 640, 960].flatMap((width) => [`${prepared?.name}-${width}.webp`, `${prepared?.name}-${width}.avif`]),
    )
    for (const file of prepared?.files ?? []) {
      const meta = await sharp(file.content).metadata()
      expect(meta.format).toBe(file.mediaType === 'image/webp' ? 'webp' : 'heif')
      expect((meta.width as number) / (meta.height as number)).toBeCloseTo(1.6, 2)
      // Only pixels survive: no EXIF.
      expect(meta.exif).toBeUndefined()
      expect(Buffer.from(file.content).includes('secret-exif-marker')).toBe(false)
    }
  })

  it('always makes the smallest width, even from a small upload', async () => {
    expect((await prepareCarPhoto(await photo(200, 150, 'png')))?.widths).toEqual([carPhotoLimits.widths[0]])
  })

  it('gives the same name to the same upload and another to another', async () => {
    const bytes = await photo(400, 300, 'webp')
    expect((await prepareCarPhoto(bytes))?.name).toBe((await prepareCarPhoto(bytes))?.name)
    expect((await prepareCarPhoto(await photo(401, 300, 'webp')))?.name).not.toBe((await prepareCarPhoto(bytes))?.name)
  })

  it('refuses kinds other than JPEG, PNG and WebP, whatever they are called', async () => {
    expect(await prepareCarPhoto(await photo(400, 300, 'gif'))).toBeNull()
    expect(await prepareCarPhoto(await photo(400, 300, 'tiff'))).toBeNull()
  })

  it('refuses an SVG (script and all) sent as a .jpg', async () => {
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><script>alert(1)</script><rect width="400" height="300"/></svg>',
    )
    expect(await prepareCarPhoto(svg)).toBeNull()
    expect(await prepareBrandLogo(svg)).toBeNull()
  })

  it('refuses text, an empty file and random bytes', async () => {
    expect(await prepareCarPhoto(new TextEncoder().encode('not a picture at all'))).toBeNull()
    expect(await prepareCarPhoto(new Uint8Array())).toBeNull()
    expect(await prepareCarPhoto(new Uint8Array(4096).map((_, index) => (index * 7919) % 256))).toBeNull()
  })

  it('refuses a truncated JPEG and PNG', async () => {
    for (const format of ['jpeg', 'png'] as const) {
      const whole = await photo(800, 600, format)
      expect(await prepareCarPhoto(whole.slice(0, Math.floor(whole.length / 2)))).toBeNull()
    }
  })

  it('refuses a picture claiming more pixels than the limit, without decoding them', async () => {
    // A valid PNG header for 20000 × 20000 (400 Mpx) followed by a tiny, wrong body.
    const png = await photo(8, 8, 'png')
    const view = new DataView(png.buffer, png.byteOffset)
    view.setUint32(16, 20_000)
    view.setUint32(20, 20_000)
    expect(20_000 * 20_000).toBeGreaterThan(maxInputPixels)
    const started = Date.now()
    expect(await prepareCarPhoto(png)).toBeNull()
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  it('refuses a real picture over the pixel limit', async () => {
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer()
    expect(8000 * 6000).toBeGreaterThan(maxInputPixels)
    expect(await prepareCarPhotoOrRefuse(new Uint8Array(huge))).toBe('dimensions')
  })

  it('makes a strip into 16:10 sizes quickly, never scaling it up before cropping', async () => {
    // A few dozen bytes: scaled up to cover 1280 × 800 before the crop, a 1,500 × 1 strip became
    // 1,200,000 × 800 pixels for the attention strategy (minutes of CPU and gigabytes per upload).
    // Such a strip is refused by its proportions now (below); the narrowest photo taken still is cropped first.
    for (const [width, height] of [
      [1600, 400],
      [400, 1600],
    ] as const) {
      const strip = await sharp({ create: { width, height, channels: 3, background: '#805020' } })
        .png()
        .toBuffer()
      const started = Date.now()
      const prepared = await prepareCarPhoto(new Uint8Array(strip))
      // Its sizes' encoding takes a second or two; the strip scaled up first took minutes.
      expect(Date.now() - started, `${width} × ${height}`).toBeLessThan(15_000)
      for (const file of prepared?.files ?? []) {
        const meta = await sharp(file.content).metadata()
        expect((meta.width as number) / (meta.height as number)).toBeCloseTo(1.6, 2)
      }
      expect(prepared?.files.length).toBeGreaterThan(0)
    }
  }, 40_000)

  it('refuses a strip, or a photo over 24 megapixels, from its header before decoding it (issue 32)', async () => {
    for (const [width, height] of [
      [1500, 1],
      [1, 1500],
      [6000, 4500],
      [9000, 2000],
    ] as const) {
      const picture = await sharp({ create: { width, height, channels: 3, background: '#805020' } })
        .png({ compressionLevel: 9 })
        .toBuffer()
      const started = Date.now()
      expect(await prepareCarPhotoOrRefuse(new Uint8Array(picture)), `${width} × ${height}`).toBe('dimensions')
      expect(Date.now() - started, `${width} × ${height} is refused without decoding`).toBeLessThan(1_000)
    }
  }, 30_000)

  it('drops bytes appended after the image', async () => {
    const jpeg = await photo(400, 300, 'jpeg')
    const withPayload = new Uint8Array([...jpeg, ...new TextEncoder().encode('<?php system($_GET[1]); ?>')])
    const prepared = await prepareCarPhoto(withPayload)
    for (const file of prepared?.files ?? []) expect(Buffer.from(file.content).includes('<?php')).toBe(false)
  })
})

describe('prepareBrandLogo', () => {
  it('keeps transparency and fits 256 px', async () => {
    const png = await sharp({ create: { width: 1000, height: 500, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer()
    const logo = await prepareBrandLogo(new Uint8Array(png))
    const meta = await sharp(logo?.content).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 128, hasAlpha: true })
    expect(logo?.name).toMatch(/^[0-9a-f]{24}\.webp$/)
  })
})
