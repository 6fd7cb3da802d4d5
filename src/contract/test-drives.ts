/**
 * Test drives at a branch (decision 0100): what a visitor sends and what the API answers. zod/mini,
 * as the booking form validates with the very same schemas in the browser (decision 0021).
 */
import * as z from 'zod/mini'
import { maxId } from './values.ts'
import type { FieldErrorKey } from './field-errors.ts'
import { emailSchema, orderReferenceSchema, personNameSchema, saudiMobileSchema, verificationCodeSchema } from './orders.ts'

export const testDriveStatuses = ['awaiting_verification', 'booked', 'cancelled', 'shown', 'no_show'] as const
export type TestDriveStatus = (typeof testDriveStatuses)[number]
/** What staff record once the drive's time came: the visitor came, or did not. */
export const testDriveOutcomes = ['shown', 'no_show'] as const
export type TestDriveOutcome = (typeof testDriveOutcomes)[number]

const issue = (key: FieldErrorKey) => ({ error: key })
const idOf = (key: FieldErrorKey) => z.int(issue(key)).check(z.positive(issue(key)), z.maximum(maxId, issue(key)))
/** A slot's start, as the availability answer gave it (ISO 8601 with its offset). */
const slotStartSchema = z.iso.datetime({ offset: true, error: 'slot' })

export const bookTestDriveSchema = z.object({
  carId: idOf('choice'),
  branchId: idOf('choice'),
  startsAt: slotStartSchema,
  name: personNameSchema,
  mobile: saudiMobileSchema,
  /** Optional: with one, the visitor gets a calendar invitation. */
  email: z.optional(z.union([z.literal(''), emailSchema], { error: 'email' })),
})
export type BookTestDriveInput = z.input<typeof bookTestDriveSchema>
export type BookTestDrive = z.output<typeof bookTestDriveSchema>

export const testDriveReferenceSchema = orderReferenceSchema
export const verifyTestDriveSchema = z.object({ code: verificationCodeSchema, mobile: saudiMobileSchema })
export const resendTestDriveCodeSchema = z.object({ mobile: saudiMobileSchema })

/** The signed link's token (decision 0100): base64url parts separated by dots. */
export const testDriveTokenSchema = z.string().check(z.minLength(10), z.maxLength(200), z.regex(/^[A-Za-z0-9_.-]+$/))
export const testDriveTokenInputSchema = z.object({ token: testDriveTokenSchema })
export const moveTestDriveSchema = z.object({ token: testDriveTokenSchema, startsAt: slotStartSchema })

// ── Answers ───────────────────────────────────────────────────────────────────────────────────

const instant = z.iso.datetime({ offset: true })

export const testDriveSlotSchema = z.object({
  startsAt: instant,
  endsAt: instant,
  /** Drives the slot still takes: 0 when full or blocked by staff. */
  seatsLeft: z.number(),
})
export type TestDriveSlot = z.output<typeof testDriveSlotSchema>

export const testDriveBranchSchema = z.object({ id: z.number(), name: z.string(), address: z.string() })

/** What the booking page shows: the branches holding the car, the days ahead, and the chosen day's slots. */
export const testDriveAvailabilitySchema = z.object({
  car: z.object({ id: z.number(), title: z.string() }),
  branches: z.array(testDriveBranchSchema),
  /** The branch shown: the one asked for when it holds the car, else the first; null when none does. */
  branchId: z.nullable(z.number()),
  /** The bookable days, Saudi calendar days (`YYYY-MM-DD`), with how many slots each still has. */
  days: z.array(z.object({ day: z.string(), freeSlots: z.number() })),
  /** The day shown: the one asked for, else the first with a free slot; null when none has one. */
  day: z.nullable(z.string()),
  slots: z.array(testDriveSlotSchema),
})
export type TestDriveAvailability = z.output<typeof testDriveAvailabilitySchema>

export const testDriveBookedSchema = z.object({
  reference: z.string(),
  status: z.literal('awaiting_verification'),
  expiresAt: instant,
  resendAvailableAt: instant,
})
export type TestDriveBooked = z.output<typeof testDriveBookedSchema>

export const testDriveCodeResentSchema = z.object({ expiresAt: instant, resendAvailableAt: instant })

/** A booking as its owner sees it, after the code or through the signed link. */
export const testDriveViewSchema = z.object({
  reference: z.string(),
  status: z.enum(testDriveStatuses),
  startsAt: instant,
  endsAt: instant,
  car: z.object({ id: z.nullable(z.number()), title: z.string() }),
  branch: testDriveBranchSchema,
  /** The signed link to cancel or move the booking. */
  manageUrl: z.string(),
  /** Whether it can still be cancelled or moved (booked, and not yet begun). */
  changeable: z.boolean(),
})
export type TestDriveView = z.output<typeof testDriveViewSchema>
