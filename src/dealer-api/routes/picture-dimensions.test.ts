/**
 * Every picture upload is measured by its kind's rule from its header, before anything is decoded,
 * and refused next to its field in the language asked (issue 32). Reproductions: a car photo of
 * one colour, 6,000 × 4,500 pixels in a PNG of a few KB, took seconds and half a gigabyte to
 * decode; a logo of 1 × 20,000 pixels was stored; a news cover nine times as wide as high too.
 */
import sharp from 'sharp'
import { expect, it } from 'vitest'
import { describeOnEngines } from '../../server/db/describe-on-engines'
import { staffTestApi } from '../staff-test-kit'
import { carPhotoRoutes } from './car-photos'
import { staffDealerRoutes } from './staff-dealer'
import { staffNewsRoutes } from './staff-news'

/** A PNG of one colour: a few KB, however many pixels it claims. */
const plain = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 70 } } })
    .png({ compressionLevel: 9 })
    .toBuffer()
    .then((buffer) => new File([new Uint8Array(buffer)], 'picture.png', { type: 'image/png' }))

const form = (fields: Record<string, string | File>) => {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.set(name, value)
  return body
}

describeOnEngines('picture dimensions', ({ handle }) => {
  const { staffMember, call } = staffTestApi([...carPhotoRoutes, ...staffDealerRoutes, ...staffNewsRoutes], handle)

  /** The answer's status and the sentence next to `field`. */
  const refusal = async (answer: Response, field: string) => {
    const { error } = (await answer.json()) as { error: { fields?: Record<string, string[]> } }
    return { status: answer.status, message: error.fields?.[field]?.[0] ?? '' }
  }

  it('refuses a car photo over 24 megapixels, or a strip, next to the photo field', async () => {
    const editor = await staffMember('editor')
    const { items } = (await (await call('GET', '/staff/car-photos?q=camry', { token: editor.token })).json()) as {
      items: { id: number }[]
    }
    const car = items[0]!
    const { colors } = (await (await call('GET', `/staff/car-photos/${car.id}`, { token: editor.token })).json()) as {
      colors: { id: number }[]
    }
    const path = `/staff/car-photos/${car.id}/colors/${colors[0]!.id}`
    for (const [width, height] of [
      [6000, 4500],
      [4000, 100],
    ] as const) {
      const started = Date.now()
      const answer = await call('POST', path, { token: editor.token, body: form({ photo: await plain(width, height) }), locale: 'ar' })
      expect(await refusal(answer, 'photo'), `${width} × ${height}`).toEqual({
        status: 400,
        message: expect.stringMatching(/[\u0600-\u06ff]/),
      })
      expect(Date.now() - started).toBeLessThan(3_000)
    }
  }, 60_000)

  it('refuses a dealer or brand logo of 1 × 20,000 pixels next to the logo field', async () => {
    const admin = await staffMember('admin')
    const strip = await plain(1, 20_000)
    const dealer = await call('PUT', '/staff/dealer/logo', { token: admin.token, body: form({ logo: strip }), locale: 'en' })
    expect(await refusal(dealer, 'logo')).toEqual({ status: 400, message: expect.stringContaining('This logo is too large or too narrow') })
    const brand = await call('POST', '/staff/brand-logos/1', { token: admin.token, body: form({ logo: strip }), locale: 'en' })
    expect(await refusal(brand, 'logo')).toEqual({ status: 400, message: expect.stringContaining('This logo is too large or too narrow') })
  })

  it('refuses a news cover nine times as wide as high next to the cover field', async () => {
    const editor = await staffMember('editor')
    const body = form({
      titleAr: 'خبر بغلاف عريض',
      titleEn: `A wide cover ${crypto.randomUUID().slice(0, 8)}`,
      summaryAr: 'ملخص.',
      summaryEn: 'Summary.',
      bodyAr: 'نص.',
      bodyEn: 'Text.',
      cover: await plain(9000, 1000),
    })
    const answer = await call('POST', '/staff/news', {
      token: editor.token,
      body,
      headers: { 'Idempotency-Key': `news-${crypto.randomUUID()}` },
      locale: 'en',
    })
    expect(await refusal(answer, 'cover')).toEqual({
      status: 400,
      message: expect.stringContaining('This picture is too large or too narrow'),
    })
  })
})
