/** The back office's test-drive calendar in the dealer API (decision 0100). */
import { z } from 'zod'
import { calendarDayInputSchema, idSchema, isoDateTimeSchema } from './common'
import { testDriveOutcomes } from './test-drives'

export const staffTestDriveViews = ['day', 'week'] as const
export type StaffTestDriveView = (typeof staffTestDriveViews)[number]

export const staffTestDriveCalendarInputSchema = z.object({
  /** The branch; the first one when left out. */
  branchId: idSchema.optional(),
  /** The first Saudi calendar day shown. */
  from: calendarDayInputSchema,
  /** 1 for a day, 7 for a week (up to 7 days). */
  days: z.number().int().min(1).max(7).default(1),
})

const bookingSchema = z.object({
  reference: z.string(),
  status: z.enum(['booked', 'shown', 'no_show']),
  name: z.string(),
  /** E.164. */
  mobile: z.string(),
  car: z.string(),
})

export const staffTestDriveCalendarSchema = z.object({
  branches: z.array(z.object({ id: z.number(), name: z.string() })),
  branchId: z.number().nullable(),
  from: z.string(),
  days: z.array(
    z.object({
      day: z.string(),
      slots: z.array(
        z.object({
          startsAt: isoDateTimeSchema,
          endsAt: isoDateTimeSchema,
          bookings: z.array(bookingSchema),
          /** The staff block closing the slot, when there is one. */
          blockId: z.number().nullable(),
          seatsLeft: z.number(),
          /** Begun or over: it can no longer be blocked. */
          past: z.boolean(),
        }),
      ),
    }),
  ),
})
export type StaffTestDriveCalendar = z.output<typeof staffTestDriveCalendarSchema>
export type StaffTestDriveSlot = StaffTestDriveCalendar['days'][number]['slots'][number]
export type StaffTestDriveBooking = StaffTestDriveSlot['bookings'][number]

export const recordTestDriveOutcomeSchema = z.object({ outcome: z.enum(testDriveOutcomes) })
export const testDriveOutcomeRecordedSchema = z.object({ reference: z.string(), status: z.enum(testDriveOutcomes) })
export const blockTestDriveSlotSchema = z.object({ branchId: idSchema, startsAt: isoDateTimeSchema })
export const testDriveBlockSchema = z.object({ id: z.number() })
