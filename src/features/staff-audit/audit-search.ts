/**
 * The audit page's URL: its filters and page, so a view can be reloaded, bookmarked and sent to
 * another admin. Like every URL schema here, a bad or stale value is dropped instead of failing the
 * page (src/lib/search-params.ts); the API checks the same filters again.
 */
import * as z from 'zod/mini'
import type { Locale } from '../../../app.config'
import { isCalendarDay } from '../../contract/calendar-day'
import type { AuditLogFilter, ListAuditLogInput } from '../../contract/staff-audit-log'
import { auditLogLimits } from '../../contract/staff-audit-log-values'
import { optionalParam, pageParam } from '../../lib/search-params'

const day = z.string().check(z.refine(isCalendarDay))
const text = (maxLength: number) => optionalParam(z.string().check(z.trim(), z.minLength(1), z.maxLength(maxLength)))

export const auditSearchSchema = z.object({
  person: text(auditLogLimits.personMaxLength),
  action: text(auditLogLimits.actionMaxLength),
  object: text(auditLogLimits.objectMaxLength),
  objectId: text(auditLogLimits.objectIdMaxLength),
  from: optionalParam(day),
  to: optionalParam(day),
  page: pageParam(),
})
export type AuditSearch = z.output<typeof auditSearchSchema>

export const auditSearchDefaults = { page: 1 } as const

/** The filters of a view, without its page: what the export takes. */
export function auditFilterOf({ page: _page, ...filter }: AuditSearch): AuditLogFilter {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined))
}

export const auditQuery = (search: AuditSearch): ListAuditLogInput => ({ ...auditFilterOf(search), page: search.page })

export const hasAuditFilters = (search: AuditSearch) => Object.keys(auditFilterOf(search)).length > 0

/** The download of the rows a view finds (a server route, so a plain link). */
export function auditLogCsvPath(locale: Locale, search: AuditSearch): string {
  const query = new URLSearchParams(auditFilterOf(search) as Record<string, string>).toString()
  return `${locale === 'en' ? '/en' : ''}/staff/download/audit-log.csv${query ? `?${query}` : ''}`
}
