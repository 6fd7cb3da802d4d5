/**
 * The test-drive calendar of the back office (decision 0100): a branch's day or week of slots with
 * the drives booked in them and the slots staff closed; shown and no-show recorded; a slot blocked
 * (its free seats taken, so nobody can book it) or opened again. Every change is audited.
 */
import { and, asc, eq, gte, inArray, isNull, lt } from 'drizzle-orm'
import type { Locale } from '../../app.config.ts'
import type { StaffTestDriveCalendar } from '../contract/staff-test-drives.ts'
import type { TestDriveOutcome } from '../contract/test-drives.ts'
import { branches, testDriveBlocks, testDrives } from '../server/db/schema.ts'
import type { Db } from '../server/db/types.ts'
import { recordStaffAction, type StaffActor } from './staff-audit.ts'
import { specialHoursOf, testDriveRules } from './test-drives.ts'
import { takeSeat } from './test-drive-seats.ts'
import { addDays, periodsOn, saudiMoment, slotsOn } from './test-drive-slots.ts'
import { saudiDate } from '../lib/saudi-calendar.ts'

export type StaffMemberRef = StaffActor & { name: string }

/** The calendar of one branch (the first when none is named) from `from`, `days` days long. */
export async function staffTestDriveCalendar(
  db: Db,
  query: { branchId?: number; from: string; days: number },
  locale: Locale,
  now: Date = new Date(),
): Promise<StaffTestDriveCalendar> {
  const all = await db
    .select({ id: branches.id, nameAr: branches.nameAr, nameEn: branches.nameEn, week: branches.openingHours })
    .from(branches)
    .where(isNull(branches.deletedAt))
    .orderBy(asc(branches.sort), asc(branches.id))
  const list = all.map((branch) => ({ id: branch.id, name: locale === 'en' ? branch.nameEn : branch.nameAr }))
  const branch = all.find((candidate) => candidate.id === query.branchId) ?? all[0]
  if (!branch) return { branches: list, branchId: null, from: query.from, days: [] }
  const dayList = Array.from({ length: query.days }, (_, index) => addDays(query.from, index))
  const start = saudiMoment(query.from, '00:00')
  const end = saudiMoment(addDays(query.from, query.days), '00:00')
  const special = await specialHoursOf(db, branch.id, query.from)
  const drives = await db
    .select({
      reference: testDrives.reference,
      status: testDrives.status,
      name: testDrives.name,
      mobile: testDrives.mobile,
      carTitle: testDrives.carTitle,
      startsAt: testDrives.startsAt,
      endsAt: testDrives.endsAt,
    })
    .from(testDrives)
    .where(
      and(
        eq(testDrives.branchId, branch.id),
        gte(testDrives.startsAt, start),
        lt(testDrives.startsAt, end),
        inArray(testDrives.status, ['booked', 'shown', 'no_show']),
      ),
    )
    .orderBy(asc(testDrives.startsAt), asc(testDrives.createdAt))
  const blocks = await db
    .select({ id: testDriveBlocks.id, startsAt: testDriveBlocks.startsAt })
    .from(testDriveBlocks)
    .where(and(eq(testDriveBlocks.branchId, branch.id), gte(testDriveBlocks.startsAt, start), lt(testDriveBlocks.startsAt, end)))
  const days = dayList.map((day) => {
    const slots = slotsOn(day, periodsOn(day, branch.week, special), testDriveRules.slotMinutes).map((slot) => ({
      startsAt: slot.startsAt.toISOString(),
      endsAt: slot.endsAt.toISOString(),
    }))
    // A drive booked before the hours changed keeps its time: it is shown in a slot of its own.
    for (const drive of drives) {
      const time = drive.startsAt.toISOString()
      if (saudiDate(drive.startsAt) === day && !slots.some((slot) => slot.startsAt === time))
        slots.push({ startsAt: time, endsAt: drive.endsAt.toISOString() })
    }
    slots.sort((a, b) => a.startsAt.localeCompare(b.startsAt))
    return {
      day,
      slots: slots.map((slot) => {
        const booked = drives
          .filter((drive) => drive.startsAt.toISOString() === slot.startsAt)
          .map((drive) => ({
            reference: drive.reference,
            status: drive.status as 'booked' | 'shown' | 'no_show',
            name: drive.name,
            mobile: drive.mobile,
            car: drive.carTitle[locale],
          }))
        const block = blocks.find((candidate) => candidate.startsAt.toISOString() === slot.startsAt)
        return {
          ...slot,
          bookings: booked,
          blockId: block?.id ?? null,
          seatsLeft: block ? 0 : Math.max(0, testDriveRules.seatsPerSlot - booked.length),
          past: new Date(slot.startsAt) <= now,
        }
      }),
    }
  })
  return { branches: list, branchId: branch.id, from: query.from, days }
}

