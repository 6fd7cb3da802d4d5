/**
 * Offers as editors keep them (decisions 0052, 0076, 0079): created with their texts in both
 * languages, validity days, finance terms and linked cars; edited, closed, deleted (a state,
 * restorable for 30 days) and restored; each change audited and announced to every cache of offers
 * in the same transaction. The housekeeping round deletes for good what was deleted 30 days ago,
 * and the delete trigger of migration 0017 then leaves its tombstone (decision 0056).
 */
import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, notExists, sql, type SQL } from 'drizzle-orm'
import type { Locale } from '../../app.config.ts'
import { carTitle } from '../contract/car-title.ts'
import {
  offerPicturePath,
  type OfferCarChoice,
  type OfferDraft,
  type OfferEdit,
  type OfferStatus,
  type OfferTexts,
  type StaffOffer,
  type StaffOffers,
} from '../contract/staff-offers.ts'
import type { PreparedCover } from '../server/news-cover.server.ts'
import { saudiDate } from '../lib/saudi-calendar.ts'
import { announceContentChange } from '../server/content-changes.server.ts'
import { brands, cars, models, offerCars, offerPictures, offers } from '../server/db/schema.ts'
import { foldedWordsCondition } from '../server/db/folded-search.ts'
import type { Db } from '../server/db/types.ts'
import { offerRate } from './content.ts'
import { inLocale } from './localize.ts'
import { housekeepingActor, purgeCutoff, purgesOn } from './soft-delete.ts'
import { recordStaffAction, type StaffActor } from './staff-audit.ts'

type OfferRow = typeof offers.$inferSelect

/** Where an offer stands on `today` (a Saudi calendar day). */
export function offerStatus(row: Pick<OfferRow, 'startsOn' | 'endsOn' | 'deletedAt'>, today: string): OfferStatus {
  if (row.deletedAt) return 'deleted'
  if (row.startsOn > today) return 'upcoming'
  if (row.endsOn < today) return 'ended'
  return 'current'
}

/** The cars `carIds` names, titled in `locale`, in the order given; unknown ids are left out. */
async function carChoices(db: Db, carIds: readonly number[], locale: Locale): Promise<Map<number, OfferCarChoice>> {
  if (carIds.length === 0) return new Map()
  const l = <A, E>(ar: A, en: E) => inLocale(locale, ar, en)
  const rows = await db
    .select({
      id: cars.id,
      year: cars.year,
      trim: l(cars.trimAr, cars.trimEn),
      brand: l(brands.nameAr, brands.nameEn),
      model: l(models.nameAr, models.nameEn),
    })
    .from(cars)
    .innerJoin(brands, eq(brands.id, cars.brandId))
    .innerJoin(models, eq(models.id, cars.modelId))
    .where(inArray(cars.id, [...new Set(carIds)]))
  return new Map(rows.map((row) => [row.id, { id: row.id, year: row.year, title: carTitle(row.brand, row.model, row.trim, row.year) }]))
}

const textsOf = (row: OfferRow): OfferTexts => ({
  titleAr: row.titleAr,
  titleEn: row.titleEn,
  summaryAr: row.summaryAr,
  summaryEn: row.summaryEn,
  bodyAr: row.bodyAr,
  bodyEn: row.bodyEn,
})

