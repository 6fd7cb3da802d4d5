/**
 * Building blocks for the routes' URL search schemas. A URL is typed by visitors, shared, kept in
 * bookmarks and tampered with, so every parameter here falls back instead of failing: a bad or
 * stale value is dropped and the page renders as if it were absent.
 *
 * These schemas run in the browser on every navigation, so they use zod/mini, which ships only
 * what they use (docs/decisions/0021-browser-bundle.md).
 */
import * as z from 'zod/mini'
import { maxId, maxPage, maxSlugLength, slugPattern } from '../contract/values'

export const slugValue = z.string().check(z.minLength(1), z.maxLength(maxSlugLength), z.regex(slugPattern))
export const idValue = z.int().check(z.positive(), z.maximum(maxId))

/** An optional parameter that is dropped when its value is not valid. */
export function optionalParam<T extends z.ZodMiniType>(schema: T) {
  return z.catch(z.optional(schema), undefined)
}

/** A page number from 1 to `max`; absent or bad means the first page. */
export function pageParam(max: number = maxPage) {
  return z.catch(z._default(z.int().check(z.minimum(1), z.maximum(max)), 1), 1)
}

/** A whole number in `[min, max]`, dropped when out of range or not a number. */
export function intRangeParam(min: number, max: number) {
  return optionalParam(z.int().check(z.minimum(min), z.maximum(max)))
}
