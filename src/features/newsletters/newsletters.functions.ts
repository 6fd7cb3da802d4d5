import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { idempotencyKeySchema, withLocale } from '../../contract/common'
import { newsletterDraftSchema, type NewsletterList, type NewsletterSummary } from '../../contract/newsletters'
import { listNewslettersOperation, sendNewsletterOperation } from '../../contract/newsletters-api'
import { callAsStaff } from '../staff/staff-api.server'

/** The newsletters sent, with their progress, and the confirmed subscribers (editors and admins). */
export const fetchNewsletters = createServerFn({ method: 'GET' })
  .validator(z.object(withLocale))
  .handler(({ data }): Promise<NewsletterList> => callAsStaff(listNewslettersOperation, { locale: data.locale }))

/**
 * Sends a newsletter to the confirmed subscribers. The same `idempotencyKey` with the same draft
 * answers the same newsletter again: a double click or a retry after a lost answer sends it once.
 */
export const sendNewsletter = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, idempotencyKey: idempotencyKeySchema, draft: newsletterDraftSchema }))
  .handler(
    async ({ data }): Promise<NewsletterSummary> =>
      (await callAsStaff(sendNewsletterOperation, { locale: data.locale, body: data.draft, idempotencyKey: data.idempotencyKey }))
        .newsletter,
  )
