import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { idempotencyKeySchema, withLocale } from '../../contract/common'
import { newsArticleActionSchema, newsArticleDraftSchema, newsArticleEditSchema, newsPreviewInputSchema } from '../../contract/staff-news'
import {
  changeNewsArticleStateOperation,
  createNewsArticleOperation,
  getStaffNewsArticleOperation,
  listStaffNewsInputSchema,
  listStaffNewsOperation,
  previewNewsArticleOperation,
  updateNewsArticleOperation,
} from '../../contract/staff-news-api'
import { sanitizeArticleHtml } from '../../lib/article-html'
import { orNotFound } from '../api-call'
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

const articleId = z.number().int().positive()

/** A page of the staff news list with the URL's search and state, as the signed-in editor. Never cached. */
export const fetchStaffNews = createServerFn({ method: 'GET' })
  .validator(z.object({ ...withLocale, query: listStaffNewsInputSchema }))
  .handler(({ data }) => callAsStaff(listStaffNewsOperation, { locale: data.locale, query: data.query }))

/** One article whatever its state (for the editor and the preview), its rendered bodies sanitised again; 404 page if unknown. */
export const fetchStaffNewsArticle = createServerFn({ method: 'GET' })
  .validator(z.object({ ...withLocale, id: articleId }))
  .handler(async ({ data }) => {
    const article = await orNotFound(callAsStaff(getStaffNewsArticleOperation, { locale: data.locale, params: { id: data.id } }))
    return { ...article, bodyHtmlAr: sanitizeArticleHtml(article.bodyHtmlAr), bodyHtmlEn: sanitizeArticleHtml(article.bodyHtmlEn) }
  })

const editFormData = z.pipe(
  z.instanceof(FormData).transform((form): Record<string, unknown> => Object.fromEntries(form)),
  z.object({ ...withLocale, id: z.coerce.number().pipe(articleId), idempotencyKey: idempotencyKeySchema, ...newsArticleEditSchema.shape }),
)

/** Saves the editor's texts (and a new cover) and what saving does to the state, from the version the editor saw. */
export const saveNewsArticle = createServerFn({ method: 'POST' })
  .validator(editFormData)
  .handler(({ data: { locale, id, idempotencyKey, ...edit } }) =>
    callAsStaff(updateNewsArticleOperation, { locale, idempotencyKey, params: { id }, body: edit }),
  )

/** Publishes, cancels the schedule, unpublishes, deletes or restores, from the version the page shows. */
export const changeNewsArticleState = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, id: articleId, change: newsArticleActionSchema }))
  .handler(({ data }) => callAsStaff(changeNewsArticleStateOperation, { locale: data.locale, params: { id: data.id }, body: data.change }))
