/**
 * Every time a staff member is shown an order's finance answers (salary, commitments, payment
 * delays: credit data under PDPL), the audit log says who saw which order and when (decision 0088).
 * Only that: the answers themselves never enter the log.
 */
import type { Db } from '../server/db/types.ts'
import { recordStaffAction, type StaffActor } from './staff-audit.ts'

export const creditDataViewedAction = 'order.credit_data_viewed'

export async function recordCreditDataView(db: Db, staff: StaffActor, reference: string): Promise<void> {
  await recordStaffAction(db, staff, { action: creditDataViewedAction, subjectType: 'order', subjectId: reference })
}
