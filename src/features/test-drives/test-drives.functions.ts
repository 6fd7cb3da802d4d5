import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { calendarDayInputSchema, idempotencyKeySchema, idSchema, withLocale } from '../../contract/common'
import {
  bookTestDriveSchema,
  moveTestDriveSchema,
  resendTestDriveCodeSchema,
  testDriveReferenceSchema,
  testDriveTokenSchema,
  verifyTestDriveSchema,
} from '../../contract/test-drives'
import {
  bookTestDriveOperation,
  cancelTestDriveOperation,
  lookupTestDriveOperation,
  moveTestDriveOperation,
  resendTestDriveCodeOperation,
  testDriveAvailabilityOperation,
  verifyTestDriveOperation,
} from '../../contract/test-drives-api'
import { getDealerApi } from '../../dealer-api/client'
import { orNotFound } from '../api-call'

/** The branches holding a car, the days ahead and one day's slots. */
export const fetchTestDriveAvailability = createServerFn({ method: 'GET' })
  .validator(z.object({ ...withLocale, carId: idSchema, branchId: idSchema.optional(), day: calendarDayInputSchema.optional() }))
  .handler(({ data: { locale, ...query } }) => orNotFound(getDealerApi().call(testDriveAvailabilityOperation, { locale, query })))

/** Books a test drive and has its code sent; the same `idempotencyKey` never books twice. */
export const bookTestDrive = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, idempotencyKey: idempotencyKeySchema, booking: bookTestDriveSchema }))
  .handler(({ data }) =>
    getDealerApi().call(bookTestDriveOperation, { locale: data.locale, body: data.booking, idempotencyKey: data.idempotencyKey }),
  )

/** Confirms a booking with the code from its text message. */
export const verifyTestDrive = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, reference: testDriveReferenceSchema, verification: verifyTestDriveSchema }))
  .handler(({ data }) =>
    getDealerApi().call(verifyTestDriveOperation, { locale: data.locale, params: { reference: data.reference }, body: data.verification }),
  )

/** Sends a new code for a booking awaiting its confirmation. */
export const resendTestDriveCode = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, reference: testDriveReferenceSchema, resend: resendTestDriveCodeSchema }))
  .handler(({ data }) =>
    getDealerApi().call(resendTestDriveCodeOperation, { locale: data.locale, params: { reference: data.reference }, body: data.resend }),
  )

/** A booked drive by its signed link's token. */
export const lookupTestDrive = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, token: testDriveTokenSchema }))
  .handler(({ data: { locale, token } }) => orNotFound(getDealerApi().call(lookupTestDriveOperation, { locale, body: { token } })))

/** Cancels a booked drive by its signed link's token. */
export const cancelTestDrive = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, token: testDriveTokenSchema }))
  .handler(({ data: { locale, token } }) => getDealerApi().call(cancelTestDriveOperation, { locale, body: { token } }))

/** Moves a booked drive to another slot of its branch by its signed link's token. */
export const moveTestDrive = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, move: moveTestDriveSchema }))
  .handler(({ data }) => getDealerApi().call(moveTestDriveOperation, { locale: data.locale, body: data.move }))
