/**
 * Test drives at a branch (decision 0100): a visitor picks a branch that holds the car, a day and a
 * slot from that branch's hours, and confirms with a code sent by SMS under the order code's rules
 * (./order-policy.ts: six digits, 10 minutes, a resend a minute, five wrong codes lock it, five codes
 * a mobile an hour, counted with the orders'). The booking and its seat are written in the caller's
 * transaction (the API's idempotent one); the code is sent after the commit. A seat is a row the
 * database refuses twice (./test-drive-seats.ts), so a slot never holds more drives than its seats.
 */
import { and, asc, eq, exists, gt, gte, inArray, isNull, lte, ne, notExists, or, sql } from 'drizzle-orm'
import { appConfig, type Locale } from '../../app.config.ts'
import type { FieldErrorKey } from '../contract/field-errors.ts'
import type { BookTestDrive, TestDriveAvailability, TestDriveView } from '../contract/test-drives.ts'
import { saudiDate } from '../lib/saudi-calendar.ts'
import type { OpeningHours } from '../lib/dealer-identity.ts'
import { branches, branchSpecialHours, carStock, testDriveCodes, testDrives, testDriveSeats } from '../server/db/schema.ts'
import type { Db } from '../server/db/types.ts'
import { enqueueOutbox } from '../server/outbox/enqueue-outbox.server.ts'
import { consumeRateLimit } from '../server/rate-limit.server.ts'
import { getSettings } from './dealer.ts'
import { hashVerificationCode, newOrderReference, newVerificationCode, verificationCodeMatches } from './order-codes.ts'
import { orderPolicy } from './order-policy.ts'
import { marketCarsById } from './order-lines.ts'
import { testDriveManageUrl, testDriveToken, readTestDriveToken } from './test-drive-links.ts'
import { testDriveBookedText, testDriveCancelledText, testDriveReminderText } from './test-drive-messages.ts'
import { releaseLapsedHolds, seatsTakenIn, takeSeat } from './test-drive-seats.ts'
import { bookableDays, bookableSlotAt, bookableSlotsOn, type Slot, type SpecialHours } from './test-drive-slots.ts'
import { storedLocale } from '../lib/i18n/locale.ts'

export const testDriveRules = appConfig.testDrives

export type TestDriveRefusal =
  | { refused: 'invalid'; fields: Record<string, FieldErrorKey> }
  | { refused: 'not_found' }
  | { refused: 'rate_limited'; retryAfterSeconds: number }
  | { refused: 'locked' }
  | { refused: 'expired' }
  | { refused: 'incorrect'; attemptsLeft: number }
  | { refused: 'already_verified' }
  | { refused: 'sms_failed' }
  /** The code came after the hold lapsed and someone else took the seat. */
  | { refused: 'slot_lost' }
  /** Cancelled, past, or already recorded: nothing to cancel or move. */
  | { refused: 'not_changeable' }

export type TestDriveClient = { address: string; locale: Locale }
/** The signed links' secret and where they lead. */
export type TestDriveLinks = { secret: string; origin: string }
export type SendSms = (message: { to: string; text: string }) => Promise<void>
export type CodeMessaging = {
  secret: string
  sendSms: SendSms
  codeText: (locale: Locale, code: string, reference: string) => Promise<string> | string
}

const hour = 60 * 60
const later = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000)

async function limited(db: Db, bucket: string, key: string, limit: number, windowSeconds = hour) {
  const decision = await consumeRateLimit(db, { bucket, key, limit, windowSeconds })
  return decision.allowed ? null : { refused: 'rate_limited' as const, retryAfterSeconds: decision.retryAfterSeconds }
}

// ── Branches and their hours ──────────────────────────────────────────────────────────────────

type BranchRow = { id: number; nameAr: string; nameEn: string; addressAr: string; addressEn: string; week: Partial<OpeningHours> }

/**
 * The branches a car may be driven at: those whose stock lines hold a unit of it that is there
 * (available or reserved; not in transit, not sold). A car whose stock the dealer keeps no lines
 * for at all is at every branch (decision 0100).
 */
