/**
 * Car photos and brand logos as staff keep them (decision 0057): uploaded per colour, ordered,
 * described in both languages, deleted and restored within 30 days (decision 0080); every change
 * audited and announced to every cache of the catalogue in the same transaction. Also the one place that hands a car's picture to the server
 * as bytes (link-preview cards).
 */
import { and, asc, count, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm'
import type { Locale } from '../../app.config.ts'
import type {
  StaffBrand,
  StaffCarColorPhotos,
  StaffCarList,
  StaffCarPhoto,
  StaffCarPhotos,
  StaffDeletedCarPhoto,
} from '../contract/car-photos.ts'
import { carPhotoLimits, staffCarListPageSize } from '../contract/car-photos.ts'
import { restoreWindowDays } from '../contract/values.ts'
import { carTitle } from '../contract/car-title.ts'
import { carDrawingSvg, carSilhouette } from '../lib/car-drawing.ts'
import type { PictureFile, PreparedCarPhoto } from '../server/car-photo.server.ts'
import { announceContentChange } from '../server/content-changes.server.ts'
import { brands, carColors, carPhotos, cars, models, pictureFiles } from '../server/db/schema.ts'
import type { Db } from '../server/db/types.ts'
import { matchCarNames } from './car-name-match.ts'
import { drawingPicture, pictureFilePath } from './car-pictures.ts'
import { inLocale } from './localize.ts'
import { housekeepingActor, recordStaffAction, type StaffActor } from './staff-audit.ts'

/**
 * The photos pages and answers show: not deleted. Every read of car_photos outside staff's view of
 * deleted photos goes through it (car cards, car pages, link-preview cards, counts and limits).
 */
export const livePhoto = isNull(carPhotos.deletedAt)

const dayMs = 24 * 60 * 60 * 1000

/** When a photo deleted at `deletedAt` goes for good. */
export const photoGoneAt = (deletedAt: Date) => new Date(deletedAt.getTime() + restoreWindowDays * dayMs)

/** Deleted before this, a photo is past restoring and housekeeping's to delete. */
const restorableSince = (now: Date) => new Date(now.getTime() - restoreWindowDays * dayMs)

type PhotoRecord = typeof carPhotos.$inferSelect

function toStaffPhoto(photo: Pick<PhotoRecord, 'id' | 'name' | 'widths' | 'altAr' | 'altEn'>): StaffCarPhoto {
  return {
    id: photo.id,
    altAr: photo.altAr,
    altEn: photo.altEn,
    sizes: [...photo.widths]
      .sort((a, b) => a - b)
      .map((width) => ({
        width,
        avif: pictureFilePath(`${photo.name}-${width}.avif`),
        webp: pictureFilePath(`${photo.name}-${width}.webp`),
      })),
  }
}

/** What the back office names and draws a car by: its names in the language and its shape. */
function staffCarFields(locale: Locale) {
  const l = <A, E>(ar: A, en: E) => inLocale(locale, ar, en)
  return {
    id: cars.id,
    brandSlug: brands.slug,
    brandName: l(brands.nameAr, brands.nameEn),
    modelName: l(models.nameAr, models.nameEn),
    trim: l(cars.trimAr, cars.trimEn),
    year: cars.year,
    bodyType: cars.bodyType,
    seats: cars.seats,
    lengthMm: models.lengthMm,
  }
}

/**
 * One page of the cars whose names match `q` (every car without one), named cars first (decision
 * 0080), with how many photos each shows and how many cars match.
 */
export async function listStaffCars(db: Db, query: { q?: string; page?: number }, locale: Locale): Promise<StaffCarList> {
  const page = query.page ?? 1
  const { conditions, ranking } = await matchCarNames(db, query.q)
  const where = conditions.length > 0 ? and(...conditions) : undefined
  const [rows, [matching]] = await Promise.all([
    db
      .select({
        ...staffCarFields(locale),
        photoCount: sql<number>`(select count(*)::int from ${carPhotos} where ${carPhotos.carId} = ${cars.id} and ${livePhoto})`,
        firstPhoto: sql<string | null>`(select ${carPhotos.name} || '-' || ${carPhotos.widths}[1] || '.webp' from ${carPhotos}
          join ${carColors} on ${carColors.id} = ${carPhotos.colorId}
          where ${carPhotos.carId} = ${cars.id} and ${livePhoto}
          order by ${carColors.sort}, ${carPhotos.sort}, ${carPhotos.id} limit 1)`,
        firstHex: sql<
          string | null
        >`(select ${carColors.hex} from ${carColors} where ${carColors.carId} = ${cars.id} order by ${carColors.sort} limit 1)`,
      })
      .from(cars)
      .innerJoin(brands, eq(brands.id, cars.brandId))
      .innerJoin(models, eq(models.id, cars.modelId))
      .where(where)
      .orderBy(...ranking, asc(brands.sort), asc(models.sort), asc(cars.priceSar), asc(cars.id))
      .limit(staffCarListPageSize)
      .offset((page - 1) * staffCarListPageSize),
    db.select({ total: count() }).from(cars).where(where),
  ])
  return {
    items: rows.map((row) => {
      const title = carTitle(row.brandName, row.modelName, row.trim, row.year)
      return {
        id: row.id,
        title,
        photoCount: Number(row.photoCount),
        thumbnail: row.firstPhoto ? pictureFilePath(row.firstPhoto) : drawingPicture(row, row.firstHex ?? undefined, title).path,
      }
    }),
    total: Number(matching?.total ?? 0),
    page,
    pageSize: staffCarListPageSize,
  }
}

/** One car's colours, each with its photos in order; null when there is no such car. */
export async function getStaffCarPhotos(db: Db, carId: number, locale: Locale): Promise<StaffCarPhotos | null> {
  const [car] = await db
    .select({
      ...staffCarFields(locale),
    })
    .from(cars)
    .innerJoin(brands, eq(brands.id, cars.brandId))
    .innerJoin(models, eq(models.id, cars.modelId))
    .where(eq(cars.id, carId))
  if (!car) return null
  const colors = await db
    .select({ id: carColors.id, name: inLocale(locale, carColors.nameAr, carColors.nameEn), hex: carColors.hex })
    .from(carColors)
    .where(eq(carColors.carId, carId))
    .orderBy(asc(carColors.sort), asc(carColors.id))
  const photos = await db.select().from(carPhotos).where(eq(carPhotos.carId, carId)).orderBy(asc(carPhotos.sort), asc(carPhotos.id))
  const now = new Date()
  const deleted = photos
    .filter((photo): photo is PhotoRecord & { deletedAt: Date } => photo.deletedAt !== null && photo.deletedAt > restorableSince(now))
    .sort((a, b) => b.deletedAt.getTime() - a.deletedAt.getTime() || b.id - a.id)
  return {
    id: car.id,
    title: carTitle(car.brandName, car.modelName, car.trim, car.year),
    colors: colors.map((color) => ({
      ...color,
      drawing: drawingPicture(car, color.hex, color.name).path,
      photos: photos.filter((photo) => photo.colorId === color.id && photo.deletedAt === null).map(toStaffPhoto),
      deleted: deleted.filter((photo) => photo.colorId === color.id).map(toDeletedPhoto),
    })),
  }
}

function toDeletedPhoto(photo: PhotoRecord & { deletedAt: Date }): StaffDeletedCarPhoto {
  return { ...toStaffPhoto(photo), deletedAt: photo.deletedAt.toISOString(), goneAt: photoGoneAt(photo.deletedAt).toISOString() }
}

export type PhotoChange = { kind: 'done'; photo: StaffCarPhoto } | { kind: 'notFound' } | { kind: 'full' }

/** Stores an uploaded photo last in its colour's order. */
export async function addCarPhoto(
  db: Db,
  actor: StaffActor,
  target: { carId: number; colorId: number },
  prepared: PreparedCarPhoto,
  alt: { altAr: string; altEn: string },
): Promise<PhotoChange> {
  return db.transaction(async (tx) => {
    // Locks the colour so two uploads at once take different places and respect the limit.
    const [color] = await tx
      .select({ id: carColors.id })
      .from(carColors)
      .where(and(eq(carColors.id, target.colorId), eq(carColors.carId, target.carId)))
      .for('update')
    if (!color) return { kind: 'notFound' } as const
    const [existing] = await tx
      .select({ count: count(), last: sql<number | null>`max(${carPhotos.sort})` })
      .from(carPhotos)
      .where(and(eq(carPhotos.colorId, color.id), livePhoto))
    if ((existing?.count ?? 0) >= carPhotoLimits.maxPerColor) return { kind: 'full' } as const
    await storeFiles(tx, prepared.files)
    const [photo] = await tx
      .insert(carPhotos)
      .values({
        carId: target.carId,
        colorId: color.id,
        name: prepared.name,
        widths: prepared.widths,
        altAr: alt.altAr,
        altEn: alt.altEn,
        sort: Number(existing?.last ?? -1) + 1,
      })
      .returning()
    if (!photo) throw new Error('car photo insert returned nothing')
    await recordStaffAction(tx, actor, {
      action: 'car_photo.added',
      subjectType: 'car',
      subjectId: target.carId,
      after: { photoId: photo.id, colorId: color.id, name: photo.name, altAr: photo.altAr, altEn: photo.altEn },
    })
    await announceContentChange(tx, 'cars')
    return { kind: 'done', photo: toStaffPhoto(photo) } as const
  })
}

async function storeFiles(tx: Db, files: readonly PictureFile[]): Promise<void> {
  if (files.length === 0) return
  // The same content under the same name is already there when a photo is uploaded twice.
  await tx
    .insert(pictureFiles)
    .values(files.map((file) => ({ name: file.name, content: file.content, mediaType: file.mediaType })))
    .onConflictDoNothing()
}

/** Sets a photo's alt texts. */
export async function updateCarPhotoAlt(
  db: Db,
  actor: StaffActor,
  target: { carId: number; photoId: number },
  alt: { altAr: string; altEn: string },
): Promise<PhotoChange> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(carPhotos)
      .where(and(eq(carPhotos.id, target.photoId), eq(carPhotos.carId, target.carId), livePhoto))
      .for('update')
    if (!current) return { kind: 'notFound' } as const
    if (current.altAr === alt.altAr && current.altEn === alt.altEn) return { kind: 'done', photo: toStaffPhoto(current) } as const
    const [photo] = await tx.update(carPhotos).set(alt).where(eq(carPhotos.id, current.id)).returning()
    if (!photo) throw new Error('car photo update returned nothing')
    await recordStaffAction(tx, actor, {
      action: 'car_photo.described',
      subjectType: 'car',
      subjectId: target.carId,
      before: { photoId: current.id, altAr: current.altAr, altEn: current.altEn },
      after: { photoId: current.id, ...alt },
    })
    await announceContentChange(tx, 'cars')
    return { kind: 'done', photo: toStaffPhoto(photo) } as const
  })
}

