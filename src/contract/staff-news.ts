/**
 * Writing a news article (decision 0052). zod/mini: the editor at /news/new validates with the
 * same schemas in the browser; the server function and the dealer API validate again with them.
 */
import * as z from 'zod/mini'
import { isCalendarMoment } from './calendar-day.ts'
import type { FieldErrorKey } from './field-errors.ts'
import { requiredText } from './text.ts'

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
})
export type NewsArticleDraftInput = z.input<typeof newsArticleDraftSchema>
export type NewsArticleDraft = z.output<typeof newsArticleDraftSchema>

export const newsArticleCreatedSchema = z.object({
  id: z.number(),
  slug: z.string(),
  /** When it shows (or showed) on the site, ISO 8601. */
  publishedAt: z.string(),
  /** Published at a later moment rather than at once. */
  scheduled: z.boolean(),
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
