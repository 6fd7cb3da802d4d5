/**
 * The PDPL request log and its desk's actions (decision 0089). Every request an admin logs has the
 * day it arrived and the day its answer is due (30 days later); it is answered by the action its
 * kind asks for: an access request by the export, a correction by the correction, an erasure by
 * the erasure. Every action is written to the staff audit log without the person's data itself.
 */
import { and, asc, desc, eq, gte, lt, lte, sql } from 'drizzle-orm'
import type { Locale } from '../../app.config.ts'
import {
  pdplAnswerDays,
  pdplDueSoonDays,
  type PdplExportFormat,
  type PdplRequest,
  type PdplRequestDetail,
  type PdplRequestKind,
} from '../contract/pdpl.ts'
import { saudiDate } from '../lib/saudi-calendar.ts'
import { pdplRequests, type PdplRequestEvent } from '../server/db/schema.ts'
import type { Db } from '../server/db/types.ts'
import { correctPersonData, erasePersonData, type ContactCorrection } from './pdpl-changes.ts'
import { maskSubject } from './pdpl-mentions.ts'
import { findPersonData, recordsOf, type PersonData } from './pdpl-person.ts'
import { recordStaffAction, type StaffActor } from './staff-audit.ts'
import { storedLocale } from '../lib/i18n/locale.ts'

type Row = typeof pdplRequests.$inferSelect
const dayMs = 24 * 60 * 60 * 1000

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10)
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs)

/** The last day of the answer's 30, counted from the day the request arrived. */
export const dueOnOf = (receivedOn: string) => addDays(receivedOn, pdplAnswerDays)

const isErased = (row: Row) => row.events.some((event) => event.action === 'erased')

function requestOf(row: Row, now: Date): PdplRequest {
  const dueOn = dueOnOf(row.receivedOn)
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    subject: row.subject,
    subjectKind: row.subjectKind,
    language: storedLocale(row.language),
    receivedOn: row.receivedOn,
    dueOn,
    daysLeft: daysBetween(saudiDate(now), dueOn),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    events: row.events,
    held: row.held,
    createdAt: row.createdAt.toISOString(),
  }
}

export type PdplFigures = { open: number; dueSoon: number; overdue: number }

/**
 * The staff overview's figures (decision 0091): open requests, of them those past their 30 days
 * (`daysLeft` below 0, as the desk counts) and those with `pdplDueSoonDays` days or fewer left.
 * Compared as arrival days, so the database does no date arithmetic on a parameter.
 */
export async function pdplRequestFigures(db: Db, now: Date = new Date()): Promise<PdplFigures> {
  const today = saudiDate(now)
  // Due before today: arrived before today minus the 30 days.
  const overdueBefore = addDays(today, -pdplAnswerDays)
  // Due within the next `pdplDueSoonDays` days (today included).
  const dueSoonUpTo = addDays(today, pdplDueSoonDays - pdplAnswerDays)
  const r = pdplRequests
  const [row] = await db
    .select({
      open: sql<number>`count(*)::int`,
      overdue: sql<number>`count(*) filter (where ${lt(r.receivedOn, overdueBefore)})::int`,
      dueSoon: sql<number>`count(*) filter (where ${and(gte(r.receivedOn, overdueBefore), lte(r.receivedOn, dueSoonUpTo))})::int`,
    })
    .from(r)
    .where(eq(r.status, 'open'))
  return { open: row?.open ?? 0, dueSoon: row?.dueSoon ?? 0, overdue: row?.overdue ?? 0 }
}

/** Open requests first, the soonest due on top; then the answered ones, the latest first. */
export async function listPdplRequests(db: Db, now: Date = new Date()): Promise<PdplRequest[]> {
  const rows = await db
    .select()
    .from(pdplRequests)
    .orderBy(
      sql`${pdplRequests.status} = 'answered'`,
      sql`case when ${pdplRequests.status} = 'open' then ${pdplRequests.receivedOn} end asc`,
      desc(pdplRequests.answeredAt),
      asc(pdplRequests.createdAt),
    )
    .limit(500)
  return rows.map((row) => requestOf(row, now))
}

export type PdplRefusal = { refused: 'not_found' } | { refused: 'received_in_future' } | { refused: 'erased' }

export async function logPdplRequest(
  db: Db,
  admin: StaffActor,
  input: { subject: string; kind: PdplRequestKind; receivedOn: string; language: Locale },
  now: Date = new Date(),
): Promise<PdplRequest | PdplRefusal> {
  if (input.receivedOn > saudiDate(now)) return { refused: 'received_in_future' }
  const [row] = await db
    .insert(pdplRequests)
    .values({
      kind: input.kind,
      subject: input.subject,
      subjectKind: input.subject.startsWith('+') ? 'mobile' : 'email',
      language: input.language,
      receivedOn: input.receivedOn,
      createdBy: admin.id,
    })
    .returning()
  await recordStaffAction(db, admin, {
    action: 'pdpl.request_logged',
    subjectType: 'pdpl_request',
    subjectId: row!.id,
    after: { kind: input.kind, receivedOn: input.receivedOn, language: input.language },
  })
  return requestOf(row!, now)
}

