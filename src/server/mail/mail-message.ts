/**
 * One e-mail as the app hands it to the mail module (src/server/mail/mailer.server.ts), also the
 * payload of an outbox message on the `mail` channel, so it is checked again before it is sent.
 * Runs in the production server script too, so only erasable TypeScript is allowed here.
 */
import { z } from 'zod'
import { isEmailAddress } from '../../contract/email-address.ts'

/** The forms' and the API's one rule for an address: every address they took is deliverable here. */
const emailAddress = z.string().refine(isEmailAddress, 'an e-mail address (src/contract/email-address.ts)')

// Header names a caller may not set: the mailer writes them, and a CR or LF in a value would let
// one header smuggle in others.
const reservedHeaders = new Set(['from', 'to', 'cc', 'bcc', 'subject', 'message-id', 'date', 'content-type'])
const headerName = z
  .string()
  .regex(/^[A-Za-z0-9-]+$/, 'expected a header name')
  .refine((name) => !reservedHeaders.has(name.toLowerCase()), 'set by the mailer')
const headerValue = z.string().regex(/^[^\r\n]*$/, 'a header value is one line')

export const mailMessageSchema = z.object({
  /** One address or several; bare addresses (no display names), so no header can be forged. */
  to: z.union([emailAddress.transform((address) => [address]), z.array(emailAddress).min(1)]),
  subject: z
    .string()
    .trim()
    .min(1)
    .max(300)
    .regex(/^[^\r\n]*$/, 'a subject is one line'),
  text: z.string().min(1),
  html: z.string().min(1).optional(),
  /**
   * A calendar invitation (RFC 5546, iMIP): the iCalendar text and its METHOD, sent as the mail's
   * `text/calendar` part, which mail clients offer to add to, update in or remove from a calendar.
   */
  icalEvent: z.object({ method: z.enum(['REQUEST', 'CANCEL']), content: z.string().min(1).max(20_000) }).optional(),
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers: z.record(headerName, headerValue).optional(),
  /**
   * A stable id (letters, digits, `.`, `-`, `_`): the Message-ID is made from it, so a message
   * sent again after a failed attempt reaches the reader's mail client as the same message.
   */
  id: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,100}$/)
    .optional(),
})

export type MailMessage = z.input<typeof mailMessageSchema>
