/** Car photos through the API: who may, what cards and car pages then show, what is stored, audited and announced (decision 0057). */
import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { expect, it } from 'vitest'
import { carPhotoLimits } from '../../contract/car-photos'
import { getCarPictureBytes } from '../../domain/car-photos'
import { onContentChange, startContentChangeRelay, type ContentChange } from '../../server/content-changes.server'
import { describeOnEngines } from '../../server/db/describe-on-engines'
import { carPhotos, pictureFiles, staffAuditLog } from '../../server/db/schema'
import { staffTestApi } from '../staff-test-kit'
import { carPhotoRoutes } from './car-photos'
import { catalogueRoutes } from './catalogue'

type Picture = { path: string; alt: string; sizes?: { width: number; avif: string; webp: string }[] }
type Color = { name: string; hex: string; image: Picture; photos: Picture[] }
type StaffColor = { id: number; name: string; drawing: string; photos: { id: number; altAr: string; altEn: string }[] }

const jpeg = (width: number, red: number) =>
  sharp({ create: { width, height: Math.round((width * 3) / 4), channels: 3, background: { r: red, g: 40, b: 40 } } })
    .jpeg()
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer))

const photoForm = (bytes: Uint8Array, name = 'car.jpg', alt: { altAr?: string; altEn?: string } = {}) => {
  const form = new FormData()
  form.set('photo', new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'image/jpeg' }))
  form.set('altAr', alt.altAr ?? 'صورة جانبية')
  form.set('altEn', alt.altEn ?? 'Side view')
  return form
}

