/**
 * Cars and offers that were deleted (decision 0056): their old links say "no longer available"
 * with cars like them, answered 410 instead of the 404 of an id that never existed.
 */
import { z } from 'zod'
import { idSchema, isoDateTimeSchema } from './common.ts'
import { carSummarySchema } from './catalogue.ts'

export const listingKinds = ['car', 'offer'] as const
export type ListingKind = (typeof listingKinds)[number]

export const getRemovedListingInputSchema = z.object({ kind: z.enum(listingKinds), id: idSchema })

export const removedListingSchema = z.object({
  kind: z.enum(listingKinds),
  id: idSchema,
  removedAt: isoDateTimeSchema,
  /** Cars of its body type near its price, then of its brand (a removed offer: its first car's). */
  similar: z.array(carSummarySchema),
})
export type RemovedListing = z.infer<typeof removedListingSchema>
