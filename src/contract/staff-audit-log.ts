/**
 * The staff audit log as admins read it (decision 0088): who did what to which record, when. The
 * filters are the URL's of the audit page too, so a view can be bookmarked and shared.
 */
import { z } from 'zod'
import { calendarDayInputSchema, isoDateTimeSchema, pageSchema } from './common'
import { auditLogLimits } from './staff-audit-log-values'

/** Rows a page of the audit log shows. */
export const auditLogPageSize = 50

/** The filters; each optional, all of them together. */
export const auditLogFilterSchema = z.object({
  /** Part of the e-mail address of whoever acted (at sign-in: the address typed), any case. */
  person: z.string().trim().max(auditLogLimits.personMaxLength).optional().meta({
    description:
      'Only rows of whoever acted with an e-mail address containing this text, any case (at a failed sign-in: the address typed).',
  }),
  /** An action (`staff.sign_in_failed`) or the start of one (`staff.sign_in`, `order.`). */
  action: z
    .string()
    .trim()
    .max(auditLogLimits.actionMaxLength)
    .optional()
    .meta({ description: 'Only this action, or the actions starting with it (`staff.sign_in`, `order.`).' }),
  /** The kind of record acted on: `order`, `staff`, `car`… */
  object: z
    .string()
    .trim()
    .max(auditLogLimits.objectMaxLength)
    .optional()
    .meta({ description: 'Only rows about this kind of record (`order`, `staff`, `car`…).' }),
  /** The record's id or reference, exactly (with `object`, or alone). */
  objectId: z
    .string()
    .trim()
    .max(auditLogLimits.objectIdMaxLength)
    .optional()
    .meta({ description: 'Only rows about the record with this id or reference, exactly.' }),
  /** On or after this day, Saudi time. */
  from: calendarDayInputSchema.optional().meta({ description: 'Only rows recorded on or after this Saudi calendar day.' }),
  /** On or before this day, Saudi time. */
  to: calendarDayInputSchema.optional().meta({ description: 'Only rows recorded on or before this Saudi calendar day.' }),
})
export type AuditLogFilter = z.output<typeof auditLogFilterSchema>

export const listAuditLogInputSchema = auditLogFilterSchema.extend({ page: pageSchema.default(1) })
export type ListAuditLogInput = z.input<typeof listAuditLogInputSchema>

/** JSON as a row recorded it (`jsonb`); any value, so the document says nothing more of its shape. */
type RecordedJson = string | number | boolean | null | RecordedJson[] | { [key: string]: RecordedJson }
const recordedJsonSchema = z.custom<RecordedJson>(() => true)

export const auditLogEntrySchema = z.object({
  id: z.number().int(),
  at: isoDateTimeSchema,
  /** The account that acted, or null (a sign-in with an address no account has, the server's housekeeping). */
  staffUserId: z.string().nullable(),
  /** The e-mail address of whoever acted, as it was then. */
  staffEmail: z.string(),
  action: z.string(),
  subjectType: z.string().nullable(),
  subjectId: z.string().nullable(),
  /** What changed, as recorded: never a password nor credit data. */
  before: recordedJsonSchema,
  after: recordedJsonSchema,
})
export type AuditLogEntry = z.output<typeof auditLogEntrySchema>

export const auditLogPageSchema = z.object({
  items: z.array(auditLogEntrySchema),
  total: z.number().int().nonnegative(),
  page: pageSchema,
  pageSize: z.number().int().positive(),
})
export type AuditLogPage = z.output<typeof auditLogPageSchema>
