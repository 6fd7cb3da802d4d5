/**
 * Building blocks shared by the catalogue and content contracts. Every text a response carries is
 * already resolved to the request's locale; the database keeps both languages.
 */
import { z } from 'zod'
import { appConfig, locales } from '../../app.config.ts'
import { calendarDayYears, isCalendarDay } from './calendar-day.ts'
import { maxId, maxPage, maxSlugLength, slugPattern } from './values.ts'

export const slugSchema = z.string().min(1).max(maxSlugLength).regex(slugPattern, 'lowercase letters, digits and single hyphens')

export const idSchema = z.number().int().positive().max(maxId)

/** A calendar day, `YYYY-MM-DD`, as the dealer means it (Saudi time, no time zone attached). */
export const isoDateSchema = z.iso.date()

/**
 * A calendar day a caller sends (a filter, an offer's validity): `isoDateSchema` that is also a day
 * the calendar has in the years of `isCalendarDay`, so nothing PostgreSQL refuses reaches it.
 */
export const calendarDayInputSchema = z.iso.date().refine(isCalendarDay, {
  message: `a day the calendar has, from ${calendarDayYears.first}-01-01 to ${calendarDayYears.last}-12-31`,
})

/** An instant, ISO 8601 with offset, e.g. `2026-11-02T07:00:00.000Z`. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true })

/**
 * A path under the site's public folder, e.g. `/images/cars/suv.svg`. A pattern rather than
 * `.startsWith('/')`, which zod writes into JSON Schema as the non-standard format `starts_with`.
 */
export const publicPathSchema = z.string().regex(/^\//, 'a path that starts with /')

/** The language a request's texts come back in; added to the storefront's server-function inputs. */
export const withLocale = { locale: z.enum(locales) }

/**
 * A form's `Idempotency-Key`, made once in the browser and kept across retries and reloads
 * (decision 0041); checked again by the dealer API.
 */
export const idempotencyKeySchema = z.string().regex(appConfig.idempotency.keyPattern)

export const pageSchema = z.number().int().min(1).max(maxPage)

export const imageSchema = z.object({
  path: publicPathSchema,
  /** Describes the picture for screen readers, in the request's locale. */
  alt: z.string(),
})
export type Image = z.infer<typeof imageSchema>

/**
 * Long texts (site pages, news bodies) as blocks, so the UI renders them without parsing or
 * injecting HTML.
 */
export const contentBlockSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('heading'), text: z.string() }),
  z.object({ kind: z.literal('paragraph'), text: z.string() }),
  z.object({ kind: z.literal('list'), items: z.array(z.string()) }),
])
export type ContentBlock = z.infer<typeof contentBlockSchema>

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: pageSchema,
    pageSize: z.number().int().positive(),
  })
}

/** An answer that is a plain list: `{ items: [...] }`. */
export function listSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item) })
}