describeOnEngines('car photos API', ({ handle, db }) => {
  const { staffMember, call } = staffTestApi([...carPhotoRoutes, ...catalogueRoutes], handle)
  const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T
  const someCar = async (q: string) => {
    const editor = await staffMember('editor')
    const { items } = await json<{ items: { id: number; title: string; thumbnail: string }[] }>(
      call('GET', `/staff/car-photos?q=${encodeURIComponent(q)}`, { token: editor.token }),
    )
    const car = items[0]
    if (!car) throw new Error(`no demo car matches ${q}`)
    const detail = await json<{ colors: StaffColor[] }>(call('GET', `/staff/car-photos/${car.id}`, { token: editor.token }))
    return { editor, car, colors: detail.colors }
  }

  it('draws a car by body type and size until it has photos: a Tahoe is a large SUV, a RAV4 a compact one', async () => {
    const { car: tahoe } = await someCar('tahoe')
    const { car: rav4 } = await someCar('rav4')
    const { car: picanto } = await someCar('picanto')
    expect(tahoe.thumbnail).toMatch(/^\/media\/drawings\/suv-large\.[0-9a-f]{6}\.chevrolet\.svg$/)
    expect(rav4.thumbnail).toMatch(/^\/media\/drawings\/suv-compact\.[0-9a-f]{6}\.toyota\.svg$/)
    expect(picanto.thumbnail).toMatch(/^\/media\/drawings\/hatchback\./)
    const page = await json<{ image: Picture; colors: Color[] }>(call('GET', `/cars/${tahoe.id}`, { locale: 'en' }))
    // Each colour is its own paint.
    for (const color of page.colors) expect(color.image.path).toContain(`.${color.hex.slice(1)}.`)
    expect(page.colors.every((color) => color.photos.length === 0)).toBe(true)
  })

  it('refuses anonymous callers, sales and cross-site requests, storing nothing', async () => {
    const { car, colors } = await someCar('camry')
    const sales = await staffMember('sales')
    const color = colors[0] as StaffColor
    const path = `/staff/car-photos/${car.id}/colors/${color.id}`
    expect((await call('GET', '/staff/car-photos')).status).toBe(401)
    expect((await call('GET', '/staff/car-photos', { token: sales.token })).status).toBe(403)
    expect((await call('POST', path, { body: photoForm(await jpeg(400, 10)) })).status).toBe(401)
    expect((await call('POST', path, { token: sales.token, body: photoForm(await jpeg(400, 10)) })).status).toBe(403)
    const editor = await staffMember('editor')
    const crossSite = await call('POST', path, { token: editor.token, body: photoForm(await jpeg(400, 10)), crossSite: true })
    expect(crossSite.status).toBe(403)
    expect(await db().select().from(carPhotos).where(eq(carPhotos.carId, car.id))).toEqual([])
  })

  it('refuses a file that is not a picture whatever its name, with the reason on the field in the language asked', async () => {
    const { editor, car, colors } = await someCar('sonata')
    const color = colors[0] as StaffColor
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    const answer = await call('POST', `/staff/car-photos/${car.id}/colors/${color.id}`, {
      token: editor.token,
      body: photoForm(svg, 'innocent.jpg'),
      locale: 'ar',
    })
    expect(answer.status).toBe(415)
    const body = await json<{ error: { fields: Record<string, string[]> } }>(answer)
    expect(body.error.fields.photo?.[0]).toMatch(/[\u0600-\u06FF]/)
    expect(await db().select().from(carPhotos).where(eq(carPhotos.carId, car.id))).toEqual([])
  })

  it('refuses a picture over 10 MB with the photo size reason on the field, in the language asked, storing nothing', async () => {
    const { editor, car, colors } = await someCar('elantra')
    const color = colors[0] as StaffColor
    // A real JPEG padded past the limit: decoders ignore what follows its end marker, so only its size is wrong.
    const picture = await jpeg(400, 60)
    const oversized = new Uint8Array(carPhotoLimits.maxBytes + 1)
    oversized.set(picture)
    const filesBefore = await db().$count(pictureFiles)
    for (const [locale, reason] of [
      ['en', 'This picture is larger than 10 MB. Please choose a smaller file.'],
      ['ar', 'حجم هذه الصورة أكبر من 10 ميجابايت. يُرجى اختيار ملف أصغر.'],
    ] as const) {
      const answer = await call('POST', `/staff/car-photos/${car.id}/colors/${color.id}`, {
        token: editor.token,
        body: photoForm(oversized, 'big.jpg'),
        locale,
      })
      expect(answer.status).toBe(413)
      const body = await json<{ error: { code: string; message: string; fields: Record<string, string[]> } }>(answer)
      expect(body.error.code).toBe('payload_too_large')
      expect(body.error.fields).toEqual({ photo: [reason] })
    }
    // An 11 MB upload announced as such is refused from its Content-Length, before it is read,
    // with the same reason on the field, not a bare 413 (issue 14).
    const announced = await call('POST', `/staff/car-photos/${car.id}/colors/${color.id}`, {
      token: editor.token,
      body: photoForm(picture, 'eleven.jpg'),
      headers: { 'Content-Length': String(11 * 1000 * 1000) },
    })
    expect(announced.status).toBe(413)
    expect((await json<{ error: { fields: Record<string, string[]> } }>(announced)).error.fields).toEqual({
      photo: ['This picture is larger than 10 MB. Please choose a smaller file.'],
    })
    expect(await db().select().from(carPhotos).where(eq(carPhotos.carId, car.id))).toEqual([])
    expect(await db().$count(pictureFiles)).toBe(filesBefore)
    // The same picture at exactly the limit is taken: the refusal is about size alone.
    const atLimit = oversized.subarray(0, carPhotoLimits.maxBytes)
    const taken = await call('POST', `/staff/car-photos/${car.id}/colors/${color.id}`, { token: editor.token, body: photoForm(atLimit) })
    expect(taken.status).toBe(201)
  })

  it('adds, describes, reorders and deletes photos: cards and car pages follow, each change audited and announced', async () => {
    const { editor, car, colors } = await someCar('land cruiser')
    const [first, second] = colors as [StaffColor, StaffColor]
    const stopRelay = await startContentChangeRelay(handle())
    const heard: ContentChange[] = []
    const stopListening = onContentChange((change) => heard.push(change))
    try {
      const upload = (color: StaffColor, bytes: Uint8Array, alt?: { altAr?: string; altEn?: string }) =>
        call('POST', `/staff/car-photos/${car.id}/colors/${color.id}`, { token: editor.token, body: photoForm(bytes, 'car.jpg', alt) })
      // The second colour first: the card shows the first photo of the first colour that has one.
      const a = await upload(second, await jpeg(1400, 200), { altEn: 'Front three-quarter' })
      expect(a.status).toBe(201)
      const photoA = await json<{ id: number; sizes: { width: number; avif: string; webp: string }[] }>(a)
      expect(photoA.sizes.map((size) => size.width)).toEqual([320, 640, 960, 1280])
      await expect.poll(() => heard, { timeout: 2000 }).toContainEqual({ topic: 'cars' })

      const card = await json<{ image: Picture }>(call('GET', `/cars/${car.id}`, { locale: 'en' }))
      expect(card.image.sizes?.map((size) => size.avif)).toEqual(photoA.sizes.map((size) => size.avif))
      expect(card.image.alt).toBe('Front three-quarter')
      const photoB = await json<{ id: number }>(upload(second, await jpeg(700, 90), { altEn: 'Interior' }))

      const ordered = await call('PUT', `/staff/car-photos/${car.id}/colors/${second.id}/order`, {
        token: editor.token,
        body: { ids: [photoB.id, photoA.id] },
      })
      expect(ordered.status).toBe(200)
      const page = await json<{ colors: Color[] }>(call('GET', `/cars/${car.id}`, { locale: 'en' }))
      expect(page.colors[1]?.photos.map((photo) => photo.alt)).toEqual(['Interior', 'Front three-quarter'])
      expect(page.colors[1]?.image.alt).toBe('Interior')
      // The first colour still shows its drawing.
      expect(page.colors[0]?.image.path).toMatch(/^\/media\/drawings\/suv-large\./)
      // A wrong order (a photo twice, one missing) changes nothing.
      const wrong = { token: editor.token, body: { ids: [photoA.id, photoA.id] } }
      expect((await call('PUT', `/staff/car-photos/${car.id}/colors/${second.id}/order`, wrong)).status).toBe(409)

      const described = await call('PATCH', `/staff/car-photos/${car.id}/photos/${photoA.id}`, {
        token: editor.token,
        body: { altAr: 'من الأمام', altEn: 'From the front' },
      })
      expect(await json(described)).toMatchObject({ altAr: 'من الأمام', altEn: 'From the front' })
      const arabic = await json<{ colors: Color[] }>(call('GET', `/cars/${car.id}`, { locale: 'ar' }))
      expect(arabic.colors[1]?.photos[1]?.alt).toBe('من الأمام')

      // Another car's photo cannot be reached through this car.
      expect((await call('DELETE', `/staff/car-photos/${car.id + 1}/photos/${photoA.id}`, { token: editor.token })).status).toBe(404)
      expect((await call('DELETE', `/staff/car-photos/${car.id}/photos/${photoB.id}`, { token: editor.token })).status).toBe(200)
      expect((await call('DELETE', `/staff/car-photos/${car.id}/photos/${photoA.id}`, { token: editor.token })).status).toBe(200)
      const after = await json<{ image: Picture; colors: Color[] }>(call('GET', `/cars/${car.id}`, { locale: 'en' }))
      expect(after.image.sizes).toBeUndefined()
      expect(after.colors[1]?.photos).toEqual([])
      // Deleted photos keep their files while they can be restored (decision 0080; car-photos-restore.test.ts).
      const leftover = await db().select({ name: pictureFiles.name }).from(pictureFiles)
      expect(leftover.filter((file) => photoA.sizes.some((size) => size.webp.endsWith(file.name)))).toHaveLength(photoA.sizes.length)

      const audit = await db()
        .select({ action: staffAuditLog.action, staffUserId: staffAuditLog.staffUserId })
        .from(staffAuditLog)
        .where(and(eq(staffAuditLog.subjectType, 'car'), eq(staffAuditLog.subjectId, String(car.id))))
      expect(audit.map((entry) => entry.action)).toEqual([
        'car_photo.added',
        'car_photo.added',
        'car_photo.reordered',
        'car_photo.described',
        'car_photo.deleted',
        'car_photo.deleted',
      ])
      expect(new Set(audit.map((entry) => entry.staffUserId))).toEqual(new Set([editor.id]))
      expect(first.id).not.toBe(second.id)
    } finally {
      stopListening()
      await stopRelay()
    }
  })

  it('serves each stored size by name, and hands the first picture to the server as bytes', async () => {
    const { editor, car, colors } = await someCar('patrol')
    const color = colors[0] as StaffColor
    expect((await getCarPictureBytes(db(), car.id))?.kind).toBe('drawing')
    const photo = await json<{ sizes: { width: number; avif: string; webp: string }[] }>(
      call('POST', `/staff/car-photos/${car.id}/colors/${color.id}`, { token: editor.token, body: photoForm(await jpeg(700, 30)) }),
    )
    for (const size of photo.sizes) {
      for (const [path, mediaType] of [
        [size.avif, 'image/avif'],
        [size.webp, 'image/webp'],
      ] as const) {
        const answer = await json<{ mediaType: string; base64: string }>(call('GET', path.replace('/media/pictures/', '/picture-files/')))
        expect(answer.mediaType).toBe(mediaType)
        expect((await sharp(Buffer.from(answer.base64, 'base64')).metadata()).width).toBe(size.width)
      }
    }
    expect((await call('GET', '/picture-files/000000000000000000000000-320.webp')).status).toBe(404)
    expect((await call('GET', '/picture-files/..%2Fetc%2Fpasswd')).status).toBe(400)
    const bytes = await getCarPictureBytes(db(), car.id)
    expect(bytes).toMatchObject({ kind: 'photo', mediaType: 'image/webp', width: 640 })
    expect(await getCarPictureBytes(db(), 99_999_999)).toBeNull()
  })

  it('replaces a brand logo and the brands list shows it', async () => {
    const editor = await staffMember('editor')
    const { items } = await json<{ items: { id: number; name: string }[] }>(call('GET', '/staff/brand-logos', { token: editor.token }))
    const brand = items[0] as { id: number }
    const png = await sharp({ create: { width: 600, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.set('logo', new File([new Uint8Array(png)], 'logo.png', { type: 'image/png' }))
    const answer = await call('POST', `/staff/brand-logos/${brand.id}`, { token: editor.token, body: form })
    expect(answer.status).toBe(200)
    const { logoPath } = await json<{ logoPath: string }>(answer)
    expect(logoPath).toMatch(/^\/media\/pictures\/[0-9a-f]{24}\.webp$/)
    const brands = await json<{ id: number; logoPath: string }[] | { items: { id: number; logoPath: string }[] }>(
      call('GET', '/brands', { locale: 'en' }),
    )
    const list = Array.isArray(brands) ? brands : brands.items
    expect(list.find((listed) => listed.id === brand.id)?.logoPath).toBe(logoPath)
    const fileOf = (path: string) => call('GET', `/picture-files/${path.split('/').pop()}`)
    expect((await fileOf(logoPath)).status).toBe(200)

    // Replaced again: the first upload's file goes, since no brand shows it any more.
    const otherPng = await sharp({ create: { width: 600, height: 300, channels: 4, background: { r: 20, g: 60, b: 120, alpha: 1 } } })
      .png()
      .toBuffer()
    const next = new FormData()
    next.set('logo', new File([new Uint8Array(otherPng)], 'logo.png', { type: 'image/png' }))
    const replaced = await call('POST', `/staff/brand-logos/${brand.id}`, { token: editor.token, body: next })
    expect(replaced.status).toBe(200)
    const { logoPath: newPath } = await json<{ logoPath: string }>(replaced)
    expect(newPath).not.toBe(logoPath)
    expect((await fileOf(newPath)).status).toBe(200)
    expect((await fileOf(logoPath)).status).toBe(404)
  })
})
