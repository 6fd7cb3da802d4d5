/**
 * The mailing list (decision 0048). zod/mini: the footer's sign-up form validates with the same
 * schema in the browser. A sign-up is always answered the same way, whether or not the address is
 * already on the list, so nobody can learn who is; the links of the mails carry signed tokens.
 */
import * as z from 'zod/mini'
import { emailSchema } from './orders.ts'

export const subscribeSchema = z.object({ email: emailSchema })
export type SubscribeInput = z.input<typeof subscribeSchema>

/**
 * A token from a mail's link: `c.<id>.<expiry>.<signature>` confirms, `u.<id>.<signature>`
 * unsubscribes (src/domain/subscription-tokens.ts). Its form is checked here, its signature by the
 * dealer API. Nobody types a token, so a malformed one needs no sentence of its own: the pages
 * treat any refusal of it as a link that does not work.
 */
export const subscriptionTokenSchema = z.string().check(z.regex(/^[cu](?:\.[A-Za-z0-9_-]{1,40}){2,3}$/))

export const subscriptionTokenBodySchema = z.object({ token: subscriptionTokenSchema })

/** The one answer to a sign-up: a confirmation mail is on its way, if one was due. */
export const subscriptionRequestedSchema = z.object({ status: z.literal('confirmation_sent') })
export const subscriptionConfirmedSchema = z.object({ status: z.literal('confirmed') })
export const unsubscribedSchema = z.object({ status: z.literal('unsubscribed') })