export type OrderChange = { kind: 'done'; color: StaffCarColorPhotos } | { kind: 'notFound' } | { kind: 'mismatch' }

/** Puts one colour's photos in the order `ids` gives: each of them exactly once. */
export async function orderCarPhotos(
  db: Db,
  actor: StaffActor,
  target: { carId: number; colorId: number },
  ids: readonly number[],
  locale: Locale,
): Promise<OrderChange> {
  const changed = await db.transaction(async (tx) => {
    const [color] = await tx
      .select({ id: carColors.id })
      .from(carColors)
      .where(and(eq(carColors.id, target.colorId), eq(carColors.carId, target.carId)))
      .for('update')
    if (!color) return 'notFound' as const
    const current = await tx
      .select({ id: carPhotos.id })
      .from(carPhotos)
      .where(and(eq(carPhotos.colorId, color.id), livePhoto))
      .orderBy(asc(carPhotos.sort), asc(carPhotos.id))
    const before = current.map((photo) => photo.id)
    const same = new Set(ids).size === ids.length && ids.length === before.length && ids.every((id) => before.includes(id))
    if (!same) return 'mismatch' as const
    if (before.every((id, index) => ids[index] === id)) return 'done' as const
    for (const [index, id] of ids.entries()) {
      await tx.update(carPhotos).set({ sort: index }).where(eq(carPhotos.id, id))
    }
    await recordStaffAction(tx, actor, {
      action: 'car_photo.reordered',
      subjectType: 'car',
      subjectId: target.carId,
      before: { colorId: color.id, ids: before },
      after: { colorId: color.id, ids },
    })
    await announceContentChange(tx, 'cars')
    return 'done' as const
  })
  if (changed !== 'done') return { kind: changed }
  const car = await getStaffCarPhotos(db, target.carId, locale)
  const color = car?.colors.find((candidate) => candidate.id === target.colorId)
  return color ? { kind: 'done', color } : { kind: 'notFound' }
}

