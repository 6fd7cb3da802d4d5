import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { idempotencyKeySchema, withLocale } from '../../contract/common'
import {
  newsletterDraftSchema,
  newsletterSendSchema,
  type NewsletterDetail,
  type NewsletterList,
  type NewsletterSummary,
  type NewsletterTestSent,
} from '../../contract/newsletters'
import {
  cancelNewsletterOperation,
  getNewsletterOperation,
  listNewslettersOperation,
  sendNewsletterOperation,
  sendNewsletterTestOperation,
} from '../../contract/newsletters-api'
import { callAsStaff } from '../staff/staff-api.server'

/** The newsletters sent and scheduled, with their progress, and the confirmed subscribers (editors and admins). */
export const fetchNewsletters = createServerFn({ method: 'GET' })
  .validator(z.object(withLocale))
  .handler(({ data }): Promise<NewsletterList> => callAsStaff(listNewslettersOperation, { locale: data.locale }))

/** One newsletter to read again: both languages' texts, when and to how many it went. */
export const fetchNewsletter = createServerFn({ method: 'GET' })
  .validator(z.object({ ...withLocale, id: z.uuid() }))
  .handler(({ data }): Promise<NewsletterDetail> => callAsStaff(getNewsletterOperation, { locale: data.locale, params: { id: data.id } }))

/**
 * Sends a newsletter to the confirmed subscribers, or schedules it (`sendAt`). The same
 * `idempotencyKey` with the same draft answers the same newsletter again: a double click or a
 * retry after a lost answer sends it once.
 */
export const sendNewsletter = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, idempotencyKey: idempotencyKeySchema, draft: newsletterSendSchema }))
  .handler(
    async ({ data }): Promise<NewsletterSummary> =>
      (await callAsStaff(sendNewsletterOperation, { locale: data.locale, body: data.draft, idempotencyKey: data.idempotencyKey }))
        .newsletter,
  )

/** Both languages' mails of a draft to the signed-in staff member's own address (decision 0091). */
export const sendNewsletterTest = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, idempotencyKey: idempotencyKeySchema, draft: newsletterDraftSchema }))
  .handler(({ data }): Promise<NewsletterTestSent> =>
    callAsStaff(sendNewsletterTestOperation, { locale: data.locale, body: data.draft, idempotencyKey: data.idempotencyKey }),
  )

/** Calls off a scheduled newsletter before its moment. */
export const cancelNewsletter = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, id: z.uuid() }))
  .handler(
    async ({ data }): Promise<NewsletterSummary> =>
      (await callAsStaff(cancelNewsletterOperation, { locale: data.locale, params: { id: data.id } })).newsletter,
  )
