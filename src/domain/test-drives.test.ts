import { and, eq, inArray } from 'drizzle-orm'
import ICAL from 'ical.js'
import { beforeAll, expect, it } from 'vitest'
import { bookTestDriveSchema } from '../contract/test-drives.ts'
import { describeOnEngines } from '../server/db/describe-on-engines.ts'
import {
  branches,
  branchSpecialHours,
  cars,
  carStock,
  carColors,
  outboxMessages,
  testDriveBlocks,
  testDrives,
  testDriveSeats,
} from '../server/db/schema.ts'
import type { Db } from '../server/db/types.ts'
import { blockTestDriveSlot, recordTestDriveOutcome, staffTestDriveCalendar, unblockTestDriveSlot } from './staff-test-drives.ts'
import {
  cancelTestDrive,
  createTestDrive,
  deliverFirstTestDriveCode,
  lookupTestDrive,
  moveTestDrive,
  purgeTestDrives,
  queueTestDriveReminders,
  testDriveAvailability,
  testDriveRules,
  verifyTestDrive,
  type TestDriveRefusal,
} from './test-drives.ts'
import { addDays, saudiMoment } from './test-drive-slots.ts'
import { readTestDriveToken } from './test-drive-links.ts'

const codeSecret = 'test-secret-for-test-drive-codes'
const links = { secret: 'test-secret-for-test-drive-links', origin: 'https://dealer.example' }
const open = [{ opens: '09:00', closes: '21:00' }]
const everyDay = { saturday: open, sunday: open, monday: open, tuesday: open, wednesday: open, thursday: open, friday: open }
/** "Now" for every test: 08:00 on the first day, so that day's slots from 10:00 are bookable. */
const firstDay = '2026-12-06'
const now = saudiMoment(firstDay, '08:00')
const slotAt = (day: number, time: string) => saudiMoment(addDays(firstDay, day), time)

let counter = 0
const fresh = () => {
  counter += 1
  return {
    client: { address: `203.0.113.${counter % 250}.${counter}`, locale: 'en' as const },
    mobile: `05${String(20_000_000 + counter).slice(-8)}`,
  }
}
class Refused extends Error {
  readonly refusal: TestDriveRefusal
  constructor(refusal: TestDriveRefusal) {
    super(refusal.refused)
    this.refusal = refusal
  }
}

