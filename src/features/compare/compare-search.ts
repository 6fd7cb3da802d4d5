import * as z from 'zod/mini'
import { maxComparedCars, maxId } from '../../contract/values'
import { normalizeDigits } from '../../lib/digits'

/**
 * The comparison's URL (issue 40, decision 0096): `/compare?ids=12,7,31` names the cars in their
 * columns' order, and `&diff=true` hides the rows where every car agrees. The link is the
 * comparison, so whatever it carries (typed, pasted into a chat, tampered with) opens a page:
 * ids are read in Latin or Arabic-Indic digits, separated by commas (Latin or Arabic) or spaces,
 * each kept once in its first place, at most four; anything else is dropped.
 */

/** The car ids a value of `ids` names, in order, once each, at most `maxComparedCars`. */
export function parseCompareIds(raw: unknown): number[] {
  const ids: number[] = []
  for (const part of [raw].flat()) {
    if (typeof part !== 'string' && typeof part !== 'number') continue
    for (const piece of normalizeDigits(String(part)).split(/[\s,،]+/)) {
      if (!/^\d{1,10}$/.test(piece)) continue
      const id = Number(piece)
      if (id < 1 || id > maxId || ids.includes(id)) continue
      ids.push(id)
      if (ids.length === maxComparedCars) return ids
    }
  }
  return ids
}

/**
 * Ids as the URL writes them: one id as a number, several as `12,7,31`. The router writes what
 * the schema returns, with JSON for anything but a plain string, so a lone id kept as a string
 * would come out quoted (`?ids=%2212%22`); none is no parameter.
 */
export function compareIdsParam(ids: readonly number[]): string | number | undefined {
  if (ids.length === 0) return undefined
  return ids.length === 1 ? ids[0] : ids.join(',')
}

/** `?diff=true` (or `1`), as a checkbox or hand-written link sends it; anything else is off. */
function readDiff(raw: unknown): true | undefined {
  return raw === true || raw === 1 || raw === '1' || raw === 'true' ? true : undefined
}

export const compareSearchSchema = z.object({
  ids: z.optional(
    z.pipe(
      z.unknown(),
      z.transform((raw) => compareIdsParam(parseCompareIds(raw))),
    ),
  ),
  diff: z.optional(z.pipe(z.unknown(), z.transform(readDiff))),
})

export type CompareSearch = z.output<typeof compareSearchSchema>
