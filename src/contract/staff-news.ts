/**
 * Writing a news article (decision 0052). zod/mini: the editor at /news/new validates with the
 * same schemas in the browser; the server function and the dealer API validate again with them.
 */
import * as z from 'zod/mini'
import { isCalendarMoment } from './calendar-day.ts'
import type { FieldErrorKey } from './field-errors.ts'
import { requiredText } from './text.ts'
import { newsActions, newsSaveIntents, newsStates, newsStatuses } from './news-states.ts'

export const newsEditorLimits = {
  titleMaxLength: 200,
  summaryMaxLength: 500,
  /** Markdown; a long article is a few thousand words. */
  bodyMaxLength: 20_000,
  coverMaxBytes: 5 * 1024 * 1024,
  /** Wide enough for the article page at twice its pixel density; larger uploads are scaled down. */
  coverWidth: 1600,
  /**
   * The multipart body the API reads: the cover plus both languages' texts (UTF-8 Arabic takes two
   * bytes a letter) and the part headers.
   */
  bodyMaxBytes: 5 * 1024 * 1024 + 256 * 1024,
  /** Each text part: the longest body in Arabic, with room to spare. */
  fieldMaxBytes: 64 * 1024,
} as const

/** The cover's accepted kinds, as decided from its bytes (not its name or declared type). */
export const coverMediaTypes = ['image/png', 'image/jpeg', 'image/webp'] as const

const issue = (key: FieldErrorKey) => ({ error: key })

/**
 * A moment in Saudi time as a `datetime-local` field gives it, `YYYY-MM-DDTHH:MM` (Saudi Arabia
 * keeps UTC+3 all year); empty means "now".
 */
export const saudiLocalDateTimePattern = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])T(?:[01]\d|2[0-3]):[0-5]\d$/

const publishAtSchema = z.optional(
  z.union(
    [
      z.literal(''),
      z.string().check(z.regex(saudiLocalDateTimePattern, issue('publishAt')), z.refine(isCalendarMoment, issue('publishAt'))),
    ],
    issue('publishAt'),
  ),
)

/** Both languages' texts of an article. */
export const newsArticleTextsSchema = z.object({
  titleAr: requiredText(newsEditorLimits.titleMaxLength),
  titleEn: requiredText(newsEditorLimits.titleMaxLength),
  summaryAr: requiredText(newsEditorLimits.summaryMaxLength),
  summaryEn: requiredText(newsEditorLimits.summaryMaxLength),
  bodyAr: requiredText(newsEditorLimits.bodyMaxLength),
  bodyEn: requiredText(newsEditorLimits.bodyMaxLength),
})

/** A cover of at most 5 MB; its kind is decided from its bytes by the API (415 `coverType`). */
const coverSchema = z.optional(z.file(issue('coverType')).check(z.maxSize(newsEditorLimits.coverMaxBytes, issue('cvSize'))))

/** A new article as the editor sends it: `multipart/form-data`, with the cover as a file. */
export const newsArticleDraftSchema = z.object({
  ...newsArticleTextsSchema.shape,
  cover: coverSchema,
  publishAt: publishAtSchema,
  /** `draft` saves it without showing it (decision 0078); left out, it is published (now or at `publishAt`). */
  intent: z.optional(z.enum(['draft', 'publish'])),
})
export type NewsArticleDraftInput = z.input<typeof newsArticleDraftSchema>
export type NewsArticleDraft = z.output<typeof newsArticleDraftSchema>

export const newsArticleCreatedSchema = z.object({
  id: z.number(),
  slug: z.string(),
  /** When it shows (or showed) on the site, ISO 8601; null for a draft. */
  publishedAt: z.nullable(z.string()),
  /** Published at a later moment rather than at once. */
  scheduled: z.boolean(),
  /** Saved as a draft: not shown until published (decision 0078). */
  draft: z.boolean(),
})
export type NewsArticleCreated = z.output<typeof newsArticleCreatedSchema>

