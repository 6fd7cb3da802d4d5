import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { withLocale } from '../../contract/common'
import { listAuditLogInputSchema } from '../../contract/staff-audit-log'
import { listAuditLogOperation } from '../../contract/staff-audit-log-api'
import { callAsStaff } from '../staff/staff-api.server'

/** A page of the audit log the filters find (admins only; the API checks the role again). */
export const fetchAuditLog = createServerFn({ method: 'GET' })
  .validator(z.object({ ...withLocale, query: listAuditLogInputSchema }))
  .handler(({ data: { locale, query } }) => callAsStaff(listAuditLogOperation, { locale, query }))