/**
 * Deletes a photo for `restoreWindowDays` (decision 0080): it leaves every page at once and staff
 * may restore it meanwhile; housekeeping deletes it, and its files, for good after
 * (`purgeDeletedCarPhotos`). False when the car has no such photo shown.
 */
export async function deleteCarPhoto(
  db: Db,
  actor: StaffActor,
  target: { carId: number; photoId: number },
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .update(carPhotos)
      .set({ deletedAt: now })
      .where(and(eq(carPhotos.id, target.photoId), eq(carPhotos.carId, target.carId), livePhoto))
      .returning()
    if (!deleted) return false
    await recordStaffAction(tx, actor, {
      action: 'car_photo.deleted',
      subjectType: 'car',
      subjectId: target.carId,
      before: { photoId: deleted.id, colorId: deleted.colorId, name: deleted.name, altAr: deleted.altAr, altEn: deleted.altEn },
      after: { photoId: deleted.id, deletedAt: now.toISOString(), goneAt: photoGoneAt(now).toISOString() },
    })
    await announceContentChange(tx, 'cars')
    return true
  })
}

export type RestoreChange = { kind: 'done'; photo: StaffCarPhoto } | { kind: 'notFound' } | { kind: 'full' }

/**
 * Brings a photo deleted within `restoreWindowDays` back to its place: among its colour's photos,
 * after those that were before it when it was deleted (a later reorder decides what "before" is:
 * the order numbers it kept). A photo not deleted is answered as it is.
 */
