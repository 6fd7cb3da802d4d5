/**
 * `node tests/e2e/remove-listings.ts <data dir> car:<id> offer:<id> …`: deletes cars and offers
 * from a stopped server's embedded database, as a staff tool or a script would, so the suite can
 * see the pages of what existed and was removed (their delete triggers leave the trace).
 */
import { inArray } from 'drizzle-orm'
import { openDatabase } from '../../src/server/db/connection.server.ts'
import { cars, offers } from '../../src/server/db/schema.ts'

const [dataDir, ...listings] = process.argv.slice(2)
if (!dataDir || listings.length === 0) throw new Error('usage: node tests/e2e/remove-listings.ts <data dir> car:<id> offer:<id> …')
const idsOf = (kind: string) =>
  listings.filter((listing) => listing.startsWith(`${kind}:`)).map((listing) => Number(listing.slice(kind.length + 1)))

const handle = await openDatabase({ engine: 'pglite', dataDir }, { seed: 'never' })
try {
  const carIds = idsOf('car')
  const offerIds = idsOf('offer')
  if (carIds.length > 0) await handle.db.delete(cars).where(inArray(cars.id, carIds))
  if (offerIds.length > 0) await handle.db.delete(offers).where(inArray(offers.id, offerIds))
} finally {
  await handle.close()
}