/** The offers `rows` as editors see them, with their cars. */
async function staffOffersOf(db: Db, rows: OfferRow[], locale: Locale, today: string): Promise<StaffOffer[]> {
  if (rows.length === 0) return []
  const links = await db
    .select()
    .from(offerCars)
    .where(
      inArray(
        offerCars.offerId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(offerCars.sort), asc(offerCars.carId))
  const choices = await carChoices(
    db,
    links.map((link) => link.carId),
    locale,
  )
  return rows.map((row) => {
    const carIds = links.filter((link) => link.offerId === row.id).map((link) => link.carId)
    return {
      id: row.id,
      title: inLocale(locale, row.titleAr, row.titleEn),
      texts: textsOf(row),
      startsOn: row.startsOn,
      endsOn: row.endsOn,
      profitRatePercent: offerRate(row.profitRatePercent),
      financeTermMonths: row.financeTermMonths,
      minDownPaymentPercent: row.minDownPaymentPercent,
      carIds,
      cars: carIds.flatMap((id) => choices.get(id) ?? []),
      image: row.imagePath,
      status: offerStatus(row, today),
      deletedAt: row.deletedAt?.toISOString() ?? null,
      purgesOn: row.deletedAt ? purgesOn(row.deletedAt) : null,
    }
  })
}

export type StaffOffersFilter = { q?: string; status?: OfferStatus; page?: number }

/** Offers a staff list shows at once (decision 0079). */
export const staffOffersPageSize = 20

/** Each status as a condition on the stored days on `today` (a Saudi calendar day), as `offerStatus` decides it. */
function offerStatusCondition(status: OfferStatus, today: string): SQL {
  const live = isNull(offers.deletedAt)
  switch (status) {
    case 'deleted':
      return isNotNull(offers.deletedAt)
    case 'upcoming':
      return and(live, gt(offers.startsOn, today))!
    case 'ended':
      return and(live, lte(offers.startsOn, today), lt(offers.endsOn, today))!
    case 'current':
      return and(live, lte(offers.startsOn, today), gte(offers.endsOn, today))!
  }
}

/**
 * A page of the offers a filter asks for: with a status, those in it; without, every offer not
 * deleted. `q` matches words of the title or summary in either language, folded as the market's
 * search folds them (hamza forms, taa marbuta, Arabic-Indic digits). Filtered and paged in SQL.
 */
export async function listStaffOffers(
  db: Db,
  locale: Locale,
  filter: StaffOffersFilter = {},
  today: string = saudiDate(),
): Promise<StaffOffers> {
  const page = filter.page ?? 1
  const where = and(
    foldedWordsCondition(filter.q, [offers.titleAr, offers.titleEn, offers.summaryAr, offers.summaryEn]),
    filter.status ? offerStatusCondition(filter.status, today) : isNull(offers.deletedAt),
  )
  // Deleted offers: the most recently deleted first (the one just deleted by mistake on top).
  const order = filter.status === 'deleted' ? [desc(offers.deletedAt), desc(offers.id)] : [asc(offers.sort), asc(offers.id)]
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(offers)
      .where(where)
      .orderBy(...order)
      .limit(staffOffersPageSize)
      .offset((page - 1) * staffOffersPageSize),
    db.select({ count: count() }).from(offers).where(where),
  ])
  return {
    offers: await staffOffersOf(db, rows, locale, today),
    total: total?.count ?? 0,
    page,
    pageSize: staffOffersPageSize,
  }
}

async function staffOfferById(db: Db, id: number, locale: Locale, today: string = saudiDate()): Promise<StaffOffer | null> {
  const [row] = await db.select().from(offers).where(eq(offers.id, id))
  if (!row) return null
  const [offer] = await staffOffersOf(db, [row], locale, today)
  return offer ?? null
}

export type OfferRefusal = { refused: 'not_found' } | { refused: 'unknown_cars' } | { refused: 'unknown_image' } | { refused: 'deleted' }

/** An uploaded picture the path names that was never stored (a drawing always exists). */
async function unknownImage(db: Db, image: string | null | undefined): Promise<boolean> {
  const name = image?.startsWith(offerPicturePath('')) ? image.slice(offerPicturePath('').length) : null
  if (name === null) return false
  const [found] = await db.select({ name: offerPictures.name }).from(offerPictures).where(eq(offerPictures.name, name))
  return !found
}

/**
 * The picture columns for `image` (left out: none set), described for screen readers by the
 * offer's title, which is what the picture illustrates.
 */
function imageColumns(image: string | null, titles: { titleAr: string; titleEn: string }) {
  return { imagePath: image, imageAltAr: image ? titles.titleAr : null, imageAltEn: image ? titles.titleEn : null }
}

/** Stores a picture uploaded for offers under its content hash; the same picture twice is stored once. Audited. */
export async function storeOfferPicture(db: Db, actor: StaffActor, picture: PreparedCover): Promise<{ image: string }> {
  return db.transaction(async (tx) => {
    await tx
      .insert(offerPictures)
      .values({ name: picture.name, content: picture.content, mediaType: picture.mediaType, width: picture.width, height: picture.height })
      .onConflictDoNothing()
    const image = offerPicturePath(picture.name)
    await recordStaffAction(tx, actor, { action: 'offer.picture_uploaded', subjectType: 'offer_picture', after: { image } })
    return { image }
  })
}

/** A stored offer picture by name, or null. */
export async function getOfferPicture(db: Db, name: string): Promise<{ mediaType: string; content: Uint8Array } | null> {
  const [row] = await db
    .select({ mediaType: offerPictures.mediaType, content: offerPictures.content })
    .from(offerPictures)
    .where(eq(offerPictures.name, name))
  return row ?? null
}

async function unknownCars(db: Db, carIds: readonly number[]): Promise<boolean> {
  if (carIds.length === 0) return false
  const known = await db
    .select({ id: cars.id })
    .from(cars)
    .where(inArray(cars.id, [...carIds]))
  return known.length !== carIds.length
}

const financeColumns = (edit: OfferEdit | OfferDraft) => ({
  startsOn: edit.startsOn,
  endsOn: edit.endsOn,
  profitRatePercent: edit.profitRatePercent === null ? null : edit.profitRatePercent.toFixed(2),
  financeTermMonths: edit.financeTermMonths,
  minDownPaymentPercent: edit.minDownPaymentPercent,
})

