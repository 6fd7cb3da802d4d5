/**
 * Deleting a car photo for 30 days (decision 0080): who may, that it leaves every page and answer
 * at once, that staff see it with the day it goes and restore it to its place, and that
 * housekeeping deletes it and its files for good after the window.
 */
import { and, eq, inArray } from 'drizzle-orm'
import sharp from 'sharp'
import { expect, it } from 'vitest'
import { restoreWindowDays } from '../../contract/values'
import { getCarPictureBytes } from '../../domain/car-photos'
import { onContentChange, startContentChangeRelay, type ContentChange } from '../../server/content-changes.server'
import { describeOnEngines } from '../../server/db/describe-on-engines'
import { carPhotos, pictureFiles, staffAuditLog } from '../../server/db/schema'
import { housekeeping } from '../background-work'
import { staffTestApi } from '../staff-test-kit'
import { carPhotoRoutes } from './car-photos'
import { catalogueRoutes } from './catalogue'

type Picture = { path: string; alt: string; sizes?: { width: number }[] }
type PublicCar = { image: Picture; colors: { photos: Picture[] }[] }
type StaffPhoto = { id: number; altEn: string; sizes: { webp: string; avif: string }[] }
type StaffColor = { id: number; photos: StaffPhoto[]; deleted: (StaffPhoto & { deletedAt: string; goneAt: string })[] }
type StaffCar = { id: number; colors: StaffColor[] }

const dayMs = 24 * 60 * 60 * 1000

/** A small JPEG (one width, two files) of its own colour, so its files are its own. */
const jpeg = (red: number, green = 40) =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: { r: red, g: green, b: 40 } } })
    .jpeg()
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer))

