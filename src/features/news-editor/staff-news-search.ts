/**
 * The staff news list's URL (decision 0078): the search, the state and the page, so a view can be
 * reloaded, bookmarked and shared. A bad value is dropped, never an error (src/lib/search-params.ts).
 */
import * as z from 'zod/mini'
import { newsStates } from '../../contract/news-states'
import { staffNewsLimits } from '../../contract/staff-news'
import { optionalParam, pageParam } from '../../lib/search-params'

export const staffNewsSearchSchema = z.object({
  q: optionalParam(z.string().check(z.trim(), z.minLength(1), z.maxLength(staffNewsLimits.searchMaxLength))),
  state: optionalParam(z.enum(newsStates)),
  page: pageParam(),
})
export type StaffNewsSearch = z.output<typeof staffNewsSearchSchema>

export const staffNewsSearchDefaults = { page: 1 } as const

/** An article's id in a staff path (`/staff/news/12`), or null for anything else. */
export function staffNewsArticleId(value: string): number | null {
  return /^[1-9][0-9]{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null
}