async function branchesHolding(db: Db, carId: number): Promise<BranchRow[]> {
  const lineHere = db
    .select({ one: sql`1` })
    .from(carStock)
    .where(and(eq(carStock.carId, carId), eq(carStock.branchId, branches.id), sql`${carStock.status} in ('available', 'reserved')`))
  const anyLine = db
    .select({ one: sql`1` })
    .from(carStock)
    .where(eq(carStock.carId, carId))
  return db
    .select({
      id: branches.id,
      nameAr: branches.nameAr,
      nameEn: branches.nameEn,
      addressAr: branches.addressAr,
      addressEn: branches.addressEn,
      week: branches.openingHours,
    })
    .from(branches)
    .where(and(isNull(branches.deletedAt), or(exists(lineHere), notExists(anyLine))))
    .orderBy(asc(branches.sort), asc(branches.id))
}

export async function specialHoursOf(db: Db, branchId: number, fromDay: string): Promise<SpecialHours[]> {
  return db
    .select({ validFrom: branchSpecialHours.validFrom, validThrough: branchSpecialHours.validThrough, hours: branchSpecialHours.hours })
    .from(branchSpecialHours)
    .where(and(eq(branchSpecialHours.branchId, branchId), gte(branchSpecialHours.validThrough, fromDay)))
}

const branchView = (branch: Pick<BranchRow, 'id' | 'nameAr' | 'nameEn' | 'addressAr' | 'addressEn'>, locale: Locale) => ({
  id: branch.id,
  name: locale === 'en' ? branch.nameEn : branch.nameAr,
  address: locale === 'en' ? branch.addressEn : branch.addressAr,
})

// ── What the booking page shows ────────────────────────────────────────────────────────────────

/** The branches holding the car, the days ahead with their free slots, and one day's slots. */
export async function testDriveAvailability(
  db: Db,
  query: { carId: number; branchId?: number; day?: string },
  locale: Locale,
  now: Date = new Date(),
): Promise<TestDriveAvailability | { refused: 'not_found' }> {
  const car = (await marketCarsById(db, [query.carId])).get(query.carId)
  if (!car) return { refused: 'not_found' }
  const holding = await branchesHolding(db, car.id)
  const branch = holding.find((candidate) => candidate.id === query.branchId) ?? holding[0]
  const answer = { car: { id: car.id, title: car.title[locale] }, branches: holding.map((row) => branchView(row, locale)) }
  if (!branch) return { ...answer, branchId: null, days: [], day: null, slots: [] }
  const hours = { week: branch.week, special: await specialHoursOf(db, branch.id, saudiDate(now)) }
  const perDay = bookableDays(now, testDriveRules).map((day) => ({ day, slots: bookableSlotsOn(day, hours, now, testDriveRules) }))
  const taken = await seatsTakenIn(
    db,
    branch.id,
    perDay.flatMap((entry) => entry.slots),
    now,
  )
  const withSeats = perDay.map((entry) => ({
    day: entry.day,
    slots: entry.slots.map((slot) => ({
      startsAt: slot.startsAt.toISOString(),
      endsAt: slot.endsAt.toISOString(),
      seatsLeft: Math.max(0, testDriveRules.seatsPerSlot - (taken.get(slot.startsAt.getTime()) ?? 0)),
    })),
  }))
  const days = withSeats.map((entry) => ({ day: entry.day, freeSlots: entry.slots.filter((slot) => slot.seatsLeft > 0).length }))
  const shown =
    withSeats.find((entry) => entry.day === query.day) ?? withSeats.find((entry) => entry.slots.some((slot) => slot.seatsLeft > 0))
  return { ...answer, branchId: branch.id, days, day: shown?.day ?? null, slots: shown?.slots ?? [] }
}

// ── Booking ───────────────────────────────────────────────────────────────────────────────────

/**
 * Stores the booking as awaiting its code, with a seat of its slot held for it, in `tx`. Its code is
 * sent by `deliverFirstTestDriveCode` once `tx` has committed.
 */