describeOnEngines('test drives', ({ db }) => {
  let carId = 0
  let branchId = 0
  let otherBranchId = 0

  beforeAll(async () => {
    const [car] = await db().select({ id: cars.id }).from(cars).limit(1)
    carId = car!.id
    const all = await db().select({ id: branches.id }).from(branches).orderBy(branches.sort, branches.id)
    branchId = all[0]!.id
    otherBranchId = all[1]!.id
    await db().update(branches).set({ openingHours: everyDay })
    await db().delete(branchSpecialHours)
  })

  const input = (mobile: string, startsAt: Date, extra: Record<string, unknown> = {}) =>
    bookTestDriveSchema.parse({ carId, branchId, startsAt: startsAt.toISOString(), name: 'Noura', mobile, ...extra })

  /** As the API does: the booking in one transaction, rolled back with a refusal. */
  async function book(startsAt: Date, options: { email?: string; at?: Date; database?: Db } = {}) {
    const { client, mobile } = fresh()
    const database = options.database ?? db()
    try {
      const created = await database.transaction(async (tx) => {
        const result = await createTestDrive(
          tx,
          input(mobile, startsAt, options.email ? { email: options.email } : {}),
          client,
          links.origin,
          options.at ?? now,
        )
        if ('refused' in result) throw new Refused(result)
        return result
      })
      return { ...created, client, mobile: `+966${mobile.slice(1)}` }
    } catch (error) {
      if (error instanceof Refused) return error.refusal
      throw error
    }
  }

  async function confirm(booked: { reference: string; client: { address: string; locale: 'en' }; mobile: string }, at = now) {
    const sent: { to: string; text: string }[] = []
    const delivered = await deliverFirstTestDriveCode(
      db(),
      booked.reference,
      booked.client,
      { secret: codeSecret, sendSms: async (message) => void sent.push(message), codeText: (_l, code) => `code ${code}` },
      at,
    )
    expect(delivered).toMatchObject({ reference: booked.reference })
    const code = /\d{6}/.exec(sent[0]!.text)![0]
    return verifyTestDrive(db(), { reference: booked.reference, mobile: booked.mobile }, code, booked.client, { codeSecret, links }, at)
  }

  const seatsOf = async (startsAt: Date) =>
    (
      await db()
        .select()
        .from(testDriveSeats)
        .where(and(eq(testDriveSeats.branchId, branchId), eq(testDriveSeats.startsAt, startsAt)))
    ).length

  it('50 concurrent bookings for one slot of capacity 2 yield exactly 2', async () => {
    expect(testDriveRules.seatsPerSlot).toBe(2)
    const startsAt = slotAt(1, '10:30')
    const results = await Promise.all(Array.from({ length: 50 }, () => book(startsAt)))
    const booked = results.filter((result) => 'reference' in result)
    expect(booked).toHaveLength(2)
    expect(results.filter((result) => 'refused' in result)).toEqual(
      Array.from({ length: 48 }, () => ({ refused: 'invalid', fields: { startsAt: 'slotFull' } })),
    )
    expect(await seatsOf(startsAt)).toBe(2)
    const rows = await db().select({ id: testDrives.id }).from(testDrives).where(eq(testDrives.startsAt, startsAt))
    expect(rows).toHaveLength(2)
  })

  it('the database itself refuses a seat taken twice at overlapping times', async () => {
    const startsAt = slotAt(1, '12:00')
    const first = await book(startsAt)
    expect('reference' in first).toBe(true)
    const [row] = await db().select().from(testDriveSeats).where(eq(testDriveSeats.startsAt, startsAt))
    const [block] = await db()
      .insert(testDriveBlocks)
      .values({ branchId: otherBranchId, startsAt, endsAt: row!.endsAt, createdBy: 'test' })
      .returning({ id: testDriveBlocks.id })
    // Same seat, a range that overlaps by five minutes: refused by the exclusion constraint.
    await expect(
      db()
        .insert(testDriveSeats)
        .values({
          branchId,
          seat: row!.seat,
          startsAt: new Date(row!.endsAt.getTime() - 5 * 60_000),
          endsAt: new Date(row!.endsAt.getTime() + 40 * 60_000),
          blockId: block!.id,
        }),
    ).rejects.toThrow()
    // Another branch's seat 1 at the same time is another seat.
    await db()
      .insert(testDriveSeats)
      .values({ branchId: otherBranchId, seat: row!.seat, startsAt, endsAt: row!.endsAt, blockId: block!.id })
  })

  it('a confirmed booking texts the visitor and invites them (REQUEST); cancelling sends CANCEL with the same UID', async () => {
    const startsAt = slotAt(2, '10:30')
    const booked = await book(startsAt, { email: 'noura@example.com' })
    if (!('reference' in booked)) throw new Error('not booked')
    const view = await confirm(booked)
    if ('refused' in view) throw new Error(view.refused)
    expect(view).toMatchObject({ reference: booked.reference, status: 'booked', changeable: true, startsAt: startsAt.toISOString() })
    const token = new URL(view.manageUrl).searchParams.get('token')!
    expect(readTestDriveToken(links.secret, token)).not.toBeNull()
    expect(readTestDriveToken('another-secret-another-secret', token)).toBeNull()

    const cancelled = await cancelTestDrive(db(), token, 'en', links, now)
    expect(cancelled).toMatchObject({ status: 'cancelled', changeable: false })
    expect(await seatsOf(startsAt)).toBe(0)
    expect(await cancelTestDrive(db(), token, 'en', links, now)).toEqual({ refused: 'not_changeable' })

    const mails = await db()
      .select({ payload: outboxMessages.payload })
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'test_drive.invitation'))
    const calendars = mails
      .map((mail) => mail.payload as { to: string[]; icalEvent?: { method: string; content: string } })
      .filter((mail) => mail.to.includes('noura@example.com') && mail.icalEvent)
      .map((mail) => new ICAL.Component(ICAL.parse(mail.icalEvent!.content)))
    expect(calendars.map((calendar) => calendar.getFirstPropertyValue('method'))).toEqual(['REQUEST', 'CANCEL'])
    const [request, cancel] = calendars.map((calendar) => calendar.getFirstSubcomponent('vevent')!)
    expect(request!.getFirstPropertyValue('uid')).toMatch(/^test-drive-[0-9a-f-]{36}@dealer\.example$/)
    expect(cancel!.getFirstPropertyValue('uid')).toBe(request!.getFirstPropertyValue('uid'))
    expect(Number(cancel!.getFirstPropertyValue('sequence'))).toBeGreaterThan(Number(request!.getFirstPropertyValue('sequence')))
    expect(String(cancel!.getFirstPropertyValue('status'))).toBe('CANCELLED')

    const texts = await db().select({ payload: outboxMessages.payload }).from(outboxMessages).where(eq(outboxMessages.kind, 'sms.message'))
    const toVisitor = texts.map((row) => row.payload as { to: string; text: string }).filter((sms) => sms.to === booked.mobile)
    expect(toVisitor).toHaveLength(2)
    expect(toVisitor[0]!.text).toContain(view.manageUrl)
  })

  it('a seat held for a code that never came goes to the next visitor, and its code then says so', async () => {
    const startsAt = slotAt(3, '10:30')
    const first = await book(startsAt)
    const second = await book(startsAt)
    if (!('reference' in first) || !('reference' in second)) throw new Error('not booked')
    // Both holds lapse; a third visitor takes a seat freed by a lapsed hold.
    const later = new Date(now.getTime() + (testDriveRules.holdMinutes + 1) * 60_000)
    const third = await book(startsAt, { at: later })
    expect(third).toHaveProperty('reference')
    // Their seats went back when the third booking needed one: a code typed now finds none.
    expect(await confirm(first, later)).toEqual({ refused: 'slot_lost' })
    expect(await confirm(second, later)).toEqual({ refused: 'slot_lost' })
    expect(await seatsOf(startsAt)).toBe(1)
  })

  it('moving takes the new seat before giving back the old one; a full slot leaves the booking as it was', async () => {
    const from = slotAt(4, '10:30')
    const to = slotAt(4, '11:15')
    const booked = await book(from)
    if (!('reference' in booked)) throw new Error('not booked')
    const view = await confirm(booked)
    if ('refused' in view) throw new Error(view.refused)
    const token = new URL(view.manageUrl).searchParams.get('token')!
    await book(to)
    await book(to)
    expect(await moveTestDrive(db(), { token, startsAt: to.toISOString() }, 'en', links, now)).toEqual({
      refused: 'invalid',
      fields: { startsAt: 'slotFull' },
    })
    expect(await seatsOf(from)).toBe(1)
    const free = slotAt(4, '12:45')
    expect(await moveTestDrive(db(), { token, startsAt: free.toISOString() }, 'en', links, now)).toMatchObject({
      startsAt: free.toISOString(),
    })
    expect(await seatsOf(from)).toBe(0)
    expect(await seatsOf(free)).toBe(1)
    expect(await moveTestDrive(db(), { token, startsAt: slotAt(4, '12:20').toISOString() }, 'en', links, now)).toEqual({
      refused: 'invalid',
      fields: { startsAt: 'slot' },
    })
    expect(await lookupTestDrive(db(), `${token}x`, 'en', links, now)).toEqual({ refused: 'not_found' })
  })

  it('offers only the branches holding the car, and a blocked slot to nobody', async () => {
    const [color] = await db().select({ id: carColors.id }).from(carColors).where(eq(carColors.carId, carId)).limit(1)
    // A car the dealer keeps no stock lines for is at every branch (the demo's lines set aside).
    await db().delete(carStock).where(eq(carStock.carId, carId))
    const everywhere = await testDriveAvailability(db(), { carId }, 'en', now)
    if ('refused' in everywhere) throw new Error('no car')
    expect(everywhere.branches.length).toBeGreaterThan(1)
    await db().insert(carStock).values({ carId, branchId: otherBranchId, colorId: color!.id, status: 'available', count: 1 })
    await db().insert(carStock).values({ carId, branchId, colorId: color!.id, status: 'sold', count: 1 })
    const held = await testDriveAvailability(db(), { carId }, 'en', now)
    if ('refused' in held) throw new Error('no car')
    expect(held.branches.map((branch) => branch.id)).toEqual([otherBranchId])
    expect(await book(slotAt(5, '10:00'))).toEqual({ refused: 'invalid', fields: { branchId: 'choice' } })
    await db().delete(carStock).where(eq(carStock.carId, carId))

    const staff = { id: null, email: 'sales@example.com', name: 'Sales' }
    const startsAt = slotAt(5, '09:45')
    const booked = await book(startsAt)
    expect(booked).toHaveProperty('reference')
    const block = await db().transaction((tx) => blockTestDriveSlot(tx, staff, { branchId, startsAt: startsAt.toISOString() }, now))
    if (!('id' in block)) throw new Error('not blocked')
    expect(await seatsOf(startsAt)).toBe(2)
    expect(await book(startsAt)).toEqual({ refused: 'invalid', fields: { startsAt: 'slotFull' } })
    const day = await testDriveAvailability(db(), { carId, branchId, day: addDays(firstDay, 5) }, 'en', now)
    if ('refused' in day) throw new Error('no car')
    expect(day.slots.find((slot) => slot.startsAt === startsAt.toISOString())?.seatsLeft).toBe(0)
    const calendar = await staffTestDriveCalendar(db(), { branchId, from: addDays(firstDay, 5), days: 1 }, 'en', now)
    const slot = calendar.days[0]!.slots.find((candidate) => candidate.startsAt === startsAt.toISOString())!
    expect(slot).toMatchObject({ blockId: block.id, seatsLeft: 0, bookings: [] })
    expect(await db().transaction((tx) => unblockTestDriveSlot(tx, staff, block.id))).toBe(true)
    expect(await seatsOf(startsAt)).toBe(1)
    expect(
      await db().transaction((tx) => blockTestDriveSlot(tx, staff, { branchId, startsAt: slotAt(5, '09:50').toISOString() }, now)),
    ).toEqual({
      refused: 'invalid',
    })
  })

  it('staff record shown or no-show on a booked drive, seen in the calendar', async () => {
    const startsAt = slotAt(6, '10:30')
    const booked = await book(startsAt)
    if (!('reference' in booked)) throw new Error('not booked')
    await confirm(booked)
    const staff = { id: null, email: 'sales@example.com', name: 'Sales' }
    expect(await db().transaction((tx) => recordTestDriveOutcome(tx, staff, booked.reference, 'no_show', now))).toEqual({
      reference: booked.reference,
      status: 'no_show',
    })
    const calendar = await staffTestDriveCalendar(db(), { branchId, from: addDays(firstDay, 6), days: 7 }, 'en', now)
    expect(calendar.days).toHaveLength(7)
    const slot = calendar.days[0]!.slots.find((candidate) => candidate.startsAt === startsAt.toISOString())!
    expect(slot.bookings).toEqual([expect.objectContaining({ reference: booked.reference, status: 'no_show', mobile: booked.mobile })])
  })

  it('queues one reminder the day before, and deletes bookings past their retention', async () => {
    const startsAt = slotAt(8, '10:30')
    const booked = await book(startsAt)
    if (!('reference' in booked)) throw new Error('not booked')
    await confirm(booked)
    const dayBefore = new Date(startsAt.getTime() - (testDriveRules.reminderHoursBefore - 1) * 3_600_000)
    const tooEarly = new Date(startsAt.getTime() - (testDriveRules.reminderHoursBefore + 1) * 3_600_000)
    expect(await queueTestDriveReminders(db(), links.secret, tooEarly)).toBe(0)
    expect(await queueTestDriveReminders(db(), links.secret, dayBefore)).toBeGreaterThanOrEqual(1)
    expect(await queueTestDriveReminders(db(), links.secret, dayBefore)).toBe(0)
    const [row] = await db().select({ at: testDrives.reminderQueuedAt }).from(testDrives).where(eq(testDrives.reference, booked.reference))
    expect(row!.at).not.toBeNull()

    const afterRetention = new Date(startsAt.getTime() + (testDriveRules.retentionDays + 1) * 86_400_000)
    expect(await purgeTestDrives(db(), afterRetention)).toBeGreaterThanOrEqual(1)
    const left = await db()
      .select({ id: testDrives.id })
      .from(testDrives)
      .where(inArray(testDrives.reference, [booked.reference]))
    expect(left).toEqual([])
  })
})
