/** Newsletters in the dealer API (see ./operation.ts and ./newsletters.ts, decision 0055). */
import { defineOperation } from './operation'
import { newsletterDraftSchema, newsletterListSchema, newsletterSentSchema } from './newsletters'

export const listNewslettersOperation = defineOperation({
  method: 'get',
  path: '/staff/newsletters',
  operationId: 'listNewsletters',
  summary: 'Newsletters sent, with the progress of each, and the confirmed subscribers',
  description:
    'The 50 newest newsletters, each with its recipients counted as waiting, sent, failed and skipped (left the list before their mail went out). Editors and admins.',
  tag: 'staff',
  response: newsletterListSchema,
  staff: 'content',
})

export const sendNewsletterOperation = defineOperation({
  method: 'post',
  path: '/staff/newsletters',
  operationId: 'sendNewsletter',
  summary: 'Send a bilingual newsletter to the confirmed subscribers',
  description: [
    'Fixes the recipients (every confirmed subscriber now) and answers at once; the mails go out in the background,',
    'each in its subscriber’s language with its own unsubscribe link and `List-Unsubscribe` / `List-Unsubscribe-Post`',
    'headers, at most `newsletters.ratePerMinute` a minute across newsletters. Someone who unsubscribes before their mail',
    'goes out gets none. The `Idempotency-Key` makes a repeat (a double click, a retry after a lost answer) answer the',
    'same newsletter instead of sending another. Editors and admins.',
  ].join(' '),
  tag: 'staff',
  body: newsletterDraftSchema,
  response: newsletterSentSchema,
  successStatus: 202,
  idempotency: 'required',
  staff: 'content',
})