export async function createTestDrive(
  tx: Db,
  input: BookTestDrive,
  client: TestDriveClient,
  linkOrigin: string,
  now: Date = new Date(),
): Promise<{ reference: string } | TestDriveRefusal> {
  const refused = await limited(tx, 'test-drives.address', client.address, orderPolicy.ordersPerAddressPerHour)
  if (refused) return refused
  const car = (await marketCarsById(tx, [input.carId])).get(input.carId)
  if (!car) return { refused: 'invalid', fields: { carId: 'choice' } }
  const branch = (await branchesHolding(tx, car.id)).find((candidate) => candidate.id === input.branchId)
  if (!branch) return { refused: 'invalid', fields: { branchId: 'choice' } }
  const slot = bookableSlotAt(
    new Date(input.startsAt),
    { week: branch.week, special: await specialHoursOf(tx, branch.id, saudiDate(now)) },
    now,
    testDriveRules,
  )
  if (!slot) return { refused: 'invalid', fields: { startsAt: 'slot' } }

  const id = await insertWithFreshReference(tx, (reference) => ({
    reference,
    locale: client.locale,
    carId: car.id,
    carTitle: car.title,
    branchId: branch.id,
    startsAt: slot.startsAt,
    endsAt: slot.endsAt,
    name: input.name,
    mobile: input.mobile,
    email: input.email ? input.email : null,
    createdAt: now,
    holdUntil: later(now, testDriveRules.holdMinutes * 60),
    linkOrigin,
  }))
  await releaseLapsedHolds(tx, branch.id, slot, now)
  const seat = await takeSeat(tx, branch.id, slot, { testDriveId: id.id }, testDriveRules.seatsPerSlot)
  // The caller's transaction is rolled back with the refusal: no booking without its seat.
  if (seat === null) return { refused: 'invalid', fields: { startsAt: 'slotFull' } }
  await tx.insert(testDriveCodes).values({ testDriveId: id.id, codeHash: 'unsent', expiresAt: now, resendAvailableAt: now, codesSent: 0 })
  return { reference: id.reference }
}

async function insertWithFreshReference(
  tx: Db,
  row: (reference: string) => typeof testDrives.$inferInsert,
): Promise<{ id: string; reference: string }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [inserted] = await tx
      .insert(testDrives)
      .values(row(newOrderReference()))
      .onConflictDoNothing({ target: testDrives.reference })
      .returning({ id: testDrives.id, reference: testDrives.reference })
    if (inserted) return inserted
  }
  throw new Error('Could not draw an unused test drive reference in 5 attempts')
}

// ── The code ──────────────────────────────────────────────────────────────────────────────────

type Awaiting = { id: string; mobile: string; locale: Locale; failedAttempts: number; codesSent: number; resendAvailableAt: Date }
export type CodeState = { reference: string; expiresAt: Date; resendAvailableAt: Date }

async function findAwaiting(db: Db, key: { reference: string; mobile?: string }): Promise<Awaiting | TestDriveRefusal> {
  const [row] = await db
    .select({
      id: testDrives.id,
      status: testDrives.status,
      mobile: testDrives.mobile,
      locale: testDrives.locale,
      failedAttempts: testDriveCodes.failedAttempts,
      codesSent: testDriveCodes.codesSent,
      resendAvailableAt: testDriveCodes.resendAvailableAt,
    })
    .from(testDrives)
    .leftJoin(testDriveCodes, eq(testDriveCodes.testDriveId, testDrives.id))
    .where(and(eq(testDrives.reference, key.reference), key.mobile ? eq(testDrives.mobile, key.mobile) : undefined))
  if (!row) return { refused: 'not_found' }
  if (row.status !== 'awaiting_verification' || row.failedAttempts === null) return { refused: 'already_verified' }
  return {
    id: row.id,
    mobile: row.mobile,
    locale: storedLocale(row.locale),
    failedAttempts: row.failedAttempts,
    codesSent: row.codesSent ?? 0,
    resendAvailableAt: row.resendAvailableAt ?? new Date(0),
  }
}

async function codeState(db: Db, id: string, reference: string): Promise<CodeState | TestDriveRefusal> {
  const [row] = await db
    .select({ expiresAt: testDriveCodes.expiresAt, resendAvailableAt: testDriveCodes.resendAvailableAt })
    .from(testDriveCodes)
    .where(eq(testDriveCodes.testDriveId, id))
  return row ? { reference, ...row } : { refused: 'already_verified' }
}

/**
 * Claims the code row for a new code when `mayClaim` holds (requests that race take turns on the
 * row; one sends), counts it against the per-mobile and per-address limits (the orders' buckets),
 * and keeps the seat held while the new code lives. No SMS is sent inside the transaction.
 */
