import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { idempotencyKeySchema, withLocale } from '../../contract/common'
import { newsArticleDraftSchema, newsPreviewInputSchema } from '../../contract/staff-news'
import { createNewsArticleOperation, previewNewsArticleOperation } from '../../contract/staff-news-api'
import { sanitizeArticleHtml } from '../../lib/article-html'
import { callAsStaff } from '../staff/staff-api.server'

/**
 * The editor's form as it arrives: `multipart/form-data` (the cover is a file), read into the same
 * contract schema the form and the dealer API use.
 */
const articleFormData = z.pipe(
  z.instanceof(FormData).transform((form): Record<string, unknown> => Object.fromEntries(form)),
  z.object({ ...withLocale, idempotencyKey: idempotencyKeySchema, ...newsArticleDraftSchema.shape }),
)

/**
 * Publishes a news article now or at its Saudi moment, as the signed-in editor. The cover goes on
 * to the dealer API as the file it arrived as; the same `idempotencyKey` publishes it once.
 */
export const publishNewsArticle = createServerFn({ method: 'POST' })
  .validator(articleFormData)
  .handler(({ data: { locale, idempotencyKey, ...draft } }) =>
    callAsStaff(createNewsArticleOperation, { locale, idempotencyKey, body: draft }),
  )

/** Both bodies as the article page will show them: rendered by the API, sanitised again here as that page does. */
export const previewNewsArticle = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, bodies: newsPreviewInputSchema }))
  .handler(async ({ data }) => {
    const preview = await callAsStaff(previewNewsArticleOperation, { locale: data.locale, body: data.bodies })
    return { bodyHtmlAr: sanitizeArticleHtml(preview.bodyHtmlAr), bodyHtmlEn: sanitizeArticleHtml(preview.bodyHtmlEn) }
  })
