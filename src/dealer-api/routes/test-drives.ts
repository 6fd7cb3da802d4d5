import { msg, plural } from '@lingui/core/macro'
import type { Locale } from '../../../app.config'
import {
  blockTestDriveSlotOperation,
  bookTestDriveOperation,
  cancelTestDriveOperation,
  lookupTestDriveOperation,
  moveTestDriveOperation,
  recordTestDriveOutcomeOperation,
  resendTestDriveCodeOperation,
  staffTestDriveCalendarOperation,
  testDriveAvailabilityOperation,
  unblockTestDriveSlotOperation,
  verifyTestDriveOperation,
} from '../../contract/test-drives-api'
import {
  cancelTestDrive,
  createTestDrive,
  deliverFirstTestDriveCode,
  lookupTestDrive,
  moveTestDrive,
  resendTestDriveCode,
  testDriveAvailability,
  verifyTestDrive,
  type TestDriveClient,
  type TestDriveRefusal,
} from '../../domain/test-drives'
import { blockTestDriveSlot, recordTestDriveOutcome, staffTestDriveCalendar, unblockTestDriveSlot } from '../../domain/staff-test-drives'
import { testDriveCodeText } from '../../domain/test-drive-messages'
import { ApiError, apiMessages, RateLimitedError } from '../../lib/api-error'
import { fieldMessages } from '../../lib/field-messages'
import { storedSecret } from '../../server/secrets.server'
import { getSmsGateway } from '../../server/sms/get-sms-gateway.server'
import { wakeOutbox } from '../../server/outbox/outbox-worker.server'
import type { Db } from '../../server/db/types'
import { mailLinkOrigin } from './subscriptions'
import { implement, implementInTwoSteps, notFound, staffOf, type HandlerContext, type RouteDefinition } from '../route-kit'

export const testDriveMessages = {
  notFound: msg`No test drive matches this reference and mobile number.`,
  linkNotFound: msg`This link does not open a booked test drive. It may have been deleted after the drive.`,
  codeExpired: msg`This code has expired. Please ask for a new code.`,
  codeLocked: msg`Too many wrong codes were entered, so this booking has been locked. Please book again.`,
  alreadyVerified: msg`This test drive has already been confirmed.`,
  smsFailed: msg`We could not send the code to your mobile. Please try again.`,
  slotLost: msg`Sorry, your time was given to someone else while we waited for the code. Please choose another time.`,
  notChangeable: msg`This test drive can no longer be changed: it has begun, was cancelled or is over.`,
  cancelledBooking: msg`This booking was cancelled, so there is no drive to record.`,
  notASlot: msg`This is not a slot of this branch that is still to come.`,
}

/** Where codes go and how the secrets are read; the tests give their own. */
export type TestDriveRouteDeps = {
  sendSms: (message: { to: string; text: string }) => Promise<void>
  codeSecret: (db: Db) => Promise<string>
  linkSecret: (db: Db) => Promise<string>
  afterChange: () => void
}

export const defaultTestDriveRouteDeps: TestDriveRouteDeps = {
  sendSms: async (message) => {
    await getSmsGateway().send(message)
  },
  codeSecret: (db) => storedSecret(db, 'order-codes'),
  linkSecret: (db) => storedSecret(db, 'test-drive-links'),
  afterChange: wakeOutbox,
}

function client(context: HandlerContext<unknown, unknown, unknown>): TestDriveClient {
  return { address: context.clientAddress, locale: context.locale }
}

function codeIncorrect(attemptsLeft: number) {
  return msg`The code is not correct. ${plural(attemptsLeft, { one: 'You have # more attempt.', other: 'You have # more attempts.' })}`
}

export function testDriveRefusalError(refusal: TestDriveRefusal): ApiError {
  switch (refusal.refused) {
    case 'invalid': {
      const fields = Object.fromEntries(Object.entries(refusal.fields).map(([field, key]) => [field, [fieldMessages[key]]]))
      return new ApiError(400, 'validation_failed', apiMessages.validationFailed, fields)
    }
    case 'not_found':
      return new ApiError(404, 'not_found', testDriveMessages.notFound)
    case 'rate_limited':
      return new RateLimitedError(refusal.retryAfterSeconds)
    case 'locked':
      return new ApiError(423, 'code_locked', testDriveMessages.codeLocked)
    case 'expired':
      return new ApiError(410, 'code_expired', testDriveMessages.codeExpired)
    case 'incorrect':
      return new ApiError(422, 'code_incorrect', codeIncorrect(refusal.attemptsLeft), undefined, { attemptsLeft: refusal.attemptsLeft })
    case 'already_verified':
      return new ApiError(409, 'already_verified', testDriveMessages.alreadyVerified)
    case 'sms_failed':
      return new ApiError(503, 'sms_failed', testDriveMessages.smsFailed)
    case 'slot_lost':
      return new ApiError(409, 'conflict', testDriveMessages.slotLost)
    case 'not_changeable':
      return new ApiError(409, 'conflict', testDriveMessages.notChangeable)
  }
}