async function sendNewCode(
  db: Db,
  drive: Awaiting,
  reference: string,
  client: TestDriveClient,
  messaging: CodeMessaging,
  mayClaim: (row: { codesSent: number; resendAvailableAt: Date }) => boolean,
  giveBack: { codesSent?: number; resendAvailableAt: Date },
  now: Date,
): Promise<CodeState | TestDriveRefusal> {
  const code = newVerificationCode()
  const expiresAt = later(now, orderPolicy.codeLifetimeSeconds)
  const resendAvailableAt = later(now, orderPolicy.resendCooldownSeconds)
  const thisRow = eq(testDriveCodes.testDriveId, drive.id)
  const claimed = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ codesSent: testDriveCodes.codesSent, resendAvailableAt: testDriveCodes.resendAvailableAt })
      .from(testDriveCodes)
      .where(thisRow)
      .for('update')
    if (!row || !mayClaim(row)) return 'taken' as const
    const refused =
      (await limited(tx, 'codes.mobile', drive.mobile, orderPolicy.codesPerMobilePerHour)) ??
      (await limited(tx, 'codes.address', client.address, orderPolicy.codesPerAddressPerHour))
    if (refused) return refused
    await tx
      .update(testDriveCodes)
      .set({ codeHash: hashVerificationCode(messaging.secret, drive.id, code), expiresAt, resendAvailableAt, codesSent: row.codesSent + 1 })
      .where(thisRow)
    const holdUntil = later(now, testDriveRules.holdMinutes * 60)
    await tx.update(testDrives).set({ holdUntil }).where(eq(testDrives.id, drive.id))
    return 'claimed' as const
  })
  if (claimed === 'taken') return codeState(db, drive.id, reference)
  if (claimed !== 'claimed') return claimed
  try {
    await messaging.sendSms({ to: drive.mobile, text: await messaging.codeText(drive.locale, code, reference) })
  } catch {
    await db.update(testDriveCodes).set(giveBack).where(thisRow)
    return { refused: 'sms_failed' }
  }
  return { reference, expiresAt, resendAvailableAt }
}

/** Sends a booking's first code, once: a repeat of the same submission finds it sent. */
export async function deliverFirstTestDriveCode(
  db: Db,
  reference: string,
  client: TestDriveClient,
  messaging: CodeMessaging,
  now: Date = new Date(),
): Promise<CodeState | TestDriveRefusal> {
  const drive = await findAwaiting(db, { reference })
  if ('refused' in drive) return drive
  if (drive.codesSent > 0) return codeState(db, drive.id, reference)
  return sendNewCode(db, drive, reference, client, messaging, (row) => row.codesSent === 0, { codesSent: 0, resendAvailableAt: now }, now)
}

/** A new code for a booking still awaiting it, at most once a minute. */
export async function resendTestDriveCode(
  db: Db,
  key: { reference: string; mobile: string },
  client: TestDriveClient,
  messaging: CodeMessaging,
  now: Date = new Date(),
): Promise<CodeState | TestDriveRefusal> {
  const drive = await findAwaiting(db, key)
  if ('refused' in drive) return drive
  if (drive.failedAttempts >= orderPolicy.maxFailedAttempts) return { refused: 'locked' }
  const wait = Math.ceil((drive.resendAvailableAt.getTime() - now.getTime()) / 1000)
  if (wait > 0) return { refused: 'rate_limited', retryAfterSeconds: wait }
  return sendNewCode(
    db,
    drive,
    key.reference,
    client,
    messaging,
    (row) => row.resendAvailableAt.getTime() <= now.getTime(),
    { resendAvailableAt: now },
    now,
  )
}

/**
 * Checks a typed code. A right one books the drive (its seat kept, its hold ended), forgets the
 * code, and queues the visitor's text and, with an e-mail address, the calendar invitation, in one
 * transaction. A wrong one counts, across resends.
 */
