/** Newsletters in the dealer API (see ./operation.ts and ./newsletters.ts, decision 0055). */
import { z } from 'zod'
import { defineOperation } from './operation'
import {
  newsletterDetailSchema,
  newsletterDraftSchema,
  newsletterListSchema,
  newsletterSendSchema,
  newsletterSentSchema,
  newsletterTestSentSchema,
} from './newsletters'

const newsletterParams = z.object({ id: z.uuid() })

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
  summary: 'Send a bilingual newsletter to the confirmed subscribers, now or at a scheduled moment',
  description: [
    'With `sendAt` (Saudi time `YYYY-MM-DDTHH:MM`, later than now, within a year) it is scheduled: nothing is sent',
    'until that moment, when the dispatcher fixes its recipients (the confirmed subscribers then) and sends it as below;',
    'it can be cancelled until then. A moment past or too far is refused (`sendAt`). Without it:',
    'fixes the recipients (every confirmed subscriber now) and answers at once; the mails go out in the background,',
    'each in its subscriber’s language with its own unsubscribe link and `List-Unsubscribe` / `List-Unsubscribe-Post`',
    'headers, at most `newsletters.ratePerMinute` a minute across newsletters. Someone who unsubscribes before their mail',
    'goes out gets none. The `Idempotency-Key` makes a repeat (a double click, a retry after a lost answer) answer the',
    'same newsletter instead of sending another. Editors and admins.',
  ].join(' '),
  tag: 'staff',
  body: newsletterSendSchema,
  response: newsletterSentSchema,
  successStatus: 202,
  idempotency: 'required',
  staff: 'content',
})

export const getNewsletterOperation = defineOperation({
  method: 'get',
  path: '/staff/newsletters/:id',
  operationId: 'getNewsletter',
  summary: 'One newsletter to read again, with its progress',
  description: 'Both languages’ subjects and texts as they were sent or scheduled, when, by whom, and its counts. Editors and admins.',
  tag: 'staff',
  params: newsletterParams,
  response: newsletterDetailSchema,
  canBeNotFound: true,
  staff: 'content',
})

export const sendNewsletterTestOperation = defineOperation({
  method: 'post',
  path: '/staff/newsletters/test',
  operationId: 'sendNewsletterTest',
  summary: 'Send a draft newsletter to oneself',
  description: [
    'Both languages’ mails, exactly as subscribers would get them (their subject marked as a test), go through the outbox',
    'to the signed-in staff member’s own address and to nobody else. Nothing is stored but the mails and an audit line.',
    'Editors and admins.',
  ].join(' '),
  tag: 'staff',
  body: newsletterDraftSchema,
  response: newsletterTestSentSchema,
  successStatus: 202,
  idempotency: 'required',
  staff: 'content',
})

export const cancelNewsletterOperation = defineOperation({
  method: 'post',
  path: '/staff/newsletters/:id/cancel',
  operationId: 'cancelNewsletter',
  summary: 'Cancel a scheduled newsletter before it goes',
  description:
    'Only while it waits for its moment; cancelling one already cancelled answers it again. Refused (409) once its mails have begun to go. Audited. Editors and admins.',
  tag: 'staff',
  params: newsletterParams,
  response: newsletterSentSchema,
  successStatus: 200,
  canBeNotFound: true,
  conflict: 'The newsletter has already gone out',
  staff: 'content',
})
