/** Test drives in the dealer API (see ./operation.ts, ./test-drives.ts, ./staff-test-drives.ts, decision 0100). */
import { z } from 'zod'
import { appConfig } from '../../app.config.ts'
import { calendarDayInputSchema, idSchema } from './common'
import { defineOperation } from './operation'
import {
  bookTestDriveSchema,
  moveTestDriveSchema,
  resendTestDriveCodeSchema,
  testDriveAvailabilitySchema,
  testDriveBookedSchema,
  testDriveCodeResentSchema,
  testDriveReferenceSchema,
  testDriveTokenInputSchema,
  testDriveViewSchema,
  verifyTestDriveSchema,
} from './test-drives'
import {
  blockTestDriveSlotSchema,
  recordTestDriveOutcomeSchema,
  staffTestDriveCalendarInputSchema,
  staffTestDriveCalendarSchema,
  testDriveBlockSchema,
  testDriveOutcomeRecordedSchema,
} from './staff-test-drives'

const rules = appConfig.testDrives
const referenceParamsSchema = z.object({ reference: testDriveReferenceSchema })
const slotRules = `Slots are ${rules.slotMinutes} minutes from each branch's own hours (its special hours on the days they cover) in Saudi time, from ${rules.leadMinutes / 60} hours ahead to ${rules.bookingDays} days ahead; each takes ${rules.seatsPerSlot} drives.`
const codeRules = `The code follows the order code's rules: ${appConfig.otpLength} digits, valid ${appConfig.orderCodeLifetimeSeconds / 60} minutes, a new one once a minute, five wrong codes lock the booking, at most 5 codes a mobile an hour (orders' codes included).`

export const testDriveAvailabilityOperation = defineOperation({
  method: 'get',
  path: '/test-drives/availability',
  operationId: 'getTestDriveAvailability',
  summary: 'The branches holding a car, the days ahead and one day’s free slots for a test drive',
  description: `${slotRules} A branch holds the car when its stock lines have a unit of it there (available or reserved); a car with no stock lines at all is at every branch. Full and blocked slots have \`seatsLeft\` 0.`,
  tag: 'test-drives',
  query: z.object({
    carId: idSchema.meta({ description: 'The car to drive.' }),
    branchId: idSchema.optional().meta({ description: 'The branch; the first holding the car when left out.' }),
    day: calendarDayInputSchema
      .optional()
      .meta({ description: 'The Saudi calendar day whose slots to list; the first with a free slot when left out.' }),
  }),
  response: testDriveAvailabilitySchema,
  canBeNotFound: true,
})

export const bookTestDriveOperation = defineOperation({
  method: 'post',
  path: '/test-drives',
  operationId: 'bookTestDrive',
  summary: 'Book a test drive; a code is sent by SMS to confirm it',
  description: `Holds a seat of the slot for ${rules.holdMinutes} minutes and sends a code to \`mobile\`. A slot that filled up meanwhile is refused with 400 naming \`startsAt\`. ${slotRules} With \`email\`, the visitor gets a calendar invitation once confirmed. Bookings never confirmed are deleted after 24 hours.`,
  tag: 'test-drives',
  body: bookTestDriveSchema,
  response: testDriveBookedSchema,
  successStatus: 202,
  idempotency: 'required',
  canBeRateLimited: true,
  refusals: { 503: 'The SMS gateway did not take the code (`sms_failed`): send the same request again with the same `Idempotency-Key`' },
})

export const verifyTestDriveOperation = defineOperation({
  method: 'post',
  path: '/test-drives/:reference/verification',
  operationId: 'verifyTestDrive',
  summary: 'Confirm a test drive with the code sent by SMS',
  description: `A right code books the drive and answers it with its signed link to cancel or move it. ${codeRules} A code typed after the seat's hold ran out and someone else took the seat answers 409 \`conflict\`.`,
  tag: 'test-drives',
  params: referenceParamsSchema,
  body: verifyTestDriveSchema,
  response: testDriveViewSchema,
  successStatus: 200,
  canBeNotFound: true,
  canBeRateLimited: true,
  conflict: 'The seat was given to someone else after the hold ran out: book another time',
  refusals: {
    410: 'The code has expired (`code_expired`): ask for a new one',
    422: 'The code is not the one sent (`code_incorrect`); `attemptsLeft` says how many more may be tried',
    423: 'Too many wrong codes locked the booking (`code_locked`): book again',
  },
})

