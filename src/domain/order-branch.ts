/**
 * The branch that handles an order (decision 0086): the one the buyer chose, if it is still
 * open to visitors, or else the nearest to the order's city.
 */
import { and, asc, eq, isNull } from 'drizzle-orm'
import { saudiCityOf } from '../contract/saudi-cities.ts'
import { nearestBranch } from '../lib/nearest-branch.ts'
import { branches } from '../server/db/schema.ts'
import type { Db } from '../server/db/types.ts'

/** The branch's id; null when the chosen one is unknown or removed, or no branch exists at all. */
export async function orderBranchId(db: Db, city: string, chosen: number | undefined): Promise<number | null> {
  if (chosen !== undefined) {
    const [found] = await db
      .select({ id: branches.id })
      .from(branches)
      .where(and(eq(branches.id, chosen), isNull(branches.deletedAt)))
    return found?.id ?? null
  }
  const place = saudiCityOf(city)
  const open = await db
    .select({ id: branches.id, lat: branches.lat, lng: branches.lng })
    .from(branches)
    .where(isNull(branches.deletedAt))
    .orderBy(asc(branches.sort), asc(branches.id))
  return (place && nearestBranch(place, open)?.id) ?? null
}