export async function verifyTestDrive(
  db: Db,
  key: { reference: string; mobile: string },
  code: string,
  client: TestDriveClient,
  { codeSecret, links }: { codeSecret: string; links: TestDriveLinks },
  now: Date = new Date(),
): Promise<TestDriveView | TestDriveRefusal> {
  const refused = await limited(db, 'verify.address', client.address, orderPolicy.verificationsPerAddressPerHour)
  if (refused) return refused
  return db.transaction(async (tx) => {
    // Attempts at once take turns on the booking's row; the code is read once the lock is held.
    const [locked] = await tx
      .select({ id: testDrives.id, status: testDrives.status })
      .from(testDrives)
      .where(and(eq(testDrives.reference, key.reference), eq(testDrives.mobile, key.mobile)))
      .for('update')
    if (!locked) return { refused: 'not_found' as const }
    if (locked.status !== 'awaiting_verification') return { refused: 'already_verified' as const }
    const [row] = await tx.select().from(testDriveCodes).where(eq(testDriveCodes.testDriveId, locked.id))
    if (!row) return { refused: 'not_found' as const }
    if (row.failedAttempts >= orderPolicy.maxFailedAttempts) return { refused: 'locked' as const }
    if (row.codesSent === 0 || row.expiresAt <= now) return { refused: 'expired' as const }
    if (!verificationCodeMatches(codeSecret, locked.id, code, row.codeHash)) {
      const failedAttempts = row.failedAttempts + 1
      await tx.update(testDriveCodes).set({ failedAttempts }).where(eq(testDriveCodes.testDriveId, locked.id))
      const attemptsLeft = orderPolicy.maxFailedAttempts - failedAttempts
      return attemptsLeft > 0 ? { refused: 'incorrect' as const, attemptsLeft } : { refused: 'locked' as const }
    }
    const [seat] = await tx.select({ id: testDriveSeats.id }).from(testDriveSeats).where(eq(testDriveSeats.testDriveId, locked.id))
    if (!seat) return { refused: 'slot_lost' as const }
    await tx.update(testDrives).set({ status: 'booked', verifiedAt: now, holdUntil: null }).where(eq(testDrives.id, locked.id))
    await tx.delete(testDriveCodes).where(eq(testDriveCodes.testDriveId, locked.id))
    const drive = await readDrive(tx, eq(testDrives.id, locked.id))
    if (!drive) return { refused: 'not_found' as const }
    await announce(tx, drive, 'REQUEST', links)
    return viewOf(drive, client.locale, links, now)
  })
}

// ── The booking afterwards: its view, the signed link, cancel and move ─────────────────────────

type DriveRow = Awaited<ReturnType<typeof readDrive>> & {}

async function readDrive(db: Db, where: ReturnType<typeof eq>) {
  const [row] = await db
    .select({
      id: testDrives.id,
      reference: testDrives.reference,
      status: testDrives.status,
      locale: testDrives.locale,
      carId: testDrives.carId,
      carTitle: testDrives.carTitle,
      startsAt: testDrives.startsAt,
      endsAt: testDrives.endsAt,
      name: testDrives.name,
      mobile: testDrives.mobile,
      email: testDrives.email,
      sequence: testDrives.sequence,
      linkOrigin: testDrives.linkOrigin,
      branch: {
        id: branches.id,
        nameAr: branches.nameAr,
        nameEn: branches.nameEn,
        addressAr: branches.addressAr,
        addressEn: branches.addressEn,
      },
      week: branches.openingHours,
    })
    .from(testDrives)
    .innerJoin(branches, eq(branches.id, testDrives.branchId))
    .where(where)
  return row ?? null
}

const manageUrlOf = (drive: { id: string; locale: string; linkOrigin: string }, secret: string) =>
  testDriveManageUrl(drive.linkOrigin, storedLocale(drive.locale), testDriveToken(secret, drive.id))

function viewOf(drive: DriveRow, locale: Locale, links: TestDriveLinks, now: Date): TestDriveView {
  return {
    reference: drive.reference,
    status: drive.status,
    startsAt: drive.startsAt.toISOString(),
    endsAt: drive.endsAt.toISOString(),
    car: { id: drive.carId, title: drive.carTitle[locale] },
    branch: branchView(drive.branch, locale),
    manageUrl: testDriveManageUrl(links.origin, locale, testDriveToken(links.secret, drive.id)),
    changeable: drive.status === 'booked' && drive.startsAt > now,
  }
}

