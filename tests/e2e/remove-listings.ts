/**
 * `node tests/e2e/remove-listings.ts <data dir>`: gives a stopped server's embedded database a car
 * and an offer that were on sale and then deleted, as a staff tool or a script would delete them
 * (their delete triggers leave the trace), so the suite can see the pages of what existed and was
 * removed. They are copies of car 5 and offer 1 (the offer with its cars), so what is suggested
 * instead is like them, and every car and offer of the demo catalogue stays on sale: the other
 * specs see the same catalogue on the shared server. Their ids are written to
 * `removed-listings.json` in the directory (read with `removedListings`).
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { openDatabase } from '../../src/server/db/connection.server.ts'
import { cars, offerCars, offers } from '../../src/server/db/schema.ts'

const [dataDir] = process.argv.slice(2)
if (!dataDir) throw new Error('usage: node tests/e2e/remove-listings.ts <data dir>')

const handle = await openDatabase({ engine: 'pglite', dataDir }, { seed: 'never' })
try {
  const { db } = handle
  const [car] = await db.select().from(cars).where(eq(cars.id, 5))
  const [offer] = await db.select().from(offers).where(eq(offers.id, 1))
  if (!car || !offer) throw new Error('the demo catalogue has no car 5 or no offer 1 to copy')
  const { id: _carId, facetKey: _facetKey, createdAt: _carCreated, ...carFields } = car
  const [removedCar] = await db.insert(cars).values(carFields).returning({ id: cars.id })
  const { id: _offerId, createdAt: _offerCreated, ...offerFields } = offer
  const [removedOffer] = await db.insert(offers).values(offerFields).returning({ id: offers.id })
  const linked = await db.select().from(offerCars).where(eq(offerCars.offerId, offer.id))
  if (linked.length > 0) await db.insert(offerCars).values(linked.map((link) => ({ ...link, offerId: removedOffer!.id })))
  await db.delete(cars).where(eq(cars.id, removedCar!.id))
  await db.delete(offers).where(eq(offers.id, removedOffer!.id))
  writeFileSync(join(dataDir, 'removed-listings.json'), `${JSON.stringify({ car: removedCar!.id, offer: removedOffer!.id })}\n`)
} finally {
  await handle.close()
}
