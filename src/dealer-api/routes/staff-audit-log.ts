import { msg } from '@lingui/core/macro'
import { exportAuditLogOperation, listAuditLogOperation } from '../../contract/staff-audit-log-api'
import { exportAuditLog, listAuditLog } from '../../domain/staff-audit-log'
import { getI18nFor } from '../../lib/i18n/server-i18n'
import { implement, staffOf, type RouteDefinition } from '../route-kit'

/** The export's column titles, in the admin's language. */
const csvTexts = {
  at: msg({ message: 'Time (Riyadh)', comment: 'Audit log CSV export: title of the column with the date and time of each action' }),
  person: msg({ message: 'Person', comment: 'Audit log CSV export: title of the column with the e-mail address of whoever acted' }),
  action: msg({ message: 'Action', comment: 'Audit log CSV export: title of the column with the action code, e.g. staff.sign_in_failed' }),
  object: msg({
    message: 'Record type',
    comment: 'Audit log CSV export: title of the column with the kind of record acted on (order, car…)',
  }),
  objectId: msg({
    message: 'Record',
    comment: 'Audit log CSV export: title of the column with the id or reference of the record acted on',
  }),
  details: msg({ message: 'Details', comment: 'Audit log CSV export: title of the column with what changed, before and after' }),
}

/** The audit log for admins (decision 0088): a page of it, and its rows as CSV. */
export const staffAuditLogRoutes: RouteDefinition[] = [
  implement(listAuditLogOperation, async (context) => {
    const { page, ...filter } = context.query
    return listAuditLog(await context.db(), filter, page)
  }),
  implement(exportAuditLogOperation, async (context) => {
    const staff = staffOf(context)
    const i18n = await getI18nFor(context.locale)
    const texts = Object.fromEntries(Object.entries(csvTexts).map(([key, text]) => [key, i18n._(text)])) as Record<
      keyof typeof csvTexts,
      string
    >
    return (await context.db()).transaction((tx) => exportAuditLog(tx, staff, context.query, texts))
  }),
]