/** The visitor's text, and with an e-mail address the invitation (REQUEST or CANCEL), in `tx`. */
async function announce(tx: Db, drive: DriveRow, method: 'REQUEST' | 'CANCEL', links: TestDriveLinks): Promise<void> {
  const locale = storedLocale(drive.locale)
  const branch = branchView(drive.branch, locale)
  const manageUrl = manageUrlOf(drive, links.secret)
  const text =
    method === 'CANCEL'
      ? await testDriveCancelledText(locale, drive.startsAt)
      : await testDriveBookedText(locale, drive.startsAt, branch.name, manageUrl)
  await enqueueOutbox(tx, { kind: 'sms.message', payload: { to: drive.mobile, text } })
  if (!drive.email) return
  const settings = await getSettings(tx, locale)
  await enqueueOutbox(tx, {
    kind: 'test_drive.invitation',
    payload: {
      email: drive.email,
      locale,
      method,
      uid: testDriveUid(drive.id, drive.linkOrigin),
      sequence: drive.sequence,
      reference: drive.reference,
      startsAt: drive.startsAt.toISOString(),
      endsAt: drive.endsAt.toISOString(),
      car: drive.carTitle[locale],
      dealer: { name: settings?.name ?? branch.name, email: settings?.email ?? null },
      branch,
      manageUrl,
    },
  })
}

/** The invitation's UID: the booking's id at the site's host, the same for every version of it. */
export function testDriveUid(id: string, origin: string): string {
  return `test-drive-${id}@${new URL(origin).hostname}`
}

async function driveOfToken(db: Db, token: string, links: TestDriveLinks, forUpdate: boolean) {
  const id = readTestDriveToken(links.secret, token)
  if (!id) return null
  if (forUpdate) {
    const [locked] = await db.select({ id: testDrives.id }).from(testDrives).where(eq(testDrives.id, id)).for('update')
    if (!locked) return null
  }
  const drive = await readDrive(db, eq(testDrives.id, id))
  // A booking never confirmed has no link of its own yet.
  return drive && drive.status !== 'awaiting_verification' ? drive : null
}

export async function lookupTestDrive(
  db: Db,
  token: string,
  locale: Locale,
  links: TestDriveLinks,
  now: Date = new Date(),
): Promise<TestDriveView | TestDriveRefusal> {
  const drive = await driveOfToken(db, token, links, false)
  return drive ? viewOf(drive, locale, links, now) : { refused: 'not_found' }
}

/** Cancels a booked drive that has not begun: its seat is freed, the visitor told, the invitation withdrawn. */
export async function cancelTestDrive(
  db: Db,
  token: string,
  locale: Locale,
  links: TestDriveLinks,
  now: Date = new Date(),
): Promise<TestDriveView | TestDriveRefusal> {
  return db.transaction(async (tx) => {
    const drive = await driveOfToken(tx, token, links, true)
    if (!drive) return { refused: 'not_found' as const }
    if (drive.status !== 'booked' || drive.startsAt <= now) return { refused: 'not_changeable' as const }
    await tx
      .update(testDrives)
      .set({ status: 'cancelled', cancelledAt: now, sequence: drive.sequence + 1 })
      .where(eq(testDrives.id, drive.id))
    await tx.delete(testDriveSeats).where(eq(testDriveSeats.testDriveId, drive.id))
    const cancelled = { ...drive, status: 'cancelled' as const, sequence: drive.sequence + 1 }
    await announce(tx, cancelled, 'CANCEL', links)
    return viewOf(cancelled, locale, links, now)
  })
}

/**
 * Moves a booked drive to another slot of its branch: the new seat is taken before the old one is
 * given back, so a full slot refuses the move and leaves the booking as it was.
 */
export async function moveTestDrive(
  db: Db,
  { token, startsAt }: { token: string; startsAt: string },
  locale: Locale,
  links: TestDriveLinks,
  now: Date = new Date(),
): Promise<TestDriveView | TestDriveRefusal> {
  return db.transaction(async (tx) => {
    const drive = await driveOfToken(tx, token, links, true)
    if (!drive) return { refused: 'not_found' as const }
    if (drive.status !== 'booked' || drive.startsAt <= now) return { refused: 'not_changeable' as const }
    const slot: Slot | null = bookableSlotAt(
      new Date(startsAt),
      { week: drive.week, special: await specialHoursOf(tx, drive.branch.id, saudiDate(now)) },
      now,
      testDriveRules,
    )
    if (!slot) return { refused: 'invalid' as const, fields: { startsAt: 'slot' as const } }
    if (slot.startsAt.getTime() === drive.startsAt.getTime()) return viewOf(drive, locale, links, now)
    await releaseLapsedHolds(tx, drive.branch.id, slot, now)
    const seat = await takeSeat(tx, drive.branch.id, slot, { testDriveId: drive.id }, testDriveRules.seatsPerSlot)
    if (seat === null) return { refused: 'invalid' as const, fields: { startsAt: 'slotFull' as const } }
    await tx.delete(testDriveSeats).where(and(eq(testDriveSeats.testDriveId, drive.id), ne(testDriveSeats.startsAt, slot.startsAt)))
    await tx
      .update(testDrives)
      .set({ startsAt: slot.startsAt, endsAt: slot.endsAt, sequence: drive.sequence + 1, reminderQueuedAt: null })
      .where(eq(testDrives.id, drive.id))
    const moved = { ...drive, startsAt: slot.startsAt, endsAt: slot.endsAt, sequence: drive.sequence + 1 }
    await announce(tx, moved, 'REQUEST', links)
    return viewOf(moved, locale, links, now)
  })
}

