import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { idSchema, withLocale } from '../../contract/common'
import { blockTestDriveSlotSchema, recordTestDriveOutcomeSchema, staffTestDriveCalendarInputSchema } from '../../contract/staff-test-drives'
import { testDriveReferenceSchema } from '../../contract/test-drives'
import {
  blockTestDriveSlotOperation,
  recordTestDriveOutcomeOperation,
  staffTestDriveCalendarOperation,
  unblockTestDriveSlotOperation,
} from '../../contract/test-drives-api'
import { callAsStaff } from '../staff/staff-api.server'

/** A branch's test-drive calendar for a day or a week. */
export const fetchTestDriveCalendar = createServerFn({ method: 'GET' })
  .validator(z.object({ ...withLocale, ...staffTestDriveCalendarInputSchema.shape }))
  .handler(({ data: { locale, ...query } }) => callAsStaff(staffTestDriveCalendarOperation, { locale, query }))

/** Records shown or no-show (audited by the API). */
export const recordTestDriveOutcome = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, reference: testDriveReferenceSchema, ...recordTestDriveOutcomeSchema.shape }))
  .handler(({ data: { locale, reference, outcome } }) =>
    callAsStaff(recordTestDriveOutcomeOperation, { locale, params: { reference }, body: { outcome } }),
  )

/** Closes a slot to new bookings (audited by the API). */
export const blockTestDriveSlot = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, ...blockTestDriveSlotSchema.shape }))
  .handler(({ data: { locale, ...body } }) => callAsStaff(blockTestDriveSlotOperation, { locale, body }))

/** Opens a blocked slot again (audited by the API). */
export const unblockTestDriveSlot = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, id: idSchema }))
  .handler(({ data: { locale, id } }) => callAsStaff(unblockTestDriveSlotOperation, { locale, params: { id } }))