async function rowById(db: Db, id: string): Promise<Row | undefined> {
  const [row] = await db.select().from(pdplRequests).where(eq(pdplRequests.id, id))
  return row
}

/** The request and, until an erasure, every record found about its person. */
export async function pdplRequestDetail(db: Db, id: string, now: Date = new Date()): Promise<PdplRequestDetail | PdplRefusal> {
  const row = await rowById(db, id)
  if (!row) return { refused: 'not_found' }
  const records = isErased(row) ? [] : recordsOf(await findPersonData(db, row.subject))
  return { request: requestOf(row, now), records }
}

/** Adds what was done; the request is answered when it is what its kind asks for. */
async function noteEvent(db: Db, row: Row, event: PdplRequestEvent, now: Date, changes: Partial<Row> = {}): Promise<void> {
  const answers = { access: 'exported', correction: 'corrected', erasure: 'erased' } as const
  const answered = row.status === 'open' && answers[row.kind] === event.action
  await db
    .update(pdplRequests)
    .set({ ...changes, events: [...row.events, event], ...(answered ? { status: 'answered' as const, answeredAt: now } : {}) })
    .where(eq(pdplRequests.id, row.id))
}

export type ExportBuilder = (
  data: PersonData,
  request: PdplRequest,
  format: PdplExportFormat,
) => Promise<{ content: string; fileName: string }>

/** The person's data as one file (JSON, or an HTML page in their language that carries the JSON too). */
export async function exportPdplRequest(
  db: Db,
  admin: StaffActor & { name: string },
  id: string,
  format: PdplExportFormat,
  build: ExportBuilder,
  now: Date = new Date(),
): Promise<{ content: string; fileName: string } | PdplRefusal> {
  const row = await rowById(db, id)
  if (!row) return { refused: 'not_found' }
  if (isErased(row)) return { refused: 'erased' }
  const data = await findPersonData(db, row.subject)
  const file = await build(data, requestOf(row, now), format)
  await noteEvent(db, row, { action: 'exported', at: now.toISOString(), by: admin.name }, now)
  await recordStaffAction(db, admin, {
    action: 'pdpl.exported',
    subjectType: 'pdpl_request',
    subjectId: id,
    after: { format, records: recordsOf(data).length },
  })
  return file
}

export async function correctPdplRequest(
  db: Db,
  admin: StaffActor & { name: string },
  id: string,
  correction: ContactCorrection,
  now: Date = new Date(),
): Promise<PdplRequestDetail | PdplRefusal> {
  const row = await rowById(db, id)
  if (!row) return { refused: 'not_found' }
  if (isErased(row)) return { refused: 'erased' }
  const before = await correctPersonData(db, row.subject, correction)
  // The request follows its person: a corrected mobile or address is whom it is about from now on.
  const subject = (row.subjectKind === 'mobile' ? correction.mobile : correction.email) ?? row.subject
  await noteEvent(db, row, { action: 'corrected', at: now.toISOString(), by: admin.name }, now, { subject })
  await recordStaffAction(db, admin, {
    action: 'pdpl.corrected',
    subjectType: 'pdpl_request',
    subjectId: id,
    before: { names: before.names, emails: before.emails, mobiles: before.mobiles },
    after: { ...Object.fromEntries(Object.entries(correction).filter(([, value]) => value !== null)), records: before.records },
  })
  return (await pdplRequestDetail(db, id, now)) as PdplRequestDetail
}

export async function erasePdplRequest(
  db: Db,
  admin: StaffActor & { name: string },
  id: string,
  now: Date = new Date(),
): Promise<PdplRequestDetail | PdplRefusal> {
  const row = await rowById(db, id)
  if (!row) return { refused: 'not_found' }
  if (isErased(row)) return { refused: 'erased' }
  const outcome = await erasePersonData(db, row.subject, now)
  // Other requests about the same person stop naming them too.
  const masked = maskSubject(row.subject)
  await db.update(pdplRequests).set({ subject: masked }).where(eq(pdplRequests.subject, row.subject))
  await noteEvent(db, row, { action: 'erased', at: now.toISOString(), by: admin.name }, now, { subject: masked, held: outcome.held })
  await recordStaffAction(db, admin, { action: 'pdpl.erased', subjectType: 'pdpl_request', subjectId: id, after: outcome })
  return (await pdplRequestDetail(db, id, now)) as PdplRequestDetail
}