export const resendTestDriveCodeOperation = defineOperation({
  method: 'post',
  path: '/test-drives/:reference/verification/resend',
  operationId: 'resendTestDriveCode',
  summary: 'Send a new code for a test drive',
  description: `The previous code stops working and the seat stays held ${rules.holdMinutes} minutes more. ${codeRules}`,
  tag: 'test-drives',
  params: referenceParamsSchema,
  body: resendTestDriveCodeSchema,
  response: testDriveCodeResentSchema,
  successStatus: 202,
  canBeNotFound: true,
  canBeRateLimited: true,
  refusals: {
    423: 'Too many wrong codes locked the booking (`code_locked`): book again',
    503: 'The SMS gateway did not take the code (`sms_failed`): ask again',
  },
})

export const lookupTestDriveOperation = defineOperation({
  method: 'post',
  path: '/test-drives/manage',
  operationId: 'lookupTestDrive',
  summary: 'A booked test drive, by the token of its signed link',
  description: 'A POST so the token stays out of the addresses logged. An unknown or forged token answers 404.',
  tag: 'test-drives',
  body: testDriveTokenInputSchema,
  response: testDriveViewSchema,
  successStatus: 200,
  canBeNotFound: true,
})

export const cancelTestDriveOperation = defineOperation({
  method: 'post',
  path: '/test-drives/manage/cancel',
  operationId: 'cancelTestDrive',
  summary: 'Cancel a booked test drive by its signed link',
  description:
    'Frees its seat, texts the visitor and, when the booking has an e-mail address, sends the calendar cancellation (METHOD:CANCEL, the same UID). A drive already begun, cancelled or recorded answers 409.',
  tag: 'test-drives',
  body: testDriveTokenInputSchema,
  response: testDriveViewSchema,
  successStatus: 200,
  canBeNotFound: true,
  conflict: 'The drive has begun, was cancelled or was recorded by staff: nothing to cancel',
})

export const moveTestDriveOperation = defineOperation({
  method: 'post',
  path: '/test-drives/manage/move',
  operationId: 'moveTestDrive',
  summary: 'Move a booked test drive to another slot of its branch by its signed link',
  description: `The new seat is taken before the old one is given back: a full slot is refused with 400 naming \`startsAt\` and the booking stays as it was. The visitor gets a text and, with an e-mail address, the updated invitation (same UID, higher SEQUENCE). ${slotRules}`,
  tag: 'test-drives',
  body: moveTestDriveSchema,
  response: testDriveViewSchema,
  successStatus: 200,
  canBeNotFound: true,
  conflict: 'The drive has begun, was cancelled or was recorded by staff: nothing to move',
})

export const staffTestDriveCalendarOperation = defineOperation({
  method: 'get',
  path: '/staff/test-drives',
  operationId: 'getStaffTestDriveCalendar',
  summary: 'A branch’s test-drive slots for a day or a week, with the drives booked and the slots blocked',
  tag: 'staff',
  query: staffTestDriveCalendarInputSchema,
  response: staffTestDriveCalendarSchema,
  staff: 'inbox',
})

export const recordTestDriveOutcomeOperation = defineOperation({
  method: 'post',
  path: '/staff/test-drives/:reference/outcome',
  operationId: 'recordTestDriveOutcome',
  summary: 'Record that the visitor came to their test drive, or did not',
  description: 'Audited. A cancelled booking answers 409.',
  tag: 'staff',
  params: referenceParamsSchema,
  body: recordTestDriveOutcomeSchema,
  response: testDriveOutcomeRecordedSchema,
  successStatus: 200,
  staff: 'inbox',
  canBeNotFound: true,
  conflict: 'The booking was cancelled: there is no drive to record',
})

export const blockTestDriveSlotOperation = defineOperation({
  method: 'post',
  path: '/staff/test-drive-blocks',
  operationId: 'blockTestDriveSlot',
  summary: 'Close a slot of a branch to new test drives',
  description:
    'Takes every free seat of the slot, so nobody can book it; drives already booked in it stay. `startsAt` must be the start of one of the branch’s slots that has not begun (else 400). Blocking a blocked slot answers its block. Audited.',
  tag: 'staff',
  body: blockTestDriveSlotSchema,
  response: testDriveBlockSchema,
  successStatus: 201,
  staff: 'inbox',
  canBeNotFound: true,
})

export const unblockTestDriveSlotOperation = defineOperation({
  method: 'delete',
  path: '/staff/test-drive-blocks/:id',
  operationId: 'unblockTestDriveSlot',
  summary: 'Open a blocked slot again',
  description: 'Audited.',
  tag: 'staff',
  params: z.object({ id: idSchema }),
  response: testDriveBlockSchema,
  successStatus: 200,
  staff: 'inbox',
  canBeNotFound: true,
})
