/** The contact form in the dealer API (see ./operation.ts and ./contact.ts). */
import { defineOperation } from './operation'
import { contactMessageSchema, contactReceivedSchema } from './contact'

export const sendContactMessageOperation = defineOperation({
  method: 'post',
  path: '/contact-messages',
  operationId: 'sendContactMessage',
  summary: 'Send a message to the dealer',
  description: [
    'Stores the message and notifies the dealer. `message` is 10 to 5,000 characters; `mobile` is optional.',
    '`website` must be left empty (it is a trap for bots: a request that fills it is answered as received and',
    'nothing is kept); `formStartedAt` is when the form was shown, in milliseconds since the epoch (a message',
    'sent less than 3 seconds after is refused with a field error on `formStartedAt`). At most 5 messages per',
    'client address an hour (429 with `Retry-After`).',
  ].join(' '),
  tag: 'contact',
  body: contactMessageSchema,
  response: contactReceivedSchema,
  successStatus: 201,
  idempotency: 'optional',
  canBeRateLimited: true,
})
