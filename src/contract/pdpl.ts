/**
 * Personal-data requests under the PDPL (decision 0089): the admin's desk finds what the dealer
 * holds about a mobile or an e-mail address, exports it, corrects it or erases it, and logs each
 * request with the day it arrived and its 30-day deadline. zod/mini: the desk's forms validate
 * with the same schemas in the browser.
 */
import * as z from 'zod/mini'
import { locales } from '../../app.config.ts'
import { isCalendarDay } from './calendar-day.ts'
import { isEmailAddress } from './email-address.ts'
import type { FieldErrorKey } from './field-errors.ts'
import { personNameSchema } from './orders.ts'
import { toSaudiMobileE164 } from '../lib/phone.ts'

export const pdplRequestKinds = ['access', 'correction', 'erasure'] as const
export type PdplRequestKind = (typeof pdplRequestKinds)[number]
export const pdplRequestStatuses = ['open', 'answered'] as const
export type PdplRequestStatus = (typeof pdplRequestStatuses)[number]

/** Days the law gives the dealer to answer a request, from the day it arrived. */
export const pdplAnswerDays = 30
/** An open request with this many days left or fewer is due soon (the desk's amber, the overview's count). */
export const pdplDueSoonDays = 7

const issue = (key: FieldErrorKey) => ({ error: key })

/**
 * Who a request is about, as the admin types it: a Saudi mobile in any spelling (kept as E.164)
 * or an e-mail address (kept trimmed, in lower case); null when it is neither.
 */
export function toPdplSubject(input: string): string | null {
  const typed = input.trim()
  if (typed.includes('@')) {
    const email = typed.toLowerCase()
    return isEmailAddress(email) ? email : null
  }
  return toSaudiMobileE164(typed)
}

export const pdplSubjectSchema = z.pipe(
  z.string(issue('required')),
  z.transform((value, context) => {
    if (value.trim() === '') {
      context.issues.push({ code: 'custom', message: 'required', input: value })
      return z.NEVER
    }
    const subject = toPdplSubject(value)
    if (subject === null) {
      context.issues.push({ code: 'custom', message: 'pdplSubject', input: value })
      return z.NEVER
    }
    return subject
  }),
)

/** A request as the admin logs it: about whom, what they ask, when it arrived, their language. */
export const newPdplRequestSchema = z.object({
  subject: pdplSubjectSchema,
  kind: z.enum(pdplRequestKinds, issue('choice')),
  receivedOn: z.string(issue('required')).check(z.refine(isCalendarDay, issue('receivedOn'))),
  language: z.enum(locales, issue('choice')),
})
export type NewPdplRequestInput = z.input<typeof newPdplRequestSchema>

/**
 * A field left empty (kept as '') keeps what the records hold. Parsing what it gives again gives the
 * same (the server function's output is what the API parses).
 */
const keptWhenEmpty = (parse: (value: string) => string | null, key: FieldErrorKey) =>
  z.pipe(
    z.string(),
    z.transform((value, context): string => {
      if (value.trim() === '') return ''
      const parsed = parse(value)
      if (parsed === null) {
        context.issues.push({ code: 'custom', message: key, input: value })
        return z.NEVER
      }
      return parsed
    }),
  )

/** The contact fields to correct on every record of the person; at least one. */
export const pdplCorrectionSchema = z
  .object({
    name: keptWhenEmpty((value) => {
      const name = personNameSchema.safeParse(value)
      return name.success ? name.data : null
    }, 'name'),
    email: keptWhenEmpty((value) => {
      const email = value.trim().toLowerCase()
      return isEmailAddress(email) ? email : null
    }, 'email'),
    mobile: keptWhenEmpty(toSaudiMobileE164, 'mobile'),
  })
  .check(
    z.refine((correction) => correction.name !== '' || correction.email !== '' || correction.mobile !== '', {
      path: ['name'],
      ...issue('pdplCorrection'),
    }),
  )
export type PdplCorrectionInput = z.input<typeof pdplCorrectionSchema>

export const pdplRequestEventSchema = z.object({
  action: z.enum(['exported', 'corrected', 'erased']),
  at: z.string(),
  /** The admin's name. */
  by: z.string(),
})

export const pdplRequestSchema = z.object({
  id: z.string(),
  kind: z.enum(pdplRequestKinds),
  status: z.enum(pdplRequestStatuses),
  /** The mobile (E.164) or address; masked once the person's data was erased. */
  subject: z.string(),
  subjectKind: z.enum(['mobile', 'email']),
  language: z.enum(locales),
  receivedOn: z.string(),
  /** The last day of the 30 the law gives. */
  dueOn: z.string(),
  /** Days until `dueOn` counted from today in Saudi Arabia; negative when late. */
  daysLeft: z.number(),
  answeredAt: z.nullable(z.string()),
  events: z.array(pdplRequestEventSchema),
  /** References of the records a legal hold kept at erasure. */
  held: z.array(z.string()),
  createdAt: z.string(),
})
export type PdplRequest = z.output<typeof pdplRequestSchema>

export const pdplRequestListSchema = z.object({ items: z.array(pdplRequestSchema) })

export const pdplRecordSources = [
  'order',
  'job_application',
  'contact_message',
  'subscription',
  'alert',
  'trade_in',
  'test_drive',
  'reservation',
  'verification_code',
  'outbox',
  'audit',
] as const
export type PdplRecordSource = (typeof pdplRecordSources)[number]

/** One record found about the person, as the desk lists it. */
export const pdplRecordSchema = z.object({
  source: z.enum(pdplRecordSources),
  id: z.string(),
  /** What staff call it: an order's or application's reference, else a short id. */
  label: z.string(),
  at: z.string(),
  name: z.nullable(z.string()),
  mobile: z.nullable(z.string()),
  email: z.nullable(z.string()),
  /** A completed sale: its invoice data stays through an erasure. */
  held: z.boolean(),
})
export type PdplRecord = z.output<typeof pdplRecordSchema>

export const pdplRequestDetailSchema = z.object({ request: pdplRequestSchema, records: z.array(pdplRecordSchema) })
export type PdplRequestDetail = z.output<typeof pdplRequestDetailSchema>

export const pdplExportFormats = ['html', 'json'] as const
export type PdplExportFormat = (typeof pdplExportFormats)[number]
