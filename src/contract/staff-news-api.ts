/** Writing news in the dealer API (see ./operation.ts, ./staff-news.ts and decision 0052). */
import { z } from 'zod'
import { defineOperation } from './operation'
import { maxPage, restoreWindowDays } from './values'
import { newsStates } from './news-states'
import {
  newsArticleActionSchema,
  staffNewsLimits,
  newsArticleEditSchema,
  staffNewsArticleSchema,
  staffNewsListSchema,
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
    'storefront process drops its cached news within two seconds. `intent=draft` saves it without showing it (a',
    'draft, decision 0078). Audited as `news.published`, `news.scheduled` or `news.drafted`.',
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

const newsArticleIdSchema = z.object({ id: z.number().int().positive() })

/** The staff list's filters: words of a title or summary in either language, a state, a page. */
export const listStaffNewsInputSchema = z.object({
  q: z.string().max(staffNewsLimits.searchMaxLength).optional(),
  state: z.enum(newsStates).optional(),
  page: z.number().int().min(1).max(maxPage).default(1),
})
export type ListStaffNewsInput = z.input<typeof listStaffNewsInputSchema>
export type ListStaffNewsQuery = z.output<typeof listStaffNewsInputSchema>
const staleVersion =
  'The article changed since the `version` sent (another editor, or another tab), or the change is not possible in its state: nothing was changed; read it again'

export const listStaffNewsOperation = defineOperation({
  method: 'get',
  path: '/staff/news',
  operationId: 'listStaffNews',
  summary: 'Every news article, whatever its state, for staff',
  description: [
    'Drafts, scheduled, published, unpublished and deleted articles, most recently changed first, twenty a page.',
    '`q` finds words of a title or summary in Arabic or English (Arabic letter forms such as أ إ آ ا, ة ه and ى ي',
    'match each other); `state` keeps one state. Without `state`, deleted articles are left out: they are listed',
    `under \`state=deleted\` with the moment they go for good (${restoreWindowDays} days after the delete).`,
  ].join(' '),
  tag: 'staff',
  query: listStaffNewsInputSchema,
  response: staffNewsListSchema,
  staff: 'content',
})

export const getStaffNewsArticleOperation = defineOperation({
  method: 'get',
  path: '/staff/news/:id',
  operationId: 'getStaffNewsArticle',
  summary: 'One article with its texts, state and version, whatever its state',
  description:
    'For the editor and the staff preview: the stored Markdown, its rendering, the state and what a visitor gets at its address.',
  tag: 'staff',
  params: newsArticleIdSchema,
  response: staffNewsArticleSchema,
  canBeNotFound: true,
  staff: 'content',
})

export const updateNewsArticleOperation = defineOperation({
  method: 'put',
  path: '/staff/news/:id',
  operationId: 'updateNewsArticle',
  summary: 'Edit an article’s texts and cover, and save it as a draft, publish or schedule it',
  description: [
    'The same `multipart/form-data` fields as creating one, a `cover` only to replace it (left out, the cover stays),',
    'the `version` the editor started from and an `intent`: `keep` leaves the state as it is, `draft` makes a draft',
    'or scheduled article a draft, `publish` publishes a draft or scheduled article now (or schedules it at',
    '`publishAt`) and an unpublished one again under its first date. The slug never changes. Audited',
    '(`news.updated`, with what changed before and after, and `news.drafted`, `news.published`, `news.scheduled`,',
    '`news.rescheduled` or `news.republished`) and announced to every cache of news.',
  ].join(' '),
  tag: 'staff',
  params: newsArticleIdSchema,
  body: newsArticleEditSchema,
  multipart: {
    fileFields: ['cover'],
    fileMediaTypes: coverMediaTypes,
    maxBodyBytes: newsEditorLimits.bodyMaxBytes,
    maxFileBytes: newsEditorLimits.coverMaxBytes,
    fileTooLarge: 'cvSize',
    maxFieldBytes: newsEditorLimits.fieldMaxBytes,
  },
  response: staffNewsArticleSchema,
  successStatus: 200,
  idempotency: 'optional',
  canBeNotFound: true,
  conflict: staleVersion,
  staff: 'content',
})

export const changeNewsArticleStateOperation = defineOperation({
  method: 'post',
  path: '/staff/news/:id/state',
  operationId: 'changeNewsArticleState',
  summary: 'Publish, cancel the schedule, unpublish, delete or restore an article',
  description: [
    '`publish`: a draft or scheduled article now, an unpublished one again under its first date. `cancelSchedule`:',
    'a scheduled article back to a draft. `unpublish`: a published article leaves the site; its address answers 410.',
    `\`delete\`: hidden everywhere, listed under deleted and restorable for ${restoreWindowDays} days, then deleted for`,
    'good. `restore`: a deleted article back to the state it had. Each from the `version` the caller saw; audited',
    '(`news.published`, `news.schedule_cancelled`, `news.unpublished`, `news.republished`, `news.deleted`,',
    '`news.restored`) and announced to every cache of news.',
  ].join(' '),
  tag: 'staff',
  params: newsArticleIdSchema,
  body: newsArticleActionSchema,
  response: staffNewsArticleSchema,
  successStatus: 200,
  idempotency: 'optional',
  canBeNotFound: true,
  conflict: staleVersion,
  staff: 'content',
})
