/**
 * The staff audit log read back by admins (decision 0088): a page of it by person, action, record
 * and Saudi days, and the same rows as CSV. The rows are written by `recordStaffAction`
 * (./staff-audit.ts); nothing here changes one.
 */
import { and, count, desc, eq, gte, ilike, like, lt, type SQL } from 'drizzle-orm'
import type { AuditLogEntry, AuditLogFilter, AuditLogPage } from '../contract/staff-audit-log.ts'
import { auditLogPageSize } from '../contract/staff-audit-log.ts'
import type { FileAnswer } from '../contract/file-answer.ts'
import { toCsv } from '../lib/csv.ts'
import { staffAuditLog } from '../server/db/schema.ts'
import type { Db } from '../server/db/types.ts'
import { csvAttachment, riyadhMinute } from './csv-attachment.ts'
import { recordStaffAction, type StaffActor } from './staff-audit.ts'

/** Rows one export holds at most: a spreadsheet's worth; narrower filters find the rest. */
export const auditLogExportMaxRows = 10_000

const dayMs = 24 * 60 * 60 * 1000
/** Saudi Arabia keeps UTC+3 all year, so a Saudi day is a fixed span of UTC. */
const saudiDayStart = (day: string) => new Date(`${day}T00:00:00+03:00`)
/** A typed text matched literally inside LIKE: its `%`, `_` and `\` are not wildcards. */
const literal = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

function conditionsOf(filter: AuditLogFilter): SQL | undefined {
  const conditions: SQL[] = []
  if (filter.person) conditions.push(ilike(staffAuditLog.staffEmail, `%${literal(filter.person)}%`))
  if (filter.action) conditions.push(like(staffAuditLog.action, `${literal(filter.action)}%`))
  if (filter.object) conditions.push(eq(staffAuditLog.subjectType, filter.object))
  if (filter.objectId) conditions.push(eq(staffAuditLog.subjectId, filter.objectId))
  if (filter.from) conditions.push(gte(staffAuditLog.at, saudiDayStart(filter.from)))
  if (filter.to) conditions.push(lt(staffAuditLog.at, new Date(saudiDayStart(filter.to).getTime() + dayMs)))
  return conditions.length > 0 ? and(...conditions) : undefined
}

const entryColumns = {
  id: staffAuditLog.id,
  at: staffAuditLog.at,
  staffUserId: staffAuditLog.staffUserId,
  staffEmail: staffAuditLog.staffEmail,
  action: staffAuditLog.action,
  subjectType: staffAuditLog.subjectType,
  subjectId: staffAuditLog.subjectId,
  before: staffAuditLog.before,
  after: staffAuditLog.after,
}

async function entries(db: Db, filter: AuditLogFilter, limit: number, offset: number): Promise<AuditLogEntry[]> {
  const rows = await db
    .select(entryColumns)
    .from(staffAuditLog)
    .where(conditionsOf(filter))
    .orderBy(desc(staffAuditLog.at), desc(staffAuditLog.id))
    .limit(limit)
    .offset(offset)
  // jsonb holds JSON by construction: what was stored is what comes back.
  type Json = AuditLogEntry['before']
  return rows.map((row) => ({ ...row, at: row.at.toISOString(), before: row.before as Json, after: row.after as Json }))
}

/** One page of the rows the filters find, newest first, with how many they find in all. */
export async function listAuditLog(db: Db, filter: AuditLogFilter, page: number): Promise<AuditLogPage> {
  const [items, [total]] = await Promise.all([
    entries(db, filter, auditLogPageSize, (page - 1) * auditLogPageSize),
    db.select({ total: count() }).from(staffAuditLog).where(conditionsOf(filter)),
  ])
  return { items, total: total?.total ?? 0, page, pageSize: auditLogPageSize }
}

/** The export's column titles, in the admin's language. */
export type AuditLogCsvTexts = { at: string; person: string; action: string; object: string; objectId: string; details: string }

/** The recorded before and after as one cell of JSON, empty when the row has neither. */
function details(entry: AuditLogEntry): string {
  if (entry.before == null && entry.after == null) return ''
  return JSON.stringify({ before: entry.before ?? undefined, after: entry.after ?? undefined })
}

/**
 * The rows the filters find (newest first, at most `auditLogExportMaxRows`) as a CSV attachment
 * (../lib/csv.ts: BOM, formula guard), the export itself audited with its filters and row count.
 */
export async function exportAuditLog(
  tx: Db,
  staff: StaffActor,
  filter: AuditLogFilter,
  texts: AuditLogCsvTexts,
  now: Date = new Date(),
): Promise<FileAnswer> {
  const rows = await entries(tx, filter, auditLogExportMaxRows, 0)
  const csv = toCsv([
    [texts.at, texts.person, texts.action, texts.object, texts.objectId, texts.details],
    ...rows.map((row) => [
      riyadhMinute(new Date(row.at)),
      row.staffEmail,
      row.action,
      row.subjectType ?? '',
      row.subjectId ?? '',
      details(row),
    ]),
  ])
  await recordStaffAction(tx, staff, { action: 'audit_log.exported', subjectType: 'audit_log', after: { filter, rows: rows.length } })
  return csvAttachment(csv, 'audit-log', now)
}