export async function restoreCarPhoto(
  db: Db,
  actor: StaffActor,
  target: { carId: number; photoId: number },
  now = new Date(),
): Promise<RestoreChange> {
  return db.transaction(async (tx) => {
    const [photo] = await tx
      .select()
      .from(carPhotos)
      .where(and(eq(carPhotos.id, target.photoId), eq(carPhotos.carId, target.carId)))
      .for('update')
    if (!photo) return { kind: 'notFound' } as const
    if (photo.deletedAt === null) return { kind: 'done', photo: toStaffPhoto(photo) } as const
    if (photo.deletedAt <= restorableSince(now)) return { kind: 'notFound' } as const
    // Locks the colour, as an upload does, so a restore and an upload at once respect the limit.
    await tx.select({ id: carColors.id }).from(carColors).where(eq(carColors.id, photo.colorId)).for('update')
    const shown = await tx
      .select({ id: carPhotos.id, sort: carPhotos.sort })
      .from(carPhotos)
      .where(and(eq(carPhotos.colorId, photo.colorId), livePhoto))
      .orderBy(asc(carPhotos.sort), asc(carPhotos.id))
    if (shown.length >= carPhotoLimits.maxPerColor) return { kind: 'full' } as const
    const place = shown.filter((other) => other.sort < photo.sort || (other.sort === photo.sort && other.id < photo.id)).length
    const order = [...shown.map((other) => other.id)]
    order.splice(place, 0, photo.id)
    for (const [index, id] of order.entries()) {
      await tx
        .update(carPhotos)
        .set(id === photo.id ? { sort: index, deletedAt: null } : { sort: index })
        .where(eq(carPhotos.id, id))
    }
    await recordStaffAction(tx, actor, {
      action: 'car_photo.restored',
      subjectType: 'car',
      subjectId: target.carId,
      before: { photoId: photo.id, deletedAt: photo.deletedAt.toISOString() },
      after: { photoId: photo.id, colorId: photo.colorId, place: place + 1 },
    })
    await announceContentChange(tx, 'cars')
    return { kind: 'done', photo: toStaffPhoto(photo) } as const
  })
}

/**
 * Housekeeping (src/dealer-api/background-work.ts): deletes for good the photos deleted more than
 * `restoreWindowDays` ago, and their files when no photo (shown or still restorable) names them.
 * Each is audited as `car_photo.purged` by housekeeping. Nothing shows these photos, so no page
 * changes and nothing is announced. Answers how many went.
 */
export async function purgeDeletedCarPhotos(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(carPhotos)
      .where(and(isNotNull(carPhotos.deletedAt), lt(carPhotos.deletedAt, restorableSince(now))))
      .returning()
    if (gone.length === 0) return 0
    const names = [...new Set(gone.map((photo) => photo.name))]
    const stillNamed = new Set(
      (await tx.selectDistinct({ name: carPhotos.name }).from(carPhotos).where(inArray(carPhotos.name, names))).map((row) => row.name),
    )
    const files = gone
      .filter((photo) => !stillNamed.has(photo.name))
      .flatMap((photo) => photo.widths.flatMap((width) => [`${photo.name}-${width}.webp`, `${photo.name}-${width}.avif`]))
    if (files.length > 0) await tx.delete(pictureFiles).where(inArray(pictureFiles.name, [...new Set(files)]))
    for (const photo of gone) {
      await recordStaffAction(tx, housekeepingActor, {
        action: 'car_photo.purged',
        subjectType: 'car',
        subjectId: photo.carId,
        before: { photoId: photo.id, colorId: photo.colorId, name: photo.name, deletedAt: photo.deletedAt?.toISOString() ?? null },
      })
    }
    return gone.length
  })
}

/** Every brand with its logo's address. */
export async function listStaffBrands(db: Db, locale: Locale): Promise<StaffBrand[]> {
  return db
    .select({ id: brands.id, name: inLocale(locale, brands.nameAr, brands.nameEn), logoPath: brands.logoPath })
    .from(brands)
    .orderBy(asc(brands.sort), asc(brands.id))
}

