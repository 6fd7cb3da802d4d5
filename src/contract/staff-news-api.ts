/** Writing news in the dealer API (see ./operation.ts, ./staff-news.ts and decision 0052). */
import { z } from 'zod'
import { defineOperation } from './operation'
import {
  newsArticleCreatedSchema,
  newsArticleDraftSchema,
  coverMediaTypes,
  newsCoverNamePattern,
  newsCoverSchema,
  newsEditorLimits,
  newsPreviewInputSchema,
  newsPreviewSchema,
} from './staff-news'

export const createNewsArticleOperation = defineOperation({
  method: 'post',
  path: '/staff/news',
  operationId: 'createNewsArticle',
  summary: 'Publish a news article, now or at a later moment',
  description: [
    'A `multipart/form-data` body with the title, summary and Markdown body in Arabic and English (`titleAr`,',
    '`titleEn`, `summaryAr`, `summaryEn`, `bodyAr`, `bodyEn`), an optional `cover` (PNG, JPEG or WebP of at most',
    '5 MB, its kind decided from its bytes: anything else is 415 with a field error on `cover`; it is scaled to',
    `at most ${newsEditorLimits.coverWidth} pixels wide and stored as WebP without its metadata) and an optional`,
    '`publishAt`, a Saudi time `YYYY-MM-DDTHH:MM` (UTC+3): empty publishes at once, a later moment schedules the',
    'article, which then appears on its own; a moment already past is refused (`publishAt`). The slug comes from',
    'the English title and is made unique. Bodies are stored as written and shown as sanitised HTML. Every',
    'storefront process drops its cached news within two seconds. Audited as `news.published` or `news.scheduled`.',
  ].join(' '),
  tag: 'staff',
  body: newsArticleDraftSchema,
  multipart: {
    fileFields: ['cover'],
    fileMediaTypes: coverMediaTypes,
    maxBodyBytes: newsEditorLimits.bodyMaxBytes,
    maxFileBytes: newsEditorLimits.coverMaxBytes,
    fileTooLarge: 'cvSize',
    maxFieldBytes: newsEditorLimits.fieldMaxBytes,
  },
  response: newsArticleCreatedSchema,
  successStatus: 201,
  idempotency: 'required',
  staff: 'content',
})

export const previewNewsArticleOperation = defineOperation({
  method: 'post',
  path: '/staff/news/preview',
  operationId: 'previewNewsArticle',
  summary: 'Render article bodies as the article page will show them',
  description: 'Markdown bodies in Arabic and English rendered to the sanitised HTML the article page shows. Nothing is stored.',
  tag: 'staff',
  body: newsPreviewInputSchema,
  response: newsPreviewSchema,
  successStatus: 200,
  staff: 'content',
})

export const getNewsCoverOperation = defineOperation({
  method: 'get',
  path: '/news-covers/:name',
  operationId: 'getNewsCover',
  summary: 'A news article’s cover image',
  description: 'The stored cover (WebP, base64) under its content-hash name, for a storefront to serve at its own address. Never changes.',
  tag: 'content',
  params: z.object({ name: z.string().regex(newsCoverNamePattern) }),
  response: newsCoverSchema,
  canBeNotFound: true,
})