async function linkCars(db: Db, offerId: number, carIds: readonly number[]): Promise<void> {
  await db.delete(offerCars).where(eq(offerCars.offerId, offerId))
  if (carIds.length > 0) await db.insert(offerCars).values(carIds.map((carId, sort) => ({ offerId, carId, sort })))
}

/** A new offer, shown on its days like any other; audited `offer.created` with what it was made with. */
export async function createOffer(db: Db, actor: StaffActor, draft: OfferDraft, locale: Locale): Promise<StaffOffer | OfferRefusal> {
  const id = await db.transaction(async (tx) => {
    if (await unknownCars(tx, draft.carIds)) return 'unknown_cars' as const
    if (await unknownImage(tx, draft.image)) return 'unknown_image' as const
    const {
      carIds,
      image,
      startsOn: _s,
      endsOn: _e,
      profitRatePercent: _p,
      financeTermMonths: _f,
      minDownPaymentPercent: _m,
      ...texts
    } = draft
    // After the offers already there, in the order the dealer set them.
    const [created] = await tx
      .insert(offers)
      .values({ ...texts, ...financeColumns(draft), ...imageColumns(image ?? null, texts), sort: 1000 })
      .returning({ id: offers.id })
    await linkCars(tx, created!.id, carIds)
    await recordStaffAction(tx, actor, { action: 'offer.created', subjectType: 'offer', subjectId: created!.id, after: draft })
    await announceContentChange(tx, 'offers')
    return created!.id
  })
  if (typeof id === 'string') return { refused: id }
  return (await staffOfferById(db, id, locale))!
}

/** Sets offer `id`'s days, finance terms, cars (in the order given) and, when sent, its texts. */
export async function updateOffer(
  db: Db,
  actor: StaffActor,
  id: number,
  edit: OfferEdit,
  locale: Locale,
): Promise<StaffOffer | OfferRefusal> {
  const refusal = await db.transaction(async (tx): Promise<OfferRefusal | null> => {
    const [current] = await tx.select().from(offers).where(eq(offers.id, id)).for('update')
    if (!current) return { refused: 'not_found' }
    if (current.deletedAt) return { refused: 'deleted' }
    if (await unknownCars(tx, edit.carIds)) return { refused: 'unknown_cars' }
    if (await unknownImage(tx, edit.image)) return { refused: 'unknown_image' }
    const {
      carIds,
      image: sentImage,
      startsOn: _s,
      endsOn: _e,
      profitRatePercent: _p,
      financeTermMonths: _f,
      minDownPaymentPercent: _m,
      ...texts
    } = edit
    const sentTexts = Object.fromEntries(Object.entries(texts).filter(([, value]) => value !== undefined)) as Partial<OfferTexts>
    const image = sentImage === undefined ? current.imagePath : sentImage
    const before = {
      startsOn: current.startsOn,
      endsOn: current.endsOn,
      profitRatePercent: offerRate(current.profitRatePercent),
      financeTermMonths: current.financeTermMonths,
      minDownPaymentPercent: current.minDownPaymentPercent,
      carIds: (await tx.select().from(offerCars).where(eq(offerCars.offerId, id)).orderBy(asc(offerCars.sort), asc(offerCars.carId))).map(
        (link) => link.carId,
      ),
    }
    const titles = { titleAr: sentTexts.titleAr ?? current.titleAr, titleEn: sentTexts.titleEn ?? current.titleEn }
    await tx
      .update(offers)
      .set({ ...financeColumns(edit), ...sentTexts, ...imageColumns(image, titles) })
      .where(eq(offers.id, id))
    await linkCars(tx, id, carIds)
    const after = {
      startsOn: edit.startsOn,
      endsOn: edit.endsOn,
      profitRatePercent: edit.profitRatePercent,
      financeTermMonths: edit.financeTermMonths,
      minDownPaymentPercent: edit.minDownPaymentPercent,
      carIds,
    }
    // Texts in the log only when they changed: a body is long, and most saves leave it.
    const changedTexts = (Object.keys(sentTexts) as (keyof OfferTexts)[]).filter((key) => sentTexts[key] !== current[key])
    await recordStaffAction(tx, actor, {
      action: 'offer.updated',
      subjectType: 'offer',
      subjectId: id,
      before: {
        ...before,
        ...Object.fromEntries(changedTexts.map((key) => [key, current[key]])),
        ...(image !== current.imagePath ? { image: current.imagePath } : {}),
      },
      after: {
        ...after,
        ...Object.fromEntries(changedTexts.map((key) => [key, sentTexts[key]])),
        ...(image !== current.imagePath ? { image } : {}),
      },
    })
    await announceContentChange(tx, 'offers')
    return null
  })
  return refusal ?? (await staffOfferById(db, id, locale))!
}