/** Replaces a brand's logo; null when there is no such brand. */
export async function setBrandLogo(
  db: Db,
  actor: StaffActor,
  brandId: number,
  logo: PictureFile,
  locale: Locale,
): Promise<StaffBrand | null> {
  const done = await db.transaction(async (tx) => {
    const [current] = await tx.select({ logoPath: brands.logoPath }).from(brands).where(eq(brands.id, brandId)).for('update')
    if (!current) return false
    const logoPath = pictureFilePath(logo.name)
    await storeFiles(tx, [logo])
    await tx.update(brands).set({ logoPath }).where(eq(brands.id, brandId))
    await deleteUnusedLogoFile(tx, current.logoPath, logoPath)
    await recordStaffAction(tx, actor, {
      action: 'brand.logo_changed',
      subjectType: 'brand',
      subjectId: brandId,
      before: { logoPath: current.logoPath },
      after: { logoPath },
    })
    await announceContentChange(tx, 'cars')
    return true
  })
  if (!done) return null
  return (await listStaffBrands(db, locale)).find((brand) => brand.id === brandId) ?? null
}

/**
 * The file of a logo just replaced, when it is a stored picture no brand shows any more: nothing
 * links to it, and a logo kept for nothing is data without a purpose. The seed's logos under
 * /images are files of the build, not rows, and stay.
 */
async function deleteUnusedLogoFile(tx: Db, previousPath: string | null, newPath: string): Promise<void> {
  const prefix = pictureFilePath('')
  if (!previousPath?.startsWith(prefix) || previousPath === newPath) return
  const stillShown = await tx.select({ id: brands.id }).from(brands).where(eq(brands.logoPath, previousPath)).limit(1)
  if (stillShown.length > 0) return
  await tx.delete(pictureFiles).where(eq(pictureFiles.name, previousPath.slice(prefix.length)))
}

/** A stored picture file by name, or null. */
export async function getPictureFile(db: Db, name: string): Promise<{ mediaType: string; content: Uint8Array } | null> {
  const [file] = await db
    .select({ mediaType: pictureFiles.mediaType, content: pictureFiles.content })
    .from(pictureFiles)
    .where(eq(pictureFiles.name, name))
  return file ?? null
}

/** A car's first picture as bytes, for server-side use such as link-preview cards. */
export type CarPictureBytes =
  | { kind: 'photo'; mediaType: 'image/webp'; content: Uint8Array; width: number }
  | { kind: 'drawing'; mediaType: 'image/svg+xml'; content: Uint8Array; width: 640 }

/**
 * The picture a car shows first in a colour (decision 0057): its first photo's largest WebP,
 * or the drawing as SVG while it has none. `colorIndex` counts the car's colours in their order
 * (0, the first, when absent or past the last). Null when there is no such car.
 */
export async function getCarPictureBytes(db: Db, carId: number, colorIndex = 0): Promise<CarPictureBytes | null> {
  const [car] = await db
    .select({ bodyType: cars.bodyType, seats: cars.seats, lengthMm: models.lengthMm, brandSlug: brands.slug })
    .from(cars)
    .innerJoin(brands, eq(brands.id, cars.brandId))
    .innerJoin(models, eq(models.id, cars.modelId))
    .where(eq(cars.id, carId))
  if (!car) return null
  const colors = await db
    .select({ id: carColors.id, hex: carColors.hex })
    .from(carColors)
    .where(eq(carColors.carId, carId))
    .orderBy(asc(carColors.sort), asc(carColors.id))
  const color = colors[colorIndex] ?? colors[0]
  if (color) {
    const [photo] = await db
      .select({ name: carPhotos.name, widths: carPhotos.widths })
      .from(carPhotos)
      .where(and(eq(carPhotos.colorId, color.id), livePhoto))
      .orderBy(asc(carPhotos.sort), asc(carPhotos.id))
      .limit(1)
    const width = photo ? Math.max(...photo.widths) : null
    const file = photo && width ? await getPictureFile(db, `${photo.name}-${width}.webp`) : null
    if (file && width) return { kind: 'photo', mediaType: 'image/webp', content: file.content, width }
  }
  const svg = carDrawingSvg({
    silhouette: carSilhouette(car.bodyType, car.lengthMm, car.seats),
    hex: color?.hex ?? '#c0c4ca',
    brandSlug: car.brandSlug,
  })
  return { kind: 'drawing', mediaType: 'image/svg+xml', content: new TextEncoder().encode(svg), width: 640 }
}