/** Records whether the visitor came. Only a booked (or already recorded) drive takes one. */
export async function recordTestDriveOutcome(
  tx: Db,
  staff: StaffMemberRef,
  reference: string,
  outcome: TestDriveOutcome,
  now: Date = new Date(),
): Promise<{ reference: string; status: TestDriveOutcome } | { refused: 'not_found' } | { refused: 'conflict' }> {
  const [drive] = await tx
    .select({ id: testDrives.id, status: testDrives.status })
    .from(testDrives)
    .where(eq(testDrives.reference, reference))
    .for('update')
  if (!drive) return { refused: 'not_found' }
  if (!['booked', 'shown', 'no_show'].includes(drive.status)) return { refused: 'conflict' }
  await tx.update(testDrives).set({ status: outcome, outcomeAt: now, outcomeBy: staff.name }).where(eq(testDrives.id, drive.id))
  await recordStaffAction(tx, staff, {
    action: 'test_drive.outcome_recorded',
    subjectType: 'test_drive',
    subjectId: reference,
    before: { status: drive.status },
    after: { status: outcome },
  })
  return { reference, status: outcome }
}

/**
 * Closes a slot of a branch that has not begun: its free seats are taken by the block, so no one
 * can book it; drives already booked in it stay. Blocking a blocked slot changes nothing.
 */
export async function blockTestDriveSlot(
  tx: Db,
  staff: StaffMemberRef,
  { branchId, startsAt }: { branchId: number; startsAt: string },
  now: Date = new Date(),
): Promise<{ id: number } | { refused: 'not_found' } | { refused: 'invalid' }> {
  const [branch] = await tx
    .select({ id: branches.id, week: branches.openingHours })
    .from(branches)
    .where(and(eq(branches.id, branchId), isNull(branches.deletedAt)))
  if (!branch) return { refused: 'not_found' }
  const start = new Date(startsAt)
  const day = saudiDate(start)
  const slot = slotsOn(day, periodsOn(day, branch.week, await specialHoursOf(tx, branch.id, day)), testDriveRules.slotMinutes).find(
    (candidate) => candidate.startsAt.getTime() === start.getTime(),
  )
  if (!slot || slot.startsAt <= now) return { refused: 'invalid' }
  const [block] = await tx
    .insert(testDriveBlocks)
    .values({ branchId, startsAt: slot.startsAt, endsAt: slot.endsAt, createdBy: staff.name, createdAt: now })
    .onConflictDoNothing({ target: [testDriveBlocks.branchId, testDriveBlocks.startsAt] })
    .returning({ id: testDriveBlocks.id })
  if (!block) {
    const [existing] = await tx
      .select({ id: testDriveBlocks.id })
      .from(testDriveBlocks)
      .where(and(eq(testDriveBlocks.branchId, branchId), eq(testDriveBlocks.startsAt, slot.startsAt)))
    return { id: existing!.id }
  }
  // Every free seat, one after the other, until none is left.
  while ((await takeSeat(tx, branchId, slot, { blockId: block.id }, testDriveRules.seatsPerSlot)) !== null) {
    /* the loop's condition takes the seats */
  }
  await recordStaffAction(tx, staff, {
    action: 'test_drive.slot_blocked',
    subjectType: 'branch',
    subjectId: branchId,
    after: { startsAt: slot.startsAt.toISOString() },
  })
  return { id: block.id }
}

/** Opens a blocked slot again (its seats go with the block). */
export async function unblockTestDriveSlot(tx: Db, staff: StaffMemberRef, blockId: number): Promise<boolean> {
  const [removed] = await tx
    .delete(testDriveBlocks)
    .where(eq(testDriveBlocks.id, blockId))
    .returning({ branchId: testDriveBlocks.branchId, startsAt: testDriveBlocks.startsAt })
  if (!removed) return false
  await recordStaffAction(tx, staff, {
    action: 'test_drive.slot_unblocked',
    subjectType: 'branch',
    subjectId: removed.branchId,
    before: { startsAt: removed.startsAt.toISOString() },
  })
  return true
}