describeOnEngines('deleting and restoring car photos', ({ handle, db }) => {
  const { staffMember, call } = staffTestApi([...carPhotoRoutes, ...catalogueRoutes], handle)
  const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T

  /** The first car `q` finds, as an editor sees it, and a way to upload to its first colour. */
  const carFor = async (q: string) => {
    const editor = await staffMember('editor')
    const { items } = await json<{ items: { id: number; photoCount: number }[] }>(
      call('GET', `/staff/car-photos?q=${encodeURIComponent(q)}`, { token: editor.token }),
    )
    const carId = items[0]?.id
    if (!carId) throw new Error(`no demo car matches ${q}`)
    const staffCar = () => json<StaffCar>(call('GET', `/staff/car-photos/${carId}`, { token: editor.token }))
    const color = (await staffCar()).colors[0] as StaffColor
    const upload = async (altEn: string, red: number) => {
      const form = new FormData()
      form.set('photo', new File([(await jpeg(red)) as Uint8Array<ArrayBuffer>], 'car.jpg', { type: 'image/jpeg' }))
      form.set('altAr', 'صورة')
      form.set('altEn', altEn)
      const answer = await call('POST', `/staff/car-photos/${carId}/colors/${color.id}`, { token: editor.token, body: form })
      expect(answer.status).toBe(201)
      return json<StaffPhoto>(answer)
    }
    const photoPath = (photoId: number) => `/staff/car-photos/${carId}/photos/${photoId}`
    const listed = async () =>
      (
        await json<{ items: { id: number; photoCount: number }[] }>(
          call('GET', `/staff/car-photos?q=${encodeURIComponent(q)}`, { token: editor.token }),
        )
      ).items.find((item) => item.id === carId)
    return { editor, carId, color, staffCar, upload, photoPath, listed }
  }
  const publicCar = (carId: number, locale: 'ar' | 'en' = 'en') => json<PublicCar>(call('GET', `/cars/${carId}`, { locale }))
  const fileStatus = async (path: string) => (await call('GET', path.replace('/media/pictures/', '/picture-files/'))).status

  it('refuses anonymous callers, sales and cross-site requests to delete or restore, changing nothing', async () => {
    const { editor, carId, upload, photoPath } = await carFor('yaris')
    const photo = await upload('Kept', 11)
    const sales = await staffMember('sales')
    for (const [method, path] of [
      ['DELETE', photoPath(photo.id)],
      ['POST', `${photoPath(photo.id)}/restore`],
    ] as const) {
      expect((await call(method, path)).status).toBe(401)
      expect((await call(method, path, { token: sales.token })).status).toBe(403)
      expect((await call(method, path, { token: editor.token, crossSite: true })).status).toBe(403)
    }
    const [row] = await db().select().from(carPhotos).where(eq(carPhotos.id, photo.id))
    expect(row?.deletedAt).toBeNull()
    expect((await publicCar(carId)).colors[0]?.photos.map((shown) => shown.alt)).toEqual(['Kept'])
  })

  it('a deleted photo leaves the car page, its card, the staff list count and the preview picture at once, and is announced', async () => {
    const { editor, carId, staffCar, upload, photoPath, listed } = await carFor('corolla')
    const stopRelay = await startContentChangeRelay(handle())
    const heard: ContentChange[] = []
    const stopListening = onContentChange((change) => heard.push(change))
    try {
      const photo = await upload('Only photo', 22)
      expect((await publicCar(carId)).image.alt).toBe('Only photo')
      expect((await getCarPictureBytes(db(), carId))?.kind).toBe('photo')
      expect((await listed())?.photoCount).toBe(1)
      heard.length = 0

      const before = Date.now()
      expect((await call('DELETE', photoPath(photo.id), { token: editor.token, locale: 'ar' })).status).toBe(200)
      await expect.poll(() => heard, { timeout: 2000 }).toContainEqual({ topic: 'cars' })
      for (const locale of ['ar', 'en'] as const) {
        const page = await publicCar(carId, locale)
        expect(page.image.sizes).toBeUndefined()
        expect(page.colors.flatMap((color) => color.photos)).toEqual([])
      }
      expect((await getCarPictureBytes(db(), carId))?.kind).toBe('drawing')
      expect((await listed())?.photoCount).toBe(0)

      // Staff see it among the colour's deleted photos, with the day it goes for good.
      const color = (await staffCar()).colors[0] as StaffColor
      expect(color.photos).toEqual([])
      expect(color.deleted.map((deleted) => deleted.id)).toEqual([photo.id])
      const deleted = color.deleted[0]!
      expect(Date.parse(deleted.deletedAt)).toBeGreaterThanOrEqual(before - 1000)
      expect(Date.parse(deleted.goneAt) - Date.parse(deleted.deletedAt)).toBe(restoreWindowDays * dayMs)
      // Its files stay while it can be restored.
      for (const size of photo.sizes) expect(await fileStatus(size.webp)).toBe(200)
      // It cannot be deleted twice, described or moved while deleted.
      expect((await call('DELETE', photoPath(photo.id), { token: editor.token })).status).toBe(404)
      expect((await call('PATCH', photoPath(photo.id), { token: editor.token, body: { altAr: 'x', altEn: 'x' } })).status).toBe(404)
    } finally {
      stopListening()
      await stopRelay()
    }
  })

  it('restores a deleted photo to its place in its colour, audited and announced; a photo not deleted is answered as it is', async () => {
    const { editor, carId, staffCar, upload, photoPath } = await carFor('camry')
    const first = await upload('First', 31)
    const second = await upload('Second', 32)
    const third = await upload('Third', 33)
    expect((await call('DELETE', photoPath(second.id), { token: editor.token })).status).toBe(200)
    expect((await publicCar(carId)).colors[0]?.photos.map((photo) => photo.alt)).toEqual(['First', 'Third'])

    const stopRelay = await startContentChangeRelay(handle())
    const heard: ContentChange[] = []
    const stopListening = onContentChange((change) => heard.push(change))
    try {
      const restored = await call('POST', `${photoPath(second.id)}/restore`, { token: editor.token })
      expect(restored.status).toBe(200)
      expect(await json(restored)).toMatchObject({ id: second.id, altEn: 'Second' })
      await expect.poll(() => heard, { timeout: 2000 }).toContainEqual({ topic: 'cars' })
    } finally {
      stopListening()
      await stopRelay()
    }
    expect((await publicCar(carId)).colors[0]?.photos.map((photo) => photo.alt)).toEqual(['First', 'Second', 'Third'])
    const color = (await staffCar()).colors[0] as StaffColor
    expect(color.photos.map((photo) => photo.id)).toEqual([first.id, second.id, third.id])
    expect(color.deleted).toEqual([])
    // Restoring again changes nothing.
    expect((await call('POST', `${photoPath(second.id)}/restore`, { token: editor.token })).status).toBe(200)
    // Another car's photo cannot be restored through this car.
    expect((await call('POST', `/staff/car-photos/${carId + 1}/photos/${second.id}/restore`, { token: editor.token })).status).toBe(404)

    const audit = await db()
      .select({ action: staffAuditLog.action, staffUserId: staffAuditLog.staffUserId, after: staffAuditLog.after })
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.subjectType, 'car'), eq(staffAuditLog.subjectId, String(carId))))
    expect(audit.map((entry) => entry.action)).toEqual([
      'car_photo.added',
      'car_photo.added',
      'car_photo.added',
      'car_photo.deleted',
      'car_photo.restored',
    ])
    expect(new Set(audit.map((entry) => entry.staffUserId))).toEqual(new Set([editor.id]))
    expect(audit.at(-1)?.after).toMatchObject({ photoId: second.id, place: 2 })
  })

  it('a photo deleted longer than the window ago cannot be restored, and housekeeping deletes it and its files for good', async () => {
    const { editor, carId, staffCar, upload, photoPath } = await carFor('sonata')
    const old = await upload('Deleted long ago', 41)
    const recent = await upload('Deleted recently', 42)
    const shared = await upload('Same picture, still shown', 43)
    const sharedDeleted = await upload('Same picture, deleted', 43)
    expect(sharedDeleted.sizes).toEqual(shared.sizes)
    for (const photo of [old, recent, sharedDeleted]) {
      expect((await call('DELETE', photoPath(photo.id), { token: editor.token })).status).toBe(200)
    }
    // As if deleted 31 days ago (the old one and the twin of a shown picture) and 29 days ago.
    const ago = (days: number) => new Date(Date.now() - days * dayMs)
    await db()
      .update(carPhotos)
      .set({ deletedAt: ago(restoreWindowDays + 1) })
      .where(inArray(carPhotos.id, [old.id, sharedDeleted.id]))
    await db()
      .update(carPhotos)
      .set({ deletedAt: ago(restoreWindowDays - 1) })
      .where(eq(carPhotos.id, recent.id))

    // Past its window it is no longer listed nor restorable, even before housekeeping runs.
    expect(((await staffCar()).colors[0] as StaffColor).deleted.map((photo) => photo.id)).toEqual([recent.id])
    expect((await call('POST', `${photoPath(old.id)}/restore`, { token: editor.token })).status).toBe(404)

    await housekeeping(db())
    const left = await db().select({ id: carPhotos.id }).from(carPhotos).where(eq(carPhotos.carId, carId))
    expect(left.map((row) => row.id).sort((a, b) => a - b)).toEqual([recent.id, shared.id].sort((a, b) => a - b))
    // The old photo's files went with it; the twin's stay, since a shown photo names them.
    for (const size of old.sizes) {
      expect(await fileStatus(size.webp)).toBe(404)
      expect(await fileStatus(size.avif)).toBe(404)
    }
    for (const size of shared.sizes) expect(await fileStatus(size.webp)).toBe(200)
    for (const size of recent.sizes) expect(await fileStatus(size.webp)).toBe(200)
    const purged = await db()
      .select({ action: staffAuditLog.action, staffUserId: staffAuditLog.staffUserId, before: staffAuditLog.before })
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.subjectId, String(carId)), eq(staffAuditLog.action, 'car_photo.purged')))
    expect(purged).toHaveLength(2)
    expect(purged.every((entry) => entry.staffUserId === null)).toBe(true)
    expect(purged.map((entry) => (entry.before as { photoId: number }).photoId).sort((a, b) => a - b)).toEqual(
      [old.id, sharedDeleted.id].sort((a, b) => a - b),
    )
    // The one still in its window is restorable.
    expect((await call('POST', `${photoPath(recent.id)}/restore`, { token: editor.token })).status).toBe(200)
    expect((await publicCar(carId)).colors[0]?.photos.map((photo) => photo.alt)).toEqual(['Deleted recently', 'Same picture, still shown'])
  })

  it('a colour that filled up meanwhile takes no restored photo, with the reason in the language asked', async () => {
    const { editor, carId, color, upload, photoPath } = await carFor('accent')
    const deleted = await upload('Deleted first', 50)
    expect((await call('DELETE', photoPath(deleted.id), { token: editor.token })).status).toBe(200)
    // Twelve shown photos, stored directly: the upload pipeline is not what this test is about.
    await db()
      .insert(carPhotos)
      .values(
        Array.from({ length: 12 }, (_, index) => ({
          carId,
          colorId: color.id,
          name: deleted.sizes[0]!.webp.slice(16, 40),
          widths: [320],
          sort: index,
        })),
      )
    for (const [locale, pattern] of [
      ['en', /12 photos/],
      ['ar', /[\u0600-\u06FF]/],
    ] as const) {
      const answer = await call('POST', `${photoPath(deleted.id)}/restore`, { token: editor.token, locale })
      expect(answer.status).toBe(409)
      expect((await json<{ error: { message: string } }>(answer)).error.message).toMatch(pattern)
    }
    const [row] = await db().select({ deletedAt: carPhotos.deletedAt }).from(carPhotos).where(eq(carPhotos.id, deleted.id))
    expect(row?.deletedAt).not.toBeNull()
    expect(await db().$count(pictureFiles)).toBeGreaterThan(0)
  })
})
