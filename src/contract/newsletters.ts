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

const count = z.int().check(z.nonnegative())

/**
 * A newsletter and how its sending goes: every recipient is in exactly one of `waiting` (not yet
 * handed to the mail server, or to be tried again), `sent`, `failed` (given up on after the
 * outbox's last attempt) and `skipped` (left the list before their mail went out).
 */
export const newsletterSummarySchema = z.object({
  id: z.string(),
  subject: z.object({ ar: z.string(), en: z.string() }),
  sentAt: z.string(),
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