/** The bodies to preview; a language left empty previews as nothing. */
export const newsPreviewInputSchema = z.object({
  bodyAr: z.string().check(z.maxLength(newsEditorLimits.bodyMaxLength, issue('text'))),
  bodyEn: z.string().check(z.maxLength(newsEditorLimits.bodyMaxLength, issue('text'))),
})
export type NewsPreviewInput = z.input<typeof newsPreviewInputSchema>

/** Each body as the article page will show it: sanitised HTML rendered by the server. */
export const newsPreviewSchema = z.object({ bodyHtmlAr: z.string(), bodyHtmlEn: z.string() })
export type NewsPreview = z.output<typeof newsPreviewSchema>

/** A cover image as stored, for the storefront to serve under its own address. */
export const newsCoverSchema = z.object({ mediaType: z.string(), base64: z.string() })

/** Cover names: the content's hash and the one kind covers are stored as. */
export const newsCoverNamePattern = /^[a-f0-9]{24}\.webp$/

// ── Staff's list and edits (decision 0078) ────────────────────────────────────────────────────

/** The version a change was made from, as a form field sends it (text) or a JSON body (a number). */
const versionSchema = z.pipe(
  z.union([z.number(), z.string()], issue('text')),
  z.transform((value, context) => {
    const number = typeof value === 'number' ? value : /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : Number.NaN
    if (Number.isSafeInteger(number) && number > 0) return number
    context.issues.push({ code: 'custom', message: 'text', input: value })
    return z.NEVER
  }),
)

/**
 * An edit of an article from the editor: its texts, a new cover or none (the one it has stays),
 * what saving does to its state, and the version the editor started from (409 when it changed).
 * The slug never changes, so its links keep working.
 */
export const newsArticleEditSchema = z.object({
  ...newsArticleTextsSchema.shape,
  cover: coverSchema,
  publishAt: publishAtSchema,
  intent: z.enum(newsSaveIntents),
  version: versionSchema,
})
export type NewsArticleEditInput = z.input<typeof newsArticleEditSchema>
export type NewsArticleEdit = z.output<typeof newsArticleEditSchema>

/** A change of state alone (publish, cancel the schedule, unpublish, delete, restore), from a version. */
export const newsArticleActionSchema = z.object({ action: z.enum(newsActions), version: versionSchema })
export type NewsArticleActionInput = z.input<typeof newsArticleActionSchema>

export const staffNewsLimits = { searchMaxLength: 100, pageSize: 20 } as const

const moment = z.nullable(z.string())

/** One article as the staff list shows it. */
export const staffNewsSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  titleAr: z.string(),
  titleEn: z.string(),
  state: z.enum(newsStates),
  /** Shown (or to be shown) from; null for a draft. ISO 8601. */
  publishedAt: moment,
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: moment,
  /** When a deleted article goes for good (the housekeeping round after this moment). */
  purgeAt: moment,
  version: z.number(),
})
export type StaffNewsSummary = z.output<typeof staffNewsSummarySchema>

export const staffNewsListSchema = z.object({
  items: z.array(staffNewsSummarySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Articles in each state, whatever the search, for the list's tabs. */
  counts: z.object({ draft: z.number(), scheduled: z.number(), published: z.number(), unpublished: z.number(), deleted: z.number() }),
})
export type StaffNewsList = z.output<typeof staffNewsListSchema>

/** One article with everything the editor shows and the state it is in, for staff only. */
export const staffNewsArticleSchema = z.object({
  ...staffNewsSummarySchema.shape,
  summaryAr: z.string(),
  summaryEn: z.string(),
  bodyAr: z.string(),
  bodyEn: z.string(),
  /** The stored body as the article page renders it (sanitised HTML), for the preview. */
  bodyHtmlAr: z.string(),
  bodyHtmlEn: z.string(),
  cover: z.nullable(z.string()),
  /** What a deleted article was before: what a restore brings back. */
  status: z.enum(newsStatuses),
  /** What a visitor gets at its address now: the page, 404 (never shown) or 410 (taken down). */
  visitorStatus: z.union([z.literal(200), z.literal(404), z.literal(410)]),
})
export type StaffNewsArticle = z.output<typeof staffNewsArticleSchema>
