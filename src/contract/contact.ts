/**
 * A message from the contact page. zod/mini: the form validates with the same schema in the
 * browser. Two fields are for telling people from bots without a third-party CAPTCHA: `website`
 * is a field people never see (a bot that fills it is answered as if it had succeeded, and
 * nothing is stored), and `formStartedAt` is when the form was shown (sent faster than a person
 * can type, it is refused).
 */
import * as z from 'zod/mini'
import { emailSchema, personNameSchema, saudiMobileSchema } from './orders.ts'
import { requiredText } from './text.ts'

export const contactLimits = { messageMinLength: 10, messageMaxLength: 5000, minFillSeconds: 3 } as const

export const contactMessageSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  /** Optional; when given, a Saudi mobile like the order forms' (and a wrong one is named as such, not "invalid"). */
  mobile: z.optional(z.union([z.literal(''), saudiMobileSchema], { error: 'mobile' })),
  message: requiredText(contactLimits.messageMaxLength, 'message', contactLimits.messageMinLength, 'message'),
  website: z.optional(z.string().check(z.maxLength(500))),
  /** Milliseconds since the epoch, when the form was shown. */
  formStartedAt: z.int({ error: 'required' }).check(z.nonnegative()),
})
export type ContactMessageInput = z.input<typeof contactMessageSchema>
export type ContactMessage = z.output<typeof contactMessageSchema>

export const contactReceivedSchema = z.object({ received: z.literal(true) })
