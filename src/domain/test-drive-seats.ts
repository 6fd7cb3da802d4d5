/**
 * Taking a seat of a branch's slot (decision 0100). The database refuses a seat taken twice at
 * overlapping times (the exclusion constraint of test_drive_seats); this module picks the lowest
 * free seat and, when another transaction took it first, looks again. A slot's capacity is its
 * seat numbers, so no number of concurrent bookings can put more drives in it than it has seats.
 */
import { and, eq, gt, inArray, isNull, lt, lte, ne, or } from 'drizzle-orm'
import { testDrives, testDriveSeats } from '../server/db/schema.ts'
import type { Db } from '../server/db/types.ts'
import type { Slot } from './test-drive-slots.ts'

export type SeatOwner = { testDriveId: string } | { blockId: number }

const overlapping = (branchId: number, slot: Slot) =>
  and(eq(testDriveSeats.branchId, branchId), lt(testDriveSeats.startsAt, slot.endsAt), gt(testDriveSeats.endsAt, slot.startsAt))

/**
 * Gives back the seats of bookings whose code never came within their hold, in the slot's time at
 * the branch, so a visitor who walked away does not keep others out.
 */
export async function releaseLapsedHolds(tx: Db, branchId: number, slot: Slot, now: Date): Promise<void> {
  const lapsed = tx
    .select({ id: testDrives.id })
    .from(testDrives)
    .where(and(eq(testDrives.status, 'awaiting_verification'), lte(testDrives.holdUntil, now)))
  await tx.delete(testDriveSeats).where(and(overlapping(branchId, slot), inArray(testDriveSeats.testDriveId, lapsed)))
}

/**
 * Takes the lowest free seat of the slot for `owner`, in `tx`; answers its number, or null when
 * every seat is taken. Under READ COMMITTED each statement sees what others committed before it:
 * an insert that met another transaction's seat waits for it, and once that one commits
 * (`on conflict do nothing` then inserts nothing) the next look finds the seat taken.
 */
export async function takeSeat(tx: Db, branchId: number, slot: Slot, owner: SeatOwner, seats: number): Promise<number | null> {
  for (let attempt = 0; attempt <= seats; attempt++) {
    const taken = await tx.select({ seat: testDriveSeats.seat }).from(testDriveSeats).where(overlapping(branchId, slot))
    const used = new Set(taken.map((row) => row.seat))
    const free = Array.from({ length: seats }, (_, index) => index + 1).find((seat) => !used.has(seat))
    if (free === undefined) return null
    const [inserted] = await tx
      .insert(testDriveSeats)
      .values({ branchId, seat: free, startsAt: slot.startsAt, endsAt: slot.endsAt, ...owner })
      .onConflictDoNothing()
      .returning({ seat: testDriveSeats.seat })
    if (inserted) return inserted.seat
  }
  return null
}

/** Seats taken in each slot of `slots` at the branch (lapsed holds not counted), by the slot's start. */
export async function seatsTakenIn(db: Db, branchId: number, slots: readonly Slot[], now: Date): Promise<Map<number, number>> {
  const counts = new Map<number, number>()
  if (slots.length === 0) return counts
  const from = slots[0]!.startsAt
  const to = slots.reduce((latest, slot) => (slot.endsAt > latest ? slot.endsAt : latest), slots[0]!.endsAt)
  const rows = await db
    .select({ startsAt: testDriveSeats.startsAt, endsAt: testDriveSeats.endsAt })
    .from(testDriveSeats)
    .leftJoin(testDrives, eq(testDrives.id, testDriveSeats.testDriveId))
    .where(
      and(
        overlapping(branchId, { startsAt: from, endsAt: to }),
        or(isNull(testDrives.id), ne(testDrives.status, 'awaiting_verification'), gt(testDrives.holdUntil, now)),
      ),
    )
  for (const slot of slots) {
    const count = rows.filter((row) => row.startsAt < slot.endsAt && row.endsAt > slot.startsAt).length
    counts.set(slot.startsAt.getTime(), count)
  }
  return counts
}