// ── Housekeeping ──────────────────────────────────────────────────────────────────────────────

/**
 * Queues the reminder text of every booked drive whose reminder is due (`reminderHoursBefore` it)
 * and not yet queued, once; a drive booked after that moment gets none (its confirmation is fresh).
 * Answers how many were queued.
 */
export async function queueTestDriveReminders(db: Db, linkSecret: string, now: Date = new Date()): Promise<number> {
  const dueBy = new Date(now.getTime() + testDriveRules.reminderHoursBefore * hour * 1000)
  const due = await db
    .select({ id: testDrives.id })
    .from(testDrives)
    .where(
      and(
        eq(testDrives.status, 'booked'),
        isNull(testDrives.reminderQueuedAt),
        gt(testDrives.startsAt, now),
        lte(testDrives.startsAt, dueBy),
        sql`${testDrives.verifiedAt} < ${testDrives.startsAt} - make_interval(hours => ${testDriveRules.reminderHoursBefore})`,
      ),
    )
  let queued = 0
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      // Claimed by the update itself: two processes' rounds never queue one reminder twice.
      const [claimed] = await tx
        .update(testDrives)
        .set({ reminderQueuedAt: now })
        .where(and(eq(testDrives.id, id), isNull(testDrives.reminderQueuedAt), eq(testDrives.status, 'booked')))
        .returning({ id: testDrives.id })
      if (!claimed) return
      const drive = await readDrive(tx, eq(testDrives.id, id))
      if (!drive) return
      const locale = storedLocale(drive.locale)
      const text = await testDriveReminderText(
        locale,
        drive.startsAt,
        branchView(drive.branch, locale).name,
        manageUrlOf(drive, linkSecret),
      )
      await enqueueOutbox(tx, { kind: 'sms.message', payload: { to: drive.mobile, text } })
      queued += 1
    })
  }
  return queued
}

/**
 * Deletes what has no purpose any more (PDPL, decision 0100): bookings never confirmed, after a
 * day; every other booking, with its name, mobile and e-mail, `retentionDays` after its drive or
 * its cancellation. Seats go with them. Answers how many were deleted.
 */
export async function purgeTestDrives(db: Db, now: Date = new Date()): Promise<number> {
  const unverifiedBefore = new Date(now.getTime() - orderPolicy.unverifiedRetentionSeconds * 1000)
  const keptUntil = new Date(now.getTime() - testDriveRules.retentionDays * 24 * hour * 1000)
  const deleted = await db
    .delete(testDrives)
    .where(
      or(
        and(eq(testDrives.status, 'awaiting_verification'), lte(testDrives.createdAt, unverifiedBefore)),
        and(
          ne(testDrives.status, 'awaiting_verification'),
          sql`coalesce(${testDrives.cancelledAt}, ${testDrives.endsAt}) <= ${keptUntil.toISOString()}::timestamptz`,
        ),
      ),
    )
    .returning({ id: testDrives.id })
  // Seats of lapsed holds hold nothing: gone at once, whatever slot they were in.
  const lapsed = db
    .select({ id: testDrives.id })
    .from(testDrives)
    .where(and(eq(testDrives.status, 'awaiting_verification'), lte(testDrives.holdUntil, now)))
  await db.delete(testDriveSeats).where(inArray(testDriveSeats.testDriveId, lapsed))
  return deleted.length
}