function unlessRefused<T extends object>(result: T | TestDriveRefusal): T {
  if ('refused' in result) throw testDriveRefusalError(result)
  return result
}

/** A refusal through a signed link: an unknown token is "this link opens nothing", not an unknown reference. */
function unlessLinkRefused<T extends object>(result: T | TestDriveRefusal): T {
  if ('refused' in result && result.refused === 'not_found') throw new ApiError(404, 'not_found', testDriveMessages.linkNotFound)
  return unlessRefused(result)
}

const codeState = (state: { expiresAt: Date; resendAvailableAt: Date }) => ({
  expiresAt: state.expiresAt.toISOString(),
  resendAvailableAt: state.resendAvailableAt.toISOString(),
})

const staffRef = (context: HandlerContext<unknown, unknown, unknown>) => {
  const staff = staffOf(context)
  return { id: staff.id, email: staff.email, name: staff.name }
}

export function testDriveRoutes(deps: TestDriveRouteDeps = defaultTestDriveRouteDeps): RouteDefinition[] {
  const messaging = async (db: Db) => ({ secret: await deps.codeSecret(db), sendSms: deps.sendSms, codeText: testDriveCodeText })
  const links = async (context: HandlerContext<unknown, unknown, unknown>, db: Db) => ({
    secret: await deps.linkSecret(db),
    origin: mailLinkOrigin(context),
  })
  const locale = (context: { locale: Locale }) => context.locale
  return [
    implement(testDriveAvailabilityOperation, async (context) => {
      const answer = await testDriveAvailability(await context.db(), context.query, context.locale)
      return 'refused' in answer ? notFound() : answer
    }),
    // The booking and its seat are stored in the request's idempotent transaction; its code is sent
    // after the commit, by this request or, after a failure, by the repeat of it.
    implementInTwoSteps(bookTestDriveOperation, {
      store: async (context) =>
        unlessRefused(await createTestDrive(await context.db(), context.body, client(context), mailLinkOrigin(context))),
      afterCommit: async (context, stored) => {
        const db = await context.db()
        const state = unlessRefused(await deliverFirstTestDriveCode(db, stored.reference, client(context), await messaging(db)))
        return { reference: state.reference, status: 'awaiting_verification' as const, ...codeState(state) }
      },
    }),
    implement(verifyTestDriveOperation, async (context) => {
      const db = await context.db()
      const view = unlessRefused(
        await verifyTestDrive(
          db,
          { reference: context.params.reference, mobile: context.body.mobile },
          context.body.code,
          client(context),
          { codeSecret: await deps.codeSecret(db), links: await links(context, db) },
        ),
      )
      deps.afterChange()
      return view
    }),
    implement(resendTestDriveCodeOperation, async (context) => {
      const db = await context.db()
      const key = { reference: context.params.reference, mobile: context.body.mobile }
      return codeState(unlessRefused(await resendTestDriveCode(db, key, client(context), await messaging(db))))
    }),
    implement(lookupTestDriveOperation, async (context) => {
      const db = await context.db()
      return unlessLinkRefused(await lookupTestDrive(db, context.body.token, locale(context), await links(context, db)))
    }),
    implement(cancelTestDriveOperation, async (context) => {
      const db = await context.db()
      const view = unlessLinkRefused(await cancelTestDrive(db, context.body.token, locale(context), await links(context, db)))
      deps.afterChange()
      return view
    }),
    implement(moveTestDriveOperation, async (context) => {
      const db = await context.db()
      const view = unlessLinkRefused(await moveTestDrive(db, context.body, locale(context), await links(context, db)))
      deps.afterChange()
      return view
    }),
    implement(staffTestDriveCalendarOperation, async (context) =>
      staffTestDriveCalendar(await context.db(), context.query, context.locale),
    ),
    implement(recordTestDriveOutcomeOperation, async (context) => {
      const staff = staffRef(context)
      const result = await (
        await context.db()
      ).transaction((tx) => recordTestDriveOutcome(tx, staff, context.params.reference, context.body.outcome))
      if ('refused' in result) {
        if (result.refused === 'not_found') notFound()
        throw new ApiError(409, 'conflict', testDriveMessages.cancelledBooking)
      }
      return result
    }),
    implement(blockTestDriveSlotOperation, async (context) => {
      const staff = staffRef(context)
      const result = await (await context.db()).transaction((tx) => blockTestDriveSlot(tx, staff, context.body))
      if ('refused' in result) {
        if (result.refused === 'not_found') notFound()
        throw new ApiError(400, 'validation_failed', apiMessages.validationFailed, { startsAt: [testDriveMessages.notASlot] })
      }
      return result
    }),
    implement(unblockTestDriveSlotOperation, async (context) => {
      const staff = staffRef(context)
      const removed = await (await context.db()).transaction((tx) => unblockTestDriveSlot(tx, staff, context.params.id))
      return removed ? { id: context.params.id } : notFound()
    }),
  ]
}