export type OfferCloseRefusal = OfferRefusal | { refused: 'not_current' }

/**
 * Closes a current offer: its last day becomes today (Saudi calendar), so it is gone from the
 * offers page from tomorrow and its page says it has ended. Audited `offer.closed`.
 */
export async function closeOffer(
  db: Db,
  actor: StaffActor,
  id: number,
  locale: Locale,
  today: string = saudiDate(),
): Promise<StaffOffer | OfferCloseRefusal> {
  const refusal = await db.transaction(async (tx): Promise<OfferCloseRefusal | null> => {
    const [current] = await tx.select().from(offers).where(eq(offers.id, id)).for('update')
    if (!current) return { refused: 'not_found' }
    if (offerStatus(current, today) !== 'current') return current.deletedAt ? { refused: 'deleted' } : { refused: 'not_current' }
    if (current.endsOn === today) return null
    await tx.update(offers).set({ endsOn: today }).where(eq(offers.id, id))
    await recordStaffAction(tx, actor, {
      action: 'offer.closed',
      subjectType: 'offer',
      subjectId: id,
      before: { endsOn: current.endsOn },
      after: { endsOn: today },
    })
    await announceContentChange(tx, 'offers')
    return null
  })
  return refusal ?? (await staffOfferById(db, id, locale, today))!
}

/**
 * Deletes offer `id` (decision 0076): hidden at once from the offers page, the home page, the
 * sitemap and the API's public reads; its page answers 410. Deleting it again changes nothing.
 */
export async function deleteOffer(db: Db, actor: StaffActor, id: number, locale: Locale, now: Date = new Date()) {
  return setDeleted(db, actor, id, now, locale)
}

/** Brings a deleted offer back exactly as it was. Restoring a live one changes nothing. */
export async function restoreOffer(db: Db, actor: StaffActor, id: number, locale: Locale) {
  return setDeleted(db, actor, id, null, locale)
}

async function setDeleted(db: Db, actor: StaffActor, id: number, deletedAt: Date | null, locale: Locale): Promise<StaffOffer | null> {
  const found = await db.transaction(async (tx) => {
    const [current] = await tx.select({ deletedAt: offers.deletedAt }).from(offers).where(eq(offers.id, id)).for('update')
    if (!current) return false
    if ((current.deletedAt === null) === (deletedAt === null)) return true
    await tx.update(offers).set({ deletedAt }).where(eq(offers.id, id))
    await recordStaffAction(tx, actor, {
      action: deletedAt ? 'offer.deleted' : 'offer.restored',
      subjectType: 'offer',
      subjectId: id,
      before: { deletedAt: current.deletedAt?.toISOString() ?? null },
      after: { deletedAt: deletedAt?.toISOString() ?? null },
    })
    await announceContentChange(tx, 'offers')
    return true
  })
  return found ? staffOfferById(db, id, locale) : null
}

/** How long an uploaded offer picture may wait for the offer form that uploaded it to be saved. */
const unsavedPictureMs = 24 * 60 * 60 * 1000

/**
 * The housekeeping round's part: a picture uploaded for an offer that no offer names a day later
 * (the form was left unsaved, or the offer took another picture) is deleted. An offer deleted but
 * still restorable keeps its picture until the offer itself is purged. Returns how many went.
 */
export async function purgeUnusedOfferPictures(db: Db, now: Date = new Date()): Promise<number> {
  const named = db
    .select({ id: offers.id })
    .from(offers)
    .where(eq(offers.imagePath, sql`${offerPicturePath('')} || ${offerPictures.name}`))
  const gone = await db
    .delete(offerPictures)
    .where(and(lt(offerPictures.createdAt, new Date(now.getTime() - unsavedPictureMs)), notExists(named)))
    .returning({ name: offerPictures.name })
  return gone.length
}

/**
 * The housekeeping round's part: offers deleted more than 30 days ago are deleted for good (their
 * links to cars go with them, and the trigger of migration 0017 leaves the tombstone that keeps
 * their page at 410). Audited `offer.purged`. Returns how many went.
 */
export async function purgeDeletedOffers(db: Db, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(offers)
      .where(and(isNotNull(offers.deletedAt), lte(offers.deletedAt, purgeCutoff(now))))
      .returning({ id: offers.id, titleEn: offers.titleEn, deletedAt: offers.deletedAt })
    for (const offer of gone) {
      await recordStaffAction(tx, housekeepingActor, {
        action: 'offer.purged',
        subjectType: 'offer',
        subjectId: offer.id,
        before: { titleEn: offer.titleEn, deletedAt: offer.deletedAt?.toISOString() ?? null },
      })
    }
    if (gone.length > 0) await announceContentChange(tx, 'offers')
    return gone.length
  })
}
