/**
 * Offers as editors keep them (decision 0052): validity days, profit rate and linked cars, audited and
 * announced to every cache of offers in the same transaction.
 */
import { asc, eq, inArray } from 'drizzle-orm'
import type { Locale } from '../../app.config.ts'
import type { OfferEdit, StaffOffer, StaffOffers } from '../contract/staff-offers.ts'
import { cars, offerCars, offers } from '../server/db/schema.ts'
import type { Db } from '../server/db/types.ts'
import { announceContentChange } from '../server/content-changes.server.ts'
import { selectCarSummaries, toCarSummary } from './car-summary.ts'
import { offerRate } from './content.ts'
import { inLocale } from './localize.ts'
import { recordStaffAction, type StaffActor } from './staff-audit.ts'

async function carIdsOf(db: Db, offerId: number): Promise<number[]> {
  const rows = await db
    .select({ carId: offerCars.carId })
    .from(offerCars)
    .where(eq(offerCars.offerId, offerId))
    .orderBy(asc(offerCars.sort), asc(offerCars.carId))
  return rows.map((row) => row.carId)
}

/** Every offer, newest validity first, and every car an offer may name. */
export async function listStaffOffers(db: Db, locale: Locale): Promise<StaffOffers> {
  const rows = await db
    .select({
      id: offers.id,
      title: inLocale(locale, offers.titleAr, offers.titleEn),
      startsOn: offers.startsOn,
      endsOn: offers.endsOn,
      profitRatePercent: offers.profitRatePercent,
      financeTermMonths: offers.financeTermMonths,
      minDownPaymentPercent: offers.minDownPaymentPercent,
    })
    .from(offers)
    .orderBy(asc(offers.sort), asc(offers.id))
  const links = await db.select().from(offerCars).orderBy(asc(offerCars.sort), asc(offerCars.carId))
  const carRows = await selectCarSummaries(db, locale).orderBy(asc(cars.id))
  return {
    offers: rows.map((row) => ({
      ...row,
      profitRatePercent: offerRate(row.profitRatePercent),
      carIds: links.filter((link) => link.offerId === row.id).map((link) => link.carId),
    })),
    cars: carRows.map(toCarSummary).map((car) => ({ id: car.id, title: car.title, year: car.year })),
  }
}

export type OfferUpdateRefusal = { refused: 'not_found' } | { refused: 'unknown_cars' }

/** Sets offer `id`'s days, finance terms (rate, term, least down payment) and cars (in the order given). */
export async function updateOffer(
  db: Db,
  actor: StaffActor,
  id: number,
  edit: OfferEdit,
  locale: Locale,
): Promise<StaffOffer | OfferUpdateRefusal> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        startsOn: offers.startsOn,
        endsOn: offers.endsOn,
        profitRatePercent: offers.profitRatePercent,
        financeTermMonths: offers.financeTermMonths,
        minDownPaymentPercent: offers.minDownPaymentPercent,
        title: inLocale(locale, offers.titleAr, offers.titleEn),
      })
      .from(offers)
      .where(eq(offers.id, id))
      .for('update')
    if (!current) return { refused: 'not_found' as const }
    if (edit.carIds.length > 0) {
      const known = await tx.select({ id: cars.id }).from(cars).where(inArray(cars.id, edit.carIds))
      if (known.length !== edit.carIds.length) return { refused: 'unknown_cars' as const }
    }
    const before = {
      startsOn: current.startsOn,
      endsOn: current.endsOn,
      profitRatePercent: offerRate(current.profitRatePercent),
      financeTermMonths: current.financeTermMonths,
      minDownPaymentPercent: current.minDownPaymentPercent,
      carIds: await carIdsOf(tx, id),
    }
    const rate = edit.profitRatePercent === null ? null : edit.profitRatePercent.toFixed(2)
    const { financeTermMonths, minDownPaymentPercent } = edit
    await tx
      .update(offers)
      .set({ startsOn: edit.startsOn, endsOn: edit.endsOn, profitRatePercent: rate, financeTermMonths, minDownPaymentPercent })
      .where(eq(offers.id, id))
    await tx.delete(offerCars).where(eq(offerCars.offerId, id))
    if (edit.carIds.length > 0) {
      await tx.insert(offerCars).values(edit.carIds.map((carId, sort) => ({ offerId: id, carId, sort })))
    }
    const after = {
      startsOn: edit.startsOn,
      endsOn: edit.endsOn,
      profitRatePercent: edit.profitRatePercent,
      financeTermMonths,
      minDownPaymentPercent,
      carIds: edit.carIds,
    }
    await recordStaffAction(tx, actor, { action: 'offer.updated', subjectType: 'offer', subjectId: id, before, after })
    await announceContentChange(tx, 'offers')
    return { id, title: current.title, ...after }
  })
}
