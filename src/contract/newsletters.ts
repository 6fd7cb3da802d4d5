/**
 * Newsletters to the mailing list (decision 0055). zod/mini: the staff form validates with the
 * same schema in the browser. A newsletter is written in both languages; each confirmed subscriber
 * gets the one in the language they signed up in.
 *
 * The body is plain text (src/lib/newsletter-text.ts): paragraphs separated by a blank line, line
 * breaks kept, web addresses made into links. No markup, so nothing an editor types can become
 * script in a reader's mail client.
 */
import * as z from 'zod/mini'
import { isCalendarMoment } from './calendar-day.ts'
import { saudiLocalDateTimePattern } from './staff-news.ts'
import { requiredText } from './text.ts'

export const newsletterLimits = { subjectMaxLength: 150, bodyMaxLength: 20_000 } as const

const subjectSchema = requiredText(newsletterLimits.subjectMaxLength).check(
  // A subject is one header line: a line break in it could forge other headers.
  z.regex(/^[^\r\n]*$/, { error: 'text' }),
)

const bodySchema = requiredText(newsletterLimits.bodyMaxLength)

export const newsletterDraftSchema = z.object({
  subjectAr: subjectSchema,
  bodyAr: bodySchema,
  subjectEn: subjectSchema,
  bodyEn: bodySchema,
})
export type NewsletterDraftInput = z.input<typeof newsletterDraftSchema>
export type NewsletterDraft = z.output<typeof newsletterDraftSchema>

/**
 * A newsletter to send (decision 0091): the draft and, to schedule it, `sendAt`, a Saudi time
 * `YYYY-MM-DDTHH:MM` (UTC+3) later than now and within `newsletterScheduleMaxDays`; empty sends now.
 */
export const newsletterSendSchema = z.object({
  ...newsletterDraftSchema.shape,
  sendAt: z.optional(
    z.union(
      [
        z.literal(''),
        z.string().check(z.regex(saudiLocalDateTimePattern, { error: 'sendAt' }), z.refine(isCalendarMoment, { error: 'sendAt' })),
      ],
      { error: 'sendAt' },
    ),
  ),
})
export type NewsletterSendInput = z.input<typeof newsletterSendSchema>
export type NewsletterSend = z.output<typeof newsletterSendSchema>

/** How far ahead a newsletter may be scheduled. */
export const newsletterScheduleMaxDays = 365

/**
 * Where a newsletter is: `scheduled` (waiting for its moment, cancellable), `cancelled` (called off
 * before it), `sending` (recipients fixed, mails going out), `finished` (every mail sent, given up
 * on or skipped).
 */
export const newsletterStates = ['scheduled', 'cancelled', 'sending', 'finished'] as const
export type NewsletterState = (typeof newsletterStates)[number]

const count = z.int().check(z.nonnegative())

/**
 * A newsletter and how its sending goes: every recipient is in exactly one of `waiting` (not yet
 * handed to the mail server, or to be tried again), `sent`, `failed` (given up on after the
 * outbox's last attempt) and `skipped` (left the list before their mail went out).
 */
export const newsletterSummarySchema = z.object({
  id: z.string(),
  subject: z.object({ ar: z.string(), en: z.string() }),
  state: z.enum(newsletterStates),
  /** When it was written (sent or scheduled). */
  createdAt: z.string(),
  /** When its recipients were fixed and its mails began to go; null while scheduled or once cancelled. */
  sentAt: z.nullable(z.string()),
  /** The moment it was scheduled for; null for one sent at once. */
  scheduledFor: z.nullable(z.string()),
  cancelledAt: z.nullable(z.string()),
  /** Who wrote it. */
  sentBy: z.string(),
  recipients: count,
  waiting: count,
  sent: count,
  failed: count,
  skipped: count,
  /** When the last recipient's mail was delivered or given up on; null while sending. */
  finishedAt: z.nullable(z.string()),
})
export type NewsletterSummary = z.output<typeof newsletterSummarySchema>

export const newsletterListSchema = z.object({
  /** Confirmed subscribers now, by the language their mail would be in. */
  subscribers: z.object({ ar: count, en: count }),
  /** Mails handed to the mail server per minute at most, across newsletters. */
  ratePerMinute: count,
  /** The newest first. */
  newsletters: z.array(newsletterSummarySchema),
})
export type NewsletterList = z.output<typeof newsletterListSchema>

export const newsletterSentSchema = z.object({ newsletter: newsletterSummarySchema })

/** One newsletter to read again: its summary and both languages' texts as they were sent. */
export const newsletterDetailSchema = z.object({
  newsletter: newsletterSummarySchema,
  body: z.object({ ar: z.string(), en: z.string() }),
})
export type NewsletterDetail = z.output<typeof newsletterDetailSchema>

/** A test send: both languages' mails went to `to`, the signed-in staff member's own address. */
export const newsletterTestSentSchema = z.object({ to: z.string(), mails: count })
export type NewsletterTestSent = z.output<typeof newsletterTestSentSchema>
