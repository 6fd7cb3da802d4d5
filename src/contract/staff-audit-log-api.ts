/** The staff audit log in the dealer API, admins only (see ./operation.ts, ./staff-audit-log.ts). */
import { defineOperation } from './operation'
import { fileAnswerSchema } from './file-answer'
import { auditLogFilterSchema, auditLogPageSchema, listAuditLogInputSchema } from './staff-audit-log'

export const listAuditLogOperation = defineOperation({
  method: 'get',
  path: '/staff/audit-log',
  operationId: 'listAuditLog',
  summary: 'The staff audit log, newest first',
  description: [
    'Admins only. Fifty rows a page, filtered by who acted (`person`, part of an e-mail address), the action or its start',
    '(`action`), the kind of record and its id (`object`, `objectId`) and the Saudi days `from` and `to`. Failed sign-ins,',
    'sign-in locks and their lifting, and every view of an order’s finance answers are rows like any staff change; no row',
    'holds a password or finance answers.',
  ].join(' '),
  tag: 'staff',
  query: listAuditLogInputSchema,
  response: auditLogPageSchema,
  staff: 'accounts',
})

export const exportAuditLogOperation = defineOperation({
  method: 'get',
  path: '/staff/audit-log/export',
  operationId: 'exportAuditLog',
  summary: 'The audit log rows the filters find, as CSV',
  description: [
    'Admins only; the filters of `listAuditLog`, every matching row (up to 10,000, newest first), column titles in the',
    'request’s language. Each export is written to the audit log with its filters.',
  ].join(' '),
  tag: 'staff',
  query: auditLogFilterSchema,
  response: fileAnswerSchema,
  download: { mediaTypes: ['text/csv'] },
  staff: 'accounts',
})
